/**
 * npm run bench:server -- --rooms N [--humans 1|2|3] [--think MS] [--ramp S] [--processes N] [--compare [--scale T]]
 *                         [--clients K] [--nice 0-19] [--lean] [--postgres] [--profile DIR] [--port P] [--node-flags a,b=1]
 *                         [--cpu-quota PERCENT] [--warmup N]
 *                         [--ab [--b-dir PATH] [--b-flags a,b=1] [--b-env K=V,K2=V2]]
 *
 * Starts the game server as its own process (or --processes N of them sharing a throwaway Redis, each announcing
 * its own address), on a fresh temporary SQLite file shared by them (or --postgres: a throwaway PostgreSQL). The
 * socket clients run in --clients K processes of their own (2 by default), at a lower priority (--nice, 10 by
 * default) so that they do not crowd the servers out: N rooms on loopback, every seat a client driven by a
 * computer player (through client/net/online.ts, like a browser), each room opened through one server and joined
 * through the next; once every room is open, the games start, spread evenly over --ramp seconds (10 by default, as
 * players arrive; 0: every game at the same instant). Each client waits about --think ms (uniform 0.5×–1.5×) before
 * answering, like a quick person. --lean: lean clients instead (test/server/driver.ts, driveWire): the same messages,
 * a random legal move read from each update as it came, no view rebuilt and no computer player thinking.
 *
 * Prints rooms, connections, accepted actions per second, p50/p99 latency from an action sent to the update that
 * carries its result, the servers' peak resident memory, and the servers' CPU time per action (user + system, read
 * from /proc for the server processes alone), all from the start of the games to their end; also the actions per
 * second while every game runs (from the last game's start to the first one's end), and the client processes'
 * event-loop delay (their share of the measured latency). --compare runs --rooms on one process and then --scale
 * tenths as many rooms (16 by default: 1.6×) on --processes N, in the same invocation, one after the other, and
 * prints the ratio of their actions per second (while every game runs, and over the whole run) and both p99s: the
 * several processes carry that much more at the same latency when their p99 is no higher. --profile DIR writes each
 * server's CPU profile (`node --cpu-prof`) there, and the clients' in DIR/clients. --cpu-quota P holds each server
 * process to P% of one core (a control group of its own, as a container's CPU limit would; root only): on a machine
 * whose few cores the clients share, that is how what a second process adds can be measured at all, against one
 * process that has run out of its own CPU rather than against the machine's. --warmup N first plays N games to their
 * end on the fresh servers, unmeasured (other seeds), so that the figures are those of a server in its steady state:
 * V8 has compiled what the games reach and the heap has grown to its working size. The last line is JSON.
 *
 * --ab compares two servers side by side in one run, under the same clients at the same moments, so that the
 * machine's drift between runs cancels out: A is this checkout (with --node-flags), B is the checkout at --b-dir (this
 * one by default) with --b-flags. Each is one process on its own SQLite file, with half the rooms (even rooms on A,
 * odd on B, each room opened and joined through its own server); each side's CPU per action and latencies are its
 * own, and the ratio B/A of CPU per action is printed. --b-env gives B's server more environment (a setting of
 * server/config.ts, e.g. COMMIT_GAP_MS=10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, startRedis, type Service } from '../test/server/services';
import { intArg, parseArgs } from './args';
import type { ClientJob, ClientReport, Timeline } from './bench-server-client';

const args = parseArgs(process.argv.slice(2));
const rooms = intArg(args, 'rooms', 50, 1, 5000);
const humans = intArg(args, 'humans', 3, 1, 3) as 1 | 2 | 3;
const think = intArg(args, 'think', 250, 0, 60_000);
const ramp = intArg(args, 'ramp', 10, 0, 3600);
const port = intArg(args, 'port', 2598, 1024, 65000);
const processes = intArg(args, 'processes', 1, 1, 16);
const clientProcs = intArg(args, 'clients', 2, 1, 16);
/** --compare: the several processes get this many times the rooms of one (tenths: 16 is 1.6×). */
const scale = intArg(args, 'scale', 16, 1, 100) / 10;
const niceness = intArg(args, 'nice', 10, 0, 19);
/** --cpu-quota P: each server process may use at most P% of one core (0: no limit). */
const cpuQuota = intArg(args, 'cpu-quota', 0, 0, 400);
/** --warmup N: N games played to their end on the fresh servers before the measured ones (0: none). */
const warmup = intArg(args, 'warmup', 0, 0, 5000);
/** --lean: lean clients (random legal moves read off the wire, no view, no computer player; see driveWire). */
const lean = args.lean === true;
const profileDir = typeof args.profile === 'string' ? args.profile : '';
/** --node-flags a,b=1: extra flags for the servers' `node`, without their dashes (to compare settings A against B). */
const flagList = (name: string): string[] =>
  typeof args[name] === 'string'
    ? args[name]
        .split(',')
        .filter(Boolean)
        .map((f) => `--${f}`)
    : [];
