/**
 * The end of the game: every player's score, category by category, counting up row after row (claims, shipping,
 * contracts, majorities, offices, total); the winner or the shared winners on top.
 */
import type { Lang } from '../../i18n/lang';
import { speedFactor } from '../../settings';
import { h } from '../../ui/dom';
import type { Adapted } from './adapter';
import { TERRAINS } from './model';
import { sound } from './sounds';
import { S } from './strings';

/** Counts `el` up to `to` after `delayMs` (scaled by the animation speed); a dim dash until then. */
export function countUp(el: HTMLElement, to: number, delayMs: number): void {
  const speed = speedFactor();
  if (speed <= 0) {
    el.textContent = String(to);
    return;
  }
  // a row waits for its turn as a dim dash, never as a 0 that could be read as the score
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
          sound('score');
        }
      },
      Math.max(16, 40 * speed),
    );
  }, delayMs * speed);
}

export function resultPanel(
  a: Adapted,
  name: (seat: string) => string,
  lang: Lang,
): { cls: string; content: HTMLElement[] } | null {
  const sheets = a.table.sheets;
  if (!a.table.over || sheets.some((s) => !s.final)) return null;
  const best = Math.max(...sheets.map((s) => s.final?.total ?? 0));
  const winners = sheets.filter((s) => s.final?.total === best).map((s) => name(s.seat));
  const rows: [string, (s: (typeof sheets)[number]) => number][] = [
    ['claims', (s) => s.final?.claims ?? 0],
    ['shipping', (s) => s.final?.shipping ?? 0],
    ['contracts', (s) => s.final?.contracts ?? 0],
    ['majority', (s) => TERRAINS.reduce((n, t) => n + (s.final?.majority[t] ?? 0), 0)],
    ['offices', (s) => Object.values(s.final?.offices ?? {}).reduce((n, x) => n + x, 0)],
    ['total', (s) => s.final?.total ?? 0],
  ];
  const table = h(
    'table',
    { class: 'rw-final', 'data-test': 'final-scores' },
    h('tr', {}, h('th'), ...sheets.map((s) => h('th', { text: name(s.seat) }))),
  );
  rows.forEach(([key, get], r) => {
    const tr = h('tr', { class: key === 'total' ? 'total' : '' }, h('th', { text: S.categories[key][lang] }));
    for (const s of sheets) {
      const td = h('td', { class: s.final?.total === best && key === 'total' ? 'best' : '' });
      countUp(td, get(s), 350 * r);
      tr.append(td);
    }
    table.append(tr);
  });
  if (a.table.me && winners.includes(name(a.table.me))) sound('fanfare');
  return {
    cls: 'rolled-west',
    content: [
      h('h1', { text: winners.length > 1 ? S.shared(winners.join('・'), lang) : S.wins(winners[0] ?? '', lang) }),
      table,
    ],
  };
}
