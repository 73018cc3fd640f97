import {
  Container,
  Heading,
  HeroHighlight,
  HeroLead,
  HeroPill,
  HeroTitle,
  Icon,
  Section,
  Stack,
  Visual,
  VisuallyHidden,
} from '@meranti/design-system';
import { Input } from '@meranti/design-system/forms';
import { deferred, PageMeta, type PageProps, preloadAll, useShell } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';
import { type ChangeEvent, useId, useState } from 'react';
import { ChipBar } from '../../components/listing/ChipBar';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { HeroLayout } from '../../components/resources-hero/HeroLayout';
import { queryFromSearch, searchForQuery } from '../../content/search';
import { BLOG_RESULTS_ID, blogCategoryOptions } from './blog-filter';
import { blogIndexContent as c } from './blog-index.content';
import { StyledSearchField, StyledSearchRow, StyledTopics } from './styled/StyledBlogIndex';
import insightsPicture from './visuals/insights.svg';

/** The articles (featured and list) and the newsletter section hydrate as they near the viewport (ADR 21). */
const Results = deferred(() => import('./BlogResults').then((m) => m.BlogResults));
const Newsletter = deferred(() => import('./BlogNewsletter').then((m) => m.BlogNewsletter));

/** A navigation renders the page whole: its deferred sections load with it. */
export const prefetch = preloadAll(Results, Newsletter);

/** /blog [docs/product-rules.md#listings-and-filters]. */
export default function BlogIndexPage({ canonicalPath }: PageProps) {
  const { location, navigate } = useShell();
  const heroId = useId();
  const searchId = useId();
  const topicsId = useId();
  const { selected, select } = useUrlFilter('category', blogCategoryOptions, 'blog');
  // The typed text (until then, `?q=` of the address once hydrated; '' in the prerendered HTML).
  const [draft, setDraft] = useState<string | null>(null);
  const search = useHydratedValue(location.search, '');
  const query = draft ?? queryFromSearch(search);

  const setQuery = (value: string) => {
    setDraft(value);
    navigate(`${location.pathname}${searchForQuery(location.search, value)}${location.hash}`, { replace: true });
  };

  return (
    <>
      <PageMeta title={c.meta.title} description={c.meta.description} path={canonicalPath} keywords={c.meta.keywords} />
      <HeroLayout labelledBy={heroId} aside={<Visual src={insightsPicture} width={560} height={448} alt={c.hero.visualAlt} priority />}>
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
              aria-controls={BLOG_RESULTS_ID}
              onChange={(e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value)}
            />
          </StyledSearchField>
          <ChipBar
            label={c.filterLabel}
            options={blogCategoryOptions}
            selectedId={selected.id}
            onSelect={select}
            controls={BLOG_RESULTS_ID}
            $align="start"
          />
        </StyledSearchRow>
      </HeroLayout>

      <Results />

      <Section aria-labelledby={topicsId}>
        <Container>
          <Stack $gap={6}>
            <Heading as="h2" id={topicsId} $size="lg">
              {c.topics.heading}
            </Heading>
            <StyledTopics>
              {c.topics.items.map((t) => (
                <li key={t.label}>
                  <button type="button" aria-controls={BLOG_RESULTS_ID} onClick={() => setQuery(t.query)}>
                    {t.label}
                    <span>{c.topics.countLabel.replace('{count}', String(t.count))}</span>
                  </button>
                </li>
              ))}
            </StyledTopics>
          </Stack>
        </Container>
      </Section>

      <Newsletter />
    </>
  );
}
