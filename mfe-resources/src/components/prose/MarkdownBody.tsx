import { use } from 'react';
import { readBody } from '../../content/markdown-bodies';
import { StyledProse } from './StyledProse';

/**
 * A Markdown document's body, rendered to HTML at build time (ADR 14): the browser only inserts
 * it. Suspends until the body's chunk is here; put it inside a Suspense boundary.
 */
export function MarkdownBody({ bodyKey }: { readonly bodyKey: string }) {
  const body = readBody(bodyKey);
  const html = typeof body === 'string' ? body : use(body);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time with raw HTML refused
  return <StyledProse dangerouslySetInnerHTML={{ __html: html }} />;
}
