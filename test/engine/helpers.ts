/**
 * Test-game helper for scenario tests: run setup to a chosen point, arrange a scenario directly in the (plain
 * JSON) state while keeping every piece conserved, start a card, event or phase, answer prompts by description,
 * and collect the events.
 */
import { expect } from 'vitest';
import { equalJson } from '../../shared/core/clone';
import {
  cardOwner,
  cardType,
  type CardId,
  type HumanCardType,
  type KaijuCardType,
  type RoleId,
} from '../../shared/vulcanus/data/cards';
import type { EventId } from '../../shared/vulcanus/data/events';
import { TOWN_IDS, townIndex, type TownId } from '../../shared/vulcanus/data/map';
import { run } from '../../shared/vulcanus/engine';
import { legalActions, setup, vulcanus } from '../../shared/vulcanus/index';
import { checkInvariants } from '../../shared/vulcanus/invariants';
import { humanExtraActive } from '../../shared/vulcanus/phases';
import { seatOfRole } from '../../shared/vulcanus/planning';
import type { Task } from '../../shared/vulcanus/tasks';
import type {
  Action,
  Cell,
  GameEvent,
  Options,
  Prompt,
  PromptKind,
  Seat,
  SlotId,
  State,
  Town,
} from '../../shared/vulcanus/types';

export type EventOf<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

export interface TestGameOptions {
  humans?: 1 | 2 | 3;
  level?: 0 | 1 | 2 | 3;
  seed?: number;
  /** Roles in seat order (given as options, so no role prompts); null: chosen through the role prompts. */
  roles?: RoleId[] | null;
  kaijuStart?: TownId;
  fireTown?: TownId;
  sdfTown?: TownId;
  /** Stop as soon as a prompt of this kind is pending (default: round 1's human planning). */
  until?: PromptKind;
}

/** True when `a` has every field of `want` (structural, for describing an answer). */
export function matches(a: unknown, want: Record<string, unknown>): boolean {
  if (a === null || typeof a !== 'object') return false;
  return Object.entries(want).every(([k, v]) => equalJson((a as Record<string, unknown>)[k], v));
}

export class TestGame {
  events: GameEvent[] = [];
  constructor(public s: State) {}

  /** The single pending decision (a team decision counts once: its first seat's prompt), or the one of `seat`. */
  prompt(seat?: Seat): Prompt {
    const first = this.s.prompts.findIndex((p) => p.team);
    const ps = seat
      ? this.s.prompts.filter((p) => p.seat === seat)
      : this.s.prompts.filter((p, i) => !p.team || i === first);
    expect(ps.length, `prompts: ${JSON.stringify(this.s.prompts.map((p) => [p.seat, p.kind]))}`).toBe(1);
    return ps[0];
  }

  kind(seat?: Seat): PromptKind {
    return this.prompt(seat).kind;
  }

  options(seat?: Seat): Action[] {
    const p = this.prompt(seat);
    return legalActions(this.s, p.seat);
  }

  /** Answers with the one legal action matching the description; fails when none or several match. */
  answer(want: Record<string, unknown> & { type: Action['type'] }, seat?: Seat): GameEvent[] {
    const p = this.prompt(seat);
    const legal = legalActions(this.s, p.seat);
    const hits = legal.filter((a) => matches(a, want));
    expect(hits.length, `${JSON.stringify(want)} among ${p.kind} options ${JSON.stringify(legal)}`).toBe(1);
    return this.act(p.seat, hits[0]);
  }

  /** Applies any action (legal or not must be decided by the caller); fails the test if rejected. */
  act(seat: Seat, a: Action): GameEvent[] {
    const r = vulcanus.applyInPlace(this.s, seat, a);
    if (!r.ok) throw new Error(`rejected: ${r.error}`);
    this.events.push(...r.value);
    return r.value;
  }

  pass(seat?: Seat): GameEvent[] {
    return this.answer({ type: 'pass' }, seat);
  }

  /** Pushes a task on the stack and runs the engine until someone must answer. */
  push(task: Task): GameEvent[] {
    this.s.stack.push(task);
    return this.run();
  }

  run(): GameEvent[] {
    const c = { s: this.s, events: [] as GameEvent[] };
    this.s.prompts = [];
    run(c);
    this.events.push(...c.events);
    return c.events;
  }

