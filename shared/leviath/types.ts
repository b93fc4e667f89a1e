/**
 * Leviath's state, options, actions, events and views: plain JSON (rules reference leviath.md). The client is built
 * against View, Action and GameEvent: keep them stable (additions are fine).
 */
import type { RngState } from '../core/rng';

/** A sea space (1–32, §3). */
export type Sea = number;
/** A land space, a town (§3.2). */
export type Town = 'A' | 'B' | 'C' | 'D' | 'E';
export type RegionId = 'R1' | 'R2' | 'R3' | 'R4' | 'R5' | 'R6' | 'R7' | 'R8';
export type ShipId = 's1' | 's2' | 's3' | 's4';
/** Where a ship is: a sea space or the port (White Beach, §3.2). */
export type ShipAt = Sea | 'port';
export type HumanSeat = 'h1' | 'h2' | 'h3' | 'h4';
export type Seat = 'kaiju' | HumanSeat;
export type Viewer = Seat | 'spectator';
export type Day = 1 | 2 | 3 | 4;
export type Tier = 1 | 2 | 3;
/** §14 disaster level. */
export type Disaster = -2 | -1 | 0 | 1 | 2;

/** §10 the humans' action cards. */
export type HumanCardId =
  | 'sonar'
  | 'mineLaying'
  | 'dykeConstruction'
  | 'helicopter'
  | 'patrolAircraft'
  | 'activeSonar'
  | 'minefield'
  | 'fleetSortie'
  | 'kaijuAwakening';

/** §11 the kaiju's evolution abilities. */
export type EvolutionId =
  | 'silentDive'
  | 'seaSurfaceGlide'
  | 'maelstrom'
  | 'sonicBacklash'
  | 'stormSurge'
  | 'abyssalJaws'
  | 'tidalBreath'
  | 'fullCharge'
  | 'megaTsunami'
  | 'mineSweep'
  | 'gluttony'
  | 'abyssalCruise'
  | 'seaDominion';

/** §12 the kaiju's awakening abilities. */
export type AwakeningId =
  | 'shoalFeast'
  | 'oceanCurrent'
  | 'deepCurrent'
  | 'heavySwell'
  | 'huntingInstinct'
  | 'sympatheticDetonation'
  | 'dykeErosion'
  | 'intimidation'
  | 'acousticJamming'
  | 'slipAway';

export interface Options {
  /** 1–4 human players; a lone human plays the whole team with a 3-card hand (§4.6, §14). */
  humans: 1 | 2 | 3 | 4;
  /** §14 disaster level: −2 and −1 are easier for the humans, +1 and +2 harder. */
  disaster: Disaster;
  /** §14 [T] the deduction overlay (Part C.1): on unless the table turns it off (see options.ts). */
  overlay: boolean;
  /** §14 [T] a per-turn timer in seconds (off by default). A table setting: online rooms only. */
  turnSeconds?: number;
  /** §14 [T] whether the kaiju is kept out of the humans' team chat (off by default). A table setting. */
  teamChatPrivate?: boolean;
}

// ------------------------------------------------------------------------------------------------ cards and deck

/** A card of the humans' deck: its kind and the day on its back. */
export interface HumanCard {
  card: HumanCardId;
  day: Day;
}

/** One item of the action deck (§4.5): a human card, or an inserted evolution card (face down). */
export type DeckItem = ({ k: 'card' } & HumanCard) | { k: 'evolution'; tier: Tier; card: EvolutionId };

/** The back of the deck's top card, which everyone sees (§15). */
export type DeckBack = { k: 'card'; day: Day } | { k: 'evolution'; tier: Tier };

export interface HeldEvolution {
  tier: Tier;
  card: EvolutionId;
  /** §11 turned face up on first use: its name is public from then on. */
  revealed: boolean;
}

// ------------------------------------------------------------------------------------------------ candidates

/** Why a clue was given (for the overlay's explanations and the replay). */
export type ClueWhy =
  | 'start'
  | 'move'
  | 'forced'
  | 'secretMove'
  | 'mine'
  | 'present'
  | 'search'
  | 'predation'
  | 'tsunami'
  | 'ability'
  | 'notCaptured';

