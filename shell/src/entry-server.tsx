import './content.check';
import type { Area, PageComponent } from '@meranti/platform';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App';
import type { PageSource } from './remotes/page-source';
import { resolved } from './remotes/tracked';

export interface RenderInput {
  readonly url: string;
  readonly siteUrl: string;
  readonly buildDate: string;
  /** The page the route's remote rendered, already loaded by the prerender. */
  readonly page: { readonly area: Area; readonly page: string; readonly component: PageComponent } | null;
}

export interface RenderOutput {
  /** Markup for `<div id="root">`. */
  readonly body: string;
  /** title/meta/link tags React hoisted out of the tree, for `<head>`. */
  readonly head: string;
  /** styled-components `<style>` tags. */
  readonly styles: string;
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

export function render({ url, siteUrl, buildDate, page }: RenderInput): RenderOutput {
  const pageSource: PageSource = {
    load(area, id) {
      if (page && page.area === area && page.page === id) return resolved(page.component);
      throw new Error(`prerender: page ${area}/${id} was not loaded for ${url}`);
    },
    forget() {},
    frozen: null,
  };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <App siteUrl={siteUrl} buildDate={buildDate} pageSource={pageSource} analytics={null} />
        </StaticRouter>,
      ),
    );
    const { head, body } = splitHoistables(html);
    return { head, body, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
