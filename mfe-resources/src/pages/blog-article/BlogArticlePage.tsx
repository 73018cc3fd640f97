import { Icon, TextLink } from '@meranti/design-system';
import { fillPath, href, type PageProps } from '@meranti/platform';
import { ArticleClosing } from '../../components/article/ArticleClosing';
import { ArticleLayout } from '../../components/article/ArticleLayout';
import { ArticleNotFound } from '../../components/article/ArticleNotFound';
import { ArticlePageMeta } from '../../components/article/ArticlePageMeta';
import { articleBodyKey, articleById, relatedArticles } from '../../content/articles';
import { fillMinutes, formatDate } from '../../content/format';
import { blogArticleContent as c } from './blog-article.content';

/** /blog/{id} [001 §2 "Alternative blog article"; DECISIONS.md: all eight have bodies]. */
export default function BlogArticlePage({ params, canonicalPath }: PageProps) {
  // The shell passes the route's pattern; this page's own address fills in the param.
  const path = fillPath(canonicalPath, params);
  const article = articleById(params.id);
  const blogHref = href('blogIndex');
  if (!article) {
    return (
      <ArticleNotFound
        title={c.notFound.title}
        text={c.notFound.text}
        back={{ label: c.notFound.back, href: blogHref }}
        meta={{ title: c.notFound.metaTitle, description: c.notFound.metaDescription }}
        path={path}
      />
    );
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
        after={
          <ArticleClosing
            relatedHeading={c.relatedHeading}
            related={relatedArticles(article)}
            linkOf={(a) => ({ key: a.id, href: href('blogArticle', { id: a.id }) })}
            readTime={c.readTime}
            cta={c.cta}
            listingHref={blogHref}
          />
        }
      />
    </>
  );
}
