/** §11 the evolution abilities and §12 the awakening abilities, with their windows. */
import { describe, expect, it } from 'vitest';
import { EVOLUTION } from '../../../shared/leviath/data/numbers';
import type { AwakeningId, EvolutionId, State } from '../../../shared/leviath/types';
import { DIST } from '../../../shared/leviath/board';
import { SEA_IDS } from '../../../shared/leviath/data/map';
import { act, g, giveHand, has, legal, passHumanTurn, refused, started, toCard, types } from './helpers';

/** Leviath takes an evolution card out of the box or the deck (the totals stay right). */
function holdEvolution(s: State, card: EvolutionId): void {
  const i = s.kaiju.evolutionBox.indexOf(card);
  if (i >= 0) s.kaiju.evolutionBox.splice(i, 1);
  else {
    const j = s.deck.findIndex((x) => x.k === 'evolution' && x.card === card);
    const other = s.kaiju.evolutionBox.findIndex((x) => EVOLUTION[x].tier === EVOLUTION[card].tier);
    s.deck[j] = { k: 'evolution', tier: EVOLUTION[card].tier, card: s.kaiju.evolutionBox.splice(other, 1)[0] };
  }
  s.kaiju.evolution.push({ tier: EVOLUTION[card].tier, card, revealed: false });
}

function holdAwakening(s: State, ...cards: AwakeningId[]): void {
  for (const card of cards) {
    s.kaiju.awakeningDeck.splice(s.kaiju.awakeningDeck.indexOf(card), 1);
    s.kaiju.awakening.push(card);
  }
}

/** Leviath on `at` (public: the candidate set is that space), the human turn over: the kaiju is prompted. */
function kaijuTurn(at: number, energy = 7, setupBoard?: (s: State) => void): State {
  const s = started({}, 27);
  s.kaiju.at = at;
  s.kaiju.trail.push(at);
  s.kaiju.energy = energy;
  s.candidates = [at];
  s.clues = [{ k: 'in', spaces: [at], why: 'search', v: 0 }];
  setupBoard?.(s);
  passHumanTurn(s);
  return s;
}

const evolve = (s: State, card: EvolutionId) => legal(s, 'kaiju').filter((a) => a.type === 'evolve' && a.card === card);

