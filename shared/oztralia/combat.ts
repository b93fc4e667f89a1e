/**
 * §11 combat: the card loop (withdraw, draw, your damage, their strike, check), its ends (§11.4), shared kills
 * (§11.6) and port defence (§11.7, started by movement in oldones.ts). One combat at a time lives in `s.combat`;
 * its task is `{ t: 'combat' }`.
 */
import { NUMBERS, OLD_ONE_CARDS, TILES, type Strike, type UnitKind } from './data';
import { emit, removeTile, reveal, tilesAt, type Ctx } from './board';
import { drawCard, peekTop } from './cards';
import { endGame } from './score';
import { has, player, unitEndurance, unitKind } from './player';
import { CONT, DONE, type Step } from './steps';
import type { Action, Combat, CombatEnd, CombatUnit, OldOne, Seat, State } from './types';
import { ALL_UNITS } from './setup';

export function startCombat(c: Ctx, seat: Seat, hex: number, units: string[], port: boolean): void {
  const p = player(c.s, seat);
  p.units = p.units.filter((u) => !units.includes(u));
  c.s.combat = {
    seat,
    hex,
    port,
    units: units.map((id) => ({ id, kind: unitKind(id), dmg: 0 })),
    tiles: [],
    sanity: 0,
    stage: 'start',
    card: null,
    owed: {},
    strikes: [],
    routed: false,
    nurseUsed: false,
    majorUsed: false,
    peeked: false,
  };
  c.s.stack.push({ t: 'combat' });
}

const fighting = (s: State, k: Combat): OldOne[] => s.tiles.filter((t) => k.tiles.includes(t.uid));
const cubesOn = (t: OldOne): number => Object.values(t.cubes).reduce((a, b) => a + (b ?? 0), 0);
const familyOf = (t: OldOne) => TILES[t.kind].family ?? 'H';

