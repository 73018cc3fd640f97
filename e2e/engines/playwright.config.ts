// `npm run test:engines`: the cross-engine smoke suite (ADR 17) against the built site, served by
// the real API server as `npm start` serves it. One project per engine, each in its own worker
// with one browser session (fixtures.ts): Firefox and WebKit run side by side.
import { defineConfig } from '@playwright/test';
import type { EngineName } from './engine';
import { ports, siteOrigin } from './ports';

export default defineConfig<object, { engineName: EngineName }>({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  fullyParallel: false,
  workers: 2,
  globalSetup: './global-setup.ts',
  retries: 0,
  // Generous: a cold first page in WebKit on a busy 2-core machine takes over 10 s to hydrate.
  timeout: 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: {
    command: 'node --import tsx ../../api/src/server.ts',
    url: `${siteOrigin}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    // Enquiries go to the suite's SMTP test server (global-setup.ts); MIN_FILL_MS=0: a driver fills a
    // form faster than a person would, and must not be flagged as a bot.
    // Telemetry (ADR 24): rollups flushed every half second; every page comes from one client,
    // beyond a visitor's beacon allowance; no shedding on a busy machine.
    env: {
      PORT: String(ports.site),
      DATA_DIR: '../../.tmp/engines-data',
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      MIN_FILL_MS: '0',
      LOG_LEVEL: 'warn',
      RUM_FLUSH_MS: '500',
      RUM_RATE_LIMIT_PER_MINUTE: '1000000',
      RUM_RATE_LIMIT_BURST: '1000000',
      RUM_SHED_LAG_MS: '0',
    },
  },
});
