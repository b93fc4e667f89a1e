import { gameError, type GameError } from '../core/errors';
/** §7.2 planning phase: deck preparation, draws, claims, placing, redraws, done, and the timeout rule. */
import { randInt, shuffle } from '../core/rng';
import type { Ctx } from './ctx';
import { emit } from './ctx';
import type { CardId, RoleId } from './data/cards';
import { payFunds } from './effects';
import { ask, DONE, type Handler, type PromptSpec, type Task } from './tasks';
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

const ROWS: readonly Line[] = ['row1', 'row2', 'row3'];
const COLUMNS: readonly Line[] = ['colA', 'colB'];
/** The slots of each line (constant lists: the planning's checks read them on every move). */
const LINE_SLOTS: Readonly<Record<Line, readonly SlotId[]>> = {
  row1: ['A1', 'B1'],
  row2: ['A2', 'B2'],
  row3: ['A3', 'B3'],
  colA: ['A1', 'A2', 'A3'],
  colB: ['B1', 'B2', 'B3'],
};

export function linesFor(humans: number): readonly Line[] {
  return humans === 3 ? ROWS : COLUMNS;
}

export function slotsOfLine(line: Line): readonly SlotId[] {
  return LINE_SLOTS[line];
}

export function rolesOfSeat(s: State, seat: Seat): RoleState[] {
  // a loop, not filter: this runs several times for every planning move
  const out: RoleState[] = [];
  for (const r of s.humans.roles) if (r.seat === seat) out.push(r);
  return out;
}

export function seatOfRole(s: State, role: RoleId): Seat {
  for (const r of s.humans.roles) if (r.role === role) return r.seat;
  return 'h1';
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
  const out: SlotId[] = [];
  for (const slot of EXECUTION_ORDER) if (s.plan[slot]?.owner === owner) out.push(slot);
  return out;
}

/**
 * [R] A line is complete when every slot holds one of the role's cards, or when the role's hand is empty
 * (redraws with an empty deck can leave too few cards; the empty slots are skipped in execution).
 */
function lineFull(s: State, r: RoleState): boolean {
  if (r.claim === null) return false;
  if (r.hand.length === 0) return true;
  for (const slot of LINE_SLOTS[r.claim]) if (s.plan[slot]?.owner !== r.role) return false;
  return true;
}

function seatComplete(s: State, seat: Seat): boolean {
  if (seat === 'kaiju') {
    if (s.kaiju.hand.length === 0) return true;
    for (const slot of KAIJU_SLOTS) if (s.plan[slot] === null) return false;
    return true;
  }
  for (const r of s.humans.roles) if (r.seat === seat && !lineFull(s, r)) return false;
  return true;
}

function holderOf(
  s: State,
  owner: RoleId | 'kaiju',
): { hand: CardId[]; deck: CardId[]; discard: CardId[] } | undefined {
  if (owner === 'kaiju') return s.kaiju;
  for (const r of s.humans.roles) if (r.role === owner) return r;
  return undefined;
}

/** The fields each planning move may carry besides its type (the kaiju's redraw names no role). */
const PLANNING_FIELDS: Partial<Record<Action['type'], readonly string[]>> = {
  claim: ['role', 'line'],
  release: ['role'],
  proposeSwap: ['role', 'with'],
  answerSwap: ['accept'],
  place: ['card', 'slot'],
  takeBack: ['slot'],
  redraw: ['role', 'cards', 'join'],
  done: [],
  timeout: [],
};
const KAIJU_REDRAW_FIELDS: readonly string[] = ['cards'];

/** Whether the move carries a field its type does not have. */
function strayField(a: Action, kaiju: boolean): boolean {
  if (!Object.hasOwn(PLANNING_FIELDS, a.type)) return false;
  const fields = kaiju && a.type === 'redraw' ? KAIJU_REDRAW_FIELDS : PLANNING_FIELDS[a.type];
  if (!fields) return false;
  // for…in with an own-key check: the same keys as Object.keys, without building its array on every move
  for (const k in a) if (Object.hasOwn(a, k) && k !== 'type' && !fields.includes(k)) return true;
  return false;
}

/**
 * [R] §7.2 a line may be claimed when it is free, or held by the same player's other role while this role holds a
 * line too (the lone human swaps the two). A role with no line cannot take its sibling's: that would only move the
 * missing claim from one role to the other.
 */
