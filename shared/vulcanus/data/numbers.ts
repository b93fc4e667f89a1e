/**
 * Every number the rules reference marks [T] (tunable) or that a printed correction might change: the defaults of
 * a game's `numbers` option. A game is started with a full set (defaults with the option's patch merged in, see
 * `resolveNumbers`), kept in its options and so in its state and its stored record: rule code reads the numbers
 * of the game it runs (`s.options.numbers`), never this module, so a balance change never alters a stored game.
 */
import { z } from 'zod';
import { gameError, type GameError } from '../../core/errors';
import type { Result } from '../../core/result';

export const DEFAULT_NUMBERS: Numbers = {
  rounds: 6,
  /** §1 tracks: 10 columns; 3 squares per defense column, 4 per damage column. */
  trackColumns: 10,
  defenseRows: 3,
  damageRows: 4,
  /** §2 piece counts. */
  lava: 48,
  citizens: 44,
  vips: 5,
  funds: 14,
  fireBrigades: 4,
  sdfUnits: 4,
  bases: 4,
  attackTiles: 8,
  evolutionTiles: 4,
  bonusTiles: 8,
  /** §5 kaiju board: lava in each of the first five pools (the rest go to the complete pool). */
  lavaPerPool: 6,
  /** §6 setup. */
  bonusDrawn: 4,
  bonusKept: 3,
  startStock: { fire: 3, sdf: 3, bases: 2 },
  startFunds: { pool: 10, stock: 4 },
  /** §5 budget marker track 0–1–2. */
  budgetTrackLength: 3,
  /** §5 research track. */
  researchMax: 30,
  keyThresholds: [5, 15, 25],
  approvalBuildBase: 10,
  approvalFreezingShell: 20,
  /** §7.2 hand sizes and plan counts. */
  handSize: { 1: 6, 2: 6, 3: 4 },
  kaijuHand: 6,
  kaijuPlan: 3,
  kaijuFreeRedraws: 1,
  redrawCost: 1,
  planningSeconds: 120,
  /** §7.4 lava phase: a town with at least this much lava is burning. */
  burningLava: 3,
  /** §8.1 human card costs and steps. */
  moveSteps: 2,
  firefightingCost: 2,
  mobilizationCost: 2,
  evacuateInvestigateCost: 1,
  buildBaseCost: 2,
  freezingShellCost: 3,
  bunkerBusterCost: 3,
  researchCardGain: 3,
  budgetAdvance: 1,
  /** §8.1 extra effects. */
  extra: {
    /**
     * Fire Chief key 1 (Firefighting): this many lava extinguished first are free. Tuned: 2 (the reference says
     * the first one); with the Research Director's 2 below it brings the three-player game to the 40–60% range.
     */
    fireChiefFreeFirefights: 2,
    fireChiefMoveFireSteps: 4,
    fireChiefMobilizeFireCost: 1,
    jointStaffMoveSdfSteps: 3,
    jointStaffFreezingShellCost: 2,
    jointStaffMobilizeSdfCost: 1,
    /** Research Director key 1 (SDF Orders): this many Evacuate/Investigate uses first are free. Tuned: 2 (ref. 1). */
    researchFreeEvacuations: 2,
    researchMoveCitizensSteps: 4,
    researchBudgetAdvance: 2,
    cabinetMoveCitizensSteps: 4,
    cabinetBudgetStockFunds: 1,
    /** Chief Cabinet Secretary key 3 (Mobilization): this many units placed first are free. */
    cabinetFreeUnits: 1,
  },
  /** §8.2 kaiju cards. */
  undergroundSteps: 3,
  undergroundExtraSteps: 2,
  lavaFlowTake: 3,
  rampageFunds: 2,
  rampageExtraFunds: 3,
  stompExtraLava: 2,
  roarExtraLava: 1,
  /**
   * §4 investigation tiles [R][T]: per back, how many, value, and the pieces placed on the town at setup.
   * Tuned for balance (docs/balance.md, tuning log): against the table of the rules reference, every dealt tile's
   * value is 1 higher, the 甲 tiles place 2 citizens instead of 3, and no tile places lava. So setup places
   * 35 citizens (the other 9 of §2's 44 stay in the box), 4 VIPs and no lava (the complete pool starts with 18).
   */
  investigationTiles: [
    { back: 'kou', count: 3, value: 3, citizens: 2, vips: 1, lava: 0 },
    { back: 'otsu', count: 1, value: 2, citizens: 2, vips: 1, lava: 0 },
    { back: 'otsu', count: 2, value: 2, citizens: 2, vips: 0, lava: 0 },
    { back: 'otsu', count: 2, value: 3, citizens: 2, vips: 0, lava: 0 },
    { back: 'otsu', count: 1, value: 3, citizens: 2, vips: 0, lava: 0 },
    { back: 'otsu', count: 1, value: 4, citizens: 2, vips: 0, lava: 0 },
    { back: 'otsu', count: 1, value: 4, citizens: 2, vips: 0, lava: 0 },
    { back: 'hei', count: 3, value: 2, citizens: 1, vips: 0, lava: 0 },
    { back: 'hei', count: 2, value: 3, citizens: 1, vips: 0, lava: 0 },
    { back: 'hei', count: 1, value: 3, citizens: 1, vips: 0, lava: 0 },
    { back: 'hei', count: 1, value: 4, citizens: 1, vips: 0, lava: 0 },
    { back: 'three', count: 6, value: 3, citizens: 0, vips: 0, lava: 0 },
  ],
  /** §4 omen tiles: citizens each places at setup. Tuned for balance: 1 (the rules reference says 2). */
  omenCitizens: 1,
  /**
   * §4 destruction bonus tiles [R][T]: the lava each landmark's town needs. Tuned: each 1 more than the reference,
   * except Meiji Shrine (back to the reference's 3, to offset the Fire Chief's second free lava). Keyed by the
   * landmark's town: which tiles the kaiju keeps is its secret, so no view may hold a tile's id as a key.
   */
  bonusLava: { shibuya: 4, harajuku: 3, shinjuku: 5, kasumigaseki: 5, marunouchi: 5, ginza: 4, hamamatsucho: 4, asakusa: 3 },
};


