/** §4.9 the guess marker, §14 the table's timer, §16 prompts: ids, active seats, refusals. */
import { describe, expect, it } from 'vitest';
import { act, g, passHumanTurn, refused, started, toAction } from './helpers';

describe('§4.9 the guess marker: any human, any time, never empty', () => {
  it("a standing action of every human seat, also during the kaiju's turn; public", () => {
    const s = started({ humans: 2 }, 27);
    passHumanTurn(s);
    expect(s.prompts[0]?.seat).toBe('kaiju');
    const marks = g.standingActions?.(s, 'h2') ?? [];
    expect(marks.length).toBe(32);
    expect(marks).toContainEqual({ type: 'mark', space: 5, on: true });
    expect(marks).toContainEqual({ type: 'mark', space: 27, on: false });
    const v = s.v;
    const events = act(s, 'h2', { type: 'mark', space: 5, on: true });
    expect(events).toEqual([{ type: 'markerSet', spaces: [5, 27, 29, 31] }]);
    expect(s.v).toBe(v + 1);
    expect(s.prompts[0]?.seat).toBe('kaiju');
    expect(g.view(s, 'spectator').marker).toEqual([5, 27, 29, 31]);
    expect(g.standingActions?.(s, 'kaiju')).toEqual([]);
    expect(refused(s, 'kaiju', { type: 'mark', space: 6, on: true })).toBe('illegal');
  });

  it('the last space cannot be taken off', () => {
    const s = started({}, 27);
    act(s, 'h1', { type: 'mark', space: 27, on: false });
    act(s, 'h1', { type: 'mark', space: 29, on: false });
    expect(g.standingActions?.(s, 'h1')).not.toContainEqual({ type: 'mark', space: 31, on: false });
    expect(refused(s, 'h1', { type: 'mark', space: 31, on: false })).toBe('illegal');
  });
});

describe("§14 the table's timer and the decision clock", () => {
  it('without a timer: a decision clock per prompt, no timeout action', () => {
    const s = started({}, 27);
    expect(g.clocks(s)).toEqual([{ key: `decide:h1:${g.promptId(s, 'h1')}`, seats: ['h1'], kind: 'decision' }]);
    expect(g.timeoutAction(s, 'h1')).toBeNull();
  });

  it("[R] with a timer, each decision has its own; on expiry the most passive answer, the kaiju's too", () => {
    const s = started({ turnSeconds: 30 }, 27);
    expect(g.clocks(s)[0]).toEqual({ key: `timer:p${s.prompts[0]?.id}`, seats: ['h1'], kind: 'turn', seconds: 30 });
    expect(g.timeoutAction(s, 'h1')).toEqual({ type: 'done' });
    act(s, 'h1', { type: 'done' });
    expect(g.timeoutAction(s, 'h1')).toMatchObject({ type: 'discard' });
    expect(g.timeoutAction(s, 'kaiju')).toBeNull();
    passHumanTurn(s);
    toAction(s);
    expect(g.timeoutAction(s, 'kaiju')).toEqual({ type: 'silence' });
  });
});

describe('§16 prompts', () => {
  it('one seat is asked at a time; each new decision has a new id; others get null', () => {
    const s = started({ humans: 2 }, 27);
    const first = g.promptId(s, 'h1');
    expect(g.activeSeats(s)).toEqual(['h1']);
    expect(g.promptId(s, 'h2')).toBeNull();
    expect(g.promptId(s, 'kaiju')).toBeNull();
    act(s, 'h1', { type: 'shipStep', ship: 's1', to: 3 });
    expect(g.promptId(s, 'h1')).not.toBe(first);
    expect(refused(s, 'h2', { type: 'done' })).toBe('notYourTurn');
    expect(refused(s, 'h1', { type: 'shipStep', ship: 's1', to: 31 })).toBe('illegal');
  });

  it('malformed actions are refused as codes, never thrown', () => {
    const s = started({}, 27);
    for (const junk of [
      null,
      3,
      'done',
      [],
      { type: 'done', extra: 1 },
      { type: 'nope' },
      { type: 'shipStep', ship: 's1', to: 3.5 },
    ])
      expect(refused(s, 'h1', junk as never)).toBe('notAnAction');
    const hostile = {
      get type(): string {
        throw new Error('boom');
      },
    };
    expect(refused(s, 'h1', hostile as never)).toBe('notAnAction');
  });
});
