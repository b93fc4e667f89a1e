/**
 * The threat overlay's data (§10.2, §17): for every face-up Old One that moves, its nearest targets, the steps left
 * and which cards move it. `renderThreats` draws the list beside the map; `threatOverlay` gives the map what to draw
 * (an arrow to each target, a short arrow to each hex its next step may reach). Both read the view's `threats`.
 */
import type { Threat, View } from '../../../../shared/oztralia/types';
import { h } from '../../../ui/dom';
import { frame, hexLabel, seatIndex, type PanelOpts } from './common';
import type { Words } from './words';

export interface ThreatArrow {
  uid: number;
  from: number;
  to: number;
  /** `target`: toward a nearest target, `steps` away; `step`: a hex its next step may reach. */
  kind: 'target' | 'step';
  steps: number;
  /** The target's owner (its colour), for `target` arrows. */
  owner?: string;
}

export interface ThreatOverlay {
  arrows: ThreatArrow[];
  /** Each threatened farm or port once, with the fewest steps any Old One needs to reach it. */
  targets: { hex: number; what: 'farm' | 'port'; owner: string; steps: number }[];
}

/** What the map draws for the threats: plain data, in the view's order (the nearest first). */
export function threatOverlay(view: View): ThreatOverlay {
  const arrows: ThreatArrow[] = [];
  const targets = new Map<number, ThreatOverlay['targets'][number]>();
  for (const th of view.threats) {
    if (th.steps === null) continue;
    for (const x of th.targets) {
      arrows.push({ uid: th.uid, from: th.hex, to: x.hex, kind: 'target', steps: th.steps, owner: x.owner });
      const seen = targets.get(x.hex);
      if (!seen || seen.steps > th.steps) targets.set(x.hex, { ...x, steps: th.steps });
    }
    for (const n of th.next) arrows.push({ uid: th.uid, from: th.hex, to: n, kind: 'step', steps: th.steps - 1 });
  }
  return { arrows, targets: [...targets.values()].sort((a, b) => a.steps - b.steps || a.hex - b.hex) };
}

function aim(t: Words, x: Threat['targets'][number], o: PanelOpts | undefined): string {
  const hex = hexLabel(o, x.hex);
  if (x.owner === o?.me) return t(x.what === 'farm' ? 'threat.yourFarm' : 'threat.yourPort', { hex });
  return t(x.what === 'farm' ? 'threat.farm' : 'threat.port', { who: t.seat(x.owner), hex });
}

function row(v: View, t: Words, th: Threat, o: PanelOpts | undefined): HTMLElement {
  const close = th.steps !== null && th.steps <= 1;
  const aims = th.targets.map((x) =>
    h('span', {
      class: `ozp-target team-${seatIndex(v, x.owner)}`,
      'data-hex': x.hex,
      text: aim(t, x, o),
    }),
  );
  const joined: (HTMLElement | string)[] = [];
  aims.forEach((a, i) => joined.push(...(i ? [t('threat.or'), a] : [a])));
  return h(
    'li',
    { class: `ozp-threat${close ? ' close' : ''}`, 'data-uid': th.uid, 'data-hex': th.hex },
    h(
      'div',
      { class: 'ozp-threat-head' },
      h('span', {
        class: 'ozp-threat-tile',
        text: t('threat.at', { tile: t.tile(th.kind), hex: hexLabel(o, th.hex) }),
      }),
      h('span', {
        class: 'ozp-threat-steps',
        'data-test': 'ozp-steps',
        text: th.steps === null ? t('threat.stuck') : t('threat.steps', { n: th.steps }),
      }),
      close ? h('span', { class: 'ozp-tag warn', text: `⚠ ${t('threat.close')}` }) : null,
    ),
    joined.length ? h('div', { class: 'ozp-threat-aim' }, '→ ', ...joined) : null,
    h('div', {
      class: 'ozp-threat-moved ozp-muted',
      text: t('threat.movedBy', {
        family: t.family(th.family),
        left: th.movedBy.inDeck,
        total: th.movedBy.cards.length,
      }),
    }),
  );
}

/** Draws the list of threats into `el` (replacing what was there). */
export function renderThreats(el: HTMLElement, view: View, t: Words, opts?: PanelOpts): void {
  const body = frame(el, 'threats', t('threat.title'));
  if (!view.threats.length) {
    body.append(h('p', { class: 'ozp-muted', 'data-test': 'ozp-no-threat', text: t('threat.none') }));
    return;
  }
  body.append(h('ul', { class: 'ozp-threats' }, ...view.threats.map((th) => row(view, t, th, opts))));
}
