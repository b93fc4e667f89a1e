/**
 * The board's effects, as Web Animations on SVG drawn into the effects layer: sonar rings and their answer, a mine's
 * splash, the presence check, a tsunami rolling onto its town, a dyke breaking the wave, a ship sinking, ships and
 * Leviath gliding. Each returns when it has played (at once when animations are off). They draw only from public
 * event fields, except Leviath's own glide, which is only ever called with a path the viewer was given.
 */
import type { Sea, ShipId, Town } from '../../../../shared/leviath/types';
import {
  SEA_CENTRE,
  SEA_CORNERS,
  TOWN_CENTRE,
  cellAnchors,
  coastEdge,
  pointsAttr,
  waveFront,
  type Pt,
} from '../geometry';
import type { Board } from './board';
import { clearSvg, nextId, s } from './svg';

/** Plays an animation and waits for its end; a cancelled one (the screen went away) ends the wait too. */
function run(el: Element, frames: Keyframe[], ms: number, o: KeyframeAnimationOptions = {}): Promise<void> {
  const a = el.animate(frames, { duration: ms, fill: 'forwards', easing: 'ease-out', ...o });
  return a.finished.then(
    () => undefined,
    () => undefined,
  );
}

const at = (p: Pt): string => `translate(${p.x.toFixed(1)}px, ${p.y.toFixed(1)}px)`;

/** A group in the effects layer, removed once `f` has played. */
async function temp(b: Board, kind: string, f: (g: SVGGElement) => Promise<unknown>): Promise<void> {
  const g = s('g', { 'data-fx': kind, class: `lv-fx-${kind}` });
  b.m.fx.append(g);
  try {
    await f(g);
  } finally {
    g.remove();
  }
}

const cellsOf = (spaces: readonly Sea[], cls: string): SVGPolygonElement[] =>
  spaces.map((x) => s('polygon', { class: cls, points: pointsAttr(SEA_CORNERS[x]) }));

const middle = (spaces: readonly Sea[]): Pt => {
  const ps = spaces.map((x) => SEA_CENTRE[x]);
  return { x: ps.reduce((n, p) => n + p.x, 0) / ps.length, y: ps.reduce((n, p) => n + p.y, 0) / ps.length };
};

/** §10 a search: rings sweep out from the ship (or the aircraft over the region) across the searched spaces. */
export function sonarPing(b: Board, spaces: readonly Sea[], from: Pt | null, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  return temp(b, 'sonar', async (g) => {
    const clip = nextId();
    g.append(s('clipPath', { id: clip }, ...cellsOf(spaces, '')));
    const area = cellsOf(spaces, 'lv-fx-area');
    g.append(...area);
    const origin = from ?? middle(spaces);
    const rings = s('g', { 'clip-path': `url(#${clip})` });
    const faint = s('g', { class: 'lv-fx-faint' });
    g.append(faint, rings);
    const jobs: Promise<void>[] = area.map((p) =>
      run(p, [{ opacity: 0 }, { opacity: 0.8 }, { opacity: 0.35 }], 1500 * speed),
    );
    for (let i = 0; i < 3; i++)
      for (const layer of [rings, faint]) {
        const c = s('circle', { class: 'lv-fx-ring', r: 230, cx: 0, cy: 0 });
        layer.append(c);
        jobs.push(
          run(
            c,
            [
              { transform: `${at(origin)} scale(0.04)`, opacity: 1 },
              { transform: `${at(origin)} scale(1)`, opacity: 0 },
            ],
            1100 * speed,
            {
              delay: i * 260 * speed,
              easing: 'linear',
            },
          ),
        );
      }
    if (from) {
      const dot = s('circle', { class: 'lv-fx-ping', r: 6 });
      g.append(dot);
      jobs.push(
        run(
          dot,
          [{ transform: `${at(from)} scale(1)` }, { transform: `${at(from)} scale(2.4)`, opacity: 0 }],
          700 * speed,
        ),
      );
    }
    await Promise.all(jobs);
  });
}

