/**
 * A player's scoresheet, drawn from the layout data: the bank strip (one light and one dark box per round), the
 * Boomtown offices and the shipping rows, the contracts, and the four claim tracks with their majority bonus.
 * Marks draw themselves as pen strokes the first time they appear; an item someone else took is crossed out.
 * What this seat can afford now lights up, and one tap does it. Everything on it can be inspected.
 */
import { h } from '../../ui/dom';
import { inspectable } from '../../ui/inspect';
import { fill } from '../../i18n/index';
import type { Lang } from '../../i18n/lang';
import { dieEl } from './dice';
import {
  METALS,
  RESOURCES,
  TERRAINS,
  TERRAIN_OF,
  type Affordances,
  type Metal,
  type Res,
  type SheetLayout,
  type SheetModel,
  type TableModel,
  type Terrain,
} from './model';
import { OFFICE_EFFECT, OFFICE_SHORT, RESOURCE, TERRAIN, W, officeTitle } from './words';

const NS = 'http://www.w3.org/2000/svg';

/** A pen mark in a 0–100 box: it draws itself when `fresh`. */
function pen(
  kind: 'triangle' | 'circle' | 'check' | 'cross' | 'ring',
  fresh: boolean,
  colour = 'var(--ink)',
): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', `pen ${kind}${fresh ? ' fresh' : ''}`);
  const d = {
    triangle: 'M50 14 L88 84 L12 84 Z',
    circle: 'M50 12 A38 38 0 1 1 49.9 12',
    // a loose hand-drawn loop that hugs the box's edge (stretched to the box, see below)
    ring: 'M9 8 Q50 2 93 6 Q98 50 94 93 Q50 98 6 94 Q2 50 9 8',
    check: 'M16 54 L40 78 L86 22',
    cross: 'M12 12 L88 88 M88 12 L12 88',
  }[kind];
  const p = document.createElementNS(NS, 'path');
  p.setAttribute('d', d);
  p.setAttribute('pathLength', '100');
  p.setAttribute('fill', 'none');
  p.setAttribute('stroke', colour);
  p.setAttribute('stroke-width', kind === 'cross' ? '9' : '10');
  p.setAttribute('stroke-linecap', 'round');
  p.setAttribute('stroke-linejoin', 'round');
  if (kind === 'ring') {
    // the ring goes round the whole office, so the cost and the effect inside stay readable
    svg.setAttribute('preserveAspectRatio', 'none');
    p.setAttribute('vector-effect', 'non-scaling-stroke');
    p.setAttribute('stroke-width', '2.5');
  }
  svg.append(p);
  return svg;
}

function costText(cost: Partial<Record<Res, number>>, lang: Lang): string {
  return RESOURCES.filter((r) => cost[r])
    .map((r) => `${cost[r]} ${RESOURCE[r][lang]}`)
    .join(' + ');
}

function costIcons(cost: Partial<Record<Res, number>>): HTMLElement {
  const box = h('span', { class: 'cost' });
  for (const r of RESOURCES)
    for (let i = 0; i < (cost[r] ?? 0); i++) box.append(dieEl(r, 'mini') as unknown as HTMLElement);
  return box;
}

export interface SheetOptions {
  lang: Lang;
  /** Names of the seats. */
  name: (seat: string) => string;
  /** This sheet belongs to the viewer: its affordances light up and act. */
  mine: boolean;
  /** A thumbnail (the opponents'): no affordances, smaller. */
  compact: boolean;
  /** Keys of the marks already drawn last time (anything else is fresh and draws itself). */
  seen: Set<string>;
  act: (key: string) => void;
}

