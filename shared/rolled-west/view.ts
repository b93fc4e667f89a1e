/** Who sees what (§12): everything is open but the generator and each player's auto-bank choice. */
import { cloneJson } from '../core/clone';
import { asView, type SeatView, type Viewer } from '../core/game';
import { round } from './schedule';
import type { GameEvent, State, View } from './types';

/** The turn as anyone sees it: the undo snapshots stay with the state; a view says only whether there is one. */
function publicTurn(t: State['turn']): View['turn'] {
  if (!t) return null;
  const { undo, ...rest } = t;
  return { ...cloneJson(rest), canUndo: undo.length > 0 };
}

/** §12 everything is open but the generator and each player's auto-bank choice. */
export function view(s: State, viewer: Viewer): SeatView<View> {
  const sheets = Object.fromEntries(
    Object.entries(s.sheets).map(([seat, sh]) => {
      const { autoBank: _hidden, ...pub } = sh;
      return [seat, cloneJson(pub)];
    }),
  );
  const t = s.turn;
  return asView<View>({
    round: round(s),
    pos: s.pos,
    order: [...s.order],
    schedule: [...s.schedule],
    rounds: [...s.rounds],
    turn: publicTurn(t),
    ghost: s.ghost ? [...s.ghost] : null,
    window: s.window ? cloneJson(s.window) : null,
    sheets,
    officeOwner: { ...s.officeOwner },
    contractOwner: { ...s.contractOwner },
    shipBigOwner: cloneJson(s.shipBigOwner),
    final: s.final ? cloneJson(s.final) : null,
    winners: s.winners ? [...s.winners] : null,
    options: { ...s.options },
    me: viewer in s.sheets ? { seat: viewer, autoBank: s.sheets[viewer].autoBank } : null,
  });
}

export const PRIVATE_KEYS = ['me'] as const;

export function privateView(s: State, viewer: Viewer): Partial<View> {
  return { me: viewer in s.sheets ? { seat: viewer, autoBank: s.sheets[viewer].autoBank } : null };
}

/** §12 a player's auto-bank choice is told only to that player. */
/**
 * §12 a player's auto-bank preference is theirs alone: the setting is never sent to anyone else, nor is the mark
 * that an answer came from it. [R] What the others see is the answer, as for any answer: a bank, or a pass. That
 * an answer came at once, unprompted, is §8's own rule ("they pass without a prompt") and shows on any table.
 */
export function redactEvent(_s: State, e: GameEvent, viewer: Viewer): GameEvent | null {
  if (e.type === 'autoBankSet' && e.seat !== viewer) return null;
  if ((e.type === 'resourceBanked' || e.type === 'bankPassed') && e.auto && e.seat !== viewer)
    return { ...e, auto: false };
  return e;
}
