import { Container, Heading, Section, Stack } from '@meranti/design-system';
import { href, useShell } from '@meranti/platform';
import { useHydratedValue } from '@meranti/platform/hydration';
import { useId } from 'react';
import { CardGrid } from '../../components/listing/CardGrid';
import { EmptyState } from '../../components/listing/EmptyState';
import { ALL_ID } from '../../components/listing/filter';
import { ListingCard } from '../../components/listing/ListingCard';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { type Article, articles } from '../../content/articles';
import { fillMinutes, formatDate } from '../../content/format';
import { queryFromSearch, searchArticles } from '../../content/search';
import { topicCover } from '../../visuals/covers';
import { BLOG_RESULTS_ID, blogCategoryOptions } from './blog-filter';
import { blogIndexContent as c } from './blog-index.content';

const featured = articles.find((a) => a.featured);
const latest = articles.filter((a) => a !== featured);

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
      cover={topicCover(article.category).src}
    />
  );
}

/**
 * The featured article and the list of /blog [docs/product-rules.md#articles-and-guides]: what the address asks for (`?q=`
 * from the search field or a topic, `?category=` from the chips), all eight when it asks for
 * nothing. A deferred section (ADR 21): the articles' records and cards hydrate as they near the
 * viewport; the search field above answers at once. It reads the address, so it never waits on the
 * page's state: each keystroke replaces `?q=`, and the list follows.
 */
export function BlogResults() {
  const { location } = useShell();
  const listHeadingId = useId();
  const { selected } = useUrlFilter('category', blogCategoryOptions);
  const query = queryFromSearch(useHydratedValue(location.search, ''));
  const filtering = query.trim() !== '' || selected.id !== ALL_ID;
  const results = searchArticles(articles, query, selected.id === ALL_ID ? null : selected.label);
  return (
    <>
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
                id={BLOG_RESULTS_ID}
                items={filtering ? results : latest}
                getKey={(a) => a.id}
                labelledBy={listHeadingId}
                renderItem={(a) => <ArticleCard article={a} />}
              />
            ) : (
              <div id={BLOG_RESULTS_ID}>
                <EmptyState title={c.empty.title} text={c.empty.text} />
              </div>
            )}
          </Stack>
        </Container>
      </Section>
    </>
  );
}