deepFreeze(DEFAULT_NUMBERS);

export function deepFreeze(o: object): void {
  for (const v of Object.values(o)) if (v && typeof v === 'object') deepFreeze(v as object);
  Object.freeze(o);
}

// ------------------------------------------------------------------------------------------------ the schema

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const count = int(0, 200);

const tileKindSchema = z.strictObject({
  back: z.enum(['kou', 'otsu', 'hei', 'three']),
  count: int(0, 20),
  value: int(0, 20),
  citizens: int(0, 10),
  vips: int(0, 5),
  lava: int(0, 10),
});

/** The shape of a full set of numbers, with limits that keep a game playable; `resolveNumbers` checks the rest. */
const numbersShape = {
  rounds: int(1, 12),
  trackColumns: int(1, 30),
  defenseRows: int(1, 10),
  damageRows: int(1, 10),
  lava: count,
  citizens: count,
  vips: int(1, 20),
  funds: int(0, 100),
  fireBrigades: int(0, 20),
  sdfUnits: int(0, 20),
  bases: int(0, 20),
  attackTiles: int(0, 30),
  evolutionTiles: int(4, 4),
  bonusTiles: int(8, 8),
  lavaPerPool: int(1, 40),
  bonusDrawn: int(0, 8),
  bonusKept: int(0, 8),
  startStock: z.strictObject({ fire: int(0, 20), sdf: int(0, 20), bases: int(0, 20) }),
  startFunds: z.strictObject({ pool: int(0, 100), stock: int(0, 100) }),
  budgetTrackLength: int(1, 10),
  researchMax: int(1, 100),
  keyThresholds: z.tuple([int(0, 100), int(0, 100), int(0, 100)]),
  approvalBuildBase: int(0, 100),
  approvalFreezingShell: int(0, 100),
  handSize: z.strictObject({ 1: int(2, 12), 2: int(2, 12), 3: int(2, 12) }),
  kaijuHand: int(3, 12),
  kaijuPlan: int(3, 3),
  kaijuFreeRedraws: int(0, 10),
  redrawCost: int(0, 10),
  planningSeconds: int(0, 600),
  burningLava: int(1, 20),
  moveSteps: int(0, 10),
  firefightingCost: int(0, 10),
  mobilizationCost: int(0, 10),
  evacuateInvestigateCost: int(0, 10),
  buildBaseCost: int(0, 10),
  freezingShellCost: int(0, 10),
  bunkerBusterCost: int(0, 10),
  researchCardGain: int(0, 30),
  budgetAdvance: int(0, 10),
  extra: z.strictObject({
    fireChiefFreeFirefights: int(0, 10),
    fireChiefMoveFireSteps: int(0, 10),
    fireChiefMobilizeFireCost: int(0, 10),
    jointStaffMoveSdfSteps: int(0, 10),
    jointStaffFreezingShellCost: int(0, 10),
    jointStaffMobilizeSdfCost: int(0, 10),
    researchFreeEvacuations: int(0, 10),
    researchMoveCitizensSteps: int(0, 10),
    researchBudgetAdvance: int(0, 10),
    cabinetMoveCitizensSteps: int(0, 10),
    cabinetBudgetStockFunds: int(0, 10),
    cabinetFreeUnits: int(0, 10),
  }),
  undergroundSteps: int(1, 10),
  undergroundExtraSteps: int(0, 10),
  lavaFlowTake: int(0, 10),
  rampageFunds: int(0, 20),
  rampageExtraFunds: int(0, 20),
  stompExtraLava: int(0, 10),
  roarExtraLava: int(0, 10),
  investigationTiles: z.array(tileKindSchema).min(1).max(30),
  omenCitizens: int(0, 10),
  bonusLava: z.strictObject({
    shibuya: int(0, 20),
    harajuku: int(0, 20),
    shinjuku: int(0, 20),
    kasumigaseki: int(0, 20),
    marunouchi: int(0, 20),
    ginza: int(0, 20),
    hamamatsucho: int(0, 20),
    asakusa: int(0, 20),
  }),
};

