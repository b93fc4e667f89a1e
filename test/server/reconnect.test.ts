import { matchMaker, type Client } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineClient } from '../../client/net/online';
import type { GameConnection, GameUpdate } from '../../client/games/vulcanus/net';
import type { GameHost } from '../../shared/core/host';
import { legalActions, view } from '../../shared/vulcanus/index';
import type { State } from '../../shared/vulcanus/types';
import { drive, openRoom, waitFor, type BotClient } from './driver';
import { testServer } from './helpers';

let t: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  t = await testServer(3912, { standInSeconds: 1 });
});
afterAll(async () => {
  await t?.stop();
});

/** Cuts a client's socket on the server side, as a network failure would. */
function dropSocket(code: string, bc: BotClient): void {
  const room = matchMaker.getLocalRoomById(code);
  const client = room?.clients.find((c: Client) => c.sessionId === bc.room.sdkRoom.sessionId);
  (client?.ref as unknown as { terminate(): void } | undefined)?.terminate();
}

const hand = (u: GameUpdate) => u.view.humans.roles.filter((r) => r.seat === 'h1').flatMap((r) => r.hand);

describe('reconnection', () => {
  it('a dropped client comes back to its seat and private view; a reload with the seat token too', async () => {
    const r = await openRoom(t.endpoint, { game: { humans: 2, level: 0 } }, 21);
    const h1 = r.clients[1];
    await waitFor(() => (h1.last?.v ?? 0) > 12 && hand(h1.last!).length > 0, 20_000, 'h1 to hold cards');
    for (const c of r.clients) c.paused = true;
    await new Promise((res) => setTimeout(res, 100));
    const before = h1.last!;
    expect(hand(before).every((c) => c !== '?')).toBe(true);

    const statuses: string[] = [];
    h1.room.onStatus((s) => statuses.push(s));
    dropSocket(r.code, h1);
    await waitFor(() => statuses.includes('connected'), 10_000, 'the client to come back');
    await waitFor(() => h1.last !== before, 5_000, 'a fresh update');
    expect(h1.room.game()?.seat).toBe('h1');
    expect(h1.last!.view).toEqual(before.view);
    expect(h1.last!.legal).toEqual(before.legal);
    expect(h1.last!.events).toEqual([]);

    // A reload: the page is gone, a new client with the same storage joins by code.
    h1.room.leave();
    const again = new OnlineClient({ endpoint: t.endpoint, storage: h1.net.storage });
    const room2 = await again.joinRoom(r.code, 'p1');
    let first: GameUpdate | null = null;
    room2.onStart((conn: GameConnection) => conn.onUpdate((u) => void (first ??= u)));
    const bc2 = drive(again, room2, 'h1', 99);
    await waitFor(() => first !== null, 5_000, 'the reloaded client to get its update');
    expect(room2.game()?.seat).toBe('h1');
    expect(first!.view).toEqual(before.view);
    expect(room2.lobby()?.mySeat).toBe('h1');

    for (const c of r.clients) if (c !== h1) c.resume();
    const ends = await Promise.all([bc2.done, ...r.clients.filter((c) => c !== h1).map((c) => c.done)]);
    expect(ends.every((u) => u.view.result)).toBe(true);
  });

  it('a seat left empty is played by a computer player until its person reclaims it', async () => {
    const r = await openRoom(t.endpoint, { game: { humans: 1, level: 0 } }, 4);
    const [kaiju, h1] = r.clients;
    await waitFor(() => (h1.last?.v ?? 0) > 5, 20_000, 'the game to run');
    h1.room.leave();
    const vAtLeave = kaiju.last!.v;
    await waitFor(() => kaiju.room.lobby()?.seats.find((s) => s.seat === 'h1')?.standIn === true, 5_000, 'stand-in');
    // The computer plays h1 now: the game moves on with h1's prompts answered.
    await waitFor(
      () => (kaiju.last?.view.planning?.side === 'kaiju' || kaiju.last!.v > vAtLeave + 10) ?? false,
      20_000,
      'h1 to be played',
    );
    const again = new OnlineClient({ endpoint: t.endpoint, storage: h1.net.storage });
    const room2 = await again.joinRoom(r.code, 'p1');
    const bc2 = drive(again, room2, 'h1', 5);
    await waitFor(() => kaiju.room.lobby()?.seats.find((s) => s.seat === 'h1')?.standIn === false, 5_000, 'reclaim');
    await waitFor(() => room2.lobby()?.mySeat === 'h1', 5_000, 'the seat to be mine again');
    await Promise.all([bc2.done, kaiju.done]);
    expect(bc2.last?.seat).toBe('h1');
  });

  it('the first update after a rejoin has the version of the state it comes with, though the game moved on meanwhile', async () => {
    const r = await openRoom(t.endpoint, { game: { humans: 2, level: 0 } }, 23);
    const h1 = r.clients[1];
    await waitFor(() => (h1.last?.v ?? 0) > 6, 20_000, 'the game to run');
    for (const c of r.clients) c.paused = true;
    await new Promise((res) => setTimeout(res, 100));
    h1.room.leave();

    // The joining client gets the room's state only once its join completes, a round trip after onJoin: another
    // seat's action lands in between (here at once, so that it always does).
    const room = matchMaker.getLocalRoomById(r.code) as unknown as {
      onJoin: (...args: unknown[]) => unknown;
      host: GameHost;
    };
    const onJoin = room.onJoin;
    let vAtJoin = -1;
    room.onJoin = (...args: unknown[]) => {
      room.onJoin = onJoin;
      const out = onJoin.apply(room, args);
      const s = room.host.state as State;
      vAtJoin = s.v;
      const seat = s.prompts.find((p) => p.seat !== 'h1')?.seat ?? s.prompts[0].seat;
      expect(room.host.act(seat, legalActions(s, seat)[0])).toBeNull();
      return out;
    };
    const again = new OnlineClient({ endpoint: t.endpoint, storage: h1.net.storage });
    const room2 = await again.joinRoom(r.code, 'p1');
    const updates: GameUpdate[] = [];
    room2.onStart((conn: GameConnection) => conn.onUpdate((u) => void updates.push(u)));
    await waitFor(() => updates.length > 0, 5_000, 'the rejoined client to get its update');
    await new Promise((res) => setTimeout(res, 100));

    const state = room.host.state as State;
    expect(state.v).toBe(vAtJoin + 1);
    const [first] = updates;
    expect(first.v).toBe(first.view.v);
    expect(first.v).toBe(state.v);
    expect(first.view).toEqual(view(state, 'h1'));
    expect(first.legal).toEqual(legalActions(state, 'h1'));
    expect(first.events).toEqual([]);
    for (const u of updates) expect(u.v).toBe(u.view.v);

    const bc2 = drive(again, room2, 'h1', 7);
    for (const c of r.clients) if (c !== h1) c.resume();
    const ends = await Promise.all([bc2.done, ...r.clients.filter((c) => c !== h1).map((c) => c.done)]);
    expect(ends.every((u) => u.view.result)).toBe(true);
  });
});
