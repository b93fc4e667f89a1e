/**
 * `GET /api/health`: what a load balancer in front of several processes asks each one. 200 while the process renews
 * its lease and its commits go through; 503 with the reason once its store stops answering (its games are no
 * longer stored, and another process may take them over), and 200 again when the store is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRoom } from './driver';

/** Polls an asynchronous condition. */
async function until(cond: () => Promise<boolean>, what: string): Promise<void> {
  const t0 = Date.now();
  while (!(await cond())) {
    if (Date.now() - t0 > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
import { testServer } from './helpers';

let t: Awaited<ReturnType<typeof testServer>>;
// a short lease (renewed every 100 ms), so that a store that stops answering shows within a test
beforeAll(async () => {
  t = await testServer(3916, { leaseSeconds: 0.3 });
});
afterAll(async () => {
  await t?.stop();
});

async function health(): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.endpoint}/api/health`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('health', () => {
  it('answers 200 with the rooms and connections of this process; 503 while the store does not answer', async () => {
    expect(await health()).toEqual({ status: 200, body: { ok: true, rooms: 0, connections: 0 } });
    // a room with its two seats taken, not started
    const r = await openRoom(t.endpoint, { game: { humans: 1, level: 0 } }, 1, { start: false });
    const up = await health();
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ ok: true, rooms: 1, connections: 2 });

    // the store stops answering: the lease is not renewed, and after a lease period the process says so
    const store = t.server.store;
    const renew = store.renew.bind(store);
    store.renew = () => Promise.reject(new Error('(a test) the store does not answer'));
    let sick = await health();
    await until(async () => (sick = await health()).status === 503, 'a 503');
    expect(sick.body).toMatchObject({ ok: false, reason: 'store', rooms: 1 });
    store.renew = renew;
    await until(async () => (await health()).status === 200, 'a 200 again');
    for (const c of r.clients) c.room.leave();
    await until(async () => (await health()).body.connections === 0, 'the clients gone');
  });
});
