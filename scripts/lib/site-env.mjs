// Build-time view of the one env module (api/src/config/env.ts).
export function siteEnv() {
  return { siteUrl: 'http://localhost:3000', analyticsEndpoint: undefined };
}
