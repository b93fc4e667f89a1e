/**
 * Combat odds (§11.3, §17): before each card, the chance of each outcome of the next one, drawn from the public deck
 * and discard, for fighting on with everyone and for each partial withdrawal, beside the sure thing (withdraw
 * everyone). It makes withdraw-or-push a push-your-luck moment. The counts come ready in the view's `odds`; an
 * Occultist's owner also sees what the card it looked at would do (its own `peeks.top`, found in the same list).
 */
import type { CardOutcome, OddsLine, View } from '../../../../shared/oztralia/types';
import { h } from '../../../ui/dom';
import { bar, frame, type PanelOpts } from './common';
import type { WordKey, Words } from './words';

const TITLE: Record<string, WordKey> = {
  all: 'odds.fight',
  airships: 'odds.withdrawAirships',
  ground: 'odds.withdrawGround',
};

function outcome(t: Words, o: CardOutcome): string {
  if (o.end === 'victory') return t('odds.outVictory');
  if (o.end === 'rout') return t('odds.outRout');
  return t('odds.outStrikes', { x: o.x, b: o.b, s: o.s });
}

function line(v: View, t: Words, l: OddsLine, from: number, peek: number | null): HTMLElement {
  const tiles = v.tiles.filter((x) => x.uid in l.kills);
  const seen = peek === null ? undefined : l.cards.find((c) => c.card === peek);
  const key = l.withdraw ?? 'all';
  return h(
    'section',
    { class: `ozp-odds-line${l.withdraw ? '' : ' main'}`, 'data-test': 'ozp-odds-line', 'data-withdraw': key },
    h('h4', { text: t(TITLE[key]) }),
    h(
      'div',
      { class: 'ozp-odds-head' },
      bar(t, t('odds.victory'), l.victory, from, 'ok', 'ozp-victory'),
      bar(t, t('odds.rout'), l.rout, from, 'danger', 'ozp-rout'),
    ),
    bar(t, t('odds.sanityLoss'), l.sanity, from, 'warn', 'ozp-sanity'),
    l.units.some((u) => u !== 'Z') ? bar(t, t('odds.groundHit'), l.ground, from, 'warn', 'ozp-ground') : null,
    l.units.includes('Z') ? bar(t, t('odds.airHit'), l.air, from, 'warn', 'ozp-air') : null,
    bar(t, t('odds.calm'), l.calm, from, 'info', 'ozp-calm'),
    h(
      'details',
      { class: 'ozp-odds-more' },
      h('summary', { text: t('odds.more') }),
      ...l.units.map((u) =>
        bar(t, t('odds.unitHits', { unit: t.unit(u) }), l.hits[u] ?? 0, from, 'ok', `ozp-hits-${u}`),
      ),
      ...tiles.map((x) =>
        bar(t, t('odds.kill', { tile: x.kind ? t.tile(x.kind) : '?' }), l.kills[x.uid] ?? 0, from, 'ok', 'ozp-kill'),
      ),
    ),
    seen
      ? h('p', { class: 'ozp-peek', 'data-test': 'ozp-peek', text: t('odds.peek', { what: outcome(t, seen) }) })
      : null,
  );
}

/** Draws the odds into `el`, or hides it when no combat is under way. */
export function renderOdds(el: HTMLElement, view: View, t: Words, opts?: PanelOpts): void {
  const odds = view.odds;
  if (!odds || !view.combat) {
    el.replaceChildren();
    el.hidden = true;
    return;
  }
  const body = frame(el, 'odds', t('odds.title'));
  const mine = !!opts?.me && opts.me === view.combat.seat;
  const peek = mine ? (view.peeks?.top ?? null) : null;
  body.append(
    h('p', {
      class: 'ozp-muted',
      'data-test': 'ozp-pool',
      text: odds.reshuffle
        ? t('odds.reshuffle', { n: odds.from })
        : odds.from === 1
          ? t('odds.last')
          : t('odds.from', { n: odds.from }),
    }),
    h('p', {
      class: `ozp-sanity-left${odds.sanity === 0 ? ' none' : ''}`,
      'data-test': 'ozp-sanity-left',
      text: odds.sanity ? t('odds.sanity', { n: odds.sanity }) : t('odds.noSanity'),
    }),
    ...odds.lines.map((l) => line(view, t, l, odds.from, peek)),
    h('p', { class: 'ozp-sure', text: view.combat.port ? t('odds.port') : t('odds.withdrawAll') }),
  );
}
