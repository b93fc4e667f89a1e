/**
 * Oztralia's types: the plain-JSON state (with its task stack), actions, prompts, events and views. The Old Ones
 * are no seat (§1): their marker on the calendar is `old`, and their turn runs inside `apply`.
 */
import type { RngState } from '../core/rng';
import type {
  BoxId,
  Difficulty,
  FarmKind,
  Family,
  ManifestId,
  PersonId,
  Resource,
  Strike,
  TileKind,
  UnitKind,
} from './data';
import type { Hex } from './hex';

export type Seat = 'p1' | 'p2' | 'p3' | 'p4';
export const SEATS: readonly Seat[] = ['p1', 'p2', 'p3', 'p4'];
/** A time marker on the calendar: a player's, or the Old Ones' purple disc. */
export type Marker = Seat | 'old';

export interface Options {
  players: 1 | 2 | 3 | 4;
  difficulty: Difficulty;
  turnSeconds?: number;
}

/** An Old One tile on the map. `level` is its back (the pile it came from; 0 for X and XX). */
export interface OldOne {
  uid: number;
  hex: Hex;
  level: 0 | 1 | 2 | 3;
  /** Secret while face down (§15). */
  kind: TileKind;
  up: boolean;
  /** Players' damage cubes on it. */
  cubes: Partial<Record<Seat, number>>;
}

export interface Farm {
  hex: Hex;
  owner: Seat;
  kind: FarmKind;
  blighted: boolean;
}

export type Stock = Partial<Record<Resource, number>>;

export interface Player {
  seat: Seat;
  /** -1 until placed (§7 step 9). */
  port: Hex;
  coal: number;
  iron: number;
  gold: number;
  phos: number;
  /** Cubes in HQ; the others are in action boxes or on Old Ones. */
  hq: number;
  boxes: Record<BoxId, number>;
  /** Own tracks, each as its two hexes in hex order. */
  tracks: [Hex, Hex][];
  /** Farm tokens left of each type. */
  farmsLeft: Record<FarmKind, number>;
  /** Unit ids in the barracks (e.g. `I3`). */
  units: string[];
  cards: PersonId[];
  /** Old One tiles destroyed by this player alone (§11.6). */
  won: TileKind[];
  /** VP tokens from shared kills. */
  tokens: number;
  /** §10.5 "your next combat starts with 2 sanity" is pending. */
  dread: boolean;
}

/** What one seat knows that others do not (§15, rulings 8). */
export interface Peeks {
  /** Tracker: face-down tiles seen (uid → kind), until revealed. */
  tiles: Record<number, TileKind>;
  /** Occultist: the Old One card on top of the deck, until drawn. */
  top: number | null;
  /** Blind recruit: the two cards drawn, while choosing. */
  drawn: PersonId[] | null;
  /** Blind recruit: cards put at the bottom of the personality deck, while they stay in it. */
  deck: PersonId[];
}

export interface CombatUnit {
  id: string;
  kind: UnitKind;
  dmg: number;
}

export type CombatStage = 'start' | 'before' | 'draw' | 'cubes' | 'strike' | 'check';

export interface Combat {
  seat: Seat;
  hex: Hex;
  /** §11.7 a port defence: no withdrawal. */
  port: boolean;
  units: CombatUnit[];
  /** Old Ones fighting (uids). */
  tiles: number[];
  sanity: number;
  stage: CombatStage;
  /** The card being resolved. */
  card: number | null;
  /** Cubes still to place this card when the HQ cannot cover every tile (uid → cubes). */
  owed: Record<number, number>;
  /** Strikes still to apply this card, in order. */
  strikes: { uid: number; s: Strike }[];
  routed: boolean;
  nurseUsed: boolean;
  majorUsed: boolean;
  /** Whether the Occultist has looked before this card. */
  peeked: boolean;
}

export type Task =
  | { t: 'ports'; i: number }
  | { t: 'main' }
  | { t: 'turn'; seat: Seat; box: BoxId | null; time: number }
  | { t: 'rail'; seat: Seat; left: number; mountain: boolean; placed: number }
  | { t: 'mine'; seat: Seat; hex: Hex; first: Resource | null }
  | { t: 'recruit'; seat: Seat }
  | { t: 'buy'; seat: Seat }
  | { t: 'trade'; seat: Seat; left: number; done: number }
  | { t: 'farm'; seat: Seat; kinds: FarmKind[] }
  | { t: 'attack'; seat: Seat; units: string[]; formed: boolean }
  | { t: 'combat' }
  | { t: 'oldTurn'; stage: number; cards: number }
  | { t: 'draws'; left: number }
  | { t: 'move'; families: Family[]; dir: number; groups: number[][]; i: number; card: number | null }
  | { t: 'dust'; i: number }
  | { t: 'tolls'; card: ManifestId };

