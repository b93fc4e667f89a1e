/**
 * Every printed thing and every tunable number of Oztralia (../shared/rules/oztralia.md), in this one module: the
 * east-side map (§3), survey tiles (§4.1), Old One tiles (§4.2), action boxes (§5), units (§6), setup numbers (§7),
 * the calendar (§8), Old One cards (§11.5), manifestation cards (§10.5), personality cards (§12) and scoring (§13).
 * A correction from the printed game, or a balance change, is an edit here; one that changes how a stored log
 * replays bumps the game's rulesVersion (index.ts). Numbers marked [T] are this edition's choices.
 */

// ——— §3 the map ———————————————————————————————————————————————————————————————————————————————————————

export const COLS = 15;
export const ROWS = 12;

/**
 * [R][T] §3 terrain, one string per row (col 0 first): `~` sea, `.` outback, `^` mountains, `S` sheep, `C` cattle,
 * `M` corn, `A` anchor (port site), `T` survey site.
 */
export const TERRAIN: readonly string[] = [
  '.T....TS.M^MCA~',
  '....T...SM^CMC~',
  '.......T.S^MCM~',
  '..T.....MS^CMA~',
  '.....T..S.^MC~~',
  'T.......T.S^CC~',
  '...T....MS.^CA~',
  '......T.S.S^C~~',
  'S.T.....MT^^M~~',
  'AMS.T.SMS^^CCA~',
  '~~S.MACSCAMCS~~',
  '~~~~~~~~~~~~~~~',
];

/** [R][T] §3 the Old One level printed on each hex (`-`: none; sea `~`). */
export const LEVELS: readonly string[] = [
  '333333322211--~',
  '333333222211--~',
  '333333222111--~',
  '22333322211---~',
  '22222222211--~~',
  '22222222211---~',
  '11222222211---~',
  '11111111111--~~',
  '--111111111--~~',
  '--------------~',
  '~~-----------~~',
  '~~~~~~~~~~~~~~~',
];

/** §3 the anchors (port sites), by hex id, with the town each stands for. */
export const ANCHORS: Readonly<Record<string, string>> = {
  '13-0': 'brisbane',
  '13-3': 'portMacquarie',
  '13-6': 'sydney',
  '13-9': 'eden',
  '9-10': 'melbourne',
  '5-10': 'portland',
  '0-9': 'adelaide',
};

// ——— §2 resources ——————————————————————————————————————————————————————————————————————————————————————

export const RESOURCES = ['coal', 'iron', 'gold', 'phos'] as const;
export type Resource = (typeof RESOURCES)[number];

// ——— §4.1 survey tiles ——————————————————————————————————————————————————————————————————————————————————

/**
 * [R][T] §4.1 each survey tile: the centre, then directions 1–6 (N, NE, SE, S, SW, NW). Codes: `cN iN gN pN` N
 * tokens of coal, iron, gold, phosphate; `O` one Old One of the target hex's printed level; `+` joins two.
 */
export const SURVEY_TILES: Readonly<Record<string, readonly string[]>> = {
  S01: ['O', '', 'c3', '', '', 'i2', ''],
  S02: ['c2', 'O', '', '', 'p2', '', ''],
  S03: ['i3', '', '', 'O', '', '', 'g2'],
  S04: ['O', 'p2', '', '', 'c2', '', ''],
  S05: ['g2', '', 'O', '', '', 'p1', ''],
  S06: ['O', '', '', 'i2', '', '', 'c2'],
  S07: ['p2', 'O', '', 'c2', '', '', ''],
  S08: ['O', '', 'i2', '', 'g2', '', ''],
  S09: ['c3', '', '', '', '', 'O', 'i2'],
  S10: ['O', '', 'g2', '', '', 'p2', ''],
  S11: ['c2+i2', '', '', '', 'O', '', ''],
  S12: ['O', 'g3', '', '', '', '', ''],
  S13: ['p2', '', 'O', '', '', '', 'p1'],
  S14: ['O', '', '', 'c2', '', 'i2', ''],
  S15: ['c2', 'i2', '', '', 'O', '', ''],
  S16: ['O', '', '', '', 'p1', '', 'g2'],
  S17: ['g2+p1', '', '', 'O', '', '', ''],
  S18: ['O', 'c2', 'i2', '', '', '', ''],
  S19: ['i3', '', '', '', 'O', '', 'p2'],
  S20: ['O', '', 'g2', '', '', 'c2', ''],
};

/** §7 step 3: survey tiles dealt, one per survey site. */
export const SURVEY_DEALT = 13;

// ——— §4.2 Old One tiles ———————————————————————————————————————————————————————————————————————————————

