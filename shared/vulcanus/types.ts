import type { RngState } from '../core/rng';
import type { CardId, KaijuCardType, RoleId } from './data/cards';
import type { EventId } from './data/events';
import type { TownId } from './data/map';
import type { Numbers, NumbersPatch } from './data/numbers';
import type { HumanSeat, MovablePiece, SdfOrder, Seat } from './names';
import type { Task } from './task-types';

export { HUMAN_SEATS, type HumanSeat, type MovablePiece, type PeopleKind, type SdfOrder, type Seat } from './names';
export type Viewer = Seat | 'spectator';

export interface Options {
  /** Number of human players, 1–3 (2–4 players in all). */
  humans: 1 | 2 | 3;
  /** Disaster level +0…+3 (§9). */
  level: 0 | 1 | 2 | 3;
  /** Roles per human seat, in seat order; when absent each human chooses at setup (§6.1). */
  roles?: RoleId[];
  /** Table settings the engine ignores: the planning timer in seconds (0: none) and a kaiju-free team chat. */
  planningSeconds?: number;
  teamChatPrivate?: boolean;
  /**
   * The game's [T] numbers (data/numbers.ts) that differ from the defaults: a patch, or a full set. `parseOptions`
   * fills in the full set, so a game is stored with every number it started with and a later balance change never
   * alters a game already begun or its replay.
   */
  numbers?: NumbersPatch;
}

/** The options a running game holds: with every number resolved. */
export type GameOptions = Omit<Options, 'numbers'> & { numbers: Numbers };

export type Phase = 'setup' | 'event' | 'planning' | 'execution' | 'lava' | 'base' | 'over';
export type SlotId = 'A1' | 'K1' | 'B1' | 'A2' | 'K2' | 'B2' | 'A3' | 'K3' | 'B3';
/** A human's claim: a row (three humans) or a column (one or two humans). */
export type Line = 'row1' | 'row2' | 'row3' | 'colA' | 'colB';
export type UnitKind = 'fire' | 'sdf';

export interface Town {
  lava: number;
  citizens: number;
  vips: number;
  fire: number;
  sdf: number;
  bases: number;
  /** The investigation or omen tile lying on the town, if any. */
  tile: string | null;
}

export interface PlanCard {
  card: CardId;
  /** The role that placed it, or 'kaiju'. Public even while face down. */
  owner: RoleId | 'kaiju';
  revealed: boolean;
}

export interface RoleState {
  role: RoleId;
  seat: HumanSeat;
  deck: CardId[];
  hand: CardId[];
  discard: CardId[];
  claim: Line | null;
}

/** Track cells: '' empty, 'c' citizen, 'v' VIP, 'l' lava, 'a' attack tile, 'b' destruction bonus tile. */
export type Cell = '' | 'c' | 'v' | 'l' | 'a' | 'b';
export interface Track {
  rows: number;
  /** Column-major: column c (0-based) holds cells[c*rows … c*rows+rows-1]. */
  cells: Cell[];
  tiles: { column: number; tile: string }[];
}

export interface KaijuState {
  town: TownId | null;
  pools: number[];
  /** Number of pools emptied: 0 juvenile … 5 complete (6 when every pool is empty). */
  stage: number;
  /** Evolution tiles still beside their pools. */
  evolutionBeside: boolean[];
  /** Evolution tiles gained but not yet placed. */
  evolutionPending: number;
  tree: Record<KaijuCardType, boolean>;
  deck: CardId[];
  hand: CardId[];
  discard: CardId[];
  redrawsUsed: number;
  bonusKept: string[];
  bonusDrawn: string[];
  bonusUnused: string[];
  bonusPlaced: string[];
}

export interface HumanState {
  roles: RoleState[];
  funds: { pool: number; spent: number; stock: number };
  budget: number;
  research: number;
  researchAttackUsed: boolean;
  stock: { fire: number; sdf: number; bases: number };
  /** §6.6: the units the humans' start towns receive, apart from the stock until placed. */
  reserve: { fire: number; sdf: number; bases: number };
  attackSupply: number;
  acquired: string[];
}

export interface EventSlot {
  event: EventId;
  advanced: boolean;
  revealed: boolean;
  /** The "3 only" investigation tile waiting on this slot until its round. */
  threeTile: string | null;
}

