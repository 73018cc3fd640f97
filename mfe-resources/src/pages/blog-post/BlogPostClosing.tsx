import { href } from '@meranti/platform';
import { ArticleClosing } from '../../components/article/ArticleClosing';
import { blogPostBySlug, relatedBlogPosts } from '../../content/blog-posts';
import { blogPostClosingContent as c } from './blog-post.closing.content';
import { blogPostContent } from './blog-post.content';

/** Under the post: related posts and the closing call to action (a deferred section: ADR 21). */
export function BlogPostClosing({ slug }: { readonly slug: string }) {
  const post = blogPostBySlug(slug);
  if (!post) return null;
  return (
    <ArticleClosing
      relatedHeading={c.relatedHeading}
      related={relatedBlogPosts(post)}
      linkOf={(p) => ({ key: p.slug, href: href('blogPost', { slug: p.slug }) })}
      readTime={blogPostContent.readTime}
      cta={c.cta}
      listingHref={href('blogs')}
    />
  );
}
