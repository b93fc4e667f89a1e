/**
 * The family beside the map: every member with whose they are (one person may hold several), what they can do now,
 * a drop with the turns until their hex is wet, their statuses and skill cards (each inspectable), and a "Move"
 * button on each of the viewer's members that may still act (§5.1: any of them may be claimed, in any order). The
 * member looked at shows its allowance, part by part (Part C.1), and the legend of its shaded reach. Then the
 * family's tokens.
 */
import type { Lang } from '../../../i18n/lang';
import { ROLE_DEFS, SKILLS, type Skill, type UnitId } from '../../../../shared/tsunami/data/numbers';
import type { Tokens, UnitView, View } from '../../../../shared/tsunami/types';
import { chip } from '../../../kit/widgets/chips';
import { h } from '../../../ui/dom';
import { inspectable } from '../../../ui/inspect';
import { NS, token } from '../board/art';
import type { Risk } from '../risk';
import { say } from '../i18n/ui';
import { STATUS, SKILL, TOKEN, memberName } from '../i18n/words';
import { memberInfo, skillInfo, statusInfo, tokenInfo } from './inspect-texts';

export interface FamilyCtx {
  view: View;
  seat: string;
  lang: Lang;
  focus: UnitId | null;
  readOnly: boolean;
  seatName(seat: string): string;
  /** A member tapped: look at it. */
  onFocus(id: UnitId): void;
  /** "Move" tapped on one of the viewer's members. */
  onMove(id: UnitId): void;
}

/** A member's little portrait (their token), for HTML. */
export function portrait(u: Pick<UnitView, 'id' | 'role'>, size = 34): SVGSVGElement {
  const s = document.createElementNS(NS, 'svg');
  s.setAttribute('viewBox', '-13 -13 26 26');
  s.setAttribute('width', String(size));
  s.setAttribute('height', String(size));
  s.setAttribute('aria-hidden', 'true');
  s.setAttribute('class', 'ts-portrait');
  s.append(token(u.id, u.role));
  return s;
}

function state(u: UnitView, v: View, l: Lang): { text: string; cls: string } {
  if (u.fate === 'escaped') return { text: say('escaped', {}, l), cls: 'safe' };
  if (u.fate === 'died') return { text: say('swept', {}, l), cls: 'swept' };
  if (v.activation?.unit === u.id) return { text: say('isMoving', {}, l), cls: 'moving' };
  if (u.ledBy) return { text: say('ledBy', { x: memberName(u.ledBy, l) }, l), cls: 'led' };
  if (u.leading) return { text: say('ledBy', { x: memberName(u.leading, l) }, l), cls: 'led' };
  if (u.canActivate) return { text: say('canMove', {}, l), cls: 'can' };
  if (v.phase !== 'family') return { text: '', cls: 'wait' };
  if (u.statuses.some((s) => s.k === 'stunned' || s.k === 'trapped'))
    return { text: say('cannotMove', {}, l), cls: 'held' };
  return { text: say('hasMoved', {}, l), cls: 'moved' };
}

/** A status in force this turn (the view lists the ones due later too). */
const current = (u: UnitView, v: View) =>
  u.statuses.filter((s) => s.turn === 0 || s.turn === v.turn || (s.k === 'stunned' && s.turn >= v.turn));
const later = (u: UnitView, v: View) => u.statuses.filter((s) => s.turn > v.turn && s.k !== 'stunned');

function memberRow(u: UnitView, c: FamilyCtx): HTMLElement {
  const l = c.lang;
  const v = c.view;
  const mine = u.seat === c.seat;
  const st = state(u, v, l);
  const owner = mine ? say('you', {}, l) : c.seatName(u.seat);
  const chips: HTMLElement[] = [];
  for (const s of current(u, v))
    chips.push(chip(STATUS[s.k][l], { tone: 'warn', test: 'status-chip', info: () => statusInfo(s.k, l) }));
  for (const s of later(u, v))
    chips.push(
      chip(`${STATUS[s.k][l]}${l === 'ja' ? '（次）' : ' (next)'}`, {
        tone: 'muted',
        test: 'status-chip',
        info: () => statusInfo(s.k, l),
      }),
    );
  for (const sk of SKILLS as readonly Skill[])
    if (ROLE_DEFS[u.role].cards.includes(sk) && u.cards[sk] !== undefined)
      chips.push(
        chip(`${SKILL[sk][l]} ×${u.cards[sk] ?? 0}`, {
          tone: 'accent',
          test: 'skill-chip',
          info: () => skillInfo(sk, l, u.cards[sk]),
        }),
      );
  const canMove = mine && u.canActivate && !c.readOnly && v.phase === 'family';
  const wet =
    u.wetIn === null
      ? null
      : h('span', {
          class: `ts-wet wet-${Math.min(u.wetIn, 3)}`,
          'data-test': 'member-wet',
          text: u.wetIn <= 1 ? say('wetTonight', {}, l) : say('wetIn', { n: u.wetIn }, l),
        });
  const row = h(
    'div',
    {
      class: `ts-member ${st.cls}${mine ? ' mine' : ''}${c.focus === u.id ? ' focus' : ''}`,
      'data-test': 'member',
      'data-unit': u.id,
      'data-mine': mine ? 'true' : 'false',
      onclick: () => c.onFocus(u.id as UnitId),
    },
    portrait(u),
    h(
      'div',
      { class: 'ts-member-main' },
      h(
        'div',
        { class: 'ts-member-line' },
        h('b', { text: memberName(u.id, l) }),
        h('span', { class: `ts-owner${mine ? ' you' : ''}`, 'data-test': 'member-owner', text: owner }),
        h('span', { class: `ts-state ${st.cls}`, text: st.text }),
      ),
      h('div', { class: 'ts-member-line' }, wet, ...chips),
    ),
    canMove
      ? h('button', {
          class: 'primary ts-move',
          'data-test': 'claim',
          'data-unit': u.id,
          text: say('move', {}, l),
          onclick: (e: Event) => {
            e.stopPropagation();
            c.onMove(u.id as UnitId);
          },
        })
      : null,
  );
  return inspectable(row, () => memberInfo(u, l));
}

