/** The shapes of Tsunami: options, state, actions, prompts, tasks, events and the public view. */
import type { BasePrompt, TaskState } from '../core/interpreter';
import type { RngState } from '../core/rng';
import type { CardId, Direction, ResultTier, Role, Skill, UnitId, Zone } from './data/numbers';
import type { Hex } from './hex';

export type { CardId, Direction, ResultTier, Role, Skill, UnitId, Zone, Hex };

export const SEATS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
export type Seat = (typeof SEATS)[number];
export type Viewer = Seat | 'spectator';

export interface Options {
  /** §1 family members (2–6); the Lovers variant is a family of 2. */
  familySize: number;
  /** People sharing the family: the seats, members dealt to them in the fixed order (1: one seat holds all). */
  people: number;
  /** §12 skill cards per card-using role: 6 easy, 4 normal, 2 hard. */
  skillCards: number;
  /** §5.3 hard mode: the aftershock check at the end of each turn. */
  hardMode: boolean;
  /** §12 Known shelter: the shelter tiles are face up from the start. */
  knownShelter: boolean;
  /** §6.3 Dash and fatigue (off: §12 No dash, Water Bottle and Heavy Luggage become All Clear). */
  dash: boolean;
  /** §12 Other maps: the default layout or random terrain. */
  map: 'default' | 'random';
  /** §12 Lovers (Boyfriend and Girlfriend instead of a family). */
  lovers: boolean;
  /** §12 the Cat NPC. */
  cat: boolean;
  /** §5.1 the family timer in seconds (0: off); a table setting. */
  familySeconds: number;
}

/** §3 a hex's ground: `.` open, `#` terrain tile, `^` cliff/step. Start and shelters are open ground. */
export type Ground = '.' | '#' | '^';

/** A card on a hex: its face (secret while face down) and its back's zone. */
export interface Slot {
  card: CardId;
  zone: Zone;
  up: boolean;
}

export interface ShelterTile {
  hex: Hex;
  real: boolean;
  up: boolean;
}

/**
 * §6.4 statuses. `turn` is the turn the status applies in (Sprained, Fatigued, Exhausted, Disoriented, Watch Your
 * Step, Rest, High Ground, Heavy Luggage, the "+1 allowance now" of a unit not activating) or the last turn whose
 * family phase it lasts through (Stunned); 0 for Injured, Amulet and Trapped (which end by other means).
 */
export type StatusKind =
  | 'stunned'
  | 'trapped'
  | 'sprained'
  | 'fatigued'
  | 'injured'
  | 'exhausted'
  | 'disoriented'
  | 'watchStep'
  | 'rest'
  | 'highGround'
  | 'amulet'
  | 'luggage'
  | 'boost';

export interface Status {
  k: StatusKind;
  turn: number;
  /** Trapped: the Debris hex. */
  hex?: Hex;
  /** Boost: the allowance it adds. */
  n?: number;
}

export type Fate = 'map' | 'escaped' | 'died';

export interface Unit {
  id: UnitId;
  role: Role;
  seat: Seat;
  /** Null once off the map (escaped or died). */
  hex: Hex | null;
  fate: Fate;
  /** This turn's activation is used: activated, given up (done, timeout), led or freed from Debris. */
  acted: boolean;
  statuses: Status[];
  /** Skill cards left. */
  cards: Partial<Record<Skill, number>>;
  /** §7 Lead by the Hand: the unit this one leads, and the one leading this one. */
  leading: UnitId | null;
  ledBy: UnitId | null;
  /** §12 carries the Cat. */
  cat: boolean;
}

export interface Cat {
  hex: Hex | null;
  carrier: UnitId | null;
  fate: 'map' | 'escaped' | 'drowned';
}

