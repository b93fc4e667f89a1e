/** §15 who sees what: views, private keys, dyke letters, hands, prompts; the candidate set from public clues. */
import { describe, expect, it } from 'vitest';
import { Random } from '../../../shared/core/rng';
import { DIST } from '../../../shared/leviath/board';
import { SEA_IDS } from '../../../shared/leviath/data/map';
import { candidateCloud, candidatesAt, candidatesOf } from '../../../shared/leviath/candidates';
import type { State, Town } from '../../../shared/leviath/types';
import { act, g, giveHand, passHumanTurn, started, toCard } from './helpers';
import { randomLog } from './random-log';

describe('§15 views', () => {
  it("Leviath's space, memo and cards are in the kaiju's view only; the others see counts and tier backs", () => {
    const s = started({ humans: 2 }, 29);
    s.kaiju.awakening = ['slipAway'];
    s.kaiju.awakeningDeck.splice(s.kaiju.awakeningDeck.indexOf('slipAway'), 1);
    const k = g.view(s, 'kaiju');
    expect(k.secret).toMatchObject({ at: 29, trail: [29], awakening: ['slipAway'] });
    for (const v of ['h1', 'h2', 'spectator']) {
      const x = g.view(s, v);
      expect(x.secret).toBeNull();
      expect(x.kaiju.awakeningCount).toBe(1);
      expect(JSON.stringify(x)).not.toContain('slipAway');
    }
  });

  it("a hand is seen by its owner only; a computer team pools its computer seats' hands, never a person's", () => {
    const s = started({ humans: 3 });
    expect(g.view(s, 'h1').hands.h1.cards?.length).toBe(2);
    expect(g.view(s, 'h1').hands.h2).toEqual({ count: 2, cards: null });
    expect(g.view(s, 'kaiju').hands.h1.cards).toBeNull();
    const team = g.computer.viewFor(s, 'h1', ['h1', 'h2']);
    expect(team.hands.h2.cards?.length).toBe(2);
    expect(team.hands.h3.cards).toBeNull();
    expect(g.computer.viewFor(s, 'kaiju', ['kaiju', 'h1']).hands.h1.cards).toBeNull();
  });

  it('the dyke letters: every human seat sees them; the kaiju and spectators see counts only', () => {
    const s = started({ humans: 2 });
    s.dykes = { materials: ['A', 'E'], construction: ['B', 'D'], discard: ['C'] };
    for (const h of ['h1', 'h2']) expect(g.view(s, h).dykes.construction).toEqual(['B', 'D']);
    for (const v of ['kaiju', 'spectator'])
      expect(g.view(s, v).dykes).toEqual({
        materials: null,
        construction: null,
        materialsCount: 2,
        constructionCount: 2,
        discard: ['C'],
      });
  });

  it('views differ only under the private keys, and the private part rebuilds each view', () => {
    const { final } = randomLog({ humans: 3 }, 5);
    const pub = g.view(final, 'spectator') as unknown as Record<string, unknown>;
    for (const v of ['kaiju', 'h1', 'h2', 'h3']) {
      const x = g.view(final, v) as unknown as Record<string, unknown>;
      for (const key of Object.keys(x))
        if (!g.privateKeys.includes(key)) expect(JSON.stringify(x[key]), key).toBe(JSON.stringify(pub[key]));
      const part = g.privateView?.(final, v) as Record<string, unknown>;
      for (const key of g.privateKeys) expect(JSON.stringify(part[key]), key).toBe(JSON.stringify(x[key]));
    }
  });

  it('the random generator never shows in a view', () => {
    const s = started();
    const text = JSON.stringify(['kaiju', 'h1', 'spectator'].map((v) => g.view(s, v)));
    for (const n of s.rng) expect(text).not.toContain(String(n >>> 0));
    expect(text).not.toContain('rng');
  });

  it("after the end everything but the humans' hands is revealed; the replay's full view shows all", () => {
    const { final } = randomLog({ humans: 2 }, 9);
    expect(g.isOver(final)).toBe(true);
    expect(g.view(final, 'h1').secret?.trail).toEqual(final.kaiju.trail);
    expect(g.view(final, 'spectator').dykes.materials).not.toBeNull();
    const full = g.fullView?.(final);
    expect(full?.hands.h2.cards?.length).toBe(final.hands.h2.length);
  });
});

