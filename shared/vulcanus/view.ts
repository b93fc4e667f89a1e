/**
 * §10 who sees what. A view is the state with every secret the viewer may not see replaced by '?', so that its
 * shape (and every count) stays as it is: hands, plan cards before reveal, kept bonus tiles, unrevealed
 * advanced events, every deck's order, and the random generator.
 */
import { cloneJson } from '../core/clone';
import { asView, type SeatView } from '../core/game';
import type { EventId } from './data/events';
import { seatOfRole } from './planning';
import type { GameEvent, Seat, State, Viewer } from './types';

export const HIDDEN = '?';
const hide = (xs: readonly string[]): string[] => xs.map(() => HIDDEN);

/** What one seat may see: a State with the secrets replaced, branded so that a full State is never one. */
export type View = SeatView<State>;

export function view(state: State, viewer: Viewer): View {
  return viewOf(state, viewer, [viewer]);
}

/**
 * What the computer players of the human team know together: they plan as one team (issue 5) and pool their
 * hands, as players at a table describe their cards to each other (§7.2.5). It is `seat`'s view with the hands
 * and face-down plan cards of the other human seats in `team` left visible; the kaiju's secrets stay hidden, and
 * a person's seat is never in `team`. For the kaiju it is the kaiju's own view.
 */
export function teamView(state: State, seat: Seat, team: readonly Seat[]): View {
  if (seat === 'kaiju') return view(state, seat);
  return viewOf(state, seat, [seat, ...team.filter((x) => x !== 'kaiju' && x !== seat)]);
}

function viewOf(state: State, viewer: Viewer, knows: readonly Viewer[]): View {
  const v = cloneJson(state);
  v.rng = [0, 0, 0, 0];
  // §10: the seed is as secret as the generator: setup(options, seed) would rebuild every deck order, the
  // kaiju's bonus tiles and the advanced events.
  v.seed = 0;
  const isKaiju = viewer === 'kaiju';
  const k = v.kaiju;
  k.deck = hide(k.deck);
  k.bonusUnused = hide(k.bonusUnused);
  if (!isKaiju) {
    k.hand = hide(k.hand);
    k.discard = hide(k.discard);
    k.bonusKept = hide(k.bonusKept);
    k.bonusDrawn = hide(k.bonusDrawn);
  }
  for (const r of v.humans.roles) {
    r.deck = hide(r.deck);
    if (!knows.includes(r.seat)) {
      r.hand = hide(r.hand);
      r.discard = hide(r.discard);
    }
  }
  for (const pc of Object.values(v.plan)) {
    if (!pc || pc.revealed) continue;
    const mine = pc.owner === 'kaiju' ? isKaiju : knows.includes(seatOfRole(state, pc.owner));
    if (!mine) pc.card = HIDDEN;
  }
  // §10 the cards a lone human has set aside for a redraw under way are its hand's
  const redraw = v.planning?.redraw;
  if (redraw && !knows.includes(redraw.seat)) redraw.cards = hide(redraw.cards);
  for (const e of v.events) if (e.advanced && !e.revealed) e.event = HIDDEN as EventId;
  v.advancedUnused = v.advancedUnused.map(() => HIDDEN as EventId);
  v.prompts = v.prompts.map((p) => (p.seat === viewer ? p : { ...p, options: [] }));
  return asView(v);
}

function ownerSeat(state: State, owner: string): string {
  return owner === 'kaiju' ? 'kaiju' : seatOfRole(state, owner as never);
}

/** The event as the viewer may see it (cards it may not see become '?'), or null when it must not see it at all. */
export function redactEvent(state: State, e: GameEvent, viewer: Viewer): GameEvent | null {
  switch (e.type) {
    case 'cardsDrawn':
    case 'cardsDiscarded':
      return ownerSeat(state, e.owner) === viewer ? e : { ...e, cards: hide(e.cards) };
    case 'cardPlaced':
    case 'cardTakenBack':
      return ownerSeat(state, e.owner) === viewer ? e : { ...e, card: HIDDEN };
    case 'bonusTilesDrawn':
      return viewer === 'kaiju' ? e : { ...e, tiles: hide(e.tiles) };
    case 'bonusTileReturned':
      return viewer === 'kaiju' ? e : { ...e, tile: HIDDEN };
    default:
      return e;
  }
}
