import { PageMeta, useShell } from '@meranti/platform';
import { blogPostingLd } from '@meranti/platform/structured-data';

export interface ArticleFactsForMeta {
  readonly title: string;
  readonly description: string;
  readonly publishDate: string;
  readonly author: string;
  readonly category: string;
  readonly tags: readonly string[];
  /** Minutes: the BlogPosting's word count is read time × 200 (docs/product-rules.md#page-metadata). */
  readonly readTime: number;
}

/** An article's head: type article (published time, section, tags) and its BlogPosting JSON-LD. */
export function ArticlePageMeta({
  article,
  path,
  keywords,
}: {
  readonly article: ArticleFactsForMeta;
  readonly path: string;
  readonly keywords: readonly string[];
}) {
  const { siteUrl } = useShell();
  return (
    <PageMeta
      title={article.title}
      description={article.description}
      path={path}
      keywords={keywords}
      type="article"
      article={{ publishedTime: article.publishDate, author: article.author, section: article.category, tags: article.tags }}
      structuredData={[
        blogPostingLd(siteUrl, {
          title: article.title,
          description: article.description,
          path,
          publishDate: article.publishDate,
          author: article.author,
          category: article.category,
          tags: article.tags,
          readTimeMinutes: article.readTime,
        }),
      ]}
      breadcrumbName={article.title}
    />
  );
}
