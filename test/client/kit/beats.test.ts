// @vitest-environment happy-dom
/** The screen kit's beats (client/kit/widgets/flip.ts, hourglass.ts): a card turned over, an hourglass timer. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flipBeat } from '../../../client/kit/widgets/flip';
import { hourglass } from '../../../client/kit/widgets/hourglass';

const card = (text: string) => Object.assign(document.createElement('div'), { textContent: text });

describe('a card turned over as a beat', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the back, pauses, turns to the face (its sound once), holds, and goes', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    let faces = 0;
    const done = flipBeat(
      host,
      {
        back: card('back'),
        face: card('face'),
        caption: 'Father',
        onFace: () => faces++,
        pauseMs: 500,
        turnMs: 300,
        holdMs: 800,
      },
      1,
    );
    const el = host.querySelector<HTMLElement>('[data-test=card-flip]');
    expect(el?.dataset.side).toBe('back');
    await vi.advanceTimersByTimeAsync(499);
    expect(el?.dataset.side).toBe('back');
    expect(faces).toBe(0);
    await vi.advanceTimersByTimeAsync(1 + 150);
    expect(el?.dataset.side).toBe('face');
    expect(faces).toBe(1);
    expect(el?.textContent).toContain('Father');
    await vi.advanceTimersByTimeAsync(150 + 800);
    expect(el?.dataset.side).toBe('gone');
    await vi.advanceTimersByTimeAsync(250);
    await done;
    expect(host.childElementCount).toBe(0);
    expect(faces).toBe(1);
  });

  it('scales with the speed, and shows nothing with animation off', async () => {
    vi.useFakeTimers();
    const host = document.createElement('div');
    let faces = 0;
    await flipBeat(host, { back: card('b'), face: card('f'), onFace: () => faces++ }, 0);
    expect(host.childElementCount).toBe(0);
    expect(faces).toBe(0);
    const half = flipBeat(host, { back: card('b'), face: card('f'), onFace: () => faces++, pauseMs: 1000 }, 0.5);
    await vi.advanceTimersByTimeAsync(499);
    expect(faces).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(faces).toBe(1);
    await vi.runAllTimersAsync();
    await half;
    expect(host.childElementCount).toBe(0);
  });
});

describe('an hourglass', () => {
  it('shows the time left, red in the last 30 s, empty at the end, hidden without a timer', () => {
    let now = 1_000_000;
    const g = hourglass({ label: 'Family timer', now: () => now });
    expect(g.el.hidden).toBe(true);
    g.set(now + 300_000, 300_000);
    expect(g.el.hidden).toBe(false);
    expect(g.el.textContent).toBe('5:00');
    expect(g.left).toBe(300);
    expect(g.el.classList.contains('low')).toBe(false);
    now += 269_500;
    g.set(now + 30_500, 300_000);
    expect(g.el.textContent).toBe('0:31');
    expect(g.el.classList.contains('low')).toBe(false);
    now += 600;
    g.set(now + 29_900, 300_000);
    expect(g.el.textContent).toBe('0:30');
    expect(g.el.classList.contains('low')).toBe(true);
    g.set(now - 5, 300_000);
    expect(g.el.textContent).toBe('0:00');
    expect(g.el.classList.contains('low')).toBe(false);
    expect(g.el.classList.contains('out')).toBe(true);
    g.set(null, 1);
    expect(g.el.hidden).toBe(true);
    expect(g.left).toBe(null);
    g.stop();
  });

  it('moves its sand from the top bulb to the bottom one as the time goes', () => {
    const now = 0;
    const g = hourglass({ label: 'Timer', now: () => now, warnSeconds: 10 });
    const [top, bottom] = [...g.el.querySelectorAll('.kit-hourglass-sand')];
    g.set(300_000, 300_000);
    expect(Number(top.getAttribute('height'))).toBeCloseTo(16);
    expect(Number(bottom.getAttribute('height'))).toBeCloseTo(0);
    g.set(75_000, 300_000);
    expect(Number(top.getAttribute('height'))).toBeCloseTo(4);
    expect(Number(bottom.getAttribute('height'))).toBeCloseTo(12);
    // the red mark is the caller's own threshold
    g.set(10_000, 300_000);
    expect(g.el.classList.contains('low')).toBe(true);
    g.stop();
  });

  it('ticks by itself until stopped', () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const g = hourglass({ label: 'Timer', now: () => now });
      g.set(10_000, 60_000);
      expect(g.el.textContent).toBe('0:10');
      now = 4_000;
      vi.advanceTimersByTime(300);
      expect(g.el.textContent).toBe('0:06');
      g.stop();
      now = 8_000;
      vi.advanceTimersByTime(1000);
      expect(g.el.textContent).toBe('0:06');
    } finally {
      vi.useRealTimers();
    }
  });
});
