/// <reference types="vite/client" />
// Markdown content modules (scripts/vite/markdown.ts, ADR 14): rendered at build time.
// The front matter is typed per collection where it is read (src/content/*.ts).

declare module '*.md' {
  const doc: import('@meranti/contract/markdown').MarkdownDocument;
  export default doc;
}

declare module '*.md?meta' {
  const meta: import('@meranti/contract/markdown').MarkdownMeta;
  export default meta;
}