export interface Activation {
  unit: UnitId;
  stage: 'before' | 'move' | 'after';
  /** §6.1 what is left of the allowance (set once, at 'go'). */
  allowance: number;
  dashed: boolean;
  /** Steps taken (Disoriented rolls the first). */
  steps: number;
  /** The move is over (allowance spent, stopped, or ended by an event). */
  ended: boolean;
  /** Skills used in this activation (each at most once). */
  used: Skill[];
  /** §8.1 Rest met on this hex: +1 next turn if the move ends here. */
  restHex: Hex | null;
}

export type Tokens = Record<'helper' | 'wisdomBag' | 'waterBottle', number>;

export interface Result {
  tier: ResultTier;
  score: number;
  max: number;
  escaped: UnitId[];
  lost: UnitId[];
  cat: boolean;
}

export type ReactionSkill = 'wisdom' | 'substitute' | 'helper' | 'protect';

export type Action =
  | { type: 'mix'; first: number }
  | { type: 'claim'; unit: UnitId }
  | { type: 'done' }
  | { type: 'foresight'; hex: Hex; bag?: true }
  | { type: 'lead'; unit: UnitId; bag?: true }
  | { type: 'release' }
  | { type: 'carry' }
  | { type: 'bottle' }
  | { type: 'go' }
  | { type: 'step'; hex: Hex }
  | { type: 'stumble' }
  | { type: 'dash' }
  | { type: 'stop' }
  | { type: 'react'; skill: ReactionSkill; bag?: true }
  | { type: 'pass' }
  | { type: 'pull'; hex: Hex; bag?: true }
  | { type: 'call'; unit: UnitId; hex: Hex }
  | { type: 'route'; hex: Hex }
  | { type: 'flashlight'; hexes: Hex[] }
  | { type: 'shortcut'; hex: Hex }
  | { type: 'experience'; from: Hex; to: Hex; bag?: true }
  | { type: 'dangerSense'; hex: Hex; bag?: true }
  | { type: 'end' }
  /** Only the family timer applies it (the host's turn clock): not in the wire's action schema. */
  | { type: 'timeout' };

export type PromptKind =
  | 'skillMix'
  | 'claim'
  | 'beforeMove'
  | 'step'
  | 'reaction'
  | 'pullUp'
  | 'familyCall'
  | 'routeFound'
  | 'flashlight'
  | 'shortcut'
  | 'afterMove';

export interface Prompt extends BasePrompt<Seat, Action> {
  kind: PromptKind;
  /** Every legal answer, listed (they are public: none depends on a hidden card). */
  options: Action[];
  /** The unit the decision is about (the acting unit, the unit meeting a card, the unit offered a pull-up). */
  unit?: UnitId;
  hex?: Hex;
  card?: CardId;
  /** Seats asked one decision together (claims, a reaction window): the first valid answer stands. */
  group?: string;
}

export type EnterHow = 'step' | 'stumble' | 'pulled' | 'called' | 'route' | 'back' | 'led';

export type Task =
  | { t: 'game'; stage: 'mix' | 'turnStart' | 'family' | 'afterFamily' }
  | { t: 'mix'; i: number }
  | { t: 'family' }
  | { t: 'activation'; unit: UnitId }
  | {
      t: 'enter';
      unit: UnitId;
      hex: Hex;
      from: Hex;
      how: EnterHow;
      stage: 'arrive' | 'window' | 'resolve' | 'after';
      card: CardId | null;
      /** The card was face down when entered (Watch Your Step). */
      fresh: boolean;
      /** Who suffers the card (Substitute: Mother), and whether a reaction cancelled it. */
      target: UnitId;
      cancelled: boolean;
      /** Seats that passed in the reaction window, and the window's number (its decision's id). */
      passed: Seat[];
      window: number;
    }
  | { t: 'effect'; card: CardId; hex: Hex; from: Hex; unit: UnitId; mover: UnitId; stage: 0 | 1 }
  | { t: 'pull'; unit: UnitId };

