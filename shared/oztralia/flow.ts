/**
 * Oztralia on the core interpreter (shared/core/interpreter.ts): its task handlers and its prompts, one at a time. A
 * prompt names its seat and kind; its legal answers are computed from the state when they are needed (`answers`).
 */
import type { GameError } from '../core/errors';
import { interpreter } from '../core/interpreter';
import type { Result } from '../core/result';
import { NUMBERS } from './data';
import { attackHandler, attackOptions } from './attack';
import { emit, faceDown, maskHexes, networkMask, withinMask, type Ctx } from './board';
import { farmHandler, farmOptions, mine2Options, mineHandler, mineOptions, railHandler, railOptions } from './build';
import { nextActor } from './calendar';
import { combatHandler, combatOptions } from './combat';
import { buyHandler, buyOptions, recruitHandler, recruitOptions, tradeHandler, tradeOptions } from './economy';
import { ANCHOR_HEXES, hexDistance } from './hex';
import { dustHandler, tollsHandler } from './manifest';
import { moveHandler } from './movement';
import { drawsHandler, oldTurnHandler } from './oldones';
import { has } from './player';
import { endGame } from './score';
import { CONT, DONE, type Step } from './steps';
import { boxOptions, turnHandler } from './turn';
import { TRACKER_RANGE } from './data';
import type { Action, GameEvent, Prompt, PromptKind, Seat, State, Task } from './types';

type Handler<T extends Task> = (c: Ctx, task: T, a: Action | null) => Step;

/** §7 step 9 ports, from the last player in reverse turn order, each at hex distance ≥ 3 from those placed. */
export function portOptions(s: State): Action[] {
  const placed = s.order.map((x) => s.players[x]?.port ?? -1).filter((h) => h >= 0);
  return ANCHOR_HEXES.filter((h) => placed.every((p) => hexDistance(p, h) >= NUMBERS.portSpacing)).map((hex) => ({
    type: 'port',
    hex,
  }));
}

const portSeat = (s: State, i: number): Seat => s.order[s.order.length - 1 - i];

const portsHandler: Handler<Extract<Task, { t: 'ports' }>> = (c, task, a) => {
  if (a?.type === 'port') {
    const seat = portSeat(c.s, task.i);
    const p = c.s.players[seat];
    if (p) p.port = a.hex;
    emit(c, { type: 'portPlaced', seat, hex: a.hex });
    task.i++;
  }
  return task.i < c.s.order.length ? { seat: portSeat(c.s, task.i), kind: 'port' } : DONE;
};

/** §8 the next actor: the lowest marker, the top of its stack first; §13 the end once every marker is at 53. */
const mainHandler: Handler<Extract<Task, { t: 'main' }>> = (c) => {
  const s = c.s;
  const m = nextActor(s);
  if (m === null) {
    endGame(c, 'calendar');
    return DONE;
  }
  if (m === 'old') s.stack.push({ t: 'oldTurn', stage: 0, cards: NUMBERS.moveCards });
  else {
    emit(c, { type: 'turnStarted', seat: m });
    s.stack.push({ t: 'turn', seat: m, box: null, time: 0 });
  }
  return CONT;
};

/** One handler per task type; a task type without a handler fails to compile. */
const HANDLERS: { [K in Task['t']]: Handler<Extract<Task, { t: K }>> } = {
  ports: portsHandler,
  main: mainHandler,
  turn: turnHandler,
  rail: railHandler,
  mine: mineHandler,
  recruit: recruitHandler,
  buy: buyHandler,
  trade: tradeHandler,
  farm: farmHandler,
  attack: attackHandler,
  combat: combatHandler,
  oldTurn: (c, t) => oldTurnHandler(c, t),
  draws: (c, t) => drawsHandler(c, t),
  move: (c, t) => moveHandler(c, t),
  tolls: (c, t) => tollsHandler(c, t),
  dust: (c, t, a) => dustHandler(c, t, a?.type === 'discard' ? a.res : null),
};

/** The options of a prompt of `kind` raised by `task` (the top of the stack). */
export function optionsFor(s: State, task: Task, kind: PromptKind, seat: Seat): Action[] {
  switch (kind) {
    case 'port':
      return portOptions(s);
    case 'box':
      return boxOptions(s, seat);
    case 'track':
      return task.t === 'rail' ? railOptions(s, task) : [];
    case 'mine':
      return mineOptions(s, seat);
    case 'mine2':
      return task.t === 'mine' ? mine2Options(s, task) : [];
    case 'recruit':
    case 'keep':
      return recruitOptions(s, seat);
    case 'buy':
      return buyOptions(s, seat);
    case 'exchange':
      return task.t === 'trade' ? tradeOptions(s, task) : [];
    case 'farm':
      return task.t === 'farm' ? farmOptions(s, task) : [];
    case 'force':
    case 'target':
      return task.t === 'attack' ? attackOptions(s, task) : [];
    case 'beforeCard':
    case 'cubes':
    case 'hit':
    case 'airshipHit':
      return combatOptions(s);
    case 'discard':
      return [
        { type: 'discard', res: 'coal' },
        { type: 'discard', res: 'iron' },
      ];
  }
}

const engine = interpreter<State, Task, Prompt, Action, GameEvent, Seat, Ctx>({
  handlers: HANDLERS,
  // [R] §15 every prompt's options are computed from public information alone (the asked seat's own peeks never
  // change them), so a prompt with a single option is answered at once: that tells nobody anything.
  loneOption: 'answer',
  answers: (s, p, task) => optionsFor(s, task, p.kind, p.seat),
  context: (s, events) => ({ s, events }),
});

/** Runs tasks until one waits for an answer or the game ends. */
export function run(c: Ctx): void {
  engine.run(c.s, c.events);
  updatePeeks(c);
}

/**
 * §12 P13 the Tracker's owner sees every face-down tile within 2 hexes of its connected network, at all times; a
 * peek stays known until the tile is revealed (ruling 8). Its owner alone sees which tile it is (§15).
 */
function updatePeeks(c: Ctx): void {
  const s = c.s;
  if (s.result) return;
  for (const seat of s.order) {
    if (!has(s, seat, 'tracker')) continue;
    const peeks = s.peeks[seat];
    if (!peeks) continue;
    const near = withinMask(maskHexes(networkMask(s, seat)), TRACKER_RANGE);
    for (const t of faceDown(s))
      if (near[t.hex] && !(t.uid in peeks.tiles)) {
        peeks.tiles[t.uid] = t.kind;
        emit(c, { type: 'tilePeeked', seat, uid: t.uid, kind: t.kind });
      }
  }
}

/** The seat's answers to its prompt. */
export const legalActions = (s: State, seat: string): Action[] => engine.legal(s, seat as Seat);

/** Validates and applies one action to `s` in place; a refusal changes nothing. */
export function applyMut(s: State, seat: string, raw: unknown): Result<GameEvent[], GameError> {
  const r = engine.applyMut(s, seat as Seat, raw);
  if (!r.ok) return r;
  updatePeeks({ s, events: r.events });
  return { ok: true, value: r.events };
}

export const activeSeats = (s: State): string[] => (s.result || !s.prompts.length ? [] : [s.prompts[0].seat]);

export const promptId = (s: State, seat: string): string | null =>
  !s.result && s.prompts[0]?.seat === seat ? `p${s.prompts[0].id}` : null;
