/**
 * The one host (shared/core/host.ts), on a virtual clock: the stale-action rule, turn and decision clocks, and
 * computer turns, with Vulcanus as the game. Every hosting rule is here once, for every caller.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/game';
import { GameHost, timeline, type Committed, type HostPolicy } from '../../shared/core/host';
import { simulate } from '../../shared/core/simulate';
import { VirtualTime } from '../../shared/core/virtual-time';
import { vulcanus } from '../../shared/vulcanus/index';
import type { Action, Options, State } from '../../shared/vulcanus/types';

const policy: HostPolicy = { decisionSeconds: 30, botDelayMs: 100, botBudgetMs: 10, botLevel: 'greedy' };

function hostFor(options: Options, seed: number, computer: (seat: string) => boolean, p: HostPolicy = policy) {
  const time = new VirtualTime();
  const log: Committed[] = [];
  const { host } = GameHost.start(vulcanus, options, seed, time, p, {
    computerPlays: computer,
    think: (req) => vulcanus.computer.choose(req as Parameters<typeof vulcanus.computer.choose>[0]),
    committed: (c) => log.push(c),
  });
  host.refresh();
  return { host, time, log, state: () => host.state as State };
}

/** Answers setup decisions (the kaiju's bonus tile, start towns) with their first option, up to the planning. */
function toPlanning(host: GameHost, state: () => State): void {
  for (let i = 0; i < 50; i++) {
    const p = state().prompts.find((q) => q.kind !== 'planHumans' && q.kind !== 'planKaiju');
    if (!p) return;
    expect(host.act(p.seat, p.options[0])).toBeNull();
  }
}

describe('host: actions sent on an older version', () => {
  it('design §4: two players planning at once both keep their clicks (§7.2 planning is one decision)', () => {
    const { host, state, log } = hostFor({ humans: 2, level: 0, roles: ['fireChief', 'jointStaff'] }, 5, () => false);
    toPlanning(host, state);
    log.length = 0;
    expect(state().prompts.map((p) => p.kind)).toEqual(['planHumans', 'planHumans']);
    const seen = host.v;
    expect(host.submit('h1', { type: 'claim', role: 'fireChief', line: 'colA' }, seen)).toBeNull();
    // h2 clicked on the same screen (version `seen`), before h1's claim arrived: still applied.
    expect(host.submit('h2', { type: 'claim', role: 'jointStaff', line: 'colB' }, seen)).toBeNull();
    expect(log.map((c) => c.seat)).toEqual(['h1', 'h2']);
    expect(state().humans.roles.map((r) => r.claim)).toEqual(['colA', 'colB']);
    // A move that is no longer legal after the other's change is refused as stale (harmless), changing nothing.
    const before = JSON.stringify(state());
    expect(host.submit('h2', { type: 'claim', role: 'jointStaff', line: 'colA' }, seen)?.code).toBe('stale');
    expect(JSON.stringify(state())).toBe(before);
  });

  it('design §4: a double click on a decision answers it once; a version from the future is stale', () => {
    // Without roles in the options the lone human first chooses them (§6.1): a decision with listed options.
    const { host, state, log } = hostFor({ humans: 1, level: 0 }, 3, () => false);
    const p = state().prompts[0];
    expect(p.kind).toBe('chooseRole');
    const a = p.options[0] as Action;
    const seen = host.v;
    expect(host.submit(p.seat, a, seen + 1)?.code).toBe('stale');
    expect(host.submit(p.seat, a, seen)).toBeNull();
    const after = JSON.stringify(state());
    // The second click of a double click arrives with the old version; the seat is now asked something new.
    expect(host.submit(p.seat, a, seen)?.code).toBe('stale');
    expect(JSON.stringify(state())).toBe(after);
    expect(log).toHaveLength(1);
  });
});

describe('host: the keys of the public view an action touched', () => {
  it('gathers the keys the game names until they are taken; one action that names none makes it all of them', () => {
    const { host, state } = hostFor({ humans: 2, level: 0, roles: ['fireChief', 'jointStaff'] }, 5, () => false);
    // the setup's answers name no keys: all of them may have changed
    toPlanning(host, state);
    expect(host.takeTouched()).toBeNull();
    expect(host.takeTouched()).toEqual(new Set());
    const v = host.v;
    expect(host.submit('h1', { type: 'claim', role: 'fireChief', line: 'colA' }, v)).toBeNull();
    expect(host.submit('h2', { type: 'claim', role: 'jointStaff', line: 'colB' }, v)).toBeNull();
    const planning = host.takeTouched();
    expect(planning).toContain('plan');
    expect(planning).not.toContain('towns');
    // a refused action touches nothing
    expect(host.submit('h1', { type: 'claim', role: 'fireChief', line: 'colB' }, host.v)).not.toBeNull();
    expect(host.takeTouched()).toEqual(new Set());
    // the planning ends once both sides are done: the board moves on, every key may have changed
    for (let i = 0; i < 200 && state().phase === 'planning'; i++) {
      const seat = state().prompts[0].seat;
      const legal = vulcanus.legalActions(state(), seat);
      const next = legal.find((a) => a.type === 'done') ?? legal.find((a) => a.type === 'place') ?? legal[0];
      expect(host.act(seat, next)).toBeNull();
    }
    expect(state().phase).not.toBe('planning');
    expect(host.takeTouched()).toBeNull();
  });
});

