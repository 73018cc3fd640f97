// The HTML document around a prerendered page.

const BOOT_ID = '__MERANTI_BOOT__';
export const FONT_URL = '/fonts/inter-latin-wght-normal.woff2';

/** JSON that is safe inside a <script> element. */
const safeJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function documentHtml({ head, styles, body, boot, shellEntry, modulePreloads, prefetch }) {
  const preloads = modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  const prefetches = prefetch.map((href) => `<link rel="prefetch" href="${href}">`).join('');
  return `<!doctype html>
<html lang="en-SG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<meta name="theme-color" content="#0b1b2b">
<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml">
<link rel="preload" href="${FONT_URL}" as="font" type="font/woff2" crossorigin>
${styles}
${preloads}
${prefetches}
<script type="application/json" id="${BOOT_ID}">${safeJson(boot)}</script>
<script type="module" crossorigin src="${shellEntry}"></script>
</head>
<body>
<div id="root">${body}</div>
</body>
</html>
`;
}
