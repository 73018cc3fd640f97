import { defineConfig } from 'vitest/config';

// Unit tests of every workspace and the API's tests, in one run.
export default defineConfig({
  test: {
    projects: [
      'shell/packages/platform',
      'shell',
      'mfe-*',
      'api',
      // scripts/test/stack/ needs PostgreSQL and Caddy: its own step of npm test (vitest.config.mjs there).
      { test: { name: 'scripts', include: ['scripts/test/**/*.test.{mjs,ts}'], exclude: ['scripts/test/stack/**'], environment: 'node' } },
      // The layout gate's rules (pure functions the e2e layout spec applies to collected boxes).
      { test: { name: 'e2e-support', include: ['e2e/support/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
