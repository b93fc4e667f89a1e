import { describe, expect, it } from 'vitest';
import { apply, legalActions, vulcanus } from '../../shared/vulcanus/index';
import type { Action, Seat, State } from '../../shared/vulcanus/types';
import { setFunds, testGame, type TestGame } from './helpers';

function reject(s: State, seat: Seat, a: unknown, msg?: RegExp) {
  const r = apply(s, seat, a);
  expect(r.ok).toBe(false);
  if (!r.ok && msg) expect(r.error.code).toMatch(msg);
}

/** Claims a line for a seat's first role and fills it from the hand, then declares done. */
function planLine(g: TestGame, seat: Seat, role: string, line: string) {
  g.act(seat, { type: 'claim', role, line } as Action);
  for (;;) {
    const place = legalActions(g.s, seat).find(
      (a) => a.type === 'place' && g.s.humans.roles.some((r) => r.role === role && r.hand.includes(a.card)),
    );
    if (!place) break;
    g.act(seat, place);
  }
}

describe('§7.2 human planning', () => {
  it('§7.2 two humans: each claims a distinct column and places 3 cards; done only when full', () => {
    const g = testGame({ humans: 2, seed: 21 });
    expect(g.s.prompts.map((p) => p.kind)).toEqual(['planHumans', 'planHumans']);
    reject(g.s, 'h1', { type: 'done' }, /fillLine/);
    reject(g.s, 'h1', { type: 'place', card: g.s.humans.roles[0].hand[0], slot: 'A1' }, /claimFirst/);
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    reject(g.s, 'h2', { type: 'claim', role: 'jointStaff', line: 'colA' }, /lineTaken/);
    reject(g.s, 'h2', { type: 'claim', role: 'fireChief', line: 'colB' }, /roleNotYours/);
    reject(g.s, 'h1', { type: 'claim', role: 'fireChief', line: 'row1' });
    reject(g.s, 'h1', { type: 'place', card: g.s.humans.roles[0].hand[0], slot: 'B1' }, /notYourLine/);
    reject(g.s, 'h1', { type: 'place', card: g.s.humans.roles[1].hand[0], slot: 'A1' }, /notInHand/);
    reject(g.s, 'h1', { type: 'place', card: g.s.humans.roles[0].hand[0], slot: 'K1' });
    const hand = [...g.s.humans.roles[0].hand];
    g.act('h1', { type: 'place', card: hand[0], slot: 'A1' });
    reject(g.s, 'h1', { type: 'place', card: hand[1], slot: 'A1' }, /slotTaken/);
    g.act('h1', { type: 'place', card: hand[1], slot: 'A2' });
    // Take back and re-place.
    g.act('h1', { type: 'takeBack', slot: 'A2' });
    expect(g.s.humans.roles[0].hand).toContain(hand[1]);
    g.act('h1', { type: 'place', card: hand[2], slot: 'A2' });
    g.act('h1', { type: 'place', card: hand[3], slot: 'A3' });
    reject(g.s, 'h2', { type: 'takeBack', slot: 'A3' }, /noCardThere/);
    g.act('h1', { type: 'done' });
    // Leftover hand cards are discarded face down.
    expect(g.s.humans.roles[0].hand).toEqual([]);
    expect(g.s.humans.roles[0].discard.sort()).toEqual([hand[1], hand[4], hand[5]].sort());
    expect(g.s.prompts.map((p) => p.seat)).toEqual(['h2']);
    reject(g.s, 'h1', { type: 'claim', role: 'fireChief', line: 'colB' }, /notYourTurn/);
    planLine(g, 'h2', 'jointStaff', 'colB');
    // §7.2.3 the kaiju plans after the humans.
    expect(g.s.prompts.map((p) => p.seat)).toEqual(['h2']);
    g.act('h2', { type: 'done' });
    expect(g.s.prompts.map((p) => [p.seat, p.kind])).toEqual([['kaiju', 'planKaiju']]);
    expect(g.s.kaiju.hand).toHaveLength(6);
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2 changing a claim takes the role’s placed cards back to its hand', () => {
    const g = testGame({ humans: 2, seed: 21 });
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    const card = g.s.humans.roles[0].hand[0];
    g.act('h1', { type: 'place', card, slot: 'A1' });
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colB' });
    expect(g.s.plan.A1).toBeNull();
    expect(g.s.humans.roles[0].hand).toContain(card);
  });

  it('§7.2 three humans: rows, 4 cards in hand, 2 placed each', () => {
    const g = testGame({ humans: 3, seed: 22 });
    planLine(g, 'h1', 'fireChief', 'row2');
    expect(g.s.plan.A2?.owner).toBe('fireChief');
    expect(g.s.plan.B2?.owner).toBe('fireChief');
    expect(g.s.humans.roles[0].hand).toHaveLength(2);
    expect(legalActions(g.s, 'h1')).toContainEqual({ type: 'done' });
  });

  it('§7.2 a lone human plans both roles, one column each, 6 cards per role', () => {
    const g = testGame({ humans: 1, seed: 23 });
    expect(g.s.prompts.map((p) => p.seat)).toEqual(['h1']);
    expect(g.s.humans.roles.map((r) => r.hand.length)).toEqual([6, 6]);
    planLine(g, 'h1', 'fireChief', 'colB');
    reject(g.s, 'h1', { type: 'done' }, /fillLine/);
    planLine(g, 'h1', 'jointStaff', 'colA');
    g.act('h1', { type: 'done' });
    expect(g.kind()).toBe('planKaiju');
  });

  it('§7.2 [R] a lone human may swap the lines of its two roles (placed cards go back to the hands)', () => {
    const g = testGame({ humans: 1, seed: 23 });
    planLine(g, 'h1', 'fireChief', 'colA');
    planLine(g, 'h1', 'jointStaff', 'colB');
    expect(legalActions(g.s, 'h1')).toContainEqual({ type: 'claim', role: 'fireChief', line: 'colB' });
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colB' });
    expect(g.s.humans.roles.map((r) => r.claim)).toEqual(['colB', 'colA']);
    expect(Object.values(g.s.plan).every((p) => p === null)).toBe(true);
    expect(g.s.humans.roles.map((r) => r.hand.length)).toEqual([6, 6]);
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2 [R] a line claimed by another player cannot be taken', () => {
    const g = testGame({ humans: 2, seed: 23 });
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    expect(legalActions(g.s, 'h2').filter((a) => a.type === 'claim')).toEqual([
      { type: 'claim', role: 'jointStaff', line: 'colB' },
    ]);
  });

  it('§7.2 redraw: 1 fund each time, any number of cards, each player separately', () => {
    const g = testGame({ humans: 2, seed: 24 });
    const r = g.s.humans.roles[0];
    const old = r.hand.slice(0, 3);
    g.act('h1', { type: 'redraw', role: 'fireChief', cards: old });
    expect(g.s.humans.funds).toMatchObject({ pool: 9, spent: 1 });
    expect(r.hand).toHaveLength(6);
    expect(r.discard.sort()).toEqual([...old].sort());
    g.act('h2', { type: 'redraw', role: 'jointStaff', cards: [g.s.humans.roles[1].hand[0]] });
    expect(g.s.humans.funds.pool).toBe(8);
    // The deck (3 cards) is now empty: a further redraw draws nothing.
    g.act('h1', { type: 'redraw', role: 'fireChief', cards: [r.hand[0], r.hand[1]] });
    expect(r.hand).toHaveLength(4);
    expect(g.s.humans.funds.pool).toBe(7);
    reject(g.s, 'h1', { type: 'redraw', role: 'fireChief', cards: [] }, /redrawNone/);
    reject(g.s, 'h1', { type: 'redraw', role: 'fireChief', cards: [r.hand[0], r.hand[0]] });
    reject(g.s, 'h1', { type: 'redraw', role: 'jointStaff', cards: [g.s.humans.roles[1].hand[0]] }, /roleNotYours/);
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2/§11 redraw needs a fund in the pool', () => {
    const g = testGame({ humans: 2, seed: 24 });
    setFunds(g, 0, 10);
    reject(g.s, 'h1', { type: 'redraw', role: 'fireChief', cards: [g.s.humans.roles[0].hand[0]] }, /redrawCost/);
    expect(legalActions(g.s, 'h1').some((a) => a.type === 'redraw')).toBe(false);
  });

  it('§7.2 [R] with an empty hand after redraws a line may stay partly empty; the empty slot is skipped', () => {
    const g = testGame({ humans: 2, seed: 25 });
    const r = g.s.humans.roles[0];
    g.act('h1', { type: 'redraw', role: 'fireChief', cards: [...r.hand] }); // 6 out, 3 in
    g.act('h1', { type: 'redraw', role: 'fireChief', cards: [...r.hand] }); // 3 out, 0 in
    expect(r.hand).toEqual([]);
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    g.act('h1', { type: 'done' });
    expect(g.invariants()).toEqual([]);
  });
});

