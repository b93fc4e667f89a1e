/**
 * Dice that tumble: a die (any SVG or element the game draws) spins across its place and flickers through faces,
 * then lands on its face with a bounce. The game paints a face; `speed` scales the time (0: it shows the face at
 * once). Resolves when it has landed.
 */

export interface TumbleOptions<F> {
  /** Paints `face` on the die. */
  paint(el: Element, face: F): void;
  /** Faces to flicker through (as on the die: a face that appears twice comes up twice as often). */
  faces: readonly F[];
  /** Start after this long (ms at normal speed): dice of one roll land one after another. */
  delayMs?: number;
  /** Whole turns of this many degrees, so that the face lands upright (72 for a pentagon, 90 for a square). */
  turn?: number;
  random?: () => number;
}

export function tumble<F>(el: Element, face: F, speed: number, o: TumbleOptions<F>): Promise<void> {
  const anim = (el as HTMLElement).animate;
  if (speed <= 0 || typeof anim !== 'function') {
    o.paint(el, face);
    return Promise.resolve();
  }
  const rnd = o.random ?? Math.random;
  const turn = o.turn ?? 90;
  const spin = turn * (5 + Math.floor(rnd() * 5));
  const from = -40 - rnd() * 40;
  return new Promise((resolve) => {
    setTimeout(
      () => {
        const a = (el as HTMLElement).animate(
          [
            { transform: `translate(${from}px, -18px) rotate(0deg) scale(0.8)`, opacity: 0.4 },
            {
              transform: `translate(${from / 3}px, 6px) rotate(${spin * 0.7}deg) scale(1.05)`,
              opacity: 1,
              offset: 0.6,
            },
            { transform: `translate(0, -4px) rotate(${spin * 0.95}deg) scale(1)`, offset: 0.82 },
            { transform: `translate(0, 0) rotate(${spin}deg) scale(1)` },
          ],
          { duration: 650 * speed, easing: 'cubic-bezier(.2,.7,.3,1)' },
        );
        const flicker = setInterval(() => o.paint(el, o.faces[Math.floor(rnd() * o.faces.length)]), 70);
        const land = () => {
          clearInterval(flicker);
          o.paint(el, face);
          resolve();
        };
        a.onfinish = land;
        a.oncancel = land;
      },
      (o.delayMs ?? 0) * speed,
    );
  });
}

/** Tumbles a whole roll, each die a little after the one before. */
export function tumbleAll<F>(
  dice: { el: Element; face: F }[],
  speed: number,
  o: TumbleOptions<F>,
  gapMs = 70,
): Promise<void> {
  return Promise.all(
    dice.map((d, i) => tumble(d.el, d.face, speed, { ...o, delayMs: (o.delayMs ?? 0) + i * gapMs })),
  ).then(() => undefined);
}
