/** §2 piece conservation and the other facts that must hold after every action. Returns what is broken. */
import { humanDeck, kaijuDeck } from './data/cards';
import { setupPieces, TILE_IDS } from './data/tiles';
import { countCells } from './track';
import type { State } from './types';

export function checkInvariants(s: State): string[] {
  const bad: string[] = [];
  const sum = (f: (t: State['towns'][number]) => number) => s.towns.reduce((n, t) => n + f(t), 0);
  const { defense, damage } = s.tracks;
  const h = s.humans;
  const k = s.kaiju;
  const N = s.options.numbers;
  const placed = setupPieces(N);
  const expect = (what: string, got: number, want: number) => got !== want && bad.push(`${what}: ${got} ≠ ${want}`);

  expect(
    'lava',
    k.pools.reduce((a, b) => a + b, 0) + sum((t) => t.lava) + countCells(damage, 'l') + countCells(defense, 'l'),
    N.lava,
  );
  // Citizens and VIPs that no tile places stay in the box; the fifth VIP is the budget marker.
  const inBox = { citizens: N.citizens - placed.citizens, vips: N.vips - placed.vips };
  expect(
    'citizens',
    sum((t) => t.citizens) + countCells(damage, 'c') + countCells(defense, 'c') + inBox.citizens,
    N.citizens,
  );
  expect('VIPs', sum((t) => t.vips) + countCells(damage, 'v') + countCells(defense, 'v') + inBox.vips, N.vips);
  expect('funds', h.funds.pool + h.funds.spent + h.funds.stock, N.funds);
  expect('fire brigades', sum((t) => t.fire) + h.stock.fire + h.reserve.fire, N.fireBrigades);
  expect('SDF units', sum((t) => t.sdf) + h.stock.sdf + h.reserve.sdf, N.sdfUnits);
  expect('bases', sum((t) => t.bases) + h.stock.bases + h.reserve.bases, N.bases);
  expect('attack tiles', h.attackSupply + defense.tiles.length, N.attackTiles);
  expect(
    'evolution tiles',
    k.evolutionBeside.filter(Boolean).length + k.evolutionPending + Object.values(k.tree).filter(Boolean).length,
    N.evolutionTiles,
  );
  expect(
    'bonus tiles',
    new Set([...k.bonusDrawn, ...k.bonusKept, ...k.bonusUnused, ...k.bonusPlaced]).size,
    N.bonusTiles,
  );
  expect('bonus tiles on track', damage.tiles.length, k.bonusPlaced.length);
  const tiles = [
    ...s.towns.map((t) => t.tile).filter((t): t is string => t !== null),
    ...s.events.map((e) => e.threeTile).filter((t): t is string => t !== null),
    ...h.acquired,
    ...s.omenRemoved,
  ];
  expect('investigation and omen tiles', new Set(tiles).size, TILE_IDS.length);
  expect('investigation and omen tiles (duplicates)', tiles.length, TILE_IDS.length);

  const planned = Object.values(s.plan).filter((p) => p !== null);
  const where = (owner: string) => planned.filter((p) => p.owner === owner).map((p) => p.card);
  const sameCards = (what: string, have: string[], want: string[]) => {
    if (have.length !== want.length || [...have].sort().join() !== [...want].sort().join())
      bad.push(`${what} cards not conserved`);
  };
  sameCards('kaiju', [...k.deck, ...k.hand, ...k.discard, ...where('kaiju')], kaijuDeck());
  for (const r of h.roles) sameCards(r.role, [...r.deck, ...r.hand, ...r.discard, ...where(r.role)], humanDeck(r.role));

  if (s.round > N.rounds) bad.push(`round ${s.round} beyond ${N.rounds}`);
  if (h.research < 0 || h.research > N.researchMax) bad.push(`research ${h.research}`);
  if (h.funds.pool < 0 || h.funds.spent < 0 || h.funds.stock < 0) bad.push('negative funds');
  for (const [i, t] of s.towns.entries())
    for (const key of ['lava', 'citizens', 'vips', 'fire', 'sdf', 'bases'] as const)
      if (t[key] < 0) bad.push(`negative ${key} on town ${i}`);
  if (!s.result && s.prompts.length === 0) bad.push('no one to act and the game is not over');
  // §7.3 the moment a track is full the game is over: nothing is left to run or to answer
  if (s.result && (s.stack.length || s.prompts.length || s.interrupts.length)) bad.push('tasks left after the end');
  return bad;
}
