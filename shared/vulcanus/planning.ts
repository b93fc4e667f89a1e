import { gameError, type GameError } from '../core/errors';
/** §7.2 planning phase: deck preparation, draws, claims, placing, redraws, done, and the timeout rule. */
import { randInt, shuffle } from '../core/rng';
import type { Ctx } from './ctx';
import { emit } from './ctx';
import type { CardId, RoleId } from './data/cards';
import { payFunds } from './effects';
import { ask, DONE, type Handler, type Task } from './tasks';
import {
  HUMAN_SEATS,
  type Action,
  type Line,
  type PlanningState,
  type RoleState,
  type Seat,
  type SlotId,
  type State,
} from './types';

export const EXECUTION_ORDER: readonly SlotId[] = ['A1', 'K1', 'B1', 'A2', 'K2', 'B2', 'A3', 'K3', 'B3'];
export const KAIJU_SLOTS: readonly SlotId[] = ['K1', 'K2', 'K3'];

export function linesFor(humans: number): Line[] {
  return humans === 3 ? ['row1', 'row2', 'row3'] : ['colA', 'colB'];
}

export function slotsOfLine(line: Line): SlotId[] {
  switch (line) {
    case 'row1':
      return ['A1', 'B1'];
    case 'row2':
      return ['A2', 'B2'];
    case 'row3':
      return ['A3', 'B3'];
    case 'colA':
      return ['A1', 'A2', 'A3'];
    case 'colB':
      return ['B1', 'B2', 'B3'];
  }
}

export function rolesOfSeat(s: State, seat: Seat): RoleState[] {
  return s.humans.roles.filter((r) => r.seat === seat);
}

export function seatOfRole(s: State, role: RoleId): Seat {
  return s.humans.roles.find((r) => r.role === role)?.seat ?? 'h1';
}

export function humanSeats(s: State): Seat[] {
  return HUMAN_SEATS.slice(0, s.options.humans);
}

function draw(c: Ctx, owner: RoleId | 'kaiju', deck: CardId[], hand: CardId[], n: number): void {
  const cards = deck.splice(0, Math.min(n, deck.length));
  hand.push(...cards);
  if (cards.length) emit(c, { type: 'cardsDrawn', owner, cards });
}

/** §7.2.1 deck preparation (from round 2): plan board, discard and hand go back into a shuffled full deck. */
export function prepareDecks(c: Ctx): void {
  const s = c.s;
  const onPlan = new Map<string, CardId[]>();
  for (const slot of EXECUTION_ORDER) {
    const pc = s.plan[slot];
    if (pc) onPlan.set(pc.owner, [...(onPlan.get(pc.owner) ?? []), pc.card]);
    s.plan[slot] = null;
  }
  const k = s.kaiju;
  for (const holder of [k, ...s.humans.roles]) {
    const owner = 'role' in holder ? holder.role : 'kaiju';
    holder.deck = shuffle(s.rng, [...holder.deck, ...holder.hand, ...holder.discard, ...(onPlan.get(owner) ?? [])]);
    holder.hand = [];
    holder.discard = [];
    emit(c, { type: 'deckShuffled', owner });
  }
  k.redrawsUsed = 0;
  // §7.2 [R] last round's claims are kept as the default: a player changes them only to play another line
}

export function startHumanPlanning(c: Ctx): void {
  const s = c.s;
  s.planning = { side: 'humans', done: {} };
  for (const r of s.humans.roles) draw(c, r.role, r.deck, r.hand, s.options.numbers.handSize[s.options.humans]);
}

export function startKaijuPlanning(c: Ctx): void {
  const s = c.s;
  s.planning = { side: 'kaiju', done: {} };
  draw(c, 'kaiju', s.kaiju.deck, s.kaiju.hand, s.options.numbers.kaijuHand);
}

function cardsOnPlan(s: State, owner: RoleId | 'kaiju'): SlotId[] {
  return EXECUTION_ORDER.filter((slot) => s.plan[slot]?.owner === owner);
}

