/** The decision box: the prompt's text, its cost, and its options as buttons and highlighted towns. */
import { townIndex } from '../../../../shared/vulcanus/data/map';
import { tileTable } from '../../../../shared/vulcanus/data/tiles';
import type { Action, Prompt } from '../../../../shared/vulcanus/types';
import type { View } from '../../../../shared/vulcanus/view';
import { fill } from '../../../i18n/index';
import { INSPECT } from '../i18n/inspect';
import { getLang, n, promptText, t } from '../i18n/index';
import type { GameUpdate } from '../net';
import { numbers } from '../numbers';
import { play } from '../../../sound';
import { clear, h } from '../../../ui/dom';
import { cardFace } from './card-face';
import { onceClick } from './click';
import { choose, optionSteps, stepKey, type Step } from './choices';
import { buttonLabel } from './labels';

/** The decisions that pick a tile to investigate by its town. */
const INVESTIGATIONS = new Set<string>(['investigate', 'researchTile']);

/** The value of the tile lying on a town, shown before it is investigated ("value 3"), or ''. */
function tileValue(v: View, town: string | undefined): string {
  const id = town ? v.towns[townIndex(town)]?.tile : null;
  const d = id ? tileTable(numbers())[id] : undefined;
  return d && d.kind === 'investigation' ? fill(INSPECT.tileValue[getLang()], { n: d.value }) : '';
}

export class PromptUI {
  private taps: Step[] = [];
  private key = '';
  private u: GameUpdate | null = null;
  private hinted: Action | null = null;

  constructor(
    private root: HTMLElement,
    /** Sends an answer; false when the screen sent none (a double click's second click). */
    private send: (a: Action) => boolean,
    private highlight: (towns: string[], hint?: string | null) => void,
  ) {}
  /** The decision shown was answered: its buttons stay, off, until the next update shows. */
  private locked = false;

  private myPrompt(): Prompt | null {
    const u = this.u;
    if (!u) return null;
    const p = u.view.prompts.find((x) => x.seat === u.seat);
    return p && p.kind !== 'planHumans' && p.kind !== 'planKaiju' ? p : null;
  }

  /** The hint's suggested answer: its next step (a town chip or a button) is marked. */
  setHint(a: Action | null): void {
    this.hinted = a;
  }

  /** The key of the hint's next step after the taps so far, or null when the taps left the hinted path. */
  private hintStep(p: Prompt): string | null {
    const a = this.hinted;
    if (!a || !p.options.some((o) => JSON.stringify(o) === JSON.stringify(a))) return null;
    const steps = optionSteps(a, p.options);
    if (!this.taps.every((tp, i) => steps[i] && stepKey(steps[i]) === stepKey(tp))) return null;
    const next = steps[this.taps.length];
    return next ? stepKey(next) : null;
  }

  render(u: GameUpdate, locked: boolean): void {
    this.u = u;
    this.locked = locked;
    const p = this.myPrompt();
    const key = p ? `${u.v}:${p.id}` : '';
    if (key !== this.key) this.taps = [];
    this.key = key;
    this.draw();
  }

  /** A tap on a town of the map: one step of the current choice, if that town is offered. */
  tapTown(town: string): void {
    const p = this.myPrompt();
    if (!p || this.locked) return;
    const st = choose(p.options, this.taps);
    if (!st.towns.includes(town)) return;
    play('tap');
    this.taps = [...this.taps, { kind: 'town', town }];
    this.draw();
  }

  private tapButton(key: string): void {
    if (this.locked) return;
    play('tap');
    this.taps = [...this.taps, { kind: 'btn', key }];
    this.draw();
  }

