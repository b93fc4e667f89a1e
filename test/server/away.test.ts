/**
 * Games whose people are away, on two processes sharing a real Redis and PostgreSQL.
 *
 * - A started room tells that it has started, at once: through its code (what an invite link asks first) and in
 *   the public list, with no seat open.
 * - A game that ends while its only person is away (their page closed; the computer stood in for them and played
 *   it to its end, and the room closed) is still theirs to see: coming back by its code with their seat token, they
 *   are told their seat in the finished game, and shown its end (the result, and the view of their seat) from its
 *   record, which also replays. For every game of the registry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeline } from '../../shared/core/host';
import { replay, type AnyGame } from '../../shared/core/game';
import { GAMES } from '../../shared/registry';
import { OnlineClient } from '../../client/net/online';
import { finishedConnection } from '../../client/net/finished';
import { myGames } from '../../client/net/my-games';
import type { GameUpdate } from '../../client/net/types';
import { memoryStorage, waitFor } from './driver';
import { startCluster, type Cluster } from './cluster-harness';

const REDIS = 6781;
const PG = 5782;
const PORT = { A: 4781, B: 4782 };

let c: Cluster;

beforeAll(async () => {
  c = await startCluster({
    redisPort: REDIS,
    pgPort: PG,
    ports: PORT,
    env: { STAND_IN_SECONDS: '1', BOT_BUDGET_MS: '20' },
  });
  await Promise.all([c.boot('A'), c.boot('B')]);
}, 120_000);

afterAll(async () => {
  await c?.stop();
});

/** Creates a room of `game` with its default options, takes its first playable seat and starts. */
async function startAlone(game: AnyGame, via: string) {
  const storage = memoryStorage();
  const net = new OnlineClient({ endpoint: c.endpoint(via), storage });
  const room = await net.createRoom({ isPrivate: true, game: {} }, 'away', game.id);
  await waitFor(() => room.playerId !== '', 10_000, 'the room to seat its creator');
  const parsed = game.parseOptions({});
  if (!parsed.ok) throw new Error(`${game.id}: its default options do not parse`);
  const seat = game.seats(parsed.value).find((s) => s.playable)?.id ?? '';
  room.chooseSeat(seat);
  await waitFor(() => room.lobby()?.mySeat === seat, 10_000, 'the seat');
  room.start();
  await waitFor(() => room.game() !== null, 10_000, 'the game to start');
  return { net, room, seat, storage };
}

describe('rooms whose people are away', () => {
  it('a started room says so through its code and in the list, through either process', async () => {
    const storage = memoryStorage();
    const net = new OnlineClient({ endpoint: c.endpoint('A'), storage });
    const room = await net.createRoom(
      { isPrivate: false, game: { humans: 1, level: 0, planningSeconds: 0 } },
      'host',
      'vulcanus',
    );
    await waitFor(() => room.playerId !== '', 10_000, 'the room to seat its creator');
    const info = async (via: string) =>
      (await (await fetch(`${c.endpoint(via)}/api/rooms/${room.code}`)).json()) as Record<string, unknown>;
    expect(await info('B')).toMatchObject({ code: room.code, started: false, openSeats: 2 });
    room.chooseSeat('h1');
    await waitFor(() => room.lobby()?.mySeat === 'h1', 10_000, 'the seat');
    room.start();
    await waitFor(() => room.game() !== null, 10_000, 'the game to start');
    // whose move it is, asked through the other process (the room answers wherever it runs): what the seat is shown
    const shown: GameUpdate[] = [];
    room.onStart((conn) => conn.onUpdate((u) => shown.push(u)));
    await waitFor(() => shown.at(-1)?.active?.includes('h1') ?? false, 10_000, 'the person to have a decision');
    const [status] = await new OnlineClient({ endpoint: c.endpoint('B'), storage }).gameStatuses([room.code, 'NOSUCH']);
    expect(status).toEqual({ id: room.code, game: 'vulcanus', state: 'running', turn: shown.at(-1)?.active });
    // the game is in this browser's own list from its first update
    expect(myGames(storage)).toEqual([{ id: room.code, game: 'vulcanus', seat: 'h1', started: expect.any(Number) }]);
    // nobody joins or leaves after the start: only the start itself can have told the listing
    for (const via of ['A', 'B']) {
      expect(await info(via)).toEqual({ code: room.code, game: 'vulcanus', started: true, openSeats: 0 });
      const listed = (await (await fetch(`${c.endpoint(via)}/api/rooms`)).json()) as Record<string, unknown>[];
      expect(listed.find((r) => r.code === room.code)).toMatchObject({ started: true, openSeats: 0 });
    }
    room.leave();
  });

  for (const [i, game] of GAMES.entries())
    it(`${game.id}: a game that ended while its person was away shows them its end when they come back`, async () => {
      const { room, seat, storage } = await startAlone(game, i % 2 ? 'B' : 'A');
      const code = room.code;
      room.leave(); // the page is closed: the computer stands in, and plays the game to its end
      const back = new OnlineClient({ endpoint: c.endpoint(i % 2 ? 'A' : 'B'), storage });
      const t0 = Date.now();
      let record = await back.finishedGame(code);
      while (!record) {
        if (Date.now() - t0 > 90_000) throw new Error(`${game.id}: the game did not end`);
        await new Promise((r) => setTimeout(r, 250));
        record = await back.finishedGame(code);
      }
      // in this browser's list since its first update, unfinished here (the page closed before the end); the
      // server says it is over, and how it ended
      expect(myGames(storage).map((g) => [g.id, g.game, g.seat, g.finished])).toEqual([
        [code, game.id, seat, undefined],
      ]);
      expect(await back.gameStatuses([code])).toEqual([
        { id: code, game: game.id, state: 'finished', result: record.result, finished: record.finished },
      ]);
      // the room closed with the game: a token alone finds no room …
      await expect(back.rejoinRoom(code)).rejects.toThrow();
      // … and the record says which seat was theirs, and shows them their seat's end
      expect(record.you).toBe(seat);
      const conn = finishedConnection(game, record);
      expect(conn.seat).toBe(seat);
      const shown = await new Promise<GameUpdate>((r) => conn.onUpdate(r));
      const final = replay(game, record.options.game, record.seed, record.actions);
      if (!final.ok) throw new Error(`${game.id}: the record does not replay`);
      expect(shown.outcome).toEqual(record.result);
      expect(shown.outcome).toEqual(JSON.parse(JSON.stringify(game.outcome(final.value))));
      expect(shown.view).toEqual(game.view(final.value, seat));
      expect(shown.legal).toEqual([]);
      // the replay: every step of the log, to the end
      const line = timeline(game, record.options.game, record.seed, record.actions);
      expect(line.complete).toBe(true);
      expect(line.states.length).toBe(record.actions.length + 1);
      expect(game.isOver(line.states[line.states.length - 1])).toBe(true);
      // someone else's token, or none, is told no seat
      const stranger = new OnlineClient({ endpoint: c.endpoint('A'), storage: memoryStorage() });
      expect((await stranger.finishedGame(code))?.you).toBeUndefined();
    });
});
