/**
 * Markdown content at build time (ADR 14). Article and guide bodies are Markdown files with YAML
 * front matter; this plugin turns each into a plain JavaScript object while Vite builds (client,
 * SSR, dev and Vitest alike), so the browser never parses Markdown and ships no renderer:
 *
 *   import post from './blog-posts/x.md';        // { frontmatter, html, wordCount, headings }
 *   import meta from './blog-posts/x.md?meta';   // { frontmatter, wordCount } (for listings: in first loads)
 *
 * Every `.md` file must lie in a collection (a folder with a zod schema for its front matter).
 * Front matter that does not match its schema — or a file in no collection — fails the build with
 * a message naming the file and each problem. Bodies are rendered with `marked` (GFM): headings
 * get stable ids (`headings` lists the h2/h3 for a table of contents), tables are wrapped in a
 * labelled, focusable scroll region (narrow screens), and raw HTML is refused (content stays
 * Markdown; nothing unescaped reaches the page).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Marked, Renderer, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import type { ZodType } from 'zod';
import type { MarkdownDocument, MarkdownHeading, MarkdownMeta } from '../../shell/packages/contract/src/markdown.ts';

export interface MarkdownCollection {
  /** Name used in error messages, e.g. "blog post". */
  readonly name: string;
  /** Folder of the collection's `.md` files, relative to the plugin's root. */
  readonly dir: string;
  /** zod schema of the front matter. */
  readonly schema: ZodType;
}

export class MarkdownContentError extends Error {
  override name = 'MarkdownContentError';
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits `---\nyaml\n---\nbody`. A file without front matter is an error: every document has one. */
export function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new MarkdownContentError(`${file}: no front matter (the file must start with a "---" YAML block)`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new MarkdownContentError(`${file}: front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { data: data ?? {}, body: text.slice(match[0].length) };
}

/** A URL fragment from heading text: lower case, ASCII letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&[a-z]+;|&#\d+;/g, ' ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

const decodeEntities = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '');

/** Words in the text of an HTML fragment. */
export const countWords = (html: string): number =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .split(/\s+/)
    .filter(Boolean).length;

/** A hyphenated compound in a heading's text ("multi-carrier", "end-to-end", "e-commerce"). */
const COMPOUND = /[\p{L}\p{N}’']+(?:-[\p{L}\p{N}’']+)+/gu;

/**
 * A heading's inline HTML with every hyphenated compound in a `<span class="compound">` (the
 * prose styles keep it on one line), in text only, never inside a tag: a heading never breaks
 * "multi- / carrier", and its characters stay the copy's own.
 */
export function keepCompoundsWhole(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(COMPOUND, '<span class="compound">$&</span>')))
    .join('');
}

/** Renders a Markdown body to HTML, collecting its h2/h3 headings. */
export function renderMarkdown(body: string, file: string): { html: string; headings: MarkdownHeading[] } {
  const headings: MarkdownHeading[] = [];
  const used = new Map<string, number>();
  const base = new Renderer();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = decodeEntities(inner).trim();
        if (token.depth === 1)
          throw new MarkdownContentError(`${file}: "# ${text}" — the page's title is its only h1; start body headings at "##"`);
        const slug = slugify(text);
        const n = used.get(slug) ?? 0;
        used.set(slug, n + 1);
        const id = n === 0 ? slug : `${slug}-${n + 1}`;
        if (token.depth === 2 || token.depth === 3) headings.push({ depth: token.depth, text, id });
        return `<h${token.depth} id="${id}">${keepCompoundsWhole(inner)}</h${token.depth}>\n`;
      },
      table(token: Tokens.Table) {
        base.parser = this.parser;
        const label = token.header.map((cell) => decodeEntities(this.parser.parseInline(cell.tokens))).join(', ');
        // Column alignment as a class (the `align` attribute is obsolete HTML).
        const table = base.table(token).replace(/ align="(left|right|center)"/g, ' class="align-$1"');
        return `<div class="md-table" role="region" tabindex="0" aria-label="Table: ${label.replace(/"/g, '&quot;')}">${table}</div>\n`;
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        throw new MarkdownContentError(
          `${file}: raw HTML is not allowed in content (${JSON.stringify(token.text.trim().slice(0, 60))}); write Markdown`,
        );
      },
    },
  });
  const html = marked.parse(body) as string;
  return { html, headings };
}

/** Parses, checks and renders one Markdown document. Pure: the same input gives the same output. */
export function compileMarkdown(source: string, file: string, collection: MarkdownCollection): MarkdownDocument {
  const { data, body } = splitFrontMatter(source, file);
  const parsed = collection.schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  - ${issue.path.length ? issue.path.join('.') : '(front matter)'}: ${issue.message}`,
    );
    throw new MarkdownContentError(`${file}: front matter does not match the ${collection.name} schema:\n${problems.join('\n')}`);
  }
  const { html, headings } = renderMarkdown(body, file);
  return { frontmatter: parsed.data as Record<string, unknown>, html, wordCount: countWords(html), headings };
}

/** The collection a file belongs to, by folder. */
export function collectionFor(file: string, root: string, collections: readonly MarkdownCollection[]): MarkdownCollection | undefined {
  return collections.find((c) => {
    const dir = path.resolve(root, c.dir) + path.sep;
    return path.resolve(file).startsWith(dir);
  });
}

export interface MarkdownPluginOptions {
  /** Folder the collections' `dir`s are relative to (the area's root). */
  readonly root: string;
  readonly collections: readonly MarkdownCollection[];
}

/** The Vite plugin: `.md` → `export default { frontmatter, html, wordCount, headings }` (`?meta`: front matter and word count only). */
export function markdownContent({ root, collections }: MarkdownPluginOptions): Plugin {
  return {
    name: 'meranti:markdown-content',
    enforce: 'pre',
    async load(id) {
      const [file = '', query = ''] = id.split('?', 2);
      if (!file.endsWith('.md')) return null;
      const params = new URLSearchParams(query);
      if (query && !(params.size === 1 && params.has('meta'))) return null; // ?raw, ?url … stay Vite's
      const collection = collectionFor(file, root, collections);
      const rel = path.relative(root, file);
      if (!collection) {
        throw new MarkdownContentError(
          `${rel}: this Markdown file is in no content collection (${collections.map((c) => c.dir).join(', ')})`,
        );
      }
      this.addWatchFile(file);
      const doc = compileMarkdown(await fs.readFile(file, 'utf8'), rel, collection);
      const out: MarkdownMeta | MarkdownDocument = params.has('meta') ? { frontmatter: doc.frontmatter, wordCount: doc.wordCount } : doc;
      return { code: `export default ${JSON.stringify(out)};\n`, map: null, moduleType: 'js' };
    },
  };
}
