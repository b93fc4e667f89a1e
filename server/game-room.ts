/**
 * The one game room, for every game of the registry (registered once per game with Colyseus's `define`): a lobby
 * (seats, ready marks, computer seats) and then one game run by the shared host. It turns validated messages into
 * host calls and nothing more; the game decides legality. After every accepted action the host commits it: the
 * action (and the end) is stored in one transaction, the public view is mirrored into the schema, the patch is
 * flushed, and then every client receives its own seat's update.
 */
import { ClientState, Room, matchMaker, type Client, type ClientPrivate } from '@colyseus/core';
import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { AnyGame, SeatId, SeatSpec, Viewer } from '../shared/core/game';
import { gameError, type GameError } from '../shared/core/errors';
import {
  GameHost,
  realTime,
  type Committed,
  type HostHooks,
  type HostPolicy,
  type Numbered,
} from '../shared/core/host';
import {
  MSG,
  actMessage,
  botMessage,
  createOptionsSchema,
  joinOptionsSchema,
  readyMessage,
  rematchMessage,
  sayMessage,
  seatMessage,
  startMessage,
  type PublicRoom,
  type RematchOffer,
  type Refusal,
  type RoomOptions,
} from '../shared/protocol';
import { roomContext, type RoomContext } from './config';
import type { StoredSeat } from './db';
import { ChatLimiter, RateLimiter, cleanChat } from './limits';
import { RoomState, SeatState } from './schema';

interface Player {
  playerId: string;
  token: string;
  name: string;
  seat: SeatId | null;
  ready: boolean;
  sessionId: string | null;
}

interface SeatSlot {
  spec: SeatSpec;
  kind: 'empty' | 'human' | 'bot';
  token: string | null;
  standIn: boolean;
  standInTimer: NodeJS.Timeout | null;
}

interface ClientInfo {
  token: string | null;
  rate: RateLimiter;
  chat: ChatLimiter;
  /** While the client is joining: the frame of the update waiting for it in Colyseus's join queue. */
  queuedUpdate?: unknown;
}

/** The TCP socket under a client's WebSocket (ws keeps it in `_socket`), if reachable. */
function socketOf(client: Client): { cork(): void; uncork(): void } | undefined {
  const sock = (client.ref as unknown as { _socket?: { cork?: unknown; uncork?: unknown } })._socket;
  return sock && typeof sock.cork === 'function' && typeof sock.uncork === 'function'
    ? (sock as { cork(): void; uncork(): void })
    : undefined;
}

