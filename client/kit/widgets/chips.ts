/**
 * Chips and badges: small labelled things in a row (a used card, a player's answer, a hand count) and a status
 * badge (whose turn, sending, a warning). Tones are the design system's roles (`style.css`): `accent`, `ok`,
 * `warn`, `danger`, `muted`, `team-1` … `team-4`. A chip can be inspected.
 */
import { h } from '../../ui/dom';
import { inspectable, type InspectInfo } from '../../ui/inspect';

export type Tone = 'accent' | 'ok' | 'warn' | 'danger' | 'muted' | `team-${1 | 2 | 3 | 4}`;

export interface ChipOptions {
  tone?: Tone;
  /** A picture before the words (a die, a card motif). */
  icon?: Element | null;
  test?: string;
  info?: () => InspectInfo | null;
}

export function chip(text: string, o: ChipOptions = {}): HTMLElement {
  const el = h(
    'span',
    { class: `kit-chip${o.tone ? ` tone-${o.tone}` : ''}`, 'data-test': o.test },
    o.icon ? (o.icon as HTMLElement) : null,
    h('span', { text }),
  );
  return o.info ? inspectable(el, o.info) : el;
}

export function chipRow(chips: HTMLElement[], test?: string): HTMLElement {
  return h('div', { class: 'kit-chips', 'data-test': test }, ...chips);
}

/** A status badge: one short line with a dot of its tone (`pulse`: something is under way). */
export function badge(text: string, tone: Tone = 'accent', o: { pulse?: boolean; test?: string } = {}): HTMLElement {
  return h(
    'span',
    { class: `kit-badge tone-${tone}${o.pulse ? ' pulse' : ''}`, 'data-test': o.test ?? 'badge', role: 'status' },
    h('span', { class: 'kit-badge-dot', 'aria-hidden': 'true' }),
    h('span', { text }),
  );
}
