/**
 * The contract between the game screens and wherever the game runs: a local engine (solo play, in a worker)
 * or an online room. Screens only talk to these interfaces, so they know no rules and no transport.
 */
import type { Action, GameEvent, Seat, View, Viewer } from '../../shared/vulcanus/index';
import type { GameError } from '../../shared/core/errors';
import type { ChatMessage, RoomOptions as WireRoomOptions, Timer } from '../../shared/protocol';
import type { Options } from '../../shared/vulcanus/types';

export type { ChatMessage, PublicRoom } from '../../shared/protocol';

/** What a seat is told after every change: its redacted view, its legal actions and the events since last time. */
export interface GameUpdate {
  /** State version (number of actions applied); an action must be sent with the version it answers. */
  v: number;
  seat: Viewer;
  view: View;
  legal: Action[];
  /** Engine events redacted for this seat, numbered from 1 in game order. */
  events: { n: number; event: GameEvent }[];
  /** The running turn timer (Vulcanus: the planning timer of the side now planning), if any. */
  timer?: Timer | null;
}

export interface GameConnection {
  readonly seat: Viewer;
  onUpdate(cb: (u: GameUpdate) => void): () => void;
  onChat(cb: (m: ChatMessage) => void): () => void;
  /** A refused action or message: an error code the screen translates (or ignores when harmless). */
  onError(cb: (e: GameError) => void): () => void;
  send(action: Action, v: number): void;
  chat(channel: string, text: string): void;
  close(): void;
}

export type SeatKind = 'human' | 'bot' | 'empty';
export interface LobbySeat {
  seat: Seat;
  /** Roles this seat plays (a lone human plays two). */
  roles: string[];
  kind: SeatKind;
  name: string;
  ready: boolean;
  connected: boolean;
  /** A computer player is playing this seat until its absent person comes back. */
  standIn?: boolean;
}

/** Room options of a Vulcanus room (the planning timer and the team chat setting are game options). */
export type RoomOptions = WireRoomOptions<Options>;

export interface LobbyState {
  code: string;
  options: RoomOptions;
  seats: LobbySeat[];
  hostId: string;
  mySeat: Seat | null;
  started: boolean;
}
