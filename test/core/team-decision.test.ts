/**
 * A team decision (vulcanus.md §7.5 [R]: "any human seat may answer; the first answer stands") through the one host:
 * every human seat holds it, a person's answer settles it for all, and a computer teammate leaves it to the person
 * until the decision timer runs out (GameDefinition.decisionGroup).
 */
import { describe, expect, it } from 'vitest';
import { GameHost, type HostPolicy } from '../../shared/core/host';
import { VirtualTime } from '../../shared/core/virtual-time';
import { vulcanus } from '../../shared/vulcanus/index';
import type { State } from '../../shared/vulcanus/types';

const policy: HostPolicy = { decisionSeconds: 30, botDelayMs: 100, botBudgetMs: 10, botLevel: 'greedy' };

function hostFor(computer: (seat: string) => boolean) {
  const time = new VirtualTime();
  const { host } = GameHost.start(
    vulcanus,
    { humans: 2, level: 0, roles: ['fireChief', 'jointStaff'] },
    5,
    time,
    policy,
    {
      computerPlays: computer,
      think: (req) => vulcanus.computer.choose(req as Parameters<typeof vulcanus.computer.choose>[0]),
      committed: () => undefined,
    },
  );
  host.refresh();
  const state = () => host.state as State;
  // the kaiju's setup decisions, answered by the computer or here
  for (let i = 0; i < 10 && state().prompts[0]?.seat === 'kaiju'; i++) {
    if (computer('kaiju')) time.advance(policy.botDelayMs + 1);
    else host.act('kaiju', state().prompts[0].options[0]);
  }
  return { host, time, state };
}

describe('§7.5 [R] a team decision through the host', () => {
  it('every human seat is asked; the first answer stands and the other seat’s late click is stale', () => {
    const { host, state } = hostFor(() => false);
    expect(state().prompts.map((p) => [p.seat, p.kind])).toEqual([
      ['h1', 'fireBaseTown'],
      ['h2', 'fireBaseTown'],
    ]);
    expect(vulcanus.decisionGroup?.(state(), 'h1')).toBe(vulcanus.decisionGroup?.(state(), 'h2'));
    const seen = host.v;
    expect(host.submit('h2', { type: 'town', town: 'kasumigaseki' }, seen)).toBeNull();
    expect(state().towns.some((t) => t.fire > 0)).toBe(true);
    expect(host.submit('h1', { type: 'town', town: 'shinjuku' }, seen)?.code).toBe('stale');
    expect(state().prompts.map((p) => p.kind)).toEqual(['sdfBaseTown', 'sdfBaseTown']);
  });

  it('a computer teammate leaves the decision to the person until the decision timer runs out', () => {
    const { host, time, state } = hostFor((seat) => seat !== 'h1');
    expect(state().prompts.map((p) => p.seat)).toEqual(['h1', 'h2']);
    const v = host.v;
    time.advance(10_000);
    // the computer seat h2 holds the same decision but did not answer it
    expect(host.v).toBe(v);
    expect(state().prompts.map((p) => p.kind)).toEqual(['fireBaseTown', 'fireBaseTown']);
    // the person's decision timer runs out: the computer answers for the team
    time.advance(policy.decisionSeconds * 1000);
    expect(host.v).toBeGreaterThan(v);
    expect(state().towns.some((t) => t.fire > 0)).toBe(true);
  });

  it('with no person on the team, the computer answers at once', () => {
    const { host, time } = hostFor(() => true);
    const v = host.v;
    time.advance(policy.botDelayMs + 1);
    expect(host.v).toBeGreaterThan(v);
  });
});
