// @vitest-environment happy-dom
/** The replay timeline's markers (client/ui/replay-marks.ts), and Vulcanus's: one per round, from its events. */
import { describe, expect, it } from 'vitest';
import { texts } from '../../client/games/vulcanus/texts';
import { markBeside, marksRow, replayMarks, type Chapter } from '../../client/ui/replay-marks';
import { timeline } from '../../shared/core/host';
import { vulcanus } from '../../shared/vulcanus/index';
import { randomAction } from '../../shared/vulcanus/bots/random';
import { Random } from '../../shared/core/rng';
import type { Seat } from '../../shared/vulcanus/types';

const chapter: Chapter = (e) => {
  const x = e as { type: string; n?: number };
  return x.type === 'part' ? { short: String(x.n), long: `Part ${x.n}` } : null;
};

describe('replay markers', () => {
  it('marks the steps whose events open a part, once per step, first step first', () => {
    const events = [
      [{ type: 'x' }],
      [{ type: 'part', n: 1 }],
      [],
      [{ type: 'y' }, { type: 'part', n: 2 }, { type: 'part', n: 3 }],
    ];
    expect(replayMarks(events, chapter)).toEqual([
      { step: 1, short: '1', long: 'Part 1' },
      { step: 3, short: '2', long: 'Part 2' },
    ]);
    // a game without parts has no markers
    expect(replayMarks(events, undefined)).toEqual([]);
  });

  it('finds the part before and after a step', () => {
    const marks = [
      { step: 10, short: '1', long: 'R1' },
      { step: 40, short: '2', long: 'R2' },
    ];
    expect(markBeside(marks, 25, 1)?.step).toBe(40);
    expect(markBeside(marks, 25, -1)?.step).toBe(10);
    // at a part's start, back goes to the part before it
    expect(markBeside(marks, 40, -1)?.step).toBe(10);
    expect(markBeside(marks, 40, 1)).toBeNull();
    expect(markBeside(marks, 5, -1)).toBeNull();
  });

  it('draws each marker where its step is on the slider, and jumps there when tapped', () => {
    const jumps: number[] = [];
    const row = marksRow(
      [
        { step: 0, short: '1', long: 'Round 1' },
        { step: 50, short: '2', long: 'Round 2' },
      ],
      100,
      (s) => jumps.push(s),
    );
    const marks = [...row.querySelectorAll<HTMLElement>('[data-test=replay-mark]')];
    expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual(['Round 1', 'Round 2']);
    expect(marks[1].getAttribute('style')).toContain('0.5000');
    marks[1].click();
    expect(jumps).toEqual([50]);
  });

  it('Vulcanus: a marker for each round its game reached, in both languages', () => {
    // the first few hundred moves of a random game: enough for two rounds at least
    const rng = new Random(7);
    let s = vulcanus.setup({ humans: 1, level: 0 }, 7).state;
    const actions: { seat: string; action: unknown }[] = [];
    for (let i = 0; i < 600 && !vulcanus.isOver(s) && s.round < 3; i++) {
      const seat = vulcanus.activeSeats(s)[0] as Seat | undefined;
      const action = seat ? randomAction(s, seat, rng) : null;
      if (!seat || !action) break;
      const r = vulcanus.apply(s, seat, action);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.value.state;
      actions.push({ seat, action });
    }
    const line = timeline(vulcanus, { humans: 1, level: 0 }, 7, actions);
    const events = line.events.map((es) => es.map((e) => e.event));
    const en = replayMarks(events, (e) => texts.chapter?.(e, 'en') ?? null);
    expect(en.length).toBeGreaterThanOrEqual(2);
    expect(en.map((m) => m.long)).toEqual(en.map((_, i) => `Round ${i + 1}`));
    expect(replayMarks(events, (e) => texts.chapter?.(e, 'ja') ?? null)[0].long).toBe('ラウンド1');
  });
});
