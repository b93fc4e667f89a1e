/**
 * A button that is one whole answer (a claim, a release, a swap offered or answered, "done"): it sends its action
 * once (the rest of a double click does nothing), is marked when the hint suggests that very action, and can say
 * why in a line of its own. A game gives the action, its words and how to send it; the decision's taps are the
 * funnel's (decision.ts), this is for the answers that need no taps before them.
 */
import { h } from '../ui/dom';
import { onceClick } from './answer';

export interface ActionButtonUI<A> {
  /** Sends the answer; false when none went. */
  send(a: A): unknown;
  /** Whether the hint suggests this action. */
  isHint(a: A): boolean;
}

export interface ActionButtonOptions {
  text: string;
  /** Classes of its own (`primary`, `quiet`). */
  cls?: string;
  test?: string;
  /** A longer word on it, for a resting mouse or a screen reader. */
  title?: string;
  disabled?: boolean;
}

export function actionButton<A>(a: A, ui: ActionButtonUI<A>, o: ActionButtonOptions): HTMLButtonElement {
  return h('button', {
    class: [o.cls ?? '', ui.isHint(a) ? 'hinted' : ''].filter(Boolean).join(' '),
    'data-test': o.test,
    title: o.title,
    disabled: o.disabled,
    text: o.text,
    onclick: onceClick(() => void ui.send(a)),
  });
}
