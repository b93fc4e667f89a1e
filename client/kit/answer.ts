/**
 * One answer per decision shown. A tap while an answer travels sends nothing (the buttons stay, off, until the
 * next update shows), and the second click of a double click (or a double tap) never answers the decision that
 * appears under the finger after the first. A refused answer opens the decision again (`reopen`).
 */

/** A repeated click this soon after an answer was sent is the rest of a double click (ms). */
const DOUBLE_MS = 400;
let lastSent = -Infinity;

/** A click handler for an answer button: the second click of a double click does nothing. */
export function onceClick(f: () => void): (e: Event) => void {
  return (e) => {
    if ((e as MouseEvent).detail > 1 && performance.now() - lastSent < DOUBLE_MS) return;
    f();
  };
}

export class AnswerGuard<A> {
  /** The version on screen whose decision was answered. */
  private answered: number | null = null;
  /** When the last answer went (ms, `performance.now()`). */
  sentAt = -Infinity;

  constructor(
    /** Sends the answer with the version it answers (the newest received). */
    private out: (a: A, v: number) => void,
  ) {}

  /** Whether the decision of the version on screen was answered already. */
  locked(shownV: number | null | undefined): boolean {
    return shownV !== null && shownV !== undefined && this.answered === shownV;
  }

  /** Sends `a` for the decision of `shownV`, with the newest version `latestV`; false when one was sent already. */
  send(a: A, shownV: number, latestV: number = shownV): boolean {
    if (this.locked(shownV)) return false;
    this.answered = shownV;
    this.sentAt = performance.now();
    lastSent = this.sentAt;
    this.out(a, latestV);
    return true;
  }

  /** The answer was refused: the decision is open again. */
  reopen(): void {
    this.answered = null;
  }
}
