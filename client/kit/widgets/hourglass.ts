/**
 * An hourglass for a table timer: the sand runs from the top bulb to the bottom one as the time goes, the minutes
 * and seconds beside it, red (and pulsing) in the last `warnSeconds`, empty and still when it has run out. The game
 * gives the deadline and the whole length (`set`); the glass ticks by itself until `stop`.
 */
import { h } from '../../ui/dom';
import './beats.css';

const NS = 'http://www.w3.org/2000/svg';

export interface HourglassOptions {
  /** Red from this many seconds left (default 30). */
  warnSeconds?: number;
  /** The words before the time ("Family timer"), for screen readers and the tooltip. */
  label: string;
  test?: string;
  now?: () => number;
}

export interface Hourglass {
  el: HTMLElement;
  /** The deadline (epoch ms) and the whole length (ms); null: no timer (hidden). */
  set(endsAt: number | null, totalMs: number): void;
  /** Seconds left as shown (null: no timer). */
  readonly left: number | null;
  stop(): void;
}

function node(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(NS, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export function hourglass(o: HourglassOptions): Hourglass {
  const now = o.now ?? Date.now;
  const warn = o.warnSeconds ?? 30;
  const glass = node('svg', { viewBox: '0 0 24 36', width: 22, height: 33, class: 'kit-hourglass-svg' });
  glass.setAttribute('aria-hidden', 'true');
  const clipTop = node('clipPath', { id: `hg-top-${Math.random().toString(36).slice(2)}` });
  // the sand: a rectangle behind each bulb, cut to the bulb's shape; its height is the time left (top) or gone
  const top = node('rect', { x: 0, width: 24, class: 'kit-hourglass-sand' });
  const bottom = node('rect', { x: 0, width: 24, class: 'kit-hourglass-sand' });
  const stream = node('rect', { x: 11.3, y: 17, width: 1.4, height: 14, class: 'kit-hourglass-stream' });
  const bulbs = node('path', {
    d: 'M3 2H21Q21 12 12.8 18Q21 24 21 34H3Q3 24 11.2 18Q3 12 3 2Z',
    class: 'kit-hourglass-glass',
  });
  const topClip = node('path', { d: 'M3 2H21Q21 12 12 18Q3 12 3 2Z' });
  clipTop.append(topClip);
  const clipBottom = node('clipPath', { id: `${clipTop.id}-b` });
  clipBottom.append(node('path', { d: 'M12 18Q21 24 21 34H3Q3 24 12 18Z' }));
  const defs = node('defs', {});
  defs.append(clipTop, clipBottom);
  top.setAttribute('clip-path', `url(#${clipTop.id})`);
  bottom.setAttribute('clip-path', `url(#${clipBottom.id})`);
  glass.append(defs, top, bottom, stream, bulbs, node('path', { d: 'M1 1H23M1 35H23', class: 'kit-hourglass-frame' }));
  const time = h('span', { class: 'kit-hourglass-time' });
  const el = h('span', {
    class: 'kit-hourglass',
    'data-test': o.test ?? 'hourglass',
    role: 'timer',
    'aria-label': o.label,
    title: o.label,
  });
  el.append(glass as unknown as HTMLElement, time);
  el.hidden = true;

  let endsAt: number | null = null;
  let total = 1;
  let left: number | null = null;
  const draw = () => {
    if (endsAt === null) {
      el.hidden = true;
      left = null;
      return;
    }
    el.hidden = false;
    const ms = Math.max(0, endsAt - now());
    left = Math.ceil(ms / 1000);
    const share = Math.min(1, ms / Math.max(1, total));
    // the top bulb holds what is left, the bottom what has run
    top.setAttribute('y', String(2 + 16 * (1 - share)));
    top.setAttribute('height', String(16 * share));
    bottom.setAttribute('y', String(34 - 16 * (1 - share)));
    bottom.setAttribute('height', String(16 * (1 - share)));
    time.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
    el.classList.toggle('low', left <= warn && left > 0);
    el.classList.toggle('out', left === 0);
    stream.style.display = left === 0 ? 'none' : '';
  };
  const tick = setInterval(draw, 250);
  return {
    el,
    set(at, totalMs) {
      endsAt = at;
      total = totalMs;
      draw();
    },
    get left() {
      return left;
    },
    stop: () => clearInterval(tick),
  };
}