export interface State extends TaskState<Task, Prompt> {
  options: Options;
  rng: RngState;
  turn: number;
  phase: 'setup' | 'family' | 'tsunami' | 'over';
  /** §5.1 the family timer ran out this turn. */
  timedOut: boolean;
  /** Claims made this turn (a claim decision's id). */
  claims: number;
  /** Rows 1…flooded are under water. */
  flooded: number;
  /** §5.3 the turn in which the aftershock's −1 applies (0: none). */
  aftershock: number;
  /** 160 characters, one per hex (see Ground). */
  ground: string;
  /** §3.2 the start hex (no card). */
  start: Hex;
  cards: (Slot | null)[];
  shelters: ShelterTile[];
  /** Cards removed without being seen (Danger Sense, flooding): the secret the end may show. */
  lost: { card: CardId; zone: Zone }[];
  /** Public: the cards turned face up so far, by zone back (what is left unseen is the rest of each deck). */
  revealed: Record<Zone, Partial<Record<CardId, number>>>;
  units: Unit[];
  tokens: Tokens;
  cat: Cat | null;
  activation: Activation | null;
  /** The dice the last action rolled, in order (public: §9 every die is shown to everyone). */
  rolls: Roll[];
  result: Result | null;
}

export interface Roll {
  purpose: DiePurpose;
  value: number;
  unit: UnitId | null;
}

export interface Allowance {
  base: number;
  /** Exhausted: the base is rolled at the start of the activation. */
  rolled: boolean;
  children: number;
  bonus: number;
  penalty: number;
  fatigue: number;
  total: number;
}

/** Events: everything the screen animates and the log tells, in order. Faces of hidden cards never appear. */
export type GameEvent =
  | { e: 'skillMix'; unit: UnitId; cards: Partial<Record<Skill, number>> }
  | { e: 'turnStarted'; turn: number; floods: [number, number]; aftershock: boolean }
  | { e: 'activationClaimed'; unit: UnitId; seat: Seat }
  | { e: 'activationsGivenUp'; units: UnitId[]; seat: Seat | null; why: 'done' | 'timeout' }
  | { e: 'timeUp' }
  | { e: 'allowanceSet'; unit: UnitId; allowance: Allowance }
  | { e: 'allowanceChanged'; unit: UnitId; by: number; allowance: number; why: CardId | 'dash' }
  | { e: 'unitMoved'; unit: UnitId; from: Hex; to: Hex; how: EnterHow }
  | { e: 'stepLost'; unit: UnitId; direction: Direction }
  | { e: 'dashed'; unit: UnitId }
  | { e: 'moveEnded'; unit: UnitId; why: 'spent' | 'stopped' | CardId | 'watchStep' | 'pulled' }
  | { e: 'activationEnded'; unit: UnitId }
  | { e: 'cardRevealed'; hex: Hex; card: CardId; zone: Zone; by: 'entry' | 'foresight' | 'flashlight'; unit: UnitId }
  | { e: 'cardMet'; hex: Hex; card: CardId; unit: UnitId }
  | { e: 'reactionUsed'; skill: ReactionSkill; unit: UnitId | null; seat: Seat; hex: Hex; card: CardId; bag: boolean }
  | { e: 'reactionsPassed'; hex: Hex; card: CardId }
  | { e: 'cardResolved'; hex: Hex; card: CardId; unit: UnitId; cancelled: boolean }
  | {
      e: 'cardDiscarded';
      hex: Hex;
      /** Null when it went unseen (Danger Sense on a face-down card). */
      card: CardId | null;
      why: 'resolved' | 'cancelled' | 'dangerSense' | 'cleared';
    }
  | { e: 'diceRolled'; purpose: DiePurpose; value: number; unit: UnitId | null }
  | { e: 'checkResolved'; unit: UnitId; card: CardId; pass: boolean; auto: boolean; value: number | null }
  | { e: 'statusGained'; unit: UnitId; status: StatusKind; turn: number }
  | { e: 'statusEnded'; unit: UnitId; status: StatusKind; why: 'expired' | 'used' | 'cleared' }
  | { e: 'tokenGained'; token: keyof Tokens }
  | { e: 'tokenUsed'; token: keyof Tokens; unit: UnitId | null }
  | { e: 'skillUsed'; unit: UnitId; skill: Skill; bag: boolean; target: UnitId | null; hex: Hex | null }
  | { e: 'leadStarted'; unit: UnitId; led: UnitId }
  | { e: 'leadEnded'; unit: UnitId; led: UnitId; why: 'released' | 'apart' | 'stopped' | 'gone' }
  | { e: 'hexCollapsed'; hex: Hex }
  | { e: 'shortcutOpened'; hex: Hex; was: Ground }
  /** Experience: the face-up card moved from `from` to `to`, the face-down one the other way. */
  | { e: 'cardsSwapped'; from: Hex; to: Hex }
  | { e: 'shelterRevealed'; hex: Hex; real: boolean }
  | { e: 'unitEscaped'; unit: UnitId; hex: Hex; points: number }
  | { e: 'unitDied'; unit: UnitId; hex: Hex; cause: 'water' | 'collapse' }
  | { e: 'amuletUsed'; unit: UnitId }
  | { e: 'rowsFlooded'; rows: [number, number]; turn: number; cardsLost: Hex[] }
  | { e: 'aftershock'; turn: number; source: 'check' | 'card' }
  | { e: 'debrisCleared'; hex: Hex; freed: UnitId[] }
  | { e: 'catCarried'; unit: UnitId }
  | { e: 'catMoved'; from: Hex; to: Hex; direction: Direction | null }
  | { e: 'catEscaped'; unit: UnitId }
  | { e: 'catDrowned'; hex: Hex }
  | { e: 'turnEnded'; turn: number }
  /** The end: the result, and everything that was hidden (§13: after the game everything may be shown). */
  | { e: 'gameEnded'; result: Result; reveal: Reveal };

