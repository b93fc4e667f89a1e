/**
 * The view's aids for the screen (§17), each checked against what the engine then does: the calendar's timeline
 * (§8, §5), the threat of each face-up Old One (§10.1, §10.2), the combat odds of the next card (§11.3) and the
 * standing (§13). All from public things (§15): the indistinguishability test covers the whole view.
 */
import { describe, expect, it } from 'vitest';
import { cloneJson } from '../../../shared/core/clone';
import { oztralia as g } from '../../../shared/oztralia/index';
import { OLD_ONE_CARDS, NUMBERS, type UnitKind } from '../../../shared/oztralia/data';
import { LAND_NEIGHBOURS, landDistances } from '../../../shared/oztralia/hex';
import { targetHexes } from '../../../shared/oztralia/movement';
import { endGame } from '../../../shared/oztralia/score';
import type { GameEvent, State, View } from '../../../shared/oztralia/types';
import {
  SYDNEY,
  act,
  calendar,
  ev,
  farm,
  game,
  h,
  oldOnesTurn,
  player,
  prompt,
  putTile,
  topCard,
  track,
  units,
} from './helpers';

const v = (s: State, who = 'p1') => g.view(s, who) as View;

describe('§8 the timeline', () => {
  it('who acts next, the disc, the lit spaces ahead and when the next card turns', () => {
    const s = game(2);
    const t = v(s).timeline;
    expect(t.next).toBe('p1');
    expect(t.disc).toBe(22);
    expect(t.litAhead).toEqual(NUMBERS.lit.filter((x) => x > 22));
    expect(t.toManifest).toBe(2);
    s.manifest.deck = s.manifest.deck.slice(0, 3);
    expect(v(s).timeline.litAhead).toEqual([24, 26, 28]);
  });

  it('§5 where each box lands the player choosing it, and who then acts first', () => {
    const s = game(2);
    calendar(s, [
      ['p1', 21],
      ['old', 22],
      ['p2', 23],
    ]);
    expect(prompt(s)).toBe('p1:box');
    const land = Object.fromEntries((v(s, 'p2').timeline.landings ?? []).map((l) => [l.box, l]));
    // plain railway: time 2, onto 23 on top of p2; only the disc below it
    expect(land.railPlain).toEqual({ box: 'railPlain', to: [23, 23], ahead: 1, oldOnesFirst: true });
    expect(land.railMountain.to).toEqual([24, 24]);
    expect(land.railMountain.ahead).toBe(2);
    expect(land.mine).toEqual({ box: 'mine', to: [22, 22], ahead: 0, oldOnesFirst: false });
    expect(land.farm.to).toEqual([22, 24]);
    expect(land.attack.to).toEqual([22, 22]);
    expect(land.retrieveWithoutCube.to).toEqual([23, 23]);
    // a box really lands where the view said
    act(s, 'p1', { type: 'box', box: 'railPlain' });
    const events = act(s, 'p1', g.legalActions(s, 'p1')[0]);
    if (prompt(s) === 'p1:track') events.push(...act(s, 'p1', { type: 'stop' }));
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(23);
    // the disc, below it, acted first
    expect(ev(events, 'oldOnesTurn')[0]?.pos).toBe(22);
  });

  it('§13 once the game is over nobody acts next', () => {
    const s = game(2);
    endGame({ s, events: [] }, 'portLost');
    expect(v(s).timeline.next).toBeNull();
  });

  it('§5 the attack spans the distinct timed kinds in the barracks', () => {
    const s = game(1);
    units(s, 'p1', 'I1', 'A1', 'C1', 'T1');
    const at = s.cal.find((e) => e.m === 'p1')?.pos ?? -1;
    const attack = v(s).timeline.landings?.find((l) => l.box === 'attack');
    expect(attack?.to).toEqual([at + 1, at + 3]);
  });
});