export interface GameResult {
  winner: 'kaiju' | 'humans';
  reason: 'damageFull' | 'defenseFull' | 'roundsOver';
  defenseEmpty: number;
  damageEmpty: number;
}

export interface PlanningState {
  /** Which side is planning now. */
  side: 'humans' | 'kaiju';
  done: Partial<Record<Seat, boolean>>;
  /** §7.2 a proposed swap of two roles' claims, waiting for the other player's answer. */
  swap?: { from: RoleId; to: RoleId };
  /**
   * §7.2 a lone human's redraw across both hands, begun: the first hand's cards are set aside and the fund is paid;
   * the other hand's cards complete it (nothing is drawn before both are chosen).
   */
  redraw?: { seat: Seat; role: RoleId; cards: CardId[] };
}

export interface State {
  game: 'vulcanus';
  /** Number of actions applied so far (the state version). */
  v: number;
  options: GameOptions;
  seed: number;
  rng: RngState;
  round: number;
  phase: Phase;
  omenTown: TownId | null;
  towns: Town[];
  kaiju: KaijuState;
  humans: HumanState;
  plan: Record<SlotId, PlanCard | null>;
  /** Index in EXECUTION_ORDER of the card being resolved, -1 outside the execution phase. */
  executing: number;
  planning: PlanningState | null;
  events: EventSlot[];
  advancedUnused: EventId[];
  omenRemoved: string[];
  tracks: { defense: Track; damage: Track };
  stack: Task[];
  prompts: Prompt[];
  /** Interrupting tasks queued by growth (evolution placement) while another task runs. */
  interrupts: Task[];
  promptSeq: number;
  result: GameResult | null;
}

/** Every answer and every planning move a seat can send. */
export type Action =
  | { type: 'role'; role: RoleId }
  | { type: 'town'; town: TownId }
  | { type: 'pass' }
  | { type: 'move'; piece: MovablePiece | 'kaiju' | 'lava'; from: TownId; to: TownId }
  | { type: 'people'; citizens: number; vips: number }
  | { type: 'unit'; town: TownId; unit: UnitKind }
  | { type: 'target'; town: TownId; piece: MovablePiece }
  | { type: 'heli'; from: TownId; to: TownId }
  | { type: 'option'; option: string }
  | { type: 'node'; node: KaijuCardType }
  | { type: 'bonus'; tile: string }
  | { type: 'claim'; role: RoleId; line: Line }
  | { type: 'release'; role: RoleId }
  | { type: 'proposeSwap'; role: RoleId; with: RoleId }
  | { type: 'answerSwap'; accept: boolean }
  | { type: 'place'; card: CardId; slot: SlotId }
  | { type: 'takeBack'; slot: SlotId }
  | { type: 'redraw'; role?: RoleId; cards: CardId[]; join?: true }
  | { type: 'done' }
  | { type: 'timeout' };

export type ActionType = Action['type'];

export interface Prompt {
  id: number;
  seat: Seat;
  /**
   * [R] §7.5 a team decision: every human seat is asked the same question and the first answer stands (the
   * prompts of one team decision are raised together, so they have consecutive ids).
   */
  team?: true;
  kind: PromptKind;
  /** The card whose effect asks, if any. */
  card?: CardId;
  /** Display data: steps left, cost, the unit or town concerned. */
  info?: {
    steps?: number;
    cost?: number;
    /** Cost per option where options cost different amounts (Mobilization: fire / sdf). */
    costs?: Partial<Record<UnitKind, number>>;
    town?: TownId;
    unit?: UnitKind;
    n?: number;
    of?: number;
  };
  /** The legal answers. Empty for planning, whose moves legalActions enumerates. */
  options: Action[];
}

export type PromptKind =
  | 'chooseRole'
  | 'returnBonusTile'
  | 'kaijuStart'
  | 'fireBaseTown'
  | 'sdfBaseTown'
  | 'planHumans'
  | 'planKaiju'
  | 'placeEvolution'
  | 'choosePeople'
  | 'eventTown'
  | 'eventMove'
  | 'eventUnit'
  | 'movePiece'
  | 'firefight'
  | 'sdfOrder'
  | 'sdfEvacuate'
  | 'buildBase'
  | 'freezingShell'
  | 'mobilize'
  | 'heli'
  | 'researchTile'
  | 'continuity'
  | 'kaijuMove'
  | 'stomp'
  | 'fireball'
  | 'roar'
  | 'lavaFlowStart'
  | 'lavaFlowStep'
  | 'completeLava'
  | 'investigate'
  | 'researchAttack'
  | 'fireballLava'
  | 'undergroundLava';

