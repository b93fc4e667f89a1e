/** §10 the humans' cards, §8 mines and presence checks, §12 the reaction window on searches. */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../shared/leviath/types';
import { act, g, giveHand, has, legal, refused, started, toCard, types } from './helpers';

/** A game at h1's card prompt with this hand, Leviath on `at`. */
function atCard(cards: Parameters<typeof giveHand>[2], at = 27, options: Record<string, unknown> = {}): State {
  const s = started(options, at);
  giveHand(s, 'h1', cards);
  toCard(s);
  return s;
}

describe("§10 Sonar: the region of the ship's own space [T]", () => {
  it('needs a ship at sea; the answer comes after the reaction window, and only then', () => {
    const s = atCard(['sonar', 'sonar', 'mineLaying']);
    s.ships = { s1: 'port', s2: 'port', s3: 'port', s4: 28 };
    expect(legal(s, 'h1').filter((a) => a.type === 'play' && a.card === 'sonar')).toEqual([
      { type: 'play', card: 'sonar', ship: 's4' },
    ]);
    const events = act(s, 'h1', { type: 'play', card: 'sonar', ship: 's4' });
    expect(events.slice(0, 2)).toEqual([
      { type: 'cardPlayed', seat: 'h1', card: 'sonar' },
      { type: 'searched', seat: 'h1', card: 'sonar', spaces: [20, 27, 28, 29], ship: 's4' },
    ]);
    // no awakening card held: no window, the answer at once
    expect(events[2]).toEqual({ type: 'searchAnswered', present: true });
    expect(s.candidates).toEqual([27, 29]);
  });

  it('§12 with any awakening card held the window opens, even with no Acoustic Jamming: the answer waits', () => {
    const s = atCard(['sonar', 'sonar', 'mineLaying'], 31);
    s.kaiju.awakening = ['shoalFeast'];
    s.kaiju.awakeningDeck.splice(s.kaiju.awakeningDeck.indexOf('shoalFeast'), 1);
    s.ships.s3 = 21;
    const events = act(s, 'h1', { type: 'play', card: 'sonar', ship: 's3' });
    expect(types(events)).toEqual(['cardPlayed', 'searched']);
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'react' });
    expect(g.view(s, 'h1').prompt).toEqual({ seat: 'kaiju', kind: 'kaiju' });
    expect(legal(s, 'kaiju')).toEqual([{ type: 'pass' }]);
    const answer = act(s, 'kaiju', { type: 'pass' });
    expect(answer[0]).toEqual({ type: 'searchAnswered', present: true });
    expect(s.candidates).toEqual([31]);
  });

  it('§12 Acoustic Jamming: the card goes to the discard with no effect and no answer', () => {
    const s = atCard(['sonar', 'sonar', 'mineLaying'], 27);
    s.kaiju.awakening = ['acousticJamming'];
    s.kaiju.awakeningDeck.splice(s.kaiju.awakeningDeck.indexOf('acousticJamming'), 1);
    s.ships.s3 = 28;
    act(s, 'h1', { type: 'play', card: 'sonar', ship: 's3' });
    expect(legal(s, 'kaiju')).toEqual([{ type: 'pass' }, { type: 'react', card: 'acousticJamming' }]);
    const events = act(s, 'kaiju', { type: 'react', card: 'acousticJamming' });
    expect(types(events).slice(0, 2)).toEqual(['awakeningPlayed', 'searchJammed']);
    expect(types(events)).not.toContain('searchAnswered');
    expect(s.candidates).toEqual([27, 29, 31]);
    expect(s.discard).toContain('sonar');
    expect(s.kaiju.awakeningDiscard).toEqual(['acousticJamming']);
  });
});

describe('§10 Active Sonar and Patrol Aircraft', () => {
  it("Active Sonar: the ship's space and its neighbours; absent removes them all", () => {
    const s = atCard(['activeSonar', 'sonar', 'sonar'], 31);
    s.ships.s1 = 28;
    const events = act(s, 'h1', { type: 'play', card: 'activeSonar', ship: 's1' });
    expect(events[1]).toMatchObject({ type: 'searched', spaces: [20, 27, 28, 29] });
    expect(events[2]).toEqual({ type: 'searchAnswered', present: false });
    expect(s.candidates).toEqual([31]);
  });

  it('Patrol Aircraft: any region, always playable, even with no ship at sea', () => {
    const s = atCard(['patrolAircraft', 'sonar', 'sonar'], 29);
    s.ships = { s1: 'port', s2: 'port', s3: 'port', s4: 'port' };
    expect(legal(s, 'h1').filter((a) => a.type === 'play' && a.card === 'patrolAircraft').length).toBe(8);
    expect(legal(s, 'h1').some((a) => a.type === 'play' && a.card === 'sonar')).toBe(false);
    const events = act(s, 'h1', { type: 'play', card: 'patrolAircraft', region: 'R6' });
    expect(events[2]).toEqual({ type: 'searchAnswered', present: true });
  });
});

