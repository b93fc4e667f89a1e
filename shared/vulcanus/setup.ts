import { seedRng, shuffle } from '../core/rng';
import type { Ctx } from './ctx';
import { emit } from './ctx';
import { humanDeck, kaijuDeck, ROLE_IDS, type RoleId } from './data/cards';
import { ADVANCED_IDS, DISASTER_LEVELS, NORMAL_EVENTS } from './data/events';
import { BONUS_TILES } from './data/landmarks';
import { TOWNS, TOWN_IDS, townIndex } from './data/map';
import { DEFAULT_NUMBERS, resolveNumbers, type Numbers } from './data/numbers';
import { tileData, tilesWithBack } from './data/tiles';
import { ask, DONE, type Handler, type Task } from './tasks';
import { newTrack } from './track';
import { HUMAN_SEATS, type Action, type HumanSeat, type GameOptions, type Options, type State } from './types';

/** §6: roles in play: 3 with three humans, 2 with one or two (a lone human plays both). */
export function rolesInPlay(humans: number): number {
  return humans === 3 ? 3 : 2;
}

export function seatForRoleIndex(humans: number, i: number): HumanSeat {
  return humans === 1 ? 'h1' : HUMAN_SEATS[i];
}

/** The game's numbers: the defaults when the options name none, else the options' set (checked). */
function numbersOf(input: Options): Numbers {
  // the defaults are frozen and shared: no game changes its numbers
  if (input.numbers === undefined) return DEFAULT_NUMBERS;
  const r = resolveNumbers(input.numbers);
  if (!r.ok) throw new Error(`setup: numbers refused (${r.error.params?.path ?? ''}); parse the options first`);
  return r.value;
}

/** Deals everything random of §6 steps 2–5 and leaves the players' setup choices as the first task. */
export function createState(input: Options, seed: number): { state: State; events: Ctx['events'] } {
  const options: GameOptions = { ...input, numbers: numbersOf(input) };
  const N = options.numbers;
  const rng = seedRng(seed);
  const levelRow = DISASTER_LEVELS[options.level];
  const advanced = shuffle(rng, [...ADVANCED_IDS]);
  // plain loops over the data tables: map and forEach are several times slower on V8's frozen arrays
  const events: State['events'] = [];
  for (let i = 0; i < NORMAL_EVENTS.length; i++) {
    const adv = levelRow[i];
    const id = NORMAL_EVENTS[i].id;
    events.push({
      event: adv ? (advanced.pop() ?? id) : id,
      advanced: adv,
      revealed: false,
      threeTile: `three${i + 1}`,
    });
  }
  const towns: State['towns'] = [];
  for (let i = 0; i < TOWNS.length; i++)
    towns.push({ lava: 0, citizens: 0, vips: 0, fire: 0, sdf: 0, bases: 0, tile: null });
  const bonusIds: string[] = [];
  for (const b of BONUS_TILES) bonusIds.push(b.id);
  const bonus = shuffle(rng, bonusIds);
  const pools = [0, 0, 0, 0, 0, 0];
  const s: State = {
    game: 'vulcanus',
    v: 0,
    options,
    seed,
    rng,
    round: 0,
    phase: 'setup',
    omenTown: null,
    towns,
    kaiju: {
      town: null,
      pools,
      stage: 0,
      evolutionBeside: [true, true, true, true],
      evolutionPending: 0,
      tree: {
        walk: false,
        fireball: false,
        underground: false,
        roar: false,
        stomp: false,
        rampage: false,
        lavaFlow: false,
      },
      deck: shuffle(rng, kaijuDeck()),
      hand: [],
      discard: [],
      redrawsUsed: 0,
      bonusDrawn: bonus.slice(0, N.bonusDrawn),
      bonusKept: [],
      bonusUnused: bonus.slice(N.bonusDrawn),
      bonusPlaced: [],
    },
    humans: {
      roles: [],
      funds: { pool: N.startFunds.pool, spent: 0, stock: N.startFunds.stock },
      budget: 0,
      research: 0,
      researchAttackUsed: false,
      stock: { ...N.startStock },
      reserve: {
        fire: N.fireBrigades - N.startStock.fire,
        sdf: N.sdfUnits - N.startStock.sdf,
        bases: N.bases - N.startStock.bases,
      },
      attackSupply: N.attackTiles,
      acquired: [],
    },
    plan: { A1: null, K1: null, B1: null, A2: null, K2: null, B2: null, A3: null, K3: null, B3: null },
    executing: -1,
    planning: null,
    events,
    advancedUnused: advanced,
    omenRemoved: [],
    tracks: { defense: newTrack(N, N.defenseRows), damage: newTrack(N, N.damageRows) },
    stack: [{ t: 'setup', k: 0 }],
    prompts: [],
    interrupts: [],
    promptSeq: 0,
    result: null,
  };
  const c: Ctx = { s, events: [] };
  emit(c, { type: 'gameStarted', humans: options.humans, level: options.level });
  // §5: six lava in each of the first five pools, the rest in the complete pool.
  for (let p = 0; p < 5; p++) pools[p] = N.lavaPerPool;
  // §6.3: shuffle each back's tiles (甲 with the omen tiles) and deal them onto the towns of that class.
  for (const cls of ['kou', 'otsu', 'hei'] as const) {
    const pile = shuffle(rng, [...tilesWithBack(cls), ...(cls === 'kou' ? tilesWithBack('kou', 'omen') : [])]);
    for (let i = 0; i < TOWNS.length; i++) {
      const t = TOWNS[i];
      if (t.cls !== cls) continue;
      const tile = pile.pop() as string;
      const d = tileData(N, tile);
      towns[i].tile = tile;
      towns[i].citizens = d.citizens;
      towns[i].vips = d.vips;
      towns[i].lava = d.lava;
      emit(c, { type: 'tileDealt', town: t.id, tile });
      if (d.citizens || d.vips || d.lava)
        emit(c, { type: 'piecesPlaced', town: t.id, citizens: d.citizens, vips: d.vips, lava: d.lava });
    }
  }
  const setupLava = towns.reduce((n, t) => n + t.lava, 0);
  pools[5] = N.lava - N.lavaPerPool * 5 - setupLava;
  if (options.roles) options.roles.forEach((r, i) => addRole(c, r, seatForRoleIndex(options.humans, i)));
  emit(c, { type: 'bonusTilesDrawn', tiles: [...s.kaiju.bonusDrawn] });
  return { state: s, events: c.events };
}

