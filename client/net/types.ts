/**
 * The contract between the game screens and wherever the game runs: a local engine (solo play, in a worker)
 * or an online room. Screens only talk to these interfaces, so they know no rules and no transport.
 */
import type { GameError } from '../../shared/core/errors';
import type { Hint, Outcome, SeatId, Viewer } from '../../shared/core/game';
import type { ChatMessage, RoomOptions as WireRoomOptions, Timer } from '../../shared/protocol';

export type { SeatId, Viewer };

export type { ChatMessage, PublicRoom, RoomInfo } from '../../shared/protocol';

/** What a seat is told after every change: its redacted view, its legal actions and the events since last time. */
/**
 * The shell handles every game's updates without knowing their shapes; a game's client module names its own
 * view, action and event types (`GameUpdate<View, Action, GameEvent>`).
 */
export interface GameUpdate<V = unknown, A = unknown, E = unknown> {
  /** State version (number of actions applied); an action must be sent with the version it answers. */
  v: number;
  seat: Viewer;
  view: V;
  legal: A[];
  /** Standing preferences the seat may set now (an auto-bank choice), with no decision pending. */
  standing?: A[];
  /** Engine events redacted for this seat, numbered from 1 in game order. */
  events: { n: number; event: E }[];
  /**
   * The events before this update that this screen was not sent live (a spectator who joins late, a reload, a
   * reconnection, a resumed solo game), redacted alike: for the log, never played.
   */
  history?: { n: number; event: E }[];
  /** The running turn timer (e.g. a planning timer), if any. */
  timer?: Timer | null;
  /** The seats that have a decision now. */
  active?: SeatId[];
  /** The game's result once it is over, else null. */
  outcome?: Outcome | null;
}

export interface GameConnection<V = unknown, A = unknown, E = unknown> {
  readonly seat: Viewer;
  onUpdate(cb: (u: GameUpdate<V, A, E>) => void): () => void;
  onChat(cb: (m: ChatMessage) => void): () => void;
  /** A refused action or message: an error code the screen translates (or ignores when harmless). */
  onError(cb: (e: GameError) => void): () => void;
  send(action: A, v: number): void;
  /** Who sits where: names, computer or person, connected or not (called at once, then on every change). */
  onSeats(cb: (seats: SeatInfo[]) => void): () => void;
  chat(channel: string, text: string): void;
  close(): void;
  /**
   * Optional: the computer's suggestion for this seat's decision at version `v`, searched from the seat's own view
   * (solo play in the worker, online on the server); null when there is none.
   */
  hint?(v: number): Promise<Hint<unknown> | null>;
  /** Others play at other screens (an online room): the frame says "your turn" in the tab title and with a sound. */
  readonly online?: boolean;
}

export type SeatKind = 'human' | 'bot' | 'empty';

/** A seat as the game screen shows it. */
export interface SeatInfo {
  seat: SeatId;
  kind: SeatKind;
  /** The person's name ('' for a computer player or in solo play: the shell names it). */
  name: string;
  connected: boolean;
  /** This browser's seat. */
  me: boolean;
}
export interface LobbySeat {
  seat: SeatId;
  /** Roles this seat plays (a lone human plays two). */
  roles: string[];
  kind: SeatKind;
  name: string;
  ready: boolean;
  connected: boolean;
  /** A computer player is playing this seat until its absent person comes back. */
  standIn?: boolean;
  /** The room's host sits here. */
  host?: boolean;
}

/** Room options: the game's own options (table settings such as a timer included) are opaque to the shell. */
export type RoomOptions = WireRoomOptions;

export interface LobbyState {
  code: string;
  options: RoomOptions;
  seats: LobbySeat[];
  hostId: string;
  /** The host's name, as typed (the host need not be seated). */
  hostName: string;
  mySeat: SeatId | null;
  started: boolean;
}
