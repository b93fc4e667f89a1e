import { describe, it } from 'vitest';
import { propertyGames } from './property';

describe('property: random games, part A (§2 conservation, §7 termination, §10 views, replay, JSON)', () => {
  it('500 games: invariants after every action; views often; garbage, replay and JSON round trip', () => {
    propertyGames(500, 1001, { viewEvery: 9, garbageEvery: 11, replay: true, jsonRoundTrip: true });
  });
});