  /** Starts resolving an action card as if it had just been revealed (extra effect judged from research/tree). */
  card(card: CardId, opts: { x?: boolean; research?: number; slot?: SlotId } = {}): GameEvent[] {
    const s = this.s;
    const owner = cardOwner(card);
    const type = cardType(card);
    if (opts.slot) putOnPlan(s, opts.slot, card, true);
    const x =
      opts.x ??
      (owner === 'kaiju'
        ? s.kaiju.tree[type as KaijuCardType]
        : humanExtraActive(s.options.numbers, owner, type as HumanCardType, s.humans.research));
    return this.push({
      t: 'card',
      type: type as HumanCardType | KaijuCardType,
      card,
      seat: owner === 'kaiju' ? 'kaiju' : seatOfRole(s, owner),
      x,
      research: opts.research ?? s.humans.research,
      k: 0,
      units: [],
      freeUsed: 0,
    });
  }

  event(event: EventId, omen: TownId): GameEvent[] {
    this.s.omenTown = omen;
    return this.push({ t: 'event', event, k: 0, towns: [], n: 0 });
  }

  /** Whether the engine is back at the planning prompts that lie under a pushed task (the task is finished). */
  idle(): boolean {
    return this.s.prompts.length > 0 && this.s.prompts.every((p) => p.kind === 'planHumans' || p.kind === 'planKaiju');
  }

  ev<T extends GameEvent['type']>(type: T): EventOf<T>[] {
    return this.events.filter((e): e is EventOf<T> => e.type === type);
  }

  clearEvents(): void {
    this.events = [];
  }

  town(id: TownId): Town {
    return this.s.towns[townIndex(id)];
  }

  invariants(): string[] {
    return checkInvariants(this.s);
  }
}

/** A game run through setup (answering its prompts) up to the first prompt of `until` (default planHumans). */
export function testGame(o: TestGameOptions = {}): TestGame {
  const humans = o.humans ?? 2;
  const options: Options = { humans, level: o.level ?? 0 };
  if (o.roles !== null)
    options.roles =
      o.roles ?? (humans === 3 ? ['fireChief', 'jointStaff', 'researchDirector'] : ['fireChief', 'jointStaff']);
  const { state, events } = setup(options, o.seed ?? 1);
  const g = new TestGame(state);
  g.events.push(...events);
  const until = o.until ?? 'planHumans';
  for (let guard = 0; guard < 50; guard++) {
    const p = state.prompts[0];
    if (!p || state.prompts.some((q) => q.kind === until)) return g;
    switch (p.kind) {
      case 'returnBonusTile':
        g.act('kaiju', p.options[0]);
        break;
      case 'kaijuStart':
        g.answer({ type: 'town', town: o.kaijuStart ?? 'shibuya' });
        break;
      case 'fireBaseTown':
        g.answer({ type: 'town', town: o.fireTown ?? 'kasumigaseki' });
        break;
      case 'sdfBaseTown':
        g.answer({ type: 'town', town: o.sdfTown ?? 'waseda' });
        break;
      case 'chooseRole':
        g.act(p.seat, p.options[0]);
        break;
      default:
        if (!p.options.length) throw new Error(`testGame: reached ${p.kind} before ${until}`);
        // Any event prompt of round 1 (e.g. advanced events): take the first option.
        g.act(p.seat, p.options[0]);
    }
  }
  throw new Error('testGame: setup did not reach the requested point');
}

// ---------------------------------------------------------------------------------------------------------------
// Arranging a scenario. Every helper moves pieces from somewhere, so checkInvariants keeps holding.

export const DUMP: TownId = 'asakusa';

/**
 * Empties the map: lava back to the complete pool, units back to the stock, people onto the dump town, and (unless
 * `keepTiles`) leaves tiles where they are. Bases go to the stock too.
 */
export function clearMap(g: TestGame, dump: TownId = DUMP): void {
  const s = g.s;
  const d = s.towns[townIndex(dump)];
  for (const t of s.towns) {
    s.kaiju.pools[5] += t.lava;
    t.lava = 0;
    s.humans.stock.fire += t.fire;
    s.humans.stock.sdf += t.sdf;
    s.humans.stock.bases += t.bases;
    t.fire = t.sdf = t.bases = 0;
    if (t !== d) {
      d.citizens += t.citizens;
      d.vips += t.vips;
      t.citizens = t.vips = 0;
    }
  }
}

