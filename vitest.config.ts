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
      { test: { name: 'scripts', include: ['scripts/test/**/*.test.mjs'], exclude: ['scripts/test/stack/**'], environment: 'node' } },
    ],
  },
});
