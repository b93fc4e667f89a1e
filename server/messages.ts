/**
 * The room's message doors: a rate limit, a size limit and a schema check in front of every handler, and one
 * refusal format. A refusal changes nothing; every argument Colyseus hands over is untrusted, and a handler that
 * throws is logged and answered with `serverError`.
 */
import type { Client } from '@colyseus/core';
import type { z } from 'zod';
import type { SeatId } from '../shared/core/game';
import { gameError, type GameError } from '../shared/core/errors';
import {
  MSG,
  actMessage,
  botMessage,
  hintMessage,
  readyMessage,
  rematchMessage,
  sayMessage,
  seatMessage,
  startMessage,
  type Refusal,
} from '../shared/protocol';
import type { RoomContext } from './config';
import type { Queued } from './fanout';
import type { HintLimiter } from './hints';
import type { ChatLimiter, RateLimiter } from './limits';

export interface ClientInfo extends Queued {
  token: string | null;
  rate: RateLimiter;
  chat: ChatLimiter;
  hints: HintLimiter;
}

export interface MessageHandlers {
  readonly ctx: RoomContext;
  readonly roomId: string;
  readonly clientInfo: Map<string, ClientInfo>;
  onMessage(type: string, fn: (client: Client, ...args: unknown[]) => void): unknown;
  onAct(client: Client, v: number, action: unknown): GameError | null;
  onSeat(client: Client, seat: SeatId | null): GameError | null;
  onReady(client: Client, ready: boolean): GameError | null;
  onBot(client: Client, seat: SeatId, on: boolean): GameError | null;
  onStart(client: Client): GameError | null;
  onSay(client: Client, channel: string, text: string): GameError | null;
  onHint(client: Client, v: number): GameError | null;
  readonly rematch: { request(client: Client): Promise<GameError | null> };
}

/** A message type as far as it can be read safely: never calls a client-made object's methods. */
export function describeType(x: unknown): string {
  if (typeof x === 'string') return x.slice(0, 20);
  if (typeof x === 'number' && Number.isFinite(x)) return String(x).slice(0, 20);
  return '?';
}

export function registerMessages(room: MessageHandlers): void {
  const handle = <S extends z.ZodType>(
    type: string,
    schema: S,
    fn: (client: Client, message: z.output<S>) => GameError | null,
  ): void => {
    room.onMessage(type, (client: Client, message: unknown) => {
      if (!admit(room, client, type, message)) return;
      const parsed = schema.safeParse(message);
      if (!parsed.success) {
        const path = parsed.error.issues[0]?.path.map(describeType).join('.') ?? '';
        return refuse(client, type, gameError('invalidMessage', { path }), message);
      }
      let error: GameError | null;
      try {
        error = fn(client, parsed.data);
      } catch (e) {
        room.ctx.logLimiter.error(`room ${room.roomId}: ${type} failed`, e);
        error = gameError('serverError');
      }
      if (error) refuse(client, type, error, message);
    });
  };
  handle(MSG.act, actMessage, (client, m) => room.onAct(client, m.v, m.action));
  handle(MSG.seat, seatMessage, (client, m) => room.onSeat(client, m.seat));
  handle(MSG.ready, readyMessage, (client, m) => room.onReady(client, m.ready));
  handle(MSG.bot, botMessage, (client, m) => room.onBot(client, m.seat, m.on));
  handle(MSG.start, startMessage, (client) => room.onStart(client));
  handle(MSG.say, sayMessage, (client, m) => room.onSay(client, m.channel, m.text));
  handle(MSG.hint, hintMessage, (client, m) => room.onHint(client, m.v));
  room.onMessage(MSG.rematch, (client: Client, message: unknown) => {
    if (!admit(room, client, MSG.rematch, message)) return;
    if (!rematchMessage.safeParse(message).success) return refuse(client, MSG.rematch, gameError('invalidMessage'));
    void room.rematch.request(client).then((e) => e && refuse(client, MSG.rematch, e));
  });
  // Colyseus calls this as (client, type, payload) for an unknown type, but as (client, payload, ctx) for a
  // message whose type is '*' itself: every argument is untrusted.
  room.onMessage('*', (client: Client, type: unknown, payload: unknown) => {
    const t = describeType(type);
    if (admit(room, client, t, payload)) refuse(client, t, gameError('unknownMessage'));
  });
}

function admit(room: MessageHandlers, client: Client, type: string, message: unknown): boolean {
  const info = room.clientInfo.get(client.sessionId);
  if (!info) return false;
  if (!info.rate.take()) {
    refuse(client, type, gameError('tooMany'), message);
    return false;
  }
  let size = 0;
  try {
    size = message === undefined ? 0 : (JSON.stringify(message)?.length ?? 0);
  } catch {
    size = Infinity;
  }
  if (size > room.ctx.config.maxMessageBytes) {
    refuse(client, type, gameError('tooLarge'), message);
    return false;
  }
  return true;
}

/** The error reply; for an action it repeats the version the action was sent with, when it had one. */
function refuse(client: Client, type: string, error: GameError, payload?: unknown): void {
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