/**
 * [R] A line is complete when every slot holds one of the role's cards, or when the role's hand is empty
 * (redraws with an empty deck can leave too few cards; the empty slots are skipped in execution).
 */
function lineFull(s: State, r: RoleState): boolean {
  return (
    r.claim !== null && (r.hand.length === 0 || slotsOfLine(r.claim).every((slot) => s.plan[slot]?.owner === r.role))
  );
}

function seatComplete(s: State, seat: Seat): boolean {
  if (seat === 'kaiju') return s.kaiju.hand.length === 0 || KAIJU_SLOTS.every((slot) => s.plan[slot] !== null);
  return rolesOfSeat(s, seat).every((r) => lineFull(s, r));
}

function holderOf(s: State, owner: RoleId | 'kaiju') {
  return owner === 'kaiju' ? s.kaiju : s.humans.roles.find((r) => r.role === owner);
}

const PLANNING_FIELDS: Partial<Record<Action['type'], (kaiju: boolean) => string[]>> = {
  claim: () => ['role', 'line'],
  release: () => ['role'],
  proposeSwap: () => ['role', 'with'],
  answerSwap: () => ['accept'],
  place: () => ['card', 'slot'],
  takeBack: () => ['slot'],
  redraw: (kaiju) => (kaiju ? ['cards'] : ['role', 'cards', 'join']),
  done: () => [],
  timeout: () => [],
};

/**
 * [R] §7.2 a line may be claimed when it is free, or held by the same player's other role while this role holds a
 * line too (the lone human swaps the two). A role with no line cannot take its sibling's: that would only move the
 * missing claim from one role to the other.
 */
function claimable(s: State, r: RoleState, line: Line): boolean {
  const holder = s.humans.roles.find((o) => o !== r && o.claim === line);
  return !holder || (holder.seat === r.seat && r.claim !== null);
}

/** §7.2 a lone human's redraw across both hands is under way: only its second half may follow. */
function redrawUnderWay(s: State, seat: Seat): NonNullable<PlanningState['redraw']> | null {
  const r = s.planning?.redraw;
  return r && r.seat === seat ? r : null;
}

/** Whether a claim swap may be proposed between these two roles now (distinct seats, both still planning). */
function canSwap(s: State, from: RoleState, to: RoleState): boolean {
  return (
    !s.planning?.swap &&
    from.seat !== to.seat &&
    from.claim !== null &&
    to.claim !== null &&
    !s.planning?.done[from.seat] &&
    !s.planning?.done[to.seat]
  );
}

