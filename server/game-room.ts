/**
 * The one game room, for every game of the registry (registered once per game with Colyseus's `define`): a lobby
 * (seats, ready marks, computer seats; lobby.ts) and then one game run by the shared host. It turns validated
 * messages into host calls and nothing more; the game decides legality.
 *
 * Every accepted action goes to the journal (journal.ts), which commits the writes of each tick in one
 * transaction; only once the action is stored does the room tell anyone (fanout.ts): the public view mirrored into
 * the schema and patched, then each viewer's update. A crash therefore never loses what a player was shown.
 */
import { CloseCode, Room, matchMaker, type Client } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import type { AnyGame, SeatId, Viewer } from '../shared/core/game';
import { describeError, gameError, type GameError } from '../shared/core/errors';
import { FlatMirror } from '../shared/core/jsonmirror';
import { rulesFor } from '../shared/core/versions';
import {
  GameHost,
  realTime,
  type Committed,
  type HostHooks,
  type HostPolicy,
  type Numbered,
} from '../shared/core/host';
import { MSG, createOptionsSchema, joinOptionsSchema, type PublicRoom, type RoomOptions } from '../shared/protocol';
import { roomContext, type HeldRoom, type RoomContext } from './config';
import { fanOut, sendHistory, sendUpdate, updateBytes } from './fanout';
import { EventHistory } from './history';
import { Lobby, type Player, type SeatSlot } from './lobby';
import { registerMessages, type ClientInfo, type MessageHandlers } from './messages';
import { HintLimiter, RoomHints } from './hints';
import { RateLimiter, ChatLimiter, cleanChat } from './limits';
import { Rematch } from './rematch';
import { RoomState, SeatState } from './schema';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = (): string => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The rooms whose clocks one timer ticks, four times a second: a timer of its own per room would wake the process
 * thousands of times a second with hundreds of rooms, a cost even when nobody plays.
 */
