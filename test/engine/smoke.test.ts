import { describe, expect, it } from 'vitest';
import { playGame } from '../../shared/vulcanus/simulate';

describe('complete random games (§7)', () => {
  it('end by round 6 with no invariant violation', () => {
    for (let seed = 0; seed < 30; seed++) {
      const rec = playGame({ humans: ((seed % 3) + 1) as 1 | 2 | 3, level: (seed % 4) as 0 | 1 | 2 | 3 }, seed, {
        check: true,
      });
      expect(rec.violations).toEqual([]);
      expect(rec.result).not.toBeNull();
      expect(rec.state.round).toBeLessThanOrEqual(6);
    }
  });
});