function claimable(s: State, r: RoleState, line: Line): boolean {
  for (const o of s.humans.roles) if (o !== r && o.claim === line) return o.seat === r.seat && r.claim !== null;
  return true;
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

function roleHolding(roles: readonly RoleState[], card: CardId): RoleState | undefined {
  for (const r of roles) if (r.hand.includes(card)) return r;
  return undefined;
}

/** Checks a planning move; returns an error code (translated as `vulcanus.<code>`), or null when it is legal. */
export function validatePlanning(s: State, seat: Seat, a: Action): GameError | null {
  const kaiju = seat === 'kaiju';
  // Answers are compared structurally elsewhere; planning moves must have exactly their own fields too, so that
  // the action log never records a move with stray data (the kaiju's redraw names no role).
  if (strayField(a, kaiju)) return gameError('illegal', { field: a.type });
  const ownRoles = kaiju ? [] : rolesOfSeat(s, seat);
  const ownsRole = (role: unknown): RoleState | undefined => {
    for (const r of ownRoles) if (r.role === role) return r;
    return undefined;
  };
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
      const r = roleHolding(ownRoles, a.card);
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

/** The seat's role of that name (validatePlanning has checked that the seat holds it). */
function ownRole(s: State, seat: Seat, role: RoleId): RoleState {
  let found: RoleState | undefined;
  for (const r of s.humans.roles) if (r.seat === seat && r.role === role && !found) found = r;
  return found as RoleState;
}

function applyPlanning(c: Ctx, seat: Seat, a: Action): void {
  const s = c.s;
  switch (a.type) {
    case 'release': {
      const r = ownRole(s, seat, a.role);
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
      const r = ownRole(s, seat, a.role);
      dropSwapOf(c, r.role);
      // Changing line takes this role's placed cards back to its hand.
      for (const slot of cardsOnPlan(s, r.role)) takeBack(c, slot);
      // A lone human's other role holding that line swaps to this role's old line (validatePlanning).
      let other: RoleState | undefined;
      for (const o of s.humans.roles) if (o !== r && o.claim === a.line && !other) other = o;
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
      const owner = seat === 'kaiju' ? 'kaiju' : (roleHolding(rolesOfSeat(s, seat), a.card) as RoleState).role;
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
  const done = s.planning?.done;
  const prompts: PromptSpec[] = [];
  if (task.side === 'kaiju') {
    if (!done?.kaiju) prompts.push(ask('kaiju', 'planKaiju', []));
  } else
    for (let i = 0; i < s.options.humans; i++)
      if (!done?.[HUMAN_SEATS[i]]) prompts.push(ask(HUMAN_SEATS[i], 'planHumans', []));
  if (!prompts.length) {
    s.planning = null;
    return DONE;
  }
  return prompts;
};

/**
 * Every legal planning move for a seat (claims, placements, take-backs, redraw subsets, done), or only the
 * kinds asked for (the random player asks for one kind at a time: redraw subsets are many).
 */
export function planningActions(s: State, seat: Seat, only?: ReadonlySet<Action['type']>): Action[] {
  const out: Action[] = [];
  const kaiju = seat === 'kaiju';
  const holders = kaiju ? [] : rolesOfSeat(s, seat);
  const pending = redrawUnderWay(s, seat);
  if (pending) {
    // only the second half of a lone human's redraw may follow
    if (wants(only, 'redraw'))
      for (const r of holders)
        if (r.role !== pending.role)
          for (const cards of subsets(r.hand)) out.push({ type: 'redraw', role: r.role, cards });
    return out;
  }
  if (!kaiju) {
    if (wants(only, 'release'))
      for (const r of holders) if (r.claim !== null) out.push({ type: 'release', role: r.role });
    if (wants(only, 'proposeSwap'))
      for (const r of holders)
        for (const o of s.humans.roles)
          if (canSwap(s, r, o)) out.push({ type: 'proposeSwap', role: r.role, with: o.role });
    const swap = s.planning?.swap;
    if (wants(only, 'answerSwap') && swap && holders.some((r) => r.role === swap.to))
      out.push({ type: 'answerSwap', accept: true }, { type: 'answerSwap', accept: false });
    if (wants(only, 'claim'))
      for (const r of holders)
        for (const line of linesFor(s.options.humans))
          if (r.claim !== line && claimable(s, r, line)) out.push({ type: 'claim', role: r.role, line });
    if (wants(only, 'place'))
      for (const r of holders) {
        if (r.claim === null) continue;
        for (const slot of LINE_SLOTS[r.claim])
          if (!s.plan[slot]) for (const card of r.hand) out.push({ type: 'place', card, slot });
      }
    if (wants(only, 'takeBack'))
      for (const r of holders) for (const slot of cardsOnPlan(s, r.role)) out.push({ type: 'takeBack', slot });
    if (wants(only, 'redraw') && s.humans.funds.pool >= s.options.numbers.redrawCost)
      for (const r of holders) {
        // a lone human: these cards, and then some of the other hand, for the one fund
        const join = holders.length > 1 && holders.some((o) => o !== r && o.hand.length);
        for (const cards of subsets(r.hand)) {
          out.push({ type: 'redraw', role: r.role, cards });
          if (join) out.push({ type: 'redraw', role: r.role, cards, join: true });
        }
      }
  } else {
    if (wants(only, 'place'))
      for (const slot of KAIJU_SLOTS)
        if (!s.plan[slot]) for (const card of s.kaiju.hand) out.push({ type: 'place', card, slot });
    if (wants(only, 'takeBack')) for (const slot of cardsOnPlan(s, 'kaiju')) out.push({ type: 'takeBack', slot });
    if (wants(only, 'redraw') && s.kaiju.redrawsUsed < s.options.numbers.kaijuFreeRedraws)
      for (const cards of subsets(s.kaiju.hand)) out.push({ type: 'redraw', cards });
  }
  if (wants(only, 'done') && seatComplete(s, seat)) out.push({ type: 'done' });
  return out;
}

const wants = (only: ReadonlySet<Action['type']> | undefined, t: Action['type']): boolean => !only || only.has(t);

function subsets(hand: CardId[]): CardId[][] {
  const out: CardId[][] = [];
  for (let m = 1; m < 1 << hand.length; m++) {
    const cards: CardId[] = [];
    for (let i = 0; i < hand.length; i++) if (m & (1 << i)) cards.push(hand[i]);
    out.push(cards);
  }
  return out;
}
