/**
 * A finished online game shown from its record, once its room has closed (the game ended while its people were
 * away, and the room closes when nobody is there): the same game screen, given one update, the end of the game as
 * the player's seat saw it (or a spectator's view, for someone who had no seat in it). Nothing can be sent.
 */
import { replay, type AnyGame, type Viewer } from '../../shared/core/game';
import type { FinishedGame } from './online';
import type { GameConnection, GameUpdate, SeatInfo } from './types';

export function finishedConnection(game: AnyGame, record: FinishedGame): GameConnection {
  const seat: Viewer = record.you ?? 'spectator';
  const final = replay(game, record.options.game, record.seed, record.actions);
  const update: GameUpdate | null = final.ok
    ? {
        v: game.version(final.value),
        seat,
        view: game.view(final.value, seat),
        legal: [],
        standing: [],
        events: [],
        timer: null,
        active: [],
        outcome: game.outcome(final.value),
      }
    : null;
  const seats: SeatInfo[] = record.players.map((p) => ({
    seat: p.seat,
    kind: p.kind,
    name: p.name,
    connected: p.kind === 'bot',
    me: p.seat === seat,
  }));
  const none = () => () => undefined;
  return {
    seat,
    onUpdate(cb) {
      if (update) cb(update);
      return () => undefined;
    },
    onSeats(cb) {
      cb(seats);
      return () => undefined;
    },
    onChat: none,
    onError: none,
    send: () => undefined,
    chat: () => undefined,
    close: () => undefined,
  };
}
