/**
 * A hint's estimate of winning as a range the screen can show. A search's playouts measure its own model of the game,
 * not the game: however many there are, the range never narrows below what that model can claim, so it never reads
 * as a degenerate "11–11%" or "100–100%" once rounded to whole percents.
 */

/** [T] The narrowest half-width an estimate is shown with: a search's model is no better than this. */
export const MIN_HALF_WIDTH = 0.05;

export interface Estimate {
  low: number;
  high: number;
  samples: number;
}

/**
 * The range around `mean` with at least MIN_HALF_WIDTH on each side, kept within 0–1 (at an end, the whole width goes
 * to the other side), so that its ends differ by at least 2·MIN_HALF_WIDTH.
 */
export function estimateRange(mean: number, halfWidth: number, samples: number): Estimate {
  const m = Math.min(1, Math.max(0, Number.isFinite(mean) ? mean : 0.5));
  const w = Math.max(MIN_HALF_WIDTH, Number.isFinite(halfWidth) ? halfWidth : 1);
  let low = m - w;
  let high = m + w;
  if (low < 0) [low, high] = [0, Math.max(high, 2 * MIN_HALF_WIDTH)];
  if (high > 1) [low, high] = [Math.min(low, 1 - 2 * MIN_HALF_WIDTH), 1];
  return { low: Math.max(0, low), high: Math.min(1, high), samples };
}

/** The 95% half-width of a share of wins (`wins` of `n` playouts), by the Wilson interval's width. */
export function winsHalfWidth(wins: number, n: number): number {
  if (n <= 0) return 1;
  const z = 1.96;
  const p = wins / n;
  return (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
}
