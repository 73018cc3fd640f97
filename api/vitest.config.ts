import { defineConfig } from 'vitest/config';

// API tests: real app, real SMTP server (smtp-server), real child processes and a real PostgreSQL
// (one throwaway cluster for the run, test/setup/postgres.ts), loopback only.
export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/setup/postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Each file starts its own servers on port 0; run files in parallel, tests in a file in order.
    fileParallelism: true,
  },
});
