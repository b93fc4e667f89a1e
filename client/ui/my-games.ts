/**
 * "My games": the games this browser has played, of every game. Unfinished ones to return to (online games, with
 * whose move it is now, asked of the server; the solo game in progress), and finished ones with how they ended, each
 * with its end and its replay. Online games are in the list from their first update (client/net/my-games.ts), so a
 * page closed in the middle of a game loses nothing.
 */
import { LEGACY_GAME } from '../../shared/legacy';
import type { GameStatus } from '../../shared/protocol';
import { gameMeta } from '../games/registry';
import { getLang, t } from '../i18n/index';
import { playedOnline, rememberOnlineGame, savedSoloGame, storedReplays } from '../net/local-save';
import { finishMyGame, myGames, type MyGame } from '../net/my-games';
import { onlineClient } from '../net/online';
import { clear, h } from './dom';
import { setPendingGame } from './pending';
import { navigate } from './nav';

interface Finished {
  id: string;
  game: string;
  seat: string;
  at: number;
  won: boolean | null;
  online: boolean;
}

function when(at: number): string {
  return new Date(at).toLocaleString(getLang() === 'ja' ? 'ja-JP' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** The game's name and the seat played, as a person reads them. */
function title(game: string, seat: string): string {
  const lang = getLang();
  const meta = gameMeta(game);
  return [meta?.name[lang] ?? game, seat ? (meta?.seatName(seat, lang) ?? seat) : ''].filter(Boolean).join(' ・ ');
}

/** Whose move it is in a running game, from the seat played here. */
function turnText(g: MyGame, status: GameStatus | undefined): string {
  const turn = status?.turn;
  if (!turn?.length) return t('started');
  if (turn.includes(g.seat)) return t('yourTurn');
  const meta = gameMeta(g.game);
  return t('waitingFor', { seats: turn.map((s) => meta?.seatName(s, getLang()) ?? s).join('・') });
}

function runningRow(g: MyGame, status: GameStatus | undefined): HTMLElement {
  const mine = !!status?.turn?.includes(g.seat);
  return h(
    'div',
    { class: 'room-item', 'data-test': 'my-game-running', 'data-code': g.id },
    h('b', { text: title(g.game, g.seat) }),
    h('span', { 'data-test': 'my-game-turn', text: turnText(g, status) }),
    h('span', { class: 'note', text: `${t('playOnline')} ${g.id} ・ ${when(g.started)}` }),
    h('button', {
      class: mine ? 'primary' : '',
      'data-test': 'my-game-return',
      text: t('returnToGame'),
      onclick: () => navigate(`#/room/${encodeURIComponent(g.id)}`),
    }),
  );
}

function soloRow(): HTMLElement | null {
  const saved = savedSoloGame();
  if (!saved) return null;
  return h(
    'div',
    { class: 'room-item', 'data-test': 'my-game-solo' },
    h('b', { text: title(saved.game ?? LEGACY_GAME, saved.seat) }),
    h('span', { class: 'note', text: t('playSolo') }),
    h('button', {
      'data-test': 'my-game-resume',
      text: t('reconnect'),
      onclick: () => {
        setPendingGame({ kind: 'solo', resume: saved });
        navigate('#/play');
      },
    }),
  );
}

function finishedRow(f: Finished): HTMLElement {
  const result = f.won === null ? '' : t(f.won ? 'replayWon' : 'replayLost');
  return h(
    'div',
    { class: 'room-item', 'data-test': 'my-game-finished', 'data-code': f.id },
    h('b', { text: title(f.game, f.seat) }),
    h('span', { 'data-test': 'my-game-result', text: [t('resultTitle'), result].filter(Boolean).join(' ・ ') }),
    h('span', {
      class: 'note',
      text: [f.online ? `${t('playOnline')} ${f.id}` : t('playSolo'), when(f.at)].join(' ・ '),
    }),
    // an online game's end, as this seat saw it (its room, or its record once the room has closed)
    f.online
      ? h('button', {
          'data-test': 'my-game-end',
          text: t('seeEnd'),
          onclick: () => navigate(`#/room/${encodeURIComponent(f.id)}`),
        })
      : null,
    h('button', {
      'data-test': 'my-game-replay',
      text: t('watchReplay'),
      onclick: () => navigate(`#/replay/${encodeURIComponent(f.id)}`),
    }),
  );
}

/** The finished games: this list's own, those kept before it (the replay list's), and the solo ones. */
function finishedGames(mine: MyGame[]): Finished[] {
  const out: Finished[] = mine.flatMap((g) =>
    g.finished ? [{ id: g.id, game: g.game, seat: g.seat, at: g.finished.at, won: g.finished.won, online: true }] : [],
  );
  const known = new Set(mine.map((g) => g.id));
  for (const r of playedOnline())
    if (!known.has(r.id))
      out.push({ id: r.id, game: r.game ?? LEGACY_GAME, seat: r.seat, at: r.at, won: r.won ?? null, online: true });
  for (const r of storedReplays())
    out.push({ id: r.id, game: r.log.game ?? LEGACY_GAME, seat: r.seat, at: r.at, won: r.won ?? null, online: false });
  return out.sort((a, b) => b.at - a.at);
}

/** Running games the server says are over: into the finished ones here (and the replay list). */
function learnEnds(mine: MyGame[], statuses: GameStatus[]): void {
  const net = onlineClient();
  for (const s of statuses) {
    const g = mine.find((x) => x.id === s.id);
    if (!g || g.finished || s.state !== 'finished') continue;
    const won = s.result ? s.result.winners.includes(g.seat) : null;
    finishMyGame(net.storage, g.id, s.finished ?? Date.now(), won);
    rememberOnlineGame({ id: g.id, at: s.finished ?? Date.now(), seat: g.seat, game: g.game, won: won ?? undefined });
  }
}

export function renderMyGames(root: HTMLElement): void {
  const running = h('div', { class: 'room-list', 'data-test': 'my-games-running' });
  const finished = h('div', { class: 'room-list', 'data-test': 'my-games-finished' });
  const status = h('p', { class: 'note', 'data-test': 'my-games-status' });
  root.append(
    h(
      'div',
      { class: 'screen', 'data-screen': 'my-games' },
      h(
        'div',
        { class: 'card-panel' },
        h('h2', { text: t('myGames') }),
        h('h3', { text: t('myGamesRunning') }),
        running,
        status,
        h('h3', { text: t('myGamesFinished') }),
        finished,
        h('div', { class: 'actions-row' }, h('button', { text: t('back'), onclick: () => navigate('#/') })),
      ),
    ),
  );
  const draw = (statuses: GameStatus[] | null) => {
    const mine = myGames(onlineClient().storage);
    if (statuses) learnEnds(mine, statuses);
    const now = myGames(onlineClient().storage);
    const open = now.filter((g) => !g.finished && (!statuses || statuses.some((s) => s.id === g.id)));
    clear(running);
    const solo = soloRow();
    if (solo) running.append(solo);
    for (const g of open)
      running.append(
        runningRow(
          g,
          statuses?.find((s) => s.id === g.id),
        ),
      );
    if (!solo && !open.length) running.append(h('p', { class: 'note', text: t('myGamesNone') }));
    clear(finished);
    const done = finishedGames(now);
    if (!done.length) finished.append(h('p', { class: 'note', text: t('noReplays') }));
    for (const f of done) finished.append(finishedRow(f));
  };
  draw(null);
  const ids = myGames(onlineClient().storage)
    .filter((g) => !g.finished)
    .map((g) => g.id);
  if (!ids.length) return;
  status.textContent = t('loading');
  onlineClient()
    .gameStatuses(ids)
    .then((statuses) => {
      status.textContent = '';
      draw(statuses);
    })
    .catch(() => {
      // the server cannot be asked now: the games are listed as this browser last knew them
      status.textContent = t('onlineUnavailable');
    });
}
