/**
 * From an update (the seat's view, its legal and standing actions, events) to what the screen draws: the layout
 * from the game's data module, the table and sheets in the screen's terms, and each legal action under the key of
 * the thing it is drawn on. The only file of the screen that knows the view's shape.
 */
import { CLAIMS, CONTRACTS, OFFICES, ROUNDS, SHIPPING } from '../../../shared/rolled-west/data';
import type { Action, GameEvent, View } from '../../../shared/rolled-west/types';
import type { Lang } from '../../i18n/lang';
import type { DecisionSpec } from '../../kit/decision';
import { button, type Step } from '../../kit/funnel';
import type { GameUpdate } from '../../net/types';
import {
  TERRAINS,
  type Affordances,
  type DieUse,
  type Mark,
  type Res,
  type SheetLayout,
  type SheetModel,
  type TableModel,
} from './model';
import { RESOURCE, TERRAIN, officeName } from './words';

export const LAYOUT: SheetLayout = {
  offices: OFFICES.map((o) => ({ id: o.id, row: o.row, col: o.col })),
  contracts: CONTRACTS.map((c) => ({ id: c.id, cost: { ...c.cost }, points: c.points })),
  shipping: { C: [...SHIPPING.C], S: [...SHIPPING.S], G: [...SHIPPING.G] },
  claims: CLAIMS,
  rounds: ROUNDS,
};

export interface Adapted {
  layout: SheetLayout;
  table: TableModel;
  aff: Affordances;
}

/** The key of the thing an action is drawn on. */
export function keyOf(a: Action): string {
  switch (a.type) {
    case 'terrain':
      return `terrain:${a.face}`;
    case 'contract':
    case 'office':
      return `${a.type}:${a.id}`;
    case 'ship':
      return `ship:${a.metal}:${a.n}`;
    case 'bank':
      return `bank:${a.face}`;
    case 'copy':
      return `between:${a.face}`;
    case 'pass':
      return 'between:pass';
    case 'endTurn':
      return 'end';
    case 'autoBank':
      return `auto:${a.res ?? 'none'}`;
    default:
      return a.type;
  }
}

/** The keys drawn as the prompt's own buttons; every other key is a thing on the dice or the sheet. */
const PROMPT_BUTTONS = new Set(['undo', 'between:pass', 'end']);

/** The tap that stands for a key: a prompt button, or the thing it is drawn on (its layer is the key's kind). */
export function stepOf(key: string): Step {
  return PROMPT_BUTTONS.has(key) ? button(key) : { on: key.split(':')[0], id: key };
}

/** Every action is one tap; the terrain may also be chosen on any die showing its face. */
export function decisionSpec(u: GameUpdate | null): DecisionSpec<unknown> {
  const t = u ? (u.view as View).turn : null;
  return {
    steps: (a) => [stepOf(keyOf(a as Action))],
    also: (a) => {
      const x = a as Action;
      if (x.type !== 'terrain' || !t || t.terrain !== null) return [];
      return t.dice.flatMap((face, i) => (face === x.face ? [[{ on: 'terrain', id: `terrain:${i}` }]] : []));
    },
  };
}

