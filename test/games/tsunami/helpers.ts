/**
 * Helpers of Tsunami's scenario tests: a game set up at a chosen point (units placed, cards laid, dice fixed),
 * actions that must be accepted or must be refused, and the prompts and events to assert on.
 */
import { expect } from 'vitest';
import { randInt, seedRng } from '../../../shared/core/rng';
import { tsunami as g } from '../../../shared/tsunami/index';
import { machine } from '../../../shared/tsunami/flow';
import { hexAt, type Hex } from '../../../shared/tsunami/hex';
import type {
  Action,
  CardId,
  GameEvent,
  Prompt,
  Seat,
  State,
  Status,
  Unit,
  UnitId,
} from '../../../shared/tsunami/types';

export { g };
export const at = hexAt;

/**
 * A game after setup with these options: every mixing role takes `mix` of its first skill, so the family phase of
 * turn 1 is open. With `bare`, every card is taken off the board (lay the ones a test needs with `lay`).
 */
export function game(
  options: Record<string, unknown> = {},
  opts: { seed?: number; mix?: number; bare?: boolean } = {},
): State {
  const o = g.parseOptions(options);
  if (!o.ok) throw new Error(JSON.stringify(o.error));
  const { state } = g.setup(o.value, opts.seed ?? 1);
  for (let i = 0; i < 8 && state.prompts[0]?.kind === 'skillMix'; i++)
    act(state, state.prompts[0].seat, { type: 'mix', first: Math.min(opts.mix ?? 2, state.options.skillCards) });
  if (opts.bare) state.cards = state.cards.map(() => null);
  return state;
}

export const u = (s: State, id: UnitId): Unit => {
  const x = s.units.find((y) => y.id === id);
  if (!x) throw new Error(`no ${id}`);
  return x;
};

/** After a test changed the state by hand: the pending decisions are asked again from it. */
export function refresh(s: State): void {
  s.prompts = [];
  machine.run(s, []);
}

/** Puts units on hexes (no card resolved). */
export function place(s: State, where: Partial<Record<UnitId, Hex>>): void {
  for (const [id, h] of Object.entries(where)) u(s, id as UnitId).hex = h as Hex;
  refresh(s);
}

/** Gives a unit statuses. */
export function give(s: State, id: UnitId, ...statuses: Status[]): void {
  u(s, id).statuses.push(...statuses);
  refresh(s);
}

/** Lays a card on a hex, face down unless `up`. */
export function lay(s: State, h: Hex, card: CardId, up = false): void {
  const row = Math.floor(h / 8) + 1;
  s.cards[h] = { card, zone: row <= 7 ? 'G' : row <= 14 ? 'Y' : 'R', up };
  refresh(s);
}

/** Makes the next dice of the game these faces (a generator state found by search). */
export function dice(s: State, ...faces: number[]): void {
  for (let seed = 1; seed < 2_000_000; seed++) {
    const r = seedRng(seed);
    if (faces.every((f) => randInt(r, 6) + 1 === f)) {
      s.rng = seedRng(seed);
      return;
    }
  }
  throw new Error(`no generator found for dice ${faces.join(',')}`);
}

export function act(s: State, seat: Seat | string, a: Action): GameEvent[] {
  const r = g.applyInPlace(s, seat, a);
  if (!r.ok)
    throw new Error(
      `${seat} ${JSON.stringify(a)} refused: ${r.error.code} ${JSON.stringify(r.error.params ?? {})}; prompts ${JSON.stringify(s.prompts.map((p) => [p.seat, p.kind, p.unit, p.options.slice(0, 12)]))}`,
    );
  return r.value;
}

/** An action that must be refused, leaving the state exactly as it was; returns the error code. */
export function refused(s: State, seat: Seat | string, a: unknown): string {
  const before = JSON.stringify(s);
  const r = g.applyInPlace(s, seat, a);
  expect(r.ok).toBe(false);
  expect(JSON.stringify(s)).toBe(before);
  return r.ok ? '' : r.error.code;
}

export const prompt = (s: State, seat: Seat = 'p1'): Prompt | undefined => s.prompts.find((p) => p.seat === seat);
export const kinds = (s: State): string[] => s.prompts.map((p) => `${p.seat}:${p.kind}`);
export const legal = (s: State, seat: Seat = 'p1'): Action[] => g.legalActions(s, seat);
export const has = (s: State, seat: Seat, a: Action): boolean =>
  legal(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(a));
export const ofKind = <K extends GameEvent['e']>(events: GameEvent[], e: K): Extract<GameEvent, { e: K }>[] =>
  events.filter((x): x is Extract<GameEvent, { e: K }> => x.e === e);

/** Claims a unit and sets its allowance (`go`); returns the events. */
export function start(s: State, id: UnitId, seat: Seat = u(s, id).seat): GameEvent[] {
  const events = act(s, seat, { type: 'claim', unit: id });
  if (prompt(s, seat)?.kind === 'beforeMove') events.push(...act(s, seat, { type: 'go' }));
  return events;
}

/** Steps the acting unit along these hexes. */
export function walk(s: State, seat: Seat, ...hexes: Hex[]): GameEvent[] {
  const events: GameEvent[] = [];
  for (const h of hexes) events.push(...act(s, seat, { type: 'step', hex: h }));
  return events;
}

/** Ends the acting unit's activation (stop, then no after-move skill). */
export function finish(s: State, seat: Seat = 'p1'): GameEvent[] {
  const events: GameEvent[] = [];
  for (let i = 0; i < 4; i++) {
    const p = prompt(s, seat);
    if (p?.kind === 'step') events.push(...act(s, seat, { type: 'stop' }));
    else if (p?.kind === 'afterMove') events.push(...act(s, seat, { type: 'end' }));
    else if (p?.kind === 'beforeMove') events.push(...act(s, seat, { type: 'go' }));
    else break;
  }
  return events;
}

/** Every seat says "done" until the turn is over (the tsunami comes); returns the events. */
export function endTurn(s: State): GameEvent[] {
  const events: GameEvent[] = [];
  const turn = s.turn;
  for (let i = 0; i < 20 && s.turn === turn && !s.result; i++) {
    const p = s.prompts[0];
    if (!p) break;
    if (p.kind === 'claim') events.push(...act(s, p.seat, { type: 'done' }));
    else events.push(...finish(s, p.seat));
  }
  return events;
}