export type DiePurpose = 'check' | 'injury' | 'exhaustion' | 'disoriented' | 'aftershock' | 'cat';

/** A hex's card as everyone sees it: a face-down card is its zone's back and nothing more (§13). */
export type CardView = { zone: Zone; card?: CardId };

export interface UnitView {
  id: UnitId;
  role: Role;
  seat: Seat;
  hex: Hex | null;
  fate: Fate;
  acted: boolean;
  /** May still be claimed this turn. */
  canActivate: boolean;
  statuses: Status[];
  cards: Partial<Record<Skill, number>>;
  leading: UnitId | null;
  ledBy: UnitId | null;
  cat: boolean;
  /** Tsunami phases until its hex floods, this turn's counting as 1 (null off the map). */
  wetIn: number | null;
  /** The allowance it would have if it activated now (a claimable unit), with its breakdown. */
  preview: Allowance | null;
  /** Hexes it could reach on foot with that allowance (no dash, cards unknown), or with what is left of it. */
  reach: Hex[];
}

export interface View {
  v: number;
  turn: number;
  phase: State['phase'];
  options: Options;
  timedOut: boolean;
  flooded: number;
  /** The rows the next tsunami phase floods. */
  floodsNext: [number, number];
  aftershock: number;
  ground: string;
  start: Hex;
  cards: (CardView | null)[];
  shelters: { hex: Hex; tile: 'hidden' | 'shelter' | 'closed' }[];
  units: UnitView[];
  tokens: Tokens;
  cat: Cat | null;
  activation: Activation | null;
  rolls: Roll[];
  claims: number;
  revealed: State['revealed'];
  /** The engine's public machine: who is asked what, with every legal answer (none of it is secret). */
  prompts: Prompt[];
  stack: Task[];
  interrupts: Task[];
  promptSeq: number;
  score: { points: number; max: number };
  result: Result | null;
  /** What the end shows (the end screen, the replay's "show everything"): null while the game runs. */
  reveal: Reveal | null;
}

export interface Reveal {
  cards: (Slot | null)[];
  shelters: ShelterTile[];
  lost: { card: CardId; zone: Zone }[];
}
