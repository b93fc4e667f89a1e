/**
 * HTML panels: the kaiju board, the government board, the event row, the tracks and the kaiju's bonus tiles.
 * Everything on them is inspectable (screen/inspect-texts.ts words what it is and does).
 */
import { EVOLUTION_TREE, KAIJU_CARD_TYPES, STAGES, type KaijuCardType } from '../../../../shared/vulcanus/data/cards';
import { BONUS_BY_ID, bonusLava } from '../../../../shared/vulcanus/data/landmarks';
import { numbers } from '../numbers';
import type { Track, Viewer } from '../../../../shared/vulcanus/types';
import type { View } from '../../../../shared/vulcanus/view';
import { getLang, n, t } from '../i18n/index';
import { h } from '../../../ui/dom';
import { inspectable, type InspectInfo } from '../../../ui/inspect';
import {
  approvalInfo,
  bonusInfo,
  budgetInfo,
  eventInfo,
  fundsInfo,
  keyInfo,
  poolInfo,
  researchInfo,
  roleInfo,
  stageInfo,
  stockInfo,
  treeNodeInfo,
} from './inspect-texts';

/** Marks an element inspectable (hover, right click, long press) with texts asked when shown. */
const ins = <E extends Element>(el: E, info: () => InspectInfo): E => inspectable(el, info);

const TREE_POS: Record<KaijuCardType, [number, number]> = {
  walk: [106, 20],
  fireball: [278, 20],
  underground: [48, 64],
  roar: [144, 64],
  stomp: [240, 64],
  rampage: [336, 64],
  lavaFlow: [192, 108],
};

function svgEl(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** A node's label: one line, or two (split at the space nearest the middle) when it is long. */
function nodeLines(label: string): string[] {
  if (label.length <= 10 || !label.includes(' ')) return [label];
  const mid = label.length / 2;
  let at = -1;
  for (let i = 0; i < label.length; i++)
    if (label[i] === ' ' && (at < 0 || Math.abs(i - mid) < Math.abs(at - mid))) at = i;
  return [label.slice(0, at), label.slice(at + 1)];
}

export function evolutionTree(v: View, fresh: string | null): SVGSVGElement {
  const tree = v.kaiju.tree;
  const svg = svgEl('svg', { viewBox: '0 0 384 128', class: 'tree' }) as SVGSVGElement;
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
    const g = ins(
      svgEl('g', {
        class: `node${tree[node] ? ' lit' : ''}${fresh === node ? ' fresh' : ''}`,
        'data-node': node,
        'data-test': 'tree-node',
      }),
      () => treeNodeInfo(v, node),
    );
    // a long name takes two lines (split at the space nearest its middle) in a taller node, at the size of the others
    // (the tree is drawn at about 0.7 on a tablet: 18 px stays above the screen's 12 px floor)
    const lines = nodeLines(n().kaijuType(node));
    const tall = lines.length > 1;
    g.append(svgEl('rect', { x: x - 46, y: y - (tall ? 21 : 14), width: 92, height: tall ? 42 : 28, rx: 7 }));
    const tx = svgEl('text', { x, y: y + 6, 'text-anchor': 'middle' });
    lines.forEach((line, i) => {
      const at: Record<string, string | number> = tall ? { x, y: y - 3 + i * 17 } : { x };
      // a line still too long for its node is narrowed a little
      if (line.length * 9.5 > 88) Object.assign(at, { textLength: 88, lengthAdjust: 'spacingAndGlyphs' });
      const span = svgEl('tspan', at);
      span.textContent = line;
      tx.append(span);
    });
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
      ins(
        h(
          'div',
          { class: `pool${k.stage === i ? ' current' : ''}${p === 0 ? ' empty' : ''}` },
          h('div', { class: 'pool-name', text: STAGES[i][getLang()] }),
          h('div', { class: 'pool-n', text: String(p) }),
          i < k.evolutionBeside.length && k.evolutionBeside[i] ? h('div', { class: 'evo-tile', text: '◆' }) : null,
        ),
        () => poolInfo(v, i),
      ),
    ),
  );
  return h(
    'section',
    { class: 'board kaiju-board', 'data-test': 'kaiju-board' },
    h(
      'h3',
      {},
      t('kaijuBoard'),
      ins(h('span', { class: 'stage-badge', text: `${t('stage')}: ${n().stage(k.stage)}` }), stageInfo),
    ),
    pools,
    h('div', { class: 'sub', text: t('evolutionTree') }),
    evolutionTree(v, fresh),
    k.evolutionPending > 0 ? h('div', { class: 'note', text: t('evolutionPending', { n: k.evolutionPending }) }) : null,
  );
}