export type PromptKind =
  | 'port'
  | 'box'
  | 'track'
  | 'mine'
  | 'mine2'
  | 'recruit'
  | 'keep'
  | 'buy'
  | 'exchange'
  | 'farm'
  | 'force'
  | 'target'
  | 'beforeCard'
  | 'cubes'
  | 'hit'
  | 'airshipHit'
  | 'discard';

/** A pending decision: its options are computed when needed (flow.ts `answers`), never stored. */
export interface Prompt {
  id: number;
  seat: Seat;
  kind: PromptKind;
  options?: Action[];
}

export interface SeatScore {
  farms: number;
  phosphate: number;
  cards: number;
  tiles: number;
  tokens: number;
  total: number;
}

export interface OldOnesScore {
  faceUp: number;
  hidden: number;
  blighted: number;
  total: number;
}

export type EndReason = 'calendar' | 'portLost';

export interface GameResult {
  reason: EndReason;
  /** Seats that won; empty when the Old Ones won (§13). */
  winners: Seat[];
  oldOnesWin: boolean;
  scores: Record<string, SeatScore>;
  oldOnes: OldOnesScore;
}

/** The state; its first fields are the core interpreter's (shared/core/interpreter.ts `TaskState`). */
export interface State {
  v: number;
  promptSeq: number;
  /** The one pending prompt, or none. */
  prompts: Prompt[];
  stack: Task[];
  interrupts: Task[];
  result: GameResult | null;
  options: Options;
  /** Seat order: the start player, then clockwise (§8). */
  order: Seat[];
  rng: RngState;
  /** The calendar in acting order: lowest space first, the top of a stack before the markers under it (§8). */
  cal: { m: Marker; pos: number }[];
  tiles: OldOne[];
  nextUid: number;
  /** The three face-down piles, levels 1–3; the top is the last element (§4.2). */
  piles: [TileKind[], TileKind[], TileKind[]];
  /** X and XX while set aside. */
  aside: TileKind[];
  /** Tiles gone to the box: kangaroos revealed, and shared kills (§11.6). */
  boxed: TileKind[];
  /** Resource tokens on the map, by hex. */
  res: Record<number, Stock>;
  phosSupply: number;
  farms: Farm[];
  /** §7 step 3: which survey tile lay on which site. */
  survey: { hex: Hex; tile: string }[];
  /** The personality deck (top last) and the face-up row (slot 0 at the left). */
  personDeck: PersonId[];
  row: (PersonId | null)[];
  /** The Old One cards (indexes into OLD_ONE_CARDS; top last) and their face-up discard. */
  deck: number[];
  discard: number[];
  /** The manifestation deck (top last), the cards left in the box, and those turned so far. */
  manifest: { deck: ManifestId[]; box: ManifestId[]; shown: ManifestId[] };
  /** Units in the common stock, in id order. */
  stock: string[];
  players: Partial<Record<Seat, Player>>;
  peeks: Partial<Record<Seat, Peeks>>;
  combat: Combat | null;
}

export type Exchange = 'takeCoal' | 'takeIron' | 'sellCoal' | 'sellIron';
export type Withdrawal = 'airships' | 'ground' | 'all';

export type Action =
  | { type: 'port'; hex: Hex }
  | { type: 'box'; box: BoxId }
  | { type: 'retrieveWithoutCube' }
  | { type: 'track'; a: Hex; b: Hex }
  | { type: 'stop' }
  | { type: 'mine'; hex: Hex; res: Resource }
  | { type: 'recruit'; slot: number }
  | { type: 'recruitBlind' }
  | { type: 'keep'; card: PersonId }
  | { type: 'buy'; units: UnitKind[] }
  | { type: 'exchange'; ex: Exchange }
  | { type: 'farm'; hex: Hex; kind: FarmKind }
  | { type: 'addUnit'; kind: UnitKind }
  | { type: 'formed' }
  | { type: 'target'; hex: Hex }
  | { type: 'fight' }
  | { type: 'withdraw'; what: Withdrawal }
  | { type: 'nurse'; unit: string }
  | { type: 'cube'; uid: number }
  | { type: 'hit'; unit: string }
  | { type: 'cancel' }
  | { type: 'discard'; res: 'coal' | 'iron' };

