/**
 * The post-game reveal (Part C.1): Leviath's true path replayed beside the shrinking candidate cloud. Both come
 * from the final view alone: the memo (revealed at the end, §13) and the public clues. The memo is step by step,
 * the clues say how far each secret move could go, so each clue is matched with where Leviath stood then: the
 * fold of the clues is exact (candidates.ts), so some matching always keeps Leviath inside the cloud.
 */
import { START_CANDIDATES, candidateCloud } from '../../../shared/leviath/candidates';
import type { Clue, Sea } from '../../../shared/leviath/types';

export interface RevealFrame {
  cloud: Sea[];
  /** How much of the memo is walked by then (an index into it). */
  upto: number;
}

/** For each clue, the memo index Leviath stood on once it was learnt; null if the memo cannot be matched. */
export function alignTrail(clues: readonly Clue[], trail: readonly Sea[]): number[] | null {
  const cloud = candidateCloud(clues).map((c) => new Set(c));
  const dead = new Set<string>();
  const out: number[] = [];
  const last = trail.length - 1;
  const walk = (i: number, j: number): boolean => {
    if (i === clues.length) return j === last;
    const k = `${i}:${j}`;
    if (dead.has(k)) return false;
    const c = clues[i];
    const reach = c.k === 'spread' ? Math.min(last, j + c.steps) : j;
    for (let next = j; next <= reach; next++) {
      if (!cloud[i].has(trail[next])) continue;
      out[i] = next;
      if (walk(i + 1, next)) return true;
    }
    dead.add(k);
    return false;
  };
  return trail.length && walk(0, 0) ? out.slice(0, clues.length) : null;
}

/** The reveal's frames: the start, then one per clue that changed the cloud or moved Leviath. */
export function revealFrames(clues: readonly Clue[], trail: readonly Sea[]): RevealFrame[] {
  const idx = alignTrail(clues, trail);
  const cloud = candidateCloud(clues);
  const frames: RevealFrame[] = [{ cloud: [...START_CANDIDATES], upto: 0 }];
  if (!idx) {
    // an unmatched memo (never expected): walk it evenly beside the cloud
    cloud.forEach((c, i) =>
      frames.push({ cloud: c, upto: Math.round(((i + 1) * (trail.length - 1)) / Math.max(1, cloud.length)) }),
    );
    return frames;
  }
  cloud.forEach((c, i) => {
    const prev = frames[frames.length - 1];
    if (prev.upto === idx[i] && prev.cloud.join() === c.join()) return;
    frames.push({ cloud: c, upto: idx[i] });
  });
  return frames;
}

/** How long each space stayed a candidate, from 0 to 1, over the whole game. */
export function heatOf(clues: readonly Clue[]): Map<Sea, number> {
  const cloud = [START_CANDIDATES, ...candidateCloud(clues)];
  const count = new Map<Sea, number>();
  for (const c of cloud) for (const x of c) count.set(x, (count.get(x) ?? 0) + 1);
  const max = Math.max(1, ...count.values());
  return new Map([...count].map(([x, n]) => [x, n / max]));
}