describe('§7.2 kaiju planning', () => {
  function toKaiju(seed: number): TestGame {
    const g = testGame({ humans: 2, seed });
    planLine(g, 'h1', 'fireChief', 'colA');
    g.act('h1', { type: 'done' });
    planLine(g, 'h2', 'jointStaff', 'colB');
    g.act('h2', { type: 'done' });
    return g;
  }

  it('§7.2.3 the kaiju draws 6, places 3 in K1–K3, has one free redraw per round', () => {
    const g = toKaiju(26);
    const hand = [...g.s.kaiju.hand];
    reject(g.s, 'kaiju', { type: 'place', card: hand[0], slot: 'A1' }, /slotTaken|kaijuSlots/);
    g.act('kaiju', { type: 'redraw', cards: hand.slice(0, 2) });
    expect(g.s.humans.funds).toMatchObject({ pool: 10, spent: 0 });
    expect(g.s.kaiju.hand).toHaveLength(6);
    reject(g.s, 'kaiju', { type: 'redraw', cards: [g.s.kaiju.hand[0]] }, /redrawUsed/);
    expect(legalActions(g.s, 'kaiju').some((a) => a.type === 'redraw')).toBe(false);
    reject(g.s, 'kaiju', { type: 'done' }, /fillLine/);
    for (const slot of ['K1', 'K2', 'K3'] as const) g.act('kaiju', { type: 'place', card: g.s.kaiju.hand[0], slot });
    g.act('kaiju', { type: 'done' });
    expect(g.s.kaiju.hand).toEqual([]);
    expect(g.s.kaiju.discard).toHaveLength(5);
    expect(g.s.phase).toBe('execution');
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2.4 timeout: the kaiju’s empty slots are filled from its hand at random', () => {
    const g = toKaiju(27);
    g.act('kaiju', { type: 'place', card: g.s.kaiju.hand[0], slot: 'K2' });
    expect(vulcanus.timeoutAction(g.s, 'kaiju')).toEqual({ type: 'timeout' });
    g.act('kaiju', { type: 'timeout' });
    expect(g.ev('planDone').at(-1)).toEqual({ type: 'planDone', seat: 'kaiju', timedOut: true });
    expect(['K1', 'K2', 'K3'].every((k) => g.s.plan[k as 'K1']?.owner === 'kaiju')).toBe(true);
    expect(g.invariants()).toEqual([]);
  });
});

