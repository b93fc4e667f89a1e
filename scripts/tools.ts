/**
 * The scripts' side of a game's tool sections (shared/core/tools.ts): finds a game's `shared/<id>/tools/index.ts` by
 * its folder, and gives a section what it may not take itself: the command line, child processes (one per worker, fed
 * jobs on stdin: scripts/tool-child.ts), the CPU clock and the machine's load.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { GameTools, Meter, SectionName, ToolContext } from '../shared/core/tools';
import { intArg } from './args';

/** A game's tool sections, or none (a game need not have any). */
export async function toolsOf(id: string): Promise<GameTools> {
  try {
    const m = (await import(`../shared/${id}/tools/index.ts`)) as { tools?: GameTools };
    return m.tools ?? {};
  } catch (e) {
    // no such module is no section; anything else is a broken one
    const text = String((e as { code?: string; message?: string }).code ?? '') + String((e as Error).message ?? '');
    if (
      /ERR_MODULE_NOT_FOUND|Cannot find module|Could not resolve|Unknown variable dynamic import|Module not found in bundle/.test(
        text,
      )
    )
      return {};
    throw e;
  }
}

export const meter: Meter = {
  cpuMs() {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000;
  },
};

const CHILD = new URL('./tool-child.ts', import.meta.url);

/** The context a section runs in: flags from `args`, its jobs played by its own `play` in `workers` children. */
export function toolContext(game: string, section: SectionName, args: Record<string, string | true>): ToolContext {
  const workers = intArg(args, 'workers', 2, 1, 64);
  return {
    int: (name, def, min, max) => intArg(args, name, def, min, max),
    list: (name, def) => (typeof args[name] === 'string' ? (args[name] as string).split(',').map(Number) : def),
    text: (name) => (typeof args[name] === 'string' ? (args[name] as string) : undefined),
    log: (line) => console.log(line),
    workers,
    playAll: (jobs, progress) => playAll(game, section, jobs, workers, progress),
    loadAverage: () => loadavg()[0],
  };
}

/** Spreads the jobs over child processes (job i to worker i mod n); the results come back in the jobs' order. */
async function playAll<J, R>(
  game: string,
  section: SectionName,
  jobs: readonly J[],
  workers: number,
  progress?: (done: number) => void,
): Promise<R[]> {
  const out: R[] = new Array(jobs.length);
  let done = 0;
  const shards = Array.from({ length: workers }, (_, w) =>
    jobs.map((job, i) => ({ i, job })).filter((x) => x.i % workers === w),
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
              const { i, result } = JSON.parse(line) as { i: number; result: R };
              out[i] = result;
              progress?.(++done);
            }
          });
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a worker exited with ${code}`))));
          child.stdin.end(JSON.stringify({ game, section, shard }));
        }),
    ),
  );
  return out;
}