/** One unit of each (kind, damage): hitting either of two such units is the same choice. */
function classes(units: CombatUnit[], pick: (u: CombatUnit) => boolean): CombatUnit[] {
  const seen = new Set<string>();
  return units.filter((u) => {
    const key = `${u.kind}${u.dmg}`;
    if (!pick(u) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const canCancel = (s: State, k: Combat): boolean =>
  !k.majorUsed && has(s, k.seat, 'artilleryMajor') && k.units.some((u) => u.kind === 'A');

export function combatOptions(s: State): Action[] {
  const k = s.combat;
  if (!k) return [];
  switch (k.stage) {
    case 'before': {
      const out: Action[] = [{ type: 'fight' }];
      if (!k.port) {
        const air = k.units.some((u) => u.kind === 'Z');
        const ground = k.units.some((u) => u.kind !== 'Z');
        if (air && ground) out.push({ type: 'withdraw', what: 'airships' }, { type: 'withdraw', what: 'ground' });
        out.push({ type: 'withdraw', what: 'all' });
      }
      // §12 P18 once per combat, before a card is drawn
      if (!k.nurseUsed && has(s, k.seat, 'fieldNurse'))
        for (const u of classes(k.units, (x) => x.dmg > 0)) out.push({ type: 'nurse', unit: u.id });
      return out;
    }
    case 'cubes':
      return fighting(s, k)
        .filter((t) => (k.owed[t.uid] ?? 0) > 0)
        .map((t) => ({ type: 'cube', uid: t.uid }));
    case 'strike': {
      const next = k.strikes[0];
      if (!next) return [];
      const air = next.s === 'b';
      const out: Action[] = classes(k.units, (u) => (u.kind === 'Z') === air).map((u) => ({ type: 'hit', unit: u.id }));
      if (!air && canCancel(s, k)) out.push({ type: 'cancel' });
      return out;
    }
    default:
      return [];
  }
}

/** §11.6 a destroyed tile: its cubes go home and its VP to whoever put them there. */
function destroy(c: Ctx, t: OldOne, fighter: Seat): void {
  const s = c.s;
  const counts = s.order.map((seat) => ({ seat, n: t.cubes[seat] ?? 0 })).filter((x) => x.n > 0);
  for (const { seat, n } of counts) player(s, seat).hq += n;
  const total = counts.reduce((a, x) => a + x.n, 0);
  const vp: Record<string, number> = {};
  let taker: Seat | null = null;
  const spec = TILES[t.kind];
  if (counts.length === 1) {
    taker = counts[0].seat;
    player(s, taker).won.push(t.kind);
    vp[taker] = spec.vp;
  } else {
    let given = 0;
    for (const { seat, n } of counts) {
      vp[seat] = Math.floor((spec.vp * n) / total);
      given += vp[seat];
    }
    // [R] §11.6 the remainder to the most cubes; a tie to the fighter, or else the earliest in seat order
    const most = Math.max(...counts.map((x) => x.n));
    const tied = counts.filter((x) => x.n === most).map((x) => x.seat);
    const gets = tied.includes(fighter) ? fighter : tied[0];
    if (gets) vp[gets] += spec.vp - given;
    for (const [seat, n] of Object.entries(vp)) player(s, seat as Seat).tokens += n;
    s.boxed.push(t.kind);
  }
  removeTile(s, t.uid);
  emit(c, { type: 'oldOneDestroyed', uid: t.uid, kind: t.kind, hex: t.hex, taker, vp });
}

function startStage(c: Ctx, k: Combat): void {
  const s = c.s;
  // §11.2 the target's face-down tiles are revealed, kangaroos leave
  if (!k.port) for (const t of tilesAt(s, k.hex).sort((a, b) => a.uid - b.uid)) reveal(c, t);
  k.tiles = tilesAt(s, k.hex)
    .map((t) => t.uid)
    .sort((a, b) => a - b);
  const p = player(s, k.seat);
  // §11.2 sanity 3, +1 with the Chaplain, −1 for a pending "next combat" effect (§10.5), then used up
  k.sanity = NUMBERS.sanity + (has(s, k.seat, 'chaplain') ? 1 : 0) - (p.dread ? 1 : 0);
  p.dread = false;
  emit(c, {
    type: 'combatStarted',
    seat: k.seat,
    hex: k.hex,
    port: k.port,
    units: k.units.map((u) => u.id),
    uids: [...k.tiles],
    sanity: k.sanity,
  });
  k.stage = 'before';
}

/** §11.3 step 3: cubes owed to each tile by this card. [R] never more than the tile needs. */
function owe(s: State, k: Combat): void {
  const card = OLD_ONE_CARDS[k.card ?? 0];
  const kinds = new Set(k.units.map((u) => u.kind));
  k.owed = {};
  for (const t of fighting(s, k)) {
    const hits = card.rows[familyOf(t)].hits.filter((u) => kinds.has(u)).length;
    const need = Math.min(hits, TILES[t.kind].endurance - cubesOn(t));
    if (need > 0) k.owed[t.uid] = need;
  }
}

function placeCube(s: State, k: Combat, t: OldOne, n: number): void {
  t.cubes[k.seat] = (t.cubes[k.seat] ?? 0) + n;
  player(s, k.seat).hq -= n;
  k.owed[t.uid] = (k.owed[t.uid] ?? 0) - n;
}

/** After the damage: destroyed tiles go (no strike back, [R] §11.3), the survivors' strikes are queued. */
function afterDamage(c: Ctx, k: Combat): void {
  const s = c.s;
  for (const t of fighting(s, k)) {
    const lost = k.owed[t.uid] ?? 0;
    if (lost > 0) emit(c, { type: 'damageDealt', seat: k.seat, uid: t.uid, cubes: 0, lost });
  }
  k.owed = {};
  for (const t of fighting(s, k)) if (cubesOn(t) >= TILES[t.kind].endurance) destroy(c, t, k.seat);
  k.tiles = k.tiles.filter((uid) => s.tiles.some((t) => t.uid === uid));
  const card = OLD_ONE_CARDS[k.card ?? 0];
  k.strikes = fighting(s, k).flatMap((t) => card.rows[familyOf(t)].strike.map((x) => ({ uid: t.uid, s: x })));
  k.stage = 'strike';
}

function damage(c: Ctx, k: Combat): void {
  const s = c.s;
  owe(s, k);
  const p = player(s, k.seat);
  const total = Object.values(k.owed).reduce((a, b) => a + b, 0);
  if (total > p.hq && p.hq > 0 && Object.keys(k.owed).length > 1) {
    // [R] §11.3 the HQ cannot cover every tile: the player chooses which tiles get the cubes
    k.stage = 'cubes';
    return;
  }
  for (const t of fighting(s, k)) {
    const n = Math.min(k.owed[t.uid] ?? 0, p.hq);
    if (n > 0) {
      placeCube(s, k, t, n);
      emit(c, { type: 'damageDealt', seat: k.seat, uid: t.uid, cubes: n, lost: k.owed[t.uid] ?? 0 });
      k.owed[t.uid] = 0;
    }
  }
  afterDamage(c, k);
}

function hitUnit(c: Ctx, k: Combat, id: string, strike: Strike): void {
  const u = k.units.find((x) => x.id === id);
  if (!u) return;
  u.dmg++;
  emit(c, { type: 'unitHit', seat: k.seat, unit: id, dmg: u.dmg, strike });
  if (u.dmg >= unitEndurance(c.s, k.seat, u.kind)) {
    k.units = k.units.filter((x) => x !== u);
    returnToStock(c.s, [id]);
    emit(c, { type: 'unitDestroyed', seat: k.seat, unit: id });
  }
}

function returnToStock(s: State, ids: string[]): void {
  s.stock = ALL_UNITS.filter((u) => s.stock.includes(u) || ids.includes(u));
}

/** §11.3 step 4: strikes in order until they run out, the force is routed or has no unit left. */
function strikes(c: Ctx, k: Combat): Step {
  while (k.strikes.length && !k.routed && k.units.length) {
    const next = k.strikes[0];
    if (next.s === 's') {
      k.strikes.shift();
      if (k.sanity > 0) {
        k.sanity--;
        emit(c, { type: 'sanityLost', seat: k.seat, left: k.sanity });
      } else {
        // §11.3 no sanity left to remove: routed
        k.routed = true;
        emit(c, { type: 'sanityLost', seat: k.seat, left: -1 });
      }
      continue;
    }
    const air = next.s === 'b';
    if (!k.units.some((u) => (u.kind === 'Z') === air)) {
      // [R] §11.3 an `x` with no ground unit, or a `b` with no airship, is ignored
      k.strikes.shift();
      emit(c, { type: 'strikeMissed', seat: k.seat, strike: next.s });
      continue;
    }
    return { seat: k.seat, kind: air ? 'airshipHit' : 'hit' };
  }
  k.strikes = [];
  k.stage = 'check';
  return CONT;
}

function endCombat(c: Ctx, k: Combat, end: CombatEnd): Step {
  const s = c.s;
  const p = player(s, k.seat);
  const lost: string[] = [];
  if (end === 'rout' || end === 'defeat') {
    // §11.4 every unit of a type carrying damage is destroyed, all of that type
    const hurt = new Set<UnitKind>(k.units.filter((u) => u.dmg > 0).map((u) => u.kind));
    for (const u of k.units) if (hurt.has(u.kind)) lost.push(u.id);
    returnToStock(s, lost);
    // §11.4 the cubes on zombies go home, every player's
    for (const t of fighting(s, k))
      if (TILES[t.kind].zombie && Object.keys(t.cubes).length) {
        const cubes = { ...t.cubes } as Record<string, number>;
        for (const [seat, n] of Object.entries(cubes)) player(s, seat as Seat).hq += n;
        t.cubes = {};
        emit(c, { type: 'cubesReturned', uid: t.uid, cubes });
      }
  }
  // §6 the others go back to the barracks, their damage removed
  p.units = ALL_UNITS.filter((u) => p.units.includes(u) || k.units.some((x) => x.id === u && !lost.includes(u)));
  emit(c, { type: 'combatEnded', seat: k.seat, hex: k.hex, end, lost });
  s.combat = null;
  // §11.7 an Old One left in the port's hex: the port is lost and the game ends at once
  if (k.port && tilesAt(s, k.hex).length) {
    emit(c, { type: 'portLost', seat: k.seat, hex: k.hex });
    endGame(c, 'portLost');
  }
  return DONE;
}

function withdraw(c: Ctx, k: Combat, what: 'airships' | 'ground' | 'all'): Step {
  const p = player(c.s, k.seat);
  const goes = k.units.filter((u) => what === 'all' || (what === 'airships') === (u.kind === 'Z'));
  emit(c, { type: 'withdrew', seat: k.seat, what, units: goes.map((u) => u.id) });
  if (what === 'all' || goes.length === k.units.length) return endCombat(c, k, 'withdrawal');
  k.units = k.units.filter((u) => !goes.includes(u));
  p.units = ALL_UNITS.filter((u) => p.units.includes(u) || goes.some((x) => x.id === u));
  return CONT;
}

export function combatHandler(c: Ctx, _task: { t: 'combat' }, a: Action | null): Step {
  const s = c.s;
  const k = s.combat;
  if (!k) return DONE;
  if (a) return answer(c, k, a);
  switch (k.stage) {
    case 'start':
      startStage(c, k);
      if (!k.tiles.length) return endCombat(c, k, 'empty');
      // §11.7 a port defence with no unit at all: the port falls at once
      if (!k.units.length) return endCombat(c, k, 'defeat');
      return CONT;
    case 'before':
      if (!k.peeked && has(s, k.seat, 'occultist')) {
        // §12 P12 ([R] ruling 8: in its owner's combats and port defences) the top card, seen privately
        k.peeked = true;
        peekTop(c, k.seat);
      }
      return { seat: k.seat, kind: 'beforeCard' };
    case 'draw':
      k.card = drawCard(c, 'combat');
      k.peeked = false;
      damage(c, k);
      return CONT;
    case 'cubes':
      if (player(s, k.seat).hq <= 0 || !combatOptions(s).length) {
        afterDamage(c, k);
        return CONT;
      }
      return { seat: k.seat, kind: 'cubes' };
    case 'strike':
      return strikes(c, k);
    case 'check': {
      if (!k.tiles.length) return endCombat(c, k, 'victory');
      if (!k.units.length) return endCombat(c, k, 'defeat');
      if (k.routed) return endCombat(c, k, 'rout');
      k.stage = 'before';
      return CONT;
    }
  }
}

function answer(c: Ctx, k: Combat, a: Action): Step {
  const s = c.s;
  switch (a.type) {
    case 'fight':
      k.stage = 'draw';
      return CONT;
    case 'withdraw':
      return withdraw(c, k, a.what);
    case 'nurse': {
      const u = k.units.find((x) => x.id === a.unit);
      if (u) u.dmg = 0;
      k.nurseUsed = true;
      emit(c, { type: 'unitHealed', seat: k.seat, unit: a.unit });
      return CONT;
    }
    case 'cube': {
      const t = s.tiles.find((x) => x.uid === a.uid);
      if (t) {
        placeCube(s, k, t, 1);
        emit(c, { type: 'damageDealt', seat: k.seat, uid: t.uid, cubes: 1, lost: 0 });
      }
      return CONT;
    }
    case 'hit': {
      const next = k.strikes.shift();
      hitUnit(c, k, a.unit, next?.s ?? 'x');
      return CONT;
    }
    case 'cancel':
      k.strikes.shift();
      k.majorUsed = true;
      emit(c, { type: 'strikeCancelled', seat: k.seat });
      return CONT;
    default:
      return CONT;
  }
}
