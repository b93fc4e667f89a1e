/**
 * The core interpreter's policies (shared/core/interpreter.ts), on a toy game: a lone legal answer is answered at
 * once or asked, answers are listed in the prompt or computed when needed, and free-form prompts are checked by the
 * game. Vulcanus answers lone options at once; Leviath asks them ([R] Leviath §15, see shared/leviath/flow.ts).
 */
import { describe, expect, it } from 'vitest';
import { CONT, DONE, interpreter, type Machine, type TaskState } from '../../shared/core/interpreter';

type Seat = 'a' | 'b';
type Action = { type: 'pick'; n: number } | { type: 'say'; text: string };
type Task = { t: 'pick'; seat: Seat; among: number[] } | { t: 'say' } | { t: 'two' };
interface Prompt {
  id: number;
  seat: Seat;
  kind: 'pick' | 'say';
  options?: Action[];
}
type Event = { type: 'picked'; seat: Seat; n: number } | { type: 'said'; text: string };
interface State extends TaskState<Task, Prompt> {
  result: 'over' | null;
}

const state = (stack: Task[]): State => ({ v: 0, stack, prompts: [], interrupts: [], promptSeq: 0, result: null });
const picks = (among: number[]): Action[] => among.map((n) => ({ type: 'pick', n }));

/** A machine whose pick prompts list their options (`listed`) or leave them to `answers`. */
function machine(loneOption: 'answer' | 'ask', listed: boolean): Machine<State, Task, Prompt, Action, Event, Seat> {
  return {
    loneOption,
    ...(listed ? {} : { answers: (_s: State, _p: Prompt, task: Task) => (task.t === 'pick' ? picks(task.among) : []) }),
    isFreeForm: (p) => p.kind === 'say',
    validateFreeForm: (_s, _seat, _p, a) =>
      a.type === 'say' && a.text.length > 0 ? null : { code: 'illegal', params: { prompt: 'say' } },
    context: (s, events) => ({ s, events }),
    handlers: {
      pick: (c, task, a) => {
        if (!a) return { seat: task.seat, kind: 'pick', ...(listed ? { options: picks(task.among) } : {}) };
        if (a.type === 'pick') c.events.push({ type: 'picked', seat: task.seat, n: a.n });
        return DONE;
      },
      say: (c, _task, a) => {
        if (!a) return { seat: 'b', kind: 'say', options: [] };
        if (a.type === 'say') c.events.push({ type: 'said', text: a.text });
        return DONE;
      },
      two: (c) => {
        // replaces itself with two lone picks, a's first
        c.s.stack.pop();
        c.s.stack.push({ t: 'pick', seat: 'b', among: [7] }, { t: 'pick', seat: 'a', among: [3] });
        return CONT;
      },
    },
  };
}

describe('the core interpreter', () => {
  it("'answer': a prompt with one legal answer is answered at once, as it was raised, and asks nobody", () => {
    for (const listed of [true, false]) {
      const engine = interpreter(machine('answer', listed));
      const s = state([{ t: 'say' }, { t: 'pick', seat: 'a', among: [5] }]);
      const events: Event[] = [];
      engine.run(s, events);
      expect(events).toEqual([{ type: 'picked', seat: 'a', n: 5 }]);
      expect(s.prompts).toEqual([{ seat: 'b', kind: 'say', options: [], id: 1 }]);
      expect(engine.legal(s, 'a')).toEqual([]);
    }
  });

  it("'ask': a prompt with one legal answer is asked like any other, and its answer is checked", () => {
    for (const listed of [true, false]) {
      const engine = interpreter(machine('ask', listed));
      const s = state([{ t: 'say' }, { t: 'pick', seat: 'a', among: [5] }]);
      engine.run(s, []);
      expect(s.prompts).toMatchObject([{ seat: 'a', kind: 'pick', id: 1 }]);
      expect(engine.legal(s, 'a')).toEqual([{ type: 'pick', n: 5 }]);
      const before = JSON.stringify(s);
      expect(engine.applyMut(s, 'a', { type: 'pick', n: 6 })).toEqual({
        ok: false,
        error: { code: 'illegal', params: { prompt: 'pick' } },
      });
      expect(engine.applyMut(s, 'b', { type: 'pick', n: 5 })).toEqual({ ok: false, error: { code: 'notYourTurn' } });
      expect(JSON.stringify(s)).toBe(before);
      expect(engine.applyMut(s, 'a', { type: 'pick', n: 5 })).toEqual({
        ok: true,
        events: [{ type: 'picked', seat: 'a', n: 5 }],
      });
      expect(s.v).toBe(1);
      expect(s.prompts).toMatchObject([{ seat: 'b', kind: 'say', id: 2 }]);
    }
  });

  it('the policy holds for the prompts raised after an answer, too', () => {
    const ask = interpreter(machine('ask', false));
    const answer = interpreter(machine('answer', false));
    const a = state([{ t: 'two' }, { t: 'pick', seat: 'a', among: [1, 2] }]);
    const b = state([{ t: 'two' }, { t: 'pick', seat: 'a', among: [1, 2] }]);
    ask.run(a, []);
    answer.run(b, []);
    ask.applyMut(a, 'a', { type: 'pick', n: 2 });
    const r = answer.applyMut(b, 'a', { type: 'pick', n: 2 });
    // 'two' leaves two lone picks: asked one by one, or answered at once in the same apply
    expect(a.prompts).toMatchObject([{ seat: 'a', kind: 'pick' }]);
    expect(ask.legal(a, 'a')).toEqual([{ type: 'pick', n: 3 }]);
    expect(r).toEqual({
      ok: true,
      events: [
        { type: 'picked', seat: 'a', n: 2 },
        { type: 'picked', seat: 'a', n: 3 },
        { type: 'picked', seat: 'b', n: 7 },
      ],
    });
    expect(b.stack).toEqual([]);
  });

  it('a free-form prompt always waits, and the game checks its answers', () => {
    const engine = interpreter(machine('answer', true));
    const s = state([{ t: 'say' }]);
    engine.run(s, []);
    expect(engine.legal(s, 'b')).toEqual([]);
    expect(engine.applyMut(s, 'b', { type: 'say', text: '' })).toMatchObject({ ok: false });
    expect(engine.applyMut(s, 'b', { type: 'say', text: 'hi' })).toEqual({
      ok: true,
      events: [{ type: 'said', text: 'hi' }],
    });
    expect(engine.applyMut(s, 'b', 'nonsense')).toEqual({ ok: false, error: { code: 'notAnAction' } });
    expect(engine.applyMut(s, 'b', { type: 'say', text: 'again' })).toEqual({
      ok: false,
      error: { code: 'notYourTurn' },
    });
  });
});
