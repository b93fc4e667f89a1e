/**
 * The stored rules version, acted on (shared/core/versions.ts): a log replays under the rules it was played with — the
 * current ones or an earlier version the game keeps (`olderRules`) — or is refused with a code, never replayed under
 * other rules. Shown on a counting game whose version 2 changed the race: version 1 ran to 5 with steps of 1 or 2,
 * version 2 runs to 6 and allows 3.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineGame, type GameSpec } from '../../shared/core/define';
import { asView, type AnyGame, type LoggedAction } from '../../shared/core/game';
import { GameHost, noTime, timeline } from '../../shared/core/host';
import { replayStored, rulesFor } from '../../shared/core/versions';
import { ERROR_TABLES } from '../../client/i18n/errors';

interface S {
  v: number;
  total: number;
  turn: 'a' | 'b';
  winner: 'a' | 'b' | null;
}
type A = { type: 'add'; n: number };

function race(version: 1 | 2): AnyGame {
  const goal = version === 1 ? 5 : 6;
  const steps = version === 1 ? [1, 2] : [1, 2, 3];
  const spec: GameSpec<S, object, A, { added: number }, S> = {
    id: 'race',
    rulesVersion: version,
    optionsSchema: z.strictObject({}),
    actionSchema: z.strictObject({ type: z.literal('add'), n: z.number().int() }),
    seats: () => [
      { id: 'a', team: 'a', playable: true },
      { id: 'b', team: 'b', playable: true },
    ],
    setup: () => ({ state: { v: 0, total: 0, turn: 'a', winner: null }, events: [] }),
    activeSeats: (s) => (s.winner ? [] : [s.turn]),
    promptId: (s, seat) => (!s.winner && s.turn === seat ? `t${s.v}` : null),
    legalActions: (s, seat) => (!s.winner && s.turn === seat ? steps.map((n) => ({ type: 'add', n })) : []),
    applyInPlace(s, seat, action) {
      const a = action as A;
      if (s.winner || seat !== s.turn) return { ok: false, error: { code: 'notYourTurn' } };
      if (!steps.includes(a?.n)) return { ok: false, error: { code: 'illegal' } };
      s.v++;
      s.total += a.n;
      if (s.total >= goal) s.winner = s.turn;
      else s.turn = s.turn === 'a' ? 'b' : 'a';
      return { ok: true, value: [{ added: a.n }] };
    },
    view: (s) => asView({ ...s }),
    outcome: (s) => (s.winner ? { winners: [s.winner], reason: 'goal' } : null),
    computer: {
      levels: ['one'],
      defaultLevel: 'one',
      heavy: [],
      choose: () => ({ type: 'add', n: 1 }),
      hint: () => null,
    },
  };
  return defineGame(spec) as unknown as AnyGame;
}

const v1 = race(1);
const current: AnyGame = { ...race(2), olderRules: [v1] };
const log = (...ns: number[]): LoggedAction[] =>
  ns.map((n, i) => ({ seat: i % 2 ? 'b' : 'a', action: { type: 'add', n } }));

describe('a stored log replays under the rules it was played with', () => {
  it('a log of the current version, and of an earlier one the game keeps, each under its own rules', () => {
    // under version 1, 2 + 2 + 1 reaches its goal of 5: a won; under version 2 the same moves leave the race open
    const old = replayStored(current, { rulesVersion: 1, options: {}, seed: 1, actions: log(2, 2, 1) });
    expect(old.ok && old.value.rules).toBe(v1);
    expect(old.ok && (old.value.state as S).winner).toBe('a');
    const now = replayStored(current, { rulesVersion: 2, options: {}, seed: 1, actions: log(2, 2, 1) });
    expect(now.ok && (now.value.state as S).winner).toBeNull();
    // the replay viewer's timeline, and a host restoring the game, take the same rules
    const rules = rulesFor(current, 1);
    expect(rules.ok && timeline(rules.value, {}, 1, log(2, 2, 1)).complete).toBe(true);
    const policy = { decisionSeconds: 0, botDelayMs: 0, botBudgetMs: 0, botLevel: 'one' };
    const hooks = { computerPlays: () => false, think: () => null, committed: () => undefined };
    if (!rules.ok) throw new Error('rules');
    const { host } = GameHost.restore(rules.value, {}, 1, log(2, 2, 1), noTime, policy, hooks);
    expect(host.over).toBe(true);
  });

  it('a version the game no longer keeps is refused with rulesVersionGone, translated in both languages', () => {
    const r = replayStored(race(2), { rulesVersion: 1, options: {}, seed: 1, actions: log(1) });
    expect(r).toEqual({
      ok: false,
      error: { code: 'rulesVersionGone', params: { game: 'race', version: 1, current: 2 } },
    });
    expect(rulesFor(current, 3).ok).toBe(false);
    for (const lang of ['en', 'ja'] as const) expect(ERROR_TABLES[lang].rulesVersionGone).toContain('{version}');
  });

  it('a record without a version replays under the current rules only if every action applies', () => {
    expect(replayStored(current, { options: {}, seed: 1, actions: log(3, 3) }).ok).toBe(true);
    // written under version 1 (which ends at 5), played on past its end: refused at the first move that does not apply
    const r = replayStored(v1, { options: {}, seed: 1, actions: log(3, 3) });
    expect(r).toEqual({ ok: false, error: { code: 'replayFailed', params: { game: 'race', move: 1 } } });
    for (const lang of ['en', 'ja'] as const) expect(ERROR_TABLES[lang].replayFailed).toContain('{move}');
  });
});
