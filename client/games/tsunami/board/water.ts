/**
 * The water (§5.2, Part C.1 "the water is the clock"): its top line for a number of flooded rows, and the swell
 * that carries it up two rows at the end of a turn (a surge past the new line, then settling back with its foam).
 */
import { SIZE, rowY } from '../geometry';

/** The water's top (board y) when rows 1…`flooded` are under it. */
export const waterTop = (flooded: number): number =>
  flooded <= 0 ? rowY(1) + SIZE * 1.3 : rowY(flooded) - SIZE * 0.78;

/** Raises the drawn water from one line to the next, with a swell; `speed` 0 jumps. */
export function swell(
  water: SVGGElement,
  body: { setTop(top: number): void },
  from: number,
  to: number,
  speed: number,
): Promise<void> {
  const a = waterTop(from);
  const b = waterTop(to);
  if (speed <= 0 || typeof requestAnimationFrame !== 'function') {
    body.setTop(b);
    return Promise.resolve();
  }
  const ms = 1800 * speed;
  const overshoot = (b - a) * 0.2;
  water.classList.add('surging');
  return new Promise((resolve) => {
    const t0 = performance.now();
    const frame = (now: number) => {
      const t = Math.min(1, (now - t0) / ms);
      // past the new line and back: a swell rather than a slide
      body.setTop(a + (b - a) * (1 - Math.pow(1 - t, 3)) + overshoot * Math.sin(Math.PI * t));
      if (t < 1) requestAnimationFrame(frame);
      else {
        body.setTop(b);
        water.classList.remove('surging');
        resolve();
      }
    };
    requestAnimationFrame(frame);
  });
}
