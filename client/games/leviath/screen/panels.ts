/**
 * The side panels, drawn from the view alone: the clock (the deck's thickness by day, the evolution cards inside
 * it, GAME OVER at the bottom), Leviath's board (energy, abilities, cards held as backs or faces), the fleet and the
 * mines, the dyke tiles (letters only where the view gives them) and the humans' hands and discard.
 */
import type { Lang } from '../../../i18n/lang';
import type { Day, HumanCardId, Tier, Town, View } from '../../../../shared/leviath/types';
import { NUMBERS } from '../../../../shared/leviath/data/numbers';
import { h } from '../../../ui/dom';
import { inspectable } from '../../../ui/inspect';
import { dayOf } from '../board/board';
import { s } from '../board/svg';
import { awakeningCard, humanCard } from '../i18n/cards';
import { say } from '../i18n/ui';
import { ACTION_NAME, ACTION_TEXT, DAY, TIER, fill, seatName, shipName, townName } from '../i18n/words';
import { viewCard } from './card-face';

const section = (title: string, test: string, ...body: (HTMLElement | null)[]): HTMLElement =>
  h('section', { class: `lv-panel ${test}`, 'data-test': test }, h('h3', { text: title }), ...body);

/** The deck as a stack of card edges, top first, each day its colour, the evolution cards glowing between. */
export function clockPanel(v: View, l: Lang): HTMLElement {
  const d = v.deck;
  const items: { cls: string; title: string; body: string }[] = [];
  const evo = [...d.evolution];
  // §4.5 the deck's order is public: day 1, the 1st evolution card, day 2, the 2nd, day 3, the 3rd, day 4, GAME OVER
  for (const day of [1, 2, 3, 4] as Day[]) {
    for (let i = 0; i < d.byDay[day]; i++) items.push({ cls: `day${day}`, title: fill(DAY[l], { n: day }), body: '' });
    const tier = day as Tier;
    if (day < 4 && evo.includes(tier))
      items.push({
        cls: `evo t${tier}`,
        title: say('evolutionBack', { tier: fill(TIER[l], { n: tier }) }, l),
        body: say('evolutionBackHelp', {}, l),
      });
  }
  const edge = 3.2;
  const height = Math.max(8, (items.length + 1) * edge + 4);
  const stack = s('svg', { class: 'lv-deck', viewBox: `0 0 64 ${height}`, width: 64, height, 'data-size': d.size });
  items.forEach((it, i) => {
    const r = s('rect', {
      class: `lv-deck-card ${it.cls}`,
      x: 2 + (i % 2) * 0.6,
      y: 2 + i * edge,
      width: 60,
      height: edge - 0.6,
      rx: 1,
    });
    stack.append(r);
  });
  stack.append(
    s('rect', { class: 'lv-deck-card gameover', x: 2, y: 2 + items.length * edge, width: 60, height: edge, rx: 1 }),
  );
  const day = dayOf(v);
  const label = h(
    'div',
    { class: 'lv-clock-label' },
    h('b', { class: `lv-day day${day}`, 'data-test': 'day', text: fill(DAY[l], { n: day }) }),
    h('span', { 'data-test': 'deck-size', text: say('deckLeft', { n: d.size }, l) }),
    d.top?.k === 'evolution'
      ? h('span', { class: 'lv-next-evo', text: say('evolutionBack', { tier: fill(TIER[l], { n: d.top.tier }) }, l) })
      : null,
  );
  const sky = h(
    'div',
    { class: `lv-sky-strip day${day}` },
    ...[1, 2, 3, 4].map((n) => h('span', { class: n <= day ? 'past' : '' })),
  );
  const box = h('div', { class: 'lv-clock' }, stack as unknown as HTMLElement, h('div', {}, label, sky));
  inspectable(box, () => ({
    title: say('clock', {}, l),
    cost: say('deckLeft', { n: d.size }, l),
    body: [say('deckHelp', {}, l), ...([1, 2, 3, 4] as Day[]).map((n) => `${fill(DAY[l], { n })}: ${d.byDay[n]}`)].join(
      '\n',
    ),
  }));
  return section(say('clock', {}, l), 'clock', box);
}

const ACTION_DELTA: Record<keyof typeof ACTION_NAME, string> = {
  silence: `+${NUMBERS.silenceEnergy}`,
  predation: `+${NUMBERS.predationEnergy}`,
  move: `−${NUMBERS.moveCost}`,
  tsunami: `−${NUMBERS.tsunamiCost}`,
  evolution: '±',
};

