/** Applying an action: an untrusted action is checked against the seat's legal and standing actions, then applied. */
import { cloneJson, equalJson } from '../core/clone';
import { gameError, type GameError } from '../core/errors';
import type { Result } from '../core/result';
import { activeSeats, answerWindow, ghostRoll } from './flow';
import { legalActions, standingActions } from './legal';
import { normalize } from './normalize';
import { spend } from './spend';
import type { GameEvent, State } from './types';

const err = (code: string, params?: Record<string, string | number>): { ok: false; error: GameError } => ({
  ok: false,
  error: gameError(code, params),
});

/** Changes `s` in place; a refusal changes nothing. */
export function applyMut(s: State, seat: string, raw: unknown): Result<GameEvent[], GameError> {
  if (s.winners) return err('gameOver');
  const a = normalize(raw);
  if (!a) return err('notAnAction');
  // the auto-bank is the only standing action, and no prompt answers with one
  const legal = a.type === 'autoBank' ? standingActions(s, seat) : legalActions(s, seat, a.type);
  if (!legal.some((x) => equalJson(x, a))) {
    if (!activeSeats(s).includes(seat) && a.type !== 'autoBank') return err('notYourTurn');
    return err('illegal');
  }
  const events: GameEvent[] = [];
  s.v++;
  switch (a.type) {
    case 'roll':
      ghostRoll(s, events);
      break;
    case 'copy':
    case 'pass':
      answerWindow(s, seat, a, events);
      break;
    case 'autoBank':
      s.sheets[seat].autoBank = a.res;
      events.push({ type: 'autoBankSet', seat, res: a.res });
      break;
    default:
      spend(s, seat, a, events);
  }
  return { ok: true, value: events };
}

export function apply(
  s: State,
  seat: string,
  action: unknown,
): Result<{ state: State; events: GameEvent[] }, GameError> {
  const next = cloneJson(s);
  const r = applyMut(next, seat, action);
  return r.ok ? { ok: true, value: { state: next, events: r.value } } : r;
}
