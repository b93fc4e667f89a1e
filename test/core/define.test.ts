/**
 * The authoring contract (shared/core/define.ts): what `defineGame` fills in for a game that states only what differs,
 * shown on a toy game (two seats take turns adding 1 or 2; whoever reaches 5 wins).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineGame, teamChat, type GameSpec } from '../../shared/core/define';
import { asView } from '../../shared/core/game';

interface S {
  v: number;
  total: number;
  turn: 'a' | 'b';
  winner: 'a' | 'b' | null;
}
type A = { type: 'add'; n: 1 | 2 };

const spec: GameSpec<S, { target: number }, A, { added: number }, S> = {
  id: 'toy',
  rulesVersion: 1,
  optionsSchema: z.strictObject({ target: z.number().int().min(3).max(9).default(5) }),
  actionSchema: z.strictObject({ type: z.literal('add'), n: z.union([z.literal(1), z.literal(2)]) }),
  seats: () => [
    { id: 'a', team: 'a', playable: true },
    { id: 'b', team: 'b', playable: true },
  ],
  setup: () => ({ state: { v: 0, total: 0, turn: 'a', winner: null }, events: [] }),
  activeSeats: (s) => (s.winner ? [] : [s.turn]),
  promptId: (s, seat) => (!s.winner && s.turn === seat ? `t${s.v}` : null),
  legalActions: (s, seat) =>
    !s.winner && s.turn === seat
      ? [
          { type: 'add', n: 1 },
          { type: 'add', n: 2 },
        ]
      : [],
  applyInPlace(s, seat, action) {
    const a = action as A;
    if (s.winner || seat !== s.turn) return { ok: false, error: { code: 'notYourTurn' } };
    if (a?.type !== 'add' || (a.n !== 1 && a.n !== 2)) return { ok: false, error: { code: 'illegal' } };
    s.v++;
    s.total += a.n;
    if (s.total >= 5) s.winner = s.turn;
    else s.turn = s.turn === 'a' ? 'b' : 'a';
    return { ok: true, value: [{ added: a.n }] };
  },
  view: (s) => asView({ ...s }),
  outcome: (s) => (s.winner ? { winners: [s.winner], reason: 'total' } : null),
  computer: {
    levels: ['first'],
    defaultLevel: 'first',
    heavy: [],
    viewFor: (s) => asView({ ...s }),
    choose: () => ({ type: 'add', n: 1 }),
    hint: () => null,
  },
};
const toy = defineGame(spec);

describe('defineGame: the defaults every game would write the same way', () => {
  it('apply is applyInPlace on a copy; version is v; isOver follows the outcome', () => {
    const { state } = toy.setup({ target: 5 }, 1);
    const r = toy.apply(state, 'a', { type: 'add', n: 2 });
    expect(r.ok && r.value.state.total).toBe(2);
    expect(state.total).toBe(0);
    expect(toy.version(state)).toBe(0);
    expect(toy.apply(state, 'b', { type: 'add', n: 1 })).toEqual({ ok: false, error: { code: 'notYourTurn' } });
    let s = state;
    for (const n of [2, 2, 1] as const) {
      const next = toy.apply(s, s.turn, { type: 'add', n });
      if (!next.ok) throw new Error('refused');
      s = next.value.state;
    }
    expect(toy.isOver(s)).toBe(true);
    expect(toy.outcome(s)?.winners).toEqual(['a']);
  });

  it('every pending decision has a decision clock whose key changes with the decision; none once over', () => {
    const { state } = toy.setup({ target: 5 }, 1);
    const first = toy.clocks(state);
    expect(first).toEqual([{ key: 'decide:a:t0', seats: ['a'], kind: 'decision' }]);
    toy.applyInPlace(state, 'a', { type: 'add', n: 2 });
    expect(toy.clocks(state).map((c) => c.key)).toEqual(['decide:b:t1']);
    toy.applyInPlace(state, 'b', { type: 'add', n: 2 });
    toy.applyInPlace(state, 'a', { type: 'add', n: 2 });
    expect(toy.clocks(state)).toEqual([]);
  });

  it('options are parsed by their schema, with a code and the path when wrong', () => {
    expect(toy.parseOptions(undefined)).toEqual({ ok: true, value: { target: 5 } });
    expect(toy.parseOptions({ target: 12 })).toEqual({
      ok: false,
      error: { code: 'invalidOptions', params: { path: 'target' } },
    });
  });

  it('one chat channel, no private keys, events as they are, the spectator view as the full view', () => {
    const { state } = toy.setup({ target: 5 }, 1);
    expect(toy.chatChannels({ target: 5 })).toEqual([{ id: 'all', speakers: 'all', listeners: 'all' }]);
    expect(toy.privateKeys).toEqual([]);
    expect(toy.redactEvent(state, { added: 1 }, 'b')).toEqual({ added: 1 });
    expect(toy.fullView?.(state)).toEqual(toy.view(state, 'spectator'));
    expect(toy.timeoutAction(state, 'a')).toBeNull();
    expect(toy.summary({ target: 5 })).toEqual({ key: 'toy.summary', params: {} });
  });

  it('a computer seat knows its own view unless the game says otherwise', () => {
    const { state } = toy.setup({ target: 5 }, 1);
    expect(toy.computer.viewFor(state, 'a', ['a', 'b'])).toEqual(toy.view(state, 'a'));
  });

  it('a game cannot leave a decision without a clock: clocks are not part of the spec, turnClocks add to them', () => {
    const withClocks = { ...spec, clocks: () => [] } as typeof spec;
    const { state } = toy.setup({ target: 5 }, 1);
    expect(
      defineGame(withClocks)
        .clocks(state)
        .map((c) => c.kind),
    ).toEqual(['decision']);
    const timed = defineGame({
      ...spec,
      turnClocks: (s) => [{ key: `turn:${s.v}`, seats: [s.turn], kind: 'turn', seconds: 30 }],
    });
    expect(timed.clocks(state)).toEqual([
      { key: 'turn:0', seats: ['a'], kind: 'turn', seconds: 30 },
      { key: 'decide:a:t0', seats: ['a'], kind: 'decision' },
    ]);
  });

  it('teamChat: everybody on one channel, the team on another, overheard by whom the game says', () => {
    expect(teamChat(['h1', 'h2'], ['kaiju'])).toEqual([
      { id: 'all', speakers: 'all', listeners: 'all' },
      { id: 'team', speakers: ['h1', 'h2'], listeners: ['h1', 'h2', 'kaiju'] },
    ]);
    expect(teamChat(['h1'])[1].listeners).toEqual(['h1']);
  });
});
