import './content.check';
import type { MarkdownDocument } from '@meranti/contract/markdown';
import type { KnownParams } from '@meranti/platform';
import { articles } from './content/articles';
import { blogPosts } from './content/blog-posts';
import { guides } from './content/guides';
import { seedBodies } from './content/markdown-bodies';
import { stories } from './pages/case-study-index/stories.content';

export { pages } from './pages';

// The prerender renders every article with its body in the HTML (ADR 14); browsers load bodies lazily.
// Guide bodies are not seeded: they stay behind the gate, fetched once it is unlocked.
seedBodies('blog-posts/', import.meta.glob<MarkdownDocument>('./content/blog-posts/*.md', { eager: true, import: 'default' }));
seedBodies('articles/', import.meta.glob<MarkdownDocument>('./content/articles/*.md', { eager: true, import: 'default' }));

/** Every known value of the detail pages' params: each is prerendered and listed in sitemap.xml (ADR 10). */
export const knownParams: KnownParams = {
  'blog-post': () => blogPosts.map((p) => ({ slug: p.slug })),
  'blog-article': () => articles.map((a) => ({ id: a.id })),
  guide: () => guides.map((g) => ({ slug: g.slug })),
  'case-study': () => stories.map((s) => ({ id: s.id })),
};
