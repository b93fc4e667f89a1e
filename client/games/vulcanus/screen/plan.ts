/**
 * The plan board, the hand and the planning controls. Every move offered comes from `legal` (claim, place,
 * takeBack, redraw, done); cards are placed by dragging them onto a slot or by tapping a card then a slot.
 */
import { cardOwner } from '../../../../shared/vulcanus/data/cards';
import { numbers } from '../numbers';
import type { Action, SlotId } from '../../../../shared/vulcanus/types';
import { inspectable } from '../../../ui/inspect';
import { n, t } from '../i18n/index';
import type { GameUpdate } from '../net';
import { play } from '../../../sound';
import { clear, h } from '../../../ui/dom';

const ROWS: SlotId[][] = [
  ['A1', 'K1', 'B1'],
  ['A2', 'K2', 'B2'],
  ['A3', 'K3', 'B3'],
];
const EXEC: SlotId[] = ['A1', 'K1', 'B1', 'A2', 'K2', 'B2', 'A3', 'K3', 'B3'];

type Place = Extract<Action, { type: 'place' }>;

export function cardEl(card: string, extra: Record<string, string> = {}): HTMLElement {
  const hidden = card === '?';
  const owner = hidden ? '' : cardOwner(card);
  // the inspect service: hover, right click or long press names the card and its owner
  return inspectable(
    h(
      'div',
      {
        class: `card ${hidden ? 'back' : owner === 'kaiju' ? 'kaiju' : `human ${owner}`}`,
        'data-card': card,
        ...extra,
      },
      hidden
        ? h('span', { class: 'card-back-mark', text: '◆' })
        : h('span', { class: 'card-name', text: n().card(card) }),
      hidden || owner === 'kaiju' ? null : h('small', { class: 'card-role', text: n().role(owner) }),
    ),
    () =>
      hidden
        ? { title: n().card(card) }
        : { title: n().card(card), body: owner === 'kaiju' ? t('kaiju') : n().role(owner) },
  );
}

export class PlanUI {
  private selected: string | null = null;
  private redrawMode = false;
  private redrawSel = new Set<string>();
  private u: GameUpdate | null = null;
  private hinted: Action | null = null;
  private drag: { card: string; ghost: HTMLElement; x0: number; y0: number; moved: boolean } | null = null;

  constructor(
    private root: HTMLElement,
    private send: (a: Action) => void,
  ) {}

  private legal<T extends Action['type']>(type: T): Extract<Action, { type: T }>[] {
    return (this.u?.legal ?? []).filter((a): a is Extract<Action, { type: T }> => a.type === type);
  }

  private planning(): boolean {
    const u = this.u;
    return !!u && u.view.prompts.some((p) => p.seat === u.seat && (p.kind === 'planHumans' || p.kind === 'planKaiju'));
  }

  /** The hint's suggested move: its card and slot, claim, redraw or done button are marked. */
  setHint(a: Action | null): void {
    this.hinted = a;
  }

  render(u: GameUpdate): void {
    if (this.u && this.u.v !== u.v) {
      // keep a selection only if the card can still be placed
      if (this.selected && !u.legal.some((a) => a.type === 'place' && a.card === this.selected)) this.selected = null;
    }
    this.u = u;
    if (!this.planning()) {
      this.selected = null;
      this.redrawMode = false;
      this.redrawSel.clear();
    }
    clear(this.root);
    this.root.append(this.planBoard(u), this.handArea(u));
  }

  private isHint(a: Action): boolean {
    return !!this.hinted && JSON.stringify(this.hinted) === JSON.stringify(a);
  }

  private placesFor(card: string | null): Place[] {
    return card ? this.legal('place').filter((a) => a.card === card) : [];
  }

