/** The result screen: who won and why, both tracks, a short summary and a link to the replay. */
import { countCells } from '../../../../shared/vulcanus/track';
import type { View } from '../../../../shared/vulcanus/view';
import { t } from '../../../i18n/index';
import { h } from '../../../ui/dom';
import { trackView } from './boards';

export function resultPanel(v: View, opts: { replayHref: string | null; onTitle: () => void }): HTMLElement | null {
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
  return h(
    'div',
    { class: `result-overlay ${r.winner}`, 'data-test': 'result', 'data-screen': 'result' },
    h(
      'div',
      { class: 'result-box' },
      h('div', { class: 'result-small', text: t('resultTitle') }),
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
      h(
        'div',
        { class: 'actions-row' },
        opts.replayHref
          ? h('a', { class: 'button-link', 'data-test': 'replay-link', href: opts.replayHref, text: t('watchReplay') })
          : null,
        h('button', {
          'data-test': 'see-board',
          text: t('seeBoard'),
          onclick: (e: Event) => (e.currentTarget as HTMLElement).closest('.result-overlay')?.classList.add('peek'),
        }),
        h('button', { class: 'primary', 'data-test': 'to-title', text: t('toTitle'), onclick: opts.onTitle }),
      ),
    ),
    // While the final board is looked at, a small bar brings the result back.
    h('button', {
      class: 'result-back',
      'data-test': 'show-result',
      text: t('showResult'),
      onclick: (e: Event) => (e.currentTarget as HTMLElement).closest('.result-overlay')?.classList.remove('peek'),
    }),
  );
}
