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
import { buttonLabel, buttonSub } from './labels';
import './prompt.css';
import { moveOptions, moveOrigins, stepwise } from './moves';
import { SOFT_ABOVE } from '../board/rings';
import { MOVE_WORDS } from '../i18n/move-words';

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
  /** The decision shown, and whether its long list of towns is open (it is folded when the map lights many). */
  private shownId = '';
  private listOpen = false;

  constructor(
    private root: HTMLElement,
    /** Sends an answer; false when the screen sent none (a double click's second click). */
    send: (a: Action) => boolean,
    private highlight: (towns: string[], hint: string | null, p: Prompt | null) => void,
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
    const id = p ? `${u.v}:${p.id}` : '';
    if (id !== this.shownId) this.listOpen = false;
    this.shownId = id;
    this.decision.show(p?.options ?? [], id, locked);
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
      this.highlight([], null, null);
      if (!v.result) this.root.append(...waitingLine(u));
      return;
    }
    const lit = boardLights(this.decision, TOWN);
    this.highlight(lit.ids, lit.hint, p);
    // a piece to pick up among most of the map: the map is where to choose it (a drag), and the list is folded
    const folded =
      lit.ids.length > SOFT_ABOVE &&
      moveOptions(p.options).length > 0 &&
      this.decision.choice.taps.length === 0 &&
      !this.listOpen;
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
          gestureNote(p, this.decision.choice.taps.length),
        ],
        label,
        foot: folded
          ? [
              h('div', { class: 'note', text: mw('onMap') }),
              h('button', {
                'data-test': 'town-list',
                text: mw('listTowns', { n: lit.ids.length }),
                onclick: () => {
                  this.listOpen = true;
                  this.draw();
                },
              }),
            ]
          : [],
        chips: folded
          ? []
          : [
              {
                on: TOWN,
                note: t('orTapMap'),
                // an investigation shows each tile's value before it is chosen
                label: (town) =>
                  [n().town(town), INVESTIGATIONS.has(p.kind) ? tileValue(v, town) : ''].filter(Boolean).join(' ・ '),
              },
            ],
        // a role or an evolution says what it brings under its name, without a long press
        button: (s) =>
          s.id === 'pass'
            ? { test: 'option-pass', cls: 'pass' }
            : { test: 'option', cls: 'primary', sub: buttonSub(s.id, v) },
        words: { cancel: t('cancel'), confirm: t('done'), sending: INSPECT.sending[getLang()] },
      }),
    );
  }
}

const mw = (key: keyof typeof MOVE_WORDS, p?: Record<string, string | number>) => fill(MOVE_WORDS[key][getLang()], p);

/** How to make a move in one gesture, under the question of a decision that moves something (before any tap). */
function gestureNote(p: Prompt, taps: number): HTMLElement | null {
  if (taps > 0 || !moveOptions(p.options).length) return null;
  const steps = p.info?.steps ?? 0;
  let text = moveOrigins(p.options).length > 1 ? mw('drag') : mw('dragOne');
  if (p.kind === 'lavaFlowStep') text = mw('flow');
  else if (stepwise(p) && steps > 1) text = mw('walk', { n: steps });
  return h('div', { class: 'note gesture-note', 'data-test': 'gesture-note', text });
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
