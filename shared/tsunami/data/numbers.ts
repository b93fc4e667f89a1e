/**
 * Every tunable number and layout of Tsunami (../../../../shared/rules/tsunami.md, marked [T] there), in one module:
 * the map (§3), the zone decks (§8.2), the roles and skill counts (§1, §4, §7), dice (§9), the water (§5.2), scoring
 * (§11) and the variants (§12). The engine reads these and nothing else; a balance change is an edit here (with a
 * line in the tuning log of docs/balance.md and a bump of the game's rulesVersion).
 */

/**
 * §3.2 [T] the default map, top row first. `.` card hex, `#` terrain tile, `^` cliff/step, `S` the start (of the
 * default family; see START_BY_FAMILY_SIZE), `H` a candidate shelter.
 */
export const DEFAULT_MAP: readonly string[] = [
  '.H..H..H', // 20
  '..#..#..', // 19
  '#.....#.', // 18
  '..#.....', // 17
  '...^^#..', // 16
  '.#.....#', // 15
  '...#....', // 14
  '#....#..', // 13
  '..#.....', // 12
  '....#.#.', // 11
  '.#......', // 10
  '^^^^^^^.', // 9: the cliff band, one stairway gap at (7,9)
  '..#...#.', // 8
  '........', // 7
  '#..#...#', // 6
  '.....#..', // 5
  '.#.S....', // 4
  '....#...', // 3
  '#.....#.', // 2
  '........', // 1
];

/**
 * §3.2 [T] the start hex (column, row) by family size: "the start row is the main balance knob", and the family's
 * size changes how hard the run is (tuning log: docs/balance.md). It is open ground and has no card (the hex drawn `S`
 * above then has one, so a zone may hold one card more or less). Lovers start where a family of two does.
 */
export const START_BY_FAMILY_SIZE: Record<number, readonly [number, number]> = {
  2: [7, 8],
  3: [0, 3],
  4: [0, 3],
  5: [0, 3],
  6: [0, 1],
};

export const COLS = 8;
export const ROWS = 20;

/** [S1] zones by row: G origin (rows 1–7), Y middle (8–14), R high ground (15–20); a card's back shows its zone. */
export const ZONES = ['G', 'Y', 'R'] as const;
export type Zone = (typeof ZONES)[number];
export const ZONE_ROWS: Record<Zone, readonly [number, number]> = { G: [1, 7], Y: [8, 14], R: [15, 20] };

/** §12 [T] "random terrain": the default's tiles per zone, placed on rows 2–19 (so every zone keeps its card count). */
export const RANDOM_TERRAIN_ROWS: readonly [number, number] = [2, 19];
/** Attempts at a random layout before falling back to the default one (each is checked for reachability). */
export const RANDOM_TERRAIN_TRIES = 50;

export const CARD_IDS = [
  'tailwind',
  'rest',
  'highGround',
  'familyCall',
  'waterBottle',
  'routeFound',
  'amulet',
  'wisdomBag',
  'flashlight',
  'helper',
  'shortcut',
  'radio',
  'sprain',
  'mud',
  'confusion',
  'exhaustion',
  'luggage',
  'disoriented',
  'watchStep',
  'fall',
  'liveWire',
  'debris',
  'collapse',
  'aftershockCard',
  'flooded',
  'glass',
  'wall',
  'clear',
] as const;
export type CardId = (typeof CARD_IDS)[number];

export interface CardDef {
  ja: string;
  en: string;
  kind: 'bonus' | 'debuff' | 'dice' | 'blank';
  /** §8.1 stays face up on its hex and affects every unit that enters. */
  persistent?: boolean;
  /** §12 No dash: the card becomes an All Clear. */
  dashOnly?: boolean;
}

