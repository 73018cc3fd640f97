import { type ComponentType, memo, Suspense, use } from 'react';
import { StyledBodyPlaceholder } from './styled/StyledArticle';

type BodyHtmlComponent = ComponentType<{ readonly bodyKey: string }>;

/**
 * The body's renderer and its prose styles: a chunk of their own, out of the page's first load,
 * loaded with the body itself. The prerender (and a navigation) awaits it in the page's `prefetch`.
 */
let BodyHtml: BodyHtmlComponent | null = null;
let loading: Promise<void> | null = null;
export function preloadArticleBody(): Promise<void> {
  loading ??= import('./ArticleBodyHtml').then(
    (m) => {
      BodyHtml = m.BodyHtml;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function Body({ bodyKey }: { readonly bodyKey: string }) {
  if (!BodyHtml) use(preloadArticleBody());
  const Html = BodyHtml as BodyHtmlComponent;
  return <Html bodyKey={bodyKey} />;
}

/**
 * The article's rendered Markdown body (ADR 14), in its own Suspense boundary: on the first view
 * it keeps the prerendered HTML until the page has hydrated and its chunks (the body, and the code
 * and styles that show it) have arrived; memoised so nothing above re-renders it meanwhile.
 */
export const ArticleBody = memo(function ArticleBody({ bodyKey }: { readonly bodyKey: string }) {
  return (
    <Suspense fallback={<StyledBodyPlaceholder />}>
      <Body bodyKey={bodyKey} />
    </Suspense>
  );
});
