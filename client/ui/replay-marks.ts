/**
 * The replay timeline's markers: where each part of the game begins (a round), from the game's own events (its
 * texts' `chapter`), drawn under the slider; a tap on one, or the buttons beside the slider, jumps to it. The shell
 * knows no game's parts: a game without `chapter` simply has no markers.
 */
import { h } from './dom';
import './replay-marks.css';

export interface ReplayMark {
  /** The step of the timeline whose events open the part. */
  step: number;
  /** A few characters under the slider ("2"). */
  short: string;
  /** What the part is ("Round 2"): the marker's title and accessible name. */
  long: string;
}

export type Chapter = (event: unknown) => { short: string; long: string } | null;

/** The markers of a timeline, first step first: one per step at most (the first part that step opens). */
export function replayMarks(events: readonly (readonly unknown[])[], chapter: Chapter | undefined): ReplayMark[] {
  if (!chapter) return [];
  const out: ReplayMark[] = [];
  events.forEach((es, step) => {
    for (const e of es) {
      const c = chapter(e);
      if (c) {
        out.push({ step, ...c });
        return;
      }
    }
  });
  return out;
}

/** The marker before or after a step (for the jump buttons), or null at either end. */
export function markBeside(marks: readonly ReplayMark[], step: number, dir: -1 | 1): ReplayMark | null {
  if (dir > 0) return marks.find((m) => m.step > step) ?? null;
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i].step < step) return marks[i];
  return null;
}

/**
 * The row of markers under a slider of `last` steps. Each sits where its step is on the slider (the thumb's width
 * taken into account) and jumps there when tapped.
 */
export function marksRow(marks: readonly ReplayMark[], last: number, go: (step: number) => void): HTMLElement {
  const row = h('div', { class: 'replay-marks', 'data-test': 'replay-marks' });
  for (const m of marks) {
    const at = last > 0 ? m.step / last : 0;
    row.append(
      h('button', {
        class: 'replay-mark',
        'data-test': 'replay-mark',
        'data-step': m.step,
        title: m.long,
        'aria-label': m.long,
        // the range's thumb (16 px) never reaches the track's ends: its centre runs from 8 px to width − 8 px
        style: `left: calc(8px + (100% - 16px) * ${at.toFixed(4)})`,
        text: m.short,
        onclick: () => go(m.step),
      }),
    );
  }
  return row;
}
