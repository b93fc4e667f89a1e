/**
 * The map camera's arithmetic (client/games/vulcanus/board/view-math.ts): the player's own decision is brought into
 * the part of the view no overlay covers (issue 32: the camera stayed on the kaiju while the decision was off screen).
 */
import { describe, expect, it } from 'vitest';
import { townXY } from '../../client/games/vulcanus/board/layout';
import { ptInView, revealTarget, viewAt, type Viewport } from '../../client/games/vulcanus/board/view-math';

/** A 1024 × 768 tablet at dpr 1 with the tracks at the sides and the bottom bar under the map. */
const TABLET: Viewport = { width: 724, height: 551, dpr: 1, insets: { left: 90, right: 90, top: 0, bottom: 40 } };
const DESKTOP: Viewport = { width: 1900, height: 1006, dpr: 2, insets: { left: 90, right: 90, top: 0, bottom: 0 } };

describe('bringing a decision into sight', () => {
  for (const [name, vp] of [
    ['tablet', TABLET],
    ['desktop', DESKTOP],
  ] as const)
    it(`every town of a decision at opposite ends of the map ends in the uncovered view (${name})`, () => {
      const towns = ['ikebukuro', 'odaiba', 'yoyogi'].map(townXY);
      const close = 1.2;
      // a close-up on one town leaves the others out
      const before = viewAt(vp, close, towns[0].x, towns[0].y);
      expect(towns.every((p) => ptInView(p, before, vp, close))).toBe(false);
      const t = revealTarget(towns, vp, close, 0.05);
      const after = viewAt(vp, t.zoom, t.x, t.y);
      for (const p of towns) expect(ptInView(p, after, vp, t.zoom)).toBe(true);
      expect(t.zoom).toBeLessThan(close);
    });

  it('zooms out only as far as it must: neighbours keep the zoom, never below the whole map', () => {
    const near = ['shibuya', 'ebisu'].map(townXY);
    const t = revealTarget(near, TABLET, 0.9, 0.3);
    expect(t.zoom).toBe(0.9);
    const all = ['ikebukuro', 'odaiba', 'yoyogi', 'asakusa'].map(townXY);
    expect(revealTarget(all, TABLET, 2, 0.6).zoom).toBe(0.6);
  });

  it('a covered edge counts as out of sight', () => {
    const p = townXY('shibuya');
    const vp: Viewport = { ...TABLET, insets: { left: 0, right: 0, top: 0, bottom: 0 } };
    const view = viewAt(vp, 1, p.x + vp.width / 2 - 80, p.y);
    expect(ptInView(p, view, vp, 1)).toBe(true);
    expect(ptInView(p, view, { ...vp, insets: { ...vp.insets, left: 150 } }, 1)).toBe(false);
  });
});
