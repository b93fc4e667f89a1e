import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files, longest first (each took 20–120 s of one core in CI). On a fresh clone vitest knows no durations
 * and starts the larger files first: the kit's conformance file, small but the longest by far, started last, and one
 * core then worked alone for its last minute or two. A file not listed runs in vitest's own order, after these.
 */
const LONGEST = [
  'test/kit/conformance.test.ts',
  'test/games/leviath/indistinguishable.test.ts',
  'test/engine/property-a.test.ts',
  'test/engine/property-b.test.ts',
  'test/games/leviath/bots.test.ts',
  'test/engine/property-d.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification): number => {
      const i = LONGEST.findIndex((path) => f.moduleId.endsWith(path));
      return i < 0 ? LONGEST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

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
      'test/toy/**/*.test.ts',
    ],
    // both cores (vitest's default leaves one free): every file that starts a server has its own ports
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    // a guard against a hang, not a speed check: the engines' property and conformance batches (seconds on an idle
    // machine) took over 120 s on this machine under a load of 25
    testTimeout: 400_000,
    hookTimeout: 60_000,
  },
});