/** Takes n lava from the kaiju board without growth: from the complete pool backwards. */
function takeBoardLava(s: State, n: number): void {
  for (let p = 5; p >= 0 && n > 0; p--) {
    const k = Math.min(n, s.kaiju.pools[p]);
    s.kaiju.pools[p] -= k;
    n -= k;
  }
  if (n > 0) throw new Error('not enough lava on the kaiju board');
}

/** Sets a town's pieces; people come from (or go to) the dump town, lava from the board, units from the stock. */
export function setTown(g: TestGame, id: TownId, want: Partial<Omit<Town, 'tile'>>, dump: TownId = DUMP): void {
  const s = g.s;
  const t = s.towns[townIndex(id)];
  const d = s.towns[townIndex(dump)];
  for (const kind of ['citizens', 'vips'] as const) {
    if (want[kind] === undefined) continue;
    const delta = want[kind] - t[kind];
    if (delta > d[kind]) throw new Error(`not enough ${kind} on the dump town`);
    d[kind] -= delta;
    t[kind] += delta;
  }
  if (want.lava !== undefined) {
    const delta = want.lava - t.lava;
    if (delta > 0) takeBoardLava(s, delta);
    else s.kaiju.pools[5] -= delta;
    t.lava = want.lava;
  }
  for (const kind of ['fire', 'sdf', 'bases'] as const) {
    const w = want[kind];
    if (w === undefined) continue;
    const stockKey = kind;
    const delta = w - t[kind];
    if (delta > s.humans.stock[stockKey]) throw new Error(`not enough ${kind} in stock`);
    s.humans.stock[stockKey] -= delta;
    t[kind] = w;
  }
}

/** Sets the first five pools; the complete pool takes or gives the difference. */
export function setPools(g: TestGame, first5: number[]): void {
  const k = g.s.kaiju;
  const before = k.pools.reduce((a, b) => a + b, 0);
  for (let i = 0; i < 5; i++) k.pools[i] = first5[i];
  const rest = before - first5.reduce((a, b) => a + b, 0);
  if (rest < 0) throw new Error('setPools: not enough lava');
  k.pools[5] = rest;
  const firstNonEmpty = k.pools.findIndex((n) => n > 0);
  k.stage = firstNonEmpty < 0 ? 6 : firstNonEmpty;
}

/** Marks an evolution tile as placed on a node, taking it from beside the first pool that still has one. */
export function giveEvolution(g: TestGame, node: KaijuCardType): void {
  const k = g.s.kaiju;
  const i = k.evolutionBeside.indexOf(true);
  if (i < 0) throw new Error('no evolution tile left');
  k.evolutionBeside[i] = false;
  k.tree[node] = true;
}

export function setFunds(g: TestGame, pool: number, spent: number, stock?: number): void {
  const f = g.s.humans.funds;
  const total = f.pool + f.spent + f.stock;
  f.pool = pool;
  f.spent = spent;
  f.stock = stock ?? total - pool - spent;
  if (f.pool + f.spent + f.stock !== total || f.stock < 0) throw new Error('setFunds: funds not conserved');
}

/** Fills `n` squares of a track with pieces of one kind, taken from the dump town or the kaiju board. */
export function fillTrack(g: TestGame, track: 'defense' | 'damage', cell: Cell, n: number, dump: TownId = DUMP): void {
  const s = g.s;
  const t = s.tracks[track];
  const d = s.towns[townIndex(dump)];
  for (let i = 0; i < n; i++) {
    const at = t.cells.indexOf('');
    if (at < 0) throw new Error('track full');
    if (cell === 'c') {
      if (d.citizens <= 0) throw new Error('no citizens on the dump town');
      d.citizens--;
    } else if (cell === 'v') {
      if (d.vips <= 0) throw new Error('no VIPs on the dump town');
      d.vips--;
    } else if (cell === 'l') takeBoardLava(s, 1);
    else throw new Error('fillTrack: pieces only');
    t.cells[at] = cell;
  }
}

