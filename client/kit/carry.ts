/**
 * A card (or any piece drawn in HTML) carried to a target with one gesture: pressed, it follows the pointer as a
 * ghost once it has moved a few pixels, and the element under the pointer at release names the target (by an
 * attribute, such as `data-slot`). A press that did not move is a tap, unless it was held long enough to be the
 * inspect service's long press (it zoomed the card). The game says what a pick-up, a drop and a tap mean.
 */

export interface CarryOptions {
  /** Where the ghost is drawn (inside the game's screen, where its scoped styles reach it). */
  layer: HTMLElement;
  /** The attribute naming a drop target (`data-slot`): its value is the target's id. */
  targetAttr: string;
  /** The ghost's anchor under the pointer, as a share of its size (a ghost drawn at 60% is centred by 0.3). */
  anchor?: number;
  /** A press held this long and not moved is a long press, not a tap (default 450 ms). */
  longPressMs?: number;
  /** The piece started to move (it is picked up). */
  pickUp(): void;
  /** Released over a target (its id) or elsewhere (null: put back). */
  drop(target: string | null): void;
  /** Pressed and released without moving. */
  tap(): void;
  /** The element under a point (the document's by default; a test may give its own). */
  hit?(x: number, y: number): Element | null;
}

/** Pixels a press moves before it carries the piece (a trembling finger still taps). */
export const CARRY_SLOP = 8;

/** Whether a press released without moving is a tap: a mouse click always is; a finger held long is a long press. */
export function isTap(pointerType: string, heldMs: number, longPressMs = 450): boolean {
  return pointerType === 'mouse' || heldMs < longPressMs;
}

/** Starts carrying `el` from this pointer press; the window's moves and release do the rest. */
export function carry(ev: PointerEvent, el: HTMLElement, o: CarryOptions): void {
  ev.preventDefault();
  const ghost = el.cloneNode(true) as HTMLElement;
  ghost.classList.add('ghost');
  const t0 = performance.now();
  const anchor = o.anchor ?? 0.3;
  let moved = false;
  const move = (e: PointerEvent) => {
    if (!moved && Math.abs(e.clientX - ev.clientX) + Math.abs(e.clientY - ev.clientY) > CARRY_SLOP) {
      moved = true;
      o.layer.append(ghost);
      o.pickUp();
    }
    if (moved) {
      ghost.style.left = `${e.clientX - ghost.offsetWidth * anchor}px`;
      ghost.style.top = `${e.clientY - ghost.offsetHeight * anchor}px`;
    }
  };
  const up = (e: PointerEvent) => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', up);
    ghost.remove();
    if (!moved) {
      if (e.type !== 'pointercancel' && isTap(ev.pointerType, performance.now() - t0, o.longPressMs)) o.tap();
      return;
    }
    const under =
      e.type === 'pointercancel' ? null : (o.hit ?? ((x, y) => document.elementFromPoint(x, y)))(e.clientX, e.clientY);
    o.drop(under?.closest(`[${o.targetAttr}]`)?.getAttribute(o.targetAttr) ?? null);
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', up);
}