export function humanBoard(v: View): HTMLElement {
  const hs = v.humans;
  const f = hs.funds;
  const nb = numbers();
  const at = (x: number) => `left:${(x / nb.researchMax) * 100}%`;
  const research = ins(h('div', { class: 'research', 'data-test': 'research' }), () => researchInfo(v));
  const bar = h(
    'div',
    { class: 'research-bar' },
    h('div', { class: 'research-fill', style: `width:${(hs.research / nb.researchMax) * 100}%` }),
  );
  for (const [i, x] of nb.keyThresholds.entries())
    bar.append(
      ins(
        h('div', {
          class: `mark key${hs.research >= x ? ' on' : ''}`,
          'data-test': `key-${i + 1}`,
          style: at(x),
          text: t('keyShort', { n: i + 1 }),
        }),
        () => keyInfo(v, i + 1),
      ),
    );
  for (const [which, x] of [
    ['buildBase', nb.approvalBuildBase],
    ['freezingShell', nb.approvalFreezingShell],
  ] as const)
    bar.append(
      ins(
        h('div', {
          class: `mark appr${hs.research >= x ? ' on' : ''}`,
          'data-test': `approval-${which}`,
          style: at(x),
          text: t('approvalShort'),
        }),
        () => approvalInfo(v, which),
      ),
    );
  research.append(h('div', { class: 'row-label', text: `${t('research')} ${hs.research}/${nb.researchMax}` }), bar);
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
    h(
      'div',
      { class: 'roles' },
      hs.roles.map((r) =>
        ins(
          h('span', {
            class: `role-chip ${r.role}`,
            'data-test': 'role',
            text: `${n().role(r.role)}（${n().seat(r.seat)}）`,
          }),
          () => roleInfo(v, r.role),
        ),
      ),
    ),
    ins(h('div', { class: 'funds' }, coins('pool', f.pool), coins('spent', f.spent), coins('stock', f.stock)), () =>
      fundsInfo(v),
    ),
    ins(
      h(
        'div',
        { class: 'budget' },
        h('span', { class: 'row-label', text: t('budget') }),
        Array.from({ length: nb.budgetTrackLength }, (_, b) =>
          h('span', { class: `budget-dot${hs.budget === b ? ' on' : ''}`, text: String(b) }),
        ),
      ),
      budgetInfo,
    ),
    research,
    ins(
      h(
        'div',
        { class: 'stock' },
        h('span', { class: 'unit fire', text: `${t('fire')} ${hs.stock.fire}` }),
        h('span', { class: 'unit sdf', text: `${t('sdf')} ${hs.stock.sdf}` }),
        h('span', { class: 'unit base', text: `${t('bases')} ${hs.stock.bases}` }),
        h('span', { class: 'unit attack', text: `${t('attackTiles')} ${hs.attackSupply}` }),
      ),
      () => stockInfo(v),
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
        ins(
          h(
            'div',
            {
              class: `event-slot${e.revealed ? ' revealed' : ''}${v.round === i + 1 ? ' current' : ''}${e.advanced ? ' adv' : ''}`,
              'data-test': 'event-slot',
            },
            h('small', { text: String(i + 1) }),
            h('span', { text: e.revealed || !e.advanced ? n().event(e.event) : '?' }),
            e.threeTile ? h('i', { class: 'three', text: '3' }) : null,
          ),
          () => eventInfo(v, i),
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
        return ins(
          h(
            'div',
            { class: `bonus-tile${placed ? ' placed' : ''}` },
            h('b', { text: n().bonus(id) }),
            b ? h('small', { text: `${n().town(b.town)} ・ ${t('lava')} ${bonusLava(numbers(), id)}` }) : null,
          ),
          () => bonusInfo(id, placed),
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
