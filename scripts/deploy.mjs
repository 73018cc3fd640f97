// Deploy one area on its own: build it under a fresh build id, publish its files beside the
// older builds (which stay, so pages already out there keep hydrating), point remotes.json at
// it, re-prerender only its routes and rewrite the sitemap (its detail pages may have changed).
// No other area is rebuilt.
//   node scripts/deploy.mjs <marketing|resources|contact>
import { AREAS, SITE_DIR } from './lib/layout.mjs';
import { precompress } from './lib/precompress.mjs';
import { buildRemote, writeRemotes } from './lib/publish.mjs';
import { siteEnv } from './lib/site-env.mjs';
import { writeSiteFiles } from './lib/site-files.mjs';
import { reloadLoadBalancerIfRunning } from './lib/stack/reload.mjs';
import { prerender } from './prerender.mjs';

const area = process.argv[2];
if (!Object.hasOwn(AREAS, area)) {
  console.error(`usage: node scripts/deploy.mjs <${Object.keys(AREAS).join('|')}>`);
  process.exit(2);
}
const build = await buildRemote(area);
await writeRemotes([build]);
const written = await prerender({ area });
await writeSiteFiles({ siteUrl: siteEnv().siteUrl, lastmod: new Date().toISOString() });
await precompress(SITE_DIR);
await reloadLoadBalancerIfRunning();
console.log(`[deploy] ${area} build ${build.buildId} is live; re-prerendered ${written.length} route(s): ${written.join(', ')}`);
