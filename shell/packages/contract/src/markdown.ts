/**
 * What a Markdown content module is at run time (the resources area's articles, guides and posts):
 * the build renders each `.md` file to one of these (scripts/vite/markdown.ts, ADR 14), and the
 * area's pages read them. Types only.
 */

export interface MarkdownHeading {
  readonly depth: 2 | 3;
  readonly text: string;
  readonly id: string;
}

export interface MarkdownDocument<F = Record<string, unknown>> {
  /** The front matter, as the collection's schema parsed it. */
  readonly frontmatter: F;
  /** The body rendered to HTML. */
  readonly html: string;
  /** Words in the body's text. */
  readonly wordCount: number;
  /** The body's h2 and h3 headings, in order, with their ids. */
  readonly headings: readonly MarkdownHeading[];
}

/** What listings and page heads read: no body and no table of contents (they are in first-load bytes). */
export type MarkdownMeta<F = Record<string, unknown>> = Omit<MarkdownDocument<F>, 'html' | 'headings'>;
