/**
 * Hints online (server/hints.ts): a seated player's hint is searched from its own view and answered to it alone, never
 * before the fixed moment; a spectator's, a malformed or a flooding request gets a code; none changes anything.
 */
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineClient } from '../../client/net/online';
import { equalJson } from '../../shared/core/clone';
import type { GameHost } from '../../shared/core/host';
import { MSG, type HintAnswer } from '../../shared/protocol';
import { HINT_MS } from '../../server/hints';
import { memoryStorage, openRoom, waitFor } from './driver';
import { testServer } from './helpers';

let t: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  t = await testServer(3926);
});
afterAll(async () => {
  await t?.stop();
});

async function snapshot(code: string): Promise<string> {
  const room = matchMaker.getLocalRoomById(code) as unknown as { host: GameHost };
  return JSON.stringify([room.host.state, (await t.server.store.actions(code)).length]);
}

describe('hints online', () => {
  it('a seat asks and is answered alone at the fixed moment; bad and flooding requests get codes, nothing changes', async () => {
    const r = await openRoom(t.endpoint, { game: { humans: 1, level: 0 } }, 7);
    await waitFor(() => r.clients.some((c) => (c.last?.v ?? 0) > 8 && c.last!.legal.length > 0), 20_000, 'a decision');
    for (const c of r.clients) c.paused = true;
    await new Promise((res) => setTimeout(res, 200));
    const actor = r.clients.find((c) => c.last!.legal.length > 0)!;
    const idle = r.clients.find((c) => c !== actor)!;
    const v = actor.last!.v;
    const before = await snapshot(r.code);
    const updates = r.clients.map((c) => c.last);

    // every hint answer any client receives, and every refusal
    const answers = new Map(r.clients.map((c) => [c, [] as HintAnswer[]]));
    const errors = new Map(r.clients.map((c) => [c, [] as string[]]));
    for (const c of r.clients) {
      c.room.sdkRoom.onMessage(MSG.hint, (m: HintAnswer) => answers.get(c)!.push(m));
      c.room.onError((e) => e.type === MSG.hint && errors.get(c)!.push(e.code));
    }

    // the deciding seat: a legal answer of its own decision, never before the fixed moment
    const t0 = performance.now();
    const hint = await actor.conn!.hint!(v);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(HINT_MS - 5);
    expect(hint).not.toBeNull();
    expect(actor.last!.legal.some((a) => equalJson(a, hint!.action))).toBe(true);
    expect(typeof hint!.reason.key).toBe('string');
    // a seat with no decision now is told so, at the same moment
    const t1 = performance.now();
    expect(await idle.conn!.hint!(v)).toBeNull();
    expect(performance.now() - t1).toBeGreaterThanOrEqual(HINT_MS - 5);
    expect(answers.get(actor)!.length).toBe(1);
    expect(answers.get(idle)!.length).toBe(1);

    // a spectator may not ask
    const watcher = new OnlineClient({ endpoint: t.endpoint, storage: memoryStorage() });
    const spectator = await watcher.joinRoom(r.code, 'w', { spectate: true });
    const spectatorErrors: string[] = [];
    spectator.onError((e) => spectatorErrors.push(e.code));
    spectator.sdkRoom.send(MSG.hint, { v });
    await waitFor(() => spectatorErrors.length > 0, 5_000, 'the spectator refused');
    expect(spectatorErrors).toEqual(['spectator']);

    // malformed requests: each refused as unreadable
    for (const bad of [{ v: 'x' }, { v, extra: 1 }, 'hint', { v: -1 }, { v: 1.5 }, null])
      actor.room.sdkRoom.send(MSG.hint, bad);
    await waitFor(() => errors.get(actor)!.length >= 6, 5_000, 'six refusals');
    expect(errors.get(actor)).toEqual(Array(6).fill('invalidMessage'));

    // a flood: one hint under way at a time, the rest refused at once
    for (let i = 0; i < 10; i++) actor.room.sdkRoom.send(MSG.hint, { v });
    await waitFor(() => answers.get(actor)!.length >= 2, 10_000, 'the one hint of the flood');
    await new Promise((res) => setTimeout(res, 200));
    expect(errors.get(actor)!.slice(6)).toEqual(Array(9).fill('hintTooFast'));
    expect(answers.get(actor)!.length).toBe(2);

    // the answers went to the asker alone, and nothing changed: the state, the stored log, anyone's updates
    expect(answers.get(idle)!.length).toBe(1);
    expect(await snapshot(r.code)).toBe(before);
    expect(r.clients.map((c) => c.last)).toEqual(updates);
    spectator.leave();
    for (const c of r.clients) c.resume();
    await Promise.all(r.clients.map((c) => c.done));
  });
});
