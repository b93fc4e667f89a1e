/**
 * The game store: one embedded SQLite file (better-sqlite3, WAL). A game is its options, seed and action log, so
 * any game can be rebuilt by replaying the log; seats (with their secret tokens) are stored so that players can
 * reclaim them after a restart.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Action, GameResult, Seat } from '../shared/vulcanus/types';
import type { RoomOptions } from '../client/net/types';

export interface StoredSeat {
  seat: Seat;
  kind: 'human' | 'bot';
  name: string;
  playerId: string;
  token: string;
}

export interface StoredGame {
  id: string;
  options: RoomOptions;
  seed: number;
  status: 'running' | 'finished';
  seats: StoredSeat[];
  hostId: string;
  created: number;
  finished: number | null;
  result: GameResult | null;
}

export interface StoredAction {
  seat: Seat;
  action: Action;
}

interface GameRow {
  id: string;
  options: string;
  seed: number;
  status: 'running' | 'finished';
  seats: string;
  host_id: string;
  created: number;
  finished: number | null;
  result: string | null;
}

export class GameStore {
  private db: Database.Database;
  private insertGame: Database.Statement;
  private insertAction: Database.Statement;
  private finishGame: Database.Statement;
  private updateSeats: Database.Statement;
  private selectGame: Database.Statement;
  private selectActions: Database.Statement;
  private selectRunning: Database.Statement;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    // NORMAL keeps every committed action across a process crash (WAL); only an OS crash may lose the last ones.
    this.db.pragma('synchronous = NORMAL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        status TEXT NOT NULL,
        seats TEXT NOT NULL,
        host_id TEXT NOT NULL,
        created INTEGER NOT NULL,
        finished INTEGER,
        result TEXT
      );
      CREATE TABLE IF NOT EXISTS actions (
        game_id TEXT NOT NULL,
        idx INTEGER NOT NULL,
        seat TEXT NOT NULL,
        action TEXT NOT NULL,
        PRIMARY KEY (game_id, idx)
      ) WITHOUT ROWID;
    `);
    this.insertGame = this.db.prepare(
      'INSERT INTO games (id, options, seed, status, seats, host_id, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertAction = this.db.prepare('INSERT INTO actions (game_id, idx, seat, action) VALUES (?, ?, ?, ?)');
    this.finishGame = this.db.prepare("UPDATE games SET status = 'finished', finished = ?, result = ? WHERE id = ?");
    this.updateSeats = this.db.prepare('UPDATE games SET seats = ? WHERE id = ?');
    this.selectGame = this.db.prepare('SELECT * FROM games WHERE id = ?');
    this.selectActions = this.db.prepare('SELECT seat, action FROM actions WHERE game_id = ? ORDER BY idx');
    this.selectRunning = this.db.prepare("SELECT id FROM games WHERE status = 'running' ORDER BY created");
  }

  exists(id: string): boolean {
    return this.selectGame.get(id) !== undefined;
  }

  create(g: Omit<StoredGame, 'status' | 'finished' | 'result'>): void {
    this.insertGame.run(
      g.id,
      JSON.stringify(g.options),
      g.seed,
      'running',
      JSON.stringify(g.seats),
      g.hostId,
      g.created,
    );
  }

  append(id: string, idx: number, seat: Seat, action: Action): void {
    this.insertAction.run(id, idx, seat, JSON.stringify(action));
  }

  saveSeats(id: string, seats: StoredSeat[]): void {
    this.updateSeats.run(JSON.stringify(seats), id);
  }

  finish(id: string, result: GameResult | null, at: number): void {
    this.finishGame.run(at, JSON.stringify(result), id);
  }

  get(id: string): StoredGame | null {
    const row = this.selectGame.get(id) as GameRow | undefined;
    if (!row) return null;
    return {
      id: row.id,
      options: JSON.parse(row.options) as RoomOptions,
      seed: row.seed,
      status: row.status,
      seats: JSON.parse(row.seats) as StoredSeat[],
      hostId: row.host_id,
      created: row.created,
      finished: row.finished,
      result: row.result ? (JSON.parse(row.result) as GameResult) : null,
    };
  }

  actions(id: string): StoredAction[] {
    const rows = this.selectActions.all(id) as { seat: Seat; action: string }[];
    return rows.map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as Action }));
  }

  running(): string[] {
    return (this.selectRunning.all() as { id: string }[]).map((r) => r.id);
  }

  close(): void {
    this.db.close();
  }
}
