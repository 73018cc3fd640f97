// Build-time view of the one env module (api/src/config/env.ts), loaded through tsx's API so that
// a script needs no `--import tsx` for it (every other module then loads without tsx's hooks).
import { tsImport } from 'tsx/esm/api';

const { loadEnv } = await tsImport('../../api/src/config/env.ts', import.meta.url);

export function siteEnv() {
  const env = loadEnv();
  return { siteUrl: env.siteUrl.replace(/\/$/, ''), assetsBase: env.assetsBase, analyticsEndpoint: undefined };
}
