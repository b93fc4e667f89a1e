// @vitest-environment happy-dom
/**
 * The planning controls' claims (client/games/vulcanus/screen/claims.ts), §7.2 as corrected on 2026-11-23: a player
 * may release their line and offer another player a swap, who accepts or refuses. Every button is a legal move of
 * the update, and a swap waiting shows Accept and Refuse to its addressee alone.
 */
import { describe, expect, it } from 'vitest';
import { claimModel, claimsSection } from '../../client/games/vulcanus/screen/claims';
import { legalActions, vulcanus } from '../../shared/vulcanus/index';
import type { Action, Seat } from '../../shared/vulcanus/types';
import { testGame } from '../engine/helpers';

/** A game of two human players at round 1's planning, each with a column (h1 A, h2 B). */
function claimed() {
  const g = testGame({ humans: 2, seed: 3 });
  g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
  g.act('h2', { type: 'claim', role: 'jointStaff', line: 'colB' });
  return g;
}

const screenOf = (g: ReturnType<typeof testGame>, seat: Seat) => {
  const v = vulcanus.view(g.s, seat);
  const legal = legalActions(g.s, seat);
  return { v, legal, m: claimModel(v, seat, legal) };
};

/** The section drawn for a seat, with the actions its buttons send. */
function drawn(g: ReturnType<typeof testGame>, seat: Seat) {
  const { v, m } = screenOf(g, seat);
  const sent: Action[] = [];
  const els = claimsSection(v, m, { send: (a) => (sent.push(a), true), isHint: () => false });
  const root = document.createElement('div');
  root.append(...els);
  return { root, sent, click: (test: string) => (root.querySelector(`[data-test=${test}]`) as HTMLElement).click() };
}

describe('§7.2 claims on the planning controls', () => {
  it('offers each of my roles its release and a swap with the other player, as the legal moves say', () => {
    const g = claimed();
    const { m, legal } = screenOf(g, 'h1');
    expect(m.rows).toHaveLength(1);
    expect(m.rows[0].role).toBe('fireChief');
    expect(m.rows[0].release).toEqual({ type: 'release', role: 'fireChief' });
    expect(m.rows[0].proposals).toEqual([{ type: 'proposeSwap', role: 'fireChief', with: 'jointStaff' }]);
    // nothing offered that the engine does not list
    for (const a of [m.rows[0].release, ...m.rows[0].proposals, ...m.rows[0].claims]) expect(legal).toContainEqual(a);
    expect(m.swap).toBeNull();
  });

  it('§7.2 release: the button sends the release, and the line becomes free to take', () => {
    const g = claimed();
    const d = drawn(g, 'h1');
    d.click('claim-release');
    expect(d.sent).toEqual([{ type: 'release', role: 'fireChief' }]);
    g.act('h1', d.sent[0]);
    const after = screenOf(g, 'h1').m;
    expect(after.rows[0].line).toBeNull();
    expect(after.rows[0].claims.map((c) => c.line)).toContain('colA');
  });

  it('§7.2 swap: the proposer waits; the addressee alone gets Accept and Refuse; accepting swaps the lines', () => {
    const g = claimed();
    const d1 = drawn(g, 'h1');
    d1.click('swap-propose-jointStaff');
    expect(d1.sent).toEqual([{ type: 'proposeSwap', role: 'fireChief', with: 'jointStaff' }]);
    g.act('h1', d1.sent[0]);

    const mine = screenOf(g, 'h1').m;
    expect(mine.swap?.side).toBe('outgoing');
    expect(mine.swap?.answers).toEqual([]);
    const waiting = drawn(g, 'h1').root;
    expect(waiting.querySelector('[data-test=swap-outgoing]')).not.toBeNull();
    expect(waiting.querySelector('[data-test=swap-accept]')).toBeNull();
    // no second offer while one waits
    expect(waiting.querySelector('[data-test^=swap-propose-]')).toBeNull();

    const kaiju = screenOf(g, 'kaiju').m;
    expect(kaiju.swap?.side).toBe('between');

    const d2 = drawn(g, 'h2');
    expect(d2.root.querySelector('[data-test=swap-incoming]')?.textContent).toMatch(/column A|A列/);
    d2.click('swap-accept');
    expect(d2.sent).toEqual([{ type: 'answerSwap', accept: true }]);
    g.act('h2', d2.sent[0]);
    const roles = Object.fromEntries(g.s.humans.roles.map((r) => [r.role, r.claim]));
    expect(roles).toEqual({ fireChief: 'colB', jointStaff: 'colA' });
    expect(screenOf(g, 'h2').m.swap).toBeNull();
  });

  it('§7.2 swap refused: the lines stay as they were', () => {
    const g = claimed();
    g.act('h1', { type: 'proposeSwap', role: 'fireChief', with: 'jointStaff' });
    const d2 = drawn(g, 'h2');
    d2.click('swap-refuse');
    expect(d2.sent).toEqual([{ type: 'answerSwap', accept: false }]);
    g.act('h2', d2.sent[0]);
    const roles = Object.fromEntries(g.s.humans.roles.map((r) => [r.role, r.claim]));
    expect(roles).toEqual({ fireChief: 'colA', jointStaff: 'colB' });
  });

  it('a lone human (both roles on one seat) is offered no swap: its roles change lines by claiming', () => {
    const g = testGame({ humans: 1, seed: 3 });
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    g.act('h1', { type: 'claim', role: 'jointStaff', line: 'colB' });
    const { m } = screenOf(g, 'h1');
    expect(m.rows.flatMap((r) => r.proposals)).toEqual([]);
    expect(m.rows.map((r) => r.release?.role)).toEqual(['fireChief', 'jointStaff']);
  });
});
