/**
 * The primitive changes every rule is made of. Each one emits its event, keeps pieces conserved, and does
 * nothing once the game is over (§11: the game ends the instant a track is full, even in the middle of a card).
 */
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { EVOLUTION_TREE, POOLS_WITH_EVOLUTION, type KaijuCardType } from './data/cards';
import { tileData } from './data/tiles';
import { BONUS_BY_ID, bonusLava } from './data/landmarks';
import { TOWN_IDS, type TownId } from './data/map';
import { addPiece, addTile, emptySquares } from './track';
import type { GameResult, MovablePiece, PeopleKind, Track, UnitKind } from './types';

export function isOver(c: Ctx): boolean {
  return c.s.result !== null;
}

export function endGame(c: Ctx, winner: GameResult['winner'], reason: GameResult['reason']): void {
  const s = c.s;
  if (s.result) return;
  s.result = {
    winner,
    reason,
    defenseEmpty: emptySquares(s.tracks.defense),
    damageEmpty: emptySquares(s.tracks.damage),
  };
  s.phase = 'over';
  s.stack = [];
  s.prompts = [];
  s.interrupts = [];
  emit(c, { type: 'gameEnded', result: s.result });
}

function checkFull(c: Ctx, track: Track): void {
  if (track.cells.indexOf('') >= 0) return;
  if (track === c.s.tracks.damage) endGame(c, 'kaiju', 'damageFull');
  else endGame(c, 'humans', 'defenseFull');
}

/** §5: lava leaving the kaiju board comes from the earliest non-empty pool; emptying a pool grows the kaiju. */
function takeLava(c: Ctx): number {
  const k = c.s.kaiju;
  const p = k.pools.findIndex((n) => n > 0);
  if (p < 0) return -1;
  k.pools[p]--;
  if (k.pools[p] === 0) {
    k.stage = p + 1;
    emit(c, { type: 'kaijuGrew', stage: k.stage });
    if (p < POOLS_WITH_EVOLUTION && k.evolutionBeside[p]) {
      k.evolutionBeside[p] = false;
      k.evolutionPending++;
      emit(c, { type: 'evolutionGained', pool: p });
      // §5: the tile is placed at once, before the interrupted effect goes on.
      c.s.interrupts.push({ t: 'evolve' });
    }
  }
  return p;
}

/** §11: lava placed with an empty kaiju board is not placed. Returns whether it was placed. */
export function placeLava(c: Ctx, town: number): boolean {
  if (isOver(c)) return false;
  const p = takeLava(c);
  if (p < 0) return false;
  c.s.towns[town].lava++;
  emit(c, { type: 'lavaPlaced', town: TOWN_IDS[town], pool: p });
  return true;
}

export function placeLavaN(c: Ctx, town: number, n: number): void {
  for (let i = 0; i < n; i++) placeLava(c, town);
}

/** §7.4 burning towns, Growth Spurt: lava from the kaiju board to the damage track. */
export function burnLava(c: Ctx): void {
  if (isOver(c)) return;
  const p = takeLava(c);
  if (p < 0) return;
  const column = addPiece(c.s.tracks.damage, 'l');
  emit(c, { type: 'lavaBurned', pool: p, column });
  checkFull(c, c.s.tracks.damage);
}

export function killPerson(c: Ctx, town: number, kind: PeopleKind): void {
  if (isOver(c) || c.s.towns[town][kind] <= 0) return;
  c.s.towns[town][kind]--;
  const column = addPiece(c.s.tracks.damage, kind === 'vips' ? 'v' : 'c');
  emit(c, { type: 'personKilled', town: TOWN_IDS[town], piece: kind === 'vips' ? 'vip' : 'citizen', column });
  checkFull(c, c.s.tracks.damage);
}

/** Evacuation → defense track; an evacuated VIP moves 1 fund from the stock to the pool (§7.5). */
export function evacuatePerson(c: Ctx, town: number, kind: PeopleKind): void {
  if (isOver(c) || c.s.towns[town][kind] <= 0) return;
  c.s.towns[town][kind]--;
  const column = addPiece(c.s.tracks.defense, kind === 'vips' ? 'v' : 'c');
  emit(c, { type: 'personEvacuated', town: TOWN_IDS[town], piece: kind === 'vips' ? 'vip' : 'citizen', column });
  const f = c.s.humans.funds;
  if (kind === 'vips' && f.stock > 0) {
    f.stock--;
    f.pool++;
    emit(c, { type: 'fundsMoved', from: 'stock', to: 'pool', count: 1 });
  }
  checkFull(c, c.s.tracks.defense);
}

