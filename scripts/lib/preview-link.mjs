// The preview link of a staged candidate (ADR 27): the site's address of the area's first page
// with a signed token that names the area, the build and when it expires
// (api/src/releases/preview-token.ts; PREVIEW_SECRET, else the secret kept in DATA_DIR). Opening
// it sets a cookie, and until it expires that browser sees the whole site composed with the
// candidate build of the area, with a banner saying so.
import { routes } from '@meranti/platform';
import { tsImport } from 'tsx/esm/api';

const { loadEnv } = await tsImport('../../api/src/config/env.ts', import.meta.url);
const { previewSecret, signPreviewToken } = await tsImport('../../api/src/releases/preview-token.ts', import.meta.url);

/** The area's landing page: `/<area>` when it is one of its routes, else its shortest path without parameters. */
export function areaLandingPath(area) {
  const paths = Object.values(routes)
    .filter((r) => r.area === area && !r.path.includes(':') && r.path !== '*')
    .map((r) => r.path)
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  return paths.find((p) => p === `/${area}`) ?? paths[0] ?? '/';
}

/** @returns {Promise<{ url: string, token: string, expiresAt: number }>} */
export async function previewLink({ area, buildId, validForMs, now = Date.now() }) {
  const config = loadEnv();
  const expiresAt = now + validForMs;
  const token = signPreviewToken({ area, buildId, expiresAt }, await previewSecret(config));
  return { url: `${config.siteUrl}${areaLandingPath(area)}?preview=${encodeURIComponent(token)}`, token, expiresAt };
}