export function adapt(u: GameUpdate): Adapted {
  const v = u.view as View;
  const aff: Affordances = new Map();
  const legal = u.legal as Action[];
  const t = v.turn;
  for (const a of [...legal, ...((u.standing ?? []) as Action[])]) aff.set(keyOf(a), a);
  // the terrain choice is drawn on the dice: each die showing a legal face can be tapped
  if (t && t.terrain === null)
    t.dice.forEach((face, i) => {
      const a = legal.find((x) => x.type === 'terrain' && x.face === face);
      if (a) aff.set(`terrain:${i}`, a);
    });
  const me = v.me?.seat ?? null;
  const sheets: SheetModel[] = v.order.map((seat) => {
    const sh = v.sheets[seat];
    return {
      seat,
      score: v.final?.[seat]?.total ?? sh.points.claims + sh.points.shipping + sh.points.contracts,
      bank: { ...sh.bank },
      lightBoxes: [...sh.light],
      darkBoxes: [...sh.dark],
      claims: Object.fromEntries(
        TERRAINS.map((tr) => [
          tr,
          sh.claims[tr].map((m): Mark => (m === 'T' ? 'camp' : m === 'O' ? 'settlement' : null)),
        ]),
      ) as SheetModel['claims'],
      shipped: { ...sh.shipped },
      shipBig: { C: [...sh.shipBig.C], S: [...sh.shipBig.S], G: [...sh.shipBig.G] },
      offices: [...sh.offices],
      contracts: [...sh.contracts],
      final: v.final?.[seat] ?? null,
    };
  });
  const roller = v.schedule[v.pos] ?? null;
  const dice: TableModel['dice'] = t
    ? t.dice.map((face, i) => ({ face, use: (i === t.terrain ? 'terrain' : t.use[i]) as DieUse }))
    : v.ghost
      ? v.ghost.map((face) => ({ face, use: 'free' as DieUse }))
      : [];
  const table: TableModel = {
    round: v.round,
    roller: v.winners ? null : roller,
    dice: v.winners ? [] : dice,
    turnOf: t && !t.ended ? t.seat : null,
    officeOwner: { ...v.officeOwner },
    contractOwner: { ...v.contractOwner },
    shipBigOwner: { C: [...v.shipBigOwner.C], S: [...v.shipBigOwner.S], G: [...v.shipBigOwner.G] },
    bankWaiting: v.window ? [...v.window.waiting] : [],
    bankAnswers: v.window ? { ...v.window.answers } : {},
    sheets,
    me,
    autoBank: v.me?.autoBank ?? null,
    canAutoBank: (u.standing ?? []).length > 0,
    over: v.winners !== null,
    order: [...v.order],
  };
  return { layout: LAYOUT, table, aff };
}

export interface Notice {
  kind: 'roll' | 'cross' | 'bank' | 'score' | 'mark';
  text?: string;
}

/** How the screen reacts to an event: a tumble, a cross-out notice ("Ana took the 15-point contract"), a chime. */
export function notice(e: unknown, name: (seat: string) => string, lang: Lang): Notice | null {
  const ev = e as GameEvent;
  switch (ev.type) {
    case 'diceRolled':
    case 'ghostRolled':
      return { kind: 'roll' };
    case 'itemCrossedOut': {
      // one notice per taking (the event comes once per other sheet: only the first is spoken)
      return { kind: 'cross', text: crossText(ev, name, lang) };
    }
    case 'resourceBanked':
      return { kind: 'bank' };
    case 'majorityScored':
    case 'officeScored':
      return { kind: 'score' };
    case 'campBuilt':
    case 'settlementBuilt':
    case 'shipped':
    case 'contractCompleted':
    case 'officeBought':
      return { kind: 'mark' };
    default:
      return null;
  }
}

function crossText(
  e: Extract<GameEvent, { type: 'itemCrossedOut' }>,
  name: (seat: string) => string,
  lang: Lang,
): string {
  const who = name(e.by);
  if (e.item === 'contract') {
    const pts = CONTRACTS.find((c) => c.id === e.id)?.points ?? 0;
    return lang === 'ja' ? `${who}が${pts}点の契約を取った` : `${who} took the ${pts}-point contract`;
  }
  if (e.item === 'office')
    return lang === 'ja' ? `${who}が${officeName(e.id, lang)}を買った` : `${who} bought ${officeName(e.id, lang)}`;
  const metal = e.id[0] as Res;
  return lang === 'ja'
    ? `${who}が${RESOURCE[metal][lang]}の出荷ボーナスを取った`
    : `${who} took the ${RESOURCE[metal][lang]} shipping bonus`;
}