describe('§7.2.4 human timeout', () => {
  it('§7.2.4 an unclaimed role is assigned a free line; empty slots get random hand cards', () => {
    const g = testGame({ humans: 2, seed: 28 });
    g.act('h2', { type: 'claim', role: 'jointStaff', line: 'colA' });
    g.act('h2', { type: 'place', card: g.s.humans.roles[1].hand[0], slot: 'A3' });
    g.act('h1', { type: 'timeout' });
    expect(g.s.humans.roles[0].claim).toBe('colB');
    expect(['B1', 'B2', 'B3'].every((k) => g.s.plan[k as 'B1']?.owner === 'fireChief')).toBe(true);
    g.act('h2', { type: 'timeout' });
    expect(['A1', 'A2', 'A3'].every((k) => g.s.plan[k as 'A1']?.owner === 'jointStaff')).toBe(true);
    expect(g.kind()).toBe('planKaiju');
    expect(vulcanus.timeoutAction(g.s, 'h1')).toBeNull();
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2.4 three humans timing out get the three rows between them', () => {
    const g = testGame({ humans: 3, seed: 29 });
    for (const seat of ['h3', 'h1', 'h2'] as const) g.act(seat, { type: 'timeout' });
    expect(g.s.humans.roles.map((r) => r.claim).sort()).toEqual(['row1', 'row2', 'row3']);
    expect(g.kind()).toBe('planKaiju');
  });
});