export type Piece = 'citizen' | 'vip' | 'lava' | 'fire' | 'sdf' | 'base' | 'kaiju';

/** Every change the engine makes, for logs, animation and sound. */
export type GameEvent =
  | { type: 'gameStarted'; humans: number; level: number }
  | { type: 'roleChosen'; seat: HumanSeat; role: RoleId }
  | { type: 'bonusTilesDrawn'; tiles: string[] }
  | { type: 'bonusTileReturned'; tile: string }
  | { type: 'kaijuPlaced'; town: TownId }
  | { type: 'tileDealt'; town: TownId; tile: string }
  | { type: 'piecesPlaced'; town: TownId; citizens: number; vips: number; lava: number }
  | { type: 'basePlaced'; town: TownId }
  | { type: 'unitPlaced'; town: TownId; unit: UnitKind }
  | { type: 'omenSwapped'; from: TownId; to: TownId }
  | { type: 'roundStarted'; round: number }
  | { type: 'phaseStarted'; phase: Phase }
  | { type: 'omenRevealed'; round: number; town: TownId; tile: string; omen: string }
  | { type: 'eventRevealed'; round: number; event: EventId }
  | { type: 'deckShuffled'; owner: RoleId | 'kaiju' }
  | { type: 'cardsDrawn'; owner: RoleId | 'kaiju'; cards: CardId[] }
  | { type: 'cardsDiscarded'; owner: RoleId | 'kaiju'; cards: CardId[] }
  | { type: 'redrawn'; owner: RoleId | 'kaiju'; count: number; cost: number }
  | { type: 'lineClaimed'; role: RoleId; line: Line | null }
  | { type: 'swapProposed'; from: RoleId; to: RoleId }
  | { type: 'swapAnswered'; from: RoleId; to: RoleId; accepted: boolean }
  | { type: 'cardPlaced'; owner: RoleId | 'kaiju'; slot: SlotId; card: CardId }
  | { type: 'cardTakenBack'; owner: RoleId | 'kaiju'; slot: SlotId; card: CardId }
  | { type: 'planDone'; seat: Seat; timedOut: boolean }
  | { type: 'cardRevealed'; slot: SlotId; card: CardId }
  | { type: 'cardResolved'; slot: SlotId; card: CardId }
  | { type: 'lavaPlaced'; town: TownId; pool: number }
  | { type: 'lavaMoved'; from: TownId; to: TownId; count: number }
  | { type: 'lavaExtinguished'; town: TownId; column: number }
  | { type: 'lavaBurned'; pool: number; column: number }
  | { type: 'kaijuMoved'; from: TownId; to: TownId; underground: boolean }
  | { type: 'kaijuGrew'; stage: number }
  | { type: 'evolutionGained'; pool: number }
  | { type: 'evolutionPlaced'; node: KaijuCardType }
  | { type: 'personKilled'; town: TownId; piece: 'citizen' | 'vip'; column: number }
  | { type: 'personEvacuated'; town: TownId; piece: 'citizen' | 'vip'; column: number }
  | { type: 'pieceMoved'; piece: MovablePiece; from: TownId; to: TownId }
  | { type: 'unitReturned'; town: TownId; unit: UnitKind }
  | { type: 'unitFlown'; from: TownId; to: TownId }
  | { type: 'fundsMoved'; from: 'pool' | 'spent' | 'stock'; to: 'pool' | 'spent'; count: number }
  | { type: 'budgetAdvanced'; from: number; to: number }
  | { type: 'tileAcquired'; town: TownId; tile: string; gain: number }
  | { type: 'researchAdvanced'; from: number; to: number }
  | { type: 'keyUnlocked'; key: number }
  | { type: 'approvalGained'; order: 'buildBase' | 'freezingShell' }
  | { type: 'attackTilePlaced'; column: number; source: 'freezingShell' | 'bunkerBuster' | 'research' }
  | { type: 'bonusTileRevealed'; tile: string; column: number }
  | { type: 'sdfOrderChosen'; order: SdfOrder }
  | { type: 'continuityTarget'; slot: SlotId; card: CardId }
  | { type: 'nothingHappened'; reason: string }
  | { type: 'gameEnded'; result: GameResult };

export type EventType = GameEvent['type'];
