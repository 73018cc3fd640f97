import { href } from '@meranti/platform';
import { ArticleClosing } from '../../components/article/ArticleClosing';
import { articleById, relatedArticles } from '../../content/articles';
import { blogArticleClosingContent as c } from './blog-article.closing.content';
import { blogArticleContent } from './blog-article.content';

/** Under the article: related articles and the closing call to action (a deferred section: ADR 21). */
export function BlogArticleClosing({ articleId }: { readonly articleId: string }) {
  const article = articleById(articleId);
  if (!article) return null;
  return (
    <ArticleClosing
      relatedHeading={c.relatedHeading}
      related={relatedArticles(article)}
      linkOf={(a) => ({ key: a.id, href: href('blogArticle', { id: a.id }) })}
      readTime={blogArticleContent.readTime}
      cta={c.cta}
      listingHref={href('blogIndex')}
    />
  );
}
