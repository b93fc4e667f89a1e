/**
 * The wire contract between the server and the client shell, for every game: message names, what each carries,
 * room options, the lobby and the public room list. Client → server payloads are checked with these zod schemas
 * before the room looks at them; a game's own action schema then checks the action inside `act`.
 */
import { z } from 'zod';
import type { Hint, Outcome } from './core/game';
import type { JsonDiff, PubPatch } from './core/jsonmirror';

export const MSG = {
  /** server → client: JSON `SeatUpdate`, after each change (the game's public view travels in it, not in the schema). */
  update: 'u',
  /**
   * server → client: JSON `HistoryChunk`, before the first update a connection gets in a running game (a join, a
   * reload, a reconnection): the events before that update, as its viewer may see them, for the log alone.
   */
  history: 'h',
  /** server → client: JSON `{ playerId, token }` once joined. */
  me: 'me',
  /** server → client: a `Refusal` when a message was refused. */
  error: 'err',
  /** server → client: a ChatMessage. */
  chat: 'chat',
  /**
   * client → server: a seated player asks for the same game again, same seats (once the game is over).
   * server → client: `RematchOffer`: the new room's code, and the player's token for its seat there.
   */
  rematch: 'rematch',
  /**
   * client → server: a seated player asks for a hint on its decision at version `v` (`hintMessage`).
   * server → client: `HintAnswer`, to that client alone, a fixed time after it asked (server/hints.ts).
   */
  hint: 'hint',
  act: 'act',
  seat: 'seat',
  ready: 'ready',
  bot: 'bot',
  start: 'start',
  say: 'say',
} as const;

export interface Timer {
  key: string;
  seats: string[];
  /** Epoch milliseconds. */
  endsAt: number;
  /** The clock's whole length in milliseconds, as it runs (an hourglass's full height). */
  ms: number;
}

/** What the server sends a seat after each change (the client rebuilds the seat's view from it). */
export interface SeatUpdate {
  v: number;
  seat: string;
  /** The seat's private differences from the public view. */
  priv: JsonDiff;
  legal: unknown[];
  /** Standing preferences the seat may set now, with no decision pending (see GameDefinition.standingActions). */
  standing: unknown[];
  events: { n: number; event: unknown }[];
  timer: Timer | null;
  /** The seats that have a decision now (public in every game: whose turn it is). */
  active: string[];
  /** The game's result once it is over (the same for every seat), else null. */
  outcome: Outcome | null;
  /**
   * The public view's entries this change touched, or all of them in a client's first update (see
   * shared/core/jsonmirror.ts); the seat's view is the public view rebuilt from them plus `priv`.
   */
  pub?: PubPatch;
}

/**
 * A part of the events a connection was not sent live (`MSG.history`), numbered as in updates and redacted for its
 * viewer exactly as its updates would have been (an event it may not see is left out, as live). Parts come in order
 * and in messages of bounded size; the update that follows carries the events after them.
 */
export interface HistoryChunk {
  events: { n: number; event: unknown }[];
}

/** A refused message: an error code with parameters (translated by the client), never a sentence. */
export interface Refusal {
  /** The refused message's type, as far as it could be read. */
  type: string;
  code: string;
  params?: Record<string, string | number>;
  /** For an action: the state version it was sent with. */
  v?: number;
}

export interface ChatMessage {
  channel: string;
  from: string;
  seat: string;
  text: string;
  at: number;
}

export type SeatKind = 'human' | 'bot' | 'empty';

export const MAX_CHAT_LENGTH = 300;
const seatId = z.string().min(1).max(16);

export const actMessage = z.strictObject({ v: z.number().int().min(0).max(1_000_000), action: z.unknown() });
export const seatMessage = z.strictObject({ seat: seatId.nullable() });
export const readyMessage = z.strictObject({ ready: z.boolean() });
export const botMessage = z.strictObject({ seat: seatId, on: z.boolean() });
export const startMessage = z.strictObject({}).optional();
export const rematchMessage = z.strictObject({}).optional();
export const hintMessage = z.strictObject({ v: z.number().int().min(0).max(1_000_000) });

/** A hint, searched from the asking seat's own view: null when there is no decision at `v` or nothing to suggest. */
export interface HintAnswer {
  v: number;
  hint: Hint<unknown> | null;
}

/** The new room of a rematch, as each client of the finished one is told (a spectator gets no token). */
export interface RematchOffer {
  code: string;
  token: string;
}
export const sayMessage = z.strictObject({
  channel: z.string().min(1).max(16),
  text: z.string().min(1).max(MAX_CHAT_LENGTH),
});

/** Room options as a client may send them; `game` is checked by the game's own options schema. */
export const roomOptionsSchema = z.strictObject({
  game: z.unknown(),
  isPrivate: z.boolean().default(false),
  name: z.string().trim().max(40).optional(),
  /** Strength of the computer players in this room (the game's default level when absent). */
  botLevel: z.string().min(1).max(16).optional(),
});
export type RoomOptions<O = unknown> = Omit<z.output<typeof roomOptionsSchema>, 'game'> & { game: O };

const playerName = z.string().trim().min(1).max(24);

export const createOptionsSchema = z.strictObject({
  room: roomOptionsSchema,
  name: playerName.optional(),
  /** Set only by the server itself when it restores a stored game on boot. */
  restore: z.strictObject({ id: z.string().max(16), key: z.string().max(64) }).optional(),
  /** Set only by the server itself: a rematch's seats, each person's new token already minted. */
  rematch: z
    .strictObject({
      key: z.string().max(64),
      hostId: z.string().max(64),
      seats: z.array(
        z.strictObject({
          seat: z.string().max(16),
          kind: z.enum(['human', 'bot']),
          name: z.string().max(24),
          playerId: z.string().max(64),
          token: z.string().max(64),
        }),
      ),
    })
    .optional(),
});

export const joinOptionsSchema = z.object({
  name: playerName.optional(),
  token: z.string().min(8).max(64).optional(),
  spectate: z.boolean().optional(),
});
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

/**
 * The request header with which a client sends its seat token when it asks for a finished game's record
 * (`GET /api/games/:id`): the record then names the seat that token held (`you`).
 */
export const SEAT_TOKEN_HEADER = 'x-seat-token';

/**
 * A game as `GET /api/games?ids=…` tells of it, for a player's list of the games they played: whether it runs or
 * ended, whose move it is now in a running game (public in every game), the result of a finished one.
 */
export interface GameStatus {
  id: string;
  /** The game's id in the registry. */
  game: string;
  state: 'running' | 'finished';
  /** Running: the seats that have a decision now (null: its room cannot be asked right now, e.g. it is restoring). */
  turn?: string[] | null;
  /** Finished: its result, and when it ended. */
  result?: Outcome | null;
  finished?: number | null;
}

/** Game codes one `GET /api/games?ids=…` may ask about. */
export const MAX_STATUS_IDS = 50;

/** One room as `GET /api/rooms/:code` tells of it (private rooms too: the code is the key to them). */
export type RoomInfo = Pick<PublicRoom, 'code' | 'game' | 'started' | 'openSeats'>;

/** A room in the public list: read from the matchmaker's listing (its metadata), so it holds across processes. */
export interface PublicRoom {
  code: string;
  game: string;
  name: string;
  /** The game's one-line summary, translated by the client. */
  summary: { key: string; params: Record<string, string | number> };
  openSeats: number;
  started: boolean;
  /** The host's name, as typed (absent in a listing written before hosts were listed). */
  host?: string;
  /** The names of the people seated, in seat order. */
  players?: string[];
}
