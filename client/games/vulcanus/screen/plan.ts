/**
 * The plan board, the hand and the planning controls. Every move offered comes from `legal` (claim, place,
 * takeBack, redraw, done); cards are placed by dragging them onto a slot or by tapping a card then a slot.
 * While the player plans, the bottom bar holds the hand (two rows of compact cards) beside the 3 × 3 plan board,
 * and the side column the controls and the whole text of the card picked up; otherwise the bottom bar is one low
 * strip of the plan. Either way the bottom bar stays low, so that the map keeps most of the screen.
 */
import { cardOwner } from '../../../../shared/vulcanus/data/cards';
import { numbers } from '../numbers';
import type { Action, SlotId } from '../../../../shared/vulcanus/types';
import { getLang, t } from '../i18n/index';
import type { GameUpdate } from '../net';
import { play } from '../../../sound';
import { clear, h } from '../../../ui/dom';
import { onceClick } from '../../../kit/answer';
import { carry } from '../../../kit/carry';
import { Decision } from '../../../kit/decision';
import { MultiPick } from '../../../kit/multi-pick';
import type { Step } from '../../../kit/funnel';
import { handRow, readingPane } from './hand';
import { fill } from '../../../i18n/index';
import { PLAN_WORDS } from '../i18n/plan-words';
import './plan.css';
import { claimModel, claimsSection } from './claims';
import { claimLine, planGrid, planStrip, type SlotMarks } from './plan-board';

type Place = Extract<Action, { type: 'place' }>;
type Redraw = Extract<Action, { type: 'redraw' }>;

const pw = (key: keyof typeof PLAN_WORDS) => fill(PLAN_WORDS[key][getLang()]);

const CARD = 'card';
const SLOT = 'slot';
const cardStep = (id: string): Step => ({ on: CARD, id });
const slotStep = (id: string): Step => ({ on: SLOT, id });

/** A card is placed by a tap on it, then one on a slot; a placed card is taken back by a tap on its slot. */
const PLACING = {
  steps: (a: Action): Step[] =>
    a.type === 'place' ? [cardStep(a.card), slotStep(a.slot)] : a.type === 'takeBack' ? [slotStep(a.slot)] : [],
  // the slot is always a tap of its own, even when only one would take the card
  fill: () => false,
};

/** A press held this long is the inspect service's long press (it zooms the card), not a tap that selects it. */
const LONG_PRESS_MS = 450;

export class PlanUI {
  /** The card picked to place and the slot it goes to, through the screen kit's funnel. */
  private readonly decision: Decision<Action>;
  /** A new key drops the picked card (a new round of planning, a redraw, a second tap on it). */
  private pickKey = 0;
  private redrawMode = false;
  /** The cards ticked for a redraw (one role's hand at a time). */
  private readonly redrawSel = new MultiPick<Redraw>({ ids: (a) => a.cards, group: cardOwner });
  private u: GameUpdate | null = null;
  private hinted: Action | null = null;

  constructor(
    private root: HTMLElement,
    /** The side column's box under the prompt: claims, redraw and done. */
    private controlsRoot: HTMLElement,
    private send: (a: Action) => boolean,
  ) {
    this.decision = new Decision<Action>(PLACING, {
      send: (a) => {
        play('card');
        return this.send(a);
      },
      changed: () => this.u && this.render(this.u, this.locked),
    });
  }

  /** The card picked to place, if any. */
  private get selected(): string | null {
    const first = this.decision.choice.taps[0];
    return first?.on === CARD ? first.id : null;
  }

  private deselect(): void {
    this.pickKey++;
  }
  /** An answer is on its way: nothing can be tapped until the next update shows. */
  private locked = false;

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

  render(u: GameUpdate, locked: boolean): void {
    this.locked = locked;
    // keep a picked card only if it can still be placed
    const sel = this.selected;
    if (sel && !u.legal.some((a) => a.type === 'place' && a.card === sel)) this.deselect();
    this.u = u;
    if (!this.planning()) {
      this.deselect();
      this.redrawMode = false;
      this.redrawSel.clear();
    }
    this.decision.show(
      u.legal.filter((a) => a.type === 'place' || a.type === 'takeBack'),
      `plan:${this.pickKey}`,
      locked,
    );
    // the plan board at full size (with the hand) only while there are cards to plan; a strip otherwise
    const full = this.planning() || this.hands(u).some((g) => g.cards.some((c) => c !== '?'));
    this.root.classList.toggle('planning', full);
    this.root.classList.toggle('strip', !full);
    this.root.classList.toggle('locked', locked);
    clear(this.root);
    clear(this.controlsRoot);
    const marks = this.marks();
    if (!full) {
      this.root.append(planStrip(u.view, marks));
      return;
    }
    // the hand and the plan board side by side, so that a card goes a short way to its slot; the controls and the
    // whole text of the card picked up in the side column
    this.root.append(h('div', { class: 'plan-tray' }, this.handArea(u), planGrid(u.view, marks)));
    this.controlsRoot.append(this.controls(u), readingPane(u.view, this.reading(u), pw('readEmpty')));
  }

  /** My hands: the kaiju's, or each of my roles'. */
  private hands(u: GameUpdate): { owner: string; cards: string[] }[] {
    const v = u.view;
    return u.seat === 'kaiju'
      ? [{ owner: 'kaiju', cards: v.kaiju.hand }]
      : v.humans.roles.filter((r) => r.seat === u.seat).map((r) => ({ owner: r.role as string, cards: r.hand }));
  }

