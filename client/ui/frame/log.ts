/**
 * The frame's log: a line per event in the player's language (the game's `texts.event` phrases it, naming each seat
 * as `name` does: the person's name from the lobby). It keeps its last events, so that it is written again in
 * another language or with new names, or afresh when a replay jumps or a history arrives (a late spectator, a reload,
 * a reconnection: `history`, every event before the update it came with).
 */
import type { GameTexts, SeatNamer } from '../../games/types';
import { getLang } from '../../i18n/index';
import { clear, h } from '../dom';

/** Lines kept: a long game's first events scroll away. */
const KEEP = 600;

export interface FrameLog {
  el: HTMLElement;
  /** One event, as the game plays it (`n`: its number, when known: one the history already holds is not repeated). */
  log(event: unknown, n?: number): void;
  /** Writes every kept event again (a language change, new names). */
  relog(): void;
  /** Writes the log afresh with these events (a replay that jumps or steps back). */
  replace(events: readonly unknown[]): void;
  /** Every event up to the newest of these, numbered: the log is theirs (events up to there logged later are not). */
  history(events: readonly { n: number; event: unknown }[]): void;
}

export function frameLog(texts: GameTexts, name: () => SeatNamer): FrameLog {
  const el = h('div', { class: 'log-list', 'data-test': 'log' });
  const logged: unknown[] = [];
  /** The newest event number the history held. */
  let upTo = 0;
  const line = (e: unknown, lang = getLang(), namer = name()) => {
    const l = texts.event(e, lang, namer);
    if (l) el.append(h('div', { class: `log-line ${l.cls ?? ''}`, text: l.text }));
  };
  const relog = () => {
    clear(el);
    const lang = getLang();
    const namer = name();
    for (const e of logged) line(e, lang, namer);
    el.scrollTop = el.scrollHeight;
  };
  const replace = (events: readonly unknown[]) => {
    logged.length = 0;
    logged.push(...events.slice(-KEEP));
    relog();
  };
  return {
    el,
    log(e, n) {
      if (n !== undefined && n <= upTo) return;
      logged.push(e);
      if (logged.length > KEEP) logged.splice(0, logged.length - KEEP);
      line(e);
      while (el.childElementCount > KEEP) el.firstElementChild?.remove();
      el.scrollTop = el.scrollHeight;
    },
    relog,
    replace,
    history(events) {
      if (!events.length) return;
      upTo = Math.max(upTo, events[events.length - 1].n);
      replace(events.map((x) => x.event));
    },
  };
}