/** §11.5 families: humanoid, undead, flyer, beast, temple, titan. */
export const FAMILIES = ['H', 'U', 'F', 'B', 'P', 'G'] as const;
export type Family = (typeof FAMILIES)[number];

export interface TileSpec {
  /** The back (pile) it belongs to; X and XX are set aside (level 0). */
  level: 0 | 1 | 2 | 3;
  family: Family | null;
  count: number;
  endurance: number;
  vp: number;
  moves: boolean;
  /** §4.2 a rout sends every player's cubes on it home. */
  zombie?: true;
  /** §4.2 a false alarm: removed when revealed, scores nothing. */
  kangaroo?: true;
}

/** [R][T] §4.2 the 57 Old One tiles. */
const TILE_TABLE = {
  cultists: { level: 1, family: 'H', count: 5, endurance: 2, vp: 1, moves: true },
  zombies: { level: 1, family: 'U', count: 4, endurance: 2, vp: 1, moves: true, zombie: true },
  deepOnes: { level: 1, family: 'H', count: 3, endurance: 3, vp: 1, moves: true },
  temple: { level: 1, family: 'P', count: 4, endurance: 3, vp: 1, moves: false },
  kangaroo: { level: 1, family: null, count: 6, endurance: 0, vp: 0, moves: false, kangaroo: true },
  miGo: { level: 2, family: 'F', count: 3, endurance: 3, vp: 1, moves: true },
  ghouls: { level: 2, family: 'U', count: 3, endurance: 3, vp: 2, moves: true },
  byakhee: { level: 2, family: 'F', count: 3, endurance: 3, vp: 1, moves: true },
  temple2: { level: 2, family: 'P', count: 4, endurance: 4, vp: 2, moves: false },
  darkYoung: { level: 2, family: 'B', count: 2, endurance: 4, vp: 2, moves: true },
  kangaroo2: { level: 2, family: null, count: 3, endurance: 0, vp: 0, moves: false, kangaroo: true },
  shoggoth: { level: 3, family: 'B', count: 3, endurance: 5, vp: 3, moves: true },
  starSpawn: { level: 3, family: 'G', count: 2, endurance: 5, vp: 3, moves: true },
  elderThing: { level: 3, family: 'G', count: 2, endurance: 5, vp: 2, moves: true },
  greatTemple: { level: 3, family: 'P', count: 7, endurance: 6, vp: 2, moves: false },
  cthulhu: { level: 3, family: 'G', count: 1, endurance: 8, vp: 12, moves: true },
  X: { level: 0, family: 'G', count: 1, endurance: 5, vp: 10, moves: true },
  XX: { level: 0, family: 'G', count: 1, endurance: 7, vp: 20, moves: true },
} as const satisfies Record<string, TileSpec>;
export type TileKind = keyof typeof TILE_TABLE;
export const TILES: Readonly<Record<TileKind, TileSpec>> = TILE_TABLE;
export const TILE_KINDS = Object.keys(TILES) as TileKind[];
export const tileSpec = (k: TileKind): TileSpec => TILES[k];

// ——— §5 action boxes ——————————————————————————————————————————————————————————————————————————————————

export const BOXES = [
  'railPlain',
  'railMountain',
  'mine',
  'recruit',
  'military',
  'trade',
  'farm',
  'attack',
  'retrieve',
] as const;
export type BoxId = (typeof BOXES)[number];

/** [T] §5 the time printed on each box; farm and attack are counted by the action (null here). */
export const BOX_TIME: Readonly<Record<BoxId, number | null>> = {
  railPlain: 2,
  railMountain: 3,
  mine: 1,
  recruit: 1,
  military: 1,
  trade: 1,
  farm: null,
  attack: null,
  retrieve: 1,
};

// ——— §6 military units ——————————————————————————————————————————————————————————————————————————————