/** Checks a planning move; returns an error code (translated as `vulcanus.<code>`), or null when it is legal. */
export function validatePlanning(s: State, seat: Seat, a: Action): GameError | null {
  const kaiju = seat === 'kaiju';
  // Answers are compared structurally elsewhere; planning moves must have exactly their own fields too, so that
  // the action log never records a move with stray data (the kaiju's redraw names no role).
  const fields = Object.hasOwn(PLANNING_FIELDS, a.type) ? PLANNING_FIELDS[a.type]?.(kaiju) : undefined;
  if (fields && Object.keys(a).some((k) => k !== 'type' && !fields.includes(k)))
    return gameError('illegal', { field: a.type });
  const ownRoles = kaiju ? [] : rolesOfSeat(s, seat);
  const ownsRole = (role: unknown) => ownRoles.find((r) => r.role === role);
  const pending = redrawUnderWay(s, seat);
  if (pending && !(a.type === 'redraw' && a.role !== pending.role && a.join === undefined) && a.type !== 'timeout')
    return gameError('vulcanus.finishRedraw');
  switch (a.type) {
    case 'claim': {
      const r = ownsRole(a.role);
      if (!r) return gameError('vulcanus.roleNotYours');
      if (!linesFor(s.options.humans).includes(a.line))
        return gameError('vulcanus.wrongLine', { humans: s.options.humans });
      if (r.claim === a.line) return gameError('vulcanus.lineYours');
      // [R] §7.2 a line held by another player stays theirs until they release it or accept a swap
      if (!claimable(s, r, a.line)) return gameError('vulcanus.lineTaken');
      return null;
    }
    case 'release': {
      // §7.2 (corrected 2026-11-23) a player may release their claim; its placed cards return to the hand
      const r = ownsRole(a.role);
      if (!r) return gameError('vulcanus.roleNotYours');
      return r.claim === null ? gameError('vulcanus.noClaim') : null;
    }
    case 'proposeSwap': {
      // §7.2 (corrected 2026-11-23) a swap of claims with another player, who accepts or refuses
      const r = ownsRole(a.role);
      const other = s.humans.roles.find((o) => o.role === a.with);
      if (!r || !other) return gameError('vulcanus.roleNotYours');
      if (s.planning?.swap) return gameError('vulcanus.swapPending');
      return canSwap(s, r, other) ? null : gameError('vulcanus.cannotSwap');
    }
    case 'answerSwap': {
      const swap = s.planning?.swap;
      if (!swap || !ownsRole(swap.to)) return gameError('vulcanus.noSwap');
      return typeof a.accept === 'boolean' ? null : gameError('illegal', { field: 'accept' });
    }
    case 'place': {
      if (typeof a.card !== 'string' || typeof a.slot !== 'string') return gameError('illegal', { field: 'place' });
      if (!(a.slot in s.plan)) return gameError('illegal', { field: 'slot' });
      if (s.plan[a.slot] !== null) return gameError('vulcanus.slotTaken', { slot: a.slot });
      if (kaiju) {
        if (!s.kaiju.hand.includes(a.card)) return gameError('vulcanus.notInHand');
        if (!KAIJU_SLOTS.includes(a.slot)) return gameError('vulcanus.kaijuSlots');
        return null;
      }
      const r = ownRoles.find((o) => o.hand.includes(a.card));
      if (!r) return gameError('vulcanus.notInHand');
      if (r.claim === null) return gameError('vulcanus.claimFirst');
      if (!slotsOfLine(r.claim).includes(a.slot)) return gameError('vulcanus.notYourLine', { slot: a.slot });
      return null;
    }
    case 'takeBack': {
      const pc = typeof a.slot === 'string' ? s.plan[a.slot] : undefined;
      if (!pc) return gameError('vulcanus.noCardThere');
      if (kaiju ? pc.owner !== 'kaiju' : !ownsRole(pc.owner)) return gameError('vulcanus.noCardThere');
      return null;
    }
    case 'redraw': {
      const holder = kaiju ? s.kaiju : ownsRole(a.role);
      if (!holder) return gameError('vulcanus.roleNotYours');
      if (!Array.isArray(a.cards) || a.cards.length === 0) return gameError('vulcanus.redrawNone');
      if (new Set(a.cards).size !== a.cards.length || a.cards.some((x) => !holder.hand.includes(x)))
        return gameError('vulcanus.notInHand');
      if (kaiju && s.kaiju.redrawsUsed >= s.options.numbers.kaijuFreeRedraws) return gameError('vulcanus.redrawUsed');
      // §7.2 (corrected 2026-11-23) a lone human's two hands are one redraw: the second half is already paid
      if (pending) return null;
      if (a.join !== undefined && (a.join !== true || ownRoles.length < 2))
        return gameError('illegal', { field: 'join' });
      if (!kaiju && s.humans.funds.pool < s.options.numbers.redrawCost)
        return gameError('vulcanus.redrawCost', { cost: s.options.numbers.redrawCost });
      return null;
    }
    case 'done':
      return seatComplete(s, seat) ? null : gameError('vulcanus.fillLine');
    case 'timeout':
      return null;
    default:
      return gameError('illegal', { prompt: 'planning' });
  }
}

