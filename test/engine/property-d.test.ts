import { describe, it } from 'vitest';
import { propertyGames } from './property';

describe('property: random games, part D (§2 conservation, termination, sparse views and garbage)', () => {
  it('500 games: invariants after every action; a few views and garbage actions; JSON round trip', () => {
    propertyGames(500, 4004, { viewEvery: 41, garbageEvery: 29, replay: false, jsonRoundTrip: true });
  });
});
