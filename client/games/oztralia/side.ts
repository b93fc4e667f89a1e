/**
 * The side column: the decision (the kit's panel with Oztralia's words: each box with where it lands you on the
 * calendar, from the view's timeline), each settler's warehouse, cubes, barracks and people, the combat under way,
 * and the top bar's badges (whose turn, the disc, the Old Ones' score range). Words and pictures only.
 */
import type { Lang } from '../../i18n/lang';
import type { Decision } from '../../kit/decision';
import { BUTTON, type Step } from '../../kit/funnel';
import { decisionPanel, waitingPanel } from '../../kit/panel';
import { badge, chip, chipRow } from '../../kit/widgets/chips';
import { inspectable } from '../../ui/inspect';
import { h } from '../../ui/dom';
import {
  BOX_TIME,
  PERSONALITIES,
  TILES,
  UNITS,
  type BoxId,
  type PersonId,
  type UnitKind,
} from '../../../shared/oztralia/data';
import { TERRAIN_OF, hexName } from '../../../shared/oztralia/hex';
import type { Action, Seat, View } from '../../../shared/oztralia/types';
import { EDGE, HEX } from './choices';
import { unitName } from './texts';
import { say, type UiKey } from './ui';
import { BOX, EXCHANGE, FARM, PERSON, RES, TERRAIN, TILE, UNIT, WITHDRAW, pick, seatIndex } from './words';

type Namer = (s: string) => string;

export function stepLabel(s: Step, v: View, l: Lang): string {
  if (s.on === HEX) return `${hexName(Number(s.id))} ${TERRAIN[TERRAIN_OF[Number(s.id)]][l]}`;
  if (s.on === EDGE)
    return s.id
      .split('-')
      .map((x) => hexName(Number(x)))
      .join('–');
  const [k, x = ''] = s.id.split(':');
  switch (k) {
    case 'box':
      return pick(BOX[x as BoxId], l, x);
    case 'res':
      return pick(RES[x as keyof typeof RES], l, x);
    case 'farm':
      return pick(FARM[x as keyof typeof FARM], l, x);
    case 'slot': {
      const card = v.row[Number(x)];
      return card ? `${PERSON[card][l]} (${PERSONALITIES[card]} VP)` : x;
    }
    case 'keep':
      return pick(PERSON[x as PersonId], l, x);
    case 'buy':
      return [...x].map((u) => pick(UNIT[u as keyof typeof UNIT], l, u)).join(' + ');
    case 'ex':
      return pick(EXCHANGE[x], l, x);
    case 'add':
      return say('addUnit', { unit: pick(UNIT[x as keyof typeof UNIT], l, x) }, l);
    case 'withdraw':
      return pick(WITHDRAW[x], l, x);
    case 'nurse':
      return say('nurse', { unit: unitName(x, l) }, l);
    case 'cube': {
      const t = v.tiles.find((y) => y.uid === Number(x));
      return t ? say('cube', { tile: t.kind ? TILE[t.kind][l] : '?', hex: hexName(t.hex) }, l) : x;
    }
    case 'hit': {
      const u = v.combat?.units.find((y) => y.id === x);
      return say('hitUnit', { unit: unitName(x, l), dmg: u?.dmg ?? 0 }, l);
    }
    case 'discard':
      return pick(RES[x as keyof typeof RES], l, x);
    case 'stop':
      return say('stop', {}, l);
    case 'recruitBlind':
      return say('blind', {}, l);
    case 'retrieveWithoutCube':
      return BOX.retrieveWithoutCube[l];
    case 'formed':
      return say('formed', {}, l);
    case 'fight':
      return say('fight', {}, l);
    case 'cancel':
      return say('cancelStrike', {}, l);
    default:
      return s.id;
  }
}

/** Under a box's button: its time and where the marker would land (the view's timeline, §8). */
function boxSub(s: Step, v: View, l: Lang): string | undefined {
  if (s.on !== BUTTON || !(s.id.startsWith('box:') || s.id === 'retrieveWithoutCube')) return undefined;
  const box = s.id.replace(/^box:/, '');
  const land = v.timeline.landings?.find((x) => x.box === box);
  const time = BOX_TIME[box as BoxId];
  const parts: string[] = [];
  if (time) parts.push(time === 1 ? say('time1', {}, l) : say('time', { n: time }, l));
  if (land) parts.push(`→ ${land.to[0] === land.to[1] ? land.to[0] : `${land.to[0]}–${land.to[1]}`}`);
  return parts.join(' ') || undefined;
}

export interface PromptContext {
  view: View;
  decision: Decision<Action>;
  mine: boolean;
  lang: Lang;
  readOnly: boolean;
  seatName: Namer;
}