describe('§11 evolution abilities: action E, energy as printed, the name public on first use', () => {
  it('Silent Dive: −1, a secret move of 0–2 steps; its name is revealed once, then it lies face up', () => {
    const s = kaijuTurn(27, 3, (x) => holdEvolution(x, 'silentDive'));
    expect(g.view(s, 'h1').kaiju.evolution).toEqual([{ tier: 1, card: null }]);
    expect(evolve(s, 'silentDive').map((a) => (a.type === 'evolve' ? a.to : 0))).toEqual([18, 20, 26, 27, 28, 29]);
    const events = act(s, 'kaiju', { type: 'evolve', card: 'silentDive', to: 20 });
    expect(types(events).slice(0, 4)).toEqual(['kaijuActed', 'evolutionRevealed', 'energy', 'kaijuMoved']);
    expect(g.redactEvent(s, events[3], 'h1')).toEqual({ type: 'kaijuMoved', kind: 'silentDive', path: null });
    expect(s.kaiju.at).toBe(20);
    expect(s.kaiju.energy).toBe(2);
    expect(g.view(s, 'h1').kaiju.evolution).toEqual([{ tier: 1, card: 'silentDive' }]);
    expect(s.candidates).toEqual([18, 20, 26, 27, 28, 29]);
  });

  it('an evolution card needs its energy: Abyssal Cruise (−2) not at 1', () => {
    const s = kaijuTurn(27, 1, (x) => holdEvolution(x, 'abyssalCruise'));
    expect(evolve(s, 'abyssalCruise')).toEqual([]);
  });

  it('Sea-Surface Glide: −3, 0–3 steps passing over mines, never ending on one', () => {
    const t = kaijuTurn(27, 3, (x) => {
      holdEvolution(x, 'seaSurfaceGlide');
      x.mines = [28];
    });
    const dests = evolve(t, 'seaSurfaceGlide').map((a) => (a.type === 'evolve' ? a.to : 0));
    expect(dests).toContain(29);
    expect(dests).toContain(30);
    expect(dests).not.toContain(28);
    act(t, 'kaiju', { type: 'evolve', card: 'seaSurfaceGlide', to: 30 });
    expect(t.kaiju.at).toBe(30);
  });

  it('§1 the capture holds even when Leviath holds Sea-Surface Glide', () => {
    const s = started({}, 27);
    holdEvolution(s, 'seaSurfaceGlide');
    s.mines = [28];
    s.ships.s1 = 26;
    giveHand(s, 'h1', ['mineLaying', 'sonar', 'sonar']);
    toCard(s);
    act(s, 'h1', { type: 'play', card: 'mineLaying', space: 26 });
    expect(s.result).toEqual({ winner: 'humans', reason: 'captured' });
  });

  it('Abyssal Cruise: −2, 0–5 steps', () => {
    const s = kaijuTurn(27, 2, (x) => holdEvolution(x, 'abyssalCruise'));
    expect(evolve(s, 'abyssalCruise').length).toBe(SEA_IDS.filter((x) => DIST[27][x] <= 5).length);
  });

  it('Maelstrom: −2, 1 or 2 ships within 2 steps of Leviath, 1 step each; the second is a follow-up prompt', () => {
    const s = kaijuTurn(20, 7, (x) => {
      holdEvolution(x, 'maelstrom');
      x.ships = { s1: 19, s2: 12, s3: 4, s4: 'port' };
    });
    const ships = new Set(evolve(s, 'maelstrom').map((a) => (a.type === 'evolve' ? a.ship : '')));
    expect([...ships].sort()).toEqual(['s1', 's2']);
    act(s, 'kaiju', { type: 'evolve', card: 'maelstrom', ship: 's1', to: 18 });
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'push' });
    expect(legal(s, 'kaiju')[0]).toEqual({ type: 'done' });
    expect(legal(s, 'kaiju').every((a) => a.type === 'done' || (a.type === 'shipStep' && a.ship === 's2'))).toBe(true);
    const events = act(s, 'kaiju', { type: 'shipStep', ship: 's2', to: 11 });
    expect(events[0]).toEqual({ type: 'shipMoved', ship: 's2', from: 12, to: 11, by: 'kaiju' });
    expect(s.ships).toMatchObject({ s1: 18, s2: 11 });
  });

  it('Sonic Backlash: −1, a mine within 2 steps to an adjacent mine-free space, onto Leviath itself too (§8)', () => {
    const s = kaijuTurn(20, 7, (x) => {
      holdEvolution(x, 'sonicBacklash');
      x.mines = [21];
    });
    expect(has(s, 'kaiju', { type: 'evolve', card: 'sonicBacklash', mine: 21, to: 20 })).toBe(true);
    const events = act(s, 'kaiju', { type: 'evolve', card: 'sonicBacklash', mine: 21, to: 20 });
    expect(events).toContainEqual({ type: 'presence', space: 20, present: true });
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'flee' });
    act(s, 'kaiju', { type: 'flee', to: 19 });
    expect(s.kaiju.at).toBe(19);
    expect(s.prompts[0]?.seat).toBe('h1');
  });

  it("Storm Surge: −4, rays from Leviath's space or any sea space next to it", () => {
    const s = kaijuTurn(29, 7, (x) => holdEvolution(x, 'stormSurge'));
    // 29 meets no land, but 28 (NE: D) and 30 (NW: B) do
    expect(evolve(s, 'stormSurge').map((a) => (a.type === 'evolve' ? a.letter : ''))).toEqual(['B', 'D']);
    act(s, 'kaiju', { type: 'evolve', card: 'stormSurge', letter: 'D' });
    expect(s.submerged).toEqual(['D']);
    expect(s.kaiju.energy).toBe(3);
  });

  it('Mega Tsunami: −5, two waves; the second named after the first resolved, the same letter allowed', () => {
    const s = kaijuTurn(4, 7, (x) => {
      holdEvolution(x, 'megaTsunami');
      x.dykes = { materials: ['A', 'B', 'D', 'E'], construction: ['C'], discard: [] };
    });
    act(s, 'kaiju', { type: 'evolve', card: 'megaTsunami', letter: 'C' });
    expect(s.dykes.discard).toEqual(['C']);
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'wave' });
    expect(legal(s, 'kaiju')).toEqual([{ type: 'tsunami', letter: 'C' }]);
    act(s, 'kaiju', { type: 'tsunami', letter: 'C' });
    expect(s.submerged).toEqual(['C']);
    expect(s.kaiju.energy).toBe(2);
  });

  it('[R] Mega Tsunami: when no letter is left for the second wave, "done" (which tells everyone so)', () => {
    const s = kaijuTurn(1, 7, (x) => holdEvolution(x, 'megaTsunami'));
    act(s, 'kaiju', { type: 'evolve', card: 'megaTsunami', letter: 'B' });
    expect(legal(s, 'kaiju')).toEqual([{ type: 'done' }]);
    act(s, 'kaiju', { type: 'done' });
    expect(s.clues.at(-1)).toMatchObject({ k: 'in', why: 'tsunami' });
    expect((s.clues.at(-1) as { spaces: number[] }).spaces).toContain(1);
  });

  it('Abyssal Jaws: +2, predation on a ship within 2 steps; Tidal Breath: +3; Full Charge: energy to 7', () => {
    const s = kaijuTurn(20, 1, (x) => {
      holdEvolution(x, 'abyssalJaws');
      holdEvolution(x, 'tidalBreath');
      holdEvolution(x, 'fullCharge');
      x.ships = { s1: 12, s2: 4, s3: 14, s4: 'port' };
    });
    expect(evolve(s, 'abyssalJaws')).toEqual([{ type: 'evolve', card: 'abyssalJaws', ship: 's1' }]);
    expect(evolve(s, 'tidalBreath')).toEqual([{ type: 'evolve', card: 'tidalBreath' }]);
    act(s, 'kaiju', { type: 'evolve', card: 'abyssalJaws', ship: 's1' });
    expect(s.ships.s1).toBe('port');
    expect(s.kaiju.energy).toBe(3);
    passHumanTurn(s);
    act(s, 'kaiju', { type: 'evolve', card: 'tidalBreath' });
    expect(s.kaiju.energy).toBe(6);
    passHumanTurn(s);
    act(s, 'kaiju', { type: 'evolve', card: 'fullCharge' });
    expect(s.kaiju.energy).toBe(7);
  });

  it('Gluttony: +2, 1 or 2 ships on or next to Leviath; Mine Sweep: −3, 1 or 2 adjacent mines to the supply', () => {
    const s = kaijuTurn(20, 3, (x) => {
      holdEvolution(x, 'gluttony');
      holdEvolution(x, 'mineSweep');
      x.ships = { s1: 19, s2: 21, s3: 14, s4: 'port' };
      x.mines = [19, 28];
    });
    act(s, 'kaiju', { type: 'evolve', card: 'gluttony', ship: 's1' });
    expect(s.prompts[0]).toMatchObject({ kind: 'eat' });
    expect(legal(s, 'kaiju')).toEqual([{ type: 'done' }, { type: 'eat', ship: 's2' }]);
    act(s, 'kaiju', { type: 'eat', ship: 's2' });
    expect(s.ships).toMatchObject({ s1: 'port', s2: 'port' });
    expect(s.kaiju.energy).toBe(5);
    passHumanTurn(s);
    act(s, 'kaiju', { type: 'evolve', card: 'mineSweep', mine: 19 });
    expect(legal(s, 'kaiju')).toEqual([{ type: 'done' }, { type: 'sweep', mine: 28 }]);
    const events = act(s, 'kaiju', { type: 'sweep', mine: 28 });
    expect(events[0]).toEqual({ type: 'mineRemoved', space: 28 });
    expect(s.mines).toEqual([]);
  });

  it('Sea Dominion: −3, any mine to any mine-free sea space, with a presence check there', () => {
    const s = kaijuTurn(29, 3, (x) => {
      holdEvolution(x, 'seaDominion');
      x.mines = [1];
    });
    expect(evolve(s, 'seaDominion').length).toBe(31);
    const events = act(s, 'kaiju', { type: 'evolve', card: 'seaDominion', mine: 1, to: 5 });
    expect(events).toContainEqual({ type: 'minePlaced', space: 5, from: 1, by: 'kaiju' });
    expect(events).toContainEqual({ type: 'presence', space: 5, present: false });
  });
});

