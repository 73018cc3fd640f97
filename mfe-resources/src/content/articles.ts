/**
 * The /blog articles: front matter and word counts from the Markdown files in ./articles
 * (checked by the build against `articleFrontmatterSchema`); bodies are lazy chunks read with
 * `readBody(articleBodyKey(id))`.
 */
import type { MarkdownDocument, MarkdownMeta } from '@meranti/contract/markdown';
import type { ArticleFrontmatter } from './frontmatter.schema';
import { registerBodies } from './markdown-bodies';

export interface Article extends ArticleFrontmatter {
  readonly wordCount: number;
}

// The build checked each file's front matter with the collection's schema (content.config.ts).
const metas = import.meta.glob<MarkdownMeta<ArticleFrontmatter>>('./articles/*.md', { query: '?meta', import: 'default', eager: true });
registerBodies('articles/', import.meta.glob<MarkdownDocument>('./articles/*.md', { import: 'default' }));

/** By id (1 first). */
export const articles: readonly Article[] = Object.values(metas)
  .map((m) => ({ ...m.frontmatter, wordCount: m.wordCount }))
  .sort((a, b) => Number(a.id) - Number(b.id));

export const articleById = (id: string | undefined): Article | undefined => articles.find((a) => a.id === id);

/** The body's key: the file is named after the id. */
export const articleBodyKey = (id: string): string => `articles/${id}`;

export const relatedArticles = (article: Article): readonly Article[] => article.related.flatMap((id) => articleById(id) ?? []).slice(0, 3);
