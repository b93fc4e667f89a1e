/** A hint's estimate as a range (issue 32): never degenerate once rounded, always within 0–1. */
import { describe, expect, it } from 'vitest';
import { MIN_HALF_WIDTH, estimateRange, winsHalfWidth } from '../../shared/core/estimate';

const pct = (x: number) => Math.round(100 * x);

describe('estimateRange', () => {
  it('keeps the ends apart by at least twice the floor, however many samples', () => {
    for (const mean of [0, 0.001, 0.11, 0.5, 0.89, 0.999, 1])
      for (const half of [0, 1e-4, 0.02, 0.3]) {
        const e = estimateRange(mean, half, 5000);
        expect(pct(e.low), `${mean} ±${half}`).toBeLessThan(pct(e.high));
        expect(e.high - e.low).toBeGreaterThanOrEqual(2 * MIN_HALF_WIDTH - 1e-9);
        expect(e.low).toBeGreaterThanOrEqual(0);
        expect(e.high).toBeLessThanOrEqual(1);
        expect(e.low).toBeLessThanOrEqual(mean);
        expect(e.high).toBeGreaterThanOrEqual(mean);
        expect(e.samples).toBe(5000);
      }
  });

  it('keeps a wide interval as it is', () => {
    expect(estimateRange(0.5, 0.2, 30)).toEqual({ low: 0.3, high: 0.7, samples: 30 });
  });

  it('gives no figure from a broken mean or width', () => {
    const e = estimateRange(Number.NaN, Number.NaN, 0);
    expect(e.low).toBe(0);
    expect(e.high).toBe(1);
  });
});

describe('winsHalfWidth', () => {
  it('narrows with more playouts and is never zero, even at 0 or all wins', () => {
    expect(winsHalfWidth(50, 100)).toBeGreaterThan(winsHalfWidth(500, 1000));
    expect(winsHalfWidth(0, 100)).toBeGreaterThan(0);
    expect(winsHalfWidth(100, 100)).toBeGreaterThan(0);
    expect(winsHalfWidth(0, 0)).toBe(1);
  });
});
