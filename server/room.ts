/**
 * The Vulcanus room: a lobby (seats, ready marks, computer seats) and then one game. It turns validated messages
 * into engine actions and nothing more; the engine decides legality. After every accepted action the action is
 * stored, the public view is mirrored into the schema, the patch is flushed, and then every client receives its
 * own seat's private update (view differences, legal actions, redacted numbered events).
 */
import { Room, type Client } from '@colyseus/core';
import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { RoomOptions } from '../client/net/types';
import { vulcanus } from '../shared/vulcanus/index';
import type { Action, GameEvent, Seat, Viewer } from '../shared/vulcanus/types';
import { roomContext, type RoomContext } from './config';
import type { StoredSeat } from './db';
import {
  actMessage,
  botMessage,
  createOptionsSchema,
  joinOptionsSchema,
  readyMessage,
  sayMessage,
  seatMessage,
  startMessage,
} from './messages';
import { ChatLimiter, RateLimiter, cleanChat } from './limits';
import { RoomState, SeatState } from './schema';
import { TurnClocks, type ClockHost } from './clocks';
import { GameSession, type Numbered } from './session';
import { MSG } from './wire';

interface Player {
  playerId: string;
  token: string;
  name: string;
  seat: Seat | null;
  ready: boolean;
  sessionId: string | null;
}

interface SeatSlot {
  seat: Seat;
  kind: 'empty' | 'human' | 'bot';
  token: string | null;
  standIn: boolean;
  standInTimer: NodeJS.Timeout | null;
}

interface ClientInfo {
  token: string | null;
  rate: RateLimiter;
  chat: ChatLimiter;
}

/** The TCP socket under a client's WebSocket (ws keeps it in `_socket`), if reachable. */
function socketOf(client: Client): { cork(): void; uncork(): void } | undefined {
  const sock = (client.ref as unknown as { _socket?: { cork?: unknown; uncork?: unknown } })._socket;
  return sock && typeof sock.cork === 'function' && typeof sock.uncork === 'function'
    ? (sock as { cork(): void; uncork(): void })
    : undefined;
}

/** Live rooms of this process by code, for the public room list. */
export const liveRooms = new Map<string, VulcanusRoom>();

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = (): string => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const newSecret = (bytes: number): string => randomBytes(bytes).toString('base64url');

export class VulcanusRoom extends Room<{ state: RoomState }> {
  private ctx!: RoomContext;
  private opts!: RoomOptions;
  private players = new Map<string, Player>();
  private seats: SeatSlot[] = [];
  private clientInfo = new Map<string, ClientInfo>();
  private session: GameSession | null = null;
  /** The entries last written to `state.pub`. */
  private flat = new Map<string, string>();
  private clocks = new TurnClocks(this.clockHost());

  private clockHost(): ClockHost {
    return {
      roomId: () => this.roomId,
      session: () => this.session,
      planningSeconds: () => this.opts.planningSeconds,
      botLevel: () => this.opts.botLevel ?? 'greedy',
      config: () => this.ctx.config,
      bots: () => this.ctx.bots,
      botControlled: (seat) => this.botControlled(seat),
      act: (seat, action) => this.act(seat, action),
    };
  }

  get code(): string {
    return this.roomId;
  }

