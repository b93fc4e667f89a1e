/**
 * Every number the rules reference marks [T] (tunable) or that a printed correction might change.
 * The balance simulator edits this module only; rule code reads from here.
 */
export const NUMBERS = {
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
  handSize: { 1: 6, 2: 6, 3: 4 } as Record<1 | 2 | 3, number>,
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
   * except Meiji Shrine (back to the reference's 3, to offset the Fire Chief's second free lava).
   */
  bonusLava: { crossing: 4, meiji: 3, tocho: 5, diet: 5, station: 5, wako: 4, tower: 4, sensoji: 3 },
} as const;

export type Numbers = typeof NUMBERS;
