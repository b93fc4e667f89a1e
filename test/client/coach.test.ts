/** The tutorial coach's step logic (client/ui/coach-steps.ts) and where its bubble goes (client/ui/coach-place.ts). */
import { describe, expect, it } from 'vitest';
import type { CoachScript } from '../../client/games/types';
import {
  coachEvent,
  coachNext,
  coachOn,
  coachShows,
  coachSkip,
  startCoach,
  type CoachState,
} from '../../client/ui/coach-steps';
import { placeBubble, type Rect } from '../../client/ui/coach-place';

/** A stand-in for the update the screen shows: the phase and the player's decision. */
interface U {
  round: number;
  phase: string;
  ask: string | null;
  id: number;
}
const u = (phase: string, ask: string | null = null, id = 0, round = 1): U => ({ round, phase, ask, id });
const words = (s: string) => ({ ja: s, en: s });

const script: CoachScript<U> = {
  endsWhen: (x) => x.round >= 2,
  end: words('ready'),
  steps: [
    { id: 'welcome', text: words('welcome') },
    {
      id: 'base',
      text: words('choose a town'),
      target: '[data-test=prompt]',
      when: (x) => x.ask === 'town',
      done: (x) => x.ask !== 'town',
      skip: (x) => x.phase !== 'setup',
    },
    { id: 'plan', text: words('plan'), when: (x) => x.phase === 'planning', done: (x) => x.phase !== 'planning' },
    { id: 'lava', text: words('lava'), when: (x) => x.phase === 'lava' },
    {
      id: 'decide',
      text: words('a card asks'),
      anytime: true,
      when: (x) => x.phase === 'execution' && x.ask !== null,
      done: (x, since) => x.id !== since.id,
    },
  ],
};

const shows = (st: CoachState) => {
  const s = coachShows(script, st);
  return s === null ? null : s.kind === 'end' ? 'end' : s.step.id;
};
/** The coach after the screen showed these updates in turn. */
const run = (...us: U[]) => us.reduce((st, x) => coachOn(script, st, x), startCoach());

describe('tutorial coach: steps', () => {
  it('an explanation stays until "Next", whatever the game does meanwhile', () => {
    let st = run(u('setup'));
    expect(shows(st)).toBe('welcome');
    st = coachOn(script, st, u('setup', 'town', 1));
    expect(shows(st)).toBe('welcome');
    st = coachNext(script, st, u('setup', 'town', 1));
    expect(shows(st)).toBe('base');
  });

  it('a step asking for something moves on by itself when the player does it', () => {
    let st = coachNext(script, run(u('setup', 'town', 1)), u('setup', 'town', 1));
    expect(shows(st)).toBe('base');
    expect(coachShows(script, st)).toMatchObject({ kind: 'step', n: 2, of: 4 });
    st = coachOn(script, st, u('setup', 'town', 1));
    expect(shows(st)).toBe('base');
    st = coachOn(script, st, u('setup', null, 2));
    // the next step waits for its moment (planning): nothing shows meanwhile
    expect(shows(st)).toBeNull();
    st = coachOn(script, st, u('planning'));
    expect(shows(st)).toBe('plan');
    st = coachOn(script, st, u('execution'));
    expect(shows(st)).toBeNull();
  });

  it('a step whose moment has gone is passed over; one already done is passed at once', () => {
    // the player chose the town while reading the welcome: the choice's step is gone
    let st = run(u('setup', 'town', 1), u('planning'));
    st = coachNext(script, st, u('planning'));
    expect(shows(st)).toBe('plan');
  });

  it('an "anytime" step interrupts once, then the step it interrupted comes back', () => {
    let st = run(u('setup'));
    st = coachOn(script, st, u('execution', 'move', 7));
    expect(shows(st)).toBe('decide');
    st = coachOn(script, st, u('execution', 'move', 7));
    expect(shows(st)).toBe('decide');
    st = coachOn(script, st, u('execution', 'move', 8));
    expect(shows(st)).toBe('welcome');
    // shown once only
    st = coachOn(script, st, u('execution', 'move', 9));
    expect(shows(st)).toBe('welcome');
  });

  it('the end of the first round brings the closing message, after the explanation being read', () => {
    let st = coachNext(script, coachNext(script, run(u('setup')), u('planning')), u('lava'));
    expect(shows(st)).toBe('lava');
    st = coachOn(script, st, u('planning', null, 0, 2));
    expect(shows(st)).toBe('lava');
    st = coachNext(script, st, u('planning', null, 0, 2));
    expect(shows(st)).toBe('end');
    st = coachNext(script, st, null);
    expect(st.phase).toBe('closed');
    expect(shows(st)).toBeNull();
  });

  it('explanations the game raced past still come before the closing message, in order', () => {
    // the last card, the lava phase and the next round arrive in one update: "lava" is still explained
    let st = coachNext(script, run(u('setup')), u('setup', null, 2));
    st = coachOn(script, st, u('planning'));
    expect(shows(st)).toBe('plan');
    st = coachOn(script, st, u('planning', null, 0, 2));
    expect(shows(st)).toBe('end');
    const two: CoachScript<U> = {
      ...script,
      steps: [...script.steps, { id: 'after', text: words('after'), when: (x) => x.phase !== 'lava' || x.round > 1 }],
    };
    let s2 = coachNext(
      two,
      [u('setup'), u('execution')].reduce((a, x) => coachOn(two, a, x), startCoach()),
      null,
    );
    s2 = coachOn(two, s2, u('planning', null, 0, 2));
    // "after" (an explanation whose moment has come) shows; the asking step and the tip are over
    expect(coachShows(two, s2)).toMatchObject({ kind: 'step', step: { id: 'after' } });
    s2 = coachNext(two, s2, u('planning', null, 0, 2));
    expect(coachShows(two, s2)).toEqual({ kind: 'end' });
  });

  it('the end comes at once while the coach only waits', () => {
    let st = coachNext(script, run(u('setup')), u('setup', null, 2));
    expect(shows(st)).toBeNull();
    st = coachOn(script, st, u('planning', null, 0, 2));
    expect(shows(st)).toBe('end');
    expect(st.skipped).toBe(false);
  });

  it('"Skip tutorial" ends the coaching for good', () => {
    let st = coachSkip(run(u('setup')));
    expect(st).toMatchObject({ phase: 'closed', skipped: true });
    st = coachOn(script, st, u('execution', 'move', 3));
    expect(shows(st)).toBeNull();
  });
});

