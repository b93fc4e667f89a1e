/**
 * Tsunami's screen logic without a browser (client/games/tsunami/): every legal answer of every decision can be
 * tapped and no tap names anything else (§14), the reach's shading read from the view (Part C.1), the view patched
 * event by event as the map plays them, a log line for every event in both languages (§13: none names a hidden
 * face), the hint's reasons worded, and the names of every card, skill, status, token and hex.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../shared/core/rng';
import { tsunami as g } from '../../shared/tsunami/index';
import { REASON_KEYS } from '../../shared/tsunami/bots/reasons';
import { CARD_IDS, SKILLS, ZONE_DECKS, type CardId } from '../../shared/tsunami/data/numbers';
import { hexAt } from '../../shared/tsunami/hex';
import type { Action, GameEvent, State, View } from '../../shared/tsunami/types';
import { funnel } from '../../client/kit/funnel';
import { tsunamiSpec } from '../../client/games/tsunami/choices';
import { riskOf } from '../../client/games/tsunami/risk';
import { patchView } from '../../client/games/tsunami/board/patch';
import { logText } from '../../client/games/tsunami/i18n/log';
import { CARD_TEXT, HEX, SKILL, STATUS, TOKEN, cardText, hexName } from '../../client/games/tsunami/i18n/words';
import { unseenEvents } from '../../client/games/tsunami/screen/inspect-texts';
import { REASON_WORDS, texts } from '../../client/games/tsunami/texts';

interface Played {
  /** Every state met with the seat asked and its prompt's legal answers. */
  asked: { state: State; seat: string; legal: Action[] }[];
  events: GameEvent[];
  /** Views before and after each action, with the events between. */
  steps: { before: View; after: View; events: GameEvent[] }[];
}

/** Random games through the engine (the screen's input), with a lean toward climbing so that cards are met. */
function play(games: number, options: Record<string, unknown> = {}): Played {
  const out: Played = { asked: [], events: [], steps: [] };
  for (let seed = 1; seed <= games; seed++) {
    const o = g.parseOptions(options);
    if (!o.ok) throw new Error('options');
    let { state } = g.setup(o.value, seed);
    const rnd = new Random(seed * 7919);
    for (let i = 0; i < 400 && !g.isOver(state); i++) {
      const seat = g.activeSeats(state)[0];
      const legal = g.legalActions(state, seat) as Action[];
      out.asked.push({ state, seat, legal });
      const up = legal
        .filter((a) => a.type === 'step')
        .sort((a, b) => (b as { hex: number }).hex - (a as { hex: number }).hex);
      const a = up.length && rnd.float() < 0.7 ? up[0] : rnd.pick(legal);
      const before = g.view(state, seat) as unknown as View;
      const r = g.apply(state, seat, a);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      state = r.value.state;
      out.events.push(...r.value.events);
      out.steps.push({ before, after: g.view(state, seat) as unknown as View, events: r.value.events });
    }
  }
  return out;
}

const games = play(12);
const variants = play(6, { familySize: 6, cat: true, hardMode: true, skillCards: 6 });

