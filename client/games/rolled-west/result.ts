/**
 * The end of the game: every player's score, category by category, counting up row after row (claims, shipping,
 * contracts, majorities, offices, total); the winner or the shared winners on top.
 */
import type { Lang } from '../../i18n/lang';
import { resultTable } from '../../kit/widgets/result';
import { h } from '../../ui/dom';
import type { Adapted } from './adapter';
import { TERRAINS } from './model';
import { sound } from './sounds';
import { S } from './strings';

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
  const table = resultTable({
    columns: sheets.map((s) => name(s.seat)),
    rows: rows.map(([key, get]) => ({
      label: S.categories[key][lang],
      values: sheets.map(get),
      total: key === 'total',
    })),
    onCount: () => sound('score'),
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
