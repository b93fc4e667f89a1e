/**
 * The frame's hint: a button that asks the connection (the solo worker, or the server online) to search the player's
 * own view, then the answer's reason and, when enough games back it, its chance of winning as a range; the game marks
 * the suggested answer.
 */
import type { Hint } from '../../../shared/core/game';
import type { GameTexts } from '../../games/types';
import { getLang, t } from '../../i18n/index';
import type { GameUpdate } from '../../net/types';
import { clear, h } from '../dom';

/** A hint's chance of winning is shown only when it rests on at least this many simulated games. */
const MIN_SAMPLES = 40;

export interface HintSource {
  hint(v: number): Promise<Hint<unknown> | null>;
}

export interface FrameHint {
  el: HTMLElement;
  draw(latest: GameUpdate | null): void;
}

/** `mark`: the game marks the hinted action (null: none). */
export function frameHint(source: HintSource | null, texts: GameTexts, mark: (action: unknown) => void): FrameHint {
  const btn = h('button', { class: 'hint-btn', 'data-test': 'hint' });
  const text = h('div', { class: 'hint-text', 'data-test': 'hint-text' });
  const el = h('div', { class: 'hint-box hidden' }, btn, text);
  let latest: GameUpdate | null = null;
  // the answer, with the version it was asked at and the decision's answers then: it stands while they are the same,
  // so that a decision that outlives other players' moves (a bank between someone else's turns) keeps its hint
  let got: { v: number; legal: string; hint: Hint<unknown> | null } | null = null;
  let asked: number | null = null;
  let marked = 'null';
  const draw = (u: GameUpdate | null) => {
    latest = u;
    const mine = !!u && !u.outcome && u.legal.length > 0 && (u.active?.includes(u.seat) ?? true);
    el.classList.toggle('hidden', !source || !mine);
    if (!u) return;
    const busy = asked === u.v;
    btn.textContent = busy ? t('thinking') : t('hint');
    btn.disabled = busy;
    clear(text);
    const now = got && (got.v === u.v || (got.hint && got.legal === JSON.stringify(u.legal))) ? got : null;
    const action = now?.hint?.action ?? null;
    if (JSON.stringify(action) !== marked) {
      marked = JSON.stringify(action);
      mark(action);
    }
    if (!now) return;
    if (!now.hint) {
      text.append(h('span', { text: t('hintNone') }));
      return;
    }
    text.append(h('span', { class: 'hint-reason', text: texts.reason(now.hint.reason, getLang(), now.hint.action) }));
    const est = now.hint.estimate;
    const pct = (x: number) => Math.round(x * 100);
    // an estimate resting on few simulated games swings from one decision to the next: shown as a range, and not at
    // all below MIN_SAMPLES
    if (est && est.samples >= MIN_SAMPLES)
      text.append(
        h('span', {
          class: 'hint-win',
          'data-test': 'hint-win',
          title: t('hintWinMeans', { n: est.samples }),
          text: t('hintWinRange', { low: pct(est.low), high: pct(est.high) }),
        }),
      );
    else if (!est && now.hint.winChance !== null)
      text.append(h('span', { class: 'hint-win', text: t('hintWin', { n: pct(now.hint.winChance) }) }));
  };
  const ask = (retry: boolean) => {
    const u = latest;
    if (!source || !u || asked === u.v) return;
    asked = u.v;
    draw(u);
    void source.hint(u.v).then((hint) => {
      if (asked === u.v) asked = null;
      const legal = JSON.stringify(u.legal);
      // asked at a version someone else's move has since passed, for a decision still the same: ask once more
      const moved = latest && latest.v !== u.v && JSON.stringify(latest.legal) === legal;
      if (!hint && moved && retry) return ask(false);
      got = { v: u.v, legal, hint };
      draw(latest);
    });
  };
  btn.onclick = () => ask(true);
  return { el, draw };
}
