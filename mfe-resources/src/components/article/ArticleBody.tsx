import { useShell } from '@meranti/platform';
import { type MouseEvent, memo, Suspense, use } from 'react';
import { readBody } from '../../content/markdown-bodies';
import { StyledBodyPlaceholder, StyledProse } from './styled/StyledArticle';

function BodyHtml({ bodyKey }: { readonly bodyKey: string }) {
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

/**
 * The article's rendered Markdown body (ADR 14), in its own Suspense boundary: on the first view
 * it keeps the prerendered HTML until the page has hydrated and its chunk has arrived; memoised so
 * nothing above re-renders it meanwhile.
 */
export const ArticleBody = memo(function ArticleBody({ bodyKey }: { readonly bodyKey: string }) {
  return (
    <Suspense fallback={<StyledBodyPlaceholder />}>
      <BodyHtml bodyKey={bodyKey} />
    </Suspense>
  );
});
