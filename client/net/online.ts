/**
 * Online play against the Kaiju Online game server (Colyseus 0.18 through @colyseus/sdk).
 *
 * API for the screens (everything else in this file is internal):
 *
 *   const net = onlineClient();                      // browser default: same host, localStorage
 *   // or new OnlineClient({ endpoint: 'http://127.0.0.1:2567', storage }) in Node (tests, benchmark)
 *
 *   net.listRooms(): Promise<PublicRoom[]>            public rooms, waiting or running (spectate those)
 *   net.createRoom(options: RoomOptions, name, game): Promise<OnlineRoom>   you become the host
 *   net.joinRoom(code, name, { spectate? }): Promise<OnlineRoom>
 *        if a seat token for `code` is stored (same browser), you come back to your seat, with your view
 *   net.rejoinRoom(code): Promise<OnlineRoom | null>  only with a stored token (null when there is none)
 *   net.hasSeat(code) / net.forgetRoom(code)           stored seat tokens (localStorage "kaiju-online:seat:CODE")
 *   inviteLink(code): string                           `${origin}/?room=CODE`
 *   roomCodeFromUrl(href): string | null               reads ?room=CODE from a join link
 *   net.roomInfo(code): Promise<RoomInfo | null>     a room by its code: its game, started, open seats (null: none)
 *   net.finishedGame(id): Promise<FinishedGame | null> a finished game's public record (for the replay viewer, and
 *        the end of a game whose room has closed: `finishedConnection` in finished.ts), with this browser's seat
 *
 *   OnlineRoom (one per room you are in):
 *     code, playerId
 *     lobby(): LobbyState | null;  onLobby(cb): unsubscribe      (cb is called at once with the current state)
 *     chooseSeat(seat | null); setReady(ready); setBot(seat, on)  (host: give an empty seat to a computer)
 *     start()                                                     (host; empty seats get computer players)
 *     onStart(cb: (conn: GameConnection) => void): unsubscribe    (called at once if the game is running)
 *     game(): GameConnection | null
 *     onChat(cb) / chat(channel, text)   chat works in the lobby too; text is plain text, never markup
 *     onError(cb(refusal))               the server refused something: { type, code, params?, v? }
 *     onStatus(cb: (s: 'connected' | 'reconnecting' | 'closed') => void)
 *     leave()                            leaves for good (the seat token stays stored unless forgetRoom)
 *
 * A dropped connection is retried automatically with the stored seat token (also across a server restart);
 * the GameConnection object stays the same and delivers a fresh GameUpdate once back (with no events, and as its
 * `history` the events it was not sent live: a reload or a late spectator gets every event so far that way).
 * GameUpdate.view is rebuilt here from the public schema mirror plus this seat's private differences. Successive
 * views share their unchanged parts: treat a view as read-only (clone it before changing anything).
 */
import { Client, type Room } from '@colyseus/sdk';
import type { Hint, Outcome, SeatId, Viewer } from '../../shared/core/game';
import type { GameError } from '../../shared/core/errors';
import { PublicView, applyDiff } from '../../shared/core/jsonmirror';
import {
  MSG,
  SEAT_TOKEN_HEADER,
  type GameStatus,
  type HintAnswer,
  type HistoryChunk,
  type Refusal,
  type RematchOffer,
  type SeatUpdate,
} from '../../shared/protocol';
import { rememberOnlineGame } from './local-save';
import { SeenEvents } from './seen-events';
import { enterMyGame, finishMyGame } from './my-games';
import type { KeyValueStorage } from './storage';
import type {
  ChatMessage,
  GameConnection,
  GameUpdate,
  LobbySeat,
  LobbyState,
  PublicRoom,
  RoomInfo,
  RoomOptions,
  SeatInfo,
  SeatKind,
} from './types';

export type { KeyValueStorage } from './storage';

export interface FinishedGame {
  id: string;
  /** The game's id in the registry. */
  game: string;
  rulesVersion: number;
  options: RoomOptions;
  seed: number;
  created: number;
  finished: number | null;
  result: Outcome | null;
  players: { seat: SeatId; kind: 'human' | 'bot'; name: string }[];
  actions: { seat: SeatId; action: unknown }[];
  /** The seat this browser held in it (its seat token stored here says so), if any. */
  you?: SeatId;
}

/** The server's reply to a refused message: an error code with parameters. */
export type RefusedMessage = Refusal;