export const UNIT_KINDS = ['I', 'A', 'C', 'T', 'Z'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** [T] §6 units: count in the stock [S5], gold, endurance, range, whether it counts for the attack's time. */
export const UNITS: Readonly<
  Record<UnitKind, { count: number; cost: number; endurance: number; range: number; timed: boolean }>
> = {
  I: { count: 10, cost: 1, endurance: 2, range: 2, timed: true },
  A: { count: 3, cost: 3, endurance: 3, range: 1, timed: true },
  C: { count: 5, cost: 2, endurance: 3, range: 3, timed: true },
  T: { count: 4, cost: 3, endurance: 4, range: 1, timed: false },
  Z: { count: 3, cost: 4, endurance: 3, range: 4, timed: false },
};

// ——— §2, §7, §8, §13, §14 numbers ————————————————————————————————————————————————————————————————————

export const NUMBERS = {
  cubes: 20,
  rails: 20,
  /** §2 farm tokens of each type per player. */
  farmsPerType: 7,
  sanity: 3,
  /** [T] §2 the phosphate supply (coal, iron and gold never run out). */
  phosphate: 25,
  /** §7 the warehouse at the start. */
  start: { coal: 2, iron: 2, gold: 4 },
  /** [T] §7 step 8 the start space by number of players (index: players). */
  startSpace: [0, 0, 2, 1, 0],
  /** §7 step 6, §14 [T] the purple disc's start space by difficulty. */
  discStart: { easy: 24, normal: 22, hard: 20 },
  /** §8 the last space: a marker there or beyond acts no more. */
  end: 53,
  /** [T] §8 lit spaces: one manifestation card each. */
  lit: [24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52],
  /** §7 step 9 [S9] hex distance a port keeps from every other port. */
  portSpacing: 3,
  /** §9.1 tracks per Build railway action (§12 P01: 3). */
  tracksPerAction: 2,
  engineerTracks: 3,
  /** §9.5 exchanges per Import/export action (§12 P15: 3); §12 P14 gold per export. */
  exchanges: 2,
  smugglerExchanges: 3,
  exportGold: 1,
  bankerExportGold: 2,
  /** §9.2 gold for mining phosphate; §12 P19 (extra, ruling 8). */
  phosphateGold: 1,
  prospectorGold: 2,
  /** §9.3 the personality row; the blind draw's price. */
  row: 5,
  blindDrawGold: 1,
  /** §9.6 farms per action. */
  farmsPerAction: 3,
  /** §9.8 Retrieve without a cube. */
  retrieveNoCubeTime: 2,
  /** §10.1 Old One cards drawn for movement (Dust Storm: 4). */
  moveCards: 2,
  dustStormCards: 4,
  /** §10.5 manifestation cards used per level. */
  manifestPerLevel: 5,
  /** §13 scoring. */
  farmVp: 2,
  phosphateVp: 3,
  blightVp: 1,
  hiddenMultiplier: 2,
  /** §12 P08 a complete set of the three farm types. */
  stationSetVp: 3,
  /** §12 P09 Aviator. */
  aviatorRange: 2,
  aviatorEndurance: 1,
} as const;

export type Difficulty = keyof typeof NUMBERS.discStart;

// ——— §11.5 Old One cards ——————————————————————————————————————————————————————————————————————————————

/**
 * [R][T] §11.5 the 18 Old One cards: direction, mover family, and per family `units/strike` (units that hit it;
 * strike `x` `xx` `b` `s` or `-`). Order of the families: H U F B P G.
 */
const CARD_TABLE: readonly [number, Family, string][] = [
  [1, 'H', 'IZ/x IT/x TZ/- CT/x T/- A/xxs'],
  [6, 'U', 'IT/- C/- A/xbs AZ/xx IAZ/s TZ/s'],
  [5, 'F', 'AC/x AZ/xs IZ/b AT/- CT/xs C/xx'],
  [4, 'B', 'IT/s IT/xx CZ/- C/xs A/- IAZ/b'],
  [3, 'G', 'IC/- AC/- AZ/s IAZ/xx IATZ/- T/xs'],
  [2, 'H', 'AZ/xb I/x TZ/bs CT/- CT/s A/xxs'],
  [1, 'U', 'IT/- C/s C/x A/xs IAZ/s ATZ/-'],
  [6, 'F', 'AC/xs AZ/x IZ/- AT/- T/x C/xbs'],
  [5, 'H', 'IZ/- IT/x CZ/bs CT/x A/- AZ/xxs'],
  [4, 'B', 'IC/- C/s A/b IAZ/xx IATZ/s TZ/x'],
  [3, 'U', 'ACZ/x IAZ/x TZ/- T/s CT/x A/xxb'],
  [2, 'G', 'IT/- IC/- C/xs AC/x AZ/- IAZ/s'],
  [1, 'F', 'C/xb A/x IZ/bs IAT/xx T/s CT/xs'],
  [6, 'H', 'IZ/- IT/xs Z/b CT/x AT/s AZ/xx'],
  [5, 'U', 'IC/s C/- A/x AZ/xxs IAZ/- TZ/bs'],
  [4, 'B', 'AC/x IAZ/x ITZ/bs T/- CT/x C/xxs'],
  [3, 'F', 'IT/- IT/xxs CZ/xb AC/x AZ/s IAZ/s'],
  [2, 'G', 'C/x AC/- Z/- IAZ/xxs AT/s CT/xb'],
];

export type Strike = 'x' | 'b' | 's';
export interface OldOneCard {
  dir: number;
  mover: Family;
  rows: Record<Family, { hits: UnitKind[]; strike: Strike[] }>;
}

export const OLD_ONE_CARDS: readonly OldOneCard[] = CARD_TABLE.map(([dir, mover, text]) => {
  const cells = text.split(' ');
  const rows = {} as OldOneCard['rows'];
  FAMILIES.forEach((f, i) => {
    const [hits, strike] = cells[i].split('/');
    rows[f] = {
      hits: [...hits] as UnitKind[],
      strike: strike === '-' ? [] : ([...strike] as Strike[]),
    };
  });
  return { dir, mover, rows };
});

// ——— §10.5 manifestation cards ——————————————————————————————————————————————————————————————————————————

/** What every player suffers (the card's top right). */
export type Toll = 'none' | 'loseGold' | 'discardCoalOrIron' | 'timeForward' | 'sanity';

export interface ManifestSpec {
  level: 1 | 2 | 3;
  toll: Toll;
}

/** [R][T] §10.5 the 21 manifestation cards (7 per level; 5 of each are used). Their effects: manifest.ts. */
export const MANIFESTATIONS = {
  restlessScrub: { level: 1, toll: 'none' },
  shamblers: { level: 1, toll: 'loseGold' },
  strangeTracks: { level: 1, toll: 'none' },
  dustStorm: { level: 1, toll: 'discardCoalOrIron' },
  cultMeeting: { level: 1, toll: 'none' },
  lightsInTheSky: { level: 1, toll: 'none' },
  badOmens: { level: 1, toll: 'sanity' },
  theHunt: { level: 2, toll: 'none' },
  blightWind: { level: 2, toll: 'none' },
  respawn: { level: 2, toll: 'none' },
  lostHours: { level: 2, toll: 'timeForward' },
  nightMarch: { level: 2, toll: 'none' },
  eyesInTheDark: { level: 2, toll: 'loseGold' },
  madness: { level: 2, toll: 'sanity' },
  theAvatar: { level: 3, toll: 'none' },
  theGreatOne: { level: 3, toll: 'loseGold' },
  awakening: { level: 3, toll: 'none' },
  frenzy: { level: 3, toll: 'none' },
  deepStirring: { level: 3, toll: 'timeForward' },
  secondWave: { level: 3, toll: 'none' },
  despair: { level: 3, toll: 'sanity' },
} as const satisfies Record<string, ManifestSpec>;
export type ManifestId = keyof typeof MANIFESTATIONS;
export const MANIFEST_IDS = Object.keys(MANIFESTATIONS) as ManifestId[];

// ——— §12 personality cards ——————————————————————————————————————————————————————————————————————————

/** [R][T] §12 the 20 personality cards with their printed VP (effects are read where they apply). */
export const PERSONALITIES = {
  railwayEngineer: 2,
  surveyor: 2,
  quartermaster: 2,
  miningMagnate: 2,
  drover: 1,
  woolBaron: 1,
  agronomist: 1,
  stationOwner: 1,
  aviator: 2,
  artilleryMajor: 2,
  chaplain: 2,
  occultist: 1,
  tracker: 2,
  banker: 2,
  smuggler: 2,
  governor: 4,
  professor: 1,
  fieldNurse: 2,
  prospector: 2,
  sergeantMajor: 2,
} as const satisfies Record<string, number>;
export type PersonId = keyof typeof PERSONALITIES;
export const PERSON_IDS = Object.keys(PERSONALITIES) as PersonId[];

/** §12 P13 the Tracker sees face-down tiles this many hexes (hex distance) from its owner's network. */
export const TRACKER_RANGE = 2;

// ——— §3 survey sites and §9.6 farm land, derived from the map above ————————————————————————————————

export type Terrain = 'sea' | 'outback' | 'mountain' | 'S' | 'C' | 'M' | 'anchor' | 'survey';
export const FARM_KINDS = ['S', 'C', 'M'] as const;
export type FarmKind = (typeof FARM_KINDS)[number];

const TERRAIN_CODE: Readonly<Record<string, Terrain>> = {
  '~': 'sea',
  '.': 'outback',
  '^': 'mountain',
  S: 'S',
  C: 'C',
  M: 'M',
  A: 'anchor',
  T: 'survey',
};

export const terrainAt = (col: number, row: number): Terrain => TERRAIN_CODE[TERRAIN[row][col]];

/** The printed level of a hex (0: none). */
export function levelAt(col: number, row: number): 0 | 1 | 2 | 3 {
  const ch = LEVELS[row][col];
  return ch === '1' || ch === '2' || ch === '3' ? (Number(ch) as 1 | 2 | 3) : 0;
}