describe('tutorial coach: the bubble never covers what it points at', () => {
  const view = { w: 1280, h: 720 };
  const size = { w: 340, h: 180 };
  const hit = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const box = (p: { x: number; y: number }): Rect => ({ ...p, ...size });

  it('sits beside its element, inside the window, with the arrow towards it', () => {
    const anchor = { x: 960, y: 100, w: 300, h: 200 };
    const p = placeBubble(view, size, anchor, []);
    expect(hit(box(p), anchor)).toBe(false);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x + size.w).toBeLessThanOrEqual(view.w);
    expect(p.y + size.h).toBeLessThanOrEqual(view.h);
    expect(p.side).toBe('below');
    expect(p.arrow).toBeGreaterThan(0);
  });

  it('keeps clear of the other things to tap, and finds room elsewhere when the sides are taken', () => {
    const hand = { x: 0, y: 550, w: 950, h: 170 };
    const panel = { x: 950, y: 50, w: 330, h: 670 };
    const p = placeBubble(view, size, hand, [panel]);
    expect(hit(box(p), hand)).toBe(false);
    expect(hit(box(p), panel)).toBe(false);
    expect(p.side).toBe('above');
    const full = placeBubble(view, size, { x: 0, y: 0, w: 1280, h: 500 }, [{ x: 0, y: 500, w: 1280, h: 220 }]);
    expect(full.y + size.h).toBeLessThanOrEqual(view.h);
  });

  it('slides along the side of a tall element to keep clear of what is beside it', () => {
    const panel = { x: 950, y: 50, w: 330, h: 670 };
    // the middle of the panel's left side is taken (lit towns): the bubble still faces the panel, higher or lower
    const towns = { x: 560, y: 250, w: 380, h: 220 };
    const p = placeBubble(view, size, panel, [towns]);
    expect(p.side).toBe('left');
    expect(hit(box(p), towns)).toBe(false);
    expect(hit(box(p), panel)).toBe(false);
  });

  it('with no room beside its element, takes the free spot nearest to it', () => {
    const button = { x: 1150, y: 190, w: 120, h: 50 };
    const side = { x: 950, y: 50, w: 330, h: 670 };
    const p = placeBubble(view, size, button, [side]);
    expect(p.side).toBe('free');
    expect(hit(box(p), side)).toBe(false);
    // right against the side column, not in the middle of the window
    expect(p.x + size.w).toBeGreaterThan(850);
  });

  it('with nothing to point at, takes a free spot', () => {
    const p = placeBubble(view, size, null, [{ x: 950, y: 0, w: 330, h: 720 }]);
    expect(p.side).toBe('free');
    expect(p.x + size.w).toBeLessThanOrEqual(950);
  });
});

describe('tutorial coach: a phase that passes within one update', () => {
  // the execution's last card, the lava phase and round 2 come in one update: the screen shows it once round 2 has
  // begun, but the board plays its events first
  const lavaStarts = (e: unknown) => {
    const x = e as { type?: string; phase?: string };
    return x.type === 'phaseStarted' && x.phase === 'lava';
  };
  const phased: CoachScript<U> = {
    endsWhen: (x) => x.round >= 2,
    end: words('ready'),
    steps: [
      {
        id: 'decide',
        text: words('a card asks'),
        when: (x) => x.ask !== null,
        done: (x, since) => x.id !== since.id,
      },
      { id: 'lava', text: words('the round ends'), when: (x) => x.phase !== 'execution', whenEvent: lavaStarts },
    ],
  };
  const showing = (st: CoachState) => {
    const x = coachShows(phased, st);
    return x === null ? null : x.kind === 'end' ? 'end' : x.step.id;
  };
  const lava = { type: 'phaseStarted', phase: 'lava' };

  it('speaks of the lava phase as the board plays its start, and keeps it on once round 2 shows', () => {
    let st = coachOn(phased, startCoach(), u('execution', 'card', 1));
    expect(showing(st)).toBe('decide');
    // while a step before it is on, the event is not its moment
    expect(coachEvent(phased, st, lava, u('execution', 'card', 1))).toBe(st);
    st = coachOn(phased, st, u('execution', null, 2));
    expect(showing(st)).toBe(null);
    // the update that ends the round plays: first a card's end, then the lava phase starts
    st = coachEvent(phased, st, { type: 'cardResolved' }, u('execution', null, 2));
    expect(showing(st)).toBe(null);
    st = coachEvent(phased, st, lava, u('execution', null, 2));
    expect(showing(st)).toBe('lava');
    // the update is shown: round 2 has begun; the explanation stays until Next, then the closing message
    st = coachOn(phased, st, u('planning', null, 3, 2));
    expect(showing(st)).toBe('lava');
    st = coachNext(phased, st, u('planning', null, 3, 2));
    expect(showing(st)).toBe('end');
  });
});
