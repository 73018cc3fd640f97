/**
 * The strategic guides (Markdown, ADR 14): front matter eagerly (`?meta`, no body), bodies as
 * their own lazy chunks read with `readBody(guideBodyKey(slug))`. The file name is the slug.
 */
import type { MarkdownDocument, MarkdownMeta } from '@meranti/contract/markdown';
import type { GuideFrontmatter } from './guide-frontmatter.schema';
import { registerBodies } from './markdown-bodies';

const metas = import.meta.glob<MarkdownMeta<GuideFrontmatter>>('./guides/*.md', { eager: true, query: '?meta', import: 'default' });

registerBodies('guide:', import.meta.glob<MarkdownDocument>('./guides/*.md', { import: 'default' }));

export const guideBodyKey = (slug: string): string => `guide:${slug}`;

/** Every guide's front matter with the file it came from (the content check compares slug and file name). */
export const guideFiles: readonly { readonly file: string; readonly guide: GuideFrontmatter }[] = Object.entries(metas).map(
  ([file, meta]) => ({ file, guide: meta.frontmatter }),
);

export const guides: readonly GuideFrontmatter[] = guideFiles.map((g) => g.guide);

export function guideBySlug(slug: string | undefined): GuideFrontmatter | undefined {
  return guides.find((g) => g.slug === slug);
}