export function drawSheet(
  layout: SheetLayout,
  sheet: SheetModel,
  table: TableModel,
  aff: Affordances,
  o: SheetOptions,
): HTMLElement {
  const lang = o.lang;
  const drawn = new Set<string>();
  const fresh = (key: string) => {
    drawn.add(key);
    return !o.seen.has(key);
  };
  const can = (key: string) => o.mine && aff.has(key);
  /** A sheet element: lit and tappable when its key is affordable. */
  const spot = (el: HTMLElement, key: string | null) => {
    if (key && can(key)) {
      el.classList.add('can');
      el.setAttribute('role', 'button');
      el.setAttribute('tabindex', '0');
      el.dataset.act = key;
      el.addEventListener('click', () => o.act(key));
      el.addEventListener('keydown', (e) => (e.key === 'Enter' || e.key === ' ') && o.act(key));
    }
    return el;
  };
  const crossedBy = (owner: string | null | undefined, key: string) =>
    owner && owner !== sheet.seat ? pen('cross', fresh(`x:${key}`), 'var(--cross)') : null;

  // ---- bank strip ----
  const bank = h(
    'div',
    { class: 'rw-bank' },
    h('b', { class: 'rw-label', text: W.bank[lang] }),
    ...RESOURCES.map((r) =>
      inspectable(
        h(
          'span',
          { class: `rw-res res-${r}`, 'data-test': `bank-${r}` },
          dieEl(r, 'mini') as unknown as HTMLElement,
          h('b', { text: String(sheet.bank[r]) }),
        ),
        () => ({ title: `${W.bank[lang]}: ${RESOURCE[r][lang]}`, body: String(sheet.bank[r]) }),
      ),
    ),
    h(
      'span',
      { class: 'rw-boxes' },
      ...Array.from({ length: layout.rounds }, (_, i) =>
        h(
          'span',
          { class: `rw-round${table.round === i + 1 ? ' now' : ''}` },
          h('small', { text: String(i + 1) }),
          h(
            'span',
            { class: 'box light' },
            sheet.lightBoxes[i] ? (dieEl(sheet.lightBoxes[i] as Res, 'mini') as unknown as HTMLElement) : null,
          ),
          h(
            'span',
            { class: 'box dark' },
            sheet.darkBoxes[i] ? (dieEl(sheet.darkBoxes[i] as Res, 'mini') as unknown as HTMLElement) : null,
          ),
        ),
      ),
    ),
  );

  // ---- Boomtown ----
  const boom = h('div', { class: 'rw-boomtown' }, h('b', { class: 'rw-label', text: W.office[lang] }));
  const grid = h('div', { class: 'rw-office-grid' });
  grid.append(h('span'), ...METALS.map((m) => h('span', { class: `rw-axis res-${m}`, text: RESOURCE[m][lang] })));
  for (const row of METALS) {
    grid.append(h('span', { class: `rw-axis res-${row}`, text: RESOURCE[row][lang] }));
    for (const col of METALS) {
      const office = layout.offices.find((x) => x.row === row && x.col === col);
      if (!office) {
        grid.append(h('span'));
        continue;
      }
      const owner = table.officeOwner[office.id];
      const cost: Partial<Record<Res, number>> = {};
      cost[row] = (cost[row] ?? 0) + 1;
      cost[col] = (cost[col] ?? 0) + 1;
      const cell = spot(
        h(
          'div',
          {
            class: `rw-office${owner === sheet.seat ? ' mine' : owner ? ' taken' : ''}`,
            'data-test': `office-${office.id}`,
          },
          costIcons(cost),
          h('small', {
            class: 'rw-effect',
            text: OFFICE_SHORT[office.id]?.[lang] ?? '',
          }),
          owner === sheet.seat ? pen('ring', fresh(`office:${office.id}`)) : null,
          crossedBy(owner, `office:${office.id}`),
        ),
        `office:${office.id}`,
      );
      grid.append(
        inspectable(cell, () => ({
          title: officeTitle(office.id, lang),
          cost: `${W.cost[lang]}: ${costText(cost, lang)}`,
          body: [OFFICE_EFFECT[office.id]?.[lang] ?? '', W.exclusive[lang], owner ? `✔ ${o.name(owner)}` : '']
            .filter(Boolean)
            .join('\n'),
        })),
      );
    }
  }
  boom.append(grid);

  // ---- shipping ----
  const ship = h('div', { class: 'rw-shipping' }, h('b', { class: 'rw-label', text: W.shipping[lang] }));
  for (const m of METALS) {
    const row = h(
      'div',
      { class: `rw-ship-row res-${m}`, 'data-test': `ship-${m}` },
      dieEl(m, 'mini') as unknown as HTMLElement,
    );
    layout.shipping[m].forEach((space, i) => {
      const marked = i < sheet.shipped[m];
      const big = Array.isArray(space);
      const bigOwner = table.shipBigOwner[m]?.[i] ?? null;
      const n = i + 1 - sheet.shipped[m]; // how many to ship to reach this space
      const key = n >= 1 ? `ship:${m}:${n}` : null;
      const label = big
        ? h(
            'span',
            { class: 'rw-big-small' },
            h('span', {
              class: `big${bigOwner && bigOwner !== sheet.seat && !(marked && sheet.shipBig[m][i]) ? ' gone' : ''}`,
              text: String((space as readonly [number, number])[0]),
            }),
            h('span', { class: 'small', text: `/${(space as readonly [number, number])[1]}` }),
          )
        : h('span', { text: String(space) });
      const cell = spot(
        h(
          'span',
          { class: `rw-space${big ? ' star' : ''}${marked ? ' marked' : ''}` },
          label,
          marked ? pen('check', fresh(`ship:${m}:${i}`)) : null,
        ),
        key,
      );
      row.append(
        inspectable(cell, () => ({
          title:
            lang === 'ja'
              ? `${W.shipping[lang]}（${RESOURCE[m][lang]}）：${i + 1}マス目`
              : `${W.shipping[lang]} ${RESOURCE[m][lang]}: space ${i + 1}`,
          body: big
            ? lang === 'ja'
              ? `最初に印をつけた人は${(space as readonly [number, number])[0]}点、以後の人は${(space as readonly [number, number])[1]}点。★マス。${bigOwner ? `大きい数字：${o.name(bigOwner)}` : ''}`
              : `The first to mark it scores ${(space as readonly [number, number])[0]}, everyone after ${(space as readonly [number, number])[1]}. A starred space.${bigOwner ? ` Big number taken by ${o.name(bigOwner)}.` : ''}`
            : lang === 'ja'
              ? `${space}点${i === 4 ? '。列が完成する。' : ''}`
              : `${fill(W.points.en, { n: Number(space) }, 'en')}${i === 4 ? '; completes the row.' : ''}`,
          cost: key ? `${W.cost[lang]}: ${n} ${RESOURCE[m][lang]}` : undefined,
        })),
      );
    });
    ship.append(row);
  }

  // ---- contracts ----
  const contracts = h('div', { class: 'rw-contracts' }, h('b', { class: 'rw-label', text: W.contract[lang] }));
  const crow = h('div', { class: 'rw-contract-row' });
  for (const c of layout.contracts) {
    const owner = table.contractOwner[c.id];
    const card = spot(
      h(
        'div',
        {
          class: `rw-contract${owner === sheet.seat ? ' mine' : owner ? ' taken' : ''}`,
          'data-test': `contract-${c.id}`,
          'data-inspect-zoom': '',
        },
        h('b', { class: 'rw-points', text: String(c.points) }),
        costIcons(c.cost),
        owner === sheet.seat ? pen('check', fresh(`contract:${c.id}`)) : null,
        crossedBy(owner, `contract:${c.id}`),
      ),
      `contract:${c.id}`,
    );
    crow.append(
      inspectable(card, () => ({
        title: `${W.contract[lang]}${lang === 'ja' ? '：' : ': '}${fill(W.points[lang], { n: c.points }, lang)}`,
        cost: `${W.cost[lang]}: ${costText(c.cost, lang)}`,
        body: [W.exclusive[lang], owner ? `✔ ${o.name(owner)}` : ''].filter(Boolean).join('\n'),
      })),
    );
  }
  contracts.append(crow);

  // ---- claims ----
  const terrainDie = table.dice.find((d) => d.use === 'terrain');
  const chosenTerrain = terrainDie ? TERRAIN_OF[terrainDie.face] : null;
  const claims = h('div', { class: 'rw-claims' }, h('b', { class: 'rw-label', text: W.claims[lang] }));
  for (const t of TERRAINS) {
    const track = layout.claims[t];
    const marks = sheet.claims[t];
    const next = marks.findIndex((m) => m === null);
    const here = chosenTerrain === t;
    const row = h(
      'div',
      { class: `rw-track terrain-${t}`, 'data-test': `track-${t}` },
      h('span', { class: 'rw-terrain', text: TERRAIN[t][lang] }),
    );
    track.points.forEach((pts, i) => {
      const m = marks[i];
      // a claim goes on the chosen terrain's track: its next space (a camp), or the two after (a settlement)
      const key = !here ? null : i === next ? 'camp' : i === next + 1 ? 'settlement' : null;
      const cell = spot(
        h(
          'span',
          { class: `rw-space${track.stars[i] ? ' star' : ''}${m ? ' marked' : ''}` },
          h('span', { text: String(pts) }),
          m ? pen(m === 'camp' ? 'triangle' : 'circle', fresh(`claim:${t}:${i}`)) : null,
          // what a tap builds here, said on the lit space itself
          key && can(key)
            ? h('small', { class: 'rw-tap', text: W[key === 'camp' ? 'camp' : 'settlement'][lang] })
            : null,
        ),
        key,
      );
      row.append(
        inspectable(cell, () => ({
          title: lang === 'ja' ? `${TERRAIN[t][lang]}：${i + 1}マス目` : `${TERRAIN[t][lang]}: space ${i + 1}`,
          body:
            lang === 'ja'
              ? `${pts}点${track.stars[i] ? '・★' : ''}。キャンプ（木1）は左端の空きマス1つ、集落（木2）は2つに印をつける。`
              : `${fill(W.points.en, { n: pts }, 'en')}${track.stars[i] ? ', starred' : ''}. A camp (1 wood) marks the leftmost empty space; a settlement (2 wood) the next two.`,
        })),
      );
    });
    row.append(
      inspectable(h('span', { class: 'rw-majority', text: `${track.majority[0]}/${track.majority[1]}` }), () => ({
        title: lang === 'ja' ? `${TERRAIN[t][lang]}の多数派ボーナス` : `${TERRAIN[t][lang]} majority bonus`,
        body:
          lang === 'ja'
            ? `終了時、この地形のマークが最も多い人に${track.majority[0]}点、次に多い人に${track.majority[1]}点（同数なら集落の数で比べる）。`
            : `At the end, the most marks here score ${track.majority[0]}, the next ${track.majority[1]} (ties compare settlements).`,
      })),
    );
    claims.append(row);
  }

  const el = h(
    'div',
    {
      class: `rw-sheet${o.mine ? ' mine' : ''}${o.compact ? ' compact' : ''}`,
      'data-test': `sheet-${sheet.seat}`,
      'data-seat': sheet.seat,
    },
    h(
      'div',
      { class: 'rw-sheet-head' },
      h('b', { text: o.name(sheet.seat) }),
      h('span', { class: 'rw-score', 'data-test': 'score', text: String(sheet.score) }),
    ),
    bank,
    h('div', { class: 'rw-middle' }, boom, ship),
    contracts,
    claims,
  );
  // what was drawn this time is not fresh any more
  for (const k of drawn) o.seen.add(k);
  return el;
}

export type { Metal, Terrain };
