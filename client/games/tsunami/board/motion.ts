/**
 * The members' and the map's small motions, frame by frame: a token sliding (or climbing) to its place, words rising
 * from a token, a ring on a hex, the board shaking, a member swept away in a gentle fade, one lifted into the shelter.
 */
import type { Lang } from '../../../i18n/lang';
import type { Hex } from '../../../../shared/tsunami/hex';
import type { View } from '../../../../shared/tsunami/types';
import { announce } from '../../../kit/widgets/announce';
import { centreOf } from '../geometry';
import { memberName } from '../i18n/words';
import { sound } from '../sounds';
import { svg } from './art';
import type { Board } from './board';

export interface FxCtx {
  board: Board;
  /** HTML over the map (cards, dice, words). */
  overlay: HTMLElement;
  lang: Lang;
  /** The view as drawn before this event. */
  view: View;
  /** Scrolls the map to show a hex. */
  follow(h: Hex): void;
}

/** Runs `f(t)` for t from 0 to 1 over `ms`, frame by frame. */
export function tween(ms: number, f: (t: number) => void): Promise<void> {
  if (ms <= 0 || typeof requestAnimationFrame !== 'function') {
    f(1);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const t0 = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - t0) / ms);
      f(t);
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2);

/** A few words rising from a member's token. */
export function floatText(c: FxCtx, unit: string, text: string, tone: string, speed: number): Promise<void> {
  const p = c.board.placeOf(c.view, unit);
  if (!p) return Promise.resolve();
  const t = svg('text', { x: p.x, y: p.y - 16, class: `ts-float ${tone}` });
  t.textContent = text;
  c.board.fx.append(t);
  return tween(900 * speed, (k) => {
    t.setAttribute('y', String(p.y - 16 - 22 * k));
    t.style.opacity = String(k < 0.7 ? 1 : 1 - (k - 0.7) / 0.3);
  }).then(() => t.remove());
}

/** Moves a member's token from where it stands to its place in `next`. */
export async function slide(c: FxCtx, unit: string, next: View, ms: number, arc = 0): Promise<void> {
  const from = c.board.placeOf(c.view, unit);
  const to = c.board.placeOf(next, unit);
  const u = next.units.find((x) => x.id === unit);
  if (!from || !to || !u) return;
  const t = c.board.tokenOf(u);
  await tween(ms, (k) => {
    const e = ease(k);
    const x = from.x + (to.x - from.x) * e;
    const y = from.y + (to.y - from.y) * e - arc * Math.sin(Math.PI * k);
    const r = from.r + (to.r - from.r) * e;
    t.setAttribute('transform', `translate(${x} ${y}) scale(${r})`);
  });
}

export function ropeLine(c: FxCtx, from: Hex, to: Hex): SVGElement {
  const a = centreOf(from);
  const b = centreOf(to);
  const line = svg('path', { d: `M${a.x} ${a.y}L${b.x} ${b.y}`, class: 'ts-rope' });
  c.board.fx.append(line);
  return line;
}

export function pulse(c: FxCtx, hex: Hex, speed: number): Promise<void> {
  const p = centreOf(hex);
  const ring = svg('circle', { cx: p.x, cy: p.y, r: 10, class: 'ts-pulse' });
  c.board.fx.append(ring);
  return tween(600 * speed, (k) => {
    ring.setAttribute('r', String(10 + 24 * k));
    ring.style.opacity = String(1 - k);
  }).then(() => ring.remove());
}

export async function shake(c: FxCtx, speed: number): Promise<void> {
  const g = c.board.svg;
  await tween(500 * speed, (k) => {
    g.style.transform = k < 1 ? `translate(${Math.sin(k * 40) * 4 * (1 - k)}px, 0)` : '';
  });
}

/** Swept away: the token fades gently and drifts with the water, never more. */
export async function sweptFx(c: FxCtx, unit: string, speed: number): Promise<void> {
  const u = c.view.units.find((x) => x.id === unit);
  const p = c.board.placeOf(c.view, unit);
  if (!u || !p) return;
  sound('swept');
  const t = c.board.tokenOf(u);
  t.classList.add('swept');
  await tween(1400 * speed, (k) => {
    t.setAttribute('transform', `translate(${p.x + 10 * k} ${p.y + 8 * k}) scale(${p.r * (1 - 0.2 * k)})`);
    t.style.opacity = String(1 - k);
  });
  t.classList.remove('swept');
}

/** Safe: the token rises into the shelter with a glow and bells. */
export async function escapeFx(c: FxCtx, unit: string, speed: number): Promise<void> {
  const u = c.view.units.find((x) => x.id === unit);
  const p = c.board.placeOf(c.view, unit);
  if (!u || !p) return;
  sound('safe');
  const t = c.board.tokenOf(u);
  const glow = svg('circle', { cx: p.x, cy: p.y, r: 14, class: 'ts-glow' });
  c.board.fx.append(glow);
  await tween(1100 * speed, (k) => {
    t.setAttribute('transform', `translate(${p.x} ${p.y - 30 * k}) scale(${p.r * (1 + 0.4 * k)})`);
    t.style.opacity = String(k < 0.6 ? 1 : 1 - (k - 0.6) / 0.4);
    glow.setAttribute('r', String(14 + 30 * k));
    glow.style.opacity = String(1 - k);
  });
  glow.remove();
  await announce(c.overlay, l10nSafe(unit, c.lang), 'calm', speed * 0.8);
}

const l10nSafe = (unit: string, l: Lang): string =>
  l === 'ja' ? `${memberName(unit, l)}が避難所に着いた！` : `${memberName(unit, l)} is safe!`;