export type ConnectionStatus = 'connected' | 'reconnecting' | 'closed';

const TOKEN_KEY = (code: string) => `kaiju-online:seat:${code}`;
/** Close codes after which we do not come back: left on purpose (4000), replaced by a newer tab (4001). */
const FINAL_CODES = new Set([1000, 4000, 4001]);

function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

export function inviteLink(code: string, origin = globalThis.location?.origin ?? ''): string {
  return `${origin}/?room=${encodeURIComponent(code)}`;
}

export function roomCodeFromUrl(href: string = globalThis.location?.href ?? ''): string | null {
  try {
    const code = new URL(href).searchParams.get('room');
    return code && /^[A-Z0-9]{4,12}$/i.test(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  }
}

type Listener<T> = (x: T) => void;
class Emitter<T> {
  private ls = new Set<Listener<T>>();
  on(cb: Listener<T>): () => void {
    this.ls.add(cb);
    return () => void this.ls.delete(cb);
  }
  emit(x: T): void {
    for (const cb of [...this.ls]) cb(x);
  }
}

export class OnlineClient {
  readonly endpoint: string;
  readonly storage: KeyValueStorage;
  private sdk: Client;

  /**
   * A load generator's client (the server benchmark's lean clients): each room hands its updates over as they came
   * over the wire (`OnlineRoom.onWire`), and builds no view from them.
   */
  readonly wireOnly: boolean;

  constructor(opts: { endpoint?: string; storage?: KeyValueStorage; wireOnly?: boolean } = {}) {
    this.endpoint = opts.endpoint ?? globalThis.location?.origin ?? 'http://localhost:2567';
    this.storage = opts.storage ?? globalThis.localStorage ?? memoryStorage();
    this.wireOnly = opts.wireOnly ?? false;
    this.sdk = new Client(this.endpoint);
  }

  async listRooms(): Promise<PublicRoom[]> {
    const res = await fetch(`${this.endpoint}/api/rooms`);
    return (await res.json()) as PublicRoom[];
  }

  /** A room by its code (null: there is none now); throws when the server cannot be asked. */
  async roomInfo(code: string): Promise<RoomInfo | null> {
    const res = await fetch(`${this.endpoint}/api/rooms/${encodeURIComponent(code)}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as RoomInfo;
  }

  /**
   * A finished game's record (null: no finished game has this code); with the seat token stored here for it, the
   * record says which seat was this browser's.
   */
  async finishedGame(id: string): Promise<FinishedGame | null> {
    const token = this.storage.getItem(TOKEN_KEY(id.trim().toUpperCase()));
    const res = await fetch(`${this.endpoint}/api/games/${encodeURIComponent(id)}`, {
      headers: token ? { [SEAT_TOKEN_HEADER]: token } : {},
    });
    return res.ok ? ((await res.json()) as FinishedGame) : null;
  }

  /** Whether each of these games runs (and whose move it is) or ended (its result); unknown codes are left out. */
  async gameStatuses(ids: string[]): Promise<GameStatus[]> {
    if (!ids.length) return [];
    const res = await fetch(`${this.endpoint}/api/games?ids=${ids.map(encodeURIComponent).join(',')}`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as GameStatus[];
  }

  hasSeat(code: string): boolean {
    return this.storage.getItem(TOKEN_KEY(code)) !== null;
  }

  forgetRoom(code: string): void {
    this.storage.removeItem(TOKEN_KEY(code));
  }

  /** Creates a room of `game` (its id in the registry: the server defines one room type per game). */
  async createRoom(options: RoomOptions, name: string, game: string): Promise<OnlineRoom> {
    const room = await this.sdk.create(game, { room: options, name });
    return OnlineRoom.attach(this, room, { name });
  }

  async joinRoom(code: string, name: string, opts: { spectate?: boolean } = {}): Promise<OnlineRoom> {
    const id = code.trim().toUpperCase();
    const token = opts.spectate ? undefined : (this.storage.getItem(TOKEN_KEY(id)) ?? undefined);
    const join = { name, token, spectate: opts.spectate };
    const room = await this.sdk.joinById(id, join);
    return OnlineRoom.attach(this, room, join);
  }

  async rejoinRoom(code: string): Promise<OnlineRoom | null> {
    const id = code.trim().toUpperCase();
    const token = this.storage.getItem(TOKEN_KEY(id));
    if (!token) return null;
    const room = await this.sdk.joinById(id, { token });
    return OnlineRoom.attach(this, room, { token });
  }

  /** @internal used by OnlineRoom to come back after a drop. */
  reconnect(code: string, join: object): Promise<Room> {
    return this.sdk.joinById(code, join);
  }
}

let defaultClient: OnlineClient | null = null;
/** The browser's client: same origin as the page, tokens in localStorage. */
export function onlineClient(): OnlineClient {
  defaultClient ??= new OnlineClient();
  return defaultClient;
}

interface SchemaSeat {
  seat: string;
  kind: string;
  name: string;
  playerId: string;
  ready: boolean;
  connected: boolean;
  standIn: boolean;
  roles: Iterable<string>;
}
interface SchemaState {
  code: string;
  /** The game's id (the room type). */
  gameId: string;
  options: string;
  hostId: string;
  hostName?: string;
  started: boolean;
  finished: boolean;
  seats: Iterable<SchemaSeat>;
}

export class OnlineRoom {
  code: string;
  /** The game's id (the room type). */
  gameId: string;
  playerId = '';
  private room: Room;
  private lobbyState: LobbyState | null = null;
  private lobbyKey: unknown[] = [];
  private conn: OnlineGame | null = null;
  private closed = false;
  /** The public view, rebuilt from the entries each update carries. */
  private mirror = new PublicView();
  /** The events this connection was not sent live, gathered until the update they come before (`MSG.history`). */
  private history: GameUpdate['events'] = [];
  private lobbyEv = new Emitter<LobbyState>();
  private startEv = new Emitter<GameConnection>();
  private chatEv = new Emitter<ChatMessage>();
  private errorEv = new Emitter<RefusedMessage>();
  private statusEv = new Emitter<ConnectionStatus>();
  private rematchEv = new Emitter<string>();
  private wireEv = new Emitter<SeatUpdate>();
  /** The code of this room's rematch, once one was made. */
  rematchCode: string | null = null;

  private constructor(
    private client: OnlineClient,
    room: Room,
    private join: { name?: string; token?: string; spectate?: boolean },
  ) {
    this.room = room;
    this.code = room.roomId;
    this.gameId = room.name;
  }

  /** @internal */
  static attach(client: OnlineClient, room: Room, join: OnlineRoom['join']): OnlineRoom {
    const r = new OnlineRoom(client, room, join);
    r.bind(room);
    return r;
  }

  private bind(room: Room): void {
    this.room = room;
    room.reconnection.enabled = false; // we rejoin with our own seat token instead (works across restarts)
    room.onMessage(MSG.me, (m: { playerId: string; token: string }) => {
      this.playerId = m.playerId;
      if (m.token) {
        this.client.storage.setItem(TOKEN_KEY(this.code), m.token);
        this.join = { ...this.join, token: m.token, spectate: false };
      }
      this.refreshLobby();
    });
    room.onMessage(MSG.update, (json: string) =>
      this.client.wireOnly
        ? this.wireEv.emit(JSON.parse(json) as SeatUpdate)
        : this.onUpdate(JSON.parse(json) as SeatUpdate),
    );
    room.onMessage(MSG.history, (json: string) => {
      if (this.client.wireOnly) return;
      for (const e of (JSON.parse(json) as HistoryChunk).events)
        if (!this.history.length || e.n > (this.history.at(-1)?.n ?? 0)) this.history.push(e);
    });
    room.onMessage(MSG.chat, (m: ChatMessage) => this.chatEv.emit(m));
    room.onMessage(MSG.rematch, (m: RematchOffer) => {
      if (typeof m?.code !== 'string' || !/^[A-Z0-9]{4,12}$/.test(m.code) || this.rematchCode === m.code) return;
      // the seat in the new room is waiting for this token: joining it by its code sits down there
      if (typeof m.token === 'string' && m.token) this.client.storage.setItem(TOKEN_KEY(m.code), m.token);
      this.rematchCode = m.code;
      this.rematchEv.emit(m.code);
    });
    room.onMessage(MSG.hint, (m: HintAnswer) => this.conn?.hinted(m));
    room.onMessage(MSG.error, (m: RefusedMessage) => {
      this.errorEv.emit(m);
      this.conn?.error(m);
    });
    room.onStateChange(() => this.refreshLobby());
    room.onLeave((code: number) => {
      if (this.room !== room) return;
      if (this.closed || FINAL_CODES.has(code)) {
        this.closed = true;
        this.statusEv.emit('closed');
      } else void this.comeBack();
    });
  }

  private async comeBack(): Promise<void> {
    this.statusEv.emit('reconnecting');
    for (let attempt = 0; attempt < 40 && !this.closed; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** attempt, 3000)));
      if (this.closed) return;
      try {
        const room = await this.client.reconnect(this.code, this.join);
        if (this.closed) {
          void room.leave(true);
          return;
        }
        this.bind(room);
        this.statusEv.emit('connected');
        return;
      } catch {
        // the server may be restarting: keep trying
      }
    }
    this.closed = true;
    this.statusEv.emit('closed');
  }

  private get schema(): SchemaState {
    return this.room.state as SchemaState;
  }

  private refreshLobby(): void {
    const st = this.schema;
    if (!st || typeof st.options !== 'string') return;
    const seatsRaw = [...st.seats];
    // Game patches change the schema too: only tell the screens when the lobby itself changed (compared field by
    // field with the last lobby told, on every patch).
    const key: unknown[] = [this.playerId, st.hostId, st.hostName, st.started, st.options];
    for (const s of seatsRaw)
      key.push(s.seat, s.kind, s.name, s.playerId, s.ready, s.connected, s.standIn, ...s.roles, 0);
    if (key.length === this.lobbyKey.length && key.every((x, i) => x === this.lobbyKey[i])) return;
    this.lobbyKey = key;
    const seats: LobbySeat[] = seatsRaw.map((s) => ({
      seat: s.seat,
      roles: [...s.roles],
      kind: s.kind as SeatKind,
      name: s.name,
      ready: s.ready,
      connected: s.connected,
      standIn: s.standIn,
      host: s.kind === 'human' && !!s.playerId && s.playerId === st.hostId,
    }));
    const mine = seatsRaw.find((s) => this.playerId && s.playerId === this.playerId && s.kind === 'human');
    this.lobbyState = {
      code: st.code,
      options: JSON.parse(st.options) as RoomOptions,
      seats,
      hostId: st.hostId,
      hostName: st.hostName ?? '',
      mySeat: mine?.seat ?? null,
      started: st.started,
    };
    this.lobbyEv.emit(this.lobbyState);
  }

  private onUpdate(u: SeatUpdate): void {
    const pub = this.mirror.apply(u.pub ?? { set: {} });
    const view = applyDiff(pub, u.priv);
    const update: GameUpdate = {
      v: u.v,
      seat: u.seat as Viewer,
      view,
      legal: u.legal,
      standing: u.standing,
      events: u.events as GameUpdate['events'],
      timer: u.timer,
      active: u.active,
      outcome: u.outcome,
    };
    if (this.history.length) {
      update.history = this.history;
      this.history = [];
    }
    // A finished game a person played goes into their replay list (its record stays on the server).
    if (update.outcome && update.seat !== 'spectator' && this.client.storage === globalThis.localStorage)
      rememberOnlineGame({
        id: this.code,
        at: Date.now(),
        seat: update.seat,
        game: this.gameId,
        won: update.outcome.winners.includes(update.seat),
      });
    if (!this.conn || this.conn.seat !== update.seat) {
      // a game this browser plays goes into its own list from its first update
      if (update.seat !== 'spectator')
        enterMyGame(this.client.storage, { id: this.code, game: this.gameId, seat: update.seat });
      this.conn = new OnlineGame(this, update.seat);
      this.conn.push(update);
      this.startEv.emit(this.conn);
    } else this.conn.push(update);
    if (update.outcome && update.seat !== 'spectator')
      finishMyGame(this.client.storage, this.code, Date.now(), update.outcome.winners.includes(update.seat));
  }

  /** @internal */
  send(type: string, payload: unknown): void {
    this.room.send(type, payload);
  }

  lobby(): LobbyState | null {
    return this.lobbyState;
  }
  onLobby(cb: (s: LobbyState) => void): () => void {
    if (this.lobbyState) cb(this.lobbyState);
    return this.lobbyEv.on(cb);
  }
  chooseSeat(seat: SeatId | null): void {
    this.send(MSG.seat, { seat });
  }
  setReady(ready: boolean): void {
    this.send(MSG.ready, { ready });
  }
  setBot(seat: SeatId, on: boolean): void {
    this.send(MSG.bot, { seat, on });
  }
  start(): void {
    this.send(MSG.start, {});
  }
  /** Asks for the same game again with the same seats (once it is over): everyone is told the new room's code. */
  requestRematch(): void {
    this.send(MSG.rematch, {});
  }
  onRematch(cb: (code: string) => void): () => void {
    if (this.rematchCode) cb(this.rematchCode);
    return this.rematchEv.on(cb);
  }
  /** The running game's connection; the caller names the game's types (the shell itself never needs them). */
  game<V = unknown, A = unknown, E = unknown>(): GameConnection<V, A, E> | null {
    return this.conn as GameConnection<V, A, E> | null;
  }
  onStart<V = unknown, A = unknown, E = unknown>(cb: (conn: GameConnection<V, A, E>) => void): () => void {
    const typed = cb as (conn: GameConnection) => void;
    if (this.conn) typed(this.conn);
    return this.startEv.on(typed);
  }
  onChat(cb: (m: ChatMessage) => void): () => void {
    return this.chatEv.on(cb);
  }
  chat(channel: ChatMessage['channel'], text: string): void {
    this.send(MSG.say, { channel, text });
  }
  /** The refusal names the refused message type, its error code and, for an action, the version it was sent with. */
  onError(cb: (refusal: RefusedMessage) => void): () => void {
    return this.errorEv.on(cb);
  }
  onStatus(cb: (s: ConnectionStatus) => void): () => void {
    return this.statusEv.on(cb);
  }
  /** Each update as it came over the wire, with a client made `wireOnly` (no view is built, no game connection). */
  onWire(cb: (u: SeatUpdate) => void): () => void {
    return this.wireEv.on(cb);
  }
  /** @internal for tests: the raw sdk room. */
  get sdkRoom(): Room {
    return this.room;
  }
  leave(): void {
    this.closed = true;
    void this.room.leave(true);
  }
}

class OnlineGame implements GameConnection {
  readonly online = true;
  private last: GameUpdate | null = null;
  private seen = new SeenEvents();
  private hintWaiters: { v: number; resolve: (h: Hint<unknown> | null) => void }[] = [];
  private updates = new Emitter<GameUpdate>();
  private errors = new Emitter<GameError>();

  constructor(
    private room: OnlineRoom,
    readonly seat: Viewer,
  ) {}

  push(u: GameUpdate): void {
    this.last = u;
    this.seen.note(u);
    this.updates.emit(u);
  }

  error(e: RefusedMessage): void {
    // a refused hint (too fast, a busy server) is answered with none; its code is shown like any refusal
    if (e.type === MSG.hint) this.hinted({ v: -1, hint: null });
    this.errors.emit(e);
  }

  /** The server's answer to a hint request (v -1: every request waiting is answered with none). */
  hinted(m: HintAnswer): void {
    const ready = this.hintWaiters.filter((w) => m.v === -1 || w.v === m.v);
    this.hintWaiters = this.hintWaiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve(m.hint ?? null);
  }

  /** The hint for this seat's decision at version v, searched on the server from the seat's own view. */
  hint(v: number): Promise<Hint<unknown> | null> {
    return new Promise((resolve) => {
      this.hintWaiters.push({ v, resolve });
      this.room.send(MSG.hint, { v });
    });
  }

  onUpdate(cb: (u: GameUpdate) => void): () => void {
    if (this.last) cb(this.seen.late(this.last));
    return this.updates.on(cb);
  }
  onChat(cb: (m: ChatMessage) => void): () => void {
    return this.room.onChat(cb);
  }
  onError(cb: (e: GameError) => void): () => void {
    return this.errors.on(cb);
  }
  send(action: unknown, v: number): void {
    this.room.send(MSG.act, { v, action });
  }
  onSeats(cb: (seats: SeatInfo[]) => void): () => void {
    return this.room.onLobby((s) =>
      cb(
        s.seats.map((x) => ({
          seat: x.seat,
          kind: x.standIn ? 'bot' : x.kind,
          // a computer seat's name in the schema is a placeholder: the shell names it
          name: x.kind === 'human' ? x.name : '',
          connected: x.kind !== 'human' || x.connected,
          me: x.seat === this.seat,
        })),
      ),
    );
  }
  chat(channel: ChatMessage['channel'], text: string): void {
    this.room.chat(channel, text);
  }
  close(): void {
    this.hinted({ v: -1, hint: null });
    this.room.leave();
  }
}
