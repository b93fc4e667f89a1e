/**
 * §10 who sees what. A view is the state with every secret the viewer may not see replaced by '?', so that its
 * shape (and every count) stays as it is: hands, plan cards before reveal, kept bonus tiles, unrevealed
 * advanced events, every deck's order, and the random generator.
 */
import { cloneJson } from '../core/clone';
import { asView, type SeatView } from '../core/game';
import type { JsonDiff } from '../core/jsonmirror';
import type { EventId } from './data/events';
import { seatOfRole } from './planning';
import type { GameEvent, Seat, State, Viewer } from './types';

export const HIDDEN = '?';
const hide = (xs: readonly string[]): string[] => xs.map(() => HIDDEN);
/**
 * `hide` for `peekOf`: one frozen list of '?' per length, shared. A view that `peekView` returns is read, never
 * changed; the host's public mirror then compares a hidden hand or deck with the last one at a glance (the same
 * list) and keeps it without a copy. `view` copies it like the rest.
 */
const HIDDEN_LISTS: (readonly string[])[] = [];
const hideShared = (xs: readonly string[]): string[] =>
  (HIDDEN_LISTS[xs.length] ??= Object.freeze(xs.map(() => HIDDEN))) as string[];

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
  return asView(cloneJson(peekOf(state, viewer, knows)));
}

/** `view` without its copy: it shares every part it does not rewrite with the state (see the game's `peekView`). */
export function peekView(state: State, viewer: Viewer): View {
  return asView(peekOf(state, viewer, [viewer]));
}

/** The view, built by copying only what it rewrites: every other part is the state's own. */
function peekOf(state: State, viewer: Viewer, knows: readonly Viewer[]): State {
  const isKaiju = viewer === 'kaiju';
  const k = state.kaiju;
  const kaiju = { ...k, deck: hideShared(k.deck), bonusUnused: hideShared(k.bonusUnused) };
  if (!isKaiju) {
    kaiju.hand = hideShared(k.hand);
    kaiju.discard = hideShared(k.discard);
    kaiju.bonusKept = hideShared(k.bonusKept);
    kaiju.bonusDrawn = hideShared(k.bonusDrawn);
  }
  const roles = state.humans.roles.map((r) =>
    knows.includes(r.seat)
      ? { ...r, deck: hideShared(r.deck) }
      : { ...r, deck: hideShared(r.deck), hand: hideShared(r.hand), discard: hideShared(r.discard) },
  );
  const plan = { ...state.plan };
  for (const slot of Object.keys(plan) as (keyof State['plan'])[]) {
    const pc = plan[slot];
    if (!pc || pc.revealed) continue;
    const mine = pc.owner === 'kaiju' ? isKaiju : knows.includes(seatOfRole(state, pc.owner));
    if (!mine) plan[slot] = { ...pc, card: HIDDEN };
  }
  // §10 the cards a lone human has set aside for a redraw under way are its hand's
  const redraw = state.planning?.redraw;
  const planning =
    state.planning && redraw && !knows.includes(redraw.seat)
      ? { ...state.planning, redraw: { ...redraw, cards: hideShared(redraw.cards) } }
      : state.planning;
  return {
    ...state,
    // §10: the seed is as secret as the generator: setup(options, seed) would rebuild every deck order, the
    // kaiju's bonus tiles and the advanced events.
    rng: [0, 0, 0, 0],
    seed: 0,
    kaiju,
    humans: { ...state.humans, roles },
    plan,
    planning,
    events: state.events.map((e) => (e.advanced && !e.revealed ? { ...e, event: HIDDEN as EventId } : e)),
    advancedUnused: state.advancedUnused.map(() => HIDDEN as EventId),
    prompts: state.prompts.map((p) => (p.seat === viewer ? p : { ...p, options: [] })),
  };
}

/**
 * What `viewer` sees beyond the spectator, as differences from the spectator's view: exactly the parts `view`
 * leaves visible to this seat alone (its hands, discards and bonus tiles, its face-down plan cards, its redraw under
 * way, the options of its prompts). Built from the state directly, with no copy of the whole view: the server sends
 * it to every seat after every action. The conformance kit checks on every state of its games that the spectator's
 * view plus this difference is `view(state, viewer)`.
 */
export function privateDiff(state: State, viewer: Viewer): JsonDiff {
  const out: JsonDiff = [];
  if (viewer === 'spectator') return out;
  const list = (path: (string | number)[], xs: readonly string[]) => {
    if (xs.length) out.push([path, xs.slice()]);
  };
  const isKaiju = viewer === 'kaiju';
  if (isKaiju) {
    const k = state.kaiju;
    list(['kaiju', 'hand'], k.hand);
    list(['kaiju', 'discard'], k.discard);
    list(['kaiju', 'bonusKept'], k.bonusKept);
    list(['kaiju', 'bonusDrawn'], k.bonusDrawn);
  }
  state.humans.roles.forEach((r, i) => {
    if (r.seat !== viewer) return;
    list(['humans', 'roles', i, 'hand'], r.hand);
    list(['humans', 'roles', i, 'discard'], r.discard);
  });
  for (const slot of Object.keys(state.plan) as (keyof State['plan'])[]) {
    const pc = state.plan[slot];
    if (!pc || pc.revealed) continue;
    if (pc.owner === 'kaiju' ? isKaiju : seatOfRole(state, pc.owner) === viewer)
      out.push([['plan', slot, 'card'], pc.card]);
  }
  const redraw = state.planning?.redraw;
  if (redraw?.seat === viewer) list(['planning', 'redraw', 'cards'], redraw.cards);
  state.prompts.forEach((p, i) => {
    if (p.seat === viewer && p.options.length) out.push([['prompts', i, 'options'], cloneJson(p.options)]);
  });
  return out;
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
