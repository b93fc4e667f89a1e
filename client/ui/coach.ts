/**
 * The tutorial coach: a text bubble over the game screen that points at an element, explains it ("Next"), or
 * waits for the player to do what it asks and then moves on by itself. "Skip tutorial" is always there; the game
 * goes on as a normal solo game either way. The bubble never covers what it points at nor what the step asks to
 * tap, and nothing but the bubble itself catches a tap.
 */
import type { CoachScript, Texts } from '../games/types';
import { getLang, onLangChange, t } from '../i18n/index';
import type { GameUpdate } from '../net/types';
import { coachEvent, coachNext, coachOn, coachShows, coachSkip, startCoach, type CoachState } from './coach-steps';
import { placeBubble, type CoachAvoid, type Rect } from './coach-place';
import { h } from './dom';
import './coach.css';

export interface Coach {
  /** The update the board shows now. */
  update(u: GameUpdate): void;
  /** An event the board plays now (before the update it belongs to is shown). */
  event(e: unknown): void;
  destroy(): void;
}

/** How long the note after a skip stays. */
const NOTE_MS = 3500;

/** The element's box when it is on screen (laid out, not hidden), else null. */
function visible(el: Element): DOMRect | null {
  const r = el.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0 || r.bottom <= 0 || r.right <= 0) return null;
  return getComputedStyle(el).visibility === 'hidden' ? null : r;
}

/** The first visible element of the first selector that has one. */
function firstVisible(target: string | string[] | undefined): { el: Element; rect: DOMRect } | null {
  for (const selector of typeof target === 'string' ? [target] : (target ?? []))
    for (const el of document.querySelectorAll(selector)) {
      const rect = visible(el);
      if (rect) return { el, rect };
    }
  return null;
}

const toRect = (r: DOMRect): Rect => ({ x: r.left, y: r.top, w: r.width, h: r.height });

