/**
 * npm run bench:transport -- [--rooms N] [--think MS] [--bytes B] [--seconds S] [--clients K] [--nice 0-19]
 *
 * The floor under the game server's CPU per action (scripts/bench-server.ts): the same sockets and the same traffic,
 * with no game, no Colyseus and no store. A bare `ws` server (the library the game server's transport uses, with the
 * same options) holds --rooms rooms of four connections; each message a client sends (one action, 60 bytes) makes
 * the server write one --bytes frame (1,750 by default: an update's average size in Vulcanus) to each of the room's
 * four sockets, straight to the socket as server/fanout.ts does, from a buffer of its own each time. The clients
 * (--clients processes at --nice, as in bench:server) take turns as the game's seats would, each after about --think
 * ms (uniform 0.5×–1.5×), the rooms starting over 10 s. Once every room has started, the server's CPU time (user +
 * system, every thread) is read over --seconds: its CPU per action is what receiving an action and sending four
 * updates costs on this machine before any work of the game server's own. The last line is JSON.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { intArg, parseArgs } from './args';

const args = parseArgs(process.argv.slice(2));
const rooms = intArg(args, 'rooms', 500, 1, 5000);
const think = intArg(args, 'think', 250, 0, 60_000);
const bytes = intArg(args, 'bytes', 1750, 126, 65_535);
const seconds = intArg(args, 'seconds', 30, 5, 3600);
const clientProcs = intArg(args, 'clients', 2, 1, 16);
const niceness = intArg(args, 'nice', 10, 0, 19);
const port = intArg(args, 'port', 2698, 1024, 65000);
const RAMP_MS = 10_000;

type Mark = { type: 'mark'; cpuUserMs: number; cpuSystemMs: number; actions: number; at: number };

const role = process.env.BENCH_TRANSPORT_ROLE;
if (role === 'server') server();
else if (role === 'clients') clients(Number(process.env.BENCH_FROM), Number(process.env.BENCH_TO));
else void main();

function server(): void {
  const head = Buffer.from([0x82, 126, bytes >> 8, bytes & 0xff]); // FIN, binary, 16-bit length, unmasked
  const body = Buffer.alloc(bytes, 0x61);
  const rooms = new Map<string, WebSocket[]>();
  let actions = 0;
  const wss = new WebSocketServer({ port, perMessageDeflate: false, maxPayload: 64 * 1024 });
  wss.on('connection', (ws, req) => {
    const room = new URL(req.url ?? '/', 'http://x').searchParams.get('room') ?? '';
    let sockets = rooms.get(room);
    if (!sockets) rooms.set(room, (sockets = []));
    sockets.push(ws);
    ws.on('message', () => {
      actions++;
      const frame = Buffer.allocUnsafe(head.length + body.length);
      head.copy(frame, 0);
      body.copy(frame, head.length);
      for (const s of sockets) (s as unknown as { _socket: { write(b: Buffer): boolean } })._socket.write(frame);
    });
  });
  wss.on('listening', () => process.send?.('ready'));
  process.on('message', (m) => {
    if (m !== 'mark') return;
    const c = process.cpuUsage();
    const mark: Mark = {
      type: 'mark',
      cpuUserMs: c.user / 1000,
      cpuSystemMs: c.system / 1000,
      actions,
      at: performance.now(),
    };
    process.send?.(mark);
  });
}

function clients(from: number, to: number): void {
  const action = Buffer.alloc(60, 0x62);
  for (let r = from; r < to; r++) {
    const sockets: WebSocket[] = [];
    let turn = 0;
    let open = 0;
    for (let seat = 0; seat < 4; seat++) {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/?room=${r}`, { perMessageDeflate: false });
      sockets.push(ws);
      ws.on('open', () => {
        if (++open === 4) setTimeout(() => sockets[0].send(action), (RAMP_MS * (r - from)) / (to - from));
      });
      // every seat gets each update; the first seat's copy moves the turn on, and the next seat answers it
      if (seat === 0)
        ws.on('message', () => {
          turn = (turn + 1) % 4;
          const next = sockets[turn];
          setTimeout(() => next.send(action), think * (0.5 + Math.random()));
        });
    }
  }
}

function start(env: Record<string, string>, nice = 0): ChildProcess {
  const file = fileURLToPath(import.meta.url);
  const child = fork(file, process.argv.slice(2), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (nice > 0 && child.pid) {
    try {
      setPriority(child.pid, nice);
    } catch {
      // not allowed: the clients run at the same priority
    }
  }
  return child;
}

function next<T>(child: ChildProcess, want: (m: unknown) => m is T): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: unknown): void => {
      if (!want(m)) return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`a benchmark process exited (${code})`)));
  });
}

async function main(): Promise<void> {
  const srv = start({ BENCH_TRANSPORT_ROLE: 'server' });
  await next(srv, (m): m is 'ready' => m === 'ready');
  const per = Math.ceil(rooms / clientProcs);
  const kids: ChildProcess[] = [];
  for (let from = 0; from < rooms; from += per)
    kids.push(
      start(
        { BENCH_TRANSPORT_ROLE: 'clients', BENCH_FROM: String(from), BENCH_TO: String(Math.min(rooms, from + per)) },
        niceness,
      ),
    );
  console.log(`${rooms} rooms (${rooms * 4} connections), ${bytes}-byte updates, think ~${think} ms; measuring…`);
  await new Promise((r) => setTimeout(r, RAMP_MS + 3000));
  const isMark = (m: unknown): m is Mark => (m as Mark | null)?.type === 'mark';
  const mark = (): Promise<Mark> => {
    const p = next(srv, isMark);
    srv.send('mark');
    return p;
  };
  const a = await mark();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const b = await mark();
  for (const k of kids) k.kill();
  srv.kill();
  const actions = b.actions - a.actions;
  const user = b.cpuUserMs - a.cpuUserMs;
  const system = b.cpuSystemMs - a.cpuSystemMs;
  const result = {
    rooms,
    connections: rooms * 4,
    updateBytes: bytes,
    thinkMs: think,
    seconds: +((b.at - a.at) / 1000).toFixed(1),
    actions,
    actionsPerSecond: Math.round(actions / ((b.at - a.at) / 1000)),
    serverCpuMsPerAction: +((user + system) / actions).toFixed(3),
    serverSystemShare: +(system / (user + system)).toFixed(2),
  };
  console.log(
    `  ${result.actionsPerSecond} actions per second; server CPU per action ${result.serverCpuMsPerAction} ms ` +
      `(${Math.round(100 * result.serverSystemShare)}% in the kernel)`,
  );
  console.log(JSON.stringify(result));
}
