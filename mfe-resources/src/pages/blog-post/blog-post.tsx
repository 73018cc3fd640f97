import { Icon, TextLink } from '@meranti/design-system';
import { deferred, fillPath, href, type PagePrefetch, type PageProps } from '@meranti/platform';
import { preloadArticleBody } from '../../components/article/ArticleBody';
import { ArticleLayout } from '../../components/article/ArticleLayout';
import { ArticlePageMeta } from '../../components/article/ArticlePageMeta';
import { preloadHeroCover } from '../../components/resources-hero/HeroLayout';
import { blogPostBodyKey, blogPostBySlug } from '../../content/blog-posts';
import { fillMinutes, formatDate } from '../../content/format';
import { preloadBody } from '../../content/markdown-bodies';
import { blogPostContent as c } from './blog-post.content';

/** An address with no such article: its code loads only then. */
const NotFound = deferred<{ readonly path: string }>(() => import('./BlogPostNotFound').then((m) => m.BlogPostNotFound));

/** The sidebar, related posts and the closing call to action hydrate as they near the viewport (ADR 21). */
const Sidebar = deferred(() => import('./BlogPostSidebar').then((m) => m.BlogPostSidebar));
const Closing = deferred<{ readonly slug: string }>(() => import('./BlogPostClosing').then((m) => m.BlogPostClosing));

/** A navigation here renders the page whole: the body and the closing sections load with it. */
export const prefetch: PagePrefetch = ({ slug }) =>
  blogPostBySlug(slug)
    ? Promise.all([
        preloadBody(blogPostBodyKey(slug ?? '')),
        Closing.preload(),
        Sidebar.preload(),
        preloadHeroCover(),
        preloadArticleBody(),
      ]).then(() => undefined)
    : NotFound.preload();

/** /resources/blogs/{slug} [docs/product-rules.md#articles-and-guides]. */
export default function BlogPostPage({ params, canonicalPath }: PageProps) {
  // The shell passes the route's pattern; this page's own address fills in the param.
  const path = fillPath(canonicalPath, params);
  const post = blogPostBySlug(params.slug);
  const blogsHref = href('blogs');
  if (!post) {
    return <NotFound path={path} />;
  }
  const readTime = fillMinutes(c.readTime, post.readTime);
  return (
    <>
      <ArticlePageMeta article={post} path={path} keywords={post.keywords} />
      <ArticleLayout
        back={
          <TextLink href={blogsHref}>
            <Icon name="ArrowLeft" size={16} />
            {c.back}
          </TextLink>
        }
        category={post.category}
        title={post.title}
        excerpt={post.excerpt}
        facts={[
          { icon: 'Users', text: `${post.author}, ${post.authorTitle}` },
          { icon: 'Calendar', text: formatDate(post.publishDate) },
          { icon: 'Clock', text: readTime },
        ]}
        share={{ label: c.share, copiedMessage: c.copied, copyPrompt: c.copyPrompt, title: post.title, text: post.excerpt, path }}
        bodyKey={blogPostBodyKey(post.slug)}
        tagsHeading={c.tagsHeading}
        tags={post.tags}
        sidebar={<Sidebar />}
        after={<Closing slug={post.slug} />}
      />
    </>
  );
}
