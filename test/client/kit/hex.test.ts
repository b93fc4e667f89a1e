// @vitest-environment happy-dom
/** The screen kit's hex geometry and board (client/kit/hex.ts, hex-board.ts). */
import { describe, expect, it } from 'vitest';
import {
  bounds,
  centre,
  distance,
  fromOffset,
  hexAt,
  neighbours,
  toOffset,
  type HexLayout,
} from '../../../client/kit/hex';
import { HexBoard, MIN_CELL_PX } from '../../../client/kit/hex-board';

const layouts: HexLayout[] = [
  { orientation: 'pointy', size: 20 },
  { orientation: 'flat', size: 20 },
  { orientation: 'pointy', size: 20, oddShoved: false },
];

describe('hex geometry', () => {
  it('turns a printed grid into axial coordinates and back', () => {
    for (const l of layouts)
      for (let row = 0; row < 20; row++)
        for (let col = 0; col < 8; col++) expect(toOffset(fromOffset(col, row, l), l)).toEqual({ col, row });
  });

  it('finds the hex under its own centre and under a point near it', () => {
    for (const l of layouts)
      for (let q = -3; q <= 3; q++)
        for (let r = -3; r <= 3; r++) {
          const c = centre({ q, r }, l);
          expect(hexAt(c, l)).toEqual({ q, r });
          expect(hexAt({ x: c.x + 5, y: c.y - 5 }, l)).toEqual({ q, r });
        }
  });

  it('has six neighbours, each one step away and one hex-width apart', () => {
    const l = layouts[0];
    const h = { q: 2, r: -1 };
    const ns = neighbours(h);
    expect(ns).toHaveLength(6);
    for (const n of ns) {
      expect(distance(h, n)).toBe(1);
      const a = centre(h, l);
      const b = centre(n, l);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(Math.sqrt(3) * 20, 6);
    }
    expect(distance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(3);
  });

  it('bounds a tall 8×20 map taller than wide', () => {
    const l = layouts[0];
    const cells = [];
    for (let row = 0; row < 20; row++) for (let col = 0; col < 8; col++) cells.push(fromOffset(col, row, l));
    const b = bounds(cells, l);
    expect(b.h).toBeGreaterThan(b.w);
    expect(b.w).toBeCloseTo(8.5 * Math.sqrt(3) * 20, 6);
  });
});

describe('the hex board', () => {
  const l: HexLayout = { orientation: 'pointy', size: 20 };
  const cells = [] as { q: number; r: number }[];
  for (let row = 0; row < 20; row++) for (let col = 0; col < 8; col++) cells.push(fromOffset(col, row, l));

  it('draws a cell per hex, lights targets and the hint, and taps a cell', () => {
    const host = document.createElement('div');
    const taps: string[] = [];
    const b = new HexBoard(host, { layout: l, cells, onTap: (id) => taps.push(id) });
    expect(host.querySelectorAll('[data-hex]')).toHaveLength(160);
    b.light(['0,0', '1,0'], '1,0');
    expect([...host.querySelectorAll('.lit')].map((g) => g.getAttribute('data-hex'))).toEqual(['0,0', '1,0']);
    expect(host.querySelector('.hinted')?.getAttribute('data-hex')).toBe('1,0');
    const shape = host.querySelector('[data-hex="1,0"] polygon') as SVGElement;
    shape.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerId: 1, clientX: 5, clientY: 5 }));
    shape.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerId: 1, clientX: 5, clientY: 5 }));
    expect(taps).toEqual(['1,0']);
    b.destroy();
  });

  it('fits a tall map to a portrait box, never with cells under a finger wide', () => {
    const host = document.createElement('div');
    Object.defineProperty(host, 'clientWidth', { value: 600 });
    Object.defineProperty(host, 'clientHeight', { value: 900 });
    const b = new HexBoard(host, { layout: l, cells });
    const v = b.viewBox;
    const pxPerUnit = 600 / v.w;
    expect(Math.sqrt(3) * l.size * pxPerUnit).toBeGreaterThanOrEqual(MIN_CELL_PX - 1e-9);
    // the aspect of the box is kept
    expect(v.w / v.h).toBeCloseTo(600 / 900, 6);
    const w0 = v.w;
    b.zoom(2);
    expect(b.viewBox.w).toBeCloseTo(w0 / 2, 6);
    b.destroy();
  });
});
