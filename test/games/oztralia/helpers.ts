/**
 * Scenario helpers for Oztralia's engine tests: a game set up and then arranged by hand (tiles, farms, tracks,
 * resources, cards, the calendar), played by answering prompts, and checked through its events and invariants.
 */
import { expect } from 'vitest';
import { NUMBERS, TILES, type PersonId, type TileKind } from '../../../shared/oztralia/data';
import { run } from '../../../shared/oztralia/flow';
import { hexByName, type Hex } from '../../../shared/oztralia/hex';
import { invariants } from '../../../shared/oztralia/invariants';
import { applyMut, legalActions, setup } from '../../../shared/oztralia/rules';
import { place } from '../../../shared/oztralia/calendar';
import type { Action, GameEvent, Marker, OldOne, Seat, State } from '../../../shared/oztralia/types';

/** A hex by the rules' id "col-row". */
export function h(name: string): Hex {
  const x = hexByName(name);
  if (x < 0) throw new Error(`no hex ${name}`);
  return x;
}

export const SYDNEY = '13-6';
export const MELBOURNE = '9-10';
export const BRISBANE = '13-0';
export const ADELAIDE = '0-9';

/**
 * A game for `players` seats in seat order p1, p2, … with their ports placed (Sydney, Melbourne, Brisbane, Adelaide),
 * every face-down tile and resource taken off the map, and p1 about to choose a box.
 */
export function game(players: 1 | 2 | 3 | 4 = 1, difficulty: 'easy' | 'normal' | 'hard' = 'normal'): State {
  const { state: s } = setup({ players, difficulty }, 7);
  const seats = (['p1', 'p2', 'p3', 'p4'] as Seat[]).slice(0, players);
  s.order = [...seats];
  const ports = [SYDNEY, MELBOURNE, BRISBANE, ADELAIDE];
  seats.forEach((seat, i) => {
    const p = s.players[seat];
    if (p) p.port = h(ports[i]);
  });
  clearMap(s);
  s.cal = [];
  place(s, 'old', NUMBERS.discStart[difficulty]);
  for (const seat of [...seats].reverse()) place(s, seat, NUMBERS.startSpace[players]);
  restart(s);
  return s;
}

/** Every Old One back to its pile, every resource back to the supply. */
export function clearMap(s: State): void {
  for (const t of s.tiles) {
    if (TILES[t.kind].level === 0) s.aside.push(t.kind);
    else s.piles[TILES[t.kind].level - 1].push(t.kind);
  }
  s.tiles = [];
  for (const r of Object.values(s.res)) s.phosSupply += r.phos ?? 0;
  s.res = {};
}

/** Drops whatever was pending and lets the calendar pick the next actor. */
export function restart(s: State): GameEvent[] {
  s.prompts = [];
  s.stack = [{ t: 'main' }];
  s.interrupts = [];
  const events: GameEvent[] = [];
  run({ s, events });
  return events;
}

/** Puts the calendar as given (acting order: the first acts next) and restarts. */
export function calendar(s: State, order: [Marker, number][]): GameEvent[] {
  s.cal = order.map(([m, pos]) => ({ m, pos }));
  return restart(s);
}

/** A tile of `kind` taken from its pile (or set aside) onto a hex. */
export function putTile(s: State, hex: string | Hex, kind: TileKind, up = true): OldOne {
  const spec = TILES[kind];
  if (spec.level === 0) s.aside = s.aside.filter((k) => k !== kind);
  else {
    const pile = s.piles[spec.level - 1];
    const i = pile.indexOf(kind);
    if (i < 0) throw new Error(`no ${kind} left in its pile`);
    pile.splice(i, 1);
  }
  const t: OldOne = {
    uid: s.nextUid++,
    hex: typeof hex === 'number' ? hex : h(hex),
    level: spec.level,
    kind,
    up,
    cubes: {},
  };
  s.tiles.push(t);
  return t;
}

export function giveCard(s: State, seat: Seat, card: PersonId): void {
  s.personDeck = s.personDeck.filter((c) => c !== card);
  s.row = s.row.map((c) => (c === card ? null : c));
  s.players[seat]?.cards.push(card);
}

export function track(s: State, seat: Seat, ...path: string[]): void {
  const p = s.players[seat];
  if (!p) throw new Error('no seat');
  for (let i = 1; i < path.length; i++) {
    const a = h(path[i - 1]);
    const b = h(path[i]);
    p.tracks.push(a < b ? [a, b] : [b, a]);
  }
}

export function farm(s: State, seat: Seat, hex: string, kind: 'S' | 'C' | 'M', blighted = false): void {
  s.farms.push({ hex: h(hex), owner: seat, kind, blighted });
  const p = s.players[seat];
  if (p) p.farmsLeft[kind]--;
}

/** Gives units from the stock to a seat's barracks. */
export function units(s: State, seat: Seat, ...ids: string[]): void {
  for (const id of ids) {
    if (!s.stock.includes(id)) throw new Error(`${id} not in stock`);
    s.stock = s.stock.filter((u) => u !== id);
    s.players[seat]?.units.push(id);
  }
}

/** Plays one action; fails the test on a refusal or a broken invariant. */
export function act(s: State, seat: Seat, action: Action): GameEvent[] {
  const r = applyMut(s, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
  expect(invariants(s)).toEqual([]);
  return r.value;
}

/** Plays several actions in turn, all events together. */
export function acts(s: State, seat: Seat, ...actions: Action[]): GameEvent[] {
  return actions.flatMap((a) => act(s, seat, a));
}

export const legal = (s: State, seat: Seat): Action[] => legalActions(s, seat);
export const prompt = (s: State): string | null => (s.prompts[0] ? `${s.prompts[0].seat}:${s.prompts[0].kind}` : null);

export function ev<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

export const player = (s: State, seat: Seat) => {
  const p = s.players[seat];
  if (!p) throw new Error('no seat');
  return p;
};

/** Puts Old One card `card` (0-based index into the data) on top of the deck. */
export function topCard(s: State, ...cards: number[]): void {
  const all = [...s.deck, ...s.discard];
  s.discard = [];
  s.deck = [...all.filter((c) => !cards.includes(c)), ...[...cards].reverse()];
}

/**
 * Runs one Old Ones' turn now (the disc moves 1, a lit space turns a card, then the movement cards), then play goes
 * on to the next actor: keep the players' markers below the disc so that a player is asked next.
 */
export function oldOnesTurn(s: State): GameEvent[] {
  s.prompts = [];
  s.stack = [{ t: 'main' }, { t: 'oldTurn', stage: 0, cards: NUMBERS.moveCards }];
  s.interrupts = [];
  const events: GameEvent[] = [];
  run({ s, events });
  return events;
}

/** Puts a manifestation card on top of the deck (from wherever it is). */
export function topManifest(s: State, id: (typeof s.manifest.deck)[number]): void {
  s.manifest.deck = s.manifest.deck.filter((x) => x !== id);
  s.manifest.box = s.manifest.box.filter((x) => x !== id);
  s.manifest.shown = s.manifest.shown.filter((x) => x !== id);
  s.manifest.deck.push(id);
}