describe('§10 Mine Laying and §8 presence checks', () => {
  it('targets: a mine-free sea space holding a ship at sea or next to one', () => {
    const s = atCard(['mineLaying', 'sonar', 'sonar']);
    s.ships = { s1: 20, s2: 'port', s3: 'port', s4: 'port' };
    s.mines = [21];
    const spaces = legal(s, 'h1').flatMap((a) => (a.type === 'play' && a.card === 'mineLaying' ? [a.space] : []));
    expect(spaces).toEqual([19, 20, 28]);
  });

  it('absent: the space leaves the candidate set, nothing more', () => {
    const s = atCard(['mineLaying', 'sonar', 'sonar'], 27);
    s.ships.s1 = 29;
    const events = act(s, 'h1', { type: 'play', card: 'mineLaying', space: 29 });
    expect(events.slice(1, 3)).toEqual([
      { type: 'minePlaced', space: 29, from: null, by: 'h1' },
      { type: 'presence', space: 29, present: false },
    ]);
    expect(s.mines).toEqual([29]);
    expect(s.candidates).toEqual([27, 31]);
  });

  it('present: Leviath must move to an adjacent mine-free sea space, secretly, for no energy', () => {
    const s = atCard(['mineLaying', 'sonar', 'sonar'], 27);
    s.kaiju.at = 28;
    s.kaiju.trail = [28];
    s.candidates = [28];
    s.clues = [{ k: 'in', spaces: [28], why: 'present', v: 0 }];
    s.ships.s1 = 28;
    s.mines = [29];
    const events = act(s, 'h1', { type: 'play', card: 'mineLaying', space: 28 });
    expect(events.at(-1)).toEqual({ type: 'presence', space: 28, present: true });
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'flee' });
    expect(legal(s, 'kaiju')).toEqual([
      { type: 'flee', to: 27 },
      { type: 'flee', to: 20 },
    ]);
    const energy = s.kaiju.energy;
    const moved = act(s, 'kaiju', { type: 'flee', to: 20 });
    expect(moved[0]).toEqual({ type: 'kaijuMoved', kind: 'forced', path: [28, 20] });
    expect(g.redactEvent(s, moved[0], 'h1')).toEqual({ type: 'kaijuMoved', kind: 'forced', path: null });
    expect(s.kaiju.energy).toBe(energy);
    expect(s.candidates).toEqual([20, 27]);
  });

  it('present with no mine-free neighbour: the humans win (capture, §8)', () => {
    const s = atCard(['mineLaying', 'sonar', 'sonar'], 27);
    s.ships.s1 = 27;
    s.mines = [26, 28];
    s.kaiju.at = 27;
    const events = act(s, 'h1', { type: 'play', card: 'mineLaying', space: 27 });
    expect(s.result).toEqual({ winner: 'humans', reason: 'captured' });
    expect(events.at(-1)).toMatchObject({ type: 'gameEnded', winner: 'humans', reason: 'captured', trail: [27] });
  });

  it('a mine that closes the last way out captures Leviath at once, whatever the answer', () => {
    const s = atCard(['mineLaying', 'sonar', 'sonar'], 27);
    s.ships.s1 = 26;
    s.mines = [28];
    act(s, 'h1', { type: 'play', card: 'mineLaying', space: 26 });
    expect(s.result).toEqual({ winner: 'humans', reason: 'captured' });
  });

  it('not captured is public: spaces that would be captured leave the candidate set', () => {
    const s = atCard(['mineLaying', 'sonar', 'sonar'], 29);
    s.ships.s1 = 26;
    s.mines = [28];
    act(s, 'h1', { type: 'play', card: 'mineLaying', space: 26 });
    expect(s.result).toBeNull();
    expect(s.candidates).toEqual([29, 31]);
    expect(s.clues.at(-1)).toMatchObject({ k: 'out', spaces: [27], why: 'notCaptured' });
  });

  it('§8 [R] with the supply empty, a placement moves a mine already on the map, chosen by the humans', () => {
    const s = atCard(['mineLaying', 'sonar', 'sonar'], 31);
    s.mines = [1, 2, 3, 5, 6, 7, 8, 9, 11, 12];
    s.ships = { s1: 20, s2: 'port', s3: 'port', s4: 'port' };
    const plays = legal(s, 'h1').filter((a) => a.type === 'play' && a.card === 'mineLaying');
    expect(plays.every((a) => a.type === 'play' && a.from !== undefined)).toBe(true);
    expect(plays.length).toBe(4 * 10);
    const events = act(s, 'h1', { type: 'play', card: 'mineLaying', space: 20, from: 1 });
    expect(events[1]).toEqual({ type: 'minePlaced', space: 20, from: 1, by: 'h1' });
    expect(s.mines).toEqual([2, 3, 5, 6, 7, 8, 9, 11, 12, 20]);
    expect(refused(s, 'h1', { type: 'done' })).toBe('notYourTurn');
  });
});

