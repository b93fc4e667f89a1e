/**
 * npm run bench:server -- --rooms N [--humans 1|2|3] [--think MS] [--port P]
 *
 * Starts the game server as its own process (fresh temporary database), opens N rooms on loopback with every
 * seat a socket client run by a computer player (through client/net/online.ts, like a browser), and plays every
 * game to the end. Each client waits about --think ms (uniform 0.5×–1.5×) before answering, like a quick person.
 * Prints rooms, connections, accepted actions per second, p50/p99 latency from an action sent to the update that
 * carries its result, and the server's peak resident memory. The last line is JSON.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openRoom, type PlayedRoom } from '../test/server/driver';
import { intArg, parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const rooms = intArg(args, 'rooms', 50, 1, 5000);
const humans = intArg(args, 'humans', 3, 1, 3) as 1 | 2 | 3;
const think = intArg(args, 'think', 250, 0, 60_000);
const port = intArg(args, 'port', 2598, 1024, 65535);
/** --pid P: benchmark a server already running on --port (e.g. under a profiler) instead of starting one. */
const external = intArg(args, 'pid', 0, 0, 1 << 30);
const endpoint = `http://127.0.0.1:${port}`;

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

const dir = mkdtempSync(join(tmpdir(), 'kaiju-bench-'));
const server = external
  ? null
  : spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DB_PATH: join(dir, 'bench.sqlite'),
        CLIENT_DIR: join(dir, 'none'),
        BOT_DELAY_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
const stop = () => {
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let t0 = Date.now(); ;) {
  try {
    if ((await fetch(`${endpoint}/api/rooms`)).ok) break;
  } catch {
    // starting
  }
  if (Date.now() - t0 > 30_000) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const pid = external || (server?.pid ?? 0);
const idleMb = rssMb(pid);
let peakMb = idleMb;
const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 250);

console.log(`opening ${rooms} rooms (${humans} humans + kaiju each), think ~${think} ms…`);
const t0 = performance.now();
const cpu0 = cpuMs(pid);
const own0 = process.cpuUsage();
const played: PlayedRoom[] = [];
const BATCH = 20;
for (let i = 0; i < rooms; i += BATCH) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(BATCH, rooms - i) }, (_, j) =>
      openRoom(endpoint, { game: { humans, level: (i + j) % 4 } as never }, i + j + 1, { thinkMs: think }),
    ),
  );
  played.push(...batch);
}
const opened = performance.now();
const connections = played.reduce((n, r) => n + r.clients.length, 0);
console.log(`${rooms} rooms, ${connections} connections open after ${((opened - t0) / 1000).toFixed(1)} s`);

const progress = setInterval(() => {
  const done = played.filter((r) => r.clients[0].last?.view.result).length;
  console.log(`  ${done}/${rooms} games over, server ${rssMb(pid).toFixed(0)} MB`);
}, 5000);
const ends = await Promise.all(played.map((r) => Promise.all(r.clients.map((c) => c.done))));
const t1 = performance.now();
const cpu1 = cpuMs(pid);
const own1 = process.cpuUsage(own0);
clearInterval(progress);
clearInterval(sampler);
peakMb = Math.max(peakMb, rssMb(pid));

const actions = ends.reduce((n, e) => n + e[0].v, 0);
const latencies = played.flatMap((r) => r.clients.flatMap((c) => c.latencies)).sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const seconds = (t1 - t0) / 1000;
const out = {
  rooms,
  connections,
  humans,
  thinkMs: think,
  seconds: Number(seconds.toFixed(1)),
  actions,
  actionsPerSecond: Math.round(actions / seconds),
  /** Actions the server refused (stale: another seat moved first, during simultaneous planning). */
  refused: played.reduce((n, r) => n + r.clients.reduce((m, c) => m + c.errors.length, 0), 0),
  latencyP50Ms: Number(pct(50).toFixed(1)),
  latencyP99Ms: Number(pct(99).toFixed(1)),
  /** Server CPU time per accepted action (user + system), the figure least disturbed by other load. */
  serverCpuMsPerAction: Number(((cpu1.user - cpu0.user + cpu1.system - cpu0.system) / Math.max(1, actions)).toFixed(3)),
  serverSystemShare: Number(
    ((cpu1.system - cpu0.system) / Math.max(1, cpu1.user - cpu0.user + cpu1.system - cpu0.system)).toFixed(2),
  ),
  /** The benchmark's own clients (same machine), per action. */
  clientCpuMsPerAction: Number(((own1.user + own1.system) / 1000 / Math.max(1, actions)).toFixed(3)),
  serverIdleMb: Math.round(idleMb),
  serverPeakMb: Math.round(peakMb),
  clientMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
};
console.log(`rooms ${out.rooms}, connections ${out.connections}, ${out.actions} actions in ${out.seconds} s`);
console.log(`actions per second ${out.actionsPerSecond}`);
console.log(`latency action → update: p50 ${out.latencyP50Ms} ms, p99 ${out.latencyP99Ms} ms`);
console.log(`server memory: ${out.serverIdleMb} MB idle, ${out.serverPeakMb} MB peak`);
console.log(
  `CPU per action: server ${out.serverCpuMsPerAction} ms (${Math.round(out.serverSystemShare * 100)}% in the kernel), ` +
    `benchmark clients ${out.clientCpuMsPerAction} ms`,
);
console.log(JSON.stringify(out));
process.exit(0);
