/**
 * The calendar as a timeline (§8, §17): the spaces ahead with the markers on them (the top of a stack first), who acts
 * next, the lit spaces still to turn a card, when the Old Ones wake, and, while a seat chooses its box, where each
 * box would take it and who would then act first. Every figure comes from the view's `timeline`; nothing here
 * knows a rule.
 */
import { NUMBERS } from '../../../../shared/oztralia/data';
import type { Action, Landing, View } from '../../../../shared/oztralia/types';
import { h } from '../../../ui/dom';
import { frame, marker, who, type PanelOpts } from './common';
import type { Words } from './words';

export interface CalendarOpts extends PanelOpts {
  /** The update's legal answers: a box not among them is shown as closed (none given, or empty: all shown open). */
  legal?: readonly Action[];
  /** Spaces shown past the first marker still to act (more when the disc lies further). */
  span?: number;
}

// no legal list, or an empty one (another seat is choosing: its options are not the viewer's), shows every box
const open = (l: Landing, legal?: readonly Action[]): boolean =>
  !legal?.length ||
  legal.some((a) => (a.type === 'box' && a.box === l.box) || (a.type === l.box && l.box === 'retrieveWithoutCube'));

function track(v: View, t: Words, o: CalendarOpts | undefined): HTMLElement {
  const active = v.cal.filter((e) => e.pos < NUMBERS.end);
  const lo = active.length ? active[0].pos : NUMBERS.end;
  // at least as far as the disc and the next lit space past it
  const far = v.timeline.litAhead[0] ?? v.timeline.disc;
  const hi = Math.min(NUMBERS.end, Math.max(lo + (o?.span ?? 12), far));
  const landing = new Map<number, string[]>();
  for (const l of v.timeline.landings ?? [])
    if (open(l, o?.legal))
      for (let x = l.to[0]; x <= l.to[1]; x++) landing.set(x, [...(landing.get(x) ?? []), t.box(l.box)]);
  const cells: HTMLElement[] = [];
  for (let x = lo; x <= hi; x++) {
    const lit = v.lit.includes(x);
    const cls = [
      'ozp-space',
      lit ? 'lit' : '',
      v.timeline.litAhead.includes(x) ? 'ahead' : '',
      x === NUMBERS.end ? 'end' : '',
    ];
    if (landing.has(x)) cls.push('landing');
    cells.push(
      h(
        'li',
        {
          class: cls.filter(Boolean).join(' '),
          'data-space': x,
          title: [t('cal.space', { n: x }), ...(landing.get(x) ?? [])].join(' · '),
        },
        h('span', { class: 'ozp-space-n', text: lit ? `★${x}` : String(x) }),
        h('span', { class: 'ozp-stack' }, ...v.cal.filter((e) => e.pos === x).map((e) => marker(v, t, e.m, o?.me))),
      ),
    );
  }
  return h('ol', { class: 'ozp-track', 'data-test': 'ozp-track' }, ...cells);
}

function order(v: View, t: Words, me?: string | null): HTMLElement {
  return h(
    'ol',
    { class: 'ozp-order', 'data-test': 'ozp-order' },
    ...v.cal.map((e) => {
      const next = e.m === v.timeline.next;
      const done = e.pos >= NUMBERS.end;
      const name = e.m === 'old' ? t('cal.oldOnes') : who(t, e.m, me);
      return h(
        'li',
        { class: `${next ? 'next' : ''}${done ? ' done' : ''}`.trim(), 'data-marker': e.m },
        marker(v, t, e.m, me),
        h('span', { class: 'ozp-order-name', text: name }),
        h('span', { class: 'ozp-order-pos', text: done ? t('cal.done') : t('cal.space', { n: e.pos }) }),
        next ? h('span', { class: 'ozp-tag next', text: `▶ ${t('cal.next')}` }) : null,
      );
    }),
  );
}

function oldOnes(v: View, t: Words): HTMLElement {
  const tl = v.timeline;
  const at = tl.litAhead[0];
  return h(
    'div',
    { class: 'ozp-old', 'data-test': 'ozp-old' },
    h('p', { text: t('cal.wake', { n: tl.disc }) }),
    h('p', {
      'data-test': 'ozp-manifest',
      text: tl.toManifest === null ? t('cal.noManifest') : t('cal.manifestIn', { n: tl.toManifest, at }),
    }),
    h(
      'p',
      { 'data-test': 'ozp-lit' },
      `${t('cal.lit')}: `,
      tl.litAhead.length ? tl.litAhead.map((x) => `★${x}`).join(' ') : t('cal.litNone'),
    ),
    h('p', { class: 'ozp-muted', text: t('cal.end', { n: NUMBERS.end }) }),
  );
}

function landings(v: View, t: Words, o: CalendarOpts | undefined): HTMLElement | null {
  const ls = v.timeline.landings;
  if (!ls || !v.prompt) return null;
  return h(
    'div',
    { class: 'ozp-landings', 'data-test': 'ozp-landings' },
    h('h4', {
      text: v.prompt.seat === o?.me ? t('cal.landingsYou') : t('cal.landings', { who: t.seat(v.prompt.seat) }),
    }),
    h(
      'ul',
      {},
      ...ls.map((l) => {
        const ok = open(l, o?.legal);
        const to = l.to[0] === l.to[1] ? t('cal.to', { n: l.to[0] }) : t('cal.toSpan', { from: l.to[0], to: l.to[1] });
        return h(
          'li',
          { class: ok ? 'open' : 'closed', 'data-box': l.box, 'aria-disabled': ok ? undefined : 'true' },
          h('span', { class: 'ozp-landing-box', text: t.box(l.box) }),
          h('span', { class: 'ozp-landing-to', text: to }),
          h('span', {
            class: 'ozp-landing-ahead',
            text: !ok ? t('cal.closed') : l.ahead ? t('cal.ahead', { n: l.ahead }) : t('cal.first'),
          }),
          ok && l.oldOnesFirst ? h('span', { class: 'ozp-tag old', text: `◉ ${t('cal.oldFirst')}` }) : null,
        );
      }),
    ),
  );
}

/** Draws the calendar into `el` (replacing what was there). */
export function renderCalendar(el: HTMLElement, view: View, t: Words, opts?: CalendarOpts): void {
  const body = frame(el, 'calendar', t('cal.title'));
  body.append(track(view, t, opts), order(view, t, opts?.me), oldOnes(view, t));
  const l = landings(view, t, opts);
  if (l) body.append(l);
}
