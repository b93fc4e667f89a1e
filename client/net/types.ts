/**
 * The contract between the game screens and wherever the game runs: a local engine (solo play, in a worker)
 * or an online room. Screens only talk to these interfaces, so they know no rules and no transport.
 */
import type { Action, GameEvent, Seat, View, Viewer } from '../../shared/vulcanus/index';
import type { Options } from '../../shared/vulcanus/types';

/** What a seat is told after every change: its redacted view, its legal actions and the events since last time. */
export interface GameUpdate {
  /** State version (number of actions applied); an action must be sent with the version it answers. */
  v: number;
  seat: Viewer;
  view: View;
  legal: Action[];
  /** Engine events redacted for this seat, numbered from 1 in game order. */
  events: { n: number; event: GameEvent }[];
  /** Seconds left on the planning timer of the side now planning, if any. */
  timer?: { side: 'humans' | 'kaiju'; endsAt: number } | null;
}

export interface ChatMessage {
  channel: 'all' | 'team';
  from: string;
  seat: Viewer;
  text: string;
  at: number;
}

export interface GameConnection {
  readonly seat: Viewer;
  onUpdate(cb: (u: GameUpdate) => void): () => void;
  onChat(cb: (m: ChatMessage) => void): () => void;
  onError(cb: (message: string) => void): () => void;
  send(action: Action, v: number): void;
  chat(channel: ChatMessage['channel'], text: string): void;
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

export interface RoomOptions {
  game: Options;
  /** Planning timer per side in seconds; 0 turns it off. */
  planningSeconds: number;
  teamChatPrivate: boolean;
  isPrivate: boolean;
  name?: string;
  /** Strength of the computer players in this room ('greedy' when absent). */
  botLevel?: 'random' | 'greedy' | 'search';
}

export interface LobbyState {
  code: string;
  options: RoomOptions;
  seats: LobbySeat[];
  hostId: string;
  mySeat: Seat | null;
  started: boolean;
}

export interface PublicRoom {
  code: string;
  name: string;
  humans: number;
  level: number;
  openSeats: number;
  started: boolean;
}
