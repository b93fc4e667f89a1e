/**
 * The replay viewer: any finished game (a solo game kept in this browser, or an online game from the server),
 * step by step or scrubbed along a timeline, with the animations and the log. It shows what was public at each
 * moment, or everything (the game being over) with the toggle.
 */
import type { SeatId } from '../../shared/core/game';
import { gameError, type GameError } from '../../shared/core/errors';
import { timeline, type Timeline } from '../../shared/core/host';
import { rulesFor } from '../../shared/core/versions';
import { LEGACY_GAME } from '../../shared/legacy';
import { loadDefinition, loadGameClient } from '../games/registry';
import { errorText } from '../i18n/errors';
import { getLang, onLangChange, t } from '../i18n/index';
import { storedReplays } from '../net/local-save';
import type { GameUpdate } from '../net/types';
import { h, switchBox } from './dom';
import { loadGameScreen } from './game-loader';
import { navigate, setCleanup } from './nav';
import { markBeside, marksRow, replayMarks, type ReplayMark } from './replay-marks';
import { selectedGame } from './selected-game';

interface Record_ {
  game: string;
  /** The rules version it was played under (absent in solo records kept before versions were stored). */
  rulesVersion?: number;
  options: unknown;
  seed: number;
  actions: { seat: SeatId; action: unknown }[];
  /** Who sat where (an online game's record): the log names them. */
  players?: { seat: SeatId; kind: 'human' | 'bot'; name: string }[];
}

async function fetchRecord(id: string): Promise<Record_ | null> {
  const local = storedReplays().find((r) => r.id === id);
  if (local) return { ...local.log, game: local.log.game ?? LEGACY_GAME };
  try {
    const { onlineClient } = await import('../net/online');
    const g = await onlineClient().finishedGame(id);
    return g
      ? {
          game: g.game,
          rulesVersion: g.rulesVersion,
          options: g.options.game,
          seed: g.seed,
          actions: g.actions,
          players: g.players,
        }
      : null;
  } catch {
    return null;
  }
}

