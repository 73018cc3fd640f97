import { DesignSystemProvider } from '@meranti/design-system';
import { type PageProps, type ShellApi, ShellProvider } from '@meranti/platform';
import { type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/** The seam as a prerender sees it: no navigation, toasts, lightbox or analytics happen. */
export const shellStub: ShellApi = {
  location: { pathname: '/', search: '', hash: '' },
  siteUrl: 'https://www.meranti4pl.example',
  navigate: () => undefined,
  toast: () => undefined,
  openLightbox: () => undefined,
  track: () => undefined,
};

/** A page rendered as the prerender does (server styles collected), at `location`. */
export function prerenderPage(
  Page: ComponentType<PageProps>,
  props: Pick<PageProps, 'params' | 'canonicalPath'>,
  location: ShellApi['location'] = shellStub.location,
): string {
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(
        createElement(
          ShellProvider,
          { value: { ...shellStub, location }, today: '2030-06-09T00:00:00.000Z' },
          createElement(DesignSystemProvider, null, createElement(Page, props as PageProps)),
        ),
      ),
    );
  } finally {
    sheet.seal();
  }
}
