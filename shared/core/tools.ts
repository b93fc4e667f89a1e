/**
 * A game's sections of the command-line tools: what `npm run bench`, `npm run bench:ai` and `npm run balance` run for
 * it. A game that has any puts them in `shared/<id>/tools/index.ts` (exporting `tools: GameTools`), which the scripts
 * find by the game's folder: adding a game never adds a script. Like the rules, a section is pure: the scripts bring the
 * command line, the child processes, the CPU clock and the files (scripts/tools.ts).
 */

/** What a section may ask of the script that runs it. */
export interface ToolContext {
  /** An integer flag (`--name N`) within limits, or `def`; a wrong one stops the script with a message. */
  int(name: string, def: number, min: number, max: number): number;
  /** A comma-separated list of numbers (`--name 1,2,3`), or `def`. */
  list(name: string, def: number[]): number[];
  /** A text flag, or undefined. */
  text(name: string): string | undefined;
  log(line: string): void;
  /** Child processes to spread the games over (`--workers`, 2 by default). */
  readonly workers: number;
  /** Plays `jobs` with this section's `play` in the child processes; the results in the jobs' order. */
  playAll<J, R>(jobs: readonly J[], progress?: (done: number) => void): Promise<R[]>;
  /** The machine's one-minute load average (how busy it was while timing). */
  loadAverage(): number;
}

/** The CPU time this process has used so far, in milliseconds (for decision times beside the wall clock). */
export interface Meter {
  cpuMs(): number;
}

/** One tool's section for one game: jobs played in child processes, then a report. */
export interface ToolSection<J = unknown, R = unknown> {
  /** Plays one job (in a child process). */
  play(job: J, meter: Meter): R;
  /** Runs the section: its jobs through `ctx.playAll`, its lines through `ctx.log`; returns its figures (JSON). */
  run(ctx: ToolContext, meter: Meter): Promise<Record<string, unknown>>;
}

/** `npm run balance` for a game: its table, which the script writes into the balance page between its markers. */
export interface BalanceSection<J = unknown, R = unknown> {
  play(job: J, meter: Meter): R;
  run(ctx: ToolContext, meter: Meter): Promise<BalanceTable>;
}

export interface BalanceTable {
  /** The markers around the game's table on the page (kept; everything outside them is left as it is). */
  start: string;
  end: string;
  /** The table with its notes, between the markers. */
  content: string;
  /** The heading it goes under when the page has no markers yet (appended at the end). */
  heading: string;
  /** The whole page to start from when there is no page at all (it must hold the markers). */
  newPage?: string;
  /** Refuse to write the committed page (an experiment must give `--out`). */
  experiment?: boolean;
  figures: Record<string, unknown>;
}

export interface GameTools {
  /**
   * `npm run bench`: game `index` of a run, from `seed`, played to its end; returns the actions applied. Absent: the
   * default options with a uniformly random legal action for the first active seat.
   */
  benchGame?(index: number, seed: number): number;
  /** `npm run bench:ai`: the computer players' strength and decision times. */
  benchAi?: ToolSection;
  /** `npm run balance`: the strongest computer players against each other. */
  balance?: BalanceSection;
}

export type SectionName = 'benchAi' | 'balance';

/** Wilson score interval (95%) for k successes in n trials. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const w = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, (c - w) / d), Math.min(1, (c + w) / d)];
}

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The q-quantile of a list (0 for an empty one). */
export const quantile = (xs: readonly number[], q: number): number =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : 0;
