/** Rolled West's final scoring counts each row up in turn (client/games/rolled-west/result.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let speed = 1;
vi.mock('../../client/settings', () => ({ speedFactor: () => speed }));
vi.mock('../../client/games/rolled-west/sounds', () => ({ sound: () => undefined }));
const { countUp } = await import('../../client/games/rolled-west/result');

/** The little of an element countUp touches. */
function cell() {
  const classes = new Set<string>();
  return {
    textContent: '' as string | null,
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
    classes,
  };
}

describe('the final scoring counts up', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a row waiting for its turn shows a dim dash, never a 0 that reads as the score', () => {
    speed = 1;
    const el = cell();
    countUp(el as unknown as HTMLElement, 37, 1750);
    expect(el.textContent).toBe('–');
    expect(el.classes.has('pending')).toBe(true);
    vi.advanceTimersByTime(1700);
    expect(el.textContent).toBe('–');
    vi.advanceTimersByTime(100);
    expect(el.classes.has('pending')).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(el.textContent).toBe('37');
  });

  it('with animations off, the score is there at once', () => {
    speed = 0;
    const el = cell();
    countUp(el as unknown as HTMLElement, 12, 1750);
    expect(el.textContent).toBe('12');
  });
});