/** The search's answer: a red surge for "present", a calm wash for "absent", static for a jammed search. */
export function sonarAnswer(
  b: Board,
  spaces: readonly Sea[],
  answer: 'present' | 'absent' | 'jammed',
  speed: number,
): Promise<void> {
  if (speed <= 0 || !spaces.length) return Promise.resolve();
  return temp(b, `answer-${answer}`, async (g) => {
    const area = cellsOf(spaces, `lv-fx-answer ${answer}`);
    g.append(...area);
    const jobs = area.map((p, i) =>
      run(
        p,
        answer === 'jammed'
          ? [{ opacity: 0 }, { opacity: 0.7 }, { opacity: 0.1 }, { opacity: 0.6 }, { opacity: 0 }]
          : [{ opacity: 0 }, { opacity: answer === 'present' ? 0.85 : 0.5 }, { opacity: 0 }],
        (answer === 'present' ? 1300 : 900) * speed,
        { delay: i * 40 * speed },
      ),
    );
    if (answer === 'present') {
      const c = middle(spaces);
      const mark = s('text', { class: 'lv-fx-bang', x: 0, y: 0 }, '!');
      g.append(mark);
      jobs.push(
        run(
          mark,
          [
            { transform: `${at(c)} scale(0.3)`, opacity: 0 },
            { transform: `${at(c)} scale(1.3)`, opacity: 1 },
            { transform: `${at(c)} scale(1)`, opacity: 0 },
          ],
          1300 * speed,
        ),
      );
    }
    await Promise.all(jobs);
  });
}

/** §8 a mine drops onto a space and splashes. */
export function mineDrop(b: Board, space: Sea, from: Sea | null, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const c = cellAnchors(space).pieces;
  return temp(b, 'splash', async (g) => {
    const mine = s('circle', { class: 'lv-fx-mine', r: 9 });
    g.append(mine);
    const start = from === null ? { x: c.x, y: c.y - 90 } : cellAnchors(from).pieces;
    await run(
      mine,
      [{ transform: `${at(start)} scale(${from === null ? 1.8 : 1})` }, { transform: `${at(c)} scale(1)` }],
      450 * speed,
      {
        easing: 'ease-in',
      },
    );
    const rings = [0, 1, 2].map(() => s('ellipse', { class: 'lv-fx-splash', rx: 30, ry: 18 }));
    g.append(...rings);
    await Promise.all(
      rings.map((r, i) =>
        run(
          r,
          [
            { transform: `${at(c)} scale(0.2)`, opacity: 1 },
            { transform: `${at(c)} scale(1.3)`, opacity: 0 },
          ],
          600 * speed,
          {
            delay: i * 120 * speed,
          },
        ),
      ),
    );
  });
}

/** §8 the presence check's answer on one space. */
export function presence(b: Board, space: Sea, present: boolean, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const c = SEA_CENTRE[space];
  return temp(b, present ? 'present' : 'absent', async (g) => {
    const ring = s('circle', { class: `lv-fx-check ${present ? 'present' : 'absent'}`, r: 40 });
    g.append(ring);
    const jobs = [
      run(
        ring,
        [
          { transform: `${at(c)} scale(0.2)`, opacity: 1 },
          { transform: `${at(c)} scale(1.2)`, opacity: 0 },
        ],
        (present ? 1100 : 500) * speed,
      ),
    ];
    if (present) {
      const mark = s('text', { class: 'lv-fx-bang' }, '!');
      g.append(mark);
      jobs.push(
        run(
          mark,
          [
            { transform: `${at(c)} scale(0.4)`, opacity: 0 },
            { transform: `${at(c)} scale(1)`, opacity: 1 },
            { opacity: 0 },
          ],
          1100 * speed,
        ),
      );
    }
    await Promise.all(jobs);
  });
}

/**
 * §9 a tsunami rolls onto its town from the same arc of sea whatever its origin ([§15] the animation must not
 * point back to Leviath), then breaks on the town.
 */
export function tsunami(b: Board, letter: Town, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const { from, to } = waveFront(letter);
  const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 90;
  return temp(b, 'tsunami', async (g) => {
    const waves = [0, 1, 2].map((i) =>
      s('path', {
        class: 'lv-fx-wave',
        d: `M-${60 - i * 8} 0 Q0 -${34 - i * 4} ${60 - i * 8} 0 Q0 -${18 - i * 3} -${60 - i * 8} 0 Z`,
      }),
    );
    g.append(...waves);
    await Promise.all(
      waves.map((w, i) =>
        run(
          w,
          [
            { transform: `${at(from)} rotate(${angle}deg) scale(0.6)`, opacity: 0 },
            {
              transform: `${at({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 })} rotate(${angle}deg) scale(1)`,
              opacity: 1,
              offset: 0.5,
            },
            { transform: `${at(to)} rotate(${angle}deg) scale(1.25)`, opacity: 0.2 },
          ],
          2100 * speed,
          { delay: i * 260 * speed, easing: 'ease-in' },
        ),
      ),
    );
    const foam = s('circle', { class: 'lv-fx-foam', r: 44 });
    g.append(foam);
    await run(
      foam,
      [
        { transform: `${at(TOWN_CENTRE[letter])} scale(0.3)`, opacity: 1 },
        { transform: `${at(TOWN_CENTRE[letter])} scale(1.2)`, opacity: 0 },
      ],
      600 * speed,
    );
  });
}