describe('§14 every decision is tapped through the screen kit’s funnel', () => {
  it('each legal answer is reached by its own taps, and the taps name nothing but legal answers', () => {
    let checked = 0;
    for (const { legal } of [...games.asked, ...variants.asked]) {
      for (const a of legal) {
        const taps = tsunamiSpec.steps(a, legal);
        const c = funnel(legal, taps, tsunamiSpec);
        // the taps end on this very answer (or on an equal one), and every candidate on the way is legal
        expect(JSON.stringify(c.complete)).toBe(JSON.stringify(a));
        for (const x of c.candidates) expect(legal).toContainEqual(x);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('the first taps offered are distinct and cover every answer', () => {
    for (const { legal } of games.asked.slice(0, 400)) {
      const first = funnel(legal, [], tsunamiSpec);
      const keys = first.next.map((s) => `${s.on}:${s.id}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const a of legal)
        expect(keys).toContain(`${tsunamiSpec.steps(a, legal)[0].on}:${tsunamiSpec.steps(a, legal)[0].id}`);
    }
  });

  it('§8.1 the Flashlight’s three hexes may be tapped in any order', () => {
    const legal: Action[] = [
      { type: 'flashlight', hexes: [10, 11, 12] },
      { type: 'flashlight', hexes: [10, 11, 13] },
      { type: 'flashlight', hexes: [11, 12, 13] },
    ];
    const hex = (id: number) => ({ on: 'hex', id: String(id) });
    expect(funnel(legal, [hex(13), hex(10), hex(11)], tsunamiSpec).complete).toEqual(legal[1]);
    expect(funnel(legal, [hex(12), hex(13)], tsunamiSpec).complete).toEqual(legal[2]);
    expect(
      funnel(legal, [hex(13)], tsunamiSpec)
        .next.map((s) => s.id)
        .sort(),
    ).toEqual(['10', '11', '12']);
  });

  it('§5.1 "done" (giving up the seat’s remaining moves) waits for a confirmation; a step goes at once', () => {
    expect(tsunamiSpec.confirm?.({ type: 'done' })).toBe(true);
    expect(tsunamiSpec.confirm?.({ type: 'step', hex: 5 })).toBe(false);
    expect(tsunamiSpec.confirm?.({ type: 'claim', unit: 'father' })).toBe(false);
  });

  it('§7 a pull paid with a card is one tap on the map; with the Wisdom Bag, its button first', () => {
    const legal: Action[] = [{ type: 'pull', hex: 40 }, { type: 'pull', hex: 40, bag: true }, { type: 'pass' }];
    expect(funnel(legal, [{ on: 'hex', id: '40' }], tsunamiSpec).complete).toEqual({ type: 'pull', hex: 40 });
    expect(funnel(legal, [{ on: 'button', id: 'pull+bag' }], tsunamiSpec).complete).toEqual(legal[1]);
  });
});

describe('Part C.1 the reach, shaded by risk from the view alone', () => {
  it('water tonight, a known bad card, a hidden card, a good card, nothing known', () => {
    const { state } = g.setup((g.parseOptions({}) as { ok: true; value: never }).value, 3);
    const v = g.view(state, 'p1') as unknown as View;
    const view: View = { ...v, phase: 'family', floodsNext: [1, 2], cards: [...v.cards] };
    view.cards[hexAt(0, 5)] = { zone: 'G', card: 'mud' };
    view.cards[hexAt(1, 5)] = { zone: 'G', card: 'tailwind' };
    view.cards[hexAt(2, 5)] = { zone: 'G' };
    view.cards[hexAt(3, 5)] = null;
    view.cards[hexAt(4, 6)] = { zone: 'G', card: 'glass' };
    expect(riskOf(view, hexAt(3, 2))).toBe('water');
    expect(riskOf(view, hexAt(0, 5))).toBe('danger');
    expect(riskOf(view, hexAt(4, 6))).toBe('danger');
    expect(riskOf(view, hexAt(1, 5))).toBe('good');
    expect(riskOf(view, hexAt(2, 5))).toBe('hidden');
    expect(riskOf(view, hexAt(3, 5))).toBe('safe');
    // outside the family phase nothing floods "tonight"
    expect(riskOf({ ...view, phase: 'tsunami' }, hexAt(3, 2))).not.toBe('water');
  });
});

describe('the view patched event by event', () => {
  it('after an action’s events, the members, cards, water, tiles and tokens are where the new view has them', () => {
    let checked = 0;
    for (const { before, after, events } of games.steps) {
      const v = events.reduce(patchView, before);
      expect(v.units.map((u) => [u.id, u.hex, u.fate])).toEqual(after.units.map((u) => [u.id, u.hex, u.fate]));
      expect(v.flooded).toBe(after.flooded);
      expect(v.ground).toBe(after.ground);
      expect(v.shelters).toEqual(after.shelters);
      expect(v.tokens).toEqual(after.tokens);
      // a card the view shows face up is face up after the events; one gone from the view is gone
      after.cards.forEach((c, h) => {
        if (c?.card) expect(v.cards[h]?.card).toBe(c.card);
        if (!c) expect(v.cards[h]).toBeNull();
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('§13 the log, in both languages', () => {
  it('every event the games produced reads in Japanese and English, with no placeholder left', () => {
    const seen = new Set<string>();
    for (const e of [...games.events, ...variants.events])
      for (const l of ['ja', 'en'] as const) {
        const t = logText(e, l);
        if (t === null) continue;
        seen.add(e.e);
        expect(t).not.toMatch(/\{|undefined|null|NaN/);
        expect(t.length).toBeGreaterThan(2);
      }
    for (const e of ['turnStarted', 'activationClaimed', 'cardRevealed', 'rowsFlooded', 'unitDied', 'gameEnded'])
      expect(seen).toContain(e);
  });

  it('§13 a card removed unseen is told by its hex alone', () => {
    const t = logText({ e: 'cardDiscarded', hex: hexAt(2, 9), card: null, why: 'dangerSense' }, 'en');
    expect(t).toBe('The card on C9 is cleared away');
  });

  it('the refusal of a claim while another member moves is worded (§5.1)', () => {
    expect(texts.errors.en.activationRunning).toMatch(/moving/);
    expect(texts.errors.ja.activationRunning).toMatch(/移動中/);
  });

  it('the replay’s timeline is marked at each turn (§5)', () => {
    expect(texts.chapter?.({ e: 'turnStarted', turn: 3, floods: [5, 6], aftershock: false }, 'en')).toEqual({
      short: '3',
      long: 'Turn 3',
    });
    expect(texts.chapter?.({ e: 'timeUp' }, 'ja')).toBeNull();
  });

  it('every reason the computer player gives is worded, its member and hex named', () => {
    expect([...REASON_KEYS].sort()).toEqual([...REASON_WORDS].sort());
    expect(texts.reason({ key: 'beatTheWater', params: { unit: 'grandpa' } }, 'en')).toBe(
      'Grandpa: get above tonight’s water',
    );
    expect(texts.reason({ key: 'scoutAhead', params: { hex: hexAt(3, 4) } }, 'ja')).toBe('D4のカードを先に見る');
  });
});

describe('names and texts of everything inspectable', () => {
  it('every card, skill, status, token and kind of hex has words in both languages', () => {
    for (const c of CARD_IDS) for (const l of ['ja', 'en'] as const) expect(cardText(c, l)).not.toMatch(/\{/);
    expect(Object.keys(CARD_TEXT).sort()).toEqual([...CARD_IDS].sort());
    for (const s of SKILLS) expect(SKILL[s].ja && SKILL[s].en && SKILL[s].text.ja && SKILL[s].text.en).toBeTruthy();
    for (const x of [...Object.values(STATUS), ...Object.values(TOKEN), ...Object.values(HEX)])
      expect(x.ja && x.en && x.text.ja && x.text.en).toBeTruthy();
  });

  it('§3.1 a hex is named by its column letter and row number', () => {
    expect(hexName(hexAt(3, 4))).toBe('D4');
    expect(hexName(hexAt(0, 1))).toBe('A1');
    expect(hexName(hexAt(7, 20))).toBe('H20');
  });

  it('§8.2 the events of a zone not yet seen: its deck less the faces turned so far', () => {
    const { state } = g.setup((g.parseOptions({}) as { ok: true; value: never }).value, 1);
    const v = g.view(state, 'p1') as unknown as View;
    // the green deck's events, from the [T] data (tuning changes their number)
    const deck = ZONE_DECKS.G;
    const events = Object.values(deck).reduce((a, n) => a + (n ?? 0), 0);
    expect(events).toBeGreaterThan(2);
    expect(unseenEvents(v, 'G')).toBe(events);
    const seen: View = {
      ...v,
      revealed: { ...v.revealed, G: { tailwind: 1, clear: 5 } as Partial<Record<CardId, number>> },
    };
    expect(unseenEvents(seen, 'G')).toBe(events - 1);
    // §12 No dash: Water Bottle and Heavy Luggage are All Clear
    const dashCards = (deck.waterBottle ?? 0) + (deck.luggage ?? 0);
    expect(dashCards).toBeGreaterThan(0);
    expect(unseenEvents({ ...v, options: { ...v.options, dash: false } }, 'G')).toBe(events - dashCards);
  });
});
