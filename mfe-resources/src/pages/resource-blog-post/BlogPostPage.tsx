import { ButtonLink, Card, Heading, Icon, Text, TextLink } from '@meranti/design-system';
import { fillPath, href, type PageProps } from '@meranti/platform';
import { ArticleClosing } from '../../components/article/ArticleClosing';
import { ArticleLayout } from '../../components/article/ArticleLayout';
import { ArticleNotFound } from '../../components/article/ArticleNotFound';
import { ArticlePageMeta } from '../../components/article/ArticlePageMeta';
import { StyledQuickStats } from '../../components/article/styled/StyledArticle';
import { blogPostBodyKey, blogPostBySlug, relatedBlogPosts } from '../../content/blog-posts';
import { fillMinutes, formatDate } from '../../content/format';
import { blogPostContent as c } from './blog-post.content';

/** /resources/blogs/{slug} [001 §2 "Blog post detail"; 000 §3 "Page metadata"]. */
export default function BlogPostPage({ params, canonicalPath }: PageProps) {
  // The shell passes the route's pattern; this page's own address fills in the param.
  const path = fillPath(canonicalPath, params);
  const post = blogPostBySlug(params.slug);
  const blogsHref = href('blogs');
  if (!post) {
    return (
      <ArticleNotFound
        title={c.notFound.title}
        text={c.notFound.text}
        back={{ label: c.notFound.back, href: blogsHref }}
        meta={{ title: c.notFound.metaTitle, description: c.notFound.metaDescription }}
        path={path}
      />
    );
  }
  const readTime = fillMinutes(c.readTime, post.readTime);
  const related = relatedBlogPosts(post);
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
        sidebar={
          <>
            <Card $tone="brand">
              <Heading as="h2" $size="sm">
                {c.sidebar.newsletter.heading}
              </Heading>
              <Text $size="sm">{c.sidebar.newsletter.text}</Text>
              <ButtonLink href={href('contact')} $variant="accent" $block>
                {c.sidebar.newsletter.cta}
              </ButtonLink>
            </Card>
            <Card $bordered>
              <Heading as="h2" $size="sm">
                {c.sidebar.quickStats.heading}
              </Heading>
              <StyledQuickStats>
                {c.sidebar.quickStats.stats.map((s) => (
                  <div key={s.value}>
                    <dt>{s.label}</dt>
                    <dd>{s.value}</dd>
                  </div>
                ))}
              </StyledQuickStats>
            </Card>
          </>
        }
        after={
          <ArticleClosing
            relatedHeading={c.relatedHeading}
            related={related}
            linkOf={(p) => ({ key: p.slug, href: href('blogPost', { slug: p.slug }) })}
            readTime={c.readTime}
            cta={c.cta}
            listingHref={blogsHref}
          />
        }
      />
    </>
  );
}