function finishSeat(c: Ctx, seat: Seat, timedOut: boolean): void {
  const s = c.s;
  const holders =
    seat === 'kaiju'
      ? [{ owner: 'kaiju' as const, h: s.kaiju }]
      : rolesOfSeat(s, seat).map((r) => ({ owner: r.role, h: r }));
  for (const { owner, h } of holders) {
    if (h.hand.length) {
      const cards = h.hand.splice(0);
      h.discard.push(...cards);
      emit(c, { type: 'cardsDiscarded', owner, cards });
    }
  }
  const planning = s.planning as NonNullable<State['planning']>;
  planning.done[seat] = true;
  // a proposal to or from a player who is done is refused
  const swap = planning.swap;
  if (swap && (seatOfRole(s, swap.from) === seat || seatOfRole(s, swap.to) === seat)) answerSwap(c, false);
  emit(c, { type: 'planDone', seat, timedOut });
}

/** A claim that changes withdraws the swap proposed to or by its role. */
function dropSwapOf(c: Ctx, role: RoleId): void {
  const swap = c.s.planning?.swap;
  if (swap && (swap.from === role || swap.to === role)) answerSwap(c, false);
}

/** Returns a role's placed cards to its hand. */
function takeBackAll(c: Ctx, role: RoleId): void {
  for (const slot of cardsOnPlan(c.s, role)) takeBack(c, slot);
}

function answerSwap(c: Ctx, accepted: boolean): void {
  const s = c.s;
  const swap = s.planning?.swap;
  if (!swap || !s.planning) return;
  delete s.planning.swap;
  const a = s.humans.roles.find((r) => r.role === swap.from);
  const b = s.humans.roles.find((r) => r.role === swap.to);
  if (accepted && a && b) {
    takeBackAll(c, a.role);
    takeBackAll(c, b.role);
    [a.claim, b.claim] = [b.claim, a.claim];
  }
  emit(c, { type: 'swapAnswered', from: swap.from, to: swap.to, accepted });
  if (accepted && a && b) {
    emit(c, { type: 'lineClaimed', role: a.role, line: a.claim });
    emit(c, { type: 'lineClaimed', role: b.role, line: b.claim });
  }
}

/** A redraw's cards go to the discard and as many are drawn from the same deck (§7.2: an empty deck draws nothing). */
function redrawHand(c: Ctx, owner: RoleId | 'kaiju', cards: CardId[], cost: number): void {
  const h = holderOf(c.s, owner);
  if (!h) return;
  for (const card of cards) h.hand.splice(h.hand.indexOf(card), 1);
  h.discard.push(...cards);
  emit(c, { type: 'cardsDiscarded', owner, cards: [...cards] });
  draw(c, owner, h.deck, h.hand, cards.length);
  emit(c, { type: 'redrawn', owner, count: cards.length, cost });
}

function place(c: Ctx, owner: RoleId | 'kaiju', card: CardId, slot: SlotId): void {
  const h = holderOf(c.s, owner);
  if (!h) return;
  h.hand.splice(h.hand.indexOf(card), 1);
  c.s.plan[slot] = { card, owner, revealed: false };
  emit(c, { type: 'cardPlaced', owner, slot, card });
}

function takeBack(c: Ctx, slot: SlotId): void {
  const pc = c.s.plan[slot];
  if (!pc) return;
  holderOf(c.s, pc.owner)?.hand.push(pc.card);
  c.s.plan[slot] = null;
  emit(c, { type: 'cardTakenBack', owner: pc.owner, slot, card: pc.card });
}

