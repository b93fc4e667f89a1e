/**
 * Rematch with the same seats: once the game is over, a seated person asks, and a new room (its own record)
 * starts at once in this process with everyone in their old seat. Each person of this room is sent the new room's
 * code with a new token for their seat there; spectators are sent the code to watch; late comers are told too.
 */
import { matchMaker, type Client } from '@colyseus/core';
import { gameError, type GameError } from '../shared/core/errors';
import { MSG, type RematchOffer, type RoomOptions } from '../shared/protocol';
import type { RoomContext } from './config';
import { newSecret, type Player } from './lobby';
import type { StoredSeat } from './store';

export interface RematchSource {
  readonly ctx: RoomContext;
  readonly roomName: string;
  readonly clients: Iterable<Client>;
  readonly clientInfo: Map<string, { token: string | null }>;
  playerOf(client: Client): Player | undefined;
  rematchSource(): { options: RoomOptions; hostId: string; seats: StoredSeat[]; over: boolean };
}

export class Rematch {
  private making: Promise<string> | null = null;
  /** After a rematch was made: the new room, and each person's token there (old token → new token). */
  private code: string | null = null;
  private tokens = new Map<string, string>();

  constructor(private room: RematchSource) {}

  async request(client: Client): Promise<GameError | null> {
    if (!this.room.rematchSource().over) return gameError('notOver');
    if (!this.room.playerOf(client)?.seat) return gameError('takeSeatFirst');
    this.making ??= this.make();
    const code = await this.making.catch((e: unknown) => {
      this.room.ctx.logLimiter.error('rematch', e);
      this.making = null;
      return null;
    });
    return code ? null : gameError('rematchFailed');
  }

  /** Tells a joining client about the rematch, if one was made. */
  tell(client: Client, token: string | undefined): void {
    if (!this.code) return;
    const offer: RematchOffer = { code: this.code, token: (token && this.tokens.get(token)) ?? '' };
    client.send(MSG.rematch, offer);
  }

  private async make(): Promise<string> {
    const src = this.room.rematchSource();
    const fresh = new Map<string, string>();
    const seats = src.seats.map((s) => {
      if (s.kind !== 'human') return s;
      const token = newSecret(18);
      fresh.set(s.token, token);
      return { ...s, token };
    });
    // Here rather than on the least busy process: the key that proves the request is the server's own is this
    // process's.
    const room = await matchMaker.handleCreateRoom(this.room.roomName, {
      room: src.options,
      rematch: { key: this.room.ctx.restoreKey, hostId: src.hostId, seats },
    });
    this.tokens = fresh;
    this.code = room.roomId;
    for (const c of this.room.clients) this.tell(c, this.room.clientInfo.get(c.sessionId)?.token ?? undefined);
    return room.roomId;
  }
}
