/**
 * Cross-file rules of the article collections that a single file's front matter cannot state:
 * unique slugs and ids, file names matching them, related links that exist, eight /blog
 * articles with exactly one featured [docs/product-rules.md#articles-and-guides], and /blog/1 and /blog/2 — the two articles with
 * bodies from the start — each listing the other first. Run at
 * prerender (content.check.ts) and in Vitest.
 */
import { type Article, articles as allArticles } from './articles';
import { blogPosts as allBlogPosts, type BlogPost } from './blog-posts';
import { articleFrontmatterSchema, blogPostFrontmatterSchema } from './frontmatter.schema';

/** The first two /blog articles show each other as related. */
const SPEC_PAIR = [
  ['1', '2'],
  ['2', '1'],
] as const;

/** Checks the collections (the site's own unless others are given); throws listing every problem. */
export function checkArticleCollections({
  articles = allArticles,
  blogPosts = allBlogPosts,
}: {
  readonly articles?: readonly Article[];
  readonly blogPosts?: readonly BlogPost[];
} = {}): void {
  const problems: string[] = [];
  const slugs = new Set(blogPosts.map((p) => p.slug));
  if (slugs.size !== blogPosts.length) problems.push('two blog posts share a slug');
  for (const p of blogPosts) {
    const { wordCount: _words, ...front } = p;
    blogPostFrontmatterSchema.parse(front);
    for (const r of p.relatedPosts)
      if (!slugs.has(r) || r === p.slug) problems.push(`blog post ${p.slug}: related "${r}" is not another post`);
  }
  const ids = new Set(articles.map((a) => a.id));
  if (ids.size !== articles.length) problems.push('two /blog articles share an id');
  if (articles.length !== 8) problems.push(`/blog has ${articles.length} articles, not 8`);
  if (articles.filter((a) => a.featured).length !== 1) problems.push('/blog needs exactly one featured article');
  for (const a of articles) {
    const { wordCount: _words, ...front } = a;
    articleFrontmatterSchema.parse(front);
    for (const r of a.related) if (!ids.has(r) || r === a.id) problems.push(`/blog article ${a.id}: related "${r}" is not another article`);
  }
  for (const [id, other] of SPEC_PAIR) {
    const first = articles.find((a) => a.id === id)?.related[0];
    if (first !== other) problems.push(`/blog article ${id}: the first related article must be ${other} (the other id), not ${first}`);
  }
  if (problems.length) throw new Error(`article collections:\n  - ${problems.join('\n  - ')}`);
}
