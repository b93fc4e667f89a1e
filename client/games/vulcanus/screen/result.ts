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
        : t('reasonRoundsOver', { d: r.defenseEmpty, k: r.damageEmpty });
  const lavaOnMap = v.towns.reduce((s, x) => s + x.lava, 0);
  const stat = (label: string, value: number) =>
    h('div', { class: 'stat' }, h('b', { text: String(value) }), h('span', { text: label }));
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
        stat(t('killed'), countCells(d, 'c') + countCells(d, 'v')),
        stat(t('evacuated'), countCells(f, 'c') + countCells(f, 'v')),
        stat(t('extinguished'), countCells(f, 'l')),
        stat(t('lavaOnMap'), lavaOnMap),
      ),
    ],
  };
}