describe('§15 the dyke letters: two states differing only in them look the same to the kaiju and spectators', () => {
  it('at many points of random games, permuting the hidden letters changes nothing the kaiju or a spectator sees', () => {
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      randomLog({ humans: (i % 4) + 1 }, 300 + i, (s) => {
        if (s.result || s.dykes.construction.length === 0 || s.dykes.materials.length === 0) return;
        const t = JSON.parse(JSON.stringify(s)) as State;
        const rng = new Random(i * 1000 + s.v);
        const hidden = [...t.dykes.materials, ...t.dykes.construction];
        for (let k = hidden.length - 1; k > 0; k--) {
          const j = rng.int(k + 1);
          [hidden[k], hidden[j]] = [hidden[j], hidden[k]];
        }
        t.dykes.construction = hidden.slice(0, s.dykes.construction.length) as Town[];
        t.dykes.materials = hidden.slice(s.dykes.construction.length) as Town[];
        if (JSON.stringify([...t.dykes.construction].sort()) === JSON.stringify([...s.dykes.construction].sort()))
          return;
        for (const v of ['kaiju', 'spectator']) {
          expect(JSON.stringify(g.view(t, v))).toBe(JSON.stringify(g.view(s, v)));
          expect(JSON.stringify(g.legalActions(t, v))).toBe(JSON.stringify(g.legalActions(s, v)));
          expect(JSON.stringify(g.computer.viewFor(t, 'kaiju', ['kaiju']))).toBe(
            JSON.stringify(g.computer.viewFor(s, 'kaiju', ['kaiju'])),
          );
        }
        expect(JSON.stringify(g.view(t, 'h1'))).not.toBe(JSON.stringify(g.view(s, 'h1')));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("a built dyke's event tells the kaiju and spectators only that a tile was built", () => {
    const s = started();
    giveHand(s, 'h1', ['dykeConstruction', 'sonar', 'sonar']);
    toCard(s);
    const events = act(s, 'h1', { type: 'play', card: 'dykeConstruction', letter: 'E' });
    const seen = (v: string) => JSON.stringify(events.map((e) => g.redactEvent(s, e, v)));
    expect(seen('kaiju')).not.toContain('"E"');
    expect(seen('spectator')).not.toContain('"E"');
    expect(seen('h1')).toContain('"letter":"E"');
  });
});

describe('the candidate set (Part C.1): from public clues only', () => {
  it("in random games it always holds Leviath's true space and equals the fold of the view's clues", () => {
    let steps = 0;
    for (let i = 0; i < 200; i++)
      randomLog({ humans: (i % 4) + 1, disaster: (i % 5) - 2 }, 900 + i, (s) => {
        if (s.kaiju.at === null || s.result) return;
        const v = g.view(s, 'h1');
        expect(v.candidates).toContain(s.kaiju.at);
        expect(candidatesOf(v.clues)).toEqual(v.candidates);
        steps++;
      });
    expect(steps).toBeGreaterThan(10_000);
  });

  it("the replay's cloud: one set per clue, and the set as of any version", () => {
    const { final } = randomLog({ humans: 1 }, 77);
    const cloud = candidateCloud(final.clues);
    expect(cloud.length).toBe(final.clues.length);
    expect(cloud.at(-1)).toEqual(final.candidates);
    expect(candidatesAt(final.clues, final.v)).toEqual(final.candidates);
    expect(candidatesAt(final.clues, -1)).toEqual([27, 29, 31]);
  });

  it('a search narrows it, a move spreads it under the mines of the time', () => {
    const s = started({}, 29);
    s.ships.s1 = 28;
    giveHand(s, 'h1', ['sonar', 'sonar', 'mineLaying']);
    toCard(s);
    act(s, 'h1', { type: 'play', card: 'sonar', ship: 's1' });
    expect(s.candidates).toEqual([27, 29]);
    passHumanTurnIfNeeded(s);
    act(s, 'kaiju', { type: 'move', to: 29 });
    // no mine on the board: every sea space within 3 steps of 27 or 29
    expect(s.candidates).toEqual(SEA_IDS.filter((x) => DIST[27][x] <= 3 || DIST[29][x] <= 3));
  });
});

function passHumanTurnIfNeeded(s: State): void {
  if (s.prompts[0]?.seat !== 'kaiju') passHumanTurn(s);
  if (s.prompts[0]?.kind === 'turnStart') act(s, 'kaiju', { type: 'pass' });
}