describe('§10.2 threats', () => {
  it('each face-up mobile Old One: nearest targets, steps, cards that move it; and it moves as told', () => {
    const s = game(1);
    calendar(s, [['p1', 5]]);
    s.cal.push({ m: 'old', pos: 22 });
    farm(s, 'p1', '8-3', 'M');
    const cult = putTile(s, '5-3', 'cultists');
    putTile(s, '5-5', 'ghouls', false); // face down: no threat
    putTile(s, '3-3', 'temple'); // never moves
    const threats = v(s).threats;
    expect(threats.map((t) => t.uid)).toEqual([cult.uid]);
    const t = threats[0];
    expect(t).toMatchObject({ hex: h('5-3'), kind: 'cultists', family: 'H', steps: 3 });
    expect(t.targets).toEqual([{ hex: h('8-3'), what: 'farm', owner: 'p1' }]);
    const movers = OLD_ONE_CARDS.flatMap((c, i) => (c.mover === 'H' ? [i] : []));
    expect(t.movedBy).toEqual({ cards: movers, inDeck: movers.length });
    for (const n of t.next) expect(LAND_NEIGHBOURS[h('5-3')]).toContain(n);
    // a humanoid card moves it one step, to one of the hexes the view named, a step nearer
    topCard(s, movers[0], movers[1]);
    const moved = ev(oldOnesTurn(s), 'oldOneMoved');
    expect(moved).toHaveLength(2);
    expect(t.next).toContain(moved[0].to);
    const after = v(s).threats[0];
    expect(after.steps).toBe(1);
    expect(after.movedBy.inDeck).toBe(movers.length - 2);
  });

  it('a port is a target too, named with its owner; no target reachable: no steps', () => {
    const s = game(1);
    putTile(s, '12-6', 'shoggoth');
    expect(v(s).threats[0]).toMatchObject({
      steps: 1,
      targets: [{ hex: h(SYDNEY), what: 'port', owner: 'p1' }],
    });
    player(s, 'p1').port = -1;
    expect(v(s).threats[0]).toMatchObject({ steps: null, targets: [], next: [] });
  });
});

