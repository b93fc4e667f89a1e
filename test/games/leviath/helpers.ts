/** Helpers of Leviath's tests: games set up at a chosen point, actions that must be accepted, random logs. */
import { expect } from 'vitest';
import { leviath as g } from '../../../shared/leviath/index';
import type { Action, GameEvent, HumanCardId, Sea, Seat, State } from '../../../shared/leviath/types';

export { g };

/** A game after setup with these options, Leviath started on `at`. */
export function started(options: Record<string, unknown> = {}, at: Sea = 27, seed = 1): State {
  const o = g.parseOptions(options);
  if (!o.ok) throw new Error(JSON.stringify(o.error));
  const { state } = g.setup(o.value, seed);
  act(state, 'kaiju', { type: 'start', space: at });
  return state;
}

/** Applies an action that must be accepted; returns its events. */
export function act(s: State, seat: Seat, a: Action): GameEvent[] {
  const r = g.applyInPlace(s, seat, a);
  if (!r.ok)
    throw new Error(
      `${seat} ${JSON.stringify(a)} refused: ${r.error.code} ${JSON.stringify(r.error.params ?? {})}; legal ${JSON.stringify(g.legalActions(s, seat)).slice(0, 400)}`,
    );
  return r.value;
}

export function refused(s: State, seat: Seat, a: Action): string {
  const before = JSON.stringify(s);
  const r = g.applyInPlace(s, seat, a);
  expect(r.ok).toBe(false);
  expect(JSON.stringify(s)).toBe(before);
  return r.ok ? '' : r.error.code;
}

export const legal = (s: State, seat: Seat): Action[] => g.legalActions(s, seat);
export const has = (s: State, seat: Seat, a: Action): boolean =>
  legal(s, seat).some((x) => JSON.stringify(x) === JSON.stringify(a));

/** Sets a human's hand (the cards come out of the deck, day 1 backs, so that the totals stay right). */
export function giveHand(s: State, seat: string, cards: HumanCardId[]): void {
  const back = s.hands[seat];
  for (const h of back) s.deck.push({ k: 'card', ...h });
  s.hands[seat] = [];
  for (const card of cards) {
    const i = s.deck.findIndex((x) => x.k === 'card' && x.card === card);
    if (i < 0) throw new Error(`no ${card} left in the deck`);
    const item = s.deck.splice(i, 1)[0] as Extract<State['deck'][number], { k: 'card' }>;
    s.hands[seat].push({ card: item.card, day: item.day });
  }
}

/** The current human skips the ship step (when asked) and reaches the card prompt. */
export function toCard(s: State): void {
  const seat = s.prompts[0]?.seat as Seat;
  if (s.prompts[0]?.kind === 'ships') act(s, seat, { type: 'done' });
  expect(s.prompts[0]?.kind).toBe('card');
}

/** The current human discards its first card and moves no ship: the turn goes to the kaiju. */
export function passHumanTurn(s: State): GameEvent[] {
  toCard(s);
  const seat = s.prompts[0]?.seat as Seat;
  const events = act(s, seat, { type: 'discard', card: s.hands[seat][0].card });
  if (s.prompts[0]?.kind === 'ships') events.push(...act(s, seat, { type: 'done' }));
  return events;
}

/** The kaiju passes its turn-start window (when asked) and reaches its action prompt. */
export function toAction(s: State): void {
  if (s.prompts[0]?.kind === 'turnStart') act(s, 'kaiju', { type: 'pass' });
  expect(s.prompts[0]).toMatchObject({ seat: 'kaiju', kind: 'action' });
}

export const types = (events: GameEvent[]): string[] => events.map((e) => e.type);
