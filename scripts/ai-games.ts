/**
 * Shared by `npm run bench:ai` and `npm run balance`: plays games between computer players, each seat seeing only
 * its own view, and spreads the games over child processes (one per core, `ai-child.ts`).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chooseAction, searchDecision, type BotLevel } from '../shared/vulcanus/bots/index';
import { setup, teamView, vulcanus } from '../shared/vulcanus/index';
import { humanSeats } from '../shared/vulcanus/planning';
import { countCells } from '../shared/vulcanus/track';
import type { Options, Seat } from '../shared/vulcanus/types';

export interface GameSpec {
  options: Options;
  seed: number;
  kaiju: BotLevel;
  humans: BotLevel;
  /** Search level: playouts per decision (reproducible); budgetMs bounds the time as well. */
  playouts: number;
  budgetMs: number;
}

export interface GameOutcome {
  seed: number;
  options: Options;
  kaiju: BotLevel;
  humans: BotLevel;
  winner: 'kaiju' | 'humans' | null;
  defenseEmpty: number;
  damageEmpty: number;
  /** Where each track's filled squares came from at the end (tiles count their squares). */
  damage: { people: number; lava: number; tiles: number };
  defense: { people: number; lava: number; tiles: number };
  /** Search decisions with a real choice: milliseconds and playouts each. */
  decisions: { ms: number; cpuMs: number; playouts: number }[];
}

export function playOne(spec: GameSpec): GameOutcome {
  const { state } = setup(spec.options, spec.seed);
  const decisions: GameOutcome['decisions'] = [];
  // Every human seat is a computer player here, so the team pools its hands (teamView).
  const team = humanSeats(state);
  for (let n = 0; !state.result && n < 4000; n++) {
    const seat = state.prompts[0]?.seat as Seat | undefined;
    if (!seat) break;
    const level = seat === 'kaiju' ? spec.kaiju : spec.humans;
    const v = teamView(state, seat, team);
    const seed = spec.seed * 100003 + n;
    let a;
    if (level === 'search') {
      const c0 = process.cpuUsage();
      const r = searchDecision({ view: v, seat, budgetMs: spec.budgetMs, maxPlayouts: spec.playouts, seed });
      const c = process.cpuUsage(c0);
      const cpuMs = (c.user + c.system) / 1000;
      if (r.stats.playouts > 0) decisions.push({ ms: r.stats.ms, cpuMs, playouts: r.stats.playouts });
      a = r.action;
    } else a = chooseAction({ view: v, seat, level, seed });
    if (!a || !vulcanus.applyInPlace(state, seat, a).ok) break;
  }
  const res = state.result;
  const from = (t: typeof state.tracks.damage, tile: 'b' | 'a') => ({
    people: countCells(t, 'c') + countCells(t, 'v'),
    lava: countCells(t, 'l'),
    tiles: countCells(t, tile),
  });
  return {
    seed: spec.seed,
    options: spec.options,
    kaiju: spec.kaiju,
    humans: spec.humans,
    winner: res ? res.winner : null,
    defenseEmpty: res?.defenseEmpty ?? -1,
    damageEmpty: res?.damageEmpty ?? -1,
    damage: from(state.tracks.damage, 'b'),
    defense: from(state.tracks.defense, 'a'),
    decisions,
  };
}

/**
 * Runs the specs in `workers` child processes (`ai-child.ts`), in order of the specs. A spec's options carry any
 * numbers of an experiment.
 */
const CHILD = new URL('./ai-child.ts', import.meta.url);

export async function playMany(specs: GameSpec[], workers: number, progress?: (done: number) => void) {
  const out: GameOutcome[] = new Array(specs.length);
  let done = 0;
  const shards = Array.from({ length: workers }, (_, w) =>
    specs.map((s, i) => ({ s, i })).filter((x) => x.i % workers === w),
  );
  await Promise.all(
    shards.map(
      (shard) =>
        new Promise<void>((resolve, reject) => {
          if (!shard.length) return resolve();
          const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(CHILD)], {
            stdio: ['pipe', 'pipe', 'inherit'],
          });
          let buf = '';
          child.stdout.on('data', (d: Buffer) => {
            buf += d.toString();
            let nl;
            while ((nl = buf.indexOf('\n')) >= 0) {
              const line = buf.slice(0, nl);
              buf = buf.slice(nl + 1);
              if (!line.startsWith('{')) continue;
              const { i, outcome } = JSON.parse(line) as { i: number; outcome: GameOutcome };
              out[i] = outcome;
              progress?.(++done);
            }
          });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
          child.stdin.end(JSON.stringify(shard));
        }),
    ),
  );
  return out;
}

export async function childMain(): Promise<void> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  const shard = JSON.parse(input) as { s: GameSpec; i: number }[];
  for (const { s, i } of shard) process.stdout.write(JSON.stringify({ i, outcome: playOne(s) }) + '\n');
}

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
