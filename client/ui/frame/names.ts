/**
 * How the frame names a seat in the log: the name its person typed in the lobby, else the game's own name for the
 * seat (a computer player, solo play, a replay). Two people who typed the same name are told apart by their seats.
 */
import type { GameTexts, SeatNamer } from '../../games/types';
import type { Lang } from '../../i18n/lang';
import type { SeatInfo } from '../../net/types';

export function seatNamer(seats: readonly SeatInfo[], texts: GameTexts, lang: Lang): SeatNamer {
  const named = new Map<string, string>();
  const uses = new Map<string, number>();
  for (const s of seats) {
    const name = s.name.trim();
    if (!name) continue;
    named.set(s.seat, name);
    uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  return (seat) => {
    const name = named.get(seat);
    if (name === undefined) return texts.seat(seat, lang);
    return (uses.get(name) ?? 0) > 1 ? `${name} (${texts.seat(seat, lang)})` : name;
  };
}

/** What the names depend on: the log is written again when it changes. */
export const namesKey = (seats: readonly SeatInfo[]): string => seats.map((s) => `${s.seat}=${s.name}`).join('\n');
