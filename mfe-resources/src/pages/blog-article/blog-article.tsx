import { Icon, TextLink } from '@meranti/design-system';
import { deferred, fillPath, href, type PagePrefetch, type PageProps } from '@meranti/platform';
import { preloadArticleBody } from '../../components/article/ArticleBody';
import { ArticleLayout } from '../../components/article/ArticleLayout';
import { ArticlePageMeta } from '../../components/article/ArticlePageMeta';
import { preloadHeroCover } from '../../components/resources-hero/HeroLayout';
import { articleBodyKey, articleById } from '../../content/articles';
import { fillMinutes, formatDate } from '../../content/format';
import { preloadBody } from '../../content/markdown-bodies';
import { blogArticleContent as c } from './blog-article.content';

/** An address with no such article: its code loads only then. */
const NotFound = deferred<{ readonly path: string }>(() => import('./BlogArticleNotFound').then((m) => m.BlogArticleNotFound));

/** Related articles and the closing call to action hydrate as they near the viewport (ADR 21). */
const Closing = deferred<{ readonly articleId: string }>(() => import('./BlogArticleClosing').then((m) => m.BlogArticleClosing));

/** A navigation here renders the page whole: the body and the closing sections load with it. */
export const prefetch: PagePrefetch = ({ id }) =>
  articleById(id)
    ? Promise.all([preloadBody(articleBodyKey(id ?? '')), Closing.preload(), preloadHeroCover(), preloadArticleBody()]).then(
        () => undefined,
      )
    : NotFound.preload();

/** /blog/{id} [all eight have bodies; docs/product-rules.md#articles-and-guides]. */
export default function BlogArticlePage({ params, canonicalPath }: PageProps) {
  // The shell passes the route's pattern; this page's own address fills in the param.
  const path = fillPath(canonicalPath, params);
  const article = articleById(params.id);
  const blogHref = href('blogIndex');
  if (!article) {
    return <NotFound path={path} />;
  }
  return (
    <>
      <ArticlePageMeta article={article} path={path} keywords={article.tags} />
      <ArticleLayout
        back={
          <TextLink href={blogHref}>
            <Icon name="ArrowLeft" size={16} />
            {c.back}
          </TextLink>
        }
        category={article.category}
        title={article.title}
        facts={[
          { icon: 'Users', text: `${article.author}, ${article.authorTitle}` },
          { icon: 'Calendar', text: formatDate(article.publishDate) },
          { icon: 'Clock', text: fillMinutes(c.readTime, article.readTime) },
        ]}
        share={{ label: c.share, copiedMessage: c.copied, copyPrompt: c.copyPrompt, title: article.title, text: article.excerpt, path }}
        bodyKey={articleBodyKey(article.id)}
        tagsHeading={c.tagsHeading}
        tags={article.tags}
        after={<Closing articleId={article.id} />}
      />
    </>
  );
}