/** §7.2.4: unplaced slots get random cards from the hand, unseen; an unclaimed role gets a random free line. */
function timeout(c: Ctx, seat: Seat): void {
  const s = c.s;
  const pending = redrawUnderWay(s, seat);
  if (pending && s.planning) {
    delete s.planning.redraw;
    redrawHand(c, pending.role, pending.cards, s.options.numbers.redrawCost);
  }
  if (seat === 'kaiju') {
    for (const slot of KAIJU_SLOTS)
      if (!s.plan[slot] && s.kaiju.hand.length)
        place(c, 'kaiju', s.kaiju.hand[randInt(s.rng, s.kaiju.hand.length)], slot);
  } else {
    for (const r of rolesOfSeat(s, seat)) {
      if (r.claim === null) {
        const free = linesFor(s.options.humans).filter((l) => !s.humans.roles.some((o) => o.claim === l));
        r.claim = free[randInt(s.rng, free.length)];
        emit(c, { type: 'lineClaimed', role: r.role, line: r.claim });
      }
      for (const slot of slotsOfLine(r.claim))
        if (!s.plan[slot] && r.hand.length) place(c, r.role, r.hand[randInt(s.rng, r.hand.length)], slot);
    }
  }
  finishSeat(c, seat, true);
}

function applyPlanning(c: Ctx, seat: Seat, a: Action): void {
  const s = c.s;
  switch (a.type) {
    case 'release': {
      const r = rolesOfSeat(s, seat).find((o) => o.role === a.role) as RoleState;
      takeBackAll(c, r.role);
      r.claim = null;
      dropSwapOf(c, r.role);
      emit(c, { type: 'lineClaimed', role: r.role, line: null });
      return;
    }
    case 'proposeSwap': {
      (s.planning as PlanningState).swap = { from: a.role, to: a.with };
      emit(c, { type: 'swapProposed', from: a.role, to: a.with });
      return;
    }
    case 'answerSwap':
      answerSwap(c, a.accept);
      return;
    case 'claim': {
      const r = rolesOfSeat(s, seat).find((o) => o.role === a.role) as RoleState;
      dropSwapOf(c, r.role);
      // Changing line takes this role's placed cards back to its hand.
      for (const slot of cardsOnPlan(s, r.role)) takeBack(c, slot);
      // A lone human's other role holding that line swaps to this role's old line (validatePlanning).
      const other = s.humans.roles.find((o) => o !== r && o.claim === a.line);
      if (other) {
        dropSwapOf(c, other.role);
        for (const slot of cardsOnPlan(s, other.role)) takeBack(c, slot);
        other.claim = r.claim;
        emit(c, { type: 'lineClaimed', role: other.role, line: other.claim });
      }
      r.claim = a.line;
      emit(c, { type: 'lineClaimed', role: r.role, line: a.line });
      return;
    }
    case 'place': {
      const owner =
        seat === 'kaiju' ? 'kaiju' : (rolesOfSeat(s, seat).find((r) => r.hand.includes(a.card)) as RoleState).role;
      place(c, owner, a.card, a.slot);
      return;
    }
    case 'takeBack':
      takeBack(c, a.slot);
      return;
    case 'redraw': {
      const owner = seat === 'kaiju' ? 'kaiju' : (a.role as RoleId);
      const planning = s.planning as PlanningState;
      const pending = redrawUnderWay(s, seat);
      if (pending) {
        // the second half of a lone human's redraw: both hands are replaced now, for the one fund already paid
        delete planning.redraw;
        redrawHand(c, pending.role, pending.cards, s.options.numbers.redrawCost);
        redrawHand(c, owner, a.cards, 0);
        return;
      }
      const cost = seat === 'kaiju' ? 0 : s.options.numbers.redrawCost;
      if (seat === 'kaiju') s.kaiju.redrawsUsed++;
      else payFunds(c, cost);
      if (a.join) planning.redraw = { seat, role: owner as RoleId, cards: [...a.cards] };
      else redrawHand(c, owner, a.cards, cost);
      return;
    }
    case 'done':
      finishSeat(c, seat, false);
      return;
    case 'timeout':
      timeout(c, seat);
      return;
  }
}

