/**
 * The frame's log: a line per event in the player's language (the game's `texts.event` phrases it). It keeps its
 * last events, so that it is written again in another language, or afresh when a replay jumps.
 */
import type { GameTexts } from '../../games/types';
import { getLang } from '../../i18n/index';
import { clear, h } from '../dom';

/** Lines kept: a long game's first events scroll away. */
const KEEP = 600;

export interface FrameLog {
  el: HTMLElement;
  log(event: unknown): void;
  /** Writes every kept event again (a language change). */
  relog(): void;
  /** Writes the log afresh with these events (a replay that jumps or steps back). */
  replace(events: readonly unknown[]): void;
}

export function frameLog(texts: GameTexts): FrameLog {
  const el = h('div', { class: 'log-list', 'data-test': 'log' });
  const logged: unknown[] = [];
  const line = (e: unknown) => {
    const l = texts.event(e, getLang());
    if (l) el.append(h('div', { class: `log-line ${l.cls ?? ''}`, text: l.text }));
  };
  const relog = () => {
    clear(el);
    for (const e of logged) line(e);
    el.scrollTop = el.scrollHeight;
  };
  return {
    el,
    log(e) {
      logged.push(e);
      if (logged.length > KEEP) logged.splice(0, logged.length - KEEP);
      line(e);
      while (el.childElementCount > KEEP) el.firstElementChild?.remove();
      el.scrollTop = el.scrollHeight;
    },
    relog,
    replace(events) {
      logged.length = 0;
      logged.push(...events.slice(-KEEP));
      relog();
    },
  };
}