  override onCreate(raw: unknown): void {
    this.ctx = roomContext();
    const parsed = createOptionsSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`invalid room options: ${parsed.error.issues[0]?.message ?? ''}`);
    const restore = parsed.data.restore;
    this.setState(new RoomState());
    // Patches are flushed by hand, right before the per-seat updates. Not `null`: Colyseus then ticks the room
    // clock 60 times a second per room (which this room never reads), a real cost with hundreds of rooms.
    this.setPatchRate(24 * 3600 * 1000);
    if (restore) {
      if (restore.key !== this.ctx.restoreKey) throw new Error('not allowed');
      this.restoreGame(restore.id);
    } else {
      const game = vulcanus.parseOptions(parsed.data.room.game);
      if (!game.ok) throw new Error(`invalid game options: ${game.error}`);
      this.opts = { ...parsed.data.room, game: game.value };
      let code = newCode();
      while (liveRooms.has(code) || this.ctx.store.exists(code)) code = newCode();
      this.roomId = code;
      this.makeSeats();
    }
    this.state.code = this.roomId;
    this.state.options = JSON.stringify(this.opts);
    liveRooms.set(this.roomId, this);
    if (this.opts.isPrivate) void this.setPrivate(true);
    this.registerMessages();
  }

  private makeSeats(): void {
    const seats: Seat[] = ['kaiju', ...(['h1', 'h2', 'h3'] as const).slice(0, this.opts.game.humans)];
    this.seats = seats.map((seat) => ({ seat, kind: 'empty', token: null, standIn: false, standInTimer: null }));
    for (const s of seats) this.state.seats.push(new SeatState({ seat: s }));
  }

  private restoreGame(id: string): void {
    const stored = this.ctx.store.get(id);
    if (!stored || stored.status !== 'running') throw new Error(`no running game ${id}`);
    this.roomId = id;
    this.opts = stored.options;
    this.makeSeats();
    for (const s of stored.seats) {
      const slot = this.slot(s.seat);
      if (!slot) continue;
      slot.kind = s.kind;
      if (s.kind === 'human') {
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
    this.state.hostId = stored.hostId;
    this.session = GameSession.restore(stored.options.game, stored.seed, this.ctx.store.actions(id));
    this.state.started = true;
    this.autoDispose = false;
    // Everyone is away after a restart: each seat gets the usual grace period to come back.
    for (const slot of this.seats) if (slot.kind === 'human') this.startStandInTimer(slot);
    this.syncSeats();
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
    this.syncSeats();
    this.broadcastPatch();
    if (this.session) client.send(MSG.update, this.session.batch([], this.clocks.timer()).json(this.viewerOf(client)));
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
    this.syncSeats();
    this.broadcastPatch();
  }

  private detach(client: Client): void {
    const info = this.clientInfo.get(client.sessionId);
    const player = info?.token ? this.players.get(info.token) : undefined;
    if (!player || player.sessionId !== client.sessionId) return;
    player.sessionId = null;
    const slot = player.seat ? this.slot(player.seat) : null;
    if (slot && this.session && !this.session.over) this.startStandInTimer(slot);
  }

  override onDispose(): void {
    liveRooms.delete(this.roomId);
    this.clocks.clear();
    for (const slot of this.seats) if (slot.standInTimer) clearTimeout(slot.standInTimer);
  }

  private startStandInTimer(slot: SeatSlot): void {
    if (slot.standInTimer) clearTimeout(slot.standInTimer);
    slot.standInTimer = setTimeout(() => {
      slot.standInTimer = null;
      slot.standIn = true;
      this.syncSeats();
      this.broadcastPatch();
      this.clocks.scheduleBots();
    }, this.ctx.config.standInSeconds * 1000);
  }

  private reclaim(slot: SeatSlot): void {
    if (slot.standInTimer) clearTimeout(slot.standInTimer);
    slot.standInTimer = null;
    if (slot.standIn) {
      slot.standIn = false;
      this.clocks.cancelBot(slot.seat);
    }
  }

  // ---------------------------------------------------------------- messages

  private registerMessages(): void {
    this.handle(MSG.act, actMessage, (client, m) => this.onAct(client, m.v, m.action as Action));
    this.handle(MSG.seat, seatMessage, (client, m) => this.onSeat(client, m.seat));
    this.handle(MSG.ready, readyMessage, (client, m) => this.onReady(client, m.ready));
    this.handle(MSG.bot, botMessage, (client, m) => this.onBot(client, m.seat, m.on));
    this.handle(MSG.start, startMessage, (client) => this.onStart(client));
    this.handle(MSG.say, sayMessage, (client, m) => this.onSay(client, m.channel, m.text));
    this.onMessage('*', (client: Client, type: string | number) => {
      if (this.admit(client, type, undefined)) this.refuse(client, type, 'unknown message type');
    });
  }

  /** Rate limit, size limit and schema check in front of every handler; a refusal changes nothing. */
  private handle<S extends z.ZodType>(
    type: string,
    schema: S,
    fn: (client: Client, message: z.output<S>) => string | null,
  ): void {
    this.onMessage(type, (client: Client, message: unknown) => {
      if (!this.admit(client, type, message)) return;
      const parsed = schema.safeParse(message);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const why = `invalid message: ${issue ? `${issue.path.join('.')} ${issue.message}` : ''}`;
        return this.refuse(client, type, why, message);
      }
      let error: string | null;
      try {
        error = fn(client, parsed.data);
      } catch (e) {
        console.error(`room ${this.roomId}: ${type} failed`, e);
        error = 'server error';
      }
      if (error) this.refuse(client, type, error, message);
    });
  }

  private admit(client: Client, type: string | number, message: unknown): boolean {
    const info = this.clientInfo.get(client.sessionId);
    if (!info) return false;
    if (!info.rate.take()) {
      this.refuse(client, type, 'too many messages', message);
      return false;
    }
    let size = 0;
    try {
      size = message === undefined ? 0 : (JSON.stringify(message)?.length ?? 0);
    } catch {
      size = Infinity;
    }
    if (size > this.ctx.config.maxMessageBytes) {
      this.refuse(client, type, 'message too large', message);
      return false;
    }
    return true;
  }

  /** The error reply; for an action it repeats the version the action was sent with, when it had one. */
  private refuse(client: Client, type: string | number, message: string, payload?: unknown): void {
    const v = (payload as { v?: unknown } | null | undefined)?.v;
    client.send(MSG.error, {
      type: String(type).slice(0, 20),
      message,
      ...(typeof v === 'number' && Number.isFinite(v) ? { v } : {}),
    });
  }

  private playerOf(client: Client): Player | undefined {
    const token = this.clientInfo.get(client.sessionId)?.token;
    return token ? this.players.get(token) : undefined;
  }

  private viewerOf(client: Client): Viewer {
    const p = this.playerOf(client);
    return p?.seat && this.slot(p.seat)?.token === p.token ? p.seat : 'spectator';
  }

  private slot(seat: Seat): SeatSlot | undefined {
    return this.seats.find((s) => s.seat === seat);
  }

  // ---------------------------------------------------------------- lobby

  private onSeat(client: Client, seat: Seat | null): string | null {
    if (this.state.started) return 'the game has started';
    const player = this.playerOf(client);
    if (!player) return 'spectators cannot take a seat';
    if (seat) {
      const slot = this.slot(seat);
      if (!slot) return 'no such seat';
      if (slot.token === player.token) return null;
      if (slot.kind === 'human') return 'that seat is taken';
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

  private onReady(client: Client, ready: boolean): string | null {
    if (this.state.started) return 'the game has started';
    const player = this.playerOf(client);
    if (!player?.seat) return 'take a seat first';
    player.ready = ready;
    this.lobbyChanged();
    return null;
  }

  private isHost(client: Client): boolean {
    return this.playerOf(client)?.playerId === this.state.hostId;
  }

  private onBot(client: Client, seat: Seat, on: boolean): string | null {
    if (this.state.started) return 'the game has started';
    if (!this.isHost(client)) return 'only the host can do that';
    const slot = this.slot(seat);
    if (!slot) return 'no such seat';
    if (on) {
      if (slot.kind === 'human') {
        const owner = slot.token ? this.players.get(slot.token) : undefined;
        if (owner?.sessionId) return 'that seat is taken';
        if (owner) owner.seat = null; // its person has gone away
      }
      slot.kind = 'bot';
      slot.token = null;
    } else if (slot.kind === 'bot') slot.kind = 'empty';
    this.lobbyChanged();
    return null;
  }

  private onStart(client: Client): string | null {
    if (this.state.started) return 'the game has started';
    if (!this.isHost(client)) return 'only the host can start';
    for (const slot of this.seats) {
      const p = slot.token ? this.players.get(slot.token) : undefined;
      if (slot.kind === 'human' && p && !p.ready && p.playerId !== this.state.hostId) return 'not everyone is ready';
    }
    for (const slot of this.seats) if (slot.kind === 'empty') slot.kind = 'bot';
    const seed = randomInt(0, 2 ** 31);
    const { session, events } = GameSession.start(this.opts.game, seed);
    this.session = session;
    this.ctx.store.create({
      id: this.roomId,
      options: this.opts,
      seed,
      seats: this.storedSeats(),
      hostId: this.state.hostId,
      created: Date.now(),
    });
    this.state.started = true;
    this.autoDispose = false;
    this.syncSeats();
    this.afterChange(events.map((event, i) => ({ n: i + 1, event })));
    return null;
  }

  private storedSeats(): StoredSeat[] {
    return this.seats.map((slot) => {
      const p = slot.token ? this.players.get(slot.token) : undefined;
      return {
        seat: slot.seat,
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
  }

  /** Mirrors seats into the schema (never a token: only the public player id). */
  private syncSeats(): void {
    const roles = this.session?.state.humans.roles ?? [];
    this.seats.forEach((slot, i) => {
      const s = this.state.seats[i];
      const p = slot.token ? this.players.get(slot.token) : undefined;
      s.kind = slot.kind;
      s.name = slot.kind === 'bot' ? 'CPU' : (p?.name ?? '');
      s.playerId = p?.playerId ?? '';
      s.ready = slot.kind === 'bot' || (p?.ready ?? false);
      s.connected = slot.kind === 'bot' || !!p?.sessionId;
      s.standIn = slot.standIn;
      const mine = slot.seat === 'kaiju' ? ['kaiju'] : roles.filter((r) => r.seat === slot.seat).map((r) => r.role);
      const planned = slot.seat === 'kaiju' ? ['kaiju'] : this.plannedRoles(slot.seat);
      const want = mine.length ? mine : planned;
      if (s.roles.length !== want.length || want.some((r, j) => s.roles[j] !== r)) {
        s.roles.clear();
        for (const r of want) s.roles.push(r);
      }
    });
  }

  private plannedRoles(seat: Seat): string[] {
    const roles = this.opts.game.roles;
    if (!roles) return [];
    const i = ['h1', 'h2', 'h3'].indexOf(seat);
    return this.opts.game.humans === 1 ? [...roles] : roles[i] ? [roles[i]] : [];
  }

  // ---------------------------------------------------------------- playing

  private onAct(client: Client, v: number, action: Action): string | null {
    const session = this.session;
    if (!session) return 'the game has not started';
    if (session.over) return 'the game is over';
    const seat = this.viewerOf(client);
    if (seat === 'spectator') return 'spectators cannot act';
    if (v !== session.v) return `stale: the game is at version ${session.v}`;
    return this.act(seat, action);
  }

  /** The one door for every action (people, computer players, timers): apply, store, broadcast. */
  private act(seat: Seat, action: Action): string | null {
    const session = this.session;
    if (!session) return 'no game';
    const index = session.v;
    const r = session.apply(seat, action);
    if (!r.ok) return r.error;
    const store = this.ctx.store;
    store.append(this.roomId, index, seat, action);
    if (session.over) store.finish(this.roomId, session.state.result, Date.now());
    this.afterChange(r.events);
    return null;
  }

  private afterChange(events: Numbered[]): void {
    const session = this.session;
    if (!session) return;
    this.clocks.updatePlanningTimer();
    const batch = session.batch(events, this.clocks.timer());
    const pub = this.state.pub;
    batch.syncFlat(
      this.flat,
      (k, v) => pub.set(k, v),
      (k) => pub.delete(k),
    );
    if (session.over) {
      this.state.finished = true;
      this.clocks.clear();
      this.autoDispose = true;
    }
    this.syncSeats();
    // The patch and the seat's update leave in one write per socket (ws writes each frame separately otherwise).
    const corked = this.clients.map(socketOf);
    for (const sock of corked) sock?.cork();
    this.broadcastPatch();
    for (const client of this.clients) client.send(MSG.update, batch.json(this.viewerOf(client)));
    for (const sock of corked) sock?.uncork();
    if (session.over) {
      if (this.clients.length === 0) void this.disconnect();
      return;
    }
    this.clocks.scheduleBots();
    this.clocks.updateDecisionTimers();
  }

  private botControlled(seat: Seat): boolean {
    const slot = this.slot(seat);
    return !!slot && (slot.kind === 'bot' || slot.standIn);
  }

  // ---------------------------------------------------------------- chat

  private onSay(client: Client, channel: 'all' | 'team', raw: string): string | null {
    const info = this.clientInfo.get(client.sessionId);
    if (!info?.chat.take()) return 'you are sending messages too fast';
    const text = cleanChat(raw);
    if (!text) return 'empty message';
    const player = this.playerOf(client);
    const seat = this.viewerOf(client);
    if (channel === 'team' && !(seat === 'h1' || seat === 'h2' || seat === 'h3'))
      return 'only the humans have a team channel';
    const msg = { channel, from: player?.name ?? 'Spectator', seat, text, at: Date.now() };
    for (const c of this.clients) {
      const to = this.viewerOf(c);
      const hears =
        channel === 'all' ||
        to === 'h1' ||
        to === 'h2' ||
        to === 'h3' ||
        (to === 'kaiju' && !this.opts.teamChatPrivate);
      if (hears) c.send(MSG.chat, msg);
    }
    return null;
  }

  // ---------------------------------------------------------------- for the HTTP room list

  summary(): {
    code: string;
    name: string;
    humans: number;
    level: number;
    openSeats: number;
    started: boolean;
    isPrivate: boolean;
  } {
    return {
      code: this.roomId,
      name: this.opts.name ?? '',
      humans: this.opts.game.humans,
      level: this.opts.game.level,
      openSeats: this.seats.filter((s) => s.kind === 'empty').length,
      started: this.state.started,
      isPrivate: this.opts.isPrivate,
    };
  }
}

export type { GameEvent };
