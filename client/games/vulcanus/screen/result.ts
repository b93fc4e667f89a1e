/** The result screen: who won and why, both tracks, a short summary and a link to the replay. */
import { countCells } from '../../../../shared/vulcanus/track';
import type { View } from '../../../../shared/vulcanus/view';
import { t } from '../i18n/index';
import { h } from '../../../ui/dom';
import { trackView } from './boards';

/** The result panel's content (the shell's frame adds the replay, rematch and title buttons). */
export function resultPanel(v: View): { cls: string; content: HTMLElement[] } | null {
  const r = v.result;
  if (!r) return null;
  const d = v.tracks.damage;
  const f = v.tracks.defense;
  const reason =
    r.reason === 'damageFull'
      ? t('reasonDamageFull')
      : r.reason === 'defenseFull'
        ? t('reasonDefenseFull')
        : r.defenseEmpty === r.damageEmpty
          ? t('reasonRoundsTie', { d: r.defenseEmpty })
          : t('reasonRoundsOver', { d: r.defenseEmpty, k: r.damageEmpty });
  const row = (label: string, squares: number) =>
    h('div', { class: 'stat' }, h('b', { text: t('squares', { n: squares }) }), h('span', { text: label }));
  // §1 what filled each track: people, lava, tiles (a tile covers a whole column)
  const sources = (title: string, rows: [string, number][]) =>
    h(
      'div',
      { class: 'result-sources', 'data-test': 'result-sources' },
      h('h4', { text: title }),
      ...rows.map(([l, n]) => row(l, n)),
    );
  return {
    cls: r.winner,
    content: [
      h('h1', { text: r.winner === 'kaiju' ? t('winKaiju') : t('winHumans') }),
      h('p', { text: reason }),
      h('div', { class: 'result-tracks' }, trackView(f, 'defense'), trackView(d, 'damage')),
      h('h3', { text: t('summary') }),
      h(
        'div',
        { class: 'stats' },
        sources(t('defenseFrom'), [
          [t('evacuated'), countCells(f, 'c') + countCells(f, 'v')],
          [t('extinguished'), countCells(f, 'l')],
          [t('fromAttackTiles'), countCells(f, 'a')],
        ]),
        sources(t('damageFrom'), [
          [t('killed'), countCells(d, 'c') + countCells(d, 'v')],
          [t('fromBurning'), countCells(d, 'l')],
          [t('fromBonusTiles'), countCells(d, 'b')],
        ]),
      ),
    ],
  };
}
