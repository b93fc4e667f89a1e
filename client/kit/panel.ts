/**
 * The decision panel: what the player is asked (the game's words and pictures on top), the path tapped so far, the
 * targets the board offers as chips too (a town can be picked on the map or here), the buttons, and Cancel. While
 * the answer travels, everything stays in place, off, with a note. The hint's next step is marked `.hinted`.
 *
 * Test ids: the box `prompt` (with `data-kind`), buttons `option` (`data-key`), chips `<layer>-option`
 * (`data-<layer>`), `option-cancel`, `confirm`, `prompt-sent`; a game may rename a button's (`button(s).test`).
 */
import { h } from '../ui/dom';
import { onceClick } from './answer';
import type { Decision } from './decision';
import { BUTTON, type Step } from './funnel';
import './kit.css';

export interface ChipLayer {
  /** The board layer whose offers are also chips here. */
  on: string;
  /** A line above the chips ("or tap the map"). */
  note?: string;
  /** The chips' test id (default `<layer>-option`). */
  test?: string;
  /** The chip's words (default: the panel's `label`). */
  label?(id: string): string;
}

export interface PanelWords {
  cancel: string;
  confirm: string;
  /** Under the buttons while the answer travels. */
  sending: string;
}

export interface PanelOptions {
  /** The decision's kind (`data-kind`, for styles and tests). */
  kind?: string;
  cls?: string;
  /** Above the choices: the title, the card that asks, the question, what it costs. */
  head?: (Node | null)[];
  /** A step's words (its button, its chip, the chosen path). */
  label(s: Step): string;
  /** A button's test id, classes, a line of its own under it and its `data-key` (default: `option`, `primary`, the id). */
  button?(s: Step): { test?: string; cls?: string; sub?: string; key?: string };
  chips?: ChipLayer[];
  /** Show the path tapped so far ("Shibuya → VIP"). */
  showPath?: boolean;
  /** Below the choices (a confirmation's energy, a warning). */
  foot?: (Node | null)[];
  /** Cancel's test id (default `option-cancel`); it shows once a step is tapped, or always with `alwaysCancel`. */
  cancelTest?: string;
  alwaysCancel?: boolean;
  words: PanelWords;
}

export function decisionPanel<A>(d: Decision<A>, o: PanelOptions): HTMLElement {
  const c = d.choice;
  const box = h('div', { class: `prompt ${o.cls ?? ''}`.trim(), 'data-test': 'prompt', 'data-kind': o.kind });
  box.append(...(o.head ?? []).filter((x): x is Node => x !== null));
  if (o.showPath !== false && c.taps.length)
    box.append(
      h('div', { class: 'prompt-chosen', 'data-test': 'prompt-chosen', text: c.taps.map(o.label).join(' → ') }),
    );
  for (const layer of o.chips ?? []) {
    const ids = offeredIds(c.next, layer.on);
    if (!ids.length) continue;
    if (layer.note) box.append(h('div', { class: 'note', text: layer.note }));
    box.append(
      h(
        'div',
        { class: 'chips' },
        ids.map((id) => {
          const s = { on: layer.on, id };
          return h('button', {
            class: `chip${d.isHinted(s) ? ' hinted' : ''}`,
            'data-test': layer.test ?? `${layer.on}-option`,
            [`data-${layer.on}`]: id,
            text: layer.label?.(id) ?? o.label(s),
            onclick: onceClick(() => d.tap(s)),
          });
        }),
      ),
    );
  }
  const buttons = c.next.filter((s) => s.on === BUTTON);
  if (buttons.length)
    box.append(
      h(
        'div',
        { class: 'option-buttons' },
        buttons.map((s) => {
          const b = o.button?.(s) ?? {};
          return h(
            'button',
            {
              class: `${b.cls ?? 'primary'}${d.isHinted(s) ? ' hinted' : ''}`,
              'data-test': b.test ?? 'option',
              'data-key': b.key ?? s.id,
              onclick: onceClick(() => d.tap(s)),
            },
            h('span', { text: o.label(s) }),
            b.sub ? h('span', { class: 'option-sub', text: b.sub }) : null,
          );
        }),
      ),
    );
  if (d.ready !== null)
    box.append(
      h('button', {
        class: 'primary',
        'data-test': 'confirm',
        text: o.words.confirm,
        onclick: onceClick(() => d.confirm()),
      }),
    );
  box.append(...(o.foot ?? []).filter((x): x is Node => x !== null));
  if (c.taps.length || d.ready !== null || o.alwaysCancel)
    box.append(
      h('button', { 'data-test': o.cancelTest ?? 'option-cancel', text: o.words.cancel, onclick: () => d.cancel() }),
    );
  if (d.locked) {
    for (const b of box.querySelectorAll('button')) b.disabled = true;
    box.classList.add('locked');
    box.append(h('div', { class: 'note', 'data-test': 'prompt-sent', text: o.words.sending }));
  }
  return box;
}

/** The panel while the decision is someone else's: who is deciding (or that the game is over). */
export function waitingPanel(text: string, o: { cls?: string; test?: string } = {}): HTMLElement {
  return h('div', { class: `prompt-waiting ${o.cls ?? ''}`.trim(), 'data-test': o.test ?? 'waiting', text });
}

const offeredIds = (next: readonly Step[], on: string): string[] => next.filter((s) => s.on === on).map((s) => s.id);

/** The targets to light on the board, by layer, and the hinted one (nothing while the answer travels). */
export function boardLights<A>(d: Decision<A>, on: string): { ids: string[]; hint: string | null } {
  const hint = d.hint();
  return { ids: d.lit(on), hint: !d.locked && hint?.on === on ? hint.id : null };
}
