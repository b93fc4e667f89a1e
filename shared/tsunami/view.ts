/**
 * §13 who sees what: every seat and the spectator get the same public view. A face-down card is only its zone's
 * back on its hex; unturned shelter tiles, the generator and the cards removed unseen stay on the server until the
 * game is over (then `reveal` shows them, for the end screen and the replay).
 */
import { asView, type SeatView } from '../core/game';
import { cloneJson } from '../core/clone';
import { TUNING } from './data/numbers';
import { allowanceOf, reachable } from './allowance';
import { rowOf } from './hex';
import { maxPoints, canActivate, onMap, score } from './units';
import type { CardView, GameEvent, Reveal, State, UnitView, View, Viewer } from './types';

/** Tsunami phases until the unit's row floods, this turn's counting as 1. */
function wetIn(s: State, row: number): number {
  const turnsLeftAfterThis = Math.ceil(row / TUNING.floodRowsPerTurn) - Math.max(s.turn, 1);
  return turnsLeftAfterThis + 1;
}

function unitView(s: State, u: State['units'][number]): UnitView {
  const claimable = canActivate(s, u);
  const act = s.activation;
  // a member claimed but not yet set off (its before-move skills: Lead, Foresight, the bottle) still shows what it
  // would set off with, so the screen can show its number and reach while its player decides
  const before = act?.unit === u.id && act.stage === 'before' && !act.ended;
  const preview = (claimable || before) && onMap(u) ? allowanceOf(s, u, null) : null;
  const steps = act?.unit === u.id && act.stage === 'move' && !act.ended ? act.allowance : (preview?.total ?? 0);
  return {
    id: u.id,
    role: u.role,
    seat: u.seat,
    hex: u.hex,
    fate: u.fate,
    acted: u.acted,
    canActivate: claimable,
    statuses: u.statuses.map((st) => ({ ...st })),
    cards: { ...u.cards },
    leading: u.leading,
    ledBy: u.ledBy,
    cat: u.cat,
    wetIn: u.hex === null ? null : wetIn(s, rowOf(u.hex)),
    preview,
    reach: reachable(s, u, steps),
  };
}

export function view(s: State, _viewer: Viewer): SeatView<View> {
  const k = s.turn;
  const rows = TUNING.floodRowsPerTurn;
  const over = s.result !== null;
  return asView({
    v: s.v,
    turn: k,
    phase: s.phase,
    options: { ...s.options },
    timedOut: s.timedOut,
    flooded: s.flooded,
    floodsNext: [rows * Math.max(k, 1) - 1, rows * Math.max(k, 1)],
    aftershock: s.aftershock,
    ground: s.ground,
    start: s.start,
    cards: s.cards.map((slot): CardView | null =>
      slot ? (slot.up ? { zone: slot.zone, card: slot.card } : { zone: slot.zone }) : null,
    ),
    shelters: s.shelters.map((t) => ({ hex: t.hex, tile: t.up ? (t.real ? 'shelter' : 'closed') : 'hidden' })),
    units: s.units.map((u) => unitView(s, u)),
    tokens: { ...s.tokens },
    cat: s.cat && { ...s.cat },
    activation: s.activation && { ...s.activation, used: [...s.activation.used] },
    rolls: s.rolls.map((r) => ({ ...r })),
    claims: s.claims,
    revealed: cloneJson(s.revealed),
    prompts: cloneJson(s.prompts),
    stack: cloneJson(s.stack),
    interrupts: cloneJson(s.interrupts),
    promptSeq: s.promptSeq,
    score: { points: score(s), max: maxPoints(s) },
    result: s.result && cloneJson(s.result),
    reveal: over ? revealOf(s) : null,
  });
}

export const revealOf = (s: State): Reveal => ({
  cards: cloneJson(s.cards),
  shelters: cloneJson(s.shelters),
  lost: cloneJson(s.lost),
});

/** Every event is public: none names the face of a hidden card (§13). */
export const redactEvent = (_s: State, e: GameEvent): GameEvent => e;
