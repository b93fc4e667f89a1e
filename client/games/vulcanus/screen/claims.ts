/**
 * The claims of the planning phase (§7.2): each of my roles' line, and the moves the update offers on it — take or
 * change a line, release it, offer another player a swap — and a swap offered to me, to accept or refuse, or mine,
 * waiting for its answer. Every button is one of the update's legal actions; nothing here knows who may do what.
 */
import type { RoleId } from '../../../../shared/vulcanus/data/cards';
import type { Action, Line } from '../../../../shared/vulcanus/types';
import type { View } from '../../../../shared/vulcanus/view';
import { fill } from '../../../i18n/index';
import { actionButton } from '../../../kit/action-button';
import { h } from '../../../ui/dom';
import { getLang, n, t } from '../i18n/index';
import { PLAN_WORDS } from '../i18n/plan-words';
import './claims.css';

type Claim = Extract<Action, { type: 'claim' }>;
type Release = Extract<Action, { type: 'release' }>;
type Propose = Extract<Action, { type: 'proposeSwap' }>;
type Answer = Extract<Action, { type: 'answerSwap' }>;

export interface ClaimRow {
  role: RoleId;
  line: Line | null;
  claims: Claim[];
  release: Release | null;
  proposals: Propose[];
}

/** A swap waiting for an answer, seen from this seat. */
export interface PendingSwap {
  from: RoleId;
  to: RoleId;
  /** To me (I answer), from me (I wait), or between two others. */
  side: 'incoming' | 'outgoing' | 'between';
  answers: Answer[];
}

export interface ClaimModel {
  /** My roles that may do anything with their line now. */
  rows: ClaimRow[];
  swap: PendingSwap | null;
}

const of = <T extends Action['type']>(legal: readonly Action[], type: T) =>
  legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

/** What the claims section shows for this seat: read from the view's roles and swap, and the legal moves only. */
export function claimModel(v: View, seat: string, legal: readonly Action[]): ClaimModel {
  const claims = of(legal, 'claim');
  const releases = of(legal, 'release');
  const proposals = of(legal, 'proposeSwap');
  const rows: ClaimRow[] = [];
  for (const r of v.humans.roles) {
    if (r.seat !== seat) continue;
    const row: ClaimRow = {
      role: r.role,
      line: r.claim,
      claims: claims.filter((c) => c.role === r.role),
      release: releases.find((x) => x.role === r.role) ?? null,
      proposals: proposals.filter((p) => p.role === r.role),
    };
    if (row.claims.length || row.release || row.proposals.length) rows.push(row);
  }
  const pending = v.planning?.swap;
  let swap: PendingSwap | null = null;
  if (pending) {
    const mine = (role: RoleId) => v.humans.roles.some((r) => r.role === role && r.seat === seat);
    swap = {
      from: pending.from,
      to: pending.to,
      side: mine(pending.to) ? 'incoming' : mine(pending.from) ? 'outgoing' : 'between',
      answers: of(legal, 'answerSwap'),
    };
  }
  return { rows, swap };
}

export interface ClaimsUI {
  send(a: Action): boolean;
  /** The hint's suggested move is marked. */
  isHint(a: Action): boolean;
}

const w = (key: keyof typeof PLAN_WORDS, p?: Record<string, string | number>) => fill(PLAN_WORDS[key][getLang()], p);

function lineOf(v: View, role: RoleId): string {
  const line = v.humans.roles.find((r) => r.role === role)?.claim;
  return line ? n().line(line) : t('claimNone');
}

function seatOf(v: View, role: RoleId): string {
  const seat = v.humans.roles.find((r) => r.role === role)?.seat;
  return seat ? n().seat(seat) : '';
}

/** The swap waiting for an answer: Accept and Refuse for its addressee, a note for everyone else. */
function swapBox(v: View, s: PendingSwap, ui: ClaimsUI): HTMLElement {
  const from = n().role(s.from);
  const to = n().role(s.to);
  const p = {
    from,
    to,
    seat: seatOf(v, s.side === 'incoming' ? s.from : s.to),
    mine: lineOf(v, s.to),
    theirs: lineOf(v, s.from),
  };
  const box = h('div', { class: `swap-box ${s.side}`, 'data-test': `swap-${s.side}`, role: 'status' });
  box.append(h('b', { class: 'swap-title', text: w('swapTitle') }));
  if (s.side !== 'incoming') {
    box.append(h('span', { text: w(s.side === 'outgoing' ? 'outgoing' : 'between', p) }));
    return box;
  }
  box.append(h('span', { text: w('incoming', p) }));
  const button = (a: Answer) =>
    actionButton<Action>(a, ui, {
      cls: a.accept ? 'primary' : '',
      test: a.accept ? 'swap-accept' : 'swap-refuse',
      text: w(a.accept ? 'accept' : 'refuse'),
    });
  box.append(h('div', { class: 'swap-answers' }, ...s.answers.map(button)));
  return box;
}

/** One role of mine: its line now, and the buttons that take, change, release or offer to swap it. */
function rowEl(v: View, row: ClaimRow, ui: ClaimsUI): HTMLElement {
  const buttons: HTMLElement[] = row.claims.map((c) =>
    actionButton<Action>(c, ui, {
      cls: row.line === null ? 'primary' : '',
      test: `claim-${c.line}`,
      text: t(row.line === null ? 'claimTake' : 'claimMove', { line: n().line(c.line) }),
    }),
  );
  if (row.release && row.line) {
    buttons.push(
      actionButton<Action>(row.release, ui, {
        cls: 'quiet',
        test: 'claim-release',
        title: w('releaseWhy'),
        text: w('release', { line: n().line(row.line) }),
      }),
    );
  }
  for (const p of row.proposals)
    buttons.push(
      actionButton<Action>(p, ui, {
        cls: 'quiet',
        test: `swap-propose-${p.with}`,
        title: w('proposeWhy', {
          role: n().role(p.with),
          seat: seatOf(v, p.with),
          mine: lineOf(v, p.role),
          theirs: lineOf(v, p.with),
        }),
        text: w('propose', { role: n().role(p.with), line: lineOf(v, p.with) }),
      }),
    );
  return h(
    'div',
    { class: 'claim-row', 'data-role': row.role },
    h('span', {
      class: 'claim-now',
      text: t('claimNow', { role: n().role(row.role), line: row.line ? n().line(row.line) : t('claimNone') }),
    }),
    ...buttons,
  );
}

/** The claims section of the planning controls: the swap waiting (first: it asks for an answer), then my roles. */
export function claimsSection(v: View, m: ClaimModel, ui: ClaimsUI): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (m.swap) out.push(swapBox(v, m.swap, ui));
  for (const row of m.rows) out.push(rowEl(v, row, ui));
  return out;
}
