/** Rolled West's state, actions, events and view: plain JSON (rules reference rolled-west.md). */
import type { RngState } from '../core/rng';
import type { Metal, Res, Terrain } from './data';

export type { Metal, Res, Terrain };

export interface Options {
  players: 2 | 3 | 4;
  /** §10 [R] the second majority bonus goes to every ranked player below the top group (the seed's 2位以下). */
  majoritySecondForAll: boolean;
  /** §8 [R] any rival's roll may be copied, not only a neighbour's (as the BGA code does). */
  bankFromAnyOpponent: boolean;
  /** §8 [T] the real-time banking window after a turn, in seconds (a table setting; 0: none). */
  bankSeconds?: number;
}

/** A claim space: a camp's triangle, a settlement's circle, or empty. */
export type Mark = 'T' | 'O' | null;

export interface Sheet {
  bank: Record<Res, number>;
  /** Per round: the own-turn bank (light box) and the between-turns bank (dark box). */
  light: (Res | null)[];
  dark: (Res | null)[];
  claims: Record<Terrain, Mark[]>;
  shipped: Record<Metal, number>;
  /** Per metal and space: the big number was scored here. */
  shipBig: Record<Metal, boolean[]>;
  offices: string[];
  contracts: string[];
  /** Copper paid into completed contracts (the SG office). */
  contractCopper: number;
  points: { claims: number; shipping: number; contracts: number };
  /** §8 auto-bank: private to its owner. */
  autoBank: Res | null;
  /** §8 has copied a die since its own latest turn began (or since the game began). */
  copied: boolean;
}

export type DieUse = 'free' | 'spent' | 'banked';

export interface Snapshot {
  sheet: Sheet;
  use: DieUse[];
  built: boolean;
  contract: boolean;
  office: boolean;
  banked: boolean;
}

export interface Turn {
  seat: string;
  dice: Res[];
  /** The terrain die's index, once chosen. */
  terrain: number | null;
  use: DieUse[];
  built: boolean;
  contract: boolean;
  office: boolean;
  banked: boolean;
  ended: boolean;
  /** §11 [R] undo: the states before each spend step since the last exclusive take. */
  undo: Snapshot[];
}

/** §8 the others' banking window on a roll. */
export interface BankWindow {
  roller: string;
  /** The faces that may be copied (the roll's dice but the terrain die). */
  faces: Res[];
  waiting: string[];
  answers: Record<string, Res | 'pass'>;
}

export interface FinalScore {
  claims: number;
  shipping: number;
  contracts: number;
  majority: Record<Terrain, number>;
  offices: Record<string, number>;
  total: number;
}

export interface State {
  v: number;
  rng: RngState;
  options: Options;
  /** The players in turn order (the first player first) [R: chosen at random]. */
  order: string[];
  /** Every roll of the game in order: a player's seat, or 'ghost'; and its round. */
  schedule: string[];
  rounds: number[];
  pos: number;
  turn: Turn | null;
  /** The ghost's roll (null until it has rolled, during its slot). */
  ghost: Res[] | null;
  window: BankWindow | null;
  sheets: Record<string, Sheet>;
  officeOwner: Record<string, string | null>;
  contractOwner: Record<string, string | null>;
  shipBigOwner: Record<Metal, (string | null)[]>;
  final: Record<string, FinalScore> | null;
  winners: string[] | null;
}

export type Action =
  | { type: 'roll' }
  | { type: 'terrain'; face: Res }
  | { type: 'camp' }
  | { type: 'settlement' }
  | { type: 'contract'; id: string }
  | { type: 'office'; id: string }
  | { type: 'ship'; metal: Metal; n: number }
  | { type: 'bank'; face: Res }
  | { type: 'undo' }
  | { type: 'endTurn' }
  | { type: 'copy'; face: Res }
  | { type: 'pass' }
  | { type: 'autoBank'; res: Res | null };

export type GameEvent =
  | { type: 'roundStarted'; round: number }
  | { type: 'diceRolled'; seat: string; dice: Res[] }
  | { type: 'ghostRolled'; dice: Res[] }
  | { type: 'terrainChosen'; seat: string; face: Res; terrain: Terrain }
  | { type: 'campBuilt'; seat: string; terrain: Terrain; space: number; points: number }
  | { type: 'settlementBuilt'; seat: string; terrain: Terrain; space: number; points: number }
  | { type: 'contractCompleted'; seat: string; id: string; points: number }
  | { type: 'officeBought'; seat: string; id: string }
  | { type: 'itemCrossedOut'; sheet: string; by: string; item: 'contract' | 'office' | 'ship'; id: string }
  | { type: 'shipped'; seat: string; metal: Metal; from: number; n: number; points: number; firstBonus: number[] }
  | { type: 'resourceBanked'; seat: string; res: Res; kind: 'own' | 'between'; auto: boolean }
  | { type: 'bankPassed'; seat: string; auto: boolean }
  | { type: 'undone'; seat: string }
  | { type: 'turnEnded'; seat: string }
  | { type: 'autoBankSet'; seat: string; res: Res | null }
  | { type: 'majorityScored'; terrain: Terrain; seat: string; place: 1 | 2; points: number }
  | { type: 'officeScored'; seat: string; id: string; points: number }
  | { type: 'gameEnded'; winners: string[]; totals: Record<string, number> };

/** A sheet as everyone sees it: all but the auto-bank choice (§12). */
export type PublicSheet = Omit<Sheet, 'autoBank'>;

export interface View {
  round: number;
  pos: number;
  order: string[];
  schedule: string[];
  rounds: number[];
  turn: (Omit<Turn, 'undo'> & { canUndo: boolean }) | null;
  ghost: Res[] | null;
  window: BankWindow | null;
  sheets: Record<string, PublicSheet>;
  officeOwner: Record<string, string | null>;
  contractOwner: Record<string, string | null>;
  shipBigOwner: Record<Metal, (string | null)[]>;
  final: Record<string, FinalScore> | null;
  winners: string[] | null;
  options: Options;
  /** The viewer's own private part (its auto-bank choice); null for spectators and the ghost. */
  me: { seat: string; autoBank: Res | null } | null;
}