export const numbersSchema = z.strictObject(numbersShape);
export type Numbers = z.infer<typeof numbersSchema>;
export type TileBack = Numbers['investigationTiles'][number]['back'];

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
/** What a game's `numbers` option holds: any of the numbers (objects key by key, lists whole). */
export type NumbersPatch = DeepPartial<Numbers>;

/** The `numbers` option: a patch over the defaults (a full set is a patch too, which is how a stored game keeps its own). */
export const numbersPatchSchema: z.ZodType<NumbersPatch> = z.strictObject(
  Object.fromEntries(
    Object.entries(numbersShape).map(([k, v]) => [
      k,
      (v instanceof z.ZodObject ? (v as z.ZodObject).partial() : v).optional(),
    ]),
  ),
) as unknown as z.ZodType<NumbersPatch>;

function merge(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return structuredClone(base);
  if (base && patch && typeof base === 'object' && typeof patch === 'object' && !Array.isArray(base)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(base)) out[k] = merge((base as Record<string, unknown>)[k], (patch as Record<string, unknown>)[k]);
    return out;
  }
  return structuredClone(patch);
}

/** How many investigation tiles each back must have: one per town of that class (the map), six "3 only". */
const TILES_PER_BACK = { kou: 3, otsu: 8, hei: 7, three: 6 } as const;

/** The consistency the schema cannot say: the first rule a set of numbers breaks, as an option path, or null. */
function inconsistency(n: Numbers): string | null {
  const perBack = { kou: 0, otsu: 0, hei: 0, three: 0 };
  for (const k of n.investigationTiles) perBack[k.back] += k.count;
  for (const back of Object.keys(perBack) as TileBack[])
    if (perBack[back] !== TILES_PER_BACK[back]) return 'numbers.investigationTiles';
  const dealt = n.investigationTiles.filter((k) => k.back !== 'three');
  const setup = (f: 'citizens' | 'vips' | 'lava') => dealt.reduce((sum, k) => sum + k.count * k[f], 0);
  // §6.3 every tile is dealt; the six omen tiles lie on 甲 towns too
  if (setup('citizens') + 6 * n.omenCitizens > n.citizens) return 'numbers.citizens';
  // §2 one VIP is the budget marker and never enters the map
  if (setup('vips') > n.vips - 1) return 'numbers.vips';
  if (n.lavaPerPool * 5 + setup('lava') > n.lava) return 'numbers.lava';
  if (n.startFunds.pool + n.startFunds.stock > n.funds) return 'numbers.startFunds';
  if (n.startStock.fire > n.fireBrigades || n.startStock.sdf > n.sdfUnits || n.startStock.bases > n.bases)
    return 'numbers.startStock';
  if (n.bonusKept > n.bonusDrawn) return 'numbers.bonusKept';
  const [a, b, c] = n.keyThresholds;
  if (!(a <= b && b <= c && c <= n.researchMax)) return 'numbers.keyThresholds';
  if (n.approvalBuildBase > n.researchMax || n.approvalFreezingShell > n.researchMax) return 'numbers.researchMax';
  return null;
}

/** The numbers a game starts with: the defaults with `patch` merged in, checked whole. */
export function resolveNumbers(patch: unknown): Result<Numbers, GameError> {
  const p = numbersPatchSchema.safeParse(patch ?? {});
  if (!p.success)
    return { ok: false, error: gameError('invalidOptions', { path: ['numbers', ...p.error.issues[0].path].join('.') }) };
  const n = numbersSchema.safeParse(merge(DEFAULT_NUMBERS, p.data));
  if (!n.success)
    return { ok: false, error: gameError('invalidOptions', { path: ['numbers', ...n.error.issues[0].path].join('.') }) };
  const bad = inconsistency(n.data);
  if (bad) return { ok: false, error: gameError('invalidOptions', { path: bad }) };
  // a game's numbers never change: frozen, they are shared by its copies and skipped by the server's mirror
  deepFreeze(n.data);
  return { ok: true, value: n.data };
}