/** How a combat ended (§11.4, §11.7). */
export type CombatEnd = 'victory' | 'withdrawal' | 'rout' | 'defeat' | 'empty';

export type GameEvent =
  | { type: 'surveyLaid'; hex: Hex; tile: string }
  | { type: 'resourcesPlaced'; hex: Hex; res: Resource; n: number }
  | { type: 'oldOnePlaced'; uid: number; hex: Hex; level: 0 | 1 | 2 | 3; kind: TileKind | null }
  | { type: 'oldOneReplaced'; uid: number; by: number; hex: Hex }
  | { type: 'startPlayer'; seat: Seat; order: Seat[] }
  | { type: 'portPlaced'; seat: Seat; hex: Hex }
  | { type: 'turnStarted'; seat: Seat }
  | { type: 'boxChosen'; seat: Seat; box: BoxId; gold: number }
  | { type: 'markerMoved'; m: Marker; from: number; to: number }
  | { type: 'trackBuilt'; seat: Seat; a: Hex; b: Hex }
  | { type: 'paid'; seat: Seat; coal: number; iron: number }
  | { type: 'mined'; seat: Seat; hex: Hex; res: Resource; n: number; gold: number }
  | { type: 'recruited'; seat: Seat; card: PersonId; slot: number }
  | { type: 'rowRefilled'; row: (PersonId | null)[] }
  | { type: 'blindDrawn'; seat: Seat; cards: PersonId[] | null; gold: number }
  | { type: 'blindKept'; seat: Seat; card: PersonId; returned: PersonId | null }
  | { type: 'unitsBought'; seat: Seat; units: string[]; gold: number }
  | { type: 'exchanged'; seat: Seat; ex: Exchange; gold: number }
  | { type: 'farmPlaced'; seat: Seat; hex: Hex; kind: FarmKind }
  | { type: 'cubesRetrieved'; seat: Seat; n: number }
  | { type: 'oldOnesTurn'; pos: number }
  | { type: 'manifestation'; card: ManifestId }
  | { type: 'oldOneRevealed'; uid: number; hex: Hex; kind: TileKind }
  | { type: 'kangarooRemoved'; uid: number; hex: Hex }
  | { type: 'cardDrawn'; card: number; why: 'move' | 'combat' | 'march' }
  | { type: 'deckShuffled'; size: number }
  | { type: 'oldOneMoved'; uids: number[]; from: Hex; to: Hex; card: number | null }
  | { type: 'farmBlighted'; hex: Hex; owner: Seat }
  | { type: 'goldLost'; seat: Seat }
  | { type: 'resourceDiscarded'; seat: Seat; res: 'coal' | 'iron' }
  | { type: 'dread'; seat: Seat }
  | { type: 'tilePeeked'; seat: Seat; uid: number; kind: TileKind | null }
  | { type: 'cardPeeked'; seat: Seat; card: number | null }
  | { type: 'portAttacked'; seat: Seat; hex: Hex; uids: number[] }
  | { type: 'combatStarted'; seat: Seat; hex: Hex; port: boolean; units: string[]; uids: number[]; sanity: number }
  | { type: 'withdrew'; seat: Seat; what: Withdrawal; units: string[] }
  | { type: 'unitHealed'; seat: Seat; unit: string }
  | { type: 'damageDealt'; seat: Seat; uid: number; cubes: number; lost: number }
  | { type: 'oldOneDestroyed'; uid: number; kind: TileKind; hex: Hex; taker: Seat | null; vp: Record<string, number> }
  | { type: 'unitHit'; seat: Seat; unit: string; dmg: number; strike: Strike }
  | { type: 'unitDestroyed'; seat: Seat; unit: string }
  | { type: 'strikeCancelled'; seat: Seat }
  | { type: 'strikeMissed'; seat: Seat; strike: Strike }
  | { type: 'sanityLost'; seat: Seat; left: number }
  | { type: 'combatEnded'; seat: Seat; hex: Hex; end: CombatEnd; lost: string[] }
  | { type: 'cubesReturned'; uid: number; cubes: Record<string, number> }
  | { type: 'portLost'; seat: Seat; hex: Hex }
  | { type: 'tilesShown'; tiles: { uid: number; kind: TileKind }[] }
  | { type: 'gameEnded'; result: GameResult };

export type EventType = GameEvent['type'];

/** A face-down tile as everyone sees it: its back only. */
export interface TileView {
  uid: number;
  hex: Hex;
  level: 0 | 1 | 2 | 3;
  kind: TileKind | null;
  up: boolean;
  cubes: Partial<Record<Seat, number>>;
}

