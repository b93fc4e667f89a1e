/**
 * The shared steps of Leviath's rules: events, public clues, energy, the ends (§13), mines and presence checks (§8),
 * the tsunami (§9), ships sent to the port, secret moves and the draw procedure (§6.3). Each changes the state in
 * place and emits its events; the card and turn handlers (humans.ts, kaiju.ts, windows.ts) compose them.
 */
import { applyClue } from './candidates';
import { NUMBERS } from './data/numbers';
import { atSea, nameable, pathTo, trapped, trappedSpaces, within } from './board';
import type { Clue, EndReason, GameEvent, HumanSeat, Sea, Seat, ShipId, State, Task, Town } from './types';

/** The working context of one apply: the state being changed and the events it emits. */
export interface Ctx {
  s: State;
  events: GameEvent[];
}

export const emit = (c: Ctx, e: GameEvent): void => void c.events.push(e);

/** The kaiju's space; only called once it has started. */
export const kaijuAt = (s: State): Sea => s.kaiju.at ?? 0;

type ClueSpec = Clue extends infer C ? (C extends Clue ? Omit<C, 'v'> : never) : never;

/**
 * §15 records a public fact about Leviath's position and narrows the candidate set. Callers pass only what every
 * viewer has just been told (an announced space, letter, ship or mine, and the mines on the board).
 */
export function clue(c: Ctx, spec: ClueSpec): void {
  // field by field, in the order every caller writes them (an object spread cost more than the rest of the clue)
  const full: Clue =
    spec.k === 'spread'
      ? { k: spec.k, steps: spec.steps, mines: [...spec.mines], over: spec.over, why: spec.why, v: c.s.v }
      : { k: spec.k, spaces: [...spec.spaces], why: spec.why, v: c.s.v };
  c.s.clues.push(full);
  c.s.candidates = applyClue(c.s.candidates, full);
}

/** §7 energy never goes below 0 and never above 7: the excess is lost. */
export function setEnergy(c: Ctx, to: number): void {
  const from = c.s.kaiju.energy;
  const next = Math.max(0, Math.min(NUMBERS.energyMax, to));
  if (next === from) return;
  c.s.kaiju.energy = next;
  emit(c, { type: 'energy', from, to: next });
}

export function end(c: Ctx, winner: 'kaiju' | 'humans', reason: EndReason): void {
  const s = c.s;
  if (s.result) return;
  s.result = { winner, reason };
  s.prompts = [];
  s.stack = [];
  const k = s.kaiju;
  // §13 at the end Leviath's log is revealed, and with it everything the final views show
  emit(c, {
    type: 'gameEnded',
    winner,
    reason,
    trail: [...k.trail],
    kaiju: {
      at: k.at,
      trail: [...k.trail],
      awakening: [...k.awakening],
      evolution: k.evolution.map((e) => ({ ...e })),
    },
    dykes: { materials: [...s.dykes.materials], construction: [...s.dykes.construction] },
  });
}

/** The spaces where Leviath would be captured with these mines (§8): public, so it is a clue when it is not. */
export { trappedSpaces };

/**
 * §13 the end conditions, checked after every change; the capture first ([R] §13: the humans win a tie). While the
 * game goes on, "not captured" is public: the candidate set loses every space that would have been a capture.
 */
export function checkEnds(c: Ctx): boolean {
  const s = c.s;
  if (s.result) return true;
  const at = s.kaiju.at;
  if (at !== null && trapped(at, s.mines)) {
    end(c, 'humans', 'captured');
    return true;
  }
  if (s.submerged.length >= NUMBERS.floodTowns) {
    end(c, 'kaiju', 'flood');
    return true;
  }
  if (atSea(s.ships).length === 0) {
    end(c, 'kaiju', 'fleet');
    return true;
  }
  if (at !== null) {
    const t = trappedSpaces(s.mines).filter((x) => s.candidates.includes(x));
    if (t.length) clue(c, { k: 'out', spaces: t, why: 'notCaptured' });
  }
  return false;
}

/**
 * §8 a mine is placed (from the supply) or moved (`from` a space) onto `space`, then the presence check: the engine
 * answers for Leviath. Present: unless captured, the reaction window and the forced move follow (task 'presence').
 */
export function placeMine(c: Ctx, space: Sea, from: Sea | null, by: Seat): void {
  const s = c.s;
  if (from !== null) s.mines = s.mines.filter((m) => m !== from);
  s.mines = [...s.mines, space].sort((a, b) => a - b);
  emit(c, { type: 'minePlaced', space, from, by });
  const present = s.kaiju.at === space;
  emit(c, { type: 'presence', space, present });
  clue(c, { k: present ? 'in' : 'out', spaces: [space], why: present ? 'present' : 'mine' });
  if (checkEnds(c)) return;
  if (present) s.stack.push({ t: 'presence', space, stage: 'window', slip: false });
}

/** A mine goes back to the supply (§11 Mine Sweep, §12 Sympathetic Detonation): no check (§8). */
export function removeMine(c: Ctx, space: Sea): void {
  c.s.mines = c.s.mines.filter((m) => m !== space);
  emit(c, { type: 'mineRemoved', space });
}

