/**
 * Rolled West's data (rules reference rolled-west.md §3, §4, §8): the dice faces, the scoresheet (offices,
 * shipping, contracts, claims) and every tunable [T] number. Rule functions read these; nothing here is behaviour.
 */
export type Res = 'C' | 'W' | 'S' | 'G';
export type Metal = 'C' | 'S' | 'G';
export type Terrain = 'woods' | 'valley' | 'hills' | 'mountains';

export const RESOURCES: readonly Res[] = ['C', 'W', 'S', 'G'];
export const METALS: readonly Metal[] = ['C', 'S', 'G'];
export const TERRAINS: readonly Terrain[] = ['woods', 'valley', 'hills', 'mountains'];

/** §4 each d12: 4 copper, 3 wood, 3 silver, 2 gold [S1][S2]. */
export const DIE_FACES: readonly Res[] = ['C', 'C', 'C', 'C', 'W', 'W', 'W', 'S', 'S', 'S', 'G', 'G'];
/** §4 a face also names a terrain. */
export const TERRAIN_OF: Readonly<Record<Res, Terrain>> = { W: 'woods', C: 'valley', S: 'hills', G: 'mountains' };

/** §3.2 the nine Boomtown offices: row metal + column metal; their effects are scored at the end (§10). */
export type OfficeEffect =
  | 'perOfficePlusContract'
  | 'perOfficePlusFirstMajority'
  | 'perCompletedShipping3'
  | 'perSettlement2'
  | 'flat6'
  | 'perCopperShippedOrContracted'
  | 'perStar'
  | 'perOffice2PlusCompletedShipping2'
  | 'perContract3';

export const OFFICES: readonly { id: string; row: Metal; col: Metal; effect: OfficeEffect }[] = [
  { id: 'CC', row: 'C', col: 'C', effect: 'perOfficePlusContract' },
  { id: 'CS', row: 'C', col: 'S', effect: 'perOfficePlusFirstMajority' },
  { id: 'CG', row: 'C', col: 'G', effect: 'perCompletedShipping3' },
  { id: 'SC', row: 'S', col: 'C', effect: 'perSettlement2' },
  { id: 'SS', row: 'S', col: 'S', effect: 'flat6' },
  { id: 'SG', row: 'S', col: 'G', effect: 'perCopperShippedOrContracted' },
  { id: 'GC', row: 'G', col: 'C', effect: 'perStar' },
  { id: 'GS', row: 'G', col: 'S', effect: 'perOffice2PlusCompletedShipping2' },
  { id: 'GG', row: 'G', col: 'G', effect: 'perContract3' },
];

/** §3.3 shipping: 5 spaces per metal; [big, small] on the starred spaces. */
export type ShipSpace = number | readonly [number, number];
export const SHIPPING: Readonly<Record<Metal, readonly ShipSpace[]>> = {
  C: [0, 2, [6, 3], 0, [6, 3]],
  S: [0, 2, [7, 4], 0, [7, 4]],
  G: [0, 2, [8, 5], 0, [8, 5]],
};
export const SHIP_SPACES = 5;

/** §3.4 the nine contracts. */
export const CONTRACTS: readonly { id: string; cost: Readonly<Partial<Record<Metal, number>>>; points: number }[] = [
  { id: 'K1', cost: { C: 4 }, points: 8 },
  { id: 'K2', cost: { C: 2, S: 2 }, points: 9 },
  { id: 'K3', cost: { C: 2, G: 2 }, points: 10 },
  { id: 'K4', cost: { S: 4 }, points: 10 },
  { id: 'K5', cost: { C: 5 }, points: 11 },
  { id: 'K6', cost: { S: 2, G: 2 }, points: 11 },
  { id: 'K7', cost: { G: 4 }, points: 12 },
  { id: 'K8', cost: { S: 5 }, points: 13 },
  { id: 'K9', cost: { G: 5 }, points: 15 },
];

/** §3.5 claims: 8 spaces per terrain with points and stars, and the majority bonus first/second. */
export const CLAIMS: Readonly<
  Record<Terrain, { points: readonly number[]; stars: readonly number[]; majority: readonly [number, number] }>
> = {
  woods: { points: [1, 2, 3, 3, 0, 9, 0, 9], stars: [1, 1, 1, 1, 0, 1, 0, 1], majority: [3, 1] },
  valley: { points: [0, 2, 1, 2, 0, 4, 0, 8], stars: [0, 1, 1, 1, 0, 1, 0, 1], majority: [3, 1] },
  hills: { points: [0, 2, 1, 3, 0, 5, 0, 9], stars: [0, 1, 1, 1, 0, 1, 0, 1], majority: [4, 2] },
  mountains: { points: [0, 2, 2, 3, 0, 6, 0, 10], stars: [0, 1, 1, 1, 0, 1, 0, 1], majority: [5, 2] },
};
export const CLAIM_SPACES = 8;

/** §7.1 claim costs in wood. */
export const CAMP_WOOD = 1;
export const SETTLEMENT_WOOD = 2;

/** §6 the game: six rounds, four dice; the ghost rolls three dice after player 2 in rounds 1–5 (§9). */
export const ROUNDS = 6;
export const DICE = 4;
export const GHOST_DICE = 3;
export const GHOST_LAST_ROUND = 5;

/** §8 [T] the real-time window for the others' banks, after the turn ends (after a ghost roll: after the roll). */
export const BANK_SECONDS = 15;

/** §3.6 [T] the sheet's on-screen layout: a 100 × 140 portrait sheet, in these bands (y from the top). */
export const LAYOUT = {
  width: 100,
  height: 140,
  bank: [0, 10],
  boomtownAndShipping: [10, 45],
  contracts: [45, 65],
  claims: [65, 140],
} as const;