/** §9.2 a built dyke stops the wave: spray along the coast. */
export function dykeBreak(b: Board, letter: Town, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const [p, q] = coastEdge(letter);
  return temp(b, 'dyke', async (g) => {
    const wall = s('line', { class: 'lv-fx-wall', x1: p.x, y1: p.y, x2: q.x, y2: q.y });
    g.append(wall);
    await run(
      wall,
      [
        { opacity: 1, strokeWidth: '14px' },
        { opacity: 0, strokeWidth: '30px' },
      ],
      900 * speed,
    );
  });
}

/** §9.3 a town goes under: its flood pattern rises. */
export function flood(b: Board, letter: Town, speed: number): Promise<void> {
  const el = b.m.towns.get(letter)?.querySelector('.lv-town-flood');
  if (speed <= 0 || !el) return Promise.resolve();
  return run(el, [{ opacity: 0 }, { opacity: 1 }], 900 * speed);
}

/** §7 B a ship is eaten: it lurches, tips and sinks in a boil of bubbles. */
export async function sink(b: Board, ship: ShipId, space: Sea, speed: number): Promise<void> {
  const el = b.shipEl(ship);
  if (speed <= 0 || !el) return;
  const c = b.shipPoint(ship);
  const here = SEA_CENTRE[space];
  await temp(b, 'sink', async (g) => {
    const jaws = s('path', { class: 'lv-fx-jaws', d: 'M-26 10 L-16 -14 L-8 4 L0 -18 L8 4 L16 -14 L26 10 Z' });
    g.append(jaws);
    const bubbles = [0, 1, 2, 3, 4].map((i) =>
      s('circle', { class: 'lv-fx-bubble', r: 2 + (i % 3), cx: -12 + i * 6, cy: 0 }),
    );
    g.append(...bubbles);
    await Promise.all([
      run(
        jaws,
        [
          { transform: `${at({ x: here.x, y: here.y + 30 })} scale(0.6)`, opacity: 0 },
          { transform: `${at(here)} scale(1.1)`, opacity: 1, offset: 0.6 },
          { transform: `${at(here)} scale(1)`, opacity: 0 },
        ],
        900 * speed,
      ),
      run(
        el,
        [
          { transform: at(c) },
          { transform: `${at(c)} rotate(-25deg)`, offset: 0.4 },
          { transform: `${at({ x: c.x, y: c.y + 14 })} rotate(-60deg) scale(0.6)`, opacity: 0 },
        ],
        1100 * speed,
      ),
      ...bubbles.map((bb, i) =>
        run(
          bb,
          [
            { transform: at(here), opacity: 0.9 },
            { transform: at({ x: here.x, y: here.y - 40 - i * 6 }), opacity: 0 },
          ],
          900 * speed,
          { delay: (300 + i * 90) * speed },
        ),
      ),
    ]);
  });
}

/** A ship glides from one point to another (the snap then puts it there for good). */
export function glideShip(b: Board, ship: ShipId, from: Pt, to: Pt, speed: number): Promise<void> {
  const el = b.shipEl(ship);
  if (speed <= 0 || !el) return Promise.resolve();
  return run(el, [{ transform: at(from) }, { transform: at(to) }], 520 * speed, { easing: 'ease-in-out' });
}

/** Leviath glides along its own path (the kaiju's screen, or the replay of a finished game). */
export function glideDragon(b: Board, path: readonly Sea[], speed: number): Promise<void> {
  const el = b.m.kaiju.querySelector('.lv-dragon');
  if (speed <= 0 || !el || path.length < 2) return Promise.resolve();
  const frames = path.map((x) => ({
    transform: `${at({ x: cellAnchors(x).pieces.x, y: cellAnchors(x).pieces.y + 4 })} scale(0.85)`,
  }));
  return run(el, frames, 380 * (path.length - 1) * speed, { easing: 'ease-in-out' });
}

/**
 * Something moved under the sea: a slow swell from the middle of the bay, the same for every secret move, so that
 * it shows that Leviath moved and nothing of where (§15).
 */
export function swell(b: Board, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const c = { x: 300, y: 190 };
  return temp(b, 'swell', async (g) => {
    const r = s('ellipse', { class: 'lv-fx-swell', rx: 330, ry: 210 });
    g.append(r);
    await run(
      r,
      [
        { transform: `${at(c)} scale(0.2)`, opacity: 0.7 },
        { transform: `${at(c)} scale(1)`, opacity: 0 },
      ],
      1000 * speed,
    );
  });
}

/** Clears whatever effect is still drawn (a resync). */
export const clearFx = (b: Board): void => clearSvg(b.m.fx);
