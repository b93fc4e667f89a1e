/** Server settings, from the environment by default; tests pass their own. */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { BotPool } from './bots';
import { HintService } from './hints';
import type { Journal } from './journal';
import { LogLimiter } from './log';
import type { Store } from './store';

export interface ServerConfig {
  port: number;
  /** The SQLite file, when no `databaseUrl` is set. */
  dbPath: string;
  /** PostgreSQL (`postgres://…`): games are stored there instead of the SQLite file. */
  databaseUrl: string;
  /** Redis (`redis://…`): the processes sharing it share their rooms (Colyseus's Redis presence and driver). */
  redisUrl: string;
  /**
   * The address clients reach this process at for its rooms' WebSockets (`host:port`, or `host/path` behind a
   * proxy that routes by path), announced in the room listing; empty: the address the client asked.
   */
  publicAddress: string;
  /** This process's name in the store: who holds which unfinished game. Unique per process. */
  processName: string;
  /**
   * The least time between two commits of the store (a group commit, see journal.ts): the writes of the ticks in
   * between go together. A change waits at most this long before it is sent. 10 ms: at 500 rooms, about 5% less
   * CPU per action than 5 ms, for about 3 ms more at the median (`bench:server --ab --b-env COMMIT_GAP_MS=…`).
   */
  commitGapMs: number;
  /** How long this process holds its unfinished games without renewing its lease (renewed every third of it). */
  leaseSeconds: number;
  /** Folder of the built client (served at /). */
  clientDir: string;
  /** An unanswered decision prompt is answered by the seat's computer player after this many seconds. */
  decisionSeconds: number;
  /** Turn clocks run their stated length times this (1 in play; journeys that wait for a clock shorten them). */
  turnClockScale: number;
  /** A seat whose person is gone this long is played by a computer player until they return. */
  standInSeconds: number;
  /** Pause before a computer player acts, so that people can follow. */
  botDelayMs: number;
  /** Thinking time of the search-level computer player. */
  botBudgetMs: number;
  /** Per-client message budget: a bucket of `burst` refilled at `perSecond`. */
  rate: { perSecond: number; burst: number };
  /** Largest accepted message (its JSON length); the socket itself refuses frames above `maxPayload`. */
  maxMessageBytes: number;
  maxPayload: number;
  /**
   * Frames a client may send in one second before it is disconnected (Colyseus counts them before decoding):
   * twice the message burst by default, so that a client only over its budget gets refusals and a flood is cut.
   */
  maxMessagesPerSecond: number;
}

function num(name: string, def: number): number {
  const v = process.env[name];
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : def;
}

export function configFromEnv(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const config: Omit<ServerConfig, 'maxMessagesPerSecond'> = {
    port: num('PORT', 2567),
    dbPath: process.env.DB_PATH || 'data/kaiju.sqlite',
    databaseUrl: process.env.DATABASE_URL || '',
    redisUrl: process.env.REDIS_URL || '',
    publicAddress: process.env.PUBLIC_ADDRESS || '',
    processName: process.env.PROCESS_NAME || '',
    commitGapMs: num('COMMIT_GAP_MS', 10),
    leaseSeconds: num('LEASE_SECONDS', 15),
    clientDir: process.env.CLIENT_DIR || 'dist/client',
    decisionSeconds: num('DECISION_SECONDS', 60),
    turnClockScale: Math.min(1, Math.max(0.01, num('TURN_CLOCK_SCALE', 1))),
    standInSeconds: num('STAND_IN_SECONDS', 60),
    botDelayMs: num('BOT_DELAY_MS', 700),
    botBudgetMs: num('BOT_BUDGET_MS', 500),
    rate: { perSecond: num('RATE_PER_SECOND', 20), burst: num('RATE_BURST', 40) },
    maxMessageBytes: num('MAX_MESSAGE_BYTES', 4096),
    maxPayload: 64 * 1024,
    ...overrides,
  };
  const flood = overrides.maxMessagesPerSecond ?? num('MAX_MESSAGES_PER_SECOND', config.rate.burst * 2);
  // The same name after a restart at the same address: a process that comes back takes its own games at once.
  const processName = config.processName || `${hostname()}:${config.port}`;
  return { ...config, processName, maxMessagesPerSecond: flood };
}

/** What rooms need from the process: one server per process, so a module-level context is enough. */
/** A room whose unfinished game this process holds (ownership.ts checks them against the store). */
export interface HeldRoom {
  /** Another process holds the game now: the room stops and sends its people there. */
  lose(): void;
}

export interface RoomContext {
  config: ServerConfig;
  store: Store;
  journal: Journal;
  /** Rooms of stored unfinished games, by code, with the ownership check count when each was added. */
  held: Map<string, { room: HeldRoom; since: number }>;
  /** Ownership checks begun so far (a room added during a check is not judged by it). */
  checks: number;
  /** Proves that a `restore` create-option comes from this process, never from a client. */
  restoreKey: string;
  bots: BotPool;
  /** Hints for online players, in a thread of their own (hints.ts). */
  hints: HintService;
  /** Every error line of the rooms goes through this limit. */
  logLimiter: LogLimiter;
}

let current: RoomContext | null = null;

export function setRoomContext(config: ServerConfig, store: Store, journal: Journal): RoomContext {
  current = {
    config,
    store,
    journal,
    held: new Map(),
    checks: 0,
    restoreKey: randomBytes(16).toString('hex'),
    bots: new BotPool(),
    hints: new HintService(),
    logLimiter: new LogLimiter(),
  };
  return current;
}

export function roomContext(): RoomContext {
  if (!current) throw new Error('the game server is not set up');
  return current;
}