/** A log line for an event. */
export function logLine(e: unknown, name: (seat: string) => string, lang: Lang): { text: string; cls?: string } | null {
  const ev = e as GameEvent;
  const ja = lang === 'ja';
  const res = (r: Res) => RESOURCE[r][lang];
  switch (ev.type) {
    case 'roundStarted':
      return { text: ja ? `── ラウンド ${ev.round} ──` : `── Round ${ev.round} ──`, cls: 'round' };
    case 'diceRolled':
      return {
        text: ja
          ? `${name(ev.seat)}が振った：${ev.dice.map(res).join('・')}`
          : `${name(ev.seat)} rolls ${ev.dice.map(res).join(', ')}`,
      };
    case 'ghostRolled':
      return {
        text: ja
          ? `ゴーストが振った：${ev.dice.map(res).join('・')}`
          : `The ghost rolls ${ev.dice.map(res).join(', ')}`,
      };
    case 'terrainChosen':
      return {
        text: ja
          ? `${name(ev.seat)}の地形：${TERRAIN[ev.terrain][lang]}`
          : `${name(ev.seat)} picks ${TERRAIN[ev.terrain][lang]}`,
      };
    case 'campBuilt':
      return {
        text: ja
          ? `${name(ev.seat)}が${TERRAIN[ev.terrain][lang]}にキャンプ（+${ev.points}）`
          : `${name(ev.seat)} camps in the ${TERRAIN[ev.terrain][lang]} (+${ev.points})`,
      };
    case 'settlementBuilt':
      return {
        text: ja
          ? `${name(ev.seat)}が${TERRAIN[ev.terrain][lang]}に集落（+${ev.points}）`
          : `${name(ev.seat)} settles in the ${TERRAIN[ev.terrain][lang]} (+${ev.points})`,
      };
    case 'contractCompleted':
      return {
        text: ja
          ? `${name(ev.seat)}が${ev.points}点の契約を完了（+${ev.points}）`
          : `${name(ev.seat)} completes the ${ev.points}-point contract (+${ev.points})`,
      };
    case 'officeBought':
      return {
        text: ja
          ? `${name(ev.seat)}が${officeName(ev.id, lang)}を買った`
          : `${name(ev.seat)} buys ${officeName(ev.id, lang)}`,
      };
    case 'shipped':
      return {
        text: ja
          ? `${name(ev.seat)}が${res(ev.metal)}を${ev.n}つ出荷（+${ev.points}）`
          : `${name(ev.seat)} ships ${ev.n} ${res(ev.metal)} (+${ev.points})`,
      };
    case 'resourceBanked':
      return {
        text: ja
          ? `${name(ev.seat)}が${res(ev.res)}を蓄えた${ev.kind === 'between' ? (ev.auto ? '（自動）' : '（写し）') : ''}`
          : `${name(ev.seat)} banks ${res(ev.res)}${ev.kind === 'between' ? (ev.auto ? ' (auto)' : ' (copied)') : ''}`,
      };
    case 'bankPassed':
      return {
        text: ja
          ? `${name(ev.seat)}は蓄えなかった${ev.auto ? '（自動）' : ''}`
          : `${name(ev.seat)} passes${ev.auto ? ' (auto-bank)' : ''}`,
      };
    case 'undone':
      return { text: ja ? `${name(ev.seat)}が取り消した` : `${name(ev.seat)} undoes a step` };
    case 'turnEnded':
      return { text: ja ? `${name(ev.seat)}の手番終了` : `${name(ev.seat)} ends the turn` };
    case 'autoBankSet':
      return {
        text: ja ? `自動で蓄える：${ev.res ? res(ev.res) : 'なし'}` : `Auto-bank: ${ev.res ? res(ev.res) : 'none'}`,
      };
    case 'majorityScored':
      return {
        text: ja
          ? `${name(ev.seat)}：${TERRAIN[ev.terrain][lang]}の多数派${ev.place}位（+${ev.points}）`
          : `${name(ev.seat)}: ${TERRAIN[ev.terrain][lang]} majority, place ${ev.place} (+${ev.points})`,
      };
    case 'officeScored':
      return {
        text: ja
          ? `${name(ev.seat)}：${officeName(ev.id, lang)}（+${ev.points}）`
          : `${name(ev.seat)}: ${officeName(ev.id, lang)} (+${ev.points})`,
      };
    case 'gameEnded':
      return {
        text: ja
          ? `ゲーム終了：${ev.winners.map(name).join('・')}の勝ち`
          : `Game over: ${ev.winners.map(name).join(' & ')} win${ev.winners.length > 1 ? '' : 's'}`,
        cls: 'round',
      };
    case 'itemCrossedOut':
      return null;
  }
}
