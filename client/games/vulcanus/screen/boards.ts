/** HTML panels: the kaiju board, the government board, the event row, the tracks and the kaiju's bonus tiles. */
import { EVOLUTION_TREE, KAIJU_CARD_TYPES, STAGES, type KaijuCardType } from '../../../../shared/vulcanus/data/cards';
import { BONUS_BY_ID, bonusLava } from '../../../../shared/vulcanus/data/landmarks';
import { numbers } from '../numbers';
import type { Track, Viewer } from '../../../../shared/vulcanus/types';
import type { View } from '../../../../shared/vulcanus/view';
import { getLang, n, t } from '../i18n/index';
import { h } from '../../../ui/dom';

const TREE_POS: Record<KaijuCardType, [number, number]> = {
  walk: [110, 20],
  fireball: [290, 20],
  underground: [50, 64],
  roar: [150, 64],
  stomp: [250, 64],
  rampage: [350, 64],
  lavaFlow: [200, 108],
};

function svgEl(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

export function evolutionTree(tree: Record<KaijuCardType, boolean>, fresh: string | null): SVGSVGElement {
  const svg = svgEl('svg', { viewBox: '0 0 400 128', class: 'tree' }) as SVGSVGElement;
  for (const node of KAIJU_CARD_TYPES)
    for (const parent of EVOLUTION_TREE[node]) {
      const [x1, y1] = TREE_POS[parent];
      const [x2, y2] = TREE_POS[node];
      const lit = tree[parent] && tree[node];
      svg.append(
        svgEl('line', { x1, y1, x2, y2, class: `edge${lit ? ' lit' : ''}${lit && fresh === node ? ' fresh' : ''}` }),
      );
    }
  for (const node of KAIJU_CARD_TYPES) {
    const [x, y] = TREE_POS[node];
    const g = svgEl('g', {
      class: `node${tree[node] ? ' lit' : ''}${fresh === node ? ' fresh' : ''}`,
      'data-node': node,
    });
    g.append(svgEl('rect', { x: x - 48, y: y - 13, width: 96, height: 26, rx: 7 }));
    const label = n().kaijuType(node);
    // long names are squeezed to fit their node
    const fit: Record<string, string | number> =
      label.length > 11 ? { textLength: 88, lengthAdjust: 'spacingAndGlyphs' } : {};
    const tx = svgEl('text', { x, y: y + 5, 'text-anchor': 'middle', ...fit });
    tx.textContent = label;
    g.append(tx);
    svg.append(g);
  }
  return svg;
}

export function kaijuBoard(v: View, fresh: string | null): HTMLElement {
  const k = v.kaiju;
  const pools = h(
    'div',
    { class: 'pools' },
    k.pools.map((p, i) =>
      h(
        'div',
        { class: `pool${k.stage === i ? ' current' : ''}${p === 0 ? ' empty' : ''}`, title: STAGES[i][getLang()] },
        h('div', { class: 'pool-name', text: STAGES[i][getLang()] }),
        h('div', { class: 'pool-n', text: String(p) }),
        i < k.evolutionBeside.length && k.evolutionBeside[i] ? h('div', { class: 'evo-tile', text: '◆' }) : null,
      ),
    ),
  );
  return h(
    'section',
    { class: 'board kaiju-board', 'data-test': 'kaiju-board' },
    h('h3', {}, t('kaijuBoard'), h('span', { class: 'stage-badge', text: `${t('stage')}: ${n().stage(k.stage)}` })),
    pools,
    h('div', { class: 'sub', text: t('evolutionTree') }),
    evolutionTree(k.tree, fresh),
    k.evolutionPending > 0 ? h('div', { class: 'note', text: t('evolutionPending', { n: k.evolutionPending }) }) : null,
  );
}

export function humanBoard(v: View): HTMLElement {
  const hs = v.humans;
  const f = hs.funds;
  const research = h('div', { class: 'research' });
  const bar = h(
    'div',
    { class: 'research-bar' },
    h('div', { class: 'research-fill', style: `width:${(hs.research / numbers().researchMax) * 100}%` }),
  );
  for (const [i, at] of numbers().keyThresholds.entries())
    bar.append(
      h('div', {
        class: `mark key${hs.research >= at ? ' on' : ''}`,
        style: `left:${(at / 30) * 100}%`,
        title: `${t('keys')} ${i + 1}`,
        text: t('keyShort', { n: i + 1 }),
      }),
    );
  for (const at of [numbers().approvalBuildBase, numbers().approvalFreezingShell])
    bar.append(
      h('div', {
        class: `mark appr${hs.research >= at ? ' on' : ''}`,
        style: `left:${(at / 30) * 100}%`,
        title: t('approvals'),
        text: t('approvalShort'),
      }),
    );
  research.append(h('div', { class: 'row-label', text: `${t('research')} ${hs.research}/30` }), bar);
  const coins = (k: 'pool' | 'spent' | 'stock', nmb: number) =>
    h(
      'div',
      { class: `fund ${k}` },
      h('span', { class: 'coin', text: '¥' }),
      h('b', { text: String(nmb) }),
      h('small', { text: t(k) }),
    );
  return h(
    'section',
    { class: 'board human-board', 'data-test': 'human-board' },
    h('h3', { text: t('humanBoard') }),
    h('div', { class: 'roles', text: hs.roles.map((r) => `${n().role(r.role)}（${n().seat(r.seat)}）`).join('・') }),
    h('div', { class: 'funds' }, coins('pool', f.pool), coins('spent', f.spent), coins('stock', f.stock)),
    h(
      'div',
      { class: 'budget' },
      h('span', { class: 'row-label', text: t('budget') }),
      [0, 1, 2].map((b) => h('span', { class: `budget-dot${hs.budget === b ? ' on' : ''}`, text: String(b) })),
    ),
    research,
    h(
      'div',
      { class: 'stock' },
      h('span', { class: 'unit fire', text: `${t('fire')} ${hs.stock.fire}` }),
      h('span', { class: 'unit sdf', text: `${t('sdf')} ${hs.stock.sdf}` }),
      h('span', { class: 'unit base', text: `${t('bases')} ${hs.stock.bases}` }),
      h('span', { class: 'unit attack', text: `${t('attackTiles')} ${hs.attackSupply}` }),
    ),
  );
}

export function eventRow(v: View): HTMLElement {
  return h(
    'section',
    { class: 'board events' },
    h('h3', { text: t('events') }),
    h(
      'div',
      { class: 'event-slots' },
      v.events.map((e, i) =>
        h(
          'div',
          {
            class: `event-slot${e.revealed ? ' revealed' : ''}${v.round === i + 1 ? ' current' : ''}${e.advanced ? ' adv' : ''}`,
          },
          h('small', { text: String(i + 1) }),
          h('span', { text: e.revealed || !e.advanced ? n().event(e.event) : '?' }),
          e.threeTile ? h('i', { class: 'three', text: '3' }) : null,
        ),
      ),
    ),
  );
}

export function bonusTiles(v: View, seat: Viewer): HTMLElement | null {
  if (seat !== 'kaiju') return null;
  const k = v.kaiju;
  const all = [...k.bonusKept, ...k.bonusDrawn];
  if (!all.length && !k.bonusPlaced.length) return null;
  return h(
    'section',
    { class: 'board bonus' },
    h('h3', { text: t('bonusTiles') }),
    h(
      'div',
      { class: 'bonus-list' },
      all.map((id) => {
        const b = BONUS_BY_ID[id];
        const placed = k.bonusPlaced.includes(id);
        return h(
          'div',
          { class: `bonus-tile${placed ? ' placed' : ''}` },
          h('b', { text: n().bonus(id) }),
          b ? h('small', { text: `${n().town(b.town)} ・ ${t('lava')} ${bonusLava(numbers(), id)}` }) : null,
        );
      }),
    ),
  );
}

/** A track; squares filled since `prev` pop in (the track fills as the animation queue plays). */
export function trackView(track: Track, kind: 'defense' | 'damage', prev?: Track): HTMLElement {
  const cols = track.cells.length / track.rows;
  const grid = h('div', { class: `track-grid ${kind}`, style: `grid-template-columns: repeat(${cols}, 1fr)` });
  for (let r = track.rows - 1; r >= 0; r--)
    for (let c = 0; c < cols; c++) {
      const i = c * track.rows + r;
      const cell = track.cells[i];
      const fresh = prev && cell && !prev.cells[i] ? ' fresh' : '';
      grid.append(h('div', { class: `cell c-${cell || 'e'}${fresh}` }));
    }
  const empty = track.cells.filter((c) => c === '').length;
  return h(
    'div',
    { class: `track ${kind}`, 'data-test': `track-${kind}` },
    h(
      'div',
      { class: 'track-title' },
      h('span', { text: t(kind === 'defense' ? 'defenseTrack' : 'damageTrack') }),
      h('b', { text: t('emptySquares', { n: empty }) }),
    ),
    grid,
  );
}
