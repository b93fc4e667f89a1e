// @vitest-environment happy-dom
/**
 * Leviath's words on screen (issue 32): no internal action name in a prompt or a hint, no template left unfilled,
 * no "0%" that means nothing, and a hinted ship's step named whole (which ship, where). Every text in both languages.
 */
import { describe, expect, it } from 'vitest';
import { texts } from '../../client/games/leviath/texts';
import { actionLabel, keyLabel } from '../../client/games/leviath/screen/labels';
import type { Action, View } from '../../shared/leviath/types';
import { awakeningCard } from '../../client/games/leviath/i18n/cards';

const LANGS = ['ja', 'en'] as const;
const raw = /\{|\}|shipStep|undefined|NaN/;

describe('Leviath: what the screen says for a move and a hint', () => {
  it('a ship step has words of its own in both languages (§5: move ships), not its internal name', () => {
    for (const l of LANGS) {
      expect(keyLabel('shipStep', 'ships', l)).not.toMatch(raw);
      const a: Action = { type: 'shipStep', ship: 's2', to: 14 };
      const label = actionLabel(a, 'ships', l);
      expect(label).not.toMatch(raw);
      expect(label).toMatch(/14/);
    }
  });

  it('a hinted ship step names the ship and where it sails, then why', () => {
    const a: Action = { type: 'shipStep', ship: 's2', to: 14 };
    for (const l of LANGS) {
      const text = texts.reason({ key: 'ships', params: { ship: 's2' } }, l, a);
      expect(text).not.toMatch(raw);
      expect(text).toContain(actionLabel(a, null, l));
      expect(text.length).toBeGreaterThan(actionLabel(a, null, l).length + 4);
    }
  });

  it('§8 a mine hint gives a chance only when there is one: none left unfilled, no meaningless 0%', () => {
    for (const l of LANGS) {
      const none = texts.reason({ key: 'mine', params: { space: 7 } }, l);
      const zero = texts.reason({ key: 'mine', params: { space: 7, chance: 0 } }, l);
      const some = texts.reason({ key: 'mine', params: { space: 7, chance: 40 } }, l);
      for (const t of [none, zero, some]) expect(t).not.toMatch(raw);
      expect(none).not.toMatch(/%/);
      expect(zero).not.toMatch(/%/);
      expect(some).toMatch(/40%/);
    }
  });

  it('stopping the ships reads as a decision, not a stray clause', () => {
    for (const l of LANGS) {
      const text = texts.reason({ key: 'ships' }, l, { type: 'done' });
      expect(text).not.toMatch(raw);
      expect(text).not.toBe(texts.reason({ key: 'ships', params: { ship: 's1' } }, l));
    }
  });
});

describe('Leviath: the replay’s “show everything”', () => {
  it('§15 the kaiju panel shows the awakening cards’ faces from the full view, their backs from the spectator’s', async () => {
    const { GAMES } = await import('../../shared/registry');
    const { kaijuPanel } = await import('../../client/games/leviath/screen/panels');
    const g = GAMES.find((x) => x.id === 'leviath');
    if (!g?.fullView) throw new Error('no Leviath full view');
    const o = g.parseOptions({});
    if (!o.ok) throw new Error('options');
    const r = g.setup(o.value, 3) as { state?: unknown };
    const s = (r.state ?? r) as never;
    const full = g.fullView(s) as never as View;
    const spectator = g.view(s, 'spectator') as never as View;
    // give Leviath an awakening card in hand, as a Kaiju Awakening draw does (§10)
    const card = 'shoalFeast' as const;
    full.secret = { ...(full.secret as NonNullable<View['secret']>), awakening: [card] };
    full.kaiju = { ...full.kaiju, awakeningCount: 1 };
    spectator.kaiju = { ...spectator.kaiju, awakeningCount: 1 };
    const name = awakeningCard(card, 'en').name;
    expect(kaijuPanel(full, 'en', false).textContent).toContain(name);
    expect(kaijuPanel(spectator, 'en', false).textContent).not.toContain(name);
  });
});