/** §8.1 the cards. */
export const CARDS: Record<CardId, CardDef> = {
  tailwind: { ja: '追い風', en: 'Tailwind', kind: 'bonus' },
  rest: { ja: '休憩', en: 'Rest', kind: 'bonus' },
  highGround: { ja: '高台発見', en: 'High Ground Found', kind: 'bonus' },
  familyCall: { ja: '家族の叫び', en: "Family's Call", kind: 'bonus' },
  waterBottle: { ja: '水筒発見', en: 'Water Bottle', kind: 'bonus', dashOnly: true },
  routeFound: { ja: 'ルート発見', en: 'Route Found', kind: 'bonus' },
  amulet: { ja: 'お守りの力', en: 'Amulet', kind: 'bonus' },
  wisdomBag: { ja: '知恵袋', en: 'Wisdom Bag', kind: 'bonus' },
  flashlight: { ja: '懐中電灯', en: 'Flashlight', kind: 'bonus' },
  helper: { ja: '助っ人出現', en: 'Helper Appears', kind: 'bonus' },
  shortcut: { ja: 'ショートカット発見', en: 'Shortcut Found', kind: 'bonus' },
  radio: { ja: '無線受信', en: 'Radio Message', kind: 'bonus' },
  sprain: { ja: '足をくじいた', en: 'Sprained Ankle', kind: 'debuff' },
  mud: { ja: '泥濘', en: 'Mud', kind: 'debuff', persistent: true },
  confusion: { ja: '混乱', en: 'Confusion', kind: 'debuff' },
  exhaustion: { ja: '疲労困憊', en: 'Exhaustion', kind: 'debuff' },
  luggage: { ja: '重い荷物', en: 'Heavy Luggage', kind: 'debuff', dashOnly: true },
  disoriented: { ja: '方向感覚を失う', en: 'Disoriented', kind: 'debuff' },
  watchStep: { ja: '足元注意', en: 'Watch Your Step', kind: 'debuff' },
  fall: { ja: '転倒', en: 'Fall', kind: 'debuff' },
  liveWire: { ja: '感電エリア', en: 'Live Wire', kind: 'debuff', persistent: true },
  debris: { ja: '倒木・がれき', en: 'Fallen Tree / Debris', kind: 'debuff', persistent: true },
  collapse: { ja: '崩落', en: 'Collapse', kind: 'debuff' },
  aftershockCard: { ja: '余震発生', en: 'Aftershock', kind: 'dice' },
  flooded: { ja: '冠水路', en: 'Flooded Lane', kind: 'dice' },
  glass: { ja: '割れたガラス', en: 'Broken Glass', kind: 'dice' },
  wall: { ja: 'ブロック塀の倒壊', en: 'Falling Wall', kind: 'dice' },
  clear: { ja: '異常なし', en: 'All Clear', kind: 'blank' },
};

/**
 * §8.2 [T] the composition of each zone's deck (the All Clear blanks fill the rest of the zone's card hexes).
 * The densities follow [S1] (about 25% real events in G, 60% in Y, 100% in R), except G: 36% (17 of 47 hexes), raised
 * for balance (docs/balance.md).
 */
export const ZONE_DECKS: Record<Zone, Partial<Record<CardId, number>>> = {
  // green-zone density (§C.3's third knob): 17 events instead of 12; the five added slow a member without trapping
  // anyone, so a slow grandparent falls behind more often while the child still gets through (tuning log)
  G: {
    tailwind: 2,
    rest: 1,
    flashlight: 1,
    helper: 1,
    radio: 1,
    sprain: 2,
    mud: 2,
    confusion: 1,
    exhaustion: 1,
    luggage: 2,
    debris: 1,
    glass: 1,
    wall: 1,
  },
  Y: {
    tailwind: 1,
    highGround: 1,
    familyCall: 1,
    waterBottle: 1,
    routeFound: 1,
    amulet: 1,
    helper: 1,
    shortcut: 1,
    radio: 1,
    sprain: 1,
    mud: 2,
    confusion: 1,
    exhaustion: 1,
    fall: 1,
    liveWire: 1,
    debris: 2,
    collapse: 1,
    aftershockCard: 1,
    flooded: 2,
    glass: 1,
    wall: 1,
  },
  R: {
    tailwind: 2,
    rest: 1,
    highGround: 2,
    familyCall: 2,
    waterBottle: 1,
    routeFound: 2,
    amulet: 1,
    wisdomBag: 2,
    flashlight: 1,
    helper: 1,
    shortcut: 1,
    radio: 1,
    sprain: 1,
    mud: 2,
    confusion: 1,
    exhaustion: 1,
    luggage: 1,
    disoriented: 1,
    watchStep: 1,
    fall: 1,
    liveWire: 1,
    debris: 1,
    collapse: 1,
    aftershockCard: 1,
    flooded: 2,
    glass: 1,
    wall: 2,
  },
};

export const ROLES = ['father', 'child', 'grandpa', 'mother', 'grandma', 'boyfriend', 'girlfriend'] as const;
export type Role = (typeof ROLES)[number];

export const UNIT_IDS = ['father', 'child1', 'grandpa', 'mother', 'child2', 'grandma', 'boyfriend', 'girlfriend'] as const;
export type UnitId = (typeof UNIT_IDS)[number];

export const SKILLS = [
  'pullUp',
  'lead',
  'substitute',
  'foresight',
  'experience',
  'wisdom',
  'dangerSense',
  'protect',
] as const;
export type Skill = (typeof SKILLS)[number];