/**
 * A secret move of Leviath (§7 C, the moving cards, the forced move): its path goes to the kaiju alone; everyone
 * learns the public clue (how far, under which mines). [R] §2 the kaiju chooses only where it ends; its memo records
 * a shortest legal path there, step by step, for the replay's reveal.
 */
export function secretMove(
  c: Ctx,
  to: Sea,
  kind: Extract<GameEvent, { type: 'kaijuMoved' }>['kind'],
  steps: number,
  over: boolean,
): void {
  const s = c.s;
  const from = kaijuAt(s);
  const path = pathTo(from, to, s.mines, over);
  s.kaiju.at = to;
  for (const x of path.slice(1)) s.kaiju.trail.push(x);
  emit(c, { type: 'kaijuMoved', kind, path });
  clue(c, {
    k: 'spread',
    steps,
    mines: s.mines,
    over,
    why: kind === 'forced' ? 'forced' : kind === 'move' ? 'move' : 'secretMove',
  });
  checkEnds(c);
}

/**
 * A ship goes to the port (§7 B predation, §11 and §12 cards); the fleet end is checked. [R] §12 Hunting Instinct's
 * ship is told with the same event as an eaten one: to the table it is the same thing.
 */
export function sendToPort(c: Ctx, ship: ShipId, range: number, why: 'predation' | 'ability'): void {
  const s = c.s;
  const from = s.ships[ship] as Sea;
  s.ships[ship] = 'port';
  emit(c, { type: 'shipEaten', ship, from });
  clue(c, { k: 'in', spaces: within(from, range), why });
  checkEnds(c);
}

/**
 * §9 one wave on `letter` (the letter public, the space it came from told to the kaiju only). `sources` is the
 * public set of spaces it could have come from. A built dyke stops it and is discarded ([R] §9.2 automatically: not
 * blocking is never better for the humans); otherwise the town is submerged and its tile, if still in materials, is
 * discarded. [R] §9 ships and mines never block a wave.
 */
export function wave(c: Ctx, letter: Town, sources: Sea[]): void {
  const s = c.s;
  emit(c, { type: 'tsunami', letter, from: kaijuAt(s) });
  clue(c, { k: 'in', spaces: sources, why: 'tsunami' });
  const d = s.dykes;
  if (d.construction.includes(letter)) {
    d.construction = d.construction.filter((x) => x !== letter);
    d.discard.push(letter);
    emit(c, { type: 'dykeStopped', letter });
  } else {
    const inMaterials = d.materials.includes(letter);
    if (inMaterials) {
      d.materials = d.materials.filter((x) => x !== letter);
      d.discard.push(letter);
    }
    s.submerged.push(letter);
    emit(c, { type: 'townSubmerged', letter, dykeDiscarded: inMaterials });
  }
  checkEnds(c);
}

/** §9.1 the letters a tsunami from Leviath's space may name now. */
export const letters = (s: State): Town[] => nameable(kaijuAt(s), s.submerged);

/**
 * §6.3 the draw procedure [R], in this exact order: (a) the human takes the top card; (b) an evolution card now on
 * top goes to Leviath; (c) an empty deck is GAME OVER: Leviath wins at once; (d) Kaiju Awakening makes Leviath draw
 * an awakening card, goes to the discard, and the human draws again.
 */
export function draw(c: Ctx, seat: HumanSeat): void {
  const s = c.s;
  for (;;) {
    const top = s.deck.shift();
    if (!top || top.k !== 'card') return; // cannot happen: an evolution card never stays on top (b)
    const awakening = top.card === 'kaijuAwakening';
    if (awakening) {
      s.discard.push('kaijuAwakening');
      emit(c, { type: 'kaijuAwakened', seat });
    } else {
      s.hands[seat].push({ card: top.card, day: top.day });
      emit(c, { type: 'cardDrawn', seat, card: top.card });
    }
    const next = s.deck[0];
    if (next?.k === 'evolution') {
      s.deck.shift();
      s.kaiju.evolution.push({ tier: next.tier, card: next.card, revealed: false });
      emit(c, { type: 'evolutionGained', tier: next.tier, card: next.card });
    }
    if (s.deck.length === 0) return end(c, 'kaiju', 'time');
    // [R] §6.3 a Kaiju Awakening is replaced by a fresh draw
    if (!awakening) return;
    const card = s.kaiju.awakeningDeck.shift();
    if (card) {
      s.kaiju.awakening.push(card);
      emit(c, { type: 'awakeningDrawn', card });
    }
  }
}

/** The turn task that follows a finished one: strict alternation, human → kaiju → next human (§5). */
export function nextTurn(c: Ctx, after: 'human' | 'kaiju'): Task {
  const s = c.s;
  if (after === 'human') {
    emit(c, { type: 'kaijuTurn', turn: s.turn });
    return { t: 'kaijuTurn', stage: 'window' };
  }
  s.turn++;
  const seat = s.humans[(s.turn - 1) % s.humans.length];
  emit(c, { type: 'humanTurn', seat, turn: s.turn });
  return { t: 'humanTurn', seat, stage: 'ships' };
}
