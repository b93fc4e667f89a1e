import { describe, it } from 'vitest';
import { propertyGames } from './property';

describe('property: random games, part C (§2 conservation, termination, replay, JSON)', () => {
  it('500 games: invariants after every action; replay and JSON round trip', () => {
    propertyGames(500, 3003, { viewEvery: 0, garbageEvery: 0, replay: true, jsonRoundTrip: true });
  });
});
