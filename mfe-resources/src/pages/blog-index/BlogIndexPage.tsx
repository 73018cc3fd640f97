import {
  Container,
  CtaActions,
  CtaCopy,
  CtaPanel,
  Heading,
  HeroHighlight,
  HeroLead,
  HeroPill,
  HeroTitle,
  Icon,
  PageHero,
  Section,
  Stack,
  Text,
  VisuallyHidden,
} from '@meranti/design-system';
import { Input } from '@meranti/design-system/forms';
import { href, PageMeta, type PageProps, useShell } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';
import { type ChangeEvent, useId, useState } from 'react';
import { CardGrid } from '../../components/listing/CardGrid';
import { ChipBar } from '../../components/listing/ChipBar';
import { EmptyState } from '../../components/listing/EmptyState';
import { ALL_ID, filterOptions } from '../../components/listing/filter';
import { ListingCard } from '../../components/listing/ListingCard';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { NewsletterPromptButton } from '../../components/newsletter/NewsletterPromptButton';
import { type Article, articles } from '../../content/articles';
import { fillMinutes, formatDate } from '../../content/format';
import { queryFromSearch, searchArticles, searchForQuery } from '../../content/search';
import { blogIndexContent as c } from './blog-index.content';
import { StyledSearchField, StyledSearchRow, StyledTopics } from './styled/StyledBlogIndex';

const options = filterOptions(c.categories);
const featured = articles.find((a) => a.featured);
const latest = articles.filter((a) => a !== featured);
const LIST_ID = 'blog-results';

function ArticleCard({ article, big = false }: { readonly article: Article; readonly big?: boolean }) {
  return (
    <ListingCard
      title={article.title}
      href={href('blogArticle', { id: article.id })}
      headingLevel={big ? 'h2' : 'h3'}
      badge={article.category}
      secondaryBadge={big ? c.featured.badge : undefined}
      meta={[
        { icon: 'Users', text: article.author },
        { icon: 'Calendar', text: formatDate(article.publishDate) },
        { icon: 'Clock', text: fillMinutes(c.readTime, article.readTime) },
      ]}
      excerpt={article.excerpt}
      tags={article.tags}
      maxTags={2}
      featured={big}
    />
  );
}

/** /blog [001 §2 "Alternative blog list", §5, §7, §8, §9; DECISIONS.md newsletter]. */
export default function BlogIndexPage({ canonicalPath }: PageProps) {
  const { location, navigate } = useShell();
  const heroId = useId();
  const searchId = useId();
  const listHeadingId = useId();
  const topicsId = useId();
  const newsletterId = useId();
  const { selected, select } = useUrlFilter('category', options, 'blog');
  // The typed text (until then, `?q=` of the address once hydrated; '' in the prerendered HTML).
  const [draft, setDraft] = useState<string | null>(null);
  const search = useHydratedValue(location.search, '');
  const query = draft ?? queryFromSearch(search);
  const filtering = query.trim() !== '' || selected.id !== ALL_ID;
  const results = searchArticles(articles, query, selected.id === ALL_ID ? null : selected.label);

  const setQuery = (value: string) => {
    setDraft(value);
    navigate(`${location.pathname}${searchForQuery(location.search, value)}${location.hash}`, { replace: true });
  };

  return (
    <>
      <PageMeta title={c.meta.title} description={c.meta.description} path={canonicalPath} keywords={c.meta.keywords} />
      <PageHero aria-labelledby={heroId}>
        <Container>
          <HeroPill>
            <Icon name="BookOpen" size={16} />
            {c.hero.pill}
          </HeroPill>
          <HeroTitle id={heroId}>
            {c.hero.title} <HeroHighlight>{c.hero.highlight}</HeroHighlight>
          </HeroTitle>
          <HeroLead>{c.hero.lead}</HeroLead>
          <StyledSearchRow role="search">
            <label htmlFor={searchId}>
              <VisuallyHidden>{c.search.label}</VisuallyHidden>
            </label>
            <StyledSearchField>
              <Icon name="Search" size={18} />
              <Input
                id={searchId}
                type="search"
                placeholder={c.search.placeholder}
                value={query}
                aria-controls={LIST_ID}
                onChange={(e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value)}
              />
            </StyledSearchField>
            <ChipBar label={c.filterLabel} options={options} selectedId={selected.id} onSelect={select} controls={LIST_ID} $align="start" />
          </StyledSearchRow>
        </Container>
      </PageHero>

      {!filtering && featured && (
        <Section $space="sm" aria-label={c.featured.heading}>
          <Container>
            <ArticleCard article={featured} big />
          </Container>
        </Section>
      )}

      <Section $tone="muted" aria-labelledby={listHeadingId}>
        <Container>
          <Stack $gap={8}>
            <Heading as="h2" id={listHeadingId} $size="lg">
              {filtering ? c.latest.resultsHeading : c.latest.heading}
            </Heading>
            {results.length > 0 ? (
              <CardGrid
                id={LIST_ID}
                items={filtering ? results : latest}
                getKey={(a) => a.id}
                labelledBy={listHeadingId}
                renderItem={(a) => <ArticleCard article={a} />}
              />
            ) : (
              <div id={LIST_ID}>
                <EmptyState title={c.empty.title} text={c.empty.text} />
              </div>
            )}
          </Stack>
        </Container>
      </Section>

      <Section aria-labelledby={topicsId}>
        <Container>
          <Stack $gap={6}>
            <Heading as="h2" id={topicsId} $size="lg">
              {c.topics.heading}
            </Heading>
            <StyledTopics>
              {c.topics.items.map((t) => (
                <li key={t.label}>
                  <button type="button" aria-controls={LIST_ID} onClick={() => setQuery(t.query)}>
                    {t.label}
                    <span>{c.topics.countLabel.replace('{count}', String(t.count))}</span>
                  </button>
                </li>
              ))}
            </StyledTopics>
          </Stack>
        </Container>
      </Section>

      <Section $space="sm" aria-labelledby={newsletterId}>
        <Container>
          <CtaPanel>
            <CtaCopy>
              <Heading as="h2" id={newsletterId} $size="lg">
                {c.newsletter.heading}
              </Heading>
              <Text $size="lg">{c.newsletter.text}</Text>
            </CtaCopy>
            <CtaActions>
              <NewsletterPromptButton copy={c.newsletter} />
            </CtaActions>
          </CtaPanel>
        </Container>
      </Section>
    </>
  );
}
