// @vitest-environment happy-dom
/** The hex board's sides as targets (client/kit/hex-edges.ts): where two cells' shared side runs, and its taps. */
import { describe, expect, it } from 'vitest';
import { corners, neighbours, type HexLayout } from '../../../client/kit/hex';
import { EdgeTargets, sharedSide, sideMiddle } from '../../../client/kit/hex-edges';

const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) < 1e-6;

describe('the side two neighbouring cells share', () => {
  for (const orientation of ['flat', 'pointy'] as const) {
    const l: HexLayout = { orientation, size: 30 };
    it(`is two corners of both cells, one side long (${orientation})`, () => {
      const a = { q: 2, r: -1 };
      for (const b of neighbours(a)) {
        const [p, q] = sharedSide(a, b, l);
        for (const end of [p, q]) {
          expect(corners(a, l).some((c) => near(c, end))).toBe(true);
          expect(corners(b, l).some((c) => near(c, end))).toBe(true);
        }
        expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(30, 6);
        // the same side seen from either cell
        const m1 = sideMiddle(a, b, l);
        const m2 = sideMiddle(b, a, l);
        expect(near(m1, m2)).toBe(true);
      }
    });
  }
});

describe('the lit sides', () => {
  const l: HexLayout = { orientation: 'flat', size: 30 };
  const setup = () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    svg.append(g);
    document.body.append(svg);
    const taps: string[] = [];
    const edges = new EdgeTargets(g, l, (id) => taps.push(id));
    return { edges, taps, g };
  };
  const press = (el: Element, x: number, x2 = x) => {
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: 0 }));
    el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: x2, clientY: 0 }));
  };

  it('draws one target per side, the hint marked, and redraws afresh', () => {
    const { edges, g } = setup();
    edges.show(
      [
        { id: '1-2', a: { q: 0, r: 0 }, b: { q: 1, r: 0 } },
        { id: '1-3', a: { q: 0, r: 0 }, b: { q: 0, r: 1 } },
      ],
      '1-3',
    );
    expect(g.querySelectorAll('[data-edge]')).toHaveLength(2);
    expect(g.querySelector('.hinted')?.getAttribute('data-edge')).toBe('1-3');
    edges.show([]);
    expect(g.querySelectorAll('[data-edge]')).toHaveLength(0);
  });

  it('a tap names its side; a drag does not', () => {
    const { edges, taps, g } = setup();
    edges.show([{ id: '4-5', a: { q: 0, r: 0 }, b: { q: 1, r: 0 } }]);
    const line = g.querySelector('.kit-edge-hit');
    expect(line).not.toBeNull();
    if (!line) return;
    press(line, 10);
    press(line, 10, 60);
    expect(taps).toEqual(['4-5']);
  });
});
