/** A GameConnection for solo play: the engine and the computer players run in a Web Worker. */
import type { GameError } from '../../shared/core/errors';
import type { Hint as CoreHint, SeatId } from '../../shared/core/game';
import type { FromWorker, GameLog, ToWorker } from './local-protocol';
import { clearSavedSolo, saveSolo, storeReplay, type SavedGame } from './local-save';
import { SeenEvents } from './seen-events';
import type { ChatMessage, GameConnection, GameUpdate, SeatInfo } from './types';

export type { GameLog };
export type Hint<A = unknown> = CoreHint<A>;

/** A connection that can suggest the player's next answer (solo play in the worker, online on the server). */
export interface HintSource {
  hint(v: number): Promise<Hint | null>;
}

export function canHint(c: GameConnection | null): c is GameConnection & HintSource {
  return typeof c?.hint === 'function';
}

export interface LocalGameOptions {
  /** The game's id in the registry. */
  game: string;
  options: unknown;
  seat: string;
  botLevel?: string;
  botDelayMs?: number;
  /** The computer's thinking budget: each of its answers comes `botDelayMs + botBudgetMs` after it was asked. */
  botBudgetMs?: number;
  resume?: SavedGame;
  /** A fixed seed (a tutorial's). */
  seed?: number;
}

export class LocalConnection implements GameConnection {
  readonly seat: SeatId;
  readonly replayId: string;
  private worker: Worker;
  private updates = new Set<(u: GameUpdate) => void>();
  private chats = new Set<(m: ChatMessage) => void>();
  private errors = new Set<(e: GameError) => void>();
  private last: GameUpdate | null = null;
  private seen = new SeenEvents();
  private seats: SeatInfo[] | null = null;
  /** The game's options, once the worker has started it (a rematch starts a game with the same ones). */
  options: unknown = null;
  readonly game: string;
  readonly botLevel: string;
  private seatListeners = new Set<(s: SeatInfo[]) => void>();
  private hintWaiters: { v: number; resolve: (h: Hint | null) => void }[] = [];

  constructor(o: LocalGameOptions) {
    this.seat = o.resume?.seat ?? o.seat;
    const game = (this.game = o.resume?.game ?? o.game);
    const botLevel = (this.botLevel = o.resume?.botLevel ?? o.botLevel ?? 'random');
    this.replayId = o.resume?.id ?? `solo-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    this.worker = new Worker(new URL('./local-worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (ev: MessageEvent<FromWorker>) => {
      const m = ev.data;
      if (m.type === 'update') {
        this.last = m.update;
        this.seen.note(m.update);
        for (const f of this.updates) f(m.update);
      } else if (m.type === 'seats') {
        const seats: SeatInfo[] = m.seats.map((s) => ({
          seat: s,
          kind: s === this.seat ? 'human' : 'bot',
          name: '',
          connected: true,
          me: s === this.seat,
        }));
        this.seats = seats;
        this.options = m.options;
        for (const f of this.seatListeners) f(seats);
      } else if (m.type === 'error') {
        for (const f of this.errors) f(m.error);
      } else if (m.type === 'over') {
        clearSavedSolo();
        const winners = this.last?.outcome?.winners;
        storeReplay({
          id: this.replayId,
          at: Date.now(),
          log: m.log,
          seat: this.seat,
          ...(winners ? { won: winners.includes(this.seat) } : {}),
        });
      } else if (m.type === 'hint') {
        const ready = this.hintWaiters.filter((w) => w.v === m.v);
        this.hintWaiters = this.hintWaiters.filter((w) => w.v !== m.v);
        for (const w of ready) w.resolve(m.hint);
      } else if (m.type === 'saved') saveSolo({ id: this.replayId, game, seat: this.seat, botLevel });
    };
    const init: ToWorker = {
      type: 'init',
      game,
      id: this.replayId,
      resume: !!o.resume,
      options: o.options,
      seat: this.seat,
      botLevel,
      botDelayMs: o.botDelayMs ?? 500,
      botBudgetMs: o.botBudgetMs ?? 300,
      ...(o.seed !== undefined && !o.resume && { seed: o.seed }),
    };
    this.worker.postMessage(init);
  }

  onUpdate(cb: (u: GameUpdate) => void): () => void {
    this.updates.add(cb);
    if (this.last) cb(this.seen.late(this.last));
    return () => this.updates.delete(cb);
  }

  onSeats(cb: (s: SeatInfo[]) => void): () => void {
    this.seatListeners.add(cb);
    if (this.seats) cb(this.seats);
    return () => this.seatListeners.delete(cb);
  }

  onChat(cb: (m: ChatMessage) => void): () => void {
    this.chats.add(cb);
    return () => this.chats.delete(cb);
  }

  onError(cb: (e: GameError) => void): () => void {
    this.errors.add(cb);
    return () => this.errors.delete(cb);
  }

  send(action: unknown, v: number): void {
    const m: ToWorker = { type: 'action', action, v };
    this.worker.postMessage(m);
  }

  /** The strongest computer player's suggestion for the decision at version v (about half a second). */
  hint(v: number): Promise<Hint | null> {
    return new Promise((resolve) => {
      this.hintWaiters.push({ v, resolve });
      const m: ToWorker = { type: 'hint', v };
      this.worker.postMessage(m);
    });
  }

  chat(channel: ChatMessage['channel'], text: string): void {
    // Solo play: the message is only echoed back (the computer players do not read chat).
    const m: ChatMessage = { channel, from: '', seat: this.seat, text, at: Date.now() };
    for (const f of this.chats) f(m);
  }

  close(): void {
    this.worker.terminate();
    this.updates.clear();
    for (const w of this.hintWaiters) w.resolve(null);
    this.hintWaiters = [];
  }
}