describe('§7.2 claims and redraws (corrections of 2026-11-23)', () => {
  it('§7.2 a player may release their claim: the placed cards return to the hand and the line is free', () => {
    const g = testGame({ humans: 2, seed: 31 });
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    const card = g.s.humans.roles[0].hand[0];
    g.act('h1', { type: 'place', card, slot: 'A1' });
    expect(legalActions(g.s, 'h2')).not.toContainEqual({ type: 'claim', role: 'jointStaff', line: 'colA' });
    g.act('h1', { type: 'release', role: 'fireChief' });
    expect(g.s.humans.roles[0].claim).toBeNull();
    expect(g.s.plan.A1).toBeNull();
    expect(g.s.humans.roles[0].hand).toContain(card);
    expect(g.ev('lineClaimed').at(-1)).toEqual({ type: 'lineClaimed', role: 'fireChief', line: null });
    expect(legalActions(g.s, 'h2')).toContainEqual({ type: 'claim', role: 'jointStaff', line: 'colA' });
    reject(g.s, 'h1', { type: 'release', role: 'fireChief' }, /noClaim/);
    reject(g.s, 'h2', { type: 'release', role: 'fireChief' }, /roleNotYours/);
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2 a swap of claims is proposed to the other player, who accepts: both lines change, cards go home', () => {
    const g = testGame({ humans: 2, seed: 32 });
    planLine(g, 'h1', 'fireChief', 'colA');
    g.act('h2', { type: 'claim', role: 'jointStaff', line: 'colB' });
    const card = g.s.humans.roles[1].hand[0];
    g.act('h2', { type: 'place', card, slot: 'B2' });
    expect(legalActions(g.s, 'h1')).toContainEqual({ type: 'proposeSwap', role: 'fireChief', with: 'jointStaff' });
    g.act('h1', { type: 'proposeSwap', role: 'fireChief', with: 'jointStaff' });
    expect(g.ev('swapProposed')).toEqual([{ type: 'swapProposed', from: 'fireChief', to: 'jointStaff' }]);
    // only the other player answers; one proposal at a time
    reject(g.s, 'h1', { type: 'answerSwap', accept: true }, /noSwap/);
    reject(g.s, 'h2', { type: 'proposeSwap', role: 'jointStaff', with: 'fireChief' }, /swapPending/);
    expect(legalActions(g.s, 'h2')).toContainEqual({ type: 'answerSwap', accept: true });
    g.act('h2', { type: 'answerSwap', accept: true });
    expect(g.s.humans.roles.map((r) => r.claim)).toEqual(['colB', 'colA']);
    expect(Object.values(g.s.plan).every((p) => p === null)).toBe(true);
    expect(g.s.humans.roles.map((r) => r.hand.length)).toEqual([6, 6]);
    expect(g.ev('swapAnswered')).toEqual([
      { type: 'swapAnswered', from: 'fireChief', to: 'jointStaff', accepted: true },
    ]);
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2 a refused swap changes nothing; a swap cannot involve a player who is done', () => {
    const g = testGame({ humans: 2, seed: 33 });
    planLine(g, 'h1', 'fireChief', 'colA');
    planLine(g, 'h2', 'jointStaff', 'colB');
    g.act('h2', { type: 'proposeSwap', role: 'jointStaff', with: 'fireChief' });
    g.act('h1', { type: 'answerSwap', accept: false });
    expect(g.s.humans.roles.map((r) => r.claim)).toEqual(['colA', 'colB']);
    expect(g.s.plan.A1?.owner).toBe('fireChief');
    // a proposal waiting when its target declares done is refused
    g.act('h2', { type: 'proposeSwap', role: 'jointStaff', with: 'fireChief' });
    g.act('h1', { type: 'done' });
    expect(g.ev('swapAnswered').at(-1)).toMatchObject({ accepted: false });
    reject(g.s, 'h2', { type: 'proposeSwap', role: 'jointStaff', with: 'fireChief' }, /cannotSwap/);
    expect(g.invariants()).toEqual([]);
  });

  it("§7.2 [R] last round's claims are the default of the next round", () => {
    const g = testGame({ humans: 2, seed: 34 });
    planLine(g, 'h1', 'fireChief', 'colB');
    g.act('h1', { type: 'done' });
    planLine(g, 'h2', 'jointStaff', 'colA');
    g.act('h2', { type: 'done' });
    // play on to the next round's planning with the first legal answers
    for (let i = 0; i < 2000 && !(g.s.round === 2 && g.s.prompts[0]?.kind === 'planHumans') && !g.s.result; i++) {
      const p = g.s.prompts[0];
      const a = legalActions(g.s, p.seat).find((x) => x.type !== 'redraw' && x.type !== 'takeBack') ?? { type: 'done' };
      g.act(p.seat, a);
    }
    expect(g.s.round).toBe(2);
    expect(g.s.humans.roles.map((r) => r.claim)).toEqual(['colB', 'colA']);
    expect(legalActions(g.s, 'h1').some((a) => a.type === 'place')).toBe(true);
  });

  it('§7.2 a lone human pays 1 fund for one redraw across both hands, each card replaced from its own deck', () => {
    const g = testGame({ humans: 1, seed: 35 });
    const [fc, js] = g.s.humans.roles;
    const a = fc.hand.slice(0, 2);
    const b = js.hand.slice(0, 3);
    expect(legalActions(g.s, 'h1')).toContainEqual({ type: 'redraw', role: fc.role, cards: a, join: true });
    g.act('h1', { type: 'redraw', role: fc.role, cards: a, join: true });
    expect(g.s.humans.funds).toMatchObject({ pool: 9, spent: 1 });
    // nothing is drawn until the other hand's cards are chosen; nothing else may come in between
    expect(fc.hand).toEqual(expect.arrayContaining(a));
    reject(g.s, 'h1', { type: 'claim', role: fc.role, line: 'colA' }, /finishRedraw/);
    expect(legalActions(g.s, 'h1').every((x) => x.type === 'redraw' && x.role === js.role)).toBe(true);
    g.act('h1', { type: 'redraw', role: js.role, cards: b });
    expect(g.s.humans.funds).toMatchObject({ pool: 9, spent: 1 });
    expect(fc.discard.sort()).toEqual([...a].sort());
    expect(js.discard.sort()).toEqual([...b].sort());
    expect([fc.hand.length, js.hand.length]).toEqual([6, 6]);
    expect(fc.hand.every((c) => c.startsWith('fireChief:'))).toBe(true);
    expect(js.hand.every((c) => c.startsWith('jointStaff:'))).toBe(true);
    expect(g.ev('redrawn').map((e) => [e.owner, e.count, e.cost])).toEqual([
      ['fireChief', 2, 1],
      ['jointStaff', 3, 0],
    ]);
    // players with one hand cannot join
    const h = testGame({ humans: 2, seed: 35 });
    reject(h.s, 'h1', { type: 'redraw', role: 'fireChief', cards: [h.s.humans.roles[0].hand[0]], join: true });
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2.4 a timeout in the middle of a joined redraw completes the first hand', () => {
    const g = testGame({ humans: 1, seed: 36 });
    const [fc] = g.s.humans.roles;
    const a = fc.hand.slice(0, 1);
    g.act('h1', { type: 'redraw', role: fc.role, cards: a, join: true });
    g.act('h1', { type: 'timeout' });
    expect(g.ev('redrawn').map((e) => [e.owner, e.count, e.cost])).toEqual([['fireChief', 1, 1]]);
    expect(fc.discard).toEqual(expect.arrayContaining(a));
    expect(g.kind()).toBe('planKaiju');
    expect(g.invariants()).toEqual([]);
  });
});

describe('§7.2 [R] a lone human’s claims', () => {
  it('a role with no line cannot take its sibling’s line (that would only move the missing claim)', () => {
    const g = testGame({ humans: 1, seed: 37 });
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    expect(legalActions(g.s, 'h1')).not.toContainEqual({ type: 'claim', role: 'jointStaff', line: 'colA' });
    reject(g.s, 'h1', { type: 'claim', role: 'jointStaff', line: 'colA' }, /lineTaken/);
    g.act('h1', { type: 'claim', role: 'jointStaff', line: 'colB' });
    // with both lines held, the two roles may swap
    expect(legalActions(g.s, 'h1')).toContainEqual({ type: 'claim', role: 'jointStaff', line: 'colA' });
  });
});