  private planBoard(u: GameUpdate): HTMLElement {
    const v = u.view;
    const targets = new Set(this.placesFor(this.selected).map((a) => a.slot));
    const takeBacks = new Set(this.legal('takeBack').map((a) => a.slot));
    const executing = v.executing >= 0 ? EXEC[v.executing] : null;
    const claims = v.humans.roles.filter((r) => r.claim);
    const grid = h('div', { class: 'plan-grid', 'data-test': 'plan-board' });
    grid.append(
      h('div', { class: 'plan-head' }),
      ...['A', 'K', 'B'].map((c) => h('div', { class: 'plan-head', text: c })),
    );
    ROWS.forEach((row, i) => {
      grid.append(h('div', { class: 'plan-head', text: String(i + 1) }));
      for (const slot of row) {
        const pc = v.plan[slot];
        const cls = ['slot', slot[0] === 'K' ? 'k' : 'h'];
        if (targets.has(slot)) cls.push('target');
        if (executing === slot) cls.push('executing');
        if (takeBacks.has(slot)) cls.push('mine');
        const hint = this.hinted;
        if (hint && (hint.type === 'place' || hint.type === 'takeBack') && hint.slot === slot) cls.push('hinted');
        const cell = h('div', {
          class: cls.join(' '),
          'data-slot': slot,
          onclick: () => this.tapSlot(slot),
        });
        if (pc) {
          const c = cardEl(pc.card);
          if (!pc.revealed) c.classList.add('facedown');
          cell.append(c);
        } else cell.append(h('span', { class: 'slot-id', text: slot }));
        grid.append(cell);
      }
    });
    const claimText = claims.map((r) => `${n().role(r.role)}: ${r.claim ? n().line(r.claim) : '-'}`).join(' / ');
    return h(
      'div',
      { class: 'plan-area' },
      h('div', { class: 'area-title', text: t('planBoard') }),
      grid,
      h('div', { class: 'claims', text: claimText }),
    );
  }

  private tapSlot(slot: SlotId): void {
    if (this.selected) {
      const a = this.placesFor(this.selected).find((x) => x.slot === slot);
      if (a) {
        play('card');
        this.selected = null;
        this.send(a);
        return;
      }
    }
    const tb = this.legal('takeBack').find((x) => x.slot === slot);
    if (tb) {
      play('card');
      this.send(tb);
    }
  }

  private handArea(u: GameUpdate): HTMLElement {
    const v = u.view;
    const box = h('div', { class: 'hand-area', 'data-test': 'hand' });
    const planning = this.planning();
    const mine =
      u.seat === 'kaiju'
        ? [{ owner: 'kaiju', hand: v.kaiju.hand }]
        : v.humans.roles.filter((r) => r.seat === u.seat).map((r) => ({ owner: r.role as string, hand: r.hand }));
    const claims = this.legal('claim');
    const controls = h('div', { class: 'hand-controls' });
    for (const r of v.humans.roles.filter((x) => x.seat === u.seat)) {
      const cs = claims.filter((c) => c.role === r.role);
      if (!cs.length) continue;
      controls.append(
        h(
          'div',
          { class: 'claim-row' },
          h('span', { text: t('claimFor', { role: n().role(r.role) }) }),
          cs.map((c) =>
            h('button', {
              class: `${r.claim === null ? 'primary' : ''}${this.isHint(c) ? ' hinted' : ''}`,
              'data-test': `claim-${c.line}`,
              text: c.line.startsWith('row')
                ? t('claimRow', { n: c.line.slice(3) })
                : t('claimCol', { c: c.line.slice(3) }),
              onclick: () => this.send(c),
            }),
          ),
        ),
      );
    }
    const redraws = this.legal('redraw');
    if (planning && redraws.length) {
      if (!this.redrawMode)
        controls.append(
          h('button', {
            class: this.hinted?.type === 'redraw' ? 'hinted' : '',
            'data-test': 'redraw',
            text: `${t('redraw')}${u.seat === 'kaiju' ? '' : ` (${t('cost', { n: numbers().redrawCost })})`}`,
            onclick: () => {
              this.redrawMode = true;
              this.selected = null;
              this.render(u);
            },
          }),
        );
      else {
        const cards = [...this.redrawSel];
        const match = redraws.find((a) => a.cards.length === cards.length && cards.every((c) => a.cards.includes(c)));
        controls.append(
          h('span', { class: 'note', text: t('redrawPick') }),
          h('button', {
            class: 'primary',
            'data-test': 'redraw-confirm',
            disabled: !match,
            text:
              u.seat === 'kaiju'
                ? t('redrawFree', { n: cards.length })
                : t('redrawDo', { n: cards.length, cost: numbers().redrawCost }),
            onclick: () => {
              if (!match) return;
              this.redrawMode = false;
              this.redrawSel.clear();
              this.send(match);
            },
          }),
          h('button', {
            text: t('cancel'),
            onclick: () => {
              this.redrawMode = false;
              this.redrawSel.clear();
              this.render(u);
            },
          }),
        );
      }
    }
    const done = this.legal('done')[0];
    if (planning)
      controls.append(
        h('button', {
          class: `${done ? 'primary' : ''}${this.hinted?.type === 'done' ? ' hinted' : ''}`,
          'data-test': 'plan-done',
          disabled: !done,
          text: t('done'),
          onclick: () => done && this.send(done),
        }),
      );
    const cards = h('div', { class: 'hand-cards' });
    const placeable = new Set(this.legal('place').map((a) => a.card));
    let any = false;
    for (const m of mine) {
      for (const card of m.hand) {
        if (card === '?') continue;
        any = true;
        const el = cardEl(card, { 'data-test': 'hand-card' });
        if (placeable.has(card)) el.classList.add('playable');
        if (this.selected === card) el.classList.add('selected');
        if (this.redrawSel.has(card)) el.classList.add('redraw-sel');
        const hint = this.hinted;
        if (
          hint &&
          ((hint.type === 'place' && hint.card === card) || (hint.type === 'redraw' && hint.cards.includes(card)))
        )
          el.classList.add('hinted');
        el.addEventListener('pointerdown', (ev) => this.pointerDown(ev, card, el));
        cards.append(el);
      }
    }
    if (!any) cards.append(h('div', { class: 'note', text: t('noHand') }));
    box.append(
      h(
        'div',
        { class: 'area-title' },
        t('hand'),
        planning ? h('small', { class: 'hint', text: t('planHint') }) : null,
      ),
      controls,
      cards,
    );
    return box;
  }

