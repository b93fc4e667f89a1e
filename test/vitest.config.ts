import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Paths below are from the repository root, one folder up from this file.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: [
      'test/core/**/*.test.ts',
      'test/engine/**/*.test.ts',
      'test/server/**/*.test.ts',
      'test/client/**/*.test.ts',
      'test/games/**/*.test.ts',
      'test/kit/**/*.test.ts',
    ],
    // both cores (vitest's default leaves one free): every file that starts a server has its own ports
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
