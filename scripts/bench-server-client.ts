/**
 * One process of the load benchmark's socket clients (scripts/bench-server.ts starts them, apart from the server
 * processes, so that their CPU is never the server's). Given its share of the rooms, it opens each room on one
 * server and seats the other players through the next server (a room is joined through another process when there
 * are several), and once every process has opened its rooms and its parent says go, starts every game at once
 * and plays each to the end with computer-driven clients, then reports back to its parent.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { OnlineRoom } from '../client/net/online';
import { openRoom, openWireRoom, type PlayedRoom } from '../test/server/driver';

export interface ClientJob {
  /** The rooms this process opens: their numbers (seeds and levels follow from them). */
  rooms: number[];
  endpoints: string[];
  /**
   * Servers side by side, not sharing rooms: each room is joined through the server it was opened on, and each server
   * plays the same games (the same seeds and options).
   */
  sameServer?: boolean;
  humans: 1 | 2 | 3;
  thinkMs: number;
  /** The games start spread evenly over this many ms (0: all at once). */
  rampMs: number;
  /**
   * Lean clients (`openWireRoom`): random legal moves read from the updates as they come, no view rebuilt, no
   * computer player; else clients like a browser's, each driven by a computer player.
   */
  lean?: boolean;
  /** Added to every game's seed (a warm-up plays other games than the measured ones). */
  seedBase?: number;
}

/** What the benchmark reads of a client, lean or not. */
interface Played {
  room: OnlineRoom;
  latencies: number[];
  errors: string[];
  done: Promise<{ v: number }>;
}

export type ClientReport =
  | { type: 'opened'; connections: number }
  | { type: 'progress'; over: number }
  /** cpuMs: this process's CPU time (user + system) from the start of the games to their end. */
  | {
      type: 'done';
      actions: number;
      refused: number;
      latencies: number[];
      cpuMs: number;
      /** The same, per server (room number modulo the servers). */
      byServer: { actions: number; latencies: number[] }[];
      /** Each room's game as one of its clients saw it (see Timeline). */
      timelines: Timeline[];
      /** The 99th percentile of this process's event-loop delay (ms): how late it may read an update. */
      loopDelayP99Ms: number;
    };

/** A game's versions as its first client received them: [time (ms since the epoch), version] per update. */
export type Timeline = [number, number][];

const send = (m: ClientReport, then?: () => void): void => void process.send?.(m, undefined, {}, () => then?.());

let go: () => void = () => undefined;
const started = new Promise<void>((resolve) => (go = resolve));
process.on('message', (m: ClientJob | 'go') => {
  if (m === 'go') return go();
  void run(m).catch((e: unknown) => {
    console.error('benchmark client failed:', e);
    process.exit(1);
  });
});

async function run(job: ClientJob): Promise<void> {
  const played: PlayedRoom<Played>[] = [];
  const BATCH = 25;
  const n = job.endpoints.length;
  for (let i = 0; i < job.rooms.length; i += BATCH) {
    const batch = await Promise.all(
      job.rooms.slice(i, i + BATCH).map((room) => {
        // side by side, each server plays the same games: room 2k on one and 2k + 1 on the other are game k
        const game = job.sameServer ? Math.floor(room / n) : room;
        const open = job.lean ? openWireRoom : openRoom;
        const seed = game + 1 + (job.seedBase ?? 0);
        return open(job.endpoints[room % n], { game: { humans: job.humans, level: game % 4 } as never }, seed, {
          thinkMs: job.thinkMs,
          joinVia: job.endpoints[job.sameServer ? room % n : (room + 1) % n],
          start: false,
        });
      }),
    );
    played.push(...batch);
  }
  send({ type: 'opened', connections: played.reduce((k, r) => k + r.clients.length, 0) });
  const timelines: Timeline[] = played.map((r) => {
    const t: Timeline = [];
    const seen = (u: { v: number }) => void t.push([performance.timeOrigin + performance.now(), u.v]);
    const { room } = r.clients[0];
    if (job.lean) room.onWire(seen);
    else room.onStart((conn) => conn.onUpdate(seen));
    return t;
  });
  await started;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const cpu0 = process.cpuUsage();
  played.forEach((r, i) => setTimeout(() => r.start(), (job.rampMs * i) / played.length));
  let over = 0;
  for (const r of played) void r.clients[0].done.then(() => over++);
  setInterval(() => send({ type: 'progress', over }), 5000).unref();
  const ends = await Promise.all(played.map((r) => Promise.all(r.clients.map((c) => c.done))));
  const cpu = process.cpuUsage(cpu0);
  delay.disable();
  const byServer = job.endpoints.map(() => ({ actions: 0, latencies: [] as number[] }));
  played.forEach((r, i) => {
    const s = byServer[job.rooms[i] % n];
    s.actions += ends[i][0].v;
    for (const c of r.clients) s.latencies.push(...c.latencies);
  });
  // Then leaves the rooms without waiting for the servers to answer.
  send(
    {
      type: 'done',
      actions: ends.reduce((k, e) => k + e[0].v, 0),
      refused: played.reduce((k, r) => k + r.clients.reduce((m, c) => m + c.errors.length, 0), 0),
      latencies: played.flatMap((r) => r.clients.flatMap((c) => c.latencies)),
      cpuMs: (cpu.user + cpu.system) / 1000,
      byServer,
      timelines,
      loopDelayP99Ms: delay.percentile(99) / 1e6,
    },
    () => process.exit(0),
  );
}
