import { Icon, TextLink } from '@meranti/design-system';
import { fillPath, href, PageMeta, type PageProps, useShell } from '@meranti/platform';
import { blogPostingLd } from '@meranti/platform/structured-data';
import { ArticleCta } from '../../components/article/ArticleCta';
import { ArticleLayout } from '../../components/article/ArticleLayout';
import { ArticleNotFound } from '../../components/article/ArticleNotFound';
import { RelatedArticles } from '../../components/article/RelatedArticles';
import { articleBodyKey, articleById, relatedArticles } from '../../content/articles';
import { fillMinutes, formatDate } from '../../content/format';
import { altBlogArticleContent as c } from './alt-blog-article.content';

/** /blog/{id} [001 §2 "Alternative blog article"; DECISIONS.md: all eight have bodies]. */
export default function AltBlogArticlePage({ params, canonicalPath }: PageProps) {
  const { siteUrl } = useShell();
  // The shell passes the route's pattern; this page's own address fills in the param.
  const path = fillPath(canonicalPath, params);
  const article = articleById(params.id);
  const blogHref = href('altBlog');
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
      <PageMeta
        title={article.title}
        description={article.description}
        path={path}
        keywords={article.tags}
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
        share={{ label: c.share, copiedMessage: c.copied, title: article.title, text: article.excerpt, path }}
        bodyKey={articleBodyKey(article.id)}
        tagsHeading={c.tagsHeading}
        tags={article.tags}
        after={
          <>
            <RelatedArticles
              heading={c.relatedHeading}
              items={relatedArticles(article).map((a) => ({
                key: a.id,
                href: href('altBlogArticle', { id: a.id }),
                title: a.title,
                category: a.category,
                excerpt: a.excerpt,
                meta: [
                  { icon: 'Calendar', text: formatDate(a.publishDate) },
                  { icon: 'Clock', text: fillMinutes(c.readTime, a.readTime) },
                ],
              }))}
            />
            <ArticleCta
              eyebrow={c.cta.eyebrow}
              heading={c.cta.heading}
              text={c.cta.text}
              actions={[
                { label: c.cta.primary, href: href('contact') },
                { label: c.cta.secondary, href: blogHref },
              ]}
            />
          </>
        }
      />
    </>
  );
}
