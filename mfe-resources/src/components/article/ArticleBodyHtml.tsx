import { useShell } from '@meranti/platform';
import { type MouseEvent, use } from 'react';
import { readBody } from '../../content/markdown-bodies';
import { StyledProse } from './styled/StyledArticleProse';

/** The article's body as HTML: links inside the Markdown are plain anchors, internal ones navigate client-side. */
export function BodyHtml({ bodyKey }: { readonly bodyKey: string }) {
  const { navigate } = useShell();
  const body = readBody(bodyKey);
  const html = typeof body === 'string' ? body : use(body);
  // Links inside the Markdown are plain anchors: internal ones navigate client-side.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest('a');
    const to = a?.getAttribute('href');
    if (!a || !to?.startsWith('/') || to.startsWith('//') || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered from our own Markdown at build time (raw HTML refused; scripts/vite/markdown.ts)
  return <StyledProse onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