  private tapCard(card: string): void {
    if (!this.u) return;
    if (this.redrawMode) {
      // a redraw is per role: keep the selection within one role's hand
      const role = cardOwner(card);
      for (const c of [...this.redrawSel]) if (cardOwner(c) !== role) this.redrawSel.delete(c);
      if (this.redrawSel.has(card)) this.redrawSel.delete(card);
      else this.redrawSel.add(card);
      this.render(this.u);
      return;
    }
    if (!this.placesFor(card).length) return;
    play('tap');
    this.selected = this.selected === card ? null : card;
    this.render(this.u);
  }

  private pointerDown(ev: PointerEvent, card: string, el: HTMLElement): void {
    if (this.redrawMode || !this.placesFor(card).length) {
      this.tapCard(card);
      return;
    }
    ev.preventDefault();
    const ghost = el.cloneNode(true) as HTMLElement;
    ghost.classList.add('ghost');
    this.drag = { card, ghost, x0: ev.clientX, y0: ev.clientY, moved: false };
    const move = (e: PointerEvent) => {
      const d = this.drag;
      if (!d) return;
      if (!d.moved && Math.abs(e.clientX - d.x0) + Math.abs(e.clientY - d.y0) > 8) {
        d.moved = true;
        document.body.append(d.ghost);
        this.selected = card;
        if (this.u) this.render(this.u);
      }
      if (d.moved) {
        d.ghost.style.left = `${e.clientX - 40}px`;
        d.ghost.style.top = `${e.clientY - 55}px`;
      }
    };
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      const d = this.drag;
      this.drag = null;
      if (!d) return;
      d.ghost.remove();
      if (!d.moved) {
        this.tapCard(card);
        return;
      }
      const target = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-slot]');
      const slot = target?.getAttribute('data-slot') as SlotId | null;
      const a = slot ? this.placesFor(card).find((x) => x.slot === slot) : undefined;
      this.selected = null;
      if (a) {
        play('card');
        this.send(a);
      } else if (this.u) this.render(this.u);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  }
}
