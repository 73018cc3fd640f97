// The HTML document around a prerendered page.
//
// Order matters for the first paint: the <head> holds only what painting needs — the head tags,
// the font (preloaded; text never waits for it, see fontFaceCss) and the page's CSS. After the
// content come the boot data and the start-up script (a few hundred bytes): once the page has
// painted, it announces every module the shell and the page need (listed in the boot data) at
// once as modulepreload links, so hydration never waits on a chain of requests, and starts the
// shell. No script is requested, and none evaluated, before the first paint.
import { FONT_PATH, fontFaceCss } from '@meranti/design-system/fonts';

const BOOT_ID = '__MERANTI_BOOT__';

/** JSON that is safe inside a <script> element. */
export const safeJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function documentHtml({ head, styles, body, boot, bootScript }) {
  return `<!doctype html>
<html lang="en-SG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<meta name="theme-color" content="#0b1b2b">
<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml">
<link rel="preload" href="${FONT_PATH}" as="font" type="font/woff2" crossorigin>
<style>${fontFaceCss}</style>
${styles}
</head>
<body>
<div id="root">${body}</div>
<script type="application/json" id="${BOOT_ID}">${safeJson(boot)}</script>
<script type="module" crossorigin src="${bootScript}"></script>
</body>
</html>
`;
}