export interface View {
  /** The number of actions applied, and of prompts raised (public: they count public things). */
  v: number;
  promptSeq: number;
  nextUid: number;
  options: Options;
  order: Seat[];
  prompt: Prompt | null;
  cal: { m: Marker; pos: number }[];
  lit: number[];
  tiles: TileView[];
  /** Tiles whose identity nobody may see yet, by back level: the counts of each kind they are drawn from. */
  unknown: Record<string, Partial<Record<TileKind, number>>>;
  piles: [number, number, number];
  aside: TileKind[];
  boxed: TileKind[];
  res: Record<number, Stock>;
  phosSupply: number;
  farms: Farm[];
  survey: { hex: Hex; tile: string }[];
  row: (PersonId | null)[];
  personDeck: number;
  deck: number;
  discard: number[];
  manifest: { left: [number, number, number]; shown: ManifestId[] };
  stock: string[];
  players: Partial<Record<Seat, Player>>;
  combat: Combat | null;
  /** The Old Ones' score as a range from public information (§15); exact once the game is over. */
  oldOnesRange: [number, number];
  /** §13 each seat's score as it stands now (public). */
  standing: Record<string, number>;
  /** §8 the calendar as the screen's timeline (forecast.ts). */
  timeline: Timeline;
  /** §10.2 each face-up Old One that moves: its nearest targets, steps left, the cards that move it. */
  threats: Threat[];
  /** §17 the next card's odds in the combat under way (odds.ts), or null. */
  odds: Odds | null;
  /** The viewer's own peeks; empty for spectators (§15). */
  peeks: Peeks | null;
  /** The task stack (public: what is being done, for the screen and for the computer players). */
  tasks: Task[];
  result: GameResult | null;
}

/** Where a box would put the acting player's marker (§5, §8). */
export interface Landing {
  box: BoxId | 'retrieveWithoutCube';
  /** The space it lands on, lowest and highest (farm and attack depend on what is done). */
  to: [number, number];
  /** Markers that would then act before it (landing at its lowest). */
  ahead: number;
  /** Whether the Old Ones' disc would be among them. */
  oldOnesFirst: boolean;
}

export interface Timeline {
  /** The marker that acts next; null once every marker has reached the last space. */
  next: Marker | null;
  /** The disc's space: the Old Ones act once every player marker is past it. */
  disc: number;
  /** The lit spaces ahead of the disc that will still turn a manifestation card. */
  litAhead: number[];
  /** The Old Ones' turns until the next manifestation (null: none left). */
  toManifest: number | null;
  /** While a seat chooses its box: where each box would put it (every box; `legal` says which are open). */
  landings: Landing[] | null;
}

export interface Threat {
  uid: number;
  hex: Hex;
  kind: TileKind;
  family: Family;
  /** Land steps to the nearest target; null when none can be reached. */
  steps: number | null;
  /** The nearest targets (unblighted farms and ports), in hex order. */
  targets: { hex: Hex; what: 'farm' | 'port'; owner: Seat }[];
  /** Where its next step could go, by the direction of each card that moves it (distinct hexes). */
  next: Hex[];
  /** The Old One cards whose mover is its family (indexes), and how many of them the next draw could be. */
  movedBy: { cards: number[]; inDeck: number };
}

/** What one Old One card would do in the combat (§11.3 steps 3–5). */
export interface CardOutcome {
  card: number;
  /** Tiles it destroys. */
  kills: number[];
  /** Strikes that land: cubes on ground units, on airships, sanity lost. */
  x: number;
  b: number;
  s: number;
  end: 'victory' | 'rout' | null;
}

/** One way to go on before the next card: fight with everything (null) or first withdraw some units. */
export interface OddsLine {
  withdraw: 'airships' | 'ground' | null;
  /** The unit kinds left fighting. */
  units: UnitKind[];
  cards: CardOutcome[];
  /** How many of the cards (out of `Odds.from`) give each outcome. */
  victory: number;
  rout: number;
  sanity: number;
  ground: number;
  air: number;
  /** No strike lands. */
  calm: number;
  /** Cards on which each unit kind deals damage. */
  hits: Partial<Record<UnitKind, number>>;
  /** Cards that destroy each tile (uid). */
  kills: Record<number, number>;
}

export interface Odds {
  /** How many cards the next one may be. */
  from: number;
  /** The deck is empty: the next card comes from the discard reshuffled. */
  reshuffle: boolean;
  /** Sanity left. */
  sanity: number;
  lines: OddsLine[];
}