const nodeFlags = flagList('node-flags');
/** --ab: two servers side by side, A (this checkout, --node-flags) and B (--b-dir, --b-flags). */
const ab = args.ab === true;
const bDir = typeof args['b-dir'] === 'string' ? args['b-dir'] : process.cwd();
const bFlags = flagList('b-flags');
/** --b-env K=V,K2=V2: B's server's extra environment. */
const bEnv: Record<string, string> = Object.fromEntries(
  (typeof args['b-env'] === 'string' ? args['b-env'].split(',').filter(Boolean) : []).map((kv) => {
    const at = kv.indexOf('=');
    if (at < 1) throw new Error(`--b-env: ${kv} is not KEY=VALUE`);
    return [kv.slice(0, at), kv.slice(at + 1)];
  }),
);

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time (user, system) of a process so far, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
  } catch {
    return { user: NaN, system: NaN };
  }
}

/**
 * --cpu-quota: puts a server process in a control group of its own whose CPU time is limited to `percent` of one
 * core, over periods of 10 ms (so a burst is held back for milliseconds, not for a 100 ms default period), as a
 * container's CPU limit would. Needs root and the cgroup `cpu` controller (v2 with `cpu` enabled, or v1). Returns
 * the group's removal, for once the process has exited.
 */
function capCpu(pid: number, percent: number): () => void {
  const period = 10_000; // µs
  const quota = Math.round((period * percent) / 100);
  const v2 = '/sys/fs/cgroup';
  const v1 = '/sys/fs/cgroup/cpu';
  let dir: string;
  try {
    if (
      existsSync(`${v2}/cgroup.controllers`) &&
      /\bcpu\b/.test(readFileSync(`${v2}/cgroup.subtree_control`, 'utf8'))
    ) {
      dir = `${v2}/kaiju-bench-${pid}`;
      mkdirSync(dir);
      writeFileSync(`${dir}/cpu.max`, `${quota} ${period}`);
    } else if (existsSync(`${v1}/cpu.cfs_quota_us`)) {
      dir = `${v1}/kaiju-bench-${pid}`;
      mkdirSync(dir);
      writeFileSync(`${dir}/cpu.cfs_period_us`, String(period));
      writeFileSync(`${dir}/cpu.cfs_quota_us`, String(quota));
    } else throw new Error('no cgroup cpu controller (v2 with cpu enabled, or v1) on this machine');
    writeFileSync(`${dir}/cgroup.procs`, String(pid));
  } catch (e) {
    console.error(`--cpu-quota: cannot limit the server's CPU: ${(e as Error).message} (it needs root)`);
    process.exit(2);
  }
  return () => {
    try {
      rmdirSync(dir);
    } catch {
      // still in use (a server that would not die): left for the operating system
    }
  };
}

