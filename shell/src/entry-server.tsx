import './content.check';
import { type Area, HeadCollectorContext, HeadTagsContext, type PageComponent, type PageMetaProps } from '@meranti/platform';
import { pageJsonLd, serializeJsonLd } from '@meranti/platform/structured-data';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import type { PageSource } from './areas/page-source';
import { resolved } from './areas/tracked';
import { DeferredFooter } from './chrome/footer/DeferredFooter';

/** The prerender awaits this before rendering: the not-found page is a chunk of its own. */
export { loadNotFoundPage } from './routing/not-found-page';

/** The prerender awaits this before rendering: the chrome that hydrates later (the footer) in full. */
export const loadDeferredChrome = (): Promise<void> => DeferredFooter.preload();

export interface RenderInput {
  readonly url: string;
  readonly siteUrl: string;
  readonly assetsBase?: string;
  readonly buildDate: string;
  /** The page the route's area rendered, already loaded by the prerender. */
  readonly page: { readonly area: Area; readonly page: string; readonly component: PageComponent } | null;
}

export interface RenderOutput {
  /** Markup for `<div id="root">`. */
  readonly body: string;
  /** title/meta/link tags React hoisted out of the tree, for `<head>`. */
  readonly head: string;
  /** styled-components `<style>` tags. */
  readonly styles: string;
  /** The page's structured data, as `<script type="application/ld+json">` tags for `<head>`. */
  readonly jsonLd: string;
}

/** The prerendered head is react-helmet-async's: every page's `PageMeta` tags go through `<Helmet>`. */
function HelmetHead({ children }: { readonly children: ReactNode }) {
  return <Helmet>{children}</Helmet>;
}

const HOISTABLE = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/** React 19 emits hoistable tags at the start of a fragment render: move them to <head>. */
function splitHoistables(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let m = HOISTABLE.exec(rest); m; m = HOISTABLE.exec(rest)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}

export function render({ url, siteUrl, assetsBase, buildDate, page }: RenderInput): RenderOutput {
  const pageSource: PageSource = {
    load(area, id) {
      if (page && page.area === area && page.page === id) return resolved(page.component);
      throw new Error(`prerender: page ${area}/${id} was not loaded for ${url}`);
    },
    isReady: () => false,
    forget() {},
    prefetch: () => Promise.resolve(),
    frozen: null,
  };
  const sheet = new ServerStyleSheet();
  const collected: { meta?: PageMetaProps } = {};
  const collect = (props: PageMetaProps) => {
    collected.meta = props;
  };
  try {
    const html = renderToString(
      sheet.collectStyles(
        <HelmetProvider>
          <HeadTagsContext value={HelmetHead}>
            <HeadCollectorContext value={collect}>
              <StaticRouter location={url}>
                <App siteUrl={siteUrl} assetsBase={assetsBase} buildDate={buildDate} pageSource={pageSource} analytics={null} />
              </StaticRouter>
            </HeadCollectorContext>
          </HeadTagsContext>
        </HelmetProvider>,
      ),
    );
    const { head, body } = splitHoistables(html);
    const page = collected.meta;
    const ld = page
      ? pageJsonLd(siteUrl, page)
          .map((d) => `<script type="application/ld+json" data-page-ld="${page.path}">${serializeJsonLd(d)}</script>`)
          .join('\n')
      : '';
    return { head, body, styles: sheet.getStyleTags(), jsonLd: ld };
  } finally {
    sheet.seal();
  }
}
