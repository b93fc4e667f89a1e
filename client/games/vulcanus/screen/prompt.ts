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
import { Decision } from '../../../kit/decision';
import type { Step } from '../../../kit/funnel';
import { boardLights, decisionPanel, waitingPanel } from '../../../kit/panel';
import { cardFace } from './card-face';
import { SPEC, TOWN } from './choices';
import { buttonLabel } from './labels';

/** The decisions that pick a tile to investigate by its town. */
const INVESTIGATIONS = new Set<string>(['investigate', 'researchTile']);

/** The value of the tile lying on a town, shown before it is investigated ("value 3"), or ''. */
function tileValue(v: View, town: string | undefined): string {
  const id = town ? v.towns[townIndex(town)]?.tile : null;
  const d = id ? tileTable(numbers())[id] : undefined;
  return d && d.kind === 'investigation' ? fill(INSPECT.tileValue[getLang()], { n: d.value }) : '';
}

/**
 * The decision box of the seat's current prompt, drawn by the screen kit's panel: the card that asks, the
 * question, its cost, the towns (chips, and lit on the map) and the buttons. Planning has its own board (plan.ts).
 */
export class PromptUI {
  private u: GameUpdate | null = null;
  readonly decision: Decision<Action>;

  constructor(
    private root: HTMLElement,
    /** Sends an answer; false when the screen sent none (a double click's second click). */
    send: (a: Action) => boolean,
    private highlight: (towns: string[], hint?: string | null) => void,
  ) {
    this.decision = new Decision<Action>(SPEC, {
      send: (a) => send(a),
      changed: () => {
        play('tap');
        this.draw();
      },
    });
  }

  private myPrompt(): Prompt | null {
    const u = this.u;
    if (!u) return null;
    const p = u.view.prompts.find((x) => x.seat === u.seat);
    return p && p.kind !== 'planHumans' && p.kind !== 'planKaiju' ? p : null;
  }

  /** The hint's suggested answer: its next step (a town chip or a button) is marked. */
  setHint(a: Action | null): void {
    this.decision.setHint(a);
  }

  render(u: GameUpdate, locked: boolean): void {
    this.u = u;
    const p = this.myPrompt();
    this.decision.show(p?.options ?? [], p ? `${u.v}:${p.id}` : '', locked);
    this.draw();
  }

  /** A tap on a town of the map: one step of the current choice, if that town is offered. */
  tapTown(town: string): void {
    this.decision.tap({ on: TOWN, id: town });
  }

  private draw(): void {
    const u = this.u;
    clear(this.root);
    if (!u) return;
    const v = u.view;
    const p = this.myPrompt();
    if (v.result || !p) {
      this.highlight([]);
      if (!v.result) this.root.append(...waitingLine(u));
      return;
    }
    const lit = boardLights(this.decision, TOWN);
    this.highlight(lit.ids, lit.hint);
    const info = p.info ?? {};
    const meta: string[] = [];
    if (info.cost !== undefined) meta.push(t('cost', { n: info.cost }));
    // Mobilization: each kind of unit has its own cost, shown before paying
    for (const [unit, cost] of Object.entries(info.costs ?? {}))
      meta.push(fill(INSPECT.unitCost[getLang()], { unit: n().unit(unit), n: cost }));
    if (info.steps !== undefined) meta.push(t('steps', { n: info.steps }));
    // a button's words say what it costs or yields where the prompt says so
    const label = (s: Step) => (s.on === TOWN ? n().town(s.id) : optionText(s.id, p, v));
    this.root.append(
      decisionPanel(this.decision, {
        kind: p.kind,
        head: [
          h('div', { class: 'prompt-title', text: t('yourTurn') }),
          // the card that asks, with its effect (a tap zooms it)
          p.card ? cardFace(p.card, v, 'line', { attrs: { 'data-test': 'prompt-card' } }) : null,
          h('div', { class: 'prompt-text', text: promptText(p, n().seat(p.seat)) }),
          meta.length ? h('div', { class: 'prompt-meta', 'data-test': 'prompt-cost', text: meta.join(' ・ ') }) : null,
        ],
        label,
        chips: [
          {
            on: TOWN,
            note: t('orTapMap'),
            // an investigation shows each tile's value before it is chosen
            label: (town) =>
              [n().town(town), INVESTIGATIONS.has(p.kind) ? tileValue(v, town) : ''].filter(Boolean).join(' ・ '),
          },
        ],
        button: (s) => (s.id === 'pass' ? { test: 'option-pass', cls: 'pass' } : { test: 'option', cls: 'primary' }),
        words: { cancel: t('cancel'), confirm: t('done'), sending: INSPECT.sending[getLang()] },
      }),
    );
  }
}

/** Who is deciding, while the seat is not (or its planning prompt's words, while it plans). */
function waitingLine(u: GameUpdate): HTMLElement[] {
  const v = u.view;
  const plan = v.prompts.find((x) => x.seat === u.seat);
  if (plan)
    return [h('div', { class: 'prompt-text', 'data-test': 'prompt-plan', text: promptText(plan, n().seat(u.seat)) })];
  const who = [...new Set(v.prompts.map((x) => x.seat))]
    .map((seat) => {
      const roles = v.humans.roles.filter((r) => r.seat === seat).map((r) => n().role(r.role));
      return roles.length ? `${n().seat(seat)}（${roles.join('・')}）` : n().seat(seat);
    })
    .join('・');
  return who ? [waitingPanel(t('waiting', { who }))] : [];
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