describe('host: clocks', () => {
  it('§7.2.4 the planning timer runs out: the timeout rule applies to every seat still planning', () => {
    const o: Options = { humans: 2, level: 0, roles: ['fireChief', 'jointStaff'], planningSeconds: 20 };
    const { host, time, log, state } = hostFor(o, 8, () => false);
    toPlanning(host, state);
    log.length = 0;
    const timer = host.timer();
    expect(timer?.seats).toEqual(['h1', 'h2']);
    expect(timer?.endsAt).toBe(20_000);
    expect(timer?.ms).toBe(20_000);
    time.advance(19_999);
    expect(log).toHaveLength(0);
    time.advance(1);
    expect(log.map((c) => [c.seat, (c.action as Action).type])).toEqual([
      ['h1', 'timeout'],
      ['h2', 'timeout'],
    ]);
    const done = log.flatMap((c) => c.events.map((e) => e.event as { type: string; timedOut?: boolean }));
    expect(done.filter((e) => e.type === 'planDone').every((e) => e.timedOut)).toBe(true);
  });

  it('a server that scales turn clocks (TURN_CLOCK_SCALE) runs them shorter, and says how long they run', () => {
    const o: Options = { humans: 2, level: 0, roles: ['fireChief', 'jointStaff'], planningSeconds: 20 };
    const { host, time, log, state } = hostFor(o, 8, () => false, { ...policy, turnClockScale: 0.25 });
    toPlanning(host, state);
    log.length = 0;
    expect(host.timer()).toMatchObject({ endsAt: 5_000, ms: 5_000 });
    time.advance(4_999);
    expect(log).toHaveLength(0);
    time.advance(1);
    expect(log.map((c) => (c.action as Action).type)).toEqual(['timeout', 'timeout']);
  });

  it('an unanswered decision is answered by the computer after the decision time; a person in time is not', () => {
    const { host, time, log, state } = hostFor({ humans: 1, level: 0 }, 3, () => false);
    expect(state().prompts[0].kind).toBe('chooseRole');
    time.advance(29_000);
    expect(log).toHaveLength(0);
    // the clock runs out at 30 s; the computer's answer is paced like every computer answer (pause, then budget)
    time.advance(1_000 + policy.botDelayMs + policy.botBudgetMs - 1);
    expect(log).toHaveLength(0);
    time.advance(1);
    expect(log).toHaveLength(1);
    expect(log[0].seat).toBe('h1');
    expect(host.v).toBe(1);
  });
});

describe('host: computer turns', () => {
  it('computer seats play a whole game one move at a time; the committed log replays to the same state', () => {
    const o: Options = { humans: 2, level: 1 };
    const { host, time, log, state } = hostFor(o, 12, () => true);
    let steps = 0;
    while (!host.over && steps++ < 20_000) expect(time.step()).toBe(true);
    expect(host.over).toBe(true);
    expect(log.at(-1)?.over).toBe(true);
    expect(log.map((c) => c.index)).toEqual(log.map((_, i) => i));
    const r = replay(vulcanus, o, 12, log);
    expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(state()));
    // Events are numbered from 1 in game order, without gaps.
    const ns = log.flatMap((c) => c.events.map((e) => e.n));
    expect(ns).toEqual(ns.map((_, i) => ns[0] + i));
    expect(time.pending).toBe(0);
  });

  it('a stand-in takes over an absent seat, and gives it back when the person returns', () => {
    let away = false;
    const { host, time, log } = hostFor({ humans: 1, level: 0 }, 3, (seat) => seat === 'kaiju' || away);
    time.advance(1_000);
    expect(log).toHaveLength(0); // h1 chooses its roles; nobody plays for a person who is there
    away = true;
    host.refresh();
    time.advance(policy.botDelayMs + policy.botBudgetMs);
    expect(log.map((c) => c.seat)).toContain('h1');
  });
});

describe('the host for tools: the simulator and the replay timeline', () => {
  it('simulate plays a whole game through the host and its log replays to the same state', () => {
    const o: Options = { humans: 3, level: 2 };
    const sim = simulate(vulcanus, o, 21, { check: true });
    expect(sim.violations).toEqual([]);
    expect(sim.outcome).not.toBeNull();
    const r = replay(vulcanus, o, 21, sim.log);
    expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(sim.state));
  });

  it('timeline hosts a log step by step: one state per action, the events that led to each', () => {
    const o: Options = { humans: 1, level: 0 };
    const sim = simulate(vulcanus, o, 4);
    const line = timeline(vulcanus, o, 4, sim.log);
    expect(line.complete).toBe(true);
    expect(line.states).toHaveLength(sim.log.length + 1);
    expect(JSON.stringify(line.states.at(-1))).toBe(JSON.stringify(sim.state));
    expect((line.states[0] as State).v).toBe(0);
    const types = line.events.at(-1)?.map((e) => (e.event as { type: string }).type);
    expect(types).toContain('gameEnded');
    // A log that stops applying (another rules version) gives the states up to there.
    const broken = timeline(vulcanus, o, 4, [...sim.log.slice(0, 5), { seat: 'h1', action: { type: 'fly' } }]);
    expect(broken.complete).toBe(false);
    expect(broken.states).toHaveLength(6);
  });
});
