/**
 * The worked example (test/toy/lanterns.ts): scenario tests citing its rules' sections, then the game through the one
 * host as a room or the solo worker would run it. The conformance kit runs it too (test/kit/conformance.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { GameHost, type Committed, type HostPolicy } from '../../shared/core/host';
import { VirtualTime } from '../../shared/core/virtual-time';
import { GOAL, ROUNDS, STORM, lanterns as g, type Options, type State } from './lanterns';

function started(input: Partial<Options> = {}, seed = 7): State {
  const o = g.parseOptions(input);
  if (!o.ok) throw new Error('options');
  return g.setup(o.value, seed).state;
}
const act = (s: State, seat: string, action: unknown) => {
  const r = g.applyInPlace(s, seat, action);
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('Lanterns, by its rules', () => {
  it('§1 a team of keepers against the storm, a side nobody may take', () => {
    expect(g.seats({ players: 2 })).toEqual([
      { id: 'p1', team: 'keepers', playable: true },
      { id: 'p2', team: 'keepers', playable: true },
      { id: STORM, team: 'storm', playable: false },
    ]);
  });

  it('§2 one person holds several roles and plays each one’s turn', () => {
    expect(g.seatRoles?.({ players: 1 }, null, 'p1')).toEqual(['red', 'green', 'blue']);
    expect(g.seatRoles?.({ players: 2 }, null, 'p1')).toEqual(['red', 'blue']);
    const s = started({ players: 1 });
    for (const keeper of ['red', 'green', 'blue']) {
      expect([s.turn, g.activeSeats(s)]).toEqual([keeper, ['p1']]);
      act(s, 'p1', g.legalActions(s, 'p1')[0]);
    }
    expect(g.activeSeats(s)).toEqual([STORM]);
  });

  it('§3 §4 a keeper plays a card of its hand, the light rises, it draws again', () => {
    const s = started({ players: 3 });
    expect(s.hands.red).toHaveLength(2);
    expect(s.deck).toHaveLength(9);
    const card = s.hands.red[0];
    expect(act(s, 'p1', { type: 'play', card })).toEqual([
      { type: 'played', keeper: 'red', card },
      { type: 'drew', keeper: 'red', card: s.hands.red[1] },
    ]);
    expect(s.light).toBe(card);
    expect(g.applyInPlace(s, 'p1', { type: 'play', card: 1 })).toMatchObject({ error: { code: 'notYourTurn' } });
  });

  it('§5 the storm blows 1 to 3 off the light, never below 0; §6 the last round ends in the dark', () => {
    const s = started({ players: 1 });
    for (let i = 0; i < 3; i++) act(s, 'p1', g.legalActions(s, 'p1')[0]);
    const before = s.light;
    const [e] = act(s, STORM, { type: 'blow' }) as [{ type: 'blew'; gust: number }];
    expect(e.gust).toBeGreaterThanOrEqual(1);
    expect(e.gust).toBeLessThanOrEqual(3);
    expect(s.light).toBe(Math.max(0, before - e.gust));
    expect(s.round).toBe(2);
    s.round = ROUNDS;
    s.light = 0;
    for (const k of ['red', 'green', 'blue'] as const) s.hands[k] = [];
    for (let i = 0; i < 3; i++) act(s, 'p1', { type: 'pass' });
    act(s, STORM, { type: 'blow' });
    expect(g.outcome(s)).toEqual({ winners: [STORM], reason: 'dark' });
  });

  it('§6 the keepers win as soon as the light reaches the goal', () => {
    const s = started({ players: 1 });
    s.light = GOAL - 1;
    act(s, 'p1', g.legalActions(s, 'p1')[0]);
    expect(g.outcome(s)).toEqual({ winners: ['p1'], reason: 'lit' });
    expect(g.activeSeats(s)).toEqual([]);
  });

  it('§7 a hand and the card drawn are seen by its holder alone', () => {
    const s = started({ players: 2 });
    expect(g.view(s, 'p1').hands.red).toEqual(s.hands.red);
    expect(g.view(s, 'p2').hands.red).toEqual([null, null]);
    expect(g.view(s, 'spectator').deck).toBe(9);
    const drew = { type: 'drew', keeper: 'red', card: 3 } as const;
    expect(g.redactEvent(s, drew, 'p2')).toEqual({ type: 'drew', keeper: 'red', card: null });
    expect(g.redactEvent(s, drew, 'p1')).toEqual(drew);
  });

  it('§8 the table’s timer plays the lowest card; without it there is only the decision clock', () => {
    const s = started({ players: 1, turnSeconds: 20 });
    expect(g.clocks(s)).toEqual([
      { key: 'turn:0', seats: ['p1'], kind: 'turn', seconds: 20 },
      { key: 'decide:p1:t0', seats: ['p1'], kind: 'decision' },
    ]);
    expect(g.timeoutAction(s, 'p1')).toEqual({ type: 'play', card: Math.min(...s.hands.red) });
    expect(g.clocks(started()).map((c) => c.kind)).toEqual(['decision']);
  });
});

describe('Lanterns through the one host', () => {
  const policy: HostPolicy = { decisionSeconds: 30, botDelayMs: 300, botBudgetMs: 200, botLevel: 'bright' };

  function hosted(players: number, computer: (seat: string) => boolean) {
    const time = new VirtualTime();
    const log: (Committed & { at: number })[] = [];
    const o = g.parseOptions({ players });
    if (!o.ok) throw new Error('options');
    const { host } = GameHost.start(g, o.value, 11, time, policy, {
      computerPlays: computer,
      think: (req) => g.computer.choose(req as Parameters<typeof g.computer.choose>[0]),
      committed: (c) => log.push({ ...c, at: time.now() }),
    });
    host.refresh();
    return { host, time, log, state: () => host.state as State };
  }

  it('the storm, which no one plays, takes its turns by itself, paced like every computer answer', () => {
    const { host, time, log, state } = hosted(1, () => false);
    for (let i = 0; i < 3; i++) expect(host.submit('p1', g.legalActions(state(), 'p1')[0], host.v)).toBeNull();
    expect(g.activeSeats(state())).toEqual([STORM]);
    time.advance(policy.botDelayMs + policy.botBudgetMs - 1);
    expect(log.map((c) => c.seat)).not.toContain(STORM);
    time.advance(1);
    expect(log.at(-1)?.seat).toBe(STORM);
  });

  it('a person who leaves their turn for the decision time has it played for them; an absent one by a stand-in', () => {
    const { time, log } = hosted(2, () => false);
    time.advance(policy.decisionSeconds * 1000 + policy.botDelayMs + policy.botBudgetMs);
    expect(log.map((c) => [c.seat, c.at])).toEqual([['p1', 30_500]]);
    const away = hosted(2, (seat) => seat === 'p1');
    away.time.advance(policy.botDelayMs + policy.botBudgetMs);
    expect(away.log.map((c) => c.seat)).toEqual(['p1']);
  });

  it('computer players on every seat play a game to its end, and its log replays to the same state', () => {
    const { host, time, log, state } = hosted(3, () => true);
    for (let i = 0; i < 500 && !host.over; i++) time.step();
    expect(host.over).toBe(true);
    const o = g.parseOptions({ players: 3 });
    if (!o.ok) throw new Error('options');
    let s = g.setup(o.value, 11).state;
    for (const c of log) {
      const r = g.apply(s, c.seat, c.action);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    expect(s).toEqual(state());
  });
});
