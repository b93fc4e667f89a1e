/**
 * A room's people and seats, apart from Colyseus: who is here (each person's secret seat token), which seat each
 * holds, who is the host, and the lobby's rules (taking a seat, being ready, giving a seat to the computer,
 * starting). The room turns messages into these calls and mirrors the result into its schema.
 */
import { randomBytes } from 'node:crypto';
import type { SeatId, SeatSpec } from '../shared/core/game';
import { gameError, type GameError } from '../shared/core/errors';
import type { JoinOptions } from '../shared/protocol';
import type { StoredSeat } from './store';

export interface Player {
  playerId: string;
  token: string;
  name: string;
  seat: SeatId | null;
  ready: boolean;
  /** The connection that speaks for this person now, if any. */
  sessionId: string | null;
}

export interface SeatSlot {
  spec: SeatSpec;
  kind: 'empty' | 'human' | 'bot';
  token: string | null;
  /** A computer player stands in for its absent person. */
  standIn: boolean;
  standInTimer: NodeJS.Timeout | null;
}

export const newSecret = (bytes: number): string => randomBytes(bytes).toString('base64url');

export class Lobby {
  readonly players = new Map<string, Player>();
  readonly seats: SeatSlot[];
  hostId = '';

  constructor(specs: SeatSpec[]) {
    this.seats = specs.map((spec) => ({
      spec,
      kind: spec.playable ? 'empty' : 'bot',
      token: null,
      standIn: false,
      standInTimer: null,
    }));
  }

  slot(seat: SeatId): SeatSlot | undefined {
    return this.seats.find((s) => s.spec.id === seat);
  }

  /**
   * Seats people as stored: a restored game's (their tokens) or a rematch's (new tokens), everyone ready; absent
   * people get the usual grace period once the game runs.
   */
  seatStored(hostId: string, seats: StoredSeat[]): void {
    this.hostId = hostId;
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

  /** The person a joining connection is: by seat token, or a new person while the game has not started. */
  join(o: JoinOptions, started: boolean): Player | undefined {
    let player = o.token ? this.players.get(o.token) : undefined;
    if (!player && !o.spectate && !started) {
      player = {
        playerId: newSecret(6),
        token: newSecret(18),
        name: o.name ?? 'Player',
        seat: null,
        ready: false,
        sessionId: null,
      };
      this.players.set(player.token, player);
      if (!this.hostId) this.hostId = player.playerId;
    }
    if (player && o.name && !started) player.name = o.name;
    return player;
  }

  /** A lobby whose host has gone gets a new host among those still here, so that someone can start it. */
  left(leaving: Player | undefined): void {
    if (leaving?.playerId !== this.hostId || leaving.sessionId) return;
    const next = [...this.players.values()].find((p) => p.sessionId);
    if (next) this.hostId = next.playerId;
  }

  /** Whether this person holds this seat now (its token is theirs). */
  holds(p: Player | undefined): p is Player & { seat: SeatId } {
    return !!p?.seat && this.slot(p.seat)?.token === p.token;
  }

  choose(player: Player, seat: SeatId | null): GameError | null {
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
    const slot = seat ? this.slot(seat) : undefined;
    if (slot) {
      slot.kind = 'human';
      slot.token = player.token;
    }
    return null;
  }

  setBot(player: Player | undefined, seat: SeatId, on: boolean): GameError | null {
    if (player?.playerId !== this.hostId) return gameError('notHost');
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
    return null;
  }

  /**
   * Whether this person may start the game now; the host need not be ready, everyone else seated must. [R] At least
   * one person must be seated: empty seats go to the computer at the start, and a room of computers only, started by
   * a host who forgot to sit, would leave everyone watching (a platform ruling; the rules say nothing of rooms).
   */
  canStart(player: Player | undefined): GameError | null {
    if (player?.playerId !== this.hostId) return gameError('notHost');
    if (!this.seats.some((slot) => slot.kind === 'human')) return gameError('nobodySeated');
    for (const slot of this.seats) {
      const p = slot.token ? this.players.get(slot.token) : undefined;
      if (slot.kind === 'human' && p && !p.ready && p.playerId !== this.hostId) return gameError('notReady');
    }
    return null;
  }

  /** At the start: empty seats go to the computer. */
  fillWithComputer(): void {
    for (const slot of this.seats) if (slot.kind === 'empty') slot.kind = 'bot';
  }

  stored(): StoredSeat[] {
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

  /** The host's name, as typed ('' before anyone joined). */
  hostName(): string {
    for (const p of this.players.values()) if (p.playerId === this.hostId) return p.name;
    return '';
  }

  /** The names of the people seated, in seat order. */
  seatedNames(): string[] {
    return this.seats.flatMap((slot) => {
      const p = slot.kind === 'human' ? this.occupant(slot) : undefined;
      return p ? [p.name] : [];
    });
  }

  /** The person seated at a slot, if any. */
  occupant(slot: SeatSlot): Player | undefined {
    return slot.token ? this.players.get(slot.token) : undefined;
  }

  /** Whether the computer plays this seat now (a computer seat, or a stand-in for an absent person). */
  computerPlays(seat: SeatId): boolean {
    const slot = this.slot(seat);
    return !!slot && (slot.kind === 'bot' || slot.standIn);
  }
}
