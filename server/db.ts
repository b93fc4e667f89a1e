/**
 * The game store: one embedded SQLite file (better-sqlite3, WAL). A game is its options, seed and action log, so
 * any game can be rebuilt by replaying the log; seats (with their secret tokens) are stored so that players can
 * reclaim them after a restart.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LoggedAction, Outcome, SeatId } from '../shared/core/game';
import type { RoomOptions } from '../shared/protocol';
import { LEGACY_GAME } from '../shared/registry';

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

interface GameRow {
  id: string;
  game: string;
  rules_version: number;
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
  private recordTx: (id: string, idx: number, seat: string, action: string, end: string | null, at: number) => void;
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
    // Stores written before they recorded which game they hold: every game in them is the first game, rules 1.
    const columns = (this.db.pragma('table_info(games)') as { name: string }[]).map((c) => c.name);
    if (!columns.includes('game'))
      this.db.exec(`ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT '${LEGACY_GAME.replace(/'/g, '')}'`);
    if (!columns.includes('rules_version'))
      this.db.exec('ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1');
    this.insertGame = this.db.prepare(
      'INSERT INTO games (id, game, rules_version, options, seed, status, seats, host_id, created) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertAction = this.db.prepare('INSERT INTO actions (game_id, idx, seat, action) VALUES (?, ?, ?, ?)');
    this.finishGame = this.db.prepare("UPDATE games SET status = 'finished', finished = ?, result = ? WHERE id = ?");
    this.updateSeats = this.db.prepare('UPDATE games SET seats = ? WHERE id = ?');
    this.selectGame = this.db.prepare('SELECT * FROM games WHERE id = ?');
    this.selectActions = this.db.prepare('SELECT seat, action FROM actions WHERE game_id = ? ORDER BY idx');
    this.selectRunning = this.db.prepare("SELECT id FROM games WHERE status = 'running' ORDER BY created");
    // An action and its consequence (the end of the game) are stored together or not at all.
    this.recordTx = this.db.transaction((id, idx, seat, action, end, at) => {
      this.insertAction.run(id, idx, seat, action);
      if (end !== null) this.finishGame.run(at, end, id);
    });
  }

  exists(id: string): boolean {
    return this.selectGame.get(id) !== undefined;
  }

  create(g: Omit<StoredGame, 'status' | 'finished' | 'result'>): void {
    this.insertGame.run(
      g.id,
      g.game,
      g.rulesVersion,
      JSON.stringify(g.options),
      g.seed,
      'running',
      JSON.stringify(g.seats),
      g.hostId,
      g.created,
    );
  }

  /** Stores one action, and the game's end when it ended the game, in one transaction. */
  record(id: string, idx: number, seat: SeatId, action: unknown, end: { result: Outcome | null; at: number } | null) {
    this.recordTx(id, idx, seat, JSON.stringify(action), end ? JSON.stringify(end.result) : null, end?.at ?? 0);
  }

  saveSeats(id: string, seats: StoredSeat[]): void {
    this.updateSeats.run(JSON.stringify(seats), id);
  }

  finish(id: string, result: Outcome | null, at: number): void {
    this.finishGame.run(at, JSON.stringify(result), id);
  }

  get(id: string): StoredGame | null {
    const row = this.selectGame.get(id) as GameRow | undefined;
    if (!row) return null;
    return {
      id: row.id,
      game: row.game,
      rulesVersion: row.rules_version,
      options: upgradeOptions(JSON.parse(row.options) as Record<string, unknown>),
      seed: row.seed,
      status: row.status,
      seats: JSON.parse(row.seats) as StoredSeat[],
      hostId: row.host_id,
      created: row.created,
      finished: row.finished,
      result: row.result ? (JSON.parse(row.result) as Outcome) : null,
    };
  }

  actions(id: string): StoredAction[] {
    const rows = this.selectActions.all(id) as { seat: string; action: string }[];
    return rows.map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as unknown }));
  }

  running(): string[] {
    return (this.selectRunning.all() as { id: string }[]).map((r) => r.id);
  }

  close(): void {
    this.db.close();
  }
}

/**
 * Room options stored before the table settings moved into the game's options (the planning timer and a private
 * team chat were room options then): moved where the game reads them now.
 */
function upgradeOptions(o: Record<string, unknown>): RoomOptions {
  const { planningSeconds, teamChatPrivate, ...rest } = o;
  if (planningSeconds === undefined && teamChatPrivate === undefined) return o as RoomOptions;
  const game = { ...(rest.game as Record<string, unknown>), planningSeconds, teamChatPrivate };
  return { ...rest, game } as RoomOptions;
}