export const planningHandler: Handler<Extract<Task, { t: 'planning' }>> = (c, task, a, seat) => {
  const s = c.s;
  if (a && seat) applyPlanning(c, seat, a);
  const seats: Seat[] = task.side === 'kaiju' ? ['kaiju'] : humanSeats(s);
  const waiting = seats.filter((x) => !s.planning?.done[x]);
  if (!waiting.length) {
    s.planning = null;
    return DONE;
  }
  return waiting.map((x) => ask(x, task.side === 'kaiju' ? 'planKaiju' : 'planHumans', []));
};

/**
 * Every legal planning move for a seat (claims, placements, take-backs, redraw subsets, done), or only the
 * kinds asked for (the random player asks for one kind at a time: redraw subsets are many).
 */
export function planningActions(s: State, seat: Seat, only?: ReadonlySet<Action['type']>): Action[] {
  const out: Action[] = [];
  const want = (t: Action['type']) => !only || only.has(t);
  const kaiju = seat === 'kaiju';
  const holders = kaiju ? [] : rolesOfSeat(s, seat);
  const pending = redrawUnderWay(s, seat);
  if (pending) {
    // only the second half of a lone human's redraw may follow
    if (want('redraw'))
      for (const r of holders)
        if (r.role !== pending.role)
          for (const cards of subsets(r.hand)) out.push({ type: 'redraw', role: r.role, cards });
    return out;
  }
  if (!kaiju) {
    if (want('release')) for (const r of holders) if (r.claim !== null) out.push({ type: 'release', role: r.role });
    if (want('proposeSwap'))
      for (const r of holders)
        for (const o of s.humans.roles)
          if (canSwap(s, r, o)) out.push({ type: 'proposeSwap', role: r.role, with: o.role });
    const swap = s.planning?.swap;
    if (want('answerSwap') && swap && holders.some((r) => r.role === swap.to))
      out.push({ type: 'answerSwap', accept: true }, { type: 'answerSwap', accept: false });
    if (want('claim'))
      for (const r of holders)
        for (const line of linesFor(s.options.humans))
          if (r.claim !== line && claimable(s, r, line)) out.push({ type: 'claim', role: r.role, line });
    if (want('place'))
      for (const r of holders) {
        if (r.claim === null) continue;
        for (const slot of slotsOfLine(r.claim))
          if (!s.plan[slot]) for (const card of r.hand) out.push({ type: 'place', card, slot });
      }
    if (want('takeBack'))
      for (const r of holders) for (const slot of cardsOnPlan(s, r.role)) out.push({ type: 'takeBack', slot });
    if (want('redraw') && s.humans.funds.pool >= s.options.numbers.redrawCost)
      for (const r of holders)
        for (const cards of subsets(r.hand)) {
          out.push({ type: 'redraw', role: r.role, cards });
          // a lone human: these cards, and then some of the other hand, for the one fund
          if (holders.length > 1 && holders.some((o) => o !== r && o.hand.length))
            out.push({ type: 'redraw', role: r.role, cards, join: true });
        }
  } else {
    if (want('place'))
      for (const slot of KAIJU_SLOTS)
        if (!s.plan[slot]) for (const card of s.kaiju.hand) out.push({ type: 'place', card, slot });
    if (want('takeBack')) for (const slot of cardsOnPlan(s, 'kaiju')) out.push({ type: 'takeBack', slot });
    if (want('redraw') && s.kaiju.redrawsUsed < s.options.numbers.kaijuFreeRedraws)
      for (const cards of subsets(s.kaiju.hand)) out.push({ type: 'redraw', cards });
  }
  if (want('done') && seatComplete(s, seat)) out.push({ type: 'done' });
  return out;
}

function subsets(hand: CardId[]): CardId[][] {
  const out: CardId[][] = [];
  for (let m = 1; m < 1 << hand.length; m++) out.push(hand.filter((_, i) => m & (1 << i)));
  return out;
}
