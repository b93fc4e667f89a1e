import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/engine/**/*.test.ts', 'test/server/**/*.test.ts', 'test/client/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