describe('§10 Minefield', () => {
  it('two mines: the first check and its forced move resolve before the second is placed', () => {
    const s = atCard(['minefield', 'sonar', 'sonar'], 27);
    s.ships.s1 = 27;
    act(s, 'h1', { type: 'play', card: 'minefield', space: 27 });
    expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'flee' });
    act(s, 'kaiju', { type: 'flee', to: 26 });
    expect(s.prompts[0]).toMatchObject({ seat: 'h1', kind: 'mine' });
    expect(has(s, 'h1', { type: 'mine', space: 26 })).toBe(true);
    const events = act(s, 'h1', { type: 'mine', space: 26 });
    expect(events[1]).toEqual({ type: 'presence', space: 26, present: true });
  });

  it('the second mine is skipped when no legal space is left', () => {
    const s = atCard(['minefield', 'sonar', 'sonar'], 31);
    s.ships = { s1: 1, s2: 'port', s3: 'port', s4: 'port' };
    s.mines = [1, 2];
    const events = act(s, 'h1', { type: 'play', card: 'minefield', space: 9 });
    expect(events.filter((e) => e.type === 'minePlaced').length).toBe(1);
    expect(s.mines).toEqual([1, 2, 9]);
    expect(s.prompts[0]?.seat).toBe('kaiju');
  });
});

describe('§10 Helicopter, Dyke Construction, Fleet Sortie', () => {
  it('Helicopter: needs a mine on the map; moves it to any mine-free sea space, with a presence check there', () => {
    const s = atCard(['helicopter', 'sonar', 'sonar'], 29);
    expect(legal(s, 'h1').some((a) => a.type === 'play' && a.card === 'helicopter')).toBe(false);
    s.mines = [5];
    expect(legal(s, 'h1').filter((a) => a.type === 'play' && a.card === 'helicopter').length).toBe(31);
    const events = act(s, 'h1', { type: 'play', card: 'helicopter', from: 5, space: 29 });
    expect(events.slice(1, 3)).toEqual([
      { type: 'minePlaced', space: 29, from: 5, by: 'h1' },
      { type: 'presence', space: 29, present: true },
    ]);
    expect(s.mines).toEqual([29]);
  });

  it("Dyke Construction: a tile of the humans' choice from materials to construction, its letter hidden from the kaiju and spectators (§15)", () => {
    const s = atCard(['dykeConstruction', 'sonar', 'sonar']);
    expect(legal(s, 'h1').filter((a) => a.type === 'play' && a.card === 'dykeConstruction').length).toBe(5);
    const events = act(s, 'h1', { type: 'play', card: 'dykeConstruction', letter: 'C' });
    expect(events[1]).toEqual({ type: 'dykeBuilt', letter: 'C' });
    expect(g.redactEvent(s, events[1], 'kaiju')).toEqual({ type: 'dykeBuilt', letter: null });
    expect(g.redactEvent(s, events[1], 'spectator')).toEqual({ type: 'dykeBuilt', letter: null });
    expect(s.dykes.construction).toEqual(['C']);
    expect(g.view(s, 'kaiju').dykes).toEqual({
      materials: null,
      construction: null,
      materialsCount: 4,
      constructionCount: 1,
      discard: [],
    });
    expect(g.view(s, 'h1').dykes.construction).toEqual(['C']);
  });

  it('Fleet Sortie: 0–4 ship steps, ships may leave the port', () => {
    const s = atCard(['fleetSortie', 'sonar', 'sonar']);
    act(s, 'h1', { type: 'play', card: 'fleetSortie' });
    for (const to of [16, 15, 7, 6]) {
      expect(s.prompts[0]).toMatchObject({ seat: 'h1', kind: 'ships' });
      act(s, 'h1', { type: 'shipStep', ship: 's4', to });
    }
    expect(s.ships.s4).toBe(6);
    expect(s.prompts[0]?.seat).toBe('kaiju');
  });
});
