// Build-time view of the one env module (api/src/config/env.ts); scripts run with `--import tsx`.
import { loadEnv } from '../../api/src/config/env.ts';

export function siteEnv() {
  return { siteUrl: loadEnv().siteUrl.replace(/\/$/, ''), analyticsEndpoint: undefined };
}