/** Leviath's board: energy, the five actions, its cards (faces for the kaiju itself, backs for everyone else). */
export function kaijuPanel(v: View, l: Lang, mine: boolean): HTMLElement {
  const k = v.kaiju;
  const pips = h('div', { class: 'lv-energy', 'data-test': 'energy', 'data-energy': k.energy });
  for (let i = 1; i <= NUMBERS.energyMax; i++) pips.append(h('span', { class: i <= k.energy ? 'on' : '' }));
  inspectable(pips, () => ({
    title: say('energy', {}, l),
    cost: `${k.energy}/${NUMBERS.energyMax}`,
    body: say('energyHelp', { max: NUMBERS.energyMax }, l),
  }));
  const actions = h('div', { class: 'lv-actions' });
  for (const a of Object.keys(ACTION_NAME) as (keyof typeof ACTION_NAME)[])
    actions.append(
      inspectable(h('span', { class: 'lv-action-chip', text: `${ACTION_NAME[a][l]} ${ACTION_DELTA[a]}` }), () => ({
        title: ACTION_NAME[a][l],
        cost: `${ACTION_DELTA[a]}⚡`,
        body: fill(ACTION_TEXT[a][l], { steps: NUMBERS.moveSteps }),
      })),
    );
  const cards = h('div', { class: 'lv-kaiju-cards' });
  // the view carries the secret only to whom may see it: Leviath, or the replay's "show everything"
  const secret = v.secret ?? null;
  if (secret) {
    for (const e of secret.evolution) cards.append(viewCard({ evolution: e.card }, l));
  } else
    for (const e of k.evolution) cards.append(viewCard(e.card ? { evolution: e.card } : { evolutionBack: e.tier }, l));
  // Leviath holds its awakening cards in its hand bar; anyone else sees their backs, or their faces when shown all
  if (!mine && secret) for (const c of secret.awakening) cards.append(viewCard({ awakening: c }, l));
  else if (!mine) for (let i = 0; i < k.awakeningCount; i++) cards.append(viewCard({ awakeningBack: true }, l));
  const used = h(
    'div',
    { class: 'lv-used' },
    ...k.awakeningDiscard.map((c) =>
      inspectable(h('span', { class: 'lv-chip', text: awakeningCard(c, l).name }), () => ({
        title: awakeningCard(c, l).name,
        body: awakeningCard(c, l).text,
      })),
    ),
  );
  return section(
    say('kaijuBoard', {}, l),
    'kaiju-board',
    h('div', { class: 'lv-row' }, h('small', { text: say('energy', {}, l) }), pips),
    actions,
    h('small', { class: 'lv-note', text: say('awakeningHeld', { n: k.awakeningCount, d: k.awakeningDeckCount }, l) }),
    cards.childElementCount ? cards : null,
    k.awakeningDiscard.length ? h('small', { class: 'lv-note', text: say('usedAwakening', {}, l) }) : null,
    k.awakeningDiscard.length ? used : null,
    v.intimidated ? h('div', { class: 'lv-warn', text: say('intimidated', {}, l) }) : null,
  );
}

/** Ships in port, the mine supply and the towns lost. */
export function fleetPanel(v: View, l: Lang): HTMLElement {
  const docked = (Object.keys(v.ships) as (keyof View['ships'])[]).filter((x) => v.ships[x] === 'port');
  const supply = h('div', { class: 'lv-supply', 'data-test': 'mine-supply' });
  for (let i = 0; i < NUMBERS.mines; i++) supply.append(h('span', { class: i < v.mineSupply ? 'mine' : 'mine used' }));
  return section(
    say('fleet', {}, l),
    'fleet',
    h('small', { text: say('inPort', { ships: docked.map((x) => shipName(x, l)).join('・') || '—' }, l) }),
    h(
      'div',
      { class: 'lv-row' },
      h('small', { text: say('mineSupply', { n: v.mineSupply, max: NUMBERS.mines }, l) }),
      supply,
    ),
    h('small', {
      'data-test': 'submerged',
      text: say('submerged', { n: v.submerged.length, max: NUMBERS.floodTowns }, l),
    }),
  );
}

function dykeTile(l: Lang, letter: Town | null, area: 'materials' | 'construction' | 'discard'): HTMLElement {
  const help =
    area === 'materials' ? 'dykeMaterialsHelp' : area === 'construction' ? 'dykeBuiltHelp' : 'dykeDiscardHelp';
  if (letter === null)
    return inspectable(h('span', { class: `lv-dyke facedown ${area}`, text: '' }), () => ({
      title: say('dykeHidden', {}, l),
      body: `${say(help, {}, l)}\n${say('dykeHiddenHelp', {}, l)}`,
    }));
  return inspectable(h('span', { class: `lv-dyke ${area}`, 'data-letter': letter, text: letter }), () => ({
    title: say('dykeTile', { town: townName(letter, l) }, l),
    body: say(help, {}, l),
  }));
}

/** §9 the dyke tiles: letters for the human seats, face-down tiles (counts) for the kaiju and spectators (§15). */
export function dykePanel(v: View, l: Lang): HTMLElement {
  const d = v.dykes;
  const row = (name: string, tiles: HTMLElement[]) =>
    h('div', { class: 'lv-dyke-row' }, h('small', { text: name }), ...tiles);
  const area = (letters: Town[] | null, count: number, a: 'materials' | 'construction') =>
    letters ? letters.map((x) => dykeTile(l, x, a)) : Array.from({ length: count }, () => dykeTile(l, null, a));
  return section(
    say('dykes', {}, l),
    'dykes',
    row(say('materials', {}, l), area(d.materials, d.materialsCount, 'materials')),
    row(say('construction', {}, l), area(d.construction, d.constructionCount, 'construction')),
    row(
      say('dykeDiscard', {}, l),
      d.discard.map((x) => dykeTile(l, x, 'discard')),
    ),
  );
}

/** The humans' hand sizes and their open discard pile. */
export function handsPanel(v: View, l: Lang): HTMLElement {
  const counts = v.humans.map((x) =>
    h('small', {
      class: 'lv-hand-count',
      text: say('handCount', { seat: seatName(x, l), n: v.hands[x]?.count ?? 0 }, l),
    }),
  );
  const pile = h('div', { class: 'lv-discard' });
  for (const c of v.discard.slice(-10).reverse() as HumanCardId[])
    pile.append(
      inspectable(h('span', { class: 'lv-chip', text: humanCard(c, l).name }), () => ({
        title: humanCard(c, l).name,
        body: humanCard(c, l).text,
      })),
    );
  return section(
    say('hands', {}, l),
    'hands',
    h('div', { class: 'lv-row wrap' }, ...counts),
    v.discard.length
      ? h('small', { class: 'lv-note', text: `${say('humanDiscard', {}, l)} (${v.discard.length})` })
      : null,
    v.discard.length ? pile : null,
  );
}