describe('§12 awakening abilities and the uniform windows [R]', () => {
  it('the turn-start window opens at every kaiju turn while it holds any awakening card, reaction cards only too', () => {
    const s = kaijuTurn(27, 2, (x) => holdAwakening(x, 'acousticJamming'));
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'turnStart' });
    expect(legal(s, 'kaiju')).toEqual([{ type: 'pass' }]);
    expect(g.view(s, 'h1').prompt).toEqual({ seat: 'kaiju', kind: 'kaiju' });
    expect(g.view(s, 'h1').tasks.at(-1)).toEqual({ t: 'kaijuTurn', stage: 'action' });
    act(s, 'kaiju', { type: 'pass' });
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'action' });
    // with no card held, no window
    const t = kaijuTurn(27, 2);
    expect(t.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'action' });
  });

  it('Shoal Feast +2; one card per turn start; a played card is public and discarded face up', () => {
    const s = kaijuTurn(27, 2, (x) => holdAwakening(x, 'shoalFeast', 'shoalFeast'));
    const events = act(s, 'kaiju', { type: 'awaken', card: 'shoalFeast' });
    expect(events).toEqual([
      { type: 'awakeningPlayed', card: 'shoalFeast' },
      { type: 'energy', from: 2, to: 4 },
    ]);
    expect(s.prompts[0]?.kind).toBe('action');
    expect(s.kaiju.awakeningDiscard).toEqual(['shoalFeast']);
    expect(g.view(s, 'h1').kaiju.awakeningCount).toBe(1);
  });

  it("Ocean Current 0–1 and Deep Current 0–2: secret moves by action C's limits", () => {
    const s = kaijuTurn(27, 2, (x) => holdAwakening(x, 'oceanCurrent', 'deepCurrent'));
    const plays = (card: string) =>
      legal(s, 'kaiju').flatMap((a) => (a.type === 'awaken' && a.card === card ? [a.to] : []));
    expect(plays('oceanCurrent')).toEqual([26, 27, 28]);
    expect(plays('deepCurrent')).toEqual([18, 20, 26, 27, 28, 29]);
    const events = act(s, 'kaiju', { type: 'awaken', card: 'deepCurrent', to: 18 });
    expect(g.redactEvent(s, events[1], 'h2')).toEqual({ type: 'kaijuMoved', kind: 'deepCurrent', path: null });
    expect(s.kaiju.at).toBe(18);
  });

  it('Heavy Swell: 1 or 2 ships anywhere, 1 step each', () => {
    const s = kaijuTurn(29, 2, (x) => holdAwakening(x, 'heavySwell'));
    act(s, 'kaiju', { type: 'awaken', card: 'heavySwell', ship: 's1', to: 3 });
    expect(s.prompts[0]).toMatchObject({ kind: 'push' });
    act(s, 'kaiju', { type: 'shipStep', ship: 's2', to: 9 });
    expect(s.ships).toMatchObject({ s1: 3, s2: 9 });
    expect(s.prompts[0]?.kind).toBe('action');
  });

  it('Hunting Instinct: a ship within 2 steps to the port; Sympathetic Detonation: a mine within 2 steps to the supply', () => {
    const s = kaijuTurn(20, 2, (x) => {
      holdAwakening(x, 'huntingInstinct', 'sympatheticDetonation');
      x.ships = { s1: 12, s2: 4, s3: 14, s4: 'port' };
      x.mines = [29, 5];
    });
    expect(legal(s, 'kaiju').filter((a) => a.type === 'awaken' && a.card === 'huntingInstinct')).toEqual([
      { type: 'awaken', card: 'huntingInstinct', ship: 's1' },
    ]);
    expect(legal(s, 'kaiju').filter((a) => a.type === 'awaken' && a.card === 'sympatheticDetonation')).toEqual([
      { type: 'awaken', card: 'sympatheticDetonation', mine: 29 },
    ]);
    act(s, 'kaiju', { type: 'awaken', card: 'huntingInstinct', ship: 's1' });
    expect(s.ships.s1).toBe('port');
  });

  it('Dyke Erosion: only with a built dyke; the engine picks one at random, reveals and discards it', () => {
    const s = kaijuTurn(27, 2, (x) => holdAwakening(x, 'dykeErosion'));
    expect(legal(s, 'kaiju')).toEqual([{ type: 'pass' }]);
    const t = kaijuTurn(27, 2, (x) => {
      holdAwakening(x, 'dykeErosion');
      x.dykes = { materials: ['A', 'B', 'E'], construction: ['C', 'D'], discard: [] };
    });
    const events = act(t, 'kaiju', { type: 'awaken', card: 'dykeErosion' });
    const eroded = events[1];
    expect(eroded.type).toBe('dykeEroded');
    expect(t.dykes.construction.length).toBe(1);
    expect(t.dykes.discard).toEqual([eroded.type === 'dykeEroded' ? eroded.letter : '']);
  });

  it("Intimidation: the next human turn moves no ship by the humans' doing (no step 1, discards and Fleet Sortie move nothing)", () => {
    const s = kaijuTurn(27, 2, (x) => holdAwakening(x, 'intimidation'));
    act(s, 'kaiju', { type: 'awaken', card: 'intimidation' });
    act(s, 'kaiju', { type: 'silence' });
    expect(s.intimidated).toBe(true);
    expect(s.prompts[0]).toMatchObject({ seat: 'h1', kind: 'card' });
    const hand = s.hands.h1[0].card;
    const events = act(s, 'h1', { type: 'discard', card: hand });
    expect(s.prompts[0]?.seat).toBe('kaiju');
    expect(events).toContainEqual({ type: 'intimidation', active: false });
    expect(s.intimidated).toBe(false);
  });

  it('Slip Away: after a "present" (the window opens whatever is held), a 1–2 step forced path', () => {
    const s = started({}, 27);
    s.kaiju.at = 28;
    s.kaiju.trail.push(28);
    s.candidates = [28];
    s.clues = [{ k: 'in', spaces: [28], why: 'search', v: 0 }];
    holdAwakening(s, 'slipAway');
    s.ships.s1 = 28;
    s.hands.h1[0] = { card: 'mineLaying', day: 1 };
    s.deck.splice(
      s.deck.findIndex((x) => x.k === 'card' && x.card === 'mineLaying'),
      1,
      { k: 'card', card: 'sonar', day: 1 },
    );
    toCard(s);
    act(s, 'h1', { type: 'play', card: 'mineLaying', space: 28 });
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'react' });
    expect(legal(s, 'kaiju')).toEqual([{ type: 'pass' }, { type: 'react', card: 'slipAway' }]);
    act(s, 'kaiju', { type: 'react', card: 'slipAway' });
    const dests = legal(s, 'kaiju').map((a) => (a.type === 'flee' ? a.to : 0));
    expect(dests).toEqual([19, 20, 21, 26, 27, 29, 30]);
    act(s, 'kaiju', { type: 'flee', to: 30 });
    expect(s.candidates).toEqual([19, 20, 21, 26, 27, 29, 30]);
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'action' });
    expect(refused(s, 'kaiju', { type: 'pass' })).toBe('illegal');
  });
});