export function promptPanel(c: PromptContext): HTMLElement {
  const { view: v, lang: l } = c;
  if (!c.mine || !v.prompt) {
    const next = v.prompt?.seat ?? v.timeline.next;
    const text = v.result
      ? say('over', {}, l)
      : c.readOnly
        ? say('replay', {}, l)
        : next === 'old' || !next
          ? say('oldTurn', {}, l)
          : say('waiting', { who: c.seatName(next) }, l);
    return waitingPanel(text);
  }
  const kind = v.prompt.kind;
  const q = h('div', { class: 'prompt-text', 'data-test': 'prompt-question', text: say(`q_${kind}` as UiKey, {}, l) });
  return inspectBoxes(
    decisionPanel(c.decision, {
      kind,
      cls: 'mine',
      head: [q, v.combat ? combatBox(v, l) : null],
      label: (s) => stepLabel(s, v, l),
      button: (s) => ({ sub: boxSub(s, v, l) }),
      chips: [
        { on: HEX, note: say('orMap', {}, l) },
        { on: EDGE, note: say('orMap', {}, l) },
      ],
      words: { cancel: say('cancel', {}, l), confirm: say('confirm', {}, l), sending: say('sending', {}, l) },
    }),
    l,
  );
}

/** The combat under way: where, the force with its damage, the sanity left, the Old Ones fought. */
export function combatBox(v: View, l: Lang): HTMLElement | null {
  const c = v.combat;
  if (!c) return null;
  return h(
    'div',
    { class: 'oz-combat', 'data-test': 'oz-combat' },
    h('b', { text: c.port ? say('portDefence', {}, l) : say('combat', { hex: hexName(c.hex) }, l) }),
    chipRow(
      [
        chip(say('sanity', { n: c.sanity }, l), { tone: c.sanity <= 1 ? 'danger' : 'warn' }),
        ...c.units.map((u) =>
          chip(`${unitName(u.id, l)}${u.dmg ? ` ✖${u.dmg}` : ''}`, { tone: u.dmg ? 'warn' : 'muted' }),
        ),
        ...c.tiles.map((uid) => {
          const t = v.tiles.find((x) => x.uid === uid);
          const name = t?.kind ? `${TILE[t.kind][l]} (${TILES[t.kind].endurance})` : '?';
          return chip(name, { tone: 'danger' });
        }),
      ],
      'oz-combat-chips',
    ),
  );
}

function unitInfo(id: string, l: Lang): { title: string; body: string } {
  const k = id[0] as UnitKind;
  const u = UNITS[k];
  return { title: unitName(id, l), body: u ? say('unitInfo', { cost: u.cost, e: u.endurance, r: u.range }, l) : '' };
}

/** Each box's button says what it is on a long press or a right click (its days on the calendar). */
function inspectBoxes(panel: HTMLElement, l: Lang): HTMLElement {
  for (const b of panel.querySelectorAll<HTMLElement>('[data-key^="box:"]')) {
    const box = (b.dataset.key ?? '').slice(4) as BoxId;
    const time = BOX_TIME[box];
    inspectable(b, () => ({
      title: pick(BOX[box], l, box),
      body: say('boxInfo', { time: time ?? say('boxTimeVaries', {}, l) }, l),
    }));
  }
  return panel;
}

/** A settler's board: score, warehouse, cubes, rails, barracks and people. */
export function seatPanel(v: View, s: Seat, me: boolean, l: Lang, name: Namer): HTMLElement {
  const p = v.players[s];
  const box = h('div', {
    class: `oz-seat team-${seatIndex(s)}${me ? ' me' : ''}`,
    'data-test': 'oz-seat',
    'data-seat': s,
  });
  if (!p) return box;
  const next = v.timeline.next === s;
  box.append(
    h(
      'div',
      { class: 'oz-seat-head' },
      h('b', { text: name(s) }),
      next ? badge(say('nextShort', {}, l), 'accent') : null,
      h('span', {
        class: 'oz-seat-score',
        'data-test': 'oz-seat-vp',
        text: say('score', { n: v.standing[s] ?? 0 }, l),
      }),
    ),
    chipRow(
      [
        ...(['coal', 'iron', 'gold', 'phos'] as const).map((r) => chip(`${RES[r][l]} ${p[r]}`, { tone: 'muted' })),
        chip(say('hq', { n: p.hq }, l), { tone: 'muted' }),
        chip(say('rails', { n: p.tracks.length }, l), { tone: 'muted' }),
      ],
      'oz-warehouse',
    ),
  );
  if (p.units.length || p.cards.length)
    box.append(
      chipRow(
        [
          ...p.units.map((u) =>
            inspectable(chip(unitName(u, l), { tone: `team-${seatIndex(s) as 1 | 2 | 3 | 4}` }), () => unitInfo(u, l)),
          ),
          ...p.cards.map((c) =>
            inspectable(chip(PERSON[c][l], { tone: 'accent' }), () => ({
              title: PERSON[c][l],
              body: `${PERSONALITIES[c]} VP`,
            })),
          ),
        ],
        'oz-barracks',
      ),
    );
  return box;
}

/** The top bar: the calendar's next marker, the disc, the Old Ones' score as a range (exact at the end). */
export function statusBadges(v: View, l: Lang, name: Namer): HTMLElement[] {
  const [low, high] = v.oldOnesRange;
  const next = v.result ? null : v.timeline.next;
  return [
    badge(next ? say('next', { who: name(next) }, l) : say('over', {}, l), next === 'old' ? 'danger' : 'accent', {
      test: 'status-next',
    }),
    badge(say('disc', { pos: v.timeline.disc }, l), 'muted', { test: 'status-disc' }),
    badge(low === high ? say('oldExact', { n: low }, l) : say('oldRange', { low, high }, l), 'danger', {
      test: 'status-old-range',
    }),
  ];
}