  /** The card whose whole text is read beside the plan: the one picked up, else the hinted one. */
  private reading(u: GameUpdate): string | null {
    const inHand = new Set(this.hands(u).flatMap((g) => g.cards));
    const hint = this.hinted;
    const hinted = hint?.type === 'place' ? hint.card : null;
    return [this.selected, hinted].find((c): c is string => !!c && inHand.has(c)) ?? null;
  }

  private marks(): SlotMarks {
    const hint = this.hinted;
    return {
      targets: new Set(this.placesFor(this.selected).map((a) => a.slot)),
      mine: new Set(this.legal('takeBack').map((a) => a.slot)),
      hinted: hint && (hint.type === 'place' || hint.type === 'takeBack') ? hint.slot : null,
      onTap: (slot) => this.tapSlot(slot),
    };
  }

  private isHint(a: Action): boolean {
    return !!this.hinted && JSON.stringify(this.hinted) === JSON.stringify(a);
  }

  private placesFor(card: string | null): Place[] {
    return card ? this.legal('place').filter((a) => a.card === card) : [];
  }

  private tapSlot(slot: SlotId): void {
    if (this.locked) return;
    // a slot that takes the picked card; else a placed card taken back
    if (this.decision.lit(SLOT).includes(slot)) {
      this.decision.tap(slotStep(slot));
      return;
    }
    if (this.legal('takeBack').some((x) => x.slot === slot)) {
      this.deselect();
      if (this.u) this.decision.show(this.decision.options, `plan:${this.pickKey}`, this.locked);
      this.decision.tap(slotStep(slot));
    }
  }

  /** The claims, redraw and done buttons (in the side column, under the prompt). */
  private controls(u: GameUpdate): HTMLElement {
    const v = u.view;
    const planning = this.planning();
    const controls = h('div', { class: 'hand-controls' });
    const count = this.hands(u).reduce((k, g) => k + g.cards.filter((c) => c !== '?').length, 0);
    controls.append(
      h('div', { class: 'note plan-hint', text: `${t('hand')} (${count})${planning ? `: ${t('planHint')}` : ''}` }),
    );
    // the swap waiting for an answer, then each of my roles that may change its line (take, move, release, swap)
    const claims = claimModel(v, u.seat, u.legal);
    // the other roles' lines are stated once, above
    controls.append(claimLine(v, (role) => !claims.rows.some((r) => r.role === role)));
    controls.append(...claimsSection(v, claims, { send: (a) => this.send(a), isHint: (a) => this.isHint(a) }));
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
              this.deselect();
              this.render(u, this.locked);
            },
          }),
        );
      else {
        const cards = this.redrawSel.picked;
        const match = this.redrawSel.match(redraws);
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
              this.render(u, this.locked);
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
          onclick: onceClick(() => done && this.send(done)),
        }),
      );
    // while an answer travels, the buttons stay but do nothing
    if (this.locked) for (const b of controls.querySelectorAll('button')) b.disabled = true;
    return controls;
  }

  private handArea(u: GameUpdate): HTMLElement {
    const box = h('div', { class: 'hand-area', 'data-test': 'hand' });
    const planning = this.planning();
    const placeable = new Set(this.legal('place').map((a) => a.card));
    const row = handRow(u.view, this.hands(u), (card, make) => {
      // a tap selects a card to place (or to redraw); where a tap does nothing, it zooms the card
      const el = make({ tapZoom: !planning || (!placeable.has(card) && !this.redrawMode) });
      if (placeable.has(card)) el.classList.add('playable');
      if (this.selected === card) el.classList.add('selected');
      if (this.redrawSel.has(card)) el.classList.add('redraw-sel');
      const hint = this.hinted;
      if (
        hint &&
        ((hint.type === 'place' && hint.card === card) || (hint.type === 'redraw' && hint.cards.includes(card)))
      )
        el.classList.add('hinted');
      if (planning) el.addEventListener('pointerdown', (ev) => this.pointerDown(ev, card, el));
      return el;
    });
    box.append(row.el);
    return box;
  }

  private tapCard(card: string): void {
    if (!this.u || this.locked) return;
    if (this.redrawMode) {
      // a redraw is per role: the selection stays within one role's hand
      this.redrawSel.toggle(card);
      this.render(this.u, this.locked);
      return;
    }
    if (!this.placesFor(card).length) return;
    play('tap');
    this.pick(this.selected === card ? null : card);
  }

  /** Picks a card to place (null: none). */
  private pick(card: string | null): void {
    if (!this.u) return;
    this.deselect();
    this.render(this.u, this.locked);
    if (card) this.decision.tap(cardStep(card));
  }

  private pointerDown(ev: PointerEvent, card: string, el: HTMLElement): void {
    // a right click inspects the card (the inspect service); only the main button picks it up
    if (this.locked || ev.button !== 0) return;
    if (this.redrawMode || !this.placesFor(card).length) {
      this.tapCard(card);
      return;
    }
    carry(ev, el, {
      layer: this.root.closest<HTMLElement>('[data-screen=game]') ?? document.body,
      targetAttr: 'data-slot',
      // the ghost is drawn at 60% (style.css): centred under the finger
      anchor: 0.3,
      longPressMs: LONG_PRESS_MS,
      pickUp: () => {
        if (this.selected !== card) this.pick(card);
      },
      drop: (slot) => {
        // dropped on a slot that takes it: placed; anywhere else: put back in the hand
        if (slot && this.selected === card && this.decision.lit(SLOT).includes(slot)) this.decision.tap(slotStep(slot));
        else this.pick(null);
      },
      tap: () => this.tapCard(card),
    });
  }
}
