// @vitest-environment happy-dom
/**
 * The screen kit's update player (client/kit/player.ts): log, animate, draw; the first update at once; it catches
 * up when updates queue, when one is long or slow, and never stalls on a broken animation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameUpdate } from '../../../client/net/types';
import { UpdatePlayer, type PlayerHooks } from '../../../client/kit/player';

const upd = (v: number, events: string[]): GameUpdate => ({
  v,
  seat: 's1',
  view: { v },
  legal: [],
  events: events.map((event, i) => ({ n: v * 100 + i, event })),
});

function recorder(anim: (e: unknown, speed: number) => Promise<void> | void = () => undefined) {
  const out: string[] = [];
  const hooks: PlayerHooks<GameUpdate> = {
    log: (e) => out.push(`log ${String(e)}`),
    animate: (e, speed) => {
      out.push(`anim ${String(e)} ${speed}`);
      return anim(e, speed);
    },
    draw: (u, first) => out.push(`draw ${u.v}${first ? ' first' : ''}`),
    shown: (u) => out.push(`shown ${u.v}`),
  };
  return { out, hooks };
}

const settle = async (p: UpdatePlayer) => {
  for (let i = 0; i < 50 && p.busy; i++) await new Promise((r) => setTimeout(r, 1));
};

describe('the update player', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the first update at once, logging its events without animating them', () => {
    const { out, hooks } = recorder();
    const p = new UpdatePlayer(hooks, { speed: () => 1 });
    p.push(upd(1, ['a', 'b']));
    expect(out).toEqual(['log a', 'log b', 'draw 1 first', 'shown 1']);
    expect(p.shown?.v).toBe(1);
  });

  it('logs each event, animates it at the speed, then draws the view', async () => {
    const { out, hooks } = recorder();
    const p = new UpdatePlayer(hooks, { speed: () => 1 });
    p.push(upd(1, []));
    out.length = 0;
    p.push(upd(2, ['a', 'b']));
    await settle(p);
    expect(out).toEqual(['log a', 'anim a 1', 'log b', 'anim b 1', 'draw 2', 'shown 2']);
  });

  it('catches up when updates queue: the waiting ones play at once and only the last is drawn', async () => {
    const { out, hooks } = recorder(() => new Promise((r) => setTimeout(r, 5)));
    const p = new UpdatePlayer(hooks, { speed: () => 1 });
    p.push(upd(1, []));
    out.length = 0;
    p.push(upd(2, ['a']));
    p.push(upd(3, ['b']));
    p.push(upd(4, ['c']));
    p.push(upd(5, ['d']));
    await settle(p);
    // every event is logged in order; while two or more wait, they play at speed 0 and are not drawn
    expect(out.filter((x) => x.startsWith('log'))).toEqual(['log a', 'log b', 'log c', 'log d']);
    expect(out.filter((x) => x.startsWith('anim'))).toEqual(['anim a 1', 'anim b 0', 'anim c 1', 'anim d 1']);
    expect(out.filter((x) => x.startsWith('draw'))).toEqual(['draw 4', 'draw 5']);
    expect(out.at(-1)).toBe('shown 5');
  });

  it('plays the rest of a long update at once', async () => {
    const { out, hooks } = recorder();
    const p = new UpdatePlayer(hooks, { speed: () => 1, maxEvents: 3 });
    p.push(upd(1, []));
    out.length = 0;
    p.push(upd(2, ['a', 'b', 'c', 'd', 'e']));
    await settle(p);
    expect(out.filter((x) => x.startsWith('anim'))).toEqual([
      'anim a 0',
      'anim b 0',
      'anim c 1',
      'anim d 1',
      'anim e 1',
    ]);
  });

  it('plays the rest at once once an update has taken too long', async () => {
    let clock = 0;
    const { out, hooks } = recorder(() => {
      clock += 600;
    });
    const p = new UpdatePlayer(hooks, { speed: () => 1, maxUpdateMs: 1000, now: () => clock });
    p.push(upd(1, []));
    out.length = 0;
    p.push(upd(2, ['a', 'b', 'c']));
    await settle(p);
    expect(out.filter((x) => x.startsWith('anim'))).toEqual(['anim a 1', 'anim b 1', 'anim c 0']);
  });

  it('never stalls: a throwing, rejecting or endless animation is passed by', async () => {
    vi.useFakeTimers();
    const { out, hooks } = recorder((e) => {
      if (e === 'throw') throw new Error('broken');
      if (e === 'reject') return Promise.reject(new Error('broken'));
      if (e === 'endless') return new Promise<void>(() => undefined);
    });
    const p = new UpdatePlayer(hooks, { speed: () => 1, maxEventMs: 100 });
    p.push(upd(1, []));
    p.push(upd(2, ['throw', 'reject', 'endless', 'ok']));
    await vi.advanceTimersByTimeAsync(150);
    expect(out).toContain('anim ok 1');
    expect(out.at(-1)).toBe('shown 2');
  });

  it('with animation off, everything plays at speed 0', async () => {
    const { out, hooks } = recorder();
    const p = new UpdatePlayer(hooks, { speed: () => 0 });
    p.push(upd(1, []));
    p.push(upd(2, ['a']));
    await settle(p);
    expect(out).toContain('anim a 0');
    expect(out.at(-1)).toBe('shown 2');
  });

  it('settles after drawing (dice landing) before the update counts as shown; nothing after destroy', async () => {
    const out: string[] = [];
    const p = new UpdatePlayer(
      {
        log: () => undefined,
        draw: (u) => out.push(`draw ${u.v}`),
        settle: async (u, speed) => {
          out.push(`settle ${u.v} ${speed}`);
        },
        shown: (u) => out.push(`shown ${u.v}`),
      },
      { speed: () => 1 },
    );
    p.push(upd(1, []));
    p.push(upd(2, ['a']));
    await settle(p);
    expect(out).toEqual(['draw 1', 'shown 1', 'draw 2', 'settle 2 1', 'shown 2']);
    p.destroy();
    p.push(upd(3, ['b']));
    await settle(p);
    expect(out.at(-1)).toBe('shown 2');
  });
});
