/** The decision box: the prompt's text, its cost, and its options as buttons and highlighted towns. */
import type { Action, Prompt } from '../../../../shared/vulcanus/types';
import { n, promptText, t } from '../i18n/index';
import type { GameUpdate } from '../net';
import { play } from '../../../sound';
import { clear, h } from '../../../ui/dom';
import { choose, optionSteps, stepKey, type Step } from './choices';
import { buttonLabel } from './labels';

export class PromptUI {
  private taps: Step[] = [];
  private key = '';
  private u: GameUpdate | null = null;
  private hinted: Action | null = null;

  constructor(
    private root: HTMLElement,
    private send: (a: Action) => void,
    private highlight: (towns: string[], hint?: string | null) => void,
  ) {}

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

  render(u: GameUpdate): void {
    this.u = u;
    const p = this.myPrompt();
    const key = p ? `${u.v}:${p.id}` : '';
    if (key !== this.key) this.taps = [];
    this.key = key;
    this.draw();
  }

  /** A tap on a town of the map: one step of the current choice, if that town is offered. */
  tapTown(town: string): void {
    const p = this.myPrompt();
    if (!p) return;
    const st = choose(p.options, this.taps);
    if (!st.towns.includes(town)) return;
    play('tap');
    this.taps = [...this.taps, { kind: 'town', town }];
    this.draw();
  }

  private tapButton(key: string): void {
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
    const st = choose(p.options, this.taps);
    if (st.complete) {
      const a = st.complete;
      this.taps = [];
      this.highlight([]);
      this.key = `sent:${this.key}`;
      this.root.append(h('div', { class: 'waiting', text: t('thinking') }));
      this.send(a);
      return;
    }
    const hint = this.hintStep(p);
    this.highlight(st.towns, hint?.startsWith('town:') ? hint.slice(5) : null);
    const info = p.info ?? {};
    const box = h('div', { class: 'prompt', 'data-test': 'prompt', 'data-kind': p.kind });
    box.append(h('div', { class: 'prompt-title', text: t('yourTurn') }));
    if (p.card) box.append(h('div', { class: 'prompt-card', text: n().card(p.card) }));
    box.append(h('div', { class: 'prompt-text', text: promptText(p, n().seat(p.seat)) }));
    const meta: string[] = [];
    if (info.cost !== undefined) meta.push(t('cost', { n: info.cost }));
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
              text: n().town(town),
              onclick: () => this.tapTown(town),
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
              text: buttonLabel(key, p.kind, info.cost),
              onclick: () => this.tapButton(key),
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
    this.root.append(box);
  }
}
