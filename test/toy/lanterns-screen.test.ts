// @vitest-environment happy-dom
/**
 * Lanterns's screen on the screen kit (test/toy/lanterns-screen.ts), driven as the shell drives a game: updates
 * built by the engine for the viewer, taps on the panel and the hand, the answers it sends. §4 a keeper plays one
 * card on its turn; §2 one person holds every role; §6 the result.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameFrame } from '../../client/games/types';
import type { GameConnection, GameUpdate } from '../../client/net/types';
import { updateSettings } from '../../client/settings';
import { lanterns as g, type Action, type State } from './lanterns';
import { mountLanterns } from './lanterns-screen';

function fakeFrame() {
  const el = () => document.createElement('div');
  const logged: unknown[] = [];
  const shown: number[] = [];
  const frame: GameFrame = {
    screen: el(),
    main: el(),
    panels: el(),
    bottom: el(),
    status: el(),
    tools: el(),
    log: (e) => logged.push(e),
    toast: () => undefined,
    shown: (u) => shown.push(u.v),
  };
  return { frame, logged, shown };
}

/** A connection whose `send` applies the action to a local state and answers with the next update. */
function table(players = 1) {
  const o = g.parseOptions({ players });
  if (!o.ok) throw new Error('options');
  const first = g.setup(o.value, 5);
  const s: State = first.state;
  let listener: ((u: GameUpdate) => void) | null = null;
  let n = 0;
  const update = (events: unknown[]): GameUpdate => ({
    v: s.v,
    seat: 'p1',
    view: g.view(s, 'p1'),
    legal: g.legalActions(s, 'p1'),
    events: events.map((event) => ({ n: ++n, event })),
    outcome: g.outcome(s),
  });
  const sent: Action[] = [];
  const conn = {
    seat: 'p1',
    send: (a: unknown, v: number) => {
      expect(v).toBe(s.v);
      sent.push(a as Action);
      const r = g.applyInPlace(s, 'p1', a);
      if (!r.ok) throw new Error(r.error.code);
      const events: unknown[] = [...r.value];
      // the storm blows at once (the host would pace it)
      if (s.turn === 'storm' && !s.result) events.push(...unwrap(g.applyInPlace(s, 'storm', { type: 'blow' })));
      queueMicrotask(() => listener?.(update(events)));
    },
  } as unknown as GameConnection;
  return { s, conn, sent, first: () => update(first.events), listen: (f: (u: GameUpdate) => void) => (listener = f) };
}

function unwrap(r: ReturnType<typeof g.applyInPlace>): unknown[] {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('Lanterns on the screen kit', () => {
  // animation off, as the journeys play (the kit's player then draws each update at once)
  beforeAll(() => updateSettings({ speed: 'off', sound: false }));

  it('§4 a tap on a lit card of the hand plays it; one answer per decision; the next turn follows', async () => {
    const t = table();
    const { frame, logged, shown } = fakeFrame();
    const screen = await mountLanterns(frame, t.conn, { onExit: () => undefined });
    t.listen((u) => screen.push(u));
    screen.push(t.first());
    // the first update is drawn at once, its events logged
    expect(shown).toEqual([0]);
    expect(logged).toHaveLength(6);
    expect(frame.panels.querySelector('[data-test=prompt]')?.getAttribute('data-kind')).toBe('turn');
    // §2 one person holds the three roles: the hand bar shows three groups
    expect([...frame.bottom.querySelectorAll('.hand-group')].map((x) => x.textContent)).toEqual([
      'red',
      'green',
      'blue',
    ]);
    const card = frame.bottom.querySelector<HTMLButtonElement>('[data-test=hand-card].playable');
    expect(card).not.toBeNull();
    card?.click();
    // a second tap while the answer travels sends nothing
    frame.panels.querySelector<HTMLButtonElement>('[data-test=card-option]')?.click();
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0].type).toBe('play');
    await tick();
    await tick();
    expect(shown.at(-1)).toBe(1);
    // green's turn now: its card is played from the panel's chip this time
    const chipBtn = frame.panels.querySelector<HTMLButtonElement>('[data-test=card-option]');
    chipBtn?.click();
    expect(t.sent).toHaveLength(2);
    screen.destroy();
  });

  it('§6 plays to the end through the panel; the result shows the light', async () => {
    const t = table();
    const { frame, shown } = fakeFrame();
    const screen = await mountLanterns(frame, t.conn, { onExit: () => undefined });
    t.listen((u) => screen.push(u));
    screen.push(t.first());
    for (let i = 0; i < 40 && !t.s.result; i++) {
      const b = frame.panels.querySelector<HTMLButtonElement>(
        '[data-test=card-option]:not([disabled]), [data-test=option]:not([disabled])',
      );
      b?.click();
      await tick();
      await tick();
    }
    expect(t.s.result).not.toBeNull();
    const result = screen.result?.({ ...t.first(), v: shown.at(-1) ?? 0 });
    expect(result?.content[0].textContent).toMatch(/lit|storm/);
    screen.destroy();
  });
});