/** Moves a card from wherever its owner holds it onto a plan slot. */
export function putOnPlan(s: State, slot: SlotId, card: CardId, revealed = false): void {
  const owner = cardOwner(card);
  const h = owner === 'kaiju' ? s.kaiju : s.humans.roles.find((r) => r.role === owner);
  if (!h) throw new Error(`no holder for ${card}`);
  let found = false;
  for (const pile of [h.deck, h.hand, h.discard]) {
    const i = pile.indexOf(card);
    if (i >= 0) {
      pile.splice(i, 1);
      found = true;
    }
  }
  for (const k of Object.keys(s.plan) as SlotId[])
    if (s.plan[k]?.card === card) {
      s.plan[k] = null;
      found = true;
    }
  if (!found) throw new Error(`${card} not found`);
  const prev = s.plan[slot];
  if (prev) {
    const ph = prev.owner === 'kaiju' ? s.kaiju : s.humans.roles.find((r) => r.role === prev.owner);
    ph?.discard.push(prev.card);
  }
  s.plan[slot] = { card, owner, revealed };
}

/** Moves the given cards into a holder's hand (from its deck, discard or hand), the rest of the hand to the deck. */
export function setHand(s: State, owner: RoleId | 'kaiju', cards: CardId[]): void {
  const h = owner === 'kaiju' ? s.kaiju : s.humans.roles.find((r) => r.role === owner);
  if (!h) throw new Error(`no holder ${owner}`);
  h.deck.push(...h.hand);
  h.hand = [];
  for (const card of cards) {
    for (const pile of [h.deck, h.discard]) {
      const i = pile.indexOf(card);
      if (i >= 0) pile.splice(i, 1);
    }
    h.hand.push(card);
  }
}

export const T = (id: TownId): number => townIndex(id);
export const TOWN = (i: number): TownId => TOWN_IDS[i];

/** Secret ids a viewer must not see, per §10, computed from the full state. */
export function secretsFor(s: State, viewer: Seat | 'spectator'): string[] {
  const out: string[] = [];
  const isKaiju = viewer === 'kaiju';
  if (!isKaiju) out.push(...s.kaiju.hand, ...s.kaiju.discard, ...s.kaiju.bonusKept, ...s.kaiju.bonusDrawn);
  for (const pc of Object.values(s.plan)) {
    if (!pc || pc.revealed) continue;
    const mine = pc.owner === 'kaiju' ? isKaiju : seatOfRole(s, pc.owner) === viewer;
    if (!mine) out.push(pc.card);
  }
  for (const r of s.humans.roles) if (r.seat !== viewer) out.push(...r.hand, ...r.discard);
  for (const e of s.events) if (e.advanced && !e.revealed) out.push(e.event);
  out.push(...s.advancedUnused);
  return out;
}

/** Puts cards on plan slots (face down) and starts an execution phase over them (§7.3). */
export function execute(g: TestGame, plan: Partial<Record<SlotId, CardId>>): GameEvent[] {
  for (const [slot, card] of Object.entries(plan) as [SlotId, CardId][]) putOnPlan(g.s, slot, card);
  g.s.phase = 'execution';
  return g.push({ t: 'execution', i: 0, k: 0, complete: false });
}

/** Makes sure the kaiju keeps a given destruction bonus tile (swapping with an unused or kept one). */
export function ensureKept(g: TestGame, tile: string): void {
  const k = g.s.kaiju;
  if (k.bonusKept.includes(tile)) return;
  const i = k.bonusUnused.indexOf(tile);
  if (i < 0) throw new Error(`${tile} not available`);
  k.bonusUnused[i] = k.bonusKept[0];
  k.bonusKept[0] = tile;
}

/** Answers prompts with `choose` (default: the first option, passing when possible) until the engine is idle. */
export function drain(g: TestGame, choose?: (p: Prompt) => Action): void {
  for (let n = 0; n < 200 && !g.idle() && !g.s.result; n++) {
    const p = g.s.prompts[0];
    const pass = p.options.find((o) => o.type === 'pass');
    g.act(p.seat, choose ? choose(p) : (pass ?? p.options[0]));
  }
}

/** A game at round 1's planning with the map cleared and the kaiju on Shibuya: the start of most scenarios. */
export function emptyBoard(seed: number): TestGame {
  const g = testGame({ humans: 2, seed });
  clearMap(g);
  g.s.kaiju.town = 'shibuya';
  g.clearEvents();
  return g;
}

/** The scenario has settled: nothing left to answer for it, and every invariant holds. */
export function expectSettled(g: TestGame): void {
  expect(g.idle()).toBe(true);
  expect(g.invariants()).toEqual([]);
}