function addRole(c: Ctx, role: RoleId, seat: HumanSeat): void {
  c.s.humans.roles.push({ role, seat, deck: shuffle(c.s.rng, humanDeck(role)), hand: [], discard: [], claim: null });
  emit(c, { type: 'roleChosen', seat, role });
}

const KAIJU_STARTS = ['harajuku', 'shibuya', 'ebisu'] as const;
/** §6.6 suggested human start; used together it triggers the omen swap. */
export const SUGGESTED_START = { fire: 'kasumigaseki', sdf: 'waseda' } as const;

export const setupHandler: Handler<Extract<Task, { t: 'setup' }>> = (c, task, a) => {
  const s = c.s;
  for (;;) {
    switch (task.k) {
      case 0: {
        // §6.1 roles: each human picks a distinct role (a lone human picks two).
        const need = rolesInPlay(s.options.humans);
        if (s.humans.roles.length >= need) {
          task.k = 1;
          continue;
        }
        const seat = seatForRoleIndex(s.options.humans, s.humans.roles.length);
        if (a?.type === 'role') {
          addRole(c, a.role, seat);
          a = null;
          continue;
        }
        const taken = new Set(s.humans.roles.map((r) => r.role));
        const options: Action[] = ROLE_IDS.filter((r) => !taken.has(r)).map((role) => ({ type: 'role', role }));
        return ask(seat, 'chooseRole', options);
      }
      case 1: {
        // §6.5: the kaiju keeps 3 of the 4 drawn bonus tiles and returns the rest unseen.
        if (a?.type === 'bonus') {
          const k = s.kaiju;
          const tile = a.tile;
          k.bonusKept = k.bonusDrawn.filter((b) => b !== tile);
          k.bonusUnused.push(tile);
          k.bonusDrawn = [];
          emit(c, { type: 'bonusTileReturned', tile });
          task.k = 2;
          a = null;
          continue;
        }
        return ask(
          'kaiju',
          'returnBonusTile',
          s.kaiju.bonusDrawn.map((tile) => ({ type: 'bonus', tile })),
        );
      }
      case 2: {
        if (a?.type === 'town') {
          s.kaiju.town = a.town;
          emit(c, { type: 'kaijuPlaced', town: a.town });
          task.k = 3;
          a = null;
          continue;
        }
        return ask(
          'kaiju',
          'kaijuStart',
          KAIJU_STARTS.map((town) => ({ type: 'town', town })),
        );
      }
      case 3: {
        // §6.6: two distinct towns, one with a base and a fire brigade, the other with a base and an SDF unit.
        // [R] Any human seat may answer the team's setup choices; the first answer stands.
        if (a?.type === 'town') {
          startUnits(c, townIndex(a.town), 'fire');
          task.k = 4;
          a = null;
          continue;
        }
        return ask(
          'humans',
          'fireBaseTown',
          TOWN_IDS.map((town) => ({ type: 'town', town })),
        );
      }
      case 4: {
        const fireTown = TOWN_IDS.findIndex((_, i) => s.towns[i].fire > 0);
        if (a?.type === 'town') {
          startUnits(c, townIndex(a.town), 'sdf');
          if (TOWN_IDS[fireTown] === SUGGESTED_START.fire && a.town === SUGGESTED_START.sdf) omenSwap(c, fireTown);
          task.k = 5;
          a = null;
          continue;
        }
        return ask(
          'humans',
          'sdfBaseTown',
          TOWN_IDS.filter((_, i) => i !== fireTown).map((town) => ({ type: 'town', town })),
        );
      }
      default:
        s.round = 1;
        s.stack.push({ t: 'round', k: 0 });
        return DONE;
    }
  }
};

/** §6.6: a start town receives a base and a unit from outside the stock. */
function startUnits(c: Ctx, town: number, unit: 'fire' | 'sdf'): void {
  const r = c.s.humans.reserve;
  r.bases--;
  r[unit]--;
  c.s.towns[town].bases++;
  c.s.towns[town][unit]++;
  emit(c, { type: 'basePlaced', town: TOWN_IDS[town] });
  emit(c, { type: 'unitPlaced', town: TOWN_IDS[town], unit });
}

/** §6.6: with the suggested start, omen 壱 or 弐 on Kasumigaseki swaps places (with its pieces) with omen 六. */
function omenSwap(c: Ctx, kasumigaseki: number): void {
  const s = c.s;
  const here = s.towns[kasumigaseki];
  if (here.tile !== 'omen1' && here.tile !== 'omen2') return;
  const j = s.towns.findIndex((t) => t.tile === 'omen6');
  if (j < 0) return;
  const there = s.towns[j];
  // Every omen tile places the same citizens (§4), so swapping the tiles with their citizens keeps the counts.
  const citizens = here.citizens;
  here.citizens = there.citizens;
  there.citizens = citizens;
  there.tile = here.tile;
  here.tile = 'omen6';
  emit(c, { type: 'omenSwapped', from: TOWN_IDS[kasumigaseki], to: TOWN_IDS[j] });
}