/** §11: extinguished lava leaves the game onto the defense track. */
export function extinguish(c: Ctx, town: number): void {
  if (isOver(c) || c.s.towns[town].lava <= 0) return;
  c.s.towns[town].lava--;
  const column = addPiece(c.s.tracks.defense, 'l');
  emit(c, { type: 'lavaExtinguished', town: TOWN_IDS[town], column });
  checkFull(c, c.s.tracks.defense);
}

export function returnUnit(c: Ctx, town: number, unit: UnitKind): void {
  if (isOver(c) || c.s.towns[town][unit] <= 0) return;
  c.s.towns[town][unit]--;
  c.s.humans.stock[unit]++;
  emit(c, { type: 'unitReturned', town: TOWN_IDS[town], unit });
}

export function placeUnit(c: Ctx, town: number, unit: UnitKind): void {
  if (isOver(c) || c.s.humans.stock[unit] <= 0) return;
  c.s.humans.stock[unit]--;
  c.s.towns[town][unit]++;
  emit(c, { type: 'unitPlaced', town: TOWN_IDS[town], unit });
}

export function placeBase(c: Ctx, town: number): void {
  if (isOver(c) || c.s.humans.stock.bases <= 0) return;
  c.s.humans.stock.bases--;
  c.s.towns[town].bases++;
  emit(c, { type: 'basePlaced', town: TOWN_IDS[town] });
}

export function movePiece(c: Ctx, piece: MovablePiece, from: number, to: number): void {
  if (isOver(c) || c.s.towns[from][piece] <= 0) return;
  c.s.towns[from][piece]--;
  c.s.towns[to][piece]++;
  emit(c, { type: 'pieceMoved', piece, from: TOWN_IDS[from], to: TOWN_IDS[to] });
}

export function moveLava(c: Ctx, from: number, to: number, count: number): void {
  if (isOver(c) || count <= 0) return;
  c.s.towns[from].lava -= count;
  c.s.towns[to].lava += count;
  emit(c, { type: 'lavaMoved', from: TOWN_IDS[from], to: TOWN_IDS[to], count });
}

export function moveKaiju(c: Ctx, to: number, underground: boolean): void {
  const from = c.s.kaiju.town;
  if (isOver(c) || from === null) return;
  c.s.kaiju.town = TOWN_IDS[to];
  emit(c, { type: 'kaijuMoved', from, to: TOWN_IDS[to], underground });
}

/** Pays a cost from the pool (§11). Callers check affordability first. */
export function payFunds(c: Ctx, n: number): void {
  if (isOver(c) || n <= 0) return;
  const f = c.s.humans.funds;
  f.pool -= n;
  f.spent += n;
  emit(c, { type: 'fundsMoved', from: 'pool', to: 'spent', count: n });
}

/** Kaiju effects that move funds pool → spent: as many as there are. */
export function drainFunds(c: Ctx, n: number): void {
  payFunds(c, Math.min(n, c.s.humans.funds.pool));
}

export function stockToPool(c: Ctx, n: number): void {
  const f = c.s.humans.funds;
  const k = Math.min(n, f.stock);
  if (isOver(c) || k <= 0) return;
  f.stock -= k;
  f.pool += k;
  emit(c, { type: 'fundsMoved', from: 'stock', to: 'pool', count: k });
}

/** §5 budget marker on a 0–1–2 track: moving from 2 to 0 returns all spent funds to the pool. */
export function advanceBudget(c: Ctx, steps: number): void {
  const h = c.s.humans;
  for (let i = 0; i < steps && !isOver(c); i++) {
    const from = h.budget;
    h.budget = (from + 1) % c.s.options.numbers.budgetTrackLength;
    emit(c, { type: 'budgetAdvanced', from, to: h.budget });
    if (h.budget === 0 && h.funds.spent > 0) {
      const n = h.funds.spent;
      h.funds.pool += n;
      h.funds.spent = 0;
      emit(c, { type: 'fundsMoved', from: 'spent', to: 'pool', count: n });
    }
  }
}