describe('§10.2 threats over seeded games', () => {
  it('the nearest targets are exactly those at the steps’ distance from the tile; each next hex a step nearer', () => {
    let seen = 0;
    for (let i = 0; i < 6; i++) {
      const o = g.parseOptions({ players: (i % 4) + 1 });
      if (!o.ok) throw new Error('options');
      const s = g.setup(o.value, 300 + i).state;
      for (let k = 0; k < 300 && !g.isOver(s); k++) {
        const seat = g.activeSeats(s)[0];
        g.applyInPlace(s, seat, g.computer.choose({ view: g.view(s, seat), seat, level: 'greedy', seed: k }));
        if (k % 10) continue;
        const goals = new Set(targetHexes(s));
        const dist = landDistances(goals);
        for (const t of v(s).threats) {
          seen++;
          const from = landDistances([t.hex]);
          const want = [...goals].filter((x) => t.steps !== null && from[x] === t.steps).sort((a, b) => a - b);
          expect(t.targets.map((x) => x.hex)).toEqual(want);
          expect(t.steps).toBe(want.length ? dist[t.hex] : null);
          for (const n of t.next) expect(dist[n]).toBe(dist[t.hex] - 1);
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});

/** p1 at Sydney with track to 12-5 and these units; one Old One at 12-4 attacked; the first card not yet drawn. */
function fight(kind: 'cultists' | 'deepOnes' | 'shoggoth', ids: string[], kinds: UnitKind[]): State {
  const s = game(2);
  track(s, 'p1', SYDNEY, '12-6', '12-5');
  units(s, 'p1', ...ids);
  putTile(s, '12-4', kind);
  act(s, 'p1', { type: 'box', box: 'attack' });
  for (const k of kinds) if (prompt(s) === 'p1:force') act(s, 'p1', { type: 'addUnit', kind: k });
  if (prompt(s) === 'p1:force') act(s, 'p1', { type: 'formed' });
  expect(prompt(s)).toBe('p1:beforeCard');
  return s;
}

/** Draws `card` next and plays the card through, every strike on the first unit offered. */
function play(s0: State, card: number): GameEvent[] {
  const s = cloneJson(s0);
  topCard(s, card);
  const events = act(s, 'p1', { type: 'fight' });
  while (prompt(s) === 'p1:hit' || prompt(s) === 'p1:airshipHit')
    events.push(...act(s, 'p1', g.legalActions(s, 'p1')[0]));
  return events;
}

describe('§11.3 the combat odds of the next card', () => {
  it('card by card, what the engine then does: kills, strikes, sanity, the end', () => {
    const s = fight('deepOnes', ['I1', 'I2', 'Z1'], ['I', 'I', 'Z']);
    const odds = v(s, 'p2').odds;
    expect(odds).not.toBeNull();
    if (!odds) return;
    expect(odds.from).toBe(OLD_ONE_CARDS.length);
    expect(v(s).timeline.landings).toBeNull(); // no box being chosen
    expect(odds.reshuffle).toBe(false);
    expect(odds.lines.map((l) => l.withdraw)).toEqual([null, 'airships', 'ground']);
    const all = odds.lines[0];
    expect(all.units).toEqual(['I', 'Z']);
    for (const o of all.cards) {
      const events = play(s, o.card);
      expect(ev(events, 'oldOneDestroyed').map((e) => e.uid)).toEqual(o.kills);
      expect(ev(events, 'sanityLost')).toHaveLength(o.s);
      expect(ev(events, 'unitHit').filter((e) => e.strike === 'x')).toHaveLength(o.x);
      expect(ev(events, 'unitHit').filter((e) => e.strike === 'b')).toHaveLength(o.b);
      const end = ev(events, 'combatEnded')[0]?.end ?? null;
      expect(end === 'victory' ? 'victory' : end === 'rout' ? 'rout' : null).toBe(o.end);
    }
    expect(all.victory).toBe(all.cards.filter((o) => o.end === 'victory').length);
    expect(all.calm).toBe(all.cards.filter((o) => !o.x && !o.b && !o.s).length);
    // the infantry alone (airships withdrawn): they hit humanoids on fewer cards than infantry and airships together
    const ground = odds.lines[1];
    expect(ground.units).toEqual(['I']);
    expect(ground.hits.I).toBe(all.hits.I);
    expect(ground.hits.Z).toBeUndefined();
    expect(ground.air).toBe(0);
  });

  it('no sanity left: any `s` routs; the odds count those cards', () => {
    const s = fight('shoggoth', ['I1', 'T1'], ['I', 'T']);
    const k = s.combat;
    if (!k) throw new Error('no combat');
    k.sanity = 0;
    const line = v(s).odds?.lines[0];
    expect(line?.rout).toBeGreaterThan(0);
    for (const o of line?.cards ?? []) {
      expect(o.end).toBe(o.s > 0 ? 'rout' : null);
      if (o.end === 'rout') expect(ev(play(s, o.card), 'combatEnded')[0]?.end).toBe('rout');
    }
  });

  it('the discard is public: drawn cards leave the pool; an empty deck means the discard reshuffled', () => {
    const s = fight('shoggoth', ['I1', 'T1'], ['I', 'T']);
    s.discard = [0, 1, 2];
    s.deck = s.deck.filter((c) => c > 2);
    const odds = v(s).odds;
    expect(odds?.from).toBe(15);
    expect(odds?.lines[0].cards.map((o) => o.card)).toEqual(OLD_ONE_CARDS.map((_, i) => i).filter((i) => i > 2));
    s.discard = OLD_ONE_CARDS.map((_, i) => i);
    s.deck = [];
    expect(v(s).odds).toMatchObject({ from: 18, reshuffle: true });
    expect(v(s).odds?.lines).toHaveLength(1); // no airships: no partial withdrawal
  });

  it('no combat, no odds', () => {
    expect(v(game(1)).odds).toBeNull();
  });
});

describe('§13 the standing', () => {
  it('each seat’s score as it stands: 2 per unblighted farm, 3 per phosphate; the end’s totals after', () => {
    const s = game(2);
    farm(s, 'p1', '12-5', 'C');
    farm(s, 'p2', '12-4', 'M', true);
    player(s, 'p2').phos = 2;
    expect(v(s).standing).toEqual({ p1: NUMBERS.farmVp, p2: 2 * NUMBERS.phosphateVp });
  });
});
