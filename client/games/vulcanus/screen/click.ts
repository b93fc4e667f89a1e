/**
 * A click handler for an answer: the second click of a double click (or a double tap) does nothing, so that it
 * can never answer the decision that appears under the finger after the first one.
 */
export function onceClick(f: () => void): (e: Event) => void {
  return (e) => {
    if ((e as MouseEvent).detail > 1) return;
    f();
  };
}