/**
 * §15 / Part C.1 one public fact about where Leviath may be, in the order they were learnt. `candidates.ts` folds
 * them, from the three start spaces, into the candidate set; every field comes from public information.
 * - in: Leviath is on one of these spaces; out: on none of them;
 * - spread: Leviath moved secretly up to `steps` steps along sea spaces, never onto or through a space of `mines`
 *   (with `over`, it may pass over them), never ending on one.
 */
export type Clue =
  | { k: 'in'; spaces: Sea[]; why: ClueWhy; v: number }
  | { k: 'out'; spaces: Sea[]; why: ClueWhy; v: number }
  | { k: 'spread'; steps: number; mines: Sea[]; over: boolean; why: ClueWhy; v: number };

// ------------------------------------------------------------------------------------------------ actions

/**
 * Every decision of the game (§16). One action answers one prompt; a card's first target is part of the action
 * that plays it, and follow-up choices ("1 or 2 ships") are prompts of their own.
 */
export type Action =
  // the kaiju's secret start (§4.9)
  | { type: 'start'; space: Sea }
  // a human's ship steps (§6.1, the discard's steps §6.2, Fleet Sortie §10); the kaiju's ship pushes (§11, §12)
  | { type: 'shipStep'; ship: ShipId; to: Sea }
  | { type: 'done' }
  // a human plays a card with its first target (§10), or discards one (§6.2)
  | {
      type: 'play';
      card: HumanCardId;
      ship?: ShipId;
      region?: RegionId;
      space?: Sea;
      /** a mine moved by the card (Helicopter), or relocated because the supply is empty (§8) */
      from?: Sea;
      letter?: Town;
    }
  | { type: 'discard'; card: HumanCardId }
  // Minefield's second mine (§10)
  | { type: 'mine'; space: Sea; from?: Sea }
  // the kaiju's windows (§12): play an awakening card, react, or pass
  | { type: 'pass' }
  | { type: 'awaken'; card: AwakeningId; to?: Sea; ship?: ShipId; mine?: Sea }
  | { type: 'react'; card: AwakeningId }
  // the kaiju's actions (§7)
  | { type: 'silence' }
  | { type: 'predation'; ship: ShipId }
  | { type: 'move'; to: Sea }
  | { type: 'tsunami'; letter: Town }
  | { type: 'evolve'; card: EvolutionId; to?: Sea; ship?: ShipId; mine?: Sea; letter?: Town }
  // the kaiju's follow-up choices: a second ship eaten (Gluttony), a second mine swept (Mine Sweep)
  | { type: 'eat'; ship: ShipId }
  | { type: 'sweep'; mine: Sea }
  // the forced move after a "present" (§8): a space, or with Slip Away the end of a 1–2 step path (§12)
  | { type: 'flee'; to: Sea }
  // the guess marker (§4.9): a standing action of any human, any time
  | { type: 'mark'; space: Sea; on: boolean };

// ------------------------------------------------------------------------------------------------ events

export type EndReason = 'captured' | 'flood' | 'fleet' | 'time';

/**
 * Every change of the state (§15). Many events have a public half and a secret half: the secret fields are null
 * for a viewer that may not see them (see `redactEvent`), and the event itself is sent to everyone, so that the
 * count and the order of events never depend on a secret.
 */
