/**
 * The inspect service, the same in every game: anything a game draws can be inspected — a card, a tile, a piece,
 * a role, a track, a log line. On a desktop, hovering shows a tooltip and a right click pins a panel; on touch, a
 * long press pins the panel, and a tap on a zoomable card zooms it. The panel shows the name, the full text and
 * the current cost, in the player's language; the game provides the texts, the shell shows them.
 *
 * A game marks an element in one of two ways:
 * - `inspectable(el, () => ({ title, body, cost }))` — the texts are computed when shown (current cost);
 * - `data-inspect-title` / `data-inspect-body` / `data-inspect-cost` attributes with a `data-inspect` flag.
 * `data-inspect-zoom` makes a tap (not only a long press) open it, zoomed: for cards.
 * A canvas scene calls `showInspect(info, x, y)` itself (from its own hover and long-press handling).
 */
import { h } from './dom';

export interface InspectInfo {
  title: string;
  body?: string;
  /** The current cost, already phrased in the player's language. */
  cost?: string;
  /** A larger copy of the thing itself (a card face), shown above the text. */
  picture?: HTMLElement | SVGElement;
}

const providers = new WeakMap<Element, () => InspectInfo | null>();

/** Makes `el` inspectable; `info` is asked each time it is shown. */
export function inspectable<E extends Element>(el: E, info: () => InspectInfo | null): E {
  providers.set(el, info);
  el.setAttribute('data-inspect', '');
  return el;
}

function infoOf(el: Element): InspectInfo | null {
  const p = providers.get(el);
  if (p) return p();
  const d = (el as HTMLElement).dataset;
  if (!d.inspectTitle) return null;
  return { title: d.inspectTitle, body: d.inspectBody, cost: d.inspectCost };
}

const target = (e: Event): Element | null => (e.target as Element | null)?.closest?.('[data-inspect]') ?? null;

let tooltip: HTMLElement | null = null;
let panel: HTMLElement | null = null;
/** The game whose screen listens (its CSS is scoped to `.game-<id>`, and to `.scope-<id>` outside its screen). */
let scope = '';

function content(info: InspectInfo): HTMLElement[] {
  return [
    ...(info.picture ? [h('div', { class: 'inspect-picture' }, info.picture as HTMLElement)] : []),
    h('b', { class: 'inspect-title', text: info.title }),
    ...(info.cost ? [h('div', { class: 'inspect-cost', text: info.cost })] : []),
    ...(info.body ? [h('div', { class: 'inspect-body', text: info.body })] : []),
  ];
}

function place(el: HTMLElement, x: number, y: number): void {
  const w = el.offsetWidth;
  const hgt = el.offsetHeight;
  const left = Math.max(8, Math.min(window.innerWidth - w - 8, x + 14));
  const top = y + 18 + hgt > window.innerHeight - 8 ? Math.max(8, y - hgt - 12) : y + 18;
  el.style.left = `${left}px`;
  el.style.top = `${top}px`;
}

export function hideInspect(): void {
  tooltip?.remove();
  tooltip = null;
  panel?.remove();
  panel = null;
}

/** Pins the inspect panel (a right click, a long press, a tap on a zoomable card, or a canvas scene's call). */
export function showInspect(info: InspectInfo, x: number, y: number, zoom = false): void {
  hideInspect();
  const close = h('button', { class: 'inspect-close', 'data-test': 'inspect-close', text: '×', onclick: hideInspect });
  panel = h(
    'div',
    {
      class: `inspect-panel${zoom ? ' zoom' : ''}${scope ? ` scope-${scope}` : ''}`,
      'data-test': 'inspect',
      role: 'dialog',
      'aria-label': info.title,
    },
    close,
    ...content(info),
  );
  document.body.append(panel);
  if (zoom) return; // centred by its style
  place(panel, x, y);
}