/** §5 research track: keys at 5/15/25, approvals at 10/20, an attack tile at 30; beyond 30 is lost (§11). */
export function advanceResearch(c: Ctx, n: number): void {
  const h = c.s.humans;
  const N = c.s.options.numbers;
  if (isOver(c) || n <= 0 || h.research >= N.researchMax) return;
  const from = h.research;
  const to = Math.min(N.researchMax, from + n);
  h.research = to;
  emit(c, { type: 'researchAdvanced', from, to });
  // a loop rather than forEach: the numbers are frozen (see keyLevel)
  for (let i = 0; i < N.keyThresholds.length; i++) {
    const t = N.keyThresholds[i];
    if (from < t && to >= t) emit(c, { type: 'keyUnlocked', key: i + 1 });
  }
  if (from < N.approvalBuildBase && to >= N.approvalBuildBase) emit(c, { type: 'approvalGained', order: 'buildBase' });
  if (from < N.approvalFreezingShell && to >= N.approvalFreezingShell)
    emit(c, { type: 'approvalGained', order: 'freezingShell' });
  // §5 at 30 the humans may place one attack tile, at once (the question interrupts the card being resolved)
  if (to >= N.researchMax && !h.researchAttackUsed && h.attackSupply > 0) {
    h.researchAttackUsed = true;
    c.s.interrupts.push({ t: 'researchAttack' });
  }
}

export function acquirableTile(c: Ctx, town: number): boolean {
  const t = c.s.towns[town].tile;
  return t !== null && !t.startsWith('omen');
}

/** Acquires the investigation tile on a town; research advances by its value, or by `gain` when given. */
export function acquireTile(c: Ctx, town: number, gain?: number): void {
  const tile = c.s.towns[town].tile;
  if (isOver(c) || tile === null || !acquirableTile(c, town)) return;
  c.s.towns[town].tile = null;
  c.s.humans.acquired.push(tile);
  const g = gain ?? tileData(c.s.options.numbers, tile).value;
  emit(c, { type: 'tileAcquired', town: TOWN_IDS[town], tile, gain: g });
  advanceResearch(c, g);
}

/** §11: an attack tile with none left in supply is not placed. */
export function placeAttackTile(c: Ctx, source: 'freezingShell' | 'bunkerBuster' | 'research'): void {
  const h = c.s.humans;
  if (isOver(c) || h.attackSupply <= 0) return;
  const id = `attack${c.s.options.numbers.attackTiles - h.attackSupply + 1}`;
  h.attackSupply--;
  const column = addTile(c.s.tracks.defense, 'a', id);
  emit(c, { type: 'attackTilePlaced', column, source });
  checkFull(c, c.s.tracks.defense);
}

export function placeBonusTile(c: Ctx, tile: string): void {
  const k = c.s.kaiju;
  const i = k.bonusKept.indexOf(tile);
  if (isOver(c) || i < 0) return;
  k.bonusKept.splice(i, 1);
  k.bonusPlaced.push(tile);
  const column = addTile(c.s.tracks.damage, 'b', tile);
  emit(c, { type: 'bonusTileRevealed', tile, column });
  checkFull(c, c.s.tracks.damage);
}

/** §7.3: a kept tile may be revealed when its town holds the kaiju and at least its number of lava. */
export function revealableBonusTiles(c: Ctx): string[] {
  const k = c.s.kaiju;
  if (k.town === null) return [];
  const town = c.s.towns[TOWN_IDS.indexOf(k.town)];
  return k.bonusKept.filter((b) => BONUS_BY_ID[b].town === k.town && town.lava >= bonusLava(c.s.options.numbers, b));
}

/** §5 evolution tree: a node may take a tile when empty and a root or fed by a node holding one. */
export function openNodes(c: Ctx): KaijuCardType[] {
  const tree = c.s.kaiju.tree;
  return (Object.keys(EVOLUTION_TREE) as KaijuCardType[]).filter(
    (n) => !tree[n] && (EVOLUTION_TREE[n].length === 0 || EVOLUTION_TREE[n].some((p) => tree[p])),
  );
}

export function kaijuTownIndex(c: Ctx): number {
  return c.s.kaiju.town === null ? -1 : TOWN_IDS.indexOf(c.s.kaiju.town);
}

export type { TownId };