/** A message type as far as it can be read safely: never calls a client-made object's methods. */
export function describeType(x: unknown): string {
  if (typeof x === 'string') return x.slice(0, 20);
  if (typeof x === 'number' && Number.isFinite(x)) return String(x).slice(0, 20);
  return '?';
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = (): string => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const newSecret = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** The room class Colyseus defines under a game's id. */
export function roomFor(game: AnyGame): typeof GameRoom {
  return class extends GameRoom {
    protected override readonly game = game;
  };
}

export class GameRoom extends Room<{ state: RoomState }> {
  protected readonly game!: AnyGame;
  private ctx!: RoomContext;
  private opts!: RoomOptions;
  private players = new Map<string, Player>();
  private seats: SeatSlot[] = [];
  private clientInfo = new Map<string, ClientInfo>();
  host: GameHost | null = null;
  /** The entries last written to `state.pub`. */
  private flat = new Map<string, string>();
  private clockTick: NodeJS.Timeout | null = null;

  override onCreate(raw: unknown): void {
    this.ctx = roomContext();
    this.maxMessagesPerSecond = this.ctx.config.maxMessagesPerSecond;
    // Colyseus counts each client's frames per second on the room clock, which only moves when ticked, and the
    // patch rate below never ticks it (the count would never start again): a few ticks a second let it see time.
    this.clockTick = setInterval(() => this.clock.tick(), 250);
    this.clockTick.unref();
    const parsed = createOptionsSchema.safeParse(raw);
    if (!parsed.success) throw new Error('invalid room options');
    const restore = parsed.data.restore;
    this.setState(new RoomState());
    // Patches are flushed by hand, right before the per-seat updates. Not `null`: Colyseus then ticks the room
    // clock 60 times a second per room (which this room never reads), a real cost with hundreds of rooms.
    this.setPatchRate(24 * 3600 * 1000);
    const rematch = parsed.data.rematch;
    if (restore) {
      if (restore.key !== this.ctx.restoreKey) throw new Error('not allowed');
      this.restoreGame(restore.id);
    } else if (rematch) {
      if (rematch.key !== this.ctx.restoreKey) throw new Error('not allowed');
      const game = this.game.parseOptions(parsed.data.room.game);
      if (!game.ok) throw new Error(`invalid game options: ${game.error.code}`);
      this.opts = { ...parsed.data.room, game: game.value };
      let code = newCode();
      while (this.ctx.store.exists(code)) code = newCode();
      this.roomId = code;
      this.makeSeats();
      this.seatStored(rematch.hostId, rematch.seats);
    } else {
      const game = this.game.parseOptions(parsed.data.room.game);
      if (!game.ok) throw new Error(`invalid game options: ${game.error.code}`);
      this.opts = { ...parsed.data.room, game: game.value };
      let code = newCode();
      while (this.ctx.store.exists(code)) code = newCode();
      this.roomId = code;
      this.makeSeats();
    }
    this.state.code = this.roomId;
    this.state.options = JSON.stringify(this.opts);
    if (this.opts.isPrivate) void this.setPrivate(true);
    this.publish();
    this.registerMessages();
    if (rematch) this.begin();
  }

  /**
   * Seats people as stored: a restored game's (their tokens) or a rematch's (new tokens), everyone ready; absent
   * people get the usual grace period once the game runs.
   */
  private seatStored(hostId: string, seats: StoredSeat[]): void {
    this.state.hostId = hostId;
    for (const s of seats) {
      const slot = this.slot(s.seat);
      if (!slot || !slot.spec.playable) continue;
      slot.kind = s.kind;
      if (s.kind !== 'human') continue;
      slot.token = s.token;
      this.players.set(s.token, {
        playerId: s.playerId,
        token: s.token,
        name: s.name,
        seat: s.seat,
        ready: true,
        sessionId: null,
      });
    }
  }

  private makeSeats(): void {
    this.seats = this.game.seats(this.opts.game).map((spec) => ({
      spec,
      kind: spec.playable ? 'empty' : 'bot',
      token: null,
      standIn: false,
      standInTimer: null,
    }));
    for (const s of this.seats) this.state.seats.push(new SeatState({ seat: s.spec.id }));
  }

  private policy(): HostPolicy {
    const c = this.ctx.config;
    return {
      decisionSeconds: c.decisionSeconds,
      botDelayMs: c.botDelayMs,
      botBudgetMs: c.botBudgetMs,
      botLevel:
        this.opts.botLevel && this.game.computer.levels.includes(this.opts.botLevel)
          ? this.opts.botLevel
          : this.game.computer.defaultLevel,
    };
  }

  private hooks(): HostHooks {
    return {
      computerPlays: (seat) => this.botControlled(seat),
      think: (req) => this.ctx.bots.choose(this.game, req),
      committed: (change) => this.committed(change),
      log: (message, e) => console.error(`room ${this.roomId}: ${message}`, e),
    };
  }

  private restoreGame(id: string): void {
    const stored = this.ctx.store.get(id);
    if (!stored || stored.status !== 'running' || stored.game !== this.game.id)
      throw new Error(`no running game ${id}`);
    this.roomId = id;
    this.opts = stored.options;
    this.makeSeats();
    this.seatStored(stored.hostId, stored.seats);
    ({ host: this.host } = GameHost.restore(
      this.game,
      stored.options.game,
      stored.seed,
      this.ctx.store.actions(id),
      realTime,
      this.policy(),
      this.hooks(),
    ));
    this.state.started = true;
    this.autoDispose = false;
    // Everyone is away after a restart: each seat gets the usual grace period to come back.
    for (const slot of this.seats) if (slot.kind === 'human') this.startStandInTimer(slot);
    this.syncSeats();
    this.host.refresh();
    this.afterChange([]);
  }

  // ---------------------------------------------------------------- joining and leaving

  override onJoin(client: Client, raw: unknown): void {
    const parsed = joinOptionsSchema.safeParse(raw ?? {});
    if (!parsed.success) throw new Error('invalid join options');
    const o = parsed.data;
    const info: ClientInfo = {
      token: null,
      rate: new RateLimiter(this.ctx.config.rate.perSecond, this.ctx.config.rate.burst),
      chat: new ChatLimiter(),
    };
    this.clientInfo.set(client.sessionId, info);
    let player = o.token ? this.players.get(o.token) : undefined;
    if (!player && !o.spectate && !this.state.started) {
      player = {
        playerId: newSecret(6),
        token: newSecret(18),
        name: o.name ?? 'Player',
        seat: null,
        ready: false,
        sessionId: null,
      };
      this.players.set(player.token, player);
      if (!this.state.hostId) this.state.hostId = player.playerId;
    }
    if (player) {
      if (player.sessionId && player.sessionId !== client.sessionId) {
        const old = this.clients.getById(player.sessionId);
        const oldInfo = old ? this.clientInfo.get(old.sessionId) : undefined;
        if (oldInfo) oldInfo.token = null; // the seat now belongs to the new connection
        old?.leave(4001, 'replaced by a newer connection');
      }
      if (o.name && !this.state.started) player.name = o.name;
      player.sessionId = client.sessionId;
      info.token = player.token;
      const slot = player.seat ? this.slot(player.seat) : null;
      if (slot && slot.token === player.token) this.reclaim(slot);
      client.send(MSG.me, { playerId: player.playerId, token: player.token });
    } else {
      client.send(MSG.me, { playerId: '', token: '' });
    }
    if (this.rematchRoom) {
      const offer: RematchOffer = {
        code: this.rematchRoom,
        token: (player && this.rematchSeats.get(player.token)) ?? '',
      };
      client.send(MSG.rematch, offer);
    }
    this.lobbyChanged();
    if (this.host) this.sendUpdate(client, this.host.batch([]).json(this.viewerOf(client)));
  }

  /**
   * A joining client is sent the room's full state only once its join completes, and then what was sent to it
   * meanwhile: an update queued at join would travel with the newer state if the game moved on in between. So a
   * joining client keeps one queued update, the latest, and it has no events (its view starts from that state).
   */
  private sendUpdate(client: Client, json: string): void {
    const info = this.clientInfo.get(client.sessionId);
    const queue = (client as Client & ClientPrivate)._enqueuedMessages;
    if (client.state !== ClientState.JOINING || !info || !queue) return client.send(MSG.update, json);
    const old = info.queuedUpdate === undefined ? -1 : queue.indexOf(info.queuedUpdate);
    if (old >= 0) queue.splice(old, 1);
    client.send(MSG.update, json);
    info.queuedUpdate = queue[queue.length - 1];
  }

  override onLeave(client: Client): void {
    const leaving = this.playerOf(client);
    this.detach(client);
    this.clientInfo.delete(client.sessionId);
    // A lobby whose host has gone gets a new host among those still here, so that someone can start it.
    if (!this.state.started && leaving?.playerId === this.state.hostId && !leaving.sessionId) {
      const next = [...this.players.values()].find((p) => p.sessionId);
      if (next) this.state.hostId = next.playerId;
    }
    this.lobbyChanged();
  }

  private detach(client: Client): void {
    const info = this.clientInfo.get(client.sessionId);
    const player = info?.token ? this.players.get(info.token) : undefined;
    if (!player || player.sessionId !== client.sessionId) return;
    player.sessionId = null;
    const slot = player.seat ? this.slot(player.seat) : null;
    if (slot && this.host && !this.host.over) this.startStandInTimer(slot);
  }

  override onDispose(): void {
    if (this.clockTick) clearInterval(this.clockTick);
    this.host?.dispose();
    for (const slot of this.seats) if (slot.standInTimer) clearTimeout(slot.standInTimer);
  }

  /** Any bug in a handler, a timer or a hook is logged and never ends the process. */
  override onUncaughtException(error: unknown, method: string): void {
    // These rethrow to the matchmaker, which logs the error itself and refuses the create or join.
    if (method === 'onCreate' || method === 'onAuth' || method === 'onJoin') return;
    this.ctx?.logLimiter.error(`room ${this.roomId}: ${method} failed`, error);
  }

  private startStandInTimer(slot: SeatSlot): void {
    if (slot.standInTimer) clearTimeout(slot.standInTimer);
    slot.standInTimer = setTimeout(() => {
      slot.standInTimer = null;
      slot.standIn = true;
      this.lobbyChanged();
      this.host?.refresh();
    }, this.ctx.config.standInSeconds * 1000);
  }

  private reclaim(slot: SeatSlot): void {
    if (slot.standInTimer) clearTimeout(slot.standInTimer);
    slot.standInTimer = null;
    if (slot.standIn) {
      slot.standIn = false;
      this.host?.refresh();
    }
  }

  // ---------------------------------------------------------------- messages

  private registerMessages(): void {
    this.handle(MSG.act, actMessage, (client, m) => this.onAct(client, m.v, m.action));
    this.handle(MSG.seat, seatMessage, (client, m) => this.onSeat(client, m.seat));
    this.handle(MSG.ready, readyMessage, (client, m) => this.onReady(client, m.ready));
    this.handle(MSG.bot, botMessage, (client, m) => this.onBot(client, m.seat, m.on));
    this.handle(MSG.start, startMessage, (client) => this.onStart(client));
    this.handle(MSG.say, sayMessage, (client, m) => this.onSay(client, m.channel, m.text));
    this.onMessage(MSG.rematch, (client: Client, message: unknown) => {
      if (!this.admit(client, MSG.rematch, message)) return;
      if (!rematchMessage.safeParse(message).success)
        return this.refuse(client, MSG.rematch, gameError('invalidMessage'));
      void this.onRematch(client).then((e) => e && this.refuse(client, MSG.rematch, e));
    });
    // Colyseus calls this as (client, type, payload) for an unknown type, but as (client, payload, ctx) for a
    // message whose type is '*' itself: every argument is untrusted.
    this.onMessage('*', (client: Client, type: unknown, payload: unknown) => {
      const t = describeType(type);
      if (this.admit(client, t, payload)) this.refuse(client, t, gameError('unknownMessage'));
    });
  }

  /** Rate limit, size limit and schema check in front of every handler; a refusal changes nothing. */
  private handle<S extends z.ZodType>(
    type: string,
    schema: S,
    fn: (client: Client, message: z.output<S>) => GameError | null,
  ): void {
    this.onMessage(type, (client: Client, message: unknown) => {
      if (!this.admit(client, type, message)) return;
      const parsed = schema.safeParse(message);
      if (!parsed.success) {
        const path = parsed.error.issues[0]?.path.map(describeType).join('.') ?? '';
        return this.refuse(client, type, gameError('invalidMessage', { path }), message);
      }
      let error: GameError | null;
      try {
        error = fn(client, parsed.data);
      } catch (e) {
        this.ctx.logLimiter.error(`room ${this.roomId}: ${type} failed`, e);
        error = gameError('serverError');
      }
      if (error) this.refuse(client, type, error, message);
    });
  }

  private admit(client: Client, type: string, message: unknown): boolean {
    const info = this.clientInfo.get(client.sessionId);
    if (!info) return false;
    if (!info.rate.take()) {
      this.refuse(client, type, gameError('tooMany'), message);
      return false;
    }
    let size = 0;
    try {
      size = message === undefined ? 0 : (JSON.stringify(message)?.length ?? 0);
    } catch {
      size = Infinity;
    }
    if (size > this.ctx.config.maxMessageBytes) {
      this.refuse(client, type, gameError('tooLarge'), message);
      return false;
    }
    return true;
  }

  /** The error reply; for an action it repeats the version the action was sent with, when it had one. */
  private refuse(client: Client, type: string, error: GameError, payload?: unknown): void {
    let v: unknown;
    try {
      v = payload !== null && typeof payload === 'object' ? (payload as { v?: unknown }).v : undefined;
    } catch {
      v = undefined;
    }
    const out: Refusal = { type: describeType(type), ...error };
    if (typeof v === 'number' && Number.isFinite(v)) out.v = v;
    client.send(MSG.error, out);
  }

  private playerOf(client: Client): Player | undefined {
    const token = this.clientInfo.get(client.sessionId)?.token;
    return token ? this.players.get(token) : undefined;
  }

  private viewerOf(client: Client): Viewer {
    const p = this.playerOf(client);
    return p?.seat && this.slot(p.seat)?.token === p.token ? p.seat : 'spectator';
  }

  private slot(seat: SeatId): SeatSlot | undefined {
    return this.seats.find((s) => s.spec.id === seat);
  }

  // ---------------------------------------------------------------- lobby

  private onSeat(client: Client, seat: SeatId | null): GameError | null {
    if (this.state.started) return gameError('started');
    const player = this.playerOf(client);
    if (!player) return gameError('spectator');
    if (seat) {
      const slot = this.slot(seat);
      if (!slot || !slot.spec.playable) return gameError('noSeat');
      if (slot.token === player.token) return null;
      if (slot.kind === 'human') return gameError('seatTaken');
    }
    const old = player.seat ? this.slot(player.seat) : undefined;
    if (old && old.token === player.token) {
      old.kind = 'empty';
      old.token = null;
    }
    player.seat = seat;
    player.ready = false;
    if (seat) {
      const slot = this.slot(seat) as SeatSlot;
      slot.kind = 'human';
      slot.token = player.token;
    }
    this.lobbyChanged();
    return null;
  }

  private onReady(client: Client, ready: boolean): GameError | null {
    if (this.state.started) return gameError('started');
    const player = this.playerOf(client);
    if (!player?.seat) return gameError('takeSeatFirst');
    player.ready = ready;
    this.lobbyChanged();
    return null;
  }

  private isHost(client: Client): boolean {
    return this.playerOf(client)?.playerId === this.state.hostId;
  }

  private onBot(client: Client, seat: SeatId, on: boolean): GameError | null {
    if (this.state.started) return gameError('started');
    if (!this.isHost(client)) return gameError('notHost');
    const slot = this.slot(seat);
    if (!slot || !slot.spec.playable) return gameError('noSeat');
    if (on) {
      if (slot.kind === 'human') {
        const owner = slot.token ? this.players.get(slot.token) : undefined;
        if (owner?.sessionId) return gameError('seatTaken');
        if (owner) owner.seat = null; // its person has gone away
      }
      slot.kind = 'bot';
      slot.token = null;
    } else if (slot.kind === 'bot') slot.kind = 'empty';
    this.lobbyChanged();
    return null;
  }

  private onStart(client: Client): GameError | null {
    if (this.state.started) return gameError('started');
    if (!this.isHost(client)) return gameError('notHost');
    for (const slot of this.seats) {
      const p = slot.token ? this.players.get(slot.token) : undefined;
      if (slot.kind === 'human' && p && !p.ready && p.playerId !== this.state.hostId) return gameError('notReady');
    }
    this.begin();
    return null;
  }

  /** Starts the game: empty seats go to the computer, the store records the start, the host deals. */
  private begin(): void {
    for (const slot of this.seats) if (slot.kind === 'empty') slot.kind = 'bot';
    const seed = randomInt(0, 2 ** 31);
    this.ctx.store.create({
      id: this.roomId,
      game: this.game.id,
      rulesVersion: this.game.rulesVersion,
      options: this.opts,
      seed,
      seats: this.storedSeats(),
      hostId: this.state.hostId,
      created: Date.now(),
    });
    const { host, events } = GameHost.start(this.game, this.opts.game, seed, realTime, this.policy(), this.hooks());
    this.host = host;
    this.state.started = true;
    this.autoDispose = false;
    this.syncSeats();
    host.refresh();
    this.afterChange(events);
    // people not connected yet (a rematch) get the usual grace period before a computer stands in
    for (const slot of this.seats) {
      const p = slot.token ? this.players.get(slot.token) : undefined;
      if (slot.kind === 'human' && !p?.sessionId) this.startStandInTimer(slot);
    }
  }

  /**
   * The same game again with the same seats, in a new room (its own record): each person of this room is sent the
   * new room's code with a new token for their seat there; spectators are sent the code to watch.
   */
  private async onRematch(client: Client): Promise<GameError | null> {
    const host = this.host;
    if (!host?.over) return gameError('notOver');
    if (!this.playerOf(client)?.seat) return gameError('takeSeatFirst');
    this.rematchCode ??= this.createRematch();
    const code = await this.rematchCode.catch((e: unknown) => {
      this.ctx.logLimiter.error('rematch', e);
      this.rematchCode = null;
      return null;
    });
    if (!code) return gameError('rematchFailed');
    return null;
  }

  private rematchCode: Promise<string> | null = null;

  private async createRematch(): Promise<string> {
    const fresh = new Map<string, string>(); // old token -> new token
    const seats = this.storedSeats().map((s) => {
      if (s.kind !== 'human') return s;
      const token = newSecret(18);
      fresh.set(s.token, token);
      return { ...s, token };
    });
    const room = await matchMaker.createRoom(this.game.id, {
      room: this.opts,
      rematch: { key: this.ctx.restoreKey, hostId: this.state.hostId, seats },
    });
    for (const c of this.clients) {
      const old = this.clientInfo.get(c.sessionId)?.token;
      const offer: RematchOffer = { code: room.roomId, token: (old && fresh.get(old)) ?? '' };
      c.send(MSG.rematch, offer);
    }
    this.rematchSeats = fresh;
    this.rematchRoom = room.roomId;
    return room.roomId;
  }

  /** After a rematch was made: the new room, and each person's token there (told to late comers too). */
  private rematchRoom: string | null = null;
  private rematchSeats = new Map<string, string>();

  private storedSeats(): StoredSeat[] {
    return this.seats.map((slot) => {
      const p = slot.token ? this.players.get(slot.token) : undefined;
      return {
        seat: slot.spec.id,
        kind: slot.kind === 'human' ? 'human' : 'bot',
        name: p?.name ?? '',
        playerId: p?.playerId ?? '',
        token: p?.token ?? '',
      };
    });
  }

  private lobbyChanged(): void {
    this.syncSeats();
    this.broadcastPatch();
    this.publish();
  }

  /** The room's entry in the matchmaker's listing: the public room list reads it, whichever process runs it. */
  private publish(): void {
    const meta: Omit<PublicRoom, 'code'> = {
      game: this.game.id,
      name: this.opts.name ?? '',
      summary: this.game.summary(this.opts.game),
      openSeats: this.seats.filter((s) => s.kind === 'empty').length,
      started: this.state.started,
    };
    void this.setMetadata(meta).catch((e: unknown) => this.ctx.logLimiter.error('room metadata', e));
  }

  /** Mirrors seats into the schema (never a token: only the public player id). */
  private syncSeats(): void {
    this.seats.forEach((slot, i) => {
      const s = this.state.seats[i];
      const p = slot.token ? this.players.get(slot.token) : undefined;
      s.kind = slot.kind;
      s.name = slot.kind === 'bot' ? 'CPU' : (p?.name ?? '');
      s.playerId = p?.playerId ?? '';
      s.ready = slot.kind === 'bot' || (p?.ready ?? false);
      s.connected = slot.kind === 'bot' || !!p?.sessionId;
      s.standIn = slot.standIn;
      const want = this.game.seatRoles?.(this.opts.game, this.host?.state ?? null, slot.spec.id) ?? [];
      if (s.roles.length !== want.length || want.some((r, j) => s.roles[j] !== r)) {
        s.roles.clear();
        for (const r of want) s.roles.push(r);
      }
    });
  }

  // ---------------------------------------------------------------- playing

  private onAct(client: Client, v: number, raw: unknown): GameError | null {
    const host = this.host;
    if (!host) return gameError('notStarted');
    if (host.over) return gameError('gameOver');
    const seat = this.viewerOf(client);
    if (seat === 'spectator') return gameError('spectator');
    const action = this.game.actionSchema.safeParse(raw);
    if (!action.success) return gameError('invalidMessage', { path: 'action' });
    return host.submit(seat, action.data, v);
  }

  /** Each action the host applied: store it (with the end, in one transaction), then tell everyone. */
  private committed(change: Committed): void {
    const host = this.host;
    if (!host) return;
    this.ctx.store.record(
      this.roomId,
      change.index,
      change.seat,
      change.action,
      change.over ? { result: this.game.outcome(host.state), at: Date.now() } : null,
    );
    this.afterChange(change.events);
  }

  private afterChange(events: Numbered[]): void {
    const host = this.host;
    if (!host) return;
    const batch = host.batch(events);
    const pub = this.state.pub;
    batch.syncFlat(
      this.flat,
      (k, v) => pub.set(k, v),
      (k) => pub.delete(k),
    );
    if (host.over) {
      this.state.finished = true;
      this.autoDispose = true;
    }
    this.syncSeats();
    // The patch and the seat's update leave in one write per socket (ws writes each frame separately otherwise).
    const corked = this.clients.map(socketOf);
    for (const sock of corked) sock?.cork();
    this.broadcastPatch();
    let fresh: typeof batch | null = null; // for joining clients: no events (see sendUpdate)
    for (const client of this.clients) {
      const b = client.state === ClientState.JOINING ? (fresh ??= host.batch([])) : batch;
      this.sendUpdate(client, b.json(this.viewerOf(client)));
    }
    for (const sock of corked) sock?.uncork();
    if (host.over && this.clients.length === 0) void this.disconnect();
  }

  private botControlled(seat: SeatId): boolean {
    const slot = this.slot(seat);
    return !!slot && (slot.kind === 'bot' || slot.standIn);
  }

  // ---------------------------------------------------------------- chat

  private onSay(client: Client, channelId: string, raw: string): GameError | null {
    const info = this.clientInfo.get(client.sessionId);
    if (!info?.chat.take()) return gameError('chatTooFast');
    const text = cleanChat(raw);
    if (!text) return gameError('chatEmpty');
    const channel = this.game.chatChannels(this.opts.game).find((c) => c.id === channelId);
    const seat = this.viewerOf(client);
    if (!channel || (channel.speakers !== 'all' && !channel.speakers.includes(seat))) return gameError('noChannel');
    const player = this.playerOf(client);
    const msg = { channel: channel.id, from: player?.name ?? 'Spectator', seat, text, at: Date.now() };
    for (const c of this.clients) {
      const to = this.viewerOf(c);
      if (channel.listeners === 'all' || channel.listeners.includes(to)) c.send(MSG.chat, msg);
    }
    return null;
  }
}
