// @vitest-environment happy-dom
/**
 * The frame's log (client/ui/frame/log.ts, names.ts): a history received after a reload or by a late spectator is the
 * log, an event it already holds is not written twice, and seats are named by the names typed in the lobby.
 */
import { describe, expect, it } from 'vitest';
import type { GameTexts, SeatNamer } from '../../client/games/types';
import { frameLog } from '../../client/ui/frame/log';
import { seatNamer } from '../../client/ui/frame/names';
import type { SeatInfo } from '../../client/net/types';

interface Ev {
  seat: string;
  what: string;
}
const texts = {
  seat: (seat: string, lang: string) => (lang === 'ja' ? `プレイヤー${seat.slice(1)}` : `Player ${seat.slice(1)}`),
  event: (e: unknown, _lang: string, name?: SeatNamer) => {
    const ev = e as Ev;
    return { text: `${name ? name(ev.seat) : ev.seat} ${ev.what}` };
  },
} as unknown as GameTexts;

const lines = (el: HTMLElement) => [...el.querySelectorAll('.log-line')].map((l) => l.textContent);
const seat = (s: string, name: string, kind: SeatInfo['kind'] = 'human'): SeatInfo => ({
  seat: s,
  kind,
  name,
  connected: true,
  me: false,
});

describe('the frame log', () => {
  it('writes a history as the log, then goes on without repeating what the history held', () => {
    let seats: SeatInfo[] = [seat('p1', 'Alice'), seat('p2', '', 'bot')];
    const log = frameLog(texts, () => seatNamer(seats, texts, 'en'));
    const a = { seat: 'p1', what: 'rolls' };
    log.log(a, 1); // played live before a drop
    log.history([
      { n: 1, event: { seat: 'p1', what: 'rolls' } },
      { n: 2, event: { seat: 'p2', what: 'banks' } },
    ]);
    expect(lines(log.el)).toEqual(['Alice rolls', 'Player 2 banks']);
    log.log({ seat: 'p2', what: 'banks' }, 2); // an update that was still playing when the history came
    log.log({ seat: 'p1', what: 'ships' }, 3);
    log.log({ seat: 'p1', what: 'ends' }); // a number the frame did not know
    expect(lines(log.el)).toEqual(['Alice rolls', 'Player 2 banks', 'Alice ships', 'Alice ends']);
    seats = [seat('p1', 'Alicia'), seat('p2', '', 'bot')];
    log.relog();
    expect(lines(log.el)[0]).toBe('Alicia rolls');
  });

  it('tells two people of the same name apart by their seats', () => {
    const name = seatNamer([seat('p1', 'Player'), seat('p2', 'Player'), seat('p3', 'Kai')], texts, 'en');
    expect([name('p1'), name('p2'), name('p3'), name('p4')]).toEqual([
      'Player (Player 1)',
      'Player (Player 2)',
      'Kai',
      'Player 4',
    ]);
    expect(seatNamer([], texts, 'ja')('p2')).toBe('プレイヤー2');
  });
});
