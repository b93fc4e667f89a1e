/**
 * The history a late comer is sent (server/history.ts): every event up to a point, redacted for its viewer, an event it
 * may not see left out with its number skipped as live, in parts of bounded size; an event kept as it was sent.
 * (That it is what the viewer would have been sent live, over real sockets for every game: test/kit/wire.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../../shared/core/game';
import type { HistoryChunk } from '../../shared/protocol';
import { EventHistory } from '../../server/history';

interface Ev {
  type: string;
  secret?: string | null;
  owner?: string;
  pad?: string;
}

/** A game whose events hide `secret` from all but `owner`, and `private` events from everyone but their owner. */
const game = {
  redactEvent: (_s: unknown, e: Ev, viewer: Viewer): Ev | null => {
    if (e.type === 'private') return e.owner === viewer ? e : null;
    if (e.secret !== undefined && e.owner !== viewer) return { ...e, secret: null };
    return e;
  },
} as unknown as AnyGame;

const read = (parts: string[]) => parts.flatMap((p) => (JSON.parse(p) as HistoryChunk).events);

describe('event history', () => {
  const events: Ev[] = [
    { type: 'dealt', secret: 'ace', owner: 'a' },
    { type: 'private', owner: 'b' },
    { type: 'moved' },
  ];
  const h = new EventHistory();
  h.add(events.map((event, i) => ({ n: i + 1, event })));

  it('redacts each event for the viewer and leaves out, number and all, what it may not see', () => {
    expect(read(h.parts(game, null, 'a', 0, 3))).toEqual([
      { n: 1, event: events[0] },
      { n: 3, event: events[2] },
    ]);
    expect(read(h.parts(game, null, 'b', 0, 3))).toEqual([
      { n: 1, event: { ...events[0], secret: null } },
      { n: 2, event: events[1] },
      { n: 3, event: events[2] },
    ]);
    expect(read(h.parts(game, null, 'spectator', 0, 3)).map((e) => e.n)).toEqual([1, 3]);
  });

  it('sends only the events asked for: after `from`, up to `upTo`', () => {
    expect(read(h.parts(game, null, 'b', 1, 2)).map((e) => e.n)).toEqual([2]);
    expect(h.parts(game, null, 'b', 3, 3)).toEqual([]);
  });

  it('keeps an event as it was sent, though the engine changed the object afterwards', () => {
    const later = new EventHistory();
    const e: Ev = { type: 'moved', pad: 'then' };
    later.add([{ n: 1, event: e }]);
    e.pad = 'now';
    expect(read(later.parts(game, null, 'a', 0, 1))).toEqual([{ n: 1, event: { type: 'moved', pad: 'then' } }]);
  });

  it('refuses events out of order', () => {
    expect(() => new EventHistory().add([{ n: 2, event: {} }])).toThrow(/event 2/);
  });

  it('goes in parts of bounded size, every event once and in order', () => {
    const long = new EventHistory();
    const many = Array.from({ length: 500 }, (_, i) => ({
      n: i + 1,
      event: { type: 'moved', pad: 'x'.repeat(i % 90) },
    }));
    long.add(many);
    const parts = long.parts(game, null, 'a', 0, 500, 4096);
    expect(parts.length).toBeGreaterThan(5);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(4096 + 20);
    expect(read(parts)).toEqual(many);
  });
});
