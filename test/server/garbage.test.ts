/**
 * A thousand garbage, malformed, oversized, out-of-turn and stale messages: each gets an error reply and none
 * changes anything, while another room keeps playing to its end.
 */
import { matchMaker } from '@colyseus/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameHost } from '../../shared/core/host';
import { openRoom, waitFor } from './driver';
import { testServer } from './helpers';

let t: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  // A burst large enough for the barrage; the limit itself is checked at the end.
  t = await testServer(3914, { rate: { perSecond: 5, burst: 800 } });
});
afterAll(async () => {
  await t?.stop();
});

async function snapshot(code: string): Promise<string> {
  const room = matchMaker.getLocalRoomById(code) as unknown as {
    host: GameHost;
    flat: { entries: Map<string, string> };
  };
  return JSON.stringify([room.host.state, [...room.flat.entries], (await t.server.store.actions(code)).length]);
}

describe('hostile messages', () => {
  it('1000 bad messages each get an error and change nothing; other rooms keep serving', async () => {
    const target = await openRoom(t.endpoint, { game: { humans: 1, level: 0 } }, 3);
    await waitFor(() => (target.clients[1].last?.v ?? 0) > 8, 20_000, 'the game to run');
    for (const c of target.clients) c.paused = true;
    await new Promise((r) => setTimeout(r, 100));
    const other = await openRoom(t.endpoint, { game: { humans: 3, level: 3 } }, 4);

    const [kaiju, human] = target.clients;
    const actor = target.clients.find((c) => c.last!.legal.length > 0)!;
    const idle = target.clients.find((c) => c !== actor)!;
    const u = actor.last!;
    const legal = u.legal[0];
    const before = await snapshot(target.code);
    const errors: string[] = [];
    for (const c of [kaiju, human]) c.room.onError((m) => errors.push(m.code));

    const rnd = fc.sample(fc.jsonValue(), { numRuns: 400, seed: 42 });
    const sends: [typeof kaiju, string | number, unknown][] = [];
    for (let i = 0; i < 200; i++) sends.push([actor, 'act', rnd[i]]);
    for (let i = 0; i < 100; i++) sends.push([actor, 'act', { v: u.v, action: rnd[200 + i] }]);
    for (let i = 0; i < 100; i++) sends.push([actor, i % 2 ? `junk${i}` : 1000 + i, rnd[300 + i]]);
    for (let i = 0; i < 100; i++)
      sends.push(
        i % 2
          ? [actor, 'act', { v: u.v, action: { type: 'place', card: 'x'.repeat(5000 + i), slot: 'A1' } }]
          : [actor, 'say', { channel: 'all', text: 'y'.repeat(8000 + i) }],
      );
    for (let i = 0; i < 200; i++) sends.push([idle, 'act', { v: u.v, action: legal }]); // out of turn
    for (let i = 0; i < 200; i++)
      // Versions the game has not reached: stale. (An older version is applied when the seat is still asked the
      // same decision and the action is legal now: test/core/host.test.ts.)
      sends.push([actor, 'act', { v: u.v + 1 + i, action: legal }]);
    for (let i = 0; i < 100; i++) {
      const m: [string, unknown][] = [
        ['seat', { seat: 'h1' }],
        ['ready', { ready: true }],
        ['bot', { seat: 'kaiju', on: true }],
        ['start', {}],
        ['say', { channel: 'shout', text: 'hi' }],
        ['say', { channel: 'all', text: 42 }],
        ['act', { v: u.v, action: { ...legal, extra: 1 } }],
        ['act', { v: -1, action: legal }],
        ['act', { v: u.v, action: { type: 'town', town: 'atlantis' } }],
        ['act', { v: 1.5, action: legal }],
        // Only the server's planning timer may apply the timeout rule.
        ['act', { v: u.v, action: { type: 'timeout' } }],
      ];
      const [type, payload] = m[i % m.length];
      sends.push([i % 3 ? actor : idle, type, payload]);
    }
    expect(sends.length).toBe(1000);
    for (const [c, type, payload] of sends) c.room.sdkRoom.send(type as string, payload);
    await waitFor(() => errors.length >= 1000, 30_000, 'an error for every message');
    await new Promise((r) => setTimeout(r, 200));
    expect(errors.length).toBe(1000);
    expect(await snapshot(target.code)).toBe(before);
    expect(errors.filter((e) => e === 'stale').length).toBe(200);
    expect(errors.filter((e) => e === 'tooLarge').length).toBe(100);

    // The per-client rate limit: the bucket is nearly empty now, so a quick burst is mostly refused.
    for (let i = 0; i < 200; i++) actor.room.sdkRoom.send('act', { v: u.v + 1, action: legal });
    await waitFor(() => errors.length >= 1200, 10_000, 'replies to the burst');
    expect(errors.filter((e) => e === 'tooMany').length).toBeGreaterThan(100);
    expect(await snapshot(target.code)).toBe(before);

    // A frame beyond the socket's maximum payload closes that connection only; the client comes back to its seat.
    const statuses: string[] = [];
    actor.room.onStatus((s) => statuses.push(s));
    actor.room.sdkRoom.send('act', { v: u.v, action: { type: 'pass', pad: 'z'.repeat(100_000) } });
    await waitFor(() => statuses.includes('connected'), 10_000, 'the client to come back');
    expect(actor.room.game()?.seat).toBe(actor.seat);
    expect(await snapshot(target.code)).toBe(before);

    const ends = await Promise.all(other.clients.map((c) => c.done));
    expect(ends.every((e) => e.view.result)).toBe(true);
    for (const c of target.clients) c.resume();
    await Promise.all(target.clients.map((c) => c.done));
  });
});
