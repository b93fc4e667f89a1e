import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineClient } from '../../client/net/online';
import type { ChatMessage, GameConnection, GameUpdate } from '../../client/games/vulcanus/net';
import { replay } from '../../shared/core/game';
import { vulcanus } from '../../shared/vulcanus/index';
import { view } from '../../shared/vulcanus/view';
import { drive, memoryStorage, openRoom, openWireRoom, waitFor } from './driver';
import { testServer } from './helpers';

let t: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  t = await testServer(3911, { decisionSeconds: 1, botBudgetMs: 20 });
});
afterAll(async () => {
  await t?.stop();
});

const net = () => new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() });

describe('online game', () => {
  it('four socket clients play a complete game; the stored log replays to the same final state', async () => {
    const r = await openRoom(t.endpoint, { game: { humans: 3, level: 1 } }, 7);
    // A spectator joins the running game and only ever sees the public view.
    await waitFor(() => (r.clients[0].last?.v ?? 0) > 20, 30_000, 'the game to run');
    const spectator = await net().joinRoom(r.code, 'watcher', { spectate: true });
    // the room by its code, as an invite link asks first; no room for another code
    expect(await net().roomInfo(r.code)).toEqual({ code: r.code, game: 'vulcanus', started: true, openSeats: 0 });
    expect(await net().roomInfo('NOSUCH')).toBeNull();
    const seen: GameUpdate[] = [];
    spectator.onStart((conn: GameConnection) => conn.onUpdate((u) => seen.push(u)));
    const ends = await Promise.all(r.clients.map((c) => c.done));
    await waitFor(() => !!seen.at(-1)?.view.result, 10_000, 'the spectator to see the end');

    // The lobby's schema is patched only when it changed (its encoder says so): the end of the game is one change.
    const serverRoom = matchMaker.getLocalRoomById(r.code) as unknown as { _serializer: { encoder: object } };
    expect(typeof Reflect.get(serverRoom._serializer.encoder, 'hasChanges')).toBe('boolean');
    type Schema = { room: { state: { finished: boolean; started: boolean } } };
    await waitFor(() => (r.clients[0].room as unknown as Schema).room.state.finished, 5_000, 'the lobby finished');
    expect((r.clients[0].room as unknown as Schema).room.state.started).toBe(true);

    const stored = await t.server.store.get(r.code);
    expect(stored?.status).toBe('finished');
    const actions = await t.server.store.actions(r.code);
    const replayed = replay(vulcanus, stored!.options.game, stored!.seed, actions);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(vulcanus.outcome(replayed.value)).toEqual(stored!.result);
    for (const [i, c] of r.clients.entries()) {
      expect(ends[i].seat).toBe(c.seat);
      expect(ends[i].view).toEqual(view(replayed.value, c.seat));
    }
    expect(seen.every((u) => u.seat === 'spectator' && u.legal.length === 0)).toBe(true);
    expect(seen.at(-1)!.view).toEqual(view(replayed.value, 'spectator'));
    // Events are numbered in game order without repeats.
    const ns = r.clients[1].last ? seen.flatMap((u) => u.events.map((e) => e.n)) : [];
    expect(ns).toEqual([...ns].sort((a, b) => a - b));

    const res = await fetch(`${t.endpoint}/api/games/${r.code}`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as { seed: number; actions: unknown[] };
    expect(record.seed).toBe(stored!.seed);
    expect(record.actions).toEqual(actions);

    // A rematch: a spectator may not ask; a seated player does, and everyone is sent the new room's code, each
    // person with a token that sits them down there in their old seat; the new game runs with its own record.
    const refused: string[] = [];
    spectator.onError((e) => refused.push(e.code));
    spectator.requestRematch();
    await waitFor(() => refused.includes('takeSeatFirst'), 5_000, 'the spectator refused');
    const offers: string[] = [];
    for (const c of [...r.clients, { room: spectator }]) c.room.onRematch((code) => offers.push(code));
    r.clients[1].room.requestRematch();
    r.clients[2].room.requestRematch(); // a second request gets the same room
    await waitFor(() => offers.length === r.clients.length + 1, 10_000, 'every client told of the rematch');
    expect(new Set(offers).size).toBe(1);
    const next = offers[0];
    expect(next).not.toBe(r.code);
    const again = await r.clients[3].net.joinRoom(next, 'p3');
    await waitFor(() => again.game() !== null, 10_000, 'the rematch running');
    expect(again.game()?.seat).toBe(r.clients[3].seat);
    expect(again.lobby()?.seats.map((x) => x.kind)).toEqual(r.clients.map(() => 'human'));
    expect((await t.server.store.get(next))?.status).toBe('running');
    again.leave();
  });

  it('lean clients (the load benchmark’s) play a game to its end from the updates as they come, with no view', async () => {
    const r = await openWireRoom(t.endpoint, { game: { humans: 2, level: 1 } }, 5);
    const ends = await Promise.all(r.clients.map((c) => c.done));
    const stored = await t.server.store.get(r.code);
    expect(stored?.status).toBe('finished');
    const actions = await t.server.store.actions(r.code);
    // every client saw the last version: one per stored action, none lost
    for (const e of ends) expect(e.v).toBe(actions.length);
    expect(actions.length).toBeGreaterThan(20);
    // and never made a move the lean clients leave out
    expect(actions.some((a) => ['takeBack', 'release', 'redraw'].includes((a.action as { type: string }).type))).toBe(
      false,
    );
    expect(r.clients.every((c) => c.latencies.length > 0)).toBe(true);
  });

  it('the lobby: public list, seats, host-only start, a search-level computer seat plays through', async () => {
    const host = net();
    const room = await host.createRoom(
      {
        game: { humans: 1, level: 0, planningSeconds: 0, teamChatPrivate: false },
        isPrivate: false,
        name: 'open',
        botLevel: 'search',
      },
      'host',
      'vulcanus',
    );
    const hidden = await net().createRoom(
      { game: { humans: 2, level: 0, planningSeconds: 0, teamChatPrivate: false }, isPrivate: true },
      'secret',
      'vulcanus',
    );
    const list = await host.listRooms();
    expect(list.find((x) => x.code === room.code)).toMatchObject({
      name: 'open',
      game: 'vulcanus',
      summary: { params: { humans: 1 } },
      started: false,
      host: 'host',
      players: [],
    });
    expect(list.find((x) => x.code === hidden.code)).toBeUndefined();

    const guest = await net().joinRoom(room.code, 'guest');
    const guestErrors: string[] = [];
    guest.onError((m) => guestErrors.push(m.code));
    await waitFor(() => room.playerId !== '' && guest.playerId !== '');
    // nobody seated yet: the host's start is refused, and the room stays a lobby
    const hostErrors: string[] = [];
    room.onError((m) => hostErrors.push(m.code));
    room.start();
    await waitFor(() => hostErrors.length >= 1);
    expect(hostErrors).toEqual(['nobodySeated']);
    expect(room.game()).toBeNull();
    room.chooseSeat('h1');
    guest.chooseSeat('h1'); // taken
    guest.start(); // not the host
    await waitFor(() => guestErrors.length >= 2);
    expect(guestErrors).toEqual(['seatTaken', 'notHost']);
    room.setBot('kaiju', true);
    await waitFor(() => room.lobby()?.seats.find((s) => s.seat === 'kaiju')?.kind === 'bot');
    expect(room.lobby()?.mySeat).toBe('h1');
    expect(room.lobby()?.hostId).toBe(room.playerId);
    // the host is marked in the lobby, seated or not, and the room list names the host and who sits where
    expect(guest.lobby()?.hostName).toBe('host');
    expect(guest.lobby()?.seats.map((s) => !!s.host)).toEqual([false, true]);
    let listed = (await host.listRooms()).find((x) => x.code === room.code);
    for (let i = 0; i < 100 && !listed?.players?.length; i++) {
      await new Promise((res) => setTimeout(res, 20));
      listed = (await host.listRooms()).find((x) => x.code === room.code);
    }
    expect(listed).toMatchObject({ host: 'host', players: ['host'] });
    const bc = drive(host, room, 'h1', 3);
    room.start();
    const end = await bc.done;
    expect(end.view.result).not.toBeNull();
    // the seat list names each seat's roles (a lone human plays two)
    expect(room.lobby()?.seats.find((s) => s.seat === 'kaiju')?.roles).toEqual(['kaiju']);
    expect(room.lobby()?.seats.find((s) => s.seat === 'h1')?.roles).toHaveLength(2);
    expect(guest.game()?.seat).toBe('spectator');
    guest.leave();
    hidden.leave();
  });

  it('a lobby whose host leaves gets a new host', async () => {
    const host = await net().createRoom(
      { game: { humans: 2, level: 0, planningSeconds: 120, teamChatPrivate: false }, isPrivate: true },
      'host',
      'vulcanus',
    );
    const guest = await net().joinRoom(host.code, 'guest');
    await waitFor(() => guest.playerId !== '' && guest.lobby()?.hostId === host.playerId);
    host.leave();
    await waitFor(() => guest.lobby()?.hostId === guest.playerId, 5_000, 'a new host');
    guest.leave();
  });

  it('chat: team channel heard by the kaiju unless private; text kept as text; length and rate limits', async () => {
    for (const teamChatPrivate of [false, true]) {
      const a = net();
      const b = net();
      const ra = await a.createRoom(
        { game: { humans: 1, level: 0, planningSeconds: 0, teamChatPrivate }, isPrivate: true },
        'human',
        'vulcanus',
      );
      const rb = await b.joinRoom(ra.code, 'kaiju');
      await waitFor(() => ra.playerId !== '' && rb.playerId !== '');
      ra.chooseSeat('h1');
      rb.chooseSeat('kaiju');
      await waitFor(() => ra.lobby()?.seats.every((s) => s.kind === 'human') ?? false);
      const heardByKaiju: ChatMessage[] = [];
      const heardByHuman: ChatMessage[] = [];
      rb.onChat((m) => heardByKaiju.push(m));
      ra.onChat((m) => heardByHuman.push(m));
      const errors: string[] = [];
      ra.onError((m) => errors.push(m.code));
      ra.chat('team', '<b>plan</b> A1');
      ra.chat('all', 'hello\u0000 all');
      ra.chat('all', 'x'.repeat(301));
      await waitFor(() => heardByHuman.length === 2 && errors.length === 1);
      expect(heardByHuman.map((m) => [m.channel, m.text, m.seat, m.from])).toEqual([
        ['team', '<b>plan</b> A1', 'h1', 'human'],
        ['all', 'hello all', 'h1', 'human'],
      ]);
      await waitFor(() => heardByKaiju.length >= 1);
      await new Promise((r) => setTimeout(r, 100));
      expect(heardByKaiju.map((m) => m.channel)).toEqual(teamChatPrivate ? ['all'] : ['team', 'all']);
      for (let i = 0; i < 8; i++) ra.chat('all', `spam ${i}`);
      await waitFor(() => errors.includes('chatTooFast'));
      ra.leave();
      rb.leave();
    }
  });

  it('an unanswered decision is answered by the computer player; the planning timer applies the timeout rule', async () => {
    const r = await openRoom(t.endpoint, { game: { humans: 1, level: 0, planningSeconds: 1 } }, 5);
    for (const c of r.clients) c.paused = true;
    // Nobody acts: setup decisions fall to the computer after 1 s, planning ends by the timer.
    const timedOut = () =>
      r.clients.some((c) => c.last?.events.some((e) => e.event.type === 'planDone' && e.event.timedOut));
    await waitFor(timedOut, 20_000, 'a planning timeout');
    const u = r.clients[0].last!;
    expect(u.v).toBeGreaterThan(0);
    for (const c of r.clients) c.resume();
    await Promise.all(r.clients.map((c) => c.done));
  });
});