export async function renderReplay(root: HTMLElement, id: string): Promise<void> {
  const record = await fetchRecord(id);
  const gameId = record?.game ?? selectedGame();
  const mount = await loadGameScreen(gameId);
  const current = record ? await loadDefinition(gameId) : null;
  // the rules it was played with (shared/core/versions.ts), and every state of the game with the events that led to
  // it, hosted step by step by the one host; a record that cannot be replayed as played is refused, never shown wrong
  const rules = record && current ? rulesFor(current, record.rulesVersion) : null;
  const line = record && rules?.ok ? timeline(rules.value, record.options, record.seed, record.actions) : null;
  const refusal = rules && !rules.ok ? rules.error : line && !line.complete ? replayFailed(gameId, line) : null;
  if (!record || !rules?.ok || !line || refusal) {
    const why = refusal ? errorText(refusal, getLang()) : t('noReplays');
    root.append(
      h(
        'div',
        { class: 'screen', 'data-screen': 'replay-missing' },
        h(
          'div',
          { class: 'card-panel' },
          h('p', { text: why ?? t('noReplays'), 'data-test': refusal ? `refused-${refusal.code}` : 'no-replay' }),
          h('button', { text: t('back'), onclick: () => navigate('#/') }),
        ),
      ),
    );
    return;
  }
  const game = rules.value;
  const states = line.states;
  const events = line.events.map((es) => es.map((e) => e.event));
  const last = states.length - 1;
  let step = 0;
  let showAll = false;
  let playing: ReturnType<typeof setInterval> | null = null;
  let eventNo = 0;

  const label = h('span', { class: 'replay-step', 'data-test': 'replay-step' });
  const slider = h('input', { type: 'range', min: 0, max: last, value: 0, 'data-test': 'replay-slider' });
  const playBtn = h('button', { 'data-test': 'replay-play', text: t('replayPlay') });
  const allBox = switchBox({ 'data-test': 'replay-all' });
  const full = game.fullView?.bind(game);
  // the parts of the game (its rounds) marked under the slider, from the events as a spectator saw them
  const { texts } = await loadGameClient(gameId);
  const publicEvents = events.map((es, k) => es.filter((e) => game.redactEvent(states[k], e, 'spectator') !== null));
  let marks: ReplayMark[] = [];
  const marksHost = h('div', { class: 'replay-marks-host' });
  const drawMarks = () => {
    marks = replayMarks(publicEvents, texts.chapter ? (e) => texts.chapter?.(e, getLang()) ?? null : undefined);
    marksHost.replaceChildren(marksRow(marks, last, (i) => go(i, false)));
    partBtns.forEach((b) => b.classList.toggle('hidden', !marks.length));
    markHere();
  };
  const markHere = () => {
    const here = markBeside(marks, step + 1, -1);
    for (const el of marksHost.querySelectorAll('[data-step]'))
      el.classList.toggle('here', !!here && el.getAttribute('data-step') === String(here.step));
  };
  const jumpPart = (dir: -1 | 1) => {
    const m = markBeside(marks, step, dir);
    if (m) go(m.step, false);
    else if (dir < 0) go(0, false);
  };
  const partBtns = ([-1, 1] as const).map((dir) => {
    const b = h('button', {
      'data-test': dir < 0 ? 'replay-prev-part' : 'replay-next-part',
      title: t(dir < 0 ? 'replayPrevPart' : 'replayNextPart'),
      'aria-label': t(dir < 0 ? 'replayPrevPart' : 'replayNextPart'),
      onclick: () => jumpPart(dir),
    });
    // drawn, not a character: the fonts have no ⏮ ⏭
    b.innerHTML = `<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="${dir < 0 ? 'M3 2v12M13 2L5 8l8 6z' : 'M13 2v12M3 2l8 6-8 6z'}" fill="currentColor" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>`;
    return b;
  });
  const bar = h(
    'div',
    { class: 'replay-bar' },
    partBtns[0],
    h('button', { 'data-test': 'replay-prev', text: '◀', title: t('replayPrev'), onclick: () => go(step - 1, false) }),
    playBtn,
    h('button', { 'data-test': 'replay-next', text: '▶', title: t('replayNext'), onclick: () => go(step + 1, true) }),
    partBtns[1],
    h('div', { class: 'replay-track' }, slider, marksHost),
    label,
    full ? h('label', {}, allBox, t('replayAll')) : null,
  );
  const wrap = h('div', { class: 'replay-root', 'data-screen': 'replay' });
  root.append(wrap);
  const seats = (record.players ?? []).map((p) => ({
    seat: p.seat,
    kind: p.kind,
    name: p.kind === 'human' ? p.name : '',
    connected: true,
    me: false,
  }));
  const screen = await mount(wrap, null, { readOnly: true, extraBar: bar, seats, onExit: () => navigate('#/') });

  const update = (i: number, withEvents: boolean): GameUpdate => {
    const s = states[i];
    const all = showAll && full;
    const evs = withEvents
      ? events[i].map((e) => (all ? e : game.redactEvent(s, e, 'spectator'))).filter((e) => e !== null)
      : [];
    return {
      v: game.version(s),
      seat: 'spectator',
      view: all ? full(s) : game.view(s, 'spectator'),
      legal: [],
      events: evs.map((event) => ({ n: ++eventNo, event })),
      timer: null,
    };
  };
  /** What the log holds at a step: every event up to it, as the viewer sees them. */
  const logUpTo = (i: number): unknown[] => {
    const out: unknown[] = [];
    for (let k = 0; k <= i; k++)
      for (const e of events[k]) {
        const seen = showAll && full ? e : game.redactEvent(states[k], e, 'spectator');
        if (seen !== null) out.push(seen);
      }
    return out;
  };
  function go(i: number, animate: boolean): void {
    const next = Math.max(0, Math.min(last, i));
    if (next === step && animate) return;
    step = next;
    slider.value = String(step);
    label.textContent = t('replayStep', { n: step, of: last });
    markHere();
    // a jump or a step back writes the log as it stood then; a step forward logs its events as they play
    if (!animate) screen.replaceLog?.(logUpTo(step));
    screen.push(update(step, animate));
  }
  slider.oninput = () => go(Number(slider.value), false);
  allBox.onchange = () => {
    showAll = allBox.checked;
    go(step, false);
  };
  playBtn.onclick = () => {
    if (playing) {
      clearInterval(playing);
      playing = null;
      playBtn.textContent = t('replayPlay');
      return;
    }
    playBtn.textContent = t('replayPause');
    playing = setInterval(() => {
      if (step >= last && playing) {
        clearInterval(playing);
        playing = null;
        playBtn.textContent = t('replayPlay');
        return;
      }
      go(step + 1, true);
    }, 700);
  };
  screen.push(update(0, true));
  label.textContent = t('replayStep', { n: 0, of: last });
  drawMarks();
  const unlang = onLangChange(drawMarks);
  setCleanup(() => {
    unlang();
    if (playing) clearInterval(playing);
    screen.destroy();
    wrap.remove();
  });
}

/** A log that stops applying: the first action that does not (counted from 1). */
function replayFailed(game: string, line: Timeline): GameError {
  return gameError('replayFailed', { game, move: line.states.length });
}
