/**
 * Every game's decisions have a decision clock (defineGame, shared/core/define.ts): a seat that leaves its decision
 * unanswered for `decisionSeconds` has it answered by its computer player, paced like every computer answer
 * (shared/core/pace.ts). Rolled West had none, so one absent player stalled an online room; Vulcanus's planning was
 * covered only by the table's optional timer.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../shared/core/game';
import { GameHost, type Committed, type HostPolicy } from '../../shared/core/host';
import { VirtualTime } from '../../shared/core/virtual-time';
import { rolledWest } from '../../shared/rolled-west/index';
import type { State as RwState } from '../../shared/rolled-west/types';
import { vulcanus } from '../../shared/vulcanus/index';
import type { State as VuState } from '../../shared/vulcanus/types';

const policy: HostPolicy = { decisionSeconds: 30, botDelayMs: 100, botBudgetMs: 50, botLevel: '' };
const PACE = policy.botDelayMs + policy.botBudgetMs;

function hostFor(game: AnyGame, options: unknown, seed: number, computer: (seat: string) => boolean) {
  const time = new VirtualTime();
  const log: (Committed & { at: number })[] = [];
  const level = game.computer.levels.find((l) => !game.computer.heavy.includes(l)) ?? '';
  const { host } = GameHost.start(
    game,
    options,
    seed,
    time,
    { ...policy, botLevel: level },
    {
      computerPlays: computer,
      think: (req) => game.computer.choose(req),
      committed: (c) => log.push({ ...c, at: time.now() }),
    },
  );
  host.refresh();
  return { host, time, log };
}

describe('Rolled West: an unanswered decision is answered by the computer (§8, DECISION_SECONDS)', () => {
  it('a player who never answers their turn has it played by the computer after the decision time; the game goes on', () => {
    const o = rolledWest.parseOptions({ players: 3 });
    if (!o.ok) throw new Error('options');
    const { host, time, log } = hostFor(rolledWest, o.value, 11, () => false);
    const s = () => host.state as RwState;
    const seat = rolledWest.activeSeats(s())[0];
    expect(
      rolledWest
        .clocks(s())
        .filter((c) => c.kind === 'decision')
        .map((c) => c.seats),
    ).toEqual([[seat]]);
    time.advance(policy.decisionSeconds * 1000 + PACE - 1);
    expect(log).toHaveLength(0);
    time.advance(1);
    expect(log.map((c) => [c.seat, c.at])).toEqual([[seat, policy.decisionSeconds * 1000 + PACE]]);
    // nobody at the table answers anything: the game still reaches its end, one timed-out decision after another
    for (let i = 0; i < 5000 && !host.over; i++) time.step();
    expect(host.over).toBe(true);
    expect(rolledWest.outcome(s())?.winners.length).toBeGreaterThan(0);
  });

  it('a person who answers just in time is never played for: each answer starts a new clock', () => {
    const o = rolledWest.parseOptions({ players: 2 });
    if (!o.ok) throw new Error('options');
    const { host, time, log } = hostFor(rolledWest, o.value, 4, () => false);
    const s = () => host.state as RwState;
    let sent = 0;
    for (let i = 0; i < 40 && !host.over; i++) {
      // the ghost (an automated seat) plays by itself; a person's seat waits for its person
      const people = rolledWest.activeSeats(s()).filter((x) => x !== 'ghost');
      if (!people.length) {
        time.step();
        continue;
      }
      time.advance(policy.decisionSeconds * 1000 - 1);
      for (const seat of rolledWest.activeSeats(s()).filter((x) => x !== 'ghost')) {
        expect(host.submit(seat, rolledWest.legalActions(s(), seat)[0], host.v)).toBeNull();
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(10);
    expect(log.filter((c) => c.seat !== 'ghost')).toHaveLength(sent);
  });
});

describe('Vulcanus: [R] §7.2 the planning has a decision clock that restarts with each of the seat’s moves', () => {
  function toPlanning(host: GameHost): VuState {
    const s = host.state as VuState;
    for (let i = 0; i < 50; i++) {
      const p = s.prompts.find((q) => q.kind !== 'planHumans' && q.kind !== 'planKaiju');
      if (!p) break;
      expect(host.act(p.seat, p.options[0])).toBeNull();
    }
    expect(s.prompts.map((p) => p.kind)).toEqual(['planHumans', 'planHumans']);
    return s;
  }
  const o = { humans: 2, level: 0, roles: ['fireChief', 'jointStaff'] };

  it('every planning seat has a decision clock, beside the table timer when set', () => {
    const { host } = hostFor(vulcanus, { ...o, planningSeconds: 120 }, 5, () => false);
    const s = toPlanning(host);
    const clocks = vulcanus.clocks(s);
    expect(clocks.filter((c) => c.kind === 'turn').map((c) => c.seats)).toEqual([['h1', 'h2']]);
    expect(clocks.filter((c) => c.kind === 'decision').map((c) => c.seats)).toEqual([['h1'], ['h2']]);
  });

  it('a seat that keeps moving is never played for; an idle one has the rest of its planning made by the computer', () => {
    const { host, time, log } = hostFor(vulcanus, o, 5, () => false);
    const s = toPlanning(host);
    log.length = 0;
    // h1 claims a line, then places a card every 20 s: its clock (30 s) starts again each time
    expect(host.submit('h1', { type: 'claim', role: 'fireChief', line: 'colA' }, host.v)).toBeNull();
    const t0 = time.now();
    time.advance(20_000);
    const place = () => vulcanus.legalActions(s, 'h1').find((a) => a.type === 'place');
    const first = place();
    expect(first).toBeDefined();
    expect(host.submit('h1', first, host.v)).toBeNull();
    // h2 has not moved since the planning began: its clock runs out at 30 s, and the computer plans for it
    time.advance(10_000 + PACE);
    expect(log.filter((c) => c.seat === 'h2').map((c) => c.at)).toEqual([t0 + 30_000 + PACE]);
    time.advance(20_000 - PACE - 1);
    const second = place();
    expect(second).toBeDefined();
    expect(host.submit('h1', second, host.v)).toBeNull();
    // the computer goes on for h2, one paced move after another, until h2's planning is done
    for (let i = 0; i < 100 && !s.planning?.done.h2; i++) time.advance(PACE);
    expect(s.planning?.done.h2).toBe(true);
    const h2 = log.filter((c) => c.seat === 'h2');
    expect(h2.length).toBeGreaterThan(1);
    // h1 was never played for: its actions are the claim and the two placements sent above
    expect(log.filter((c) => c.seat === 'h1')).toHaveLength(3);
    expect(s.planning?.done.h1).toBeFalsy();
  });
});