/** The member looked at: the allowance part by part, and what the shading of its reach means. */
export function focusPanel(c: FamilyCtx, risks: ReadonlySet<Risk>): HTMLElement | null {
  const l = c.lang;
  const v = c.view;
  const u = v.units.find((x) => x.id === c.focus);
  if (!u || u.hex === null)
    return h('div', { class: 'ts-focus empty note', 'data-test': 'focus', text: say('tapToSee', {}, l) });
  const act = v.activation?.unit === u.id && v.activation.stage === 'move' ? v.activation : null;
  const a = u.preview;
  const parts: HTMLElement[] = [];
  if (a) {
    parts.push(chip(a.rolled ? say('rolledBase', { n: a.base }, l) : say('base', { n: a.base }, l)));
    if (a.children) parts.push(chip(say('children', { n: a.children }, l), { tone: 'ok' }));
    if (a.bonus) parts.push(chip(say('bonus', { n: a.bonus }, l), { tone: 'ok' }));
    if (a.penalty) parts.push(chip(say('penalty', { n: a.penalty }, l), { tone: 'danger' }));
    if (a.fatigue) parts.push(chip(say('fatigue', { n: a.fatigue }, l), { tone: 'danger' }));
  }
  const heading = act
    ? say('allowanceLeft', { n: act.allowance }, l)
    : a
      ? say('allowanceNow', { n: a.total }, l)
      : null;
  const legend = [...risks].map((r) => h('span', { class: `ts-legend risk-${r}`, text: say(`risk${r}`, {}, l) }));
  // one of the viewer's members that may still act: it can be set off from here too (a tap on the map, then Move)
  const canMove = u.seat === c.seat && u.canActivate && !c.readOnly && v.phase === 'family';
  return h(
    'div',
    { class: 'ts-focus', 'data-test': 'focus', 'data-unit': u.id },
    h(
      'div',
      { class: 'ts-focus-head' },
      portrait(u, 28),
      h('b', { text: memberName(u.id, l) }),
      heading ? h('span', { 'data-test': 'allowance', text: heading }) : null,
    ),
    parts.length ? h('div', { class: 'kit-chips', 'data-test': 'allowance-parts' }, ...parts) : null,
    legend.length
      ? h('div', { class: 'ts-legends' }, h('span', { class: 'note', text: say('reachLegend', {}, l) }), ...legend)
      : null,
    canMove
      ? h('button', {
          class: 'primary ts-move',
          'data-test': 'focus-claim',
          text: say('claimChip', { u: memberName(u.id, l) }, l),
          onclick: () => c.onMove(u.id as UnitId),
        })
      : null,
  );
}

export function familyPanel(c: FamilyCtx): HTMLElement {
  const l = c.lang;
  const v = c.view;
  const tokens = (Object.keys(v.tokens) as (keyof Tokens)[]).filter((t) => v.tokens[t] > 0);
  return h(
    'div',
    { class: 'ts-family', 'data-test': 'family' },
    h('div', { class: 'ts-panel-title', text: say('family', {}, l) }),
    ...v.units.map((u) => memberRow(u, c)),
    h(
      'div',
      { class: 'ts-tokens', 'data-test': 'tokens' },
      h('span', { class: 'note', text: say('tokens', {}, l) }),
      ...(tokens.length
        ? tokens.map((t) =>
            chip(`${TOKEN[t][l]} ×${v.tokens[t]}`, {
              tone: 'ok',
              test: `token-${t}`,
              info: () => tokenInfo(t, l, v.tokens[t]),
            }),
          )
        : [h('span', { class: 'note', text: say('noTokens', {}, l) })]),
    ),
  );
}
