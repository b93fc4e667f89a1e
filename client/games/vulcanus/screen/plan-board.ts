/**
 * The plan board, drawn two ways: while its owner plans, a 3 × 3 grid (rows 1–3, slots A K B) beside the hand,
 * each card with its name and a few words of its effect; for the rest of the round, one strip in
 * execution order (A1 K1 B1 A2 …) along the bottom, so that the next card to be revealed is plain to see.
 */
import type { SlotId } from '../../../../shared/vulcanus/types';
import type { View } from '../../../../shared/vulcanus/view';
import { h } from '../../../ui/dom';
import { n, t } from '../i18n/index';
import { cardFace } from './card-face';
import { onceClick } from '../../../kit/answer';

export const ROWS: SlotId[][] = [
  ['A1', 'K1', 'B1'],
  ['A2', 'K2', 'B2'],
  ['A3', 'K3', 'B3'],
];
export const EXEC: SlotId[] = ROWS.flat();

export interface SlotMarks {
  /** Slots where the selected card may go. */
  targets: ReadonlySet<SlotId>;
  /** Slots holding a card of mine that I may take back. */
  mine: ReadonlySet<SlotId>;
  hinted: SlotId | null;
  onTap(slot: SlotId): void;
}

function slotCell(v: View, slot: SlotId, size: 'slot' | 'mini', m: SlotMarks): HTMLElement {
  const pc = v.plan[slot];
  const executing = v.executing >= 0 && EXEC[v.executing] === slot;
  const done = v.executing >= 0 && EXEC.indexOf(slot) < v.executing;
  const cls = ['slot', slot[0] === 'K' ? 'k' : 'h'];
  if (m.targets.has(slot)) cls.push('target');
  if (executing) cls.push('executing');
  if (done) cls.push('done');
  if (m.mine.has(slot)) cls.push('mine');
  if (m.hinted === slot) cls.push('hinted');
  const cell = h('div', { class: cls.join(' '), 'data-slot': slot, onclick: onceClick(() => m.onTap(slot)) });
  if (size === 'mini') cell.append(h('span', { class: 'slot-label', text: slot }));
  if (pc) {
    // my own placed card is taken back by a tap: a long press still zooms it
    const face = cardFace(pc.card, v, size, { tapZoom: !m.mine.has(slot) });
    if (!pc.revealed) face.classList.add('facedown');
    cell.append(face);
  } else if (size === 'slot') cell.append(h('span', { class: 'slot-id', text: slot }));
  return cell;
}

/** Who holds which line (row or column), for the roles in `only` (default: every role that holds one). */
export function claimLine(v: View, only?: (role: string) => boolean): HTMLElement {
  const claims = v.humans.roles.filter((r) => r.claim && (!only || only(r.role)));
  return h('div', {
    class: 'claims',
    'data-test': 'claims',
    text: claims
      .map((r) => t('claimNow', { role: n().role(r.role), line: r.claim ? n().line(r.claim) : '-' }))
      .join(' / '),
  });
}

/** The 3 × 3 grid of the planning phase, beside the hand in the bottom tray. */
export function planGrid(v: View, m: SlotMarks): HTMLElement {
  const grid = h('div', { class: 'plan-grid' });
  grid.append(
    h('div', { class: 'plan-head' }),
    ...['A', 'K', 'B'].map((c) => h('div', { class: 'plan-head', text: c })),
  );
  ROWS.forEach((row, i) => {
    grid.append(h('div', { class: 'plan-head', text: String(i + 1) }));
    for (const slot of row) grid.append(slotCell(v, slot, 'slot', m));
  });
  return h('div', { class: 'plan-area', 'data-test': 'plan-board' }, grid);
}

/** The strip of the other phases: the nine slots in the order they are revealed, grouped by row. */
export function planStrip(v: View, m: SlotMarks): HTMLElement {
  const strip = h('div', { class: 'plan-strip', 'data-test': 'plan-board' });
  ROWS.forEach((row, i) =>
    strip.append(
      h(
        'div',
        { class: 'strip-row' },
        h('span', { class: 'strip-row-no', text: String(i + 1) }),
        ...row.map((slot) => slotCell(v, slot, 'mini', m)),
      ),
    ),
  );
  return h('div', { class: 'plan-area strip' }, strip, claimLine(v));
}
