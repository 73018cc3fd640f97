import { defineConfig } from 'vitest/config';

// The stack tests (scripts/test.mjs runs them as their own step, once PostgreSQL and Caddy are
// installed): the real `npm run stack`, its load balancer, the real SMTP test server. One file at
// a time: each starts its own stack, and the machine has two cores.
export default defineConfig({
  test: {
    name: 'stack',
    root: new URL('../../..', import.meta.url).pathname,
    include: ['scripts/test/stack/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