export interface RoleDef {
  ja: string;
  en: string;
  /** §6.1 movement. */
  move: number;
  /** §11 points when this member escapes. */
  points: number;
  /** §7 the card skills (each a card used once); Father's and Boyfriend's cards are all Pull-up. */
  cards: readonly Skill[];
  /** §7 Cliff Move: may enter cliff/step hexes. */
  cliffs?: boolean;
  /** §7 Family Acceleration and Immature. */
  child?: boolean;
}

/** §7 the roles; §12 [T] the Lovers' movement and points. Girlfriend's Hold Hands is Lead by the Hand. */
export const ROLE_DEFS: Record<Role, RoleDef> = {
  father: { ja: 'お父さん', en: 'Father', move: 2, points: 2, cards: ['pullUp'], cliffs: true },
  child: { ja: '子供', en: 'Child', move: 3, points: 3, cards: [], child: true },
  grandpa: { ja: 'おじいちゃん', en: 'Grandpa', move: 1, points: 1, cards: ['foresight', 'experience'] },
  mother: { ja: 'お母さん', en: 'Mother', move: 2, points: 2, cards: ['lead', 'substitute'] },
  grandma: { ja: 'おばあちゃん', en: 'Grandma', move: 1, points: 1, cards: ['wisdom', 'dangerSense'] },
  boyfriend: { ja: '彼氏', en: 'Boyfriend', move: 2, points: 2, cards: ['pullUp'], cliffs: true },
  girlfriend: { ja: '彼女', en: 'Girlfriend', move: 2, points: 2, cards: ['lead', 'protect'] },
};

export const UNIT_ROLE: Record<UnitId, Role> = {
  father: 'father',
  child1: 'child',
  grandpa: 'grandpa',
  mother: 'mother',
  child2: 'child',
  grandma: 'grandma',
  boyfriend: 'boyfriend',
  girlfriend: 'girlfriend',
};

/** §1 the family dealt by player count, in the fixed order. */
export const FAMILY_ORDER: readonly UnitId[] = ['father', 'child1', 'grandpa', 'mother', 'child2', 'grandma'];
export const LOVERS: readonly UnitId[] = ['boyfriend', 'girlfriend'];
export const FAMILY_SIZES = [2, 3, 4, 5, 6] as const;

/** §4 [T] skill cards per card-using role: §12 difficulty by skill cards (6 easy, 4 normal, 2 hard). */
export const SKILL_CARD_COUNTS = [6, 4, 2] as const;
export const DEFAULT_SKILL_CARDS = 4;

export const TUNING = {
  /** §5.2 rows flooded at the end of each turn. */
  floodRowsPerTurn: 2,
  /** §6.1 Family Acceleration's reach, in hex steps (terrain ignored). */
  accelerationRange: 2,
  /** §6.1 bonuses due the turn after the card. */
  restBonus: 1,
  highGroundBonus: 2,
  /** §9 [T] a success check passes on this or more (1d6). */
  checkPass: 4,
  /** §8.1 [S1] Fall's injury check fails only on this or less. */
  fallInjuryFailsAtMost: 1,
  /** §5.3 and Aftershock card: an aftershock on this or less. */
  aftershockOn: 1,
  /** §8.1 [T] units (not trapped there) on or adjacent to a Debris hex that clear it. */
  debrisCrowd: 2,
  /** §7 [T] Grandma's Wisdom reaches a card met within this many hexes of her. */
  wisdomRange: 2,
  /** §8.1 Family's Call reaches members within this many hexes. */
  familyCallRange: 2,
  /** §8.1 Shortcut opens a tile or cliff within this many hexes. */
  shortcutRange: 2,
  /** §8.1 Flashlight turns up to this many adjacent cards. */
  flashlightCards: 3,
  /** §5.1 [T] each decision still needed after the family timer ran out has this long, then its default. */
  graceSeconds: 30,
  /** §12 [T] the Cat: points when it escapes with its carrier. */
  catPoints: 1,
} as const;

/** §5.1 the family timer (a table setting): off, 3, 5 or 8 minutes. */
export const FAMILY_TIMER_SECONDS = [0, 180, 300, 480] as const;
export const SUGGESTED_FAMILY_SECONDS = 300;

/** §11 [T] result tiers: the share of the family's maximum points each needs (Complete Victory: everyone escaped). */
export const TIERS = [
  { id: 'goodEscape', atLeast: 0.75 },
  { id: 'partialSuccess', atLeast: 0.5 },
] as const;
export type ResultTier = 'completeVictory' | 'goodEscape' | 'partialSuccess' | 'tragedy';

/** §6.3 Disoriented: the die's face to a direction (1 E, 2 NE, 3 NW, 4 W, 5 SW, 6 SE); also the Cat's step. */
export const DIRECTIONS = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
export type Direction = (typeof DIRECTIONS)[number];
