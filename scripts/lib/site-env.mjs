// Build-time view of the one env module (api/src/config/env.ts); scripts run with `--import tsx`.
import { loadEnv } from '../../api/src/config/env.ts';

export function siteEnv() {
  const env = loadEnv();
  return { siteUrl: env.siteUrl.replace(/\/$/, ''), assetsBase: env.assetsBase, analyticsEndpoint: undefined };
}
