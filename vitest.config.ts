import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A page or a worker that settles in 2 s on an idle machine can take several on a loaded CI
    // machine: polls wait up to 10 s by default (they return as soon as the condition holds).
    expect: { poll: { timeout: 10_000 } },
  },
});
