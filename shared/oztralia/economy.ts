/** §9.3 Recruit, §9.4 Military, §9.5 Import/export. */
import { NUMBERS, UNIT_KINDS, type PersonId, type UnitKind } from './data';
import { emit, type Ctx } from './board';
import { has, player, unitCost, unitKind } from './player';
import { CONT, DONE, type Step } from './steps';
import type { Action, Seat, State, Task } from './types';

type Trade = Extract<Task, { t: 'trade' }>;
type Recruit = Extract<Task, { t: 'recruit' }>;
type Buy = Extract<Task, { t: 'buy' }>;

// ——— §9.3 Recruit ———

/** [R] §9.3 the blind draw needs two cards in the deck and its gold. */
export const canDrawBlind = (s: State, seat: Seat): boolean =>
  s.personDeck.length >= 2 && player(s, seat).gold >= NUMBERS.blindDrawGold;

export function recruitOptions(s: State, seat: Seat): Action[] {
  const peeks = s.peeks[seat];
  if (peeks?.drawn) return peeks.drawn.map((card) => ({ type: 'keep', card }));
  const out: Action[] = [];
  s.row.forEach((card, slot) => card && out.push({ type: 'recruit', slot }));
  if (canDrawBlind(s, seat)) out.push({ type: 'recruitBlind' });
  return out;
}

/** [R] ruling 9: the cards slide right to close every gap, a new card is turned up at the left, empties stay left. */
function refillRow(c: Ctx): void {
  const s = c.s;
  const cards = s.row.filter((x): x is PersonId => x !== null);
  while (cards.length < NUMBERS.row && s.personDeck.length) {
    const card = s.personDeck.pop() as PersonId;
    forget(s, card);
    cards.unshift(card);
  }
  s.row = [...Array<null>(NUMBERS.row - cards.length).fill(null), ...cards];
  emit(c, { type: 'rowRefilled', row: [...s.row] });
}

/** A card leaving the personality deck is no longer anyone's peek (ruling 8: it moved). */
function forget(s: State, card: PersonId): void {
  for (const p of Object.values(s.peeks)) if (p) p.deck = p.deck.filter((x) => x !== card);
}

export function recruitHandler(c: Ctx, task: Recruit, a: Action | null): Step {
  const s = c.s;
  const seat = task.seat;
  const p = player(s, seat);
  const peeks = s.peeks[seat];
  if (!a || !peeks) return { seat, kind: peeks?.drawn ? 'keep' : 'recruit' };
  if (a.type === 'recruit') {
    const card = s.row[a.slot];
    if (!card) return DONE;
    s.row[a.slot] = null;
    p.cards.push(card);
    emit(c, { type: 'recruited', seat, card, slot: a.slot });
    refillRow(c);
    return DONE;
  }
  if (a.type === 'recruitBlind') {
    // [R] §9.3 pay 1 gold and draw two: only the drawer sees them (§15)
    p.gold -= NUMBERS.blindDrawGold;
    const cards = [s.personDeck.pop(), s.personDeck.pop()].filter((x): x is PersonId => !!x);
    for (const card of cards) forget(s, card);
    peeks.drawn = cards;
    emit(c, { type: 'blindDrawn', seat, cards, gold: NUMBERS.blindDrawGold });
    return CONT;
  }
  if (a.type === 'keep' && peeks.drawn) {
    const returned = peeks.drawn.find((x) => x !== a.card) ?? null;
    peeks.drawn = null;
    p.cards.push(a.card);
    // [R] §9.3 the other card goes to the bottom, unseen by the others; its owner remembers it (ruling 8)
    if (returned) {
      s.personDeck.unshift(returned);
      peeks.deck.push(returned);
    }
    emit(c, { type: 'blindKept', seat, card: a.card, returned });
    return DONE;
  }
  return DONE;
}

// ——— §9.4 Military ———

const kindOrder = (k: UnitKind): number => UNIT_KINDS.indexOf(k);

/**
 * §9.4 one unit, or one or two infantry; §12 P20 the Sergeant Major buys two units of different kinds ([R] ruling
 * 8: one of them may be the infantry pair). Only units in the stock, only what the gold pays for.
 */
export function buyOptions(s: State, seat: Seat): Action[] {
  const p = player(s, seat);
  const inStock = (k: UnitKind) => s.stock.filter((u) => unitKind(u) === k).length;
  const picks: UnitKind[][] = [];
  for (const k of UNIT_KINDS) {
    if (inStock(k) >= 1) picks.push([k]);
    if (k === 'I' && inStock(k) >= 2) picks.push(['I', 'I']);
  }
  const sets: UnitKind[][] = [...picks];
  if (has(s, seat, 'sergeantMajor'))
    for (const x of picks)
      for (const y of picks)
        if (x[0] !== y[0] && kindOrder(x[0]) < kindOrder(y[0]) && y.length === 1) sets.push([...x, ...y]);
  return sets
    .filter((units) => units.reduce((sum, k) => sum + unitCost(s, seat, k), 0) <= p.gold)
    .map((units) => ({ type: 'buy', units }));
}

export function buyHandler(c: Ctx, task: Buy, a: Action | null): Step {
  if (!a) return { seat: task.seat, kind: 'buy' };
  if (a.type !== 'buy') return DONE;
  const s = c.s;
  const p = player(s, task.seat);
  const ids: string[] = [];
  let gold = 0;
  for (const k of a.units) {
    const id = s.stock.find((u) => unitKind(u) === k);
    if (!id) continue;
    s.stock = s.stock.filter((u) => u !== id);
    p.units.push(id);
    ids.push(id);
    gold += unitCost(s, task.seat, k);
  }
  p.gold -= gold;
  emit(c, { type: 'unitsBought', seat: task.seat, units: ids, gold });
  return DONE;
}

// ——— §9.5 Import / export ———

export function tradeOptions(s: State, task: Trade): Action[] {
  const p = player(s, task.seat);
  const out: Action[] = [];
  if (task.left > 0) {
    out.push({ type: 'exchange', ex: 'takeCoal' }, { type: 'exchange', ex: 'takeIron' });
    if (p.coal > 0) out.push({ type: 'exchange', ex: 'sellCoal' });
    if (p.iron > 0) out.push({ type: 'exchange', ex: 'sellIron' });
  }
  // [R] ruling 6: up to two exchanges (three with the Smuggler, §12 P15); at least one
  if (task.done > 0) out.push({ type: 'stop' });
  return out;
}

export function tradeHandler(c: Ctx, task: Trade, a: Action | null): Step {
  if (!a) return task.left > 0 ? { seat: task.seat, kind: 'exchange' } : DONE;
  if (a.type !== 'exchange') return DONE;
  const p = player(c.s, task.seat);
  let gold = 0;
  if (a.ex === 'takeCoal') p.coal++;
  else if (a.ex === 'takeIron') p.iron++;
  else {
    if (a.ex === 'sellCoal') p.coal--;
    else p.iron--;
    gold = has(c.s, task.seat, 'banker') ? NUMBERS.bankerExportGold : NUMBERS.exportGold;
    p.gold += gold;
  }
  task.left--;
  task.done++;
  emit(c, { type: 'exchanged', seat: task.seat, ex: a.ex, gold });
  return CONT;
}