async function up(endpoint: string, p: ChildProcess): Promise<void> {
  for (const t0 = Date.now(); ;) {
    if (p.exitCode !== null) throw new Error(`the server at ${endpoint} exited`);
    if (
      await fetch(`${endpoint}/api/rooms`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() - t0 > 60_000) throw new Error(`the server at ${endpoint} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function exited(p: ChildProcess): Promise<void> {
  return p.exitCode !== null ? Promise.resolve() : new Promise((r) => p.once('exit', () => r()));
}

interface Result {
  processes: number;
  rooms: number;
  connections: number;
  humans: number;
  thinkMs: number;
  lean: boolean;
  rampSeconds: number;
  seconds: number;
  actions: number;
  actionsPerSecond: number;
  /**
   * Actions per second while every game runs: from the moment the last game started to the moment the first one
   * ended (null when no game started before another ended). Unlike the whole run's, it does not depend on how long
   * the longest game lasted (with more rooms, the longest is likely longer), nor on the ramp.
   */
  steadyActionsPerSecond: number | null;
  refused: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  serverCpuMsPerAction: number;
  serverSystemShare: number;
  /** The benchmark's own clients (separate processes), for comparison. */
  clientCpuMsPerAction: number;
  /** The client processes' event-loop delay, 99th percentile (the worst process): how late a client may read. */
  clientLoopDelayP99Ms: number;
  serverIdleMb: number;
  /** The largest server process's peak; with several, their sum at the busiest sample too. */
  serverPeakMb: number;
  serversPeakTotalMb: number;
  /** --ab: each server's own figures (A, then B). */
  sides?: Side[];
}

interface Side {
  dir: string;
  /** Its node flags, then its extra environment (KEY=VALUE). */
  flags: string[];
  actions: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  serverCpuMsPerAction: number;
  serverPeakMb: number;
}

/** The game's version at `time`: that of the last update received by then. */
function versionAt(t: Timeline, time: number): number {
  let v = 0;
  for (const [at, version] of t) {
    if (at > time) break;
    v = version;
  }
  return v;
}

/** See Result.steadyActionsPerSecond. */
function steadyRate(timelines: Timeline[]): number | null {
  const games = timelines.filter((t) => t.length > 0);
  if (!games.length) return null;
  const from = Math.max(...games.map((t) => t[0][0]));
  const to = Math.min(...games.map((t) => t[t.length - 1][0]));
  if (!(to - from >= 1000)) return null;
  const actions = games.reduce((k, t) => k + versionAt(t, to) - versionAt(t, from), 0);
  return Math.round(actions / ((to - from) / 1000));
}

/** Percentile `p` of sorted numbers. */
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * One wave of games: the client processes open `rooms` rooms (seeds from `seedBase` on), start the games over the
 * ramp and play them to their end. The servers' CPU time is read when the games start and when they all ended.
 */
async function wave(endpoints: string[], sideBySide: boolean, rooms: number, seedBase: number, pids: number[]) {
  const opening = performance.now();
  const clients = Array.from({ length: Math.min(clientProcs, rooms) }, (_, k) => {
    const job: ClientJob = {
      // side by side, each client process plays rooms of both servers
      rooms: Array.from({ length: rooms }, (_, i) => i).filter((i) => (sideBySide ? i >> 1 : i) % clientProcs === k),
      endpoints,
      sameServer: sideBySide,
      humans,
      thinkMs: think,
      rampMs: ramp * 1000,
      lean,
      seedBase,
    };
    // nice: the clients yield the CPU to the servers, whose figures this measures. And a larger young generation:
    // with it the clients spent about 15% less CPU (at 500 rooms, one client process with it and one without, in
    // the same run), which the servers share the machine's cores with.
    const p = spawn(
      'nice',
      [
        '-n',
        String(niceness),
        process.execPath,
        '--max-semi-space-size=64',
        ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', join(profileDir, 'clients')] : []),
        '--import',
        'tsx',
        'scripts/bench-server-client.ts',
      ],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    const reports: ClientReport[] = [];
    p.on('message', (m: ClientReport) => reports.push(m));
    p.send(job);
    return { p, reports };
  });
  const all = (type: ClientReport['type']) => clients.every((c) => c.reports.some((r) => r.type === type));
  const failed = () => clients.some((c) => c.p.exitCode !== null && c.p.exitCode !== 0);
  while (!all('opened')) {
    if (failed()) throw new Error('a client process failed');
    await new Promise((r) => setTimeout(r, 50));
  }
  const connections = clients.reduce(
    (k, c) => k + c.reports.reduce((m, r) => m + (r.type === 'opened' ? r.connections : 0), 0),
    0,
  );
  console.log(
    `${rooms} rooms, ${connections} connections open after ${((performance.now() - opening) / 1000).toFixed(1)} s`,
  );
  // The games start now (over the ramp), in every client process: the figures are those of the games alone.
  const t0 = performance.now();
  const cpu0 = pids.map(cpuMs);
  for (const c of clients) c.p.send('go');
  let tick = 0;
  while (!all('done')) {
    if (failed()) throw new Error('a client process failed');
    await new Promise((r) => setTimeout(r, 50));
    if (++tick % 200 === 0) {
      const over = clients.reduce(
        (k, c) => k + ([...c.reports].reverse().find((r) => r.type === 'progress')?.over ?? 0),
        0,
      );
      const mb = pids.map((p) => rssMb(p).toFixed(0)).join(' + ');
      console.log(
        `  … ${over}/${rooms} games over after ${((performance.now() - t0) / 1000).toFixed(0)} s, servers at ${mb} MB`,
      );
    }
  }
  const t1 = performance.now();
  const cpu1 = pids.map(cpuMs);
  // every client process has reported its games by now (they may exit at any moment after)
  const done = clients.flatMap((c) => c.reports.flatMap((r) => (r.type === 'done' ? [r] : [])));
  return { clients, done, connections, t0, t1, cpu0, cpu1 };
}

async function run(
  n: number,
  rooms: number,
  redis: Service | null,
  postgres: Service | null,
  sideBySide = false,
): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'kaiju-bench-'));
  const endpoints = Array.from({ length: n }, (_, i) => `http://127.0.0.1:${port + i}`);
  const dirs = endpoints.map((_, i) => (sideBySide && i === 1 ? bDir : process.cwd()));
  const flags = endpoints.map((_, i) => (sideBySide && i === 1 ? bFlags : nodeFlags));
  // A server left over from an earlier run would answer in place of the new one (which could not listen).
  for (const e of endpoints)
    if (
      await fetch(`${e}/api/rooms`).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`${e} already answers: a server of an earlier run? Stop it, or choose another --port`);
  const servers = endpoints.map((_, i) =>
    spawn(
      process.execPath,
      // as `npm run serve` runs it: a larger young generation (fewer, cheaper collections: about 9% less CPU per
      // action at 500 rooms)
      [
        ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
        '--max-semi-space-size=32',
        ...flags[i],
        '--import',
        'tsx',
        'server/main.ts',
      ],
      {
        cwd: dirs[i],
        env: {
          ...process.env,
          PORT: String(port + i),
          DB_PATH: join(dir, sideBySide ? `bench-${i}.sqlite` : 'bench.sqlite'),
          DATABASE_URL: postgres?.url ?? '',
          REDIS_URL: redis?.url ?? '',
          PUBLIC_ADDRESS: redis ? `127.0.0.1:${port + i}` : '',
          PROCESS_NAME: `bench-${i}`,
          CLIENT_DIR: join(dir, 'none'),
          BOT_DELAY_MS: '0',
          ...(sideBySide && i === 1 ? bEnv : {}),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
  );
  let stopping = false;
  const stop = () => servers.forEach((s) => s.kill('SIGKILL'));
  process.once('exit', stop);
  const uncap = cpuQuota ? servers.map((s) => capCpu(s.pid ?? 0, cpuQuota)) : [];
  // A server that dies during the run ends it: its clients would wait for it forever.
  servers.forEach((s, i) =>
    s.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`the server at ${endpoints[i]} exited (${signal ?? `code ${code}`}) during the run`);
      process.exit(1);
    }),
  );
  await Promise.all(endpoints.map((e, i) => up(e, servers[i])));
  const pids = servers.map((s) => s.pid ?? 0);
  const idleMb = Math.max(...pids.map(rssMb));
  let peakMb = idleMb;
  let peakTotal = pids.reduce((a, p) => a + rssMb(p), 0);
  const peakEach = pids.map(rssMb);
  const sample = () => {
    const each = pids.map(rssMb);
    each.forEach((mb, i) => (peakEach[i] = Math.max(peakEach[i], mb)));
    peakMb = Math.max(peakMb, ...each);
    peakTotal = Math.max(
      peakTotal,
      each.reduce((a, b) => a + b, 0),
    );
  };
  const sampler = setInterval(sample, 250);

  if (warmup > 0) {
    console.log(`warming ${n} server process(es) up: ${warmup} games played to their end first, not measured…`);
    const w = await wave(endpoints, sideBySide, warmup, 1_000_000, pids);
    await Promise.all(w.clients.map((c) => exited(c.p)));
    const played = w.done.reduce((k, r) => k + r.actions, 0);
    console.log(`  warmed up in ${((w.t1 - w.t0) / 1000).toFixed(0)} s (${played} actions)`);
  }
  console.log(
    `${n} server process(es): opening ${rooms} rooms (${humans} humans + kaiju each), think ~${think} ms, ` +
      `${lean ? 'lean clients, ' : ''}` +
      `${cpuQuota ? `each server limited to ${cpuQuota}% of a core, ` : ''}` +
      `games starting over ${ramp} s…`,
  );
  const { clients, done, connections, t0, t1, cpu0, cpu1 } = await wave(endpoints, sideBySide, rooms, 0, pids);
  clearInterval(sampler);
  sample();
  await Promise.all(clients.map((c) => exited(c.p)));
  // A clean stop (SIGTERM), so that a profiled server writes its profile.
  stopping = true;
  for (const s of servers) s.kill('SIGTERM');
  await Promise.race([Promise.all(servers.map(exited)), new Promise((r) => setTimeout(r, 20_000))]);
  stop();
  await Promise.race([Promise.all(servers.map(exited)), new Promise((r) => setTimeout(r, 5_000))]);
  uncap.forEach((f) => f());
  process.off('exit', stop);
  rmSync(dir, { recursive: true, force: true });

  const actions = done.reduce((k, r) => k + r.actions, 0);
  const latencies = done.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const pct = (p: number) => percentile(latencies, p);
  const sides = sideBySide
    ? endpoints.map((_, i): Side => {
        const own = done.flatMap((r) => r.byServer[i]?.latencies ?? []).sort((a, b) => a - b);
        const acts = done.reduce((k, r) => k + (r.byServer[i]?.actions ?? 0), 0);
        const ms = cpu1[i].user + cpu1[i].system - cpu0[i].user - cpu0[i].system;
        return {
          dir: dirs[i],
          flags: [...flags[i], ...(i === 1 ? Object.entries(bEnv).map(([k, v]) => `${k}=${v}`) : [])],
          actions: acts,
          latencyP50Ms: Number(percentile(own, 50).toFixed(1)),
          latencyP99Ms: Number(percentile(own, 99).toFixed(1)),
          serverCpuMsPerAction: Number((ms / Math.max(1, acts)).toFixed(3)),
          serverPeakMb: Math.round(peakEach[i]),
        };
      })
    : undefined;
  const user = cpu1.reduce((k, c, i) => k + c.user - cpu0[i].user, 0);
  const system = cpu1.reduce((k, c, i) => k + c.system - cpu0[i].system, 0);
  const seconds = (t1 - t0) / 1000;
  // the clients measure their own (they may have exited by now)
  const clientMs = done.reduce((k, r) => k + r.cpuMs, 0);
  return {
    processes: n,
    rooms,
    connections,
    humans,
    thinkMs: think,
    lean,
    rampSeconds: ramp,
    seconds: Number(seconds.toFixed(1)),
    actions,
    actionsPerSecond: Math.round(actions / seconds),
    steadyActionsPerSecond: steadyRate(done.flatMap((r) => r.timelines)),
    refused: done.reduce((k, r) => k + r.refused, 0),
    latencyP50Ms: Number(pct(50).toFixed(1)),
    latencyP99Ms: Number(pct(99).toFixed(1)),
    serverCpuMsPerAction: Number(((user + system) / Math.max(1, actions)).toFixed(3)),
    serverSystemShare: Number((system / Math.max(1, user + system)).toFixed(2)),
    clientCpuMsPerAction: Number((clientMs / Math.max(1, actions)).toFixed(3)),
    clientLoopDelayP99Ms: Number(Math.max(...done.map((r) => r.loopDelayP99Ms)).toFixed(1)),
    serverIdleMb: Math.round(idleMb),
    serverPeakMb: Math.round(peakMb),
    serversPeakTotalMb: Math.round(peakTotal),
    ...(sides ? { sides } : {}),
  };
}

function report(out: Result): void {
  console.log(
    `${out.processes} process(es): ${out.rooms} rooms, ${out.connections} connections, ${out.actions} actions in ${out.seconds} s`,
  );
  console.log(
    `  actions per second ${out.actionsPerSecond}, ${out.steadyActionsPerSecond ?? '(no figure)'} while every game ` +
      `runs (${out.refused} refused as stale)`,
  );
  console.log(`  latency action → update: p50 ${out.latencyP50Ms} ms, p99 ${out.latencyP99Ms} ms`);
  console.log(
    `  server memory: ${out.serverIdleMb} MB idle, ${out.serverPeakMb} MB peak` +
      (out.processes > 1 ? ` (all ${out.processes}: ${out.serversPeakTotalMb} MB)` : ''),
  );
  console.log(
    `  server CPU per action: ${out.serverCpuMsPerAction} ms (${Math.round(out.serverSystemShare * 100)}% in the kernel); ` +
      `the clients' ${out.clientCpuMsPerAction} ms`,
  );
  console.log(`  the clients' event-loop delay: p99 ${out.clientLoopDelayP99Ms} ms (how late they may read an update)`);
  for (const [i, side] of (out.sides ?? []).entries())
    console.log(
      `  ${'AB'[i]} (${side.dir}${side.flags.length ? ` ${side.flags.join(' ')}` : ''}): ${side.actions} actions, ` +
        `CPU per action ${side.serverCpuMsPerAction} ms, p50 ${side.latencyP50Ms} ms, p99 ${side.latencyP99Ms} ms, ` +
        `peak ${side.serverPeakMb} MB`,
    );
  if (out.sides?.length === 2)
    console.log(
      `  B/A CPU per action: ${(out.sides[1].serverCpuMsPerAction / out.sides[0].serverCpuMsPerAction).toFixed(3)}`,
    );
}

const compare = !ab && args.compare === true && processes > 1;
const redis = !ab && processes > 1 ? await startRedis(port + 100) : null;
const postgres = args.postgres === true ? await startPostgres(port + 101) : null;
try {
  const results: Result[] = [];
  for (const n of ab ? [2] : compare ? [1, processes] : [processes]) {
    const r = await run(n, compare && n > 1 ? Math.round(rooms * scale) : rooms, n > 1 ? redis : null, postgres, ab);
    report(r);
    results.push(r);
  }
  if (compare) {
    const [one, many] = results;
    const steady =
      many.steadyActionsPerSecond && one.steadyActionsPerSecond
        ? `${(many.steadyActionsPerSecond / one.steadyActionsPerSecond).toFixed(2)}× while every game runs, `
        : '';
    console.log(
      `${many.processes} processes with ${many.rooms} rooms carry ${steady}` +
        `${(many.actionsPerSecond / one.actionsPerSecond).toFixed(2)}× over the whole run, ` +
        `the actions per second of one with ${one.rooms} (p99 ${many.latencyP99Ms} ms against ${one.latencyP99Ms} ms)`,
    );
  }
  console.log(JSON.stringify(compare ? results : results[0]));
} finally {
  await redis?.stop();
  await postgres?.stop();
}
process.exit(0);