export type GameEvent =
  | { type: 'setupMine'; space: Sea }
  | { type: 'setupFlood'; letter: Town }
  | { type: 'humanTurn'; seat: HumanSeat; turn: number }
  | { type: 'kaijuTurn'; turn: number }
  | { type: 'kaijuStarted'; space: Sea | null }
  | { type: 'shipMoved'; ship: ShipId; from: ShipAt; to: Sea; by: Seat }
  | { type: 'cardPlayed'; seat: HumanSeat; card: HumanCardId }
  | { type: 'cardDiscarded'; seat: HumanSeat; card: HumanCardId }
  /** a human drew a card: the card is told to its owner only */
  | { type: 'cardDrawn'; seat: HumanSeat; card: HumanCardId | null }
  /** §6.3(d) Kaiju Awakening was drawn: it is public, it goes to the discard, the kaiju draws an awakening card */
  | { type: 'kaijuAwakened'; seat: HumanSeat }
  | { type: 'awakeningDrawn'; card: AwakeningId | null }
  | { type: 'evolutionGained'; tier: Tier; card: EvolutionId | null }
  | { type: 'searched'; seat: HumanSeat; card: HumanCardId; spaces: Sea[]; ship?: ShipId; region?: RegionId }
  | { type: 'searchAnswered'; present: boolean }
  | { type: 'searchJammed' }
  | { type: 'minePlaced'; space: Sea; from: Sea | null; by: Seat }
  | { type: 'mineRemoved'; space: Sea }
  | { type: 'presence'; space: Sea; present: boolean }
  /** any secret move of the kaiju: its path (start included) is told to the kaiju only */
  | { type: 'kaijuMoved'; kind: 'move' | 'forced' | AwakeningId | EvolutionId; path: Sea[] | null }
  | { type: 'kaijuActed'; action: 'silence' | 'predation' | 'move' | 'tsunami' | 'evolution'; card?: EvolutionId }
  | { type: 'energy'; from: number; to: number }
  | { type: 'shipEaten'; ship: ShipId; from: Sea }
  /** §9 the letter is public; the space the wave came from is told to the kaiju only */
  | { type: 'tsunami'; letter: Town; from: Sea | null }
  | { type: 'dykeStopped'; letter: Town }
  | { type: 'townSubmerged'; letter: Town; dykeDiscarded: boolean }
  /** §15 the letter is told to the humans only */
  | { type: 'dykeBuilt'; letter: Town | null }
  | { type: 'dykeEroded'; letter: Town }
  | { type: 'awakeningPlayed'; card: AwakeningId }
  | { type: 'evolutionRevealed'; card: EvolutionId }
  | { type: 'intimidation'; active: boolean }
  | { type: 'markerSet'; spaces: Sea[] }
  /** §13 the end: Leviath's log and every secret the final views show are revealed to all */
  | {
      type: 'gameEnded';
      winner: 'kaiju' | 'humans';
      reason: EndReason;
      trail: Sea[];
      kaiju: KaijuSecret;
      dykes: { materials: Town[]; construction: Town[] };
    };

// ------------------------------------------------------------------------------------------------ prompts

/** What a prompt asks (§16). */
export type PromptKind =
  'start' | 'ships' | 'card' | 'mine' | 'turnStart' | 'action' | 'react' | 'flee' | 'push' | 'eat' | 'sweep' | 'wave';

export interface Prompt {
  seat: Seat;
  kind: PromptKind;
  /** Counts the prompts raised in the game: a new decision has a new id. */
  id: number;
}

/** A prompt as other viewers see it: a kaiju prompt is only "Leviath's turn" (§15). */
export interface PublicPrompt {
  seat: Seat;
  kind: PromptKind | 'kaiju';
}

// ------------------------------------------------------------------------------------------------ state

export interface KaijuState {
  /** Its space; null before the start (§4.9). */
  at: Sea | null;
  /** §2 the memo: every space it has been on, in order. */
  trail: Sea[];
  energy: number;
  awakening: AwakeningId[];
  awakeningDeck: AwakeningId[];
  awakeningDiscard: AwakeningId[];
  evolution: HeldEvolution[];
  /** §4.5 the evolution cards not inserted into the deck: back in the box, unseen by anyone. */
  evolutionBox: EvolutionId[];
}

export interface Dykes {
  materials: Town[];
  construction: Town[];
  discard: Town[];
}

/** A step of the rules waiting to run or to be answered (the task stack of the core interpreter, see flow.ts). */
export type Task =
  | { t: 'start' }
  | { t: 'humanTurn'; seat: HumanSeat; stage: 'ships' | 'card' | 'draw' }
  /** up to `left` ship steps by `seat` (humans: §6.1, §6.2, Fleet Sortie; kaiju pushes: Heavy Swell, Maelstrom) */
  | {
      t: 'ships';
      seat: Seat;
      left: number;
      moved: ShipId[];
      kind: 'move' | 'discard' | 'sortie' | 'push';
      /** kaiju pushes: ships within this many steps of Leviath (Maelstrom), or anywhere (Heavy Swell) */
      range?: number;
    }
  | { t: 'search'; card: HumanCardId; spaces: Sea[]; stage: 'window' | 'answer' }
  | { t: 'mine2'; seat: HumanSeat }
  | { t: 'presence'; space: Sea; stage: 'window' | 'flee'; slip: boolean }
  | { t: 'kaijuTurn'; stage: 'window' | 'action' | 'end' }
  | { t: 'eat2'; first: ShipId }
  | { t: 'sweep2'; first: Sea }
  | { t: 'wave2' };