/** A passing tooltip (desktop hover). */
export function hoverInspect(info: InspectInfo | null, x: number, y: number): void {
  tooltip?.remove();
  tooltip = null;
  if (!info || panel) return;
  tooltip = h(
    'div',
    { class: `inspect-tip${scope ? ` scope-${scope}` : ''}`, 'data-test': 'inspect-tip' },
    ...content(info),
  );
  document.body.append(tooltip);
  place(tooltip, x, y);
}

/** Listens on a screen for every inspectable element inside it; returns the function that stops listening. */
export function installInspect(root: HTMLElement): () => void {
  scope = root.dataset.game ?? '';
  let hoverTimer: ReturnType<typeof setTimeout> | null = null;
  let press: { timer: ReturnType<typeof setTimeout>; x: number; y: number; fired: boolean } | null = null;
  // A click puts the tooltip away until the mouse moves again: what a click brings under a resting mouse (the next
  // screen, a panel that opened) is not something the player pointed at.
  let armed = true;
  const stopHover = () => {
    if (hoverTimer) clearTimeout(hoverTimer);
    hoverTimer = null;
  };
  const over = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || !armed) return;
    const el = target(e);
    stopHover();
    if (!el) return hoverInspect(null, 0, 0);
    hoverTimer = setTimeout(() => hoverInspect(infoOf(el), e.clientX, e.clientY), 350);
  };
  const context = (e: MouseEvent) => {
    const el = target(e);
    const info = el && infoOf(el);
    if (!info) return;
    e.preventDefault();
    stopHover();
    showInspect(info, e.clientX, e.clientY);
  };
  const down = (e: PointerEvent) => {
    if (panel && !panel.contains(e.target as Node)) hideInspect();
    stopHover();
    hoverInspect(null, 0, 0);
    armed = false;
    if (e.pointerType === 'mouse') return;
    const el = target(e);
    if (!el) return;
    const at = { x: e.clientX, y: e.clientY };
    press = {
      ...at,
      fired: false,
      timer: setTimeout(() => {
        const info = infoOf(el);
        if (!info || !press) return;
        press.fired = true;
        showInspect(info, at.x, at.y, el.hasAttribute('data-inspect-zoom'));
      }, 450),
    };
  };
  const move = (e: PointerEvent) => {
    if (press && Math.hypot(e.clientX - press.x, e.clientY - press.y) > 10) {
      clearTimeout(press.timer);
      press = null;
    }
    if (!armed && e.pointerType === 'mouse' && e.buttons === 0) {
      armed = true;
      over(e);
    }
  };
  const up = () => {
    if (press) clearTimeout(press.timer);
  };
  // A long press that opened the panel must not also act as a tap on what was pressed.
  const click = (e: MouseEvent) => {
    if (press?.fired) {
      e.preventDefault();
      e.stopPropagation();
      press = null;
      return;
    }
    press = null;
    const el = target(e);
    if (el?.hasAttribute('data-inspect-zoom') && !(el as HTMLElement).closest('button:not([disabled])')) {
      const info = infoOf(el);
      if (info) showInspect(info, e.clientX, e.clientY, true);
    }
  };
  const key = (e: KeyboardEvent) => {
    if (e.key === 'Escape') hideInspect();
  };
  const leave = () => {
    stopHover();
    hoverInspect(null, 0, 0);
  };
  root.addEventListener('pointerover', over);
  root.addEventListener('pointerleave', leave);
  root.addEventListener('contextmenu', context);
  root.addEventListener('pointerdown', down, true);
  root.addEventListener('pointermove', move);
  root.addEventListener('pointerup', up);
  root.addEventListener('click', click, true);
  document.addEventListener('keydown', key);
  return () => {
    stopHover();
    hideInspect();
    root.removeEventListener('pointerover', over);
    root.removeEventListener('pointerleave', leave);
    root.removeEventListener('contextmenu', context);
    root.removeEventListener('pointerdown', down, true);
    root.removeEventListener('pointermove', move);
    root.removeEventListener('pointerup', up);
    root.removeEventListener('click', click, true);
    document.removeEventListener('keydown', key);
  };
}
