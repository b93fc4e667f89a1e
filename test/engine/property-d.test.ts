import { describe, expect, it } from 'vitest';
import { propertyGames } from './property';

describe('property: random games, part D (late-game positions: research 30, attack tiles, defense full)', () => {
  it('500 boosted games with eager players: invariants after every action; views, garbage, JSON round trip', () => {
    const cov = propertyGames(500, 4004, {
      viewEvery: 23,
      garbageEvery: 29,
      replay: false,
      jsonRoundTrip: true,
      boost: true,
    });
    // The boosted games reach the rare corners the plain random games do not.
    expect(cov.games).toBe(500);
    expect(cov.research30).toBeGreaterThan(0);
    expect(cov.ends['defenseFull:humans'] ?? 0).toBeGreaterThan(0);
    expect(cov.ends['damageFull:kaiju'] ?? 0).toBeGreaterThan(0);
    console.log('property D coverage', JSON.stringify(cov));
  });
});