export interface State {
  v: number;
  rng: RngState;
  options: Options;
  /** The human seats in turn order (the lobby's order, §4.1 [R]). */
  humans: HumanSeat[];
  /** Human turns begun so far (the first is 1); the next human is humans[(turn) % n]. */
  turn: number;
  ships: Record<ShipId, ShipAt>;
  /** The sea spaces holding a mine (sorted); the rest of the 10 are in the supply. */
  mines: Sea[];
  submerged: Town[];
  dykes: Dykes;
  /** The action deck, top first (§4.5); empty: GAME OVER has appeared. */
  deck: DeckItem[];
  hands: Record<string, HumanCard[]>;
  discard: HumanCardId[];
  kaiju: KaijuState;
  /** §12 Intimidation: the next human turn moves no ship by the humans' doing. */
  intimidated: boolean;
  /** §4.9 the humans' guess marker (never empty). */
  marker: Sea[];
  /** §15 the public clues and the candidate set they give (candidates.ts). */
  clues: Clue[];
  candidates: Sea[];
  /** The core interpreter's part (shared/core/interpreter.ts): the task stack, and at most one prompt at a time. */
  stack: Task[];
  prompts: Prompt[];
  /** Always empty: Leviath interrupts no task. */
  interrupts: Task[];
  promptSeq: number;
  result: { winner: 'kaiju' | 'humans'; reason: EndReason } | null;
}

// ------------------------------------------------------------------------------------------------ views

/** §15 the dyke tiles as a viewer sees them: letters for the humans, counts for the kaiju and spectators. */
export interface DykeView {
  materials: Town[] | null;
  construction: Town[] | null;
  materialsCount: number;
  constructionCount: number;
  discard: Town[];
}

/** Leviath as everyone sees it. */
export interface PublicKaiju {
  energy: number;
  awakeningCount: number;
  awakeningDeckCount: number;
  awakeningDiscard: AwakeningId[];
  /** Acquired evolution cards: the tier always, the name once used (§11, §15). */
  evolution: { tier: Tier; card: EvolutionId | null }[];
}

/** What only the kaiju sees (and everyone once the game is over). */
export interface KaijuSecret {
  at: Sea | null;
  trail: Sea[];
  awakening: AwakeningId[];
  evolution: HeldEvolution[];
}

export interface View {
  options: Options;
  humans: HumanSeat[];
  turn: number;
  /** Whose decision it is; a kaiju prompt shows as kind 'kaiju' to the others (§15). */
  prompt: PublicPrompt | null;
  ships: Record<ShipId, ShipAt>;
  mines: Sea[];
  mineSupply: number;
  submerged: Town[];
  /** private: letters for human seats only */
  dykes: DykeView;
  deck: { size: number; byDay: Record<Day, number>; evolution: Tier[]; top: DeckBack | null };
  discard: HumanCardId[];
  /** private: each seat sees its own cards; the others as counts */
  hands: Record<string, { count: number; cards: HumanCardId[] | null }>;
  kaiju: PublicKaiju;
  /** private: the kaiju's own secrets, null for everyone else (until the end) */
  secret: KaijuSecret | null;
  intimidated: boolean;
  marker: Sea[];
  /** the public clues in order and the candidate set (always sent: public information; `options.overlay` says
   *  whether the humans' screen draws it) */
  clues: Clue[];
  candidates: Sea[];
  /**
   * private: the engine's pending steps (what a prompt belongs to: a card's search, a presence check, ships left to
   * move), for the computer players; the stage of a kaiju turn is shown to the kaiju alone (§15)
   */
  tasks: Task[];
  /** [T] the reaction and turn-start windows' minimum length in ms, which the kaiju's client waits out (§12) */
  windowMinMs: number;
  result: { winner: 'kaiju' | 'humans'; reason: EndReason } | null;
}
