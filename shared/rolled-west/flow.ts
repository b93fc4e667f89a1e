/**
 * The flow of a Rolled West game: each roll in the schedule (§5, §9 the ghost), the others' banking window on it
 * (§8), and the next roll once the turn is over and the window has closed; who is asked what, and the window's clock.
 */
import type { ClockSpec } from '../core/game';
import { randInt } from '../core/rng';
import { DICE, DIE_FACES, GHOST_DICE, type Res } from './data';
import { GHOST, round, turnAhead } from './schedule';
import { endGame } from './scoring';
import type { Action, GameEvent, State } from './types';

const roll = (s: State, n: number): Res[] =>
  Array.from({ length: n }, () => DIE_FACES[randInt(s.rng, DIE_FACES.length)]);

/** §8 whose rolls a player may copy: neighbours (before or after in turn order); with 2 or 3 players, everyone. */
function mayCopyFrom(s: State, seat: string, roller: string): boolean {
  if (seat === roller) return false;
  if (roller === GHOST || s.options.bankFromAnyOpponent || s.order.length <= 3) return true;
  const i = s.order.indexOf(seat);
  const j = s.order.indexOf(roller);
  const n = s.order.length;
  return (i + 1) % n === j || (j + 1) % n === i; // [R] 4 players: not the player opposite
}

export function startRoll(s: State, events: GameEvent[]): void {
  const seat = s.schedule[s.pos];
  const r = s.rounds[s.pos];
  if (s.pos === 0 || s.rounds[s.pos - 1] !== r) events.push({ type: 'roundStarted', round: r });
  s.window = null;
  if (seat === GHOST) {
    s.turn = null;
    s.ghost = null; // its roll waits for its seat's 'roll' (an automated seat: the host plays it)
    return;
  }
  s.ghost = null;
  const sheet = s.sheets[seat];
  // §8 the copy right refreshes, and the auto-bank choice is cleared, at the start of one's own turn
  sheet.copied = false;
  sheet.autoBank = null;
  const dice = roll(s, DICE);
  s.turn = {
    seat,
    dice,
    terrain: null,
    use: dice.map(() => 'free'),
    built: false,
    contract: false,
    office: false,
    banked: false,
    ended: false,
    undo: [],
  };
  events.push({ type: 'diceRolled', seat, dice: [...dice] });
}

/** §8 opens the others' banking window on a roll: auto-banks answer at once, the others are prompted. */
export function openWindow(s: State, roller: string, faces: Res[], events: GameEvent[]): void {
  const w = { roller, faces, waiting: [] as string[], answers: {} as Record<string, Res | 'pass'> };
  s.window = w;
  for (const seat of s.order) {
    const sheet = s.sheets[seat];
    if (!mayCopyFrom(s, seat, roller) || sheet.copied) continue;
    const next = turnAhead(s, seat);
    if (next < 0) continue; // §8 not after one's last turn
    if (sheet.autoBank) {
      if (faces.includes(sheet.autoBank)) {
        copy(s, seat, sheet.autoBank, true, events);
        continue;
      }
      // §8 auto-bank passes without a prompt, except on the last chance (the roll just before one's own turn).
      // [R] §12 the choice stays private, but its effect is a move like any other: the pass is announced, so
      // nobody learns from a silent change of who is asked (what it tells — that the choice is not on the
      // table — is what the player's own pass would tell).
      if (next !== s.pos + 1) {
        w.answers[seat] = 'pass';
        events.push({ type: 'bankPassed', seat, auto: true });
        continue;
      }
    }
    w.waiting.push(seat);
  }
}

function copy(s: State, seat: string, face: Res, auto: boolean, events: GameEvent[]): void {
  const sheet = s.sheets[seat];
  sheet.bank[face]++;
  sheet.copied = true;
  // the dark box of the round of the player's next turn: one between-turns bank before each own turn (§13)
  const next = turnAhead(s, seat);
  const col = (next >= 0 ? s.rounds[next] : round(s)) - 1;
  sheet.dark[col] = face;
  if (s.window) s.window.answers[seat] = face;
  events.push({ type: 'resourceBanked', seat, res: face, kind: 'between', auto });
}

/** The next roll begins once the turn is over and the window on it has closed (§6.1.4, §8). */
export function maybeAdvance(s: State, events: GameEvent[]): void {
  const w = s.window;
  if (w && w.waiting.length > 0) return;
  const seat = s.schedule[s.pos];
  if (seat === GHOST ? s.ghost === null : !s.turn?.ended) return;
  s.pos++;
  if (s.pos >= s.schedule.length) {
    s.turn = null;
    s.ghost = null;
    s.window = null;
    endGame(s, events);
    return;
  }
  startRoll(s, events);
}

/** §9 the ghost rolls three dice, chooses nothing, and opens the window at once. */
export function ghostRoll(s: State, events: GameEvent[]): void {
  s.ghost = roll(s, GHOST_DICE);
  events.push({ type: 'ghostRolled', dice: [...s.ghost] });
  openWindow(s, GHOST, [...s.ghost], events);
  maybeAdvance(s, events);
}

/** §8 a waiting player's answer to the window: copy one of its faces, or pass. */
export function answerWindow(
  s: State,
  seat: string,
  a: Extract<Action, { type: 'copy' | 'pass' }>,
  events: GameEvent[],
) {
  const w = s.window;
  if (!w) return;
  w.waiting = w.waiting.filter((x) => x !== seat);
  if (a.type === 'copy') copy(s, seat, a.face, false, events);
  else {
    w.answers[seat] = 'pass';
    events.push({ type: 'bankPassed', seat, auto: false });
  }
  maybeAdvance(s, events);
}

export function activeSeats(s: State): string[] {
  if (s.winners) return [];
  const out: string[] = [];
  const seat = s.schedule[s.pos];
  if (seat === GHOST && s.ghost === null) out.push(GHOST);
  if (s.turn && !s.turn.ended) out.push(s.turn.seat);
  for (const w of s.window?.waiting ?? []) if (!out.includes(w)) out.push(w);
  return out;
}

export function promptId(s: State, seat: string): string | null {
  if (s.winners) return null;
  if (seat === GHOST) return s.schedule[s.pos] === GHOST && s.ghost === null ? `roll:${s.pos}` : null;
  // A banker's decision stays the same while the active player spends, so its click is never stale.
  if (s.window?.waiting.includes(seat)) return `bank:${s.pos}`;
  if (s.turn?.seat === seat && !s.turn.ended) return `turn:${s.pos}:${s.turn.terrain === null ? 'terrain' : 'spend'}`;
  return null;
}

/** §8 [R][T] in real-time rooms the window closes bankSeconds after the turn ends (after a ghost roll: after it). */
export function clocks(s: State): ClockSpec[] {
  const w = s.window;
  const seconds = s.options.bankSeconds ?? 0;
  if (!w || !w.waiting.length || seconds <= 0 || s.winners) return [];
  const rollerDone = w.roller === GHOST || !!s.turn?.ended;
  if (!rollerDone) return [];
  return [{ key: `bank:${s.pos}`, seats: [...w.waiting], kind: 'turn', seconds }];
}

export function timeoutAction(s: State, seat: string): Action | null {
  return s.window?.waiting.includes(seat) ? { type: 'pass' } : null;
}