export function mountCoach(root: HTMLElement, script: CoachScript): Coach {
  let st: CoachState = startCoach();
  let last: GameUpdate | null = null;
  let shownKey = '';
  /** Panels the coach scrolled to show a step's element, with where they were: put back when the step goes. */
  let scrolled: { el: Element; top: number; left: number }[] = [];
  const unscroll = () => {
    for (const s of scrolled) s.el.scrollTo({ top: s.top, left: s.left });
    scrolled = [];
  };
  const text = (x: Texts) => x[getLang()];

  const label = h('span', { class: 'coach-label' });
  const count = h('span', { class: 'coach-count' });
  const body = h('p', { class: 'coach-text', 'data-test': 'coach-text' });
  const skip = h('button', { class: 'coach-skip', 'data-test': 'coach-skip' });
  const next = h('button', { class: 'primary coach-next', 'data-test': 'coach-next' });
  const finish = h('button', { class: 'primary coach-next', 'data-test': 'coach-finish' });
  const actions = h('div', { class: 'coach-actions' });
  const arrow = h('div', { class: 'coach-arrow' });
  const bubble = h(
    'div',
    { class: 'coach-bubble', 'data-test': 'coach-bubble', role: 'dialog', 'aria-live': 'polite' },
    arrow,
    h('div', { class: 'coach-head' }, label, count),
    body,
    actions,
  );
  const ring = h('div', { class: 'coach-ring', 'aria-hidden': 'true' });
  /** A line from a bubble that found no room beside its element to that element. */
  const link = h('div', { class: 'coach-link hidden', 'aria-hidden': 'true', 'data-test': 'coach-link' });
  const pill = h('div', { class: 'coach-pill', 'data-test': 'coach-pill' });
  /** Behind a bubble that only talks (it points at nothing and waits for Next): the game dims, so that it reads. */
  const dim = h('div', { class: 'coach-dim hidden', 'aria-hidden': 'true', 'data-test': 'coach-dim' });
  const layer = h('div', { class: 'coach-layer', 'data-test': 'coach' }, dim, ring, link, bubble, pill);
  root.append(layer);

  const set = (s: CoachState) => {
    st = s;
    draw();
  };
  skip.onclick = () => {
    set(coachSkip(st));
    note();
  };
  next.onclick = () => set(coachNext(script, st, last));
  finish.onclick = () => set(coachNext(script, st, last));

  /**
   * After a skip, a short word that the game goes on (it never catches a tap). It stands over the map, below the
   * top bar, clear of the side column (its Hint button) and of the hand.
   */
  const note = () => {
    const el = h('div', { class: 'coach-note', 'data-test': 'coach-end', text: t('coachSkipped') });
    const side = document.querySelector('[data-screen=game] .side')?.getBoundingClientRect();
    const right = side && side.width > 0 && side.left > 240 ? side.left : window.innerWidth;
    el.style.left = `${right / 2}px`;
    el.style.maxWidth = `${Math.min(520, right - 24)}px`;
    root.append(el);
    setTimeout(() => el.remove(), NOTE_MS);
  };

  const draw = () => {
    const shows = coachShows(script, st);
    layer.dataset.phase = st.phase;
    label.textContent = t('tutorial');
    skip.textContent = t('coachSkip');
    next.textContent = t('coachNext');
    finish.textContent = t('coachFinish');
    if (st.phase === 'closed') {
      unscroll();
      layer.remove();
      return;
    }
    bubble.classList.toggle('hidden', !shows);
    pill.classList.toggle('hidden', !!shows);
    actions.replaceChildren();
    if (!shows) {
      // waiting for a step's moment: only the way out shows
      shownKey = '';
      unscroll();
      bubble.dataset.step = '';
      pillLabel.textContent = t('tutorial');
      pill.replaceChildren(pillLabel, skip);
      ring.classList.add('hidden');
      link.classList.add('hidden');
      dim.classList.add('hidden');
      placePill();
      return;
    }
    if (shows.kind === 'end') {
      bubble.dataset.step = 'end';
      count.textContent = '';
      body.textContent = text(script.end);
      actions.append(finish);
    } else {
      bubble.dataset.step = shows.step.id;
      // an interruption (something that may or may not happen) has no number of its own
      count.textContent = shows.step.anytime ? '' : `${shows.n}/${shows.of}`;
      body.textContent = text(shows.step.text);
      actions.append(skip);
      if (!shows.step.done) actions.append(next);
      bubble.classList.toggle('asks', !!shows.step.done);
    }
    const key = shows.kind === 'end' ? 'end' : shows.step.id;
    if (key === shownKey && shows.kind === 'step') {
      // the game moved on under the step (a panel grew above its element): the element is brought back into view
      const target = firstVisible(shows.step.target);
      if (target && (target.rect.top < 0 || target.rect.bottom > window.innerHeight))
        target.el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
    if (key !== shownKey) {
      shownKey = key;
      unscroll();
      // a step pointing into a scrolled panel brings its element into view, for as long as the step is on
      const target = shows.kind === 'step' ? firstVisible(shows.step.target) : null;
      if (target) {
        for (let el = target.el.parentElement; el; el = el.parentElement)
          if (el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth)
            scrolled.push({ el, top: el.scrollTop, left: el.scrollLeft });
        target.el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
    }
    layout();
  };

  const pillLabel = h('span', { class: 'coach-label' });
  /** The waiting pill sits in the top bar's free stretch, after the seats; without its label if need be. */
  const placePill = () => {
    const seats = document.querySelector('[data-test=seats]')?.getBoundingClientRect();
    const tools = document.querySelector('.topbar .tools')?.getBoundingClientRect();
    const from = (seats?.right ?? 0) + 12;
    const to = (tools && tools.width > 0 ? tools.left : window.innerWidth) - 12;
    // measured at the left edge, where nothing squeezes it
    pill.style.left = '0px';
    pillLabel.classList.remove('hidden');
    pill.classList.remove('below');
    if (pill.offsetWidth > to - from) pillLabel.classList.add('hidden');
    if (pill.offsetWidth > to - from) {
      // no room in the bar: just under it, at the right
      pill.classList.add('below');
      pill.style.left = `${window.innerWidth - pill.offsetWidth - 8}px`;
      return;
    }
    pill.style.left = `${Math.max(from, to - pill.offsetWidth)}px`;
  };

  /** Puts the bubble beside its element (which may move: panels redraw, the window turns). */
  const layout = () => {
    const shows = coachShows(script, st);
    if (!shows) {
      if (st.phase === 'running') placePill();
      return;
    }
    if (bubble.classList.contains('hidden')) return;
    const step = shows.kind === 'step' ? shows.step : null;
    const target = firstVisible(step?.target);
    const clear: Rect[] = [];
    for (const sel of [step?.keepClear, script.keepClear])
      if (sel)
        for (const el of document.querySelectorAll(sel)) {
          const r = visible(el);
          if (r) clear.push(toRect(r));
        }
    const avoid = (step as CoachAvoid<GameUpdate> | null)?.avoid;
    if (avoid && last) clear.push(...avoid(last));
    const anchor = target ? toRect(target.rect) : null;
    const p = placeBubble(
      { w: window.innerWidth, h: window.innerHeight },
      { w: bubble.offsetWidth, h: bubble.offsetHeight },
      anchor,
      clear,
    );
    bubble.style.left = `${p.x}px`;
    bubble.style.top = `${p.y}px`;
    bubble.dataset.side = p.side;
    arrow.style.setProperty('--at', `${p.arrow}px`);
    ring.classList.toggle('hidden', !anchor);
    dim.classList.toggle('hidden', step !== null && (!!step.done || !!step.target));
    if (anchor) {
      ring.style.left = `${anchor.x - 4}px`;
      ring.style.top = `${anchor.y - 4}px`;
      ring.style.width = `${anchor.w + 8}px`;
      ring.style.height = `${anchor.h + 8}px`;
    }
    drawLink(p.side === 'free' ? anchor : null, { x: p.x, y: p.y, w: bubble.offsetWidth, h: bubble.offsetHeight });
  };

  /** With no room beside its element, the bubble is joined to the element's ring by a line. */
  const drawLink = (anchor: Rect | null, b: Rect) => {
    if (!anchor) {
      link.classList.add('hidden');
      return;
    }
    const a = { x: anchor.x - 4, y: anchor.y - 4, w: anchor.w + 8, h: anchor.h + 8 };
    const clampTo = (v: number, lo: number, len: number) => Math.max(lo, Math.min(lo + len, v));
    // the ring's point nearest the bubble's middle, and the bubble's point nearest that
    const ex = clampTo(b.x + b.w / 2, a.x, a.w);
    const ey = clampTo(b.y + b.h / 2, a.y, a.h);
    const sx = clampTo(ex, b.x, b.w);
    const sy = clampTo(ey, b.y, b.h);
    const len = Math.hypot(ex - sx, ey - sy);
    link.classList.toggle('hidden', len < 6);
    link.style.left = `${sx}px`;
    link.style.top = `${sy}px`;
    link.style.width = `${len}px`;
    link.style.transform = `rotate(${Math.atan2(ey - sy, ex - sx)}rad)`;
  };

  const timer = setInterval(layout, 250);
  window.addEventListener('resize', layout);
  const unlang = onLangChange(draw);
  draw();

  return {
    update(u) {
      last = u;
      // the game is over: its result takes the screen, and no bubble stays over it
      if (u.outcome) set(coachSkip(st));
      else set(coachOn(script, st, u));
    },
    event(e) {
      if (!last) return;
      const next = coachEvent(script, st, e, last);
      if (next !== st) set(next);
    },
    destroy() {
      clearInterval(timer);
      window.removeEventListener('resize', layout);
      unlang();
      layer.remove();
    },
  };
}
