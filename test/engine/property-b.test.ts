import { describe, it } from 'vitest';
import { propertyGames } from './property';

describe('property: random games, part B (garbage actions rejected without change, §10 views)', () => {
  it('500 games: invariants after every action; garbage often; views and replay', () => {
    propertyGames(500, 2002, { viewEvery: 17, garbageEvery: 6, replay: true, jsonRoundTrip: false });
  });
});