const clocks = new (class extends Set<Room> {
  private timer: NodeJS.Timeout | null = null;
  override add(room: Room): this {
    super.add(room);
    if (!this.timer) {
      this.timer = setInterval(() => {
        for (const r of this)
          try {
            r.clock.tick();
          } catch {
            // a room's clock never stops the others'
          }
      }, 250);
      this.timer.unref();
    }
    return this;
  }
  override delete(room: Room): boolean {
    const had = super.delete(room);
    if (!this.size && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    return had;
  }
})();

/** The room class Colyseus defines under a game's id. */
export function roomFor(game: AnyGame): typeof GameRoom {
  return class extends GameRoom {
    protected override game = game;
  };
}

export class GameRoom extends Room<{ state: RoomState }> implements MessageHandlers, HeldRoom {
  /** The game's definition: a restored game's is that of the rules it was played with (shared/core/versions.ts). */
  protected game!: AnyGame;
  ctx!: RoomContext;
  private opts!: RoomOptions;
  private lobby!: Lobby;
  readonly clientInfo = new Map<string, ClientInfo>();
  host: GameHost | null = null;
  /** Each seat's roles as last written to the schema (joined by newlines). */
  private rolesSent: string[] = [];
  /** The public view's entries as of the last updates sent (each update carries those that changed). */
  readonly flat = new FlatMirror();
  /** Writes sent to the journal and not committed yet; the room tells nobody anything while there are some. */
  private unsaved = 0;
  /** Events of the stored changes not sent yet. */
  private unsent: Numbered[] = [];
  /** Every event so far, for those who join late or come back (history.ts). */
  private readonly history = new EventHistory();
  /** The game is held by another process now: this room stops. */
  private gone = false;
  readonly rematch = new Rematch(this);
  private hints!: RoomHints;

  override async onCreate(raw: unknown): Promise<void> {
    this.ctx = roomContext();
    this.hints = new RoomHints(this.ctx.hints, {
      game: () => this.game,
      host: () => this.host,
      present: (c) => this.clients.getById(c.sessionId) === c,
    });
    this.maxMessagesPerSecond = this.ctx.config.maxMessagesPerSecond;
    // Colyseus counts each client's frames per second on the room clock, which only moves when ticked, and the
    // patch rate below never ticks it (the count would never start again): a few ticks a second let it see time.
    clocks.add(this);
    const parsed = createOptionsSchema.safeParse(raw);
    if (!parsed.success) throw new Error('invalid room options');
    const { restore, rematch } = parsed.data;
    this.setState(new RoomState());
    // Patches are flushed by hand, right before the per-seat updates. Not `null`: Colyseus then ticks the room
    // clock 60 times a second per room (which this room never reads), a real cost with hundreds of rooms.
    this.setPatchRate(24 * 3600 * 1000);
    if (restore) {
      if (restore.key !== this.ctx.restoreKey) throw new Error('not allowed');
      await this.restoreGame(restore.id);
    } else {
      if (rematch && rematch.key !== this.ctx.restoreKey) throw new Error('not allowed');
      const game = this.game.parseOptions(parsed.data.room.game);
      if (!game.ok) throw new Error(`invalid game options: ${game.error.code}`);
      this.opts = { ...parsed.data.room, game: game.value };
      this.roomId = await this.freshCode();
      this.makeSeats();
      if (rematch) this.lobby.seatStored(rematch.hostId, rematch.seats);
    }
    this.state.code = this.roomId;
    this.state.options = JSON.stringify(this.opts);
    if (this.opts.isPrivate) void this.setPrivate(true);
    this.publish();
    registerMessages(this);
    if (rematch) this.begin();
  }

  /** A code no stored game and no listed room has (a finished game keeps its code for its replay). */
  private async freshCode(): Promise<string> {
    for (;;) {
      const code = newCode();
      if (!(await this.ctx.store.exists(code)) && !(await matchMaker.getRoomById(code))) return code;
    }
  }

  private makeSeats(): void {
    this.lobby = new Lobby(this.game.seats(this.opts.game));
    this.rolesSent = [];
    for (const s of this.lobby.seats) this.state.seats.push(new SeatState({ seat: s.spec.id }));
  }

  private policy(): HostPolicy {
    const c = this.ctx.config;
    return {
      decisionSeconds: c.decisionSeconds,
      botDelayMs: c.botDelayMs,
      botBudgetMs: c.botBudgetMs,
      turnClockScale: c.turnClockScale,
      botLevel:
        this.opts.botLevel && this.game.computer.levels.includes(this.opts.botLevel)
          ? this.opts.botLevel
          : this.game.computer.defaultLevel,
    };
  }

  private hooks(): HostHooks {
    return {
      computerPlays: (seat) => this.lobby.computerPlays(seat),
      think: (req) => this.ctx.bots.choose(this.game, req),
      committed: (change) => this.committed(change),
      log: (message, ...e) => this.ctx.logLimiter.error(`room ${this.roomId}: ${message}`, ...e),
    };
  }

  /** A stored game this process holds (see ownership.ts), rebuilt from its log in a room with its old code. */
  private async restoreGame(id: string): Promise<void> {
    const stored = await this.ctx.store.get(id);
    if (!stored || stored.status !== 'running' || stored.game !== this.game.id)
      throw new Error(`no running game ${id}`);
    const log = await this.ctx.store.actions(id);
    // the rules it was played with (shared/core/versions.ts): a version this build no longer keeps is not restored
    const rules = rulesFor(this.game, stored.rulesVersion);
    if (!rules.ok) throw new Error(`game ${id}: ${describeError(rules.error)}`);
    this.game = rules.value;
    this.roomId = id;
    this.opts = stored.options;
    this.makeSeats();
    this.lobby.seatStored(stored.hostId, stored.seats);
    const restored = GameHost.restore(
      this.game,
      stored.options.game,
      stored.seed,
      log,
      realTime,
      this.policy(),
      this.hooks(),
    );
    this.host = restored.host;
    this.history.add(restored.events);
    this.state.started = true;
    this.autoDispose = false;
    this.hold();
    // Everyone is away after a restart: each seat gets the usual grace period to come back.
    for (const slot of this.lobby.seats) if (slot.kind === 'human') this.startStandInTimer(slot);
    this.syncSeats();
    this.host.refresh();
    this.flush();
  }

  // ---------------------------------------------------------------- joining and leaving

  override onJoin(client: Client, raw: unknown): void {
    const parsed = joinOptionsSchema.safeParse(raw ?? {});
    if (!parsed.success) throw new Error('invalid join options');
    const info: ClientInfo = {
      token: null,
      rate: new RateLimiter(this.ctx.config.rate.perSecond, this.ctx.config.rate.burst),
      chat: new ChatLimiter(),
      hints: new HintLimiter(),
    };
    this.clientInfo.set(client.sessionId, info);
    const player = this.lobby.join(parsed.data, this.state.started);
    if (player) {
      if (player.sessionId && player.sessionId !== client.sessionId) {
        const old = this.clients.getById(player.sessionId);
        const oldInfo = old ? this.clientInfo.get(old.sessionId) : undefined;
        if (oldInfo) oldInfo.token = null; // the seat now belongs to the new connection
        old?.leave(4001, 'replaced by a newer connection');
      }
      player.sessionId = client.sessionId;
      info.token = player.token;
      const slot = player.seat ? this.lobby.slot(player.seat) : null;
      if (slot && slot.token === player.token) this.reclaim(slot);
      client.send(MSG.me, { playerId: player.playerId, token: player.token });
    } else {
      client.send(MSG.me, { playerId: '', token: '' });
    }
    this.rematch.tell(client, player?.token);
    this.lobbyChanged();
    // While changes wait to be stored, the next flush sends this client its update with everyone else's.
    if (this.host && this.unsaved === 0 && !this.flat.empty) {
      const fresh = this.host.batch([]);
      fresh.fullPublic(this.flat);
      const viewer = this.viewerOf(client);
      this.sendHistory(client, viewer, this.history.count);
      sendUpdate(client, updateBytes(fresh.jsonParts(viewer), false), info);
      info.hasPublic = true;
    }
  }

  override onLeave(client: Client): void {
    const leaving = this.playerOf(client);
    this.detach(client);
    this.clientInfo.delete(client.sessionId);
    if (!this.state.started) this.lobby.left(leaving);
    this.lobbyChanged();
  }

  private detach(client: Client): void {
    const player = this.playerOf(client);
    if (!player || player.sessionId !== client.sessionId) return;
    player.sessionId = null;
    const slot = player.seat ? this.lobby.slot(player.seat) : null;
    if (slot && this.host && !this.host.over) this.startStandInTimer(slot);
  }

  override onDispose(): void {
    clocks.delete(this);
    this.hints?.dispose();
    this.host?.dispose();
    this.unhold();
    for (const slot of this.lobby?.seats ?? []) if (slot.standInTimer) clearTimeout(slot.standInTimer);
  }

  /**
   * The process is stopping: a running game stops here and its people are told they may come back (the game is
   * given up in the store, and whichever process takes it restores it from its log).
   */
  override onBeforeShutdown(): void {
    const running = !!this.host && !this.host.over;
    this.host?.dispose();
    void this.disconnect(running ? CloseCode.MAY_TRY_RECONNECT : CloseCode.SERVER_SHUTDOWN).catch(() => undefined);
  }

  /** This process holds the room's game (stored, unfinished): ownership.ts checks it against the store. */
  private hold(): void {
    if (!this.gone && !this.host?.over) this.ctx.held.set(this.roomId, { room: this, since: this.ctx.checks });
  }

  private unhold(): void {
    if (this.ctx?.held.get(this.roomId)?.room === this) this.ctx.held.delete(this.roomId);
  }

  /** Another process holds this game now (this one stalled past its lease): stop, and send everyone there. */
  lose(): void {
    if (this.gone) return;
    this.gone = true;
    this.unhold();
    this.host?.dispose();
    this.ctx.logLimiter.error(`room ${this.roomId}: the game is held by another process now; closing here`);
    void this.disconnect(CloseCode.MAY_TRY_RECONNECT).catch(() => undefined);
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

  playerOf(client: Client): Player | undefined {
    const token = this.clientInfo.get(client.sessionId)?.token;
    return token ? this.lobby.players.get(token) : undefined;
  }

  viewerOf(client: Client): Viewer {
    const p = this.playerOf(client);
    return this.lobby.holds(p) ? p.seat : 'spectator';
  }

  // ---------------------------------------------------------------- lobby

  onSeat(client: Client, seat: SeatId | null): GameError | null {
    if (this.state.started) return gameError('started');
    const player = this.playerOf(client);
    if (!player) return gameError('spectator');
    const e = this.lobby.choose(player, seat);
    if (!e) this.lobbyChanged();
    return e;
  }

  onReady(client: Client, ready: boolean): GameError | null {
    if (this.state.started) return gameError('started');
    const player = this.playerOf(client);
    if (!player?.seat) return gameError('takeSeatFirst');
    player.ready = ready;
    this.lobbyChanged();
    return null;
  }

  onBot(client: Client, seat: SeatId, on: boolean): GameError | null {
    if (this.state.started) return gameError('started');
    const e = this.lobby.setBot(this.playerOf(client), seat, on);
    if (!e) this.lobbyChanged();
    return e;
  }

  onStart(client: Client): GameError | null {
    if (this.state.started) return gameError('started');
    const e = this.lobby.canStart(this.playerOf(client));
    if (!e) this.begin();
    return e;
  }

  /** Starts the game: empty seats go to the computer, the store records the start, the host deals. */
  private begin(): void {
    this.lobby.fillWithComputer();
    const seed = randomInt(0, 2 ** 31);
    this.write(() =>
      this.ctx.journal.create({
        id: this.roomId,
        game: this.game.id,
        rulesVersion: this.game.rulesVersion,
        options: this.opts,
        seed,
        seats: this.lobby.stored(),
        hostId: this.lobby.hostId,
        created: Date.now(),
      }),
    );
    this.ctx.journal.whenDurable(this.roomId, () => this.hold());
    const { host, events } = GameHost.start(this.game, this.opts.game, seed, realTime, this.policy(), this.hooks());
    this.host = host;
    this.unsent.push(...events);
    this.state.started = true;
    this.autoDispose = false;
    this.syncSeats();
    // the listing says the room has started (a guest's invite link, the room list), with no seat open any more
    this.publish();
    host.refresh();
    // people not connected yet (a rematch) get the usual grace period before a computer stands in
    for (const slot of this.lobby.seats) {
      const p = this.lobby.occupant(slot);
      if (slot.kind === 'human' && !p?.sessionId) this.startStandInTimer(slot);
    }
  }

  /**
   * The seats that have a decision now (public in every game), for a player's list of their games: asked through
   * `matchMaker.remoteRoomCall` from whichever process the list is asked of. Null before the start and after the end.
   */
  turn(): string[] | null {
    return this.host && !this.host.over ? this.game.activeSeats(this.host.state) : null;
  }

  /** What a rematch needs of this room (rematch.ts). */
  rematchSource(): { options: RoomOptions; hostId: string; seats: ReturnType<Lobby['stored']>; over: boolean } {
    return { options: this.opts, hostId: this.lobby.hostId, seats: this.lobby.stored(), over: !!this.host?.over };
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
      openSeats: this.lobby.seats.filter((s) => s.kind === 'empty').length,
      started: this.state.started,
      host: this.lobby.hostName(),
      players: this.lobby.seatedNames(),
    };
    void this.setMetadata(meta).catch((e: unknown) => this.ctx.logLimiter.error('room metadata', e));
  }

  /** Mirrors seats into the schema (never a token: only the public player id). */
  private syncSeats(): void {
    this.state.hostId = this.lobby.hostId;
    this.state.hostName = this.lobby.hostName();
    this.lobby.seats.forEach((slot, i) => {
      const s = this.state.seats[i];
      const p = this.lobby.occupant(slot);
      s.kind = slot.kind;
      s.name = slot.kind === 'bot' ? 'CPU' : (p?.name ?? '');
      s.playerId = p?.playerId ?? '';
      s.ready = slot.kind === 'bot' || (p?.ready ?? false);
      s.connected = slot.kind === 'bot' || !!p?.sessionId;
      s.standIn = slot.standIn;
    });
    this.syncRoles();
  }

  /** The roles each seat plays, which the game may change as it goes (mirrored only when they change). */
  private syncRoles(): void {
    this.lobby.seats.forEach((slot, i) => {
      const want = this.game.seatRoles?.(this.opts.game, this.host?.state ?? null, slot.spec.id) ?? [];
      const key = want.join('\n');
      if (this.rolesSent[i] === key) return;
      this.rolesSent[i] = key;
      const roles = this.state.seats[i].roles;
      roles.clear();
      for (const r of want) roles.push(r);
    });
  }

  // ---------------------------------------------------------------- playing

  onAct(client: Client, v: number, raw: unknown): GameError | null {
    const host = this.host;
    if (!host) return gameError('notStarted');
    if (host.over || this.gone) return gameError('gameOver');
    const seat = this.viewerOf(client);
    if (seat === 'spectator') return gameError('spectator');
    const action = this.game.actionSchema.safeParse(raw);
    if (!action.success) return gameError('invalidMessage', { path: 'action' });
    return host.submit(seat, action.data, v);
  }

  /** Each action the host applied: into the journal (with the end, in the same transaction); sent once stored. */
  private committed(change: Committed): void {
    const host = this.host;
    if (!host) return;
    const journal = this.ctx.journal;
    this.write(() => {
      journal.action(this.roomId, change.index, change.seat, change.action);
      if (change.over) journal.end(this.roomId, this.game.outcome(host.state), Date.now());
    });
    for (const e of change.events) this.unsent.push(e);
  }

  /**
   * The events up to `upTo` that this client has not been sent, as its viewer may see them, before an update whose
   * events follow them (history.ts).
   */
  private sendHistory(client: Client, viewer: Viewer, upTo: number): void {
    const info = this.clientInfo.get(client.sessionId);
    const host = this.host;
    const from = info?.historyUpTo ?? 0;
    if (!info || !host || upTo <= from) return;
    info.historyUpTo = upTo;
    sendHistory(client, this.history.parts(this.game, host.state, viewer, from, upTo));
  }

  /** A write for this room's game; once it and every earlier one are stored, the room sends what changed. */
  private write(add: () => void): void {
    add();
    this.unsaved++;
    this.ctx.journal.whenDurable(this.roomId, () => {
      this.unsaved--;
      if (this.unsaved === 0) this.flush();
    });
  }

  /** Sends the stored changes: the public view into the schema, the patch, each viewer's update. */
  private flush(): void {
    const host = this.host;
    if (!host || this.gone) return;
    const batch = host.batch(this.unsent);
    // kept as sent now; a client that gets the batch whole (it had no update yet) lacks the events before the batch's
    const before = this.history.count;
    this.history.add(this.unsent);
    this.unsent = [];
    batch.syncPublic(this.flat, host.takeTouched());
    if (host.over) {
      this.state.finished = true;
      this.autoDispose = true;
      this.unhold();
    }
    this.syncRoles();
    fanOut(
      {
        clients: this.clients,
        viewerOf: (c) => this.viewerOf(c),
        info: (c) => this.clientInfo.get(c.sessionId),
        broadcastPatch: () => {
          if (this.lobbyHasChanges()) this.broadcastPatch();
        },
        beforeWhole: (c, viewer, joining) => this.sendHistory(c, viewer, joining ? this.history.count : before),
      },
      batch,
      () => {
        const fresh = host.batch([]);
        fresh.fullPublic(this.flat);
        return fresh;
      },
    );
    if (host.over && this.clients.length === 0) void this.disconnect();
  }

  /**
   * Whether the lobby's schema has changes to send (Colyseus's encoder; true when it cannot be read). Most changes of
   * a game change nothing in the lobby: the patch, with its clock tick and flushes, is skipped then.
   */
  private lobbyHasChanges(): boolean {
    const encoder = (this as unknown as { _serializer?: { encoder?: { hasChanges?: unknown } } })._serializer?.encoder;
    return typeof encoder?.hasChanges === 'boolean' ? encoder.hasChanges : true;
  }

  /** A seated player's hint on its own decision (hints.ts): answered later, to that client alone. */
  onHint(client: Client, v: number): GameError | null {
    const host = this.host;
    if (!host) return gameError('notStarted');
    if (host.over || this.gone) return gameError('gameOver');
    const seat = this.viewerOf(client);
    if (seat === 'spectator') return gameError('spectator');
    const limit = this.clientInfo.get(client.sessionId)?.hints;
    if (!limit?.take()) return gameError('hintTooFast');
    if (this.hints.ask(client, seat, v, () => limit.done())) return null;
    limit.done();
    return gameError('hintBusy');
  }

  // ---------------------------------------------------------------- chat

  onSay(client: Client, channelId: string, raw: string): GameError | null {
    const info = this.clientInfo.get(client.sessionId);
    if (!info?.chat.take()) return gameError('chatTooFast');
    const text = cleanChat(raw);
    if (!text) return gameError('chatEmpty');
    const channel = this.game.chatChannels(this.opts.game).find((c) => c.id === channelId);
    const seat = this.viewerOf(client);
    if (!channel || (channel.speakers !== 'all' && !channel.speakers.includes(seat))) return gameError('noChannel');
    const player = this.playerOf(client);
    // no name for a spectator: the client says 'Spectator' in its reader's language
    const msg = { channel: channel.id, from: player?.name ?? '', seat, text, at: Date.now() };
    for (const c of this.clients) {
      const to = this.viewerOf(c);
      if (channel.listeners === 'all' || channel.listeners.includes(to)) c.send(MSG.chat, msg);
    }
    return null;
  }
}