  private draw(): void {
    const u = this.u;
    clear(this.root);
    if (!u) return;
    const v = u.view;
    const p = this.myPrompt();
    if (v.result) {
      this.highlight([]);
      return;
    }
    if (!p) {
      this.highlight([]);
      const mine = v.prompts.some((x) => x.seat === u.seat);
      if (!mine) {
        const who = [...new Set(v.prompts.map((x) => x.seat))]
          .map((seat) => {
            const roles = v.humans.roles.filter((r) => r.seat === seat).map((r) => n().role(r.role));
            return roles.length ? `${n().seat(seat)}（${roles.join('・')}）` : n().seat(seat);
          })
          .join('・');
        if (who) this.root.append(h('div', { class: 'waiting', 'data-test': 'waiting', text: t('waiting', { who }) }));
      } else {
        const plan = v.prompts.find((x) => x.seat === u.seat);
        if (plan)
          this.root.append(
            h('div', { class: 'prompt-text', 'data-test': 'prompt-plan', text: promptText(plan, n().seat(u.seat)) }),
          );
      }
      return;
    }
    let st = choose(p.options, this.taps);
    if (st.complete) {
      const a = st.complete;
      this.taps = [];
      this.highlight([]);
      this.key = `sent:${this.key}`;
      this.root.append(h('div', { class: 'waiting', text: t('thinking') }));
      if (this.send(a)) return;
      // nothing was sent (the second click of a double click): the decision stays open
      this.key = this.key.replace(/^sent:/, '');
      clear(this.root);
      st = choose(p.options, this.taps);
    }
    const hint = this.hintStep(p);
    this.highlight(this.locked ? [] : st.towns, hint?.startsWith('town:') ? hint.slice(5) : null);
    const info = p.info ?? {};
    const box = h('div', { class: 'prompt', 'data-test': 'prompt', 'data-kind': p.kind });
    box.append(h('div', { class: 'prompt-title', text: t('yourTurn') }));
    // the card that asks, with its effect (a tap zooms it)
    if (p.card) box.append(cardFace(p.card, v, 'line', { attrs: { 'data-test': 'prompt-card' } }));
    box.append(h('div', { class: 'prompt-text', text: promptText(p, n().seat(p.seat)) }));
    const meta: string[] = [];
    if (info.cost !== undefined) meta.push(t('cost', { n: info.cost }));
    // Mobilization: each kind of unit has its own cost, shown before paying
    for (const [unit, cost] of Object.entries(info.costs ?? {}))
      meta.push(fill(INSPECT.unitCost[getLang()], { unit: n().unit(unit), n: cost }));
    if (info.steps !== undefined) meta.push(t('steps', { n: info.steps }));
    if (meta.length)
      box.append(h('div', { class: 'prompt-meta', 'data-test': 'prompt-cost', text: meta.join(' ・ ') }));
    if (this.taps.length) {
      const chosen = this.taps
        .map((s) => (s.kind === 'town' ? n().town(s.town) : buttonLabel(s.key, p.kind, info.cost)))
        .join(' → ');
      box.append(h('div', { class: 'prompt-chosen', text: chosen }));
    }
    if (st.towns.length) {
      box.append(h('div', { class: 'note', text: t('orTapMap') }));
      box.append(
        h(
          'div',
          { class: 'town-chips' },
          st.towns.map((town) =>
            h('button', {
              class: hint === `town:${town}` ? 'chip hinted' : 'chip',
              'data-test': 'town-option',
              'data-town': town,
              // an investigation shows each tile's value before it is chosen
              text: [n().town(town), INVESTIGATIONS.has(p.kind) ? tileValue(v, town) : ''].filter(Boolean).join(' ・ '),
              onclick: onceClick(() => this.tapTown(town)),
            }),
          ),
        ),
      );
    }
    if (st.buttons.length)
      box.append(
        h(
          'div',
          { class: 'option-buttons' },
          st.buttons.map((key) =>
            h('button', {
              class: `${key === 'pass' ? 'pass' : 'primary'}${hint === `btn:${key}` ? ' hinted' : ''}`,
              'data-test': key === 'pass' ? 'option-pass' : 'option',
              'data-key': key,
              text: optionText(key, p, v),
              onclick: onceClick(() => this.tapButton(key)),
            }),
          ),
        ),
      );
    if (this.taps.length)
      box.append(
        h('button', {
          'data-test': 'option-cancel',
          text: t('cancel'),
          onclick: () => {
            this.taps = [];
            this.draw();
          },
        }),
      );
    if (this.locked) {
      for (const b of box.querySelectorAll('button')) b.disabled = true;
      box.classList.add('locked');
      box.append(h('div', { class: 'note', 'data-test': 'prompt-sent', text: INSPECT.sending[getLang()] }));
    }
    this.root.append(box);
  }
}

/** A button's words, with what it costs or yields where the prompt says so (a unit's cost, a tile's value). */
function optionText(key: string, p: Prompt, v: View): string {
  const info = p.info ?? {};
  const label = buttonLabel(key, p.kind, info.cost);
  const [kind, a] = key.split(':');
  const unitCost = kind === 'option' ? info.costs?.[a as 'fire' | 'sdf'] : undefined;
  if (unitCost !== undefined) return `${label}（${t('cost', { n: unitCost })}）`;
  if (kind === 'option' && a === 'tile') {
    const value = tileValue(v, info.town);
    return value ? `${label}（${value}）` : label;
  }
  return label;
}
