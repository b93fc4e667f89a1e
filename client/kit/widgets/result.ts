/**
 * The result table: every player's score, category by category, each row counting up after the one before
 * (at the chosen animation speed; at once with animation off), the best total marked. A row waiting for its turn
 * shows a dim dash, never a 0 that could be read as the score.
 */
import { h } from '../../ui/dom';
import { speedFactor } from '../../settings';
import '../kit.css';

export interface ResultRow {
  /** Row name, e.g. "Contracts". */
  label: string;
  /** One value per column. */
  values: number[];
  /** The last row, the total (bold, the best marked). */
  total?: boolean;
}

export interface ResultTableOptions {
  /** Column heads: the players. */
  columns: string[];
  rows: ResultRow[];
  /** Each row starts this long after the one before (ms at normal speed). */
  stepMs?: number;
  /** Called as each cell reaches its value (a tick of sound). */
  onCount?: () => void;
  test?: string;
  speed?: () => number;
}

/** Counts `el` up to `to` after `delayMs` (scaled by the speed); a dim dash until then. */
export function countUp(
  el: HTMLElement,
  to: number,
  delayMs: number,
  o: { speed?: () => number; onDone?: () => void } = {},
): void {
  const speed = (o.speed ?? speedFactor)();
  if (speed <= 0) {
    el.textContent = String(to);
    return;
  }
  el.textContent = '–';
  el.classList.add('pending');
  setTimeout(() => {
    el.classList.remove('pending');
    const steps = Math.min(Math.abs(to), 20);
    let i = 0;
    const tick = setInterval(
      () => {
        i++;
        el.textContent = String(Math.round((to * i) / Math.max(1, steps)));
        if (i >= steps) {
          clearInterval(tick);
          el.textContent = String(to);
          o.onDone?.();
        }
      },
      Math.max(16, 40 * speed),
    );
  }, delayMs * speed);
}

export function resultTable(o: ResultTableOptions): HTMLElement {
  const table = h(
    'table',
    { class: 'kit-result', 'data-test': o.test ?? 'final-scores' },
    h('tr', {}, h('th'), ...o.columns.map((c) => h('th', { text: c }))),
  );
  const totals = o.rows.find((r) => r.total)?.values ?? [];
  const best = totals.length ? Math.max(...totals) : null;
  o.rows.forEach((row, r) => {
    const tr = h('tr', { class: row.total ? 'total' : '' }, h('th', { text: row.label }));
    row.values.forEach((v) => {
      const td = h('td', { class: row.total && v === best ? 'best' : '' });
      countUp(td, v, (o.stepMs ?? 350) * r, { speed: o.speed, onDone: o.onCount });
      tr.append(td);
    });
    table.append(tr);
  });
  return table;
}
