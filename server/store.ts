/**
 * The game store behind one small interface, with two engines: an embedded SQLite file (the default: `npm start`
 * needs nothing else) and PostgreSQL (`DATABASE_URL`), for several processes on one or more machines. A game is
 * its options, seed and action log, so any game is rebuilt by replaying the log.
 *
 * Unfinished games belong to one process at a time: each running game names its owner, and each owner holds a
 * lease that it renews while it lives. A game whose owner's lease has lapsed may be claimed by another process,
 * which restores it from the log. Every write of a game is fenced by its owner: a process that lost a game (it
 * stalled past its lease and another took the game over) can no longer write to it.
 */
import type { LoggedAction, Outcome, SeatId } from '../shared/core/game';
import type { RoomOptions } from '../shared/protocol';

export interface StoredSeat {
  seat: SeatId;
  kind: 'human' | 'bot';
  name: string;
  playerId: string;
  token: string;
}

export interface StoredGame {
  id: string;
  /** The game's id in the registry and the rules version it was started under. */
  game: string;
  rulesVersion: number;
  options: RoomOptions;
  seed: number;
  status: 'running' | 'finished';
  seats: StoredSeat[];
  hostId: string;
  created: number;
  finished: number | null;
  result: Outcome | null;
}

export type StoredAction = LoggedAction;

export type NewGame = Omit<StoredGame, 'status' | 'finished' | 'result'>;

/** Everything the rooms of one process wrote in one tick: committed in one transaction, or not at all. */
export interface WriteBatch {
  /** Games started (their owner is the committing process). */
  created: NewGame[];
  /** Actions, in the order they were applied; `action` is its JSON text. */
  actions: { game: string; idx: number; seat: SeatId; action: string }[];
  /** Games that ended with the batch's last action of theirs. */
  ended: { game: string; result: Outcome | null; at: number }[];
}

export const emptyBatch = (): WriteBatch => ({ created: [], actions: [], ended: [] });

export interface Store {
  /** 'sqlite' or 'postgres', for the start-up line. */
  readonly engine: string;
  /** Whether a game with this id was ever stored (room codes are never reused: a finished game keeps its code). */
  exists(id: string): Promise<boolean>;
  get(id: string): Promise<StoredGame | null>;
  actions(id: string): Promise<StoredAction[]>;
  /**
   * Commits `batch` in one transaction. Writes to a game that `owner` does not hold (another process took it over)
   * are left out; their game ids are returned.
   */
  commit(owner: string, batch: WriteBatch): Promise<string[]>;
  /** Extends `owner`'s lease to `ttlMs` from now; returns the running games it holds. */
  renew(owner: string, ttlMs: number): Promise<string[]>;
  /**
   * Renews `owner`'s lease (as `renew`) and takes up to `limit` running games that no live process holds (their
   * owner's lease lapsed, or they have no owner); returns their ids. Two processes claiming at once never take the
   * same game.
   */
  claim(owner: string, ttlMs: number, limit: number): Promise<string[]>;
  /** Records the end of a game whose log already ends it (found when restoring it). */
  finish(owner: string, id: string, result: Outcome | null, at: number): Promise<void>;
  /** A clean stop: `owner`'s running games and lease are given up, so that another process takes them at once. */
  release(owner: string): Promise<void>;
  close(): Promise<void>;
}
