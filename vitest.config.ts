import { defineConfig } from 'vitest/config';

// Unit tests of every workspace and the API's tests, in one run.
export default defineConfig({
  test: {
    projects: [
      'shell/packages/platform',
      'shell',
      'mfe-*',
      'api',
      { test: { name: 'scripts', include: ['scripts/test/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
