import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets two checkouts run their suites side by side on one machine. */
const PORT = Number(process.env.E2E_PORT ?? 3310);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export const chromium = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  // Visual regression baselines (the page walk, tests/pages.spec.ts; ADR 25 §4): one folder, no platform suffix
  // (one Chromium, Debian's), updated only on purpose (`npm run shots:update`).
  snapshotPathTemplate: '{testDir}/../visual/{arg}{ext}',
  // A run never writes a baseline by itself (a missing one fails, naming the command); only
  // `npm run shots:update` (--update-snapshots) does.
  updateSnapshots: 'none',
  expect: {
    // Antialiasing and font hinting move a pixel's colour a little (threshold, per pixel); a moved or
    // changed block changes thousands of pixels (more than 0.2 % of a first screen fails).
    toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.002 },
  },
  use: { baseURL, launchOptions: chromium, trace: 'off' },
  projects: [
    {
      name: 'desktop',
      testIgnore: /(deploy|canary|dev)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    // Redeploys an area, so it runs after everything else.
    {
      name: 'deploy',
      testMatch: /deploy\.spec\.ts/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    // Previews and canaries of an area judged from its visitors' telemetry (ADR 27): stages
    // candidates beside the live site, so after the deploys.
    {
      name: 'releases',
      testMatch: /canary\.spec\.ts/,
      dependencies: ['deploy'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    // `npm run dev` with hot reload (ports 5100–5103 and 3000); last, as it edits two source files
    // for a moment.
    {
      name: 'dev',
      testMatch: /dev\.spec\.ts/,
      dependencies: ['releases'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    // The built site as `npm start` serves it (the site is built by `npm test` before this runs).
    command: 'node --import tsx ../api/src/server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    // USE_CASE_TEST_FIXTURES: the API also serves the generic case-study page's test fixtures.
    // Telemetry (ADR 24): rollups flushed every half second for telemetry.spec.ts; every page of the
    // suite comes from one client (127.0.0.1), beyond a visitor's beacon allowance; and a busy CI
    // machine's event-loop delay must not shed the beacons the tests read.
    env: {
      PORT: String(PORT),
      DATA_DIR: '../.tmp/e2e-data',
      MIN_FILL_MS: '0',
      LOG_LEVEL: 'warn',
      USE_CASE_TEST_FIXTURES: '1',
      RUM_FLUSH_MS: '500',
      RUM_RATE_LIMIT_PER_MINUTE: '1000000',
      RUM_RATE_LIMIT_BURST: '1000000',
      RUM_SHED_LAG_MS: '0',
    },
  },
});
