/**
 * A click handler for an answer: the second click of a double click (or a double tap) does nothing, so that it
 * can never answer the decision that appears under the finger after the first one. Only a repeated click soon
 * after an answer was sent counts as such: a player clicking again later (a refused answer) is heard.
 */
const DOUBLE_MS = 400;
let lastSent = -Infinity;

/** The screen sent an answer now. */
export function answerSent(): void {
  lastSent = performance.now();
}

export function onceClick(f: () => void): (e: Event) => void {
  return (e) => {
    if ((e as MouseEvent).detail > 1 && performance.now() - lastSent < DOUBLE_MS) return;
    f();
  };
}
