/**
 * Rolled West scenarios, each citing its section of ../shared/rules/rolled-west.md. States are plain JSON: a test
 * sets the dice it needs, then plays through the definition as the host would.
 */
import { describe, expect, it } from 'vitest';
import { rolledWest as g } from '../../../shared/rolled-west/index';
import { GHOST, scores } from '../../../shared/rolled-west/rules';
import type { Action, GameEvent, Options, Res, State } from '../../../shared/rolled-west/types';

const opts = (o: Partial<Options> = {}): Options => ({
  players: 2,
  majoritySecondForAll: false,
  bankFromAnyOpponent: false,
  ...o,
});

function game(o: Partial<Options> = {}, seed = 1): State {
  return g.setup(opts(o), seed).state;
}

/** Acts, expecting success; returns the events. */
function act(s: State, seat: string, a: Action): GameEvent[] {
  const r = g.applyInPlace(s, seat, a);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(a)} refused: ${r.error.code}`);
  return r.value;
}

const refused = (s: State, seat: string, a: unknown): string | null => {
  const before = JSON.stringify(s);
  const r = g.applyInPlace(s, seat, a);
  expect(JSON.stringify(s)).toBe(before); // a refusal changes nothing
  return r.ok ? null : r.error.code;
};

/** The seat on turn, with these dice on the table (terrain not chosen yet). */
function withDice(s: State, dice: Res[]): string {
  const t = s.turn;
  if (!t) throw new Error('no turn');
  t.dice = [...dice];
  t.use = dice.map(() => 'free');
  return t.seat;
}

/** Everyone else passes the banking window. */
function passAll(s: State): void {
  for (const w of [...(s.window?.waiting ?? [])]) act(s, w, { type: 'pass' });
}

describe('Rolled West (rolled-west.md)', () => {
  it('§5 setup: turn order is the seat order from a random first player; 2 players get the ghost in rounds 1–5', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = game({ players: 3 }, seed);
      firsts.add(s.order[0]);
      const i = ['p1', 'p2', 'p3'].indexOf(s.order[0]);
      expect(s.order).toEqual([0, 1, 2].map((k) => ['p1', 'p2', 'p3'][(i + k) % 3]));
      for (const sh of Object.values(s.sheets)) expect(Object.values(sh.bank)).toEqual([0, 0, 0, 0]);
    }
    expect(firsts.size).toBeGreaterThan(1);
    const two = game({ players: 2 });
    expect(g.seats(opts()).map((x) => [x.id, x.playable])).toEqual([
      ['p1', true],
      ['p2', true],
      ['ghost', false],
    ]);
    // the ghost rolls right after the second player, rounds 1–5 only (§9)
    const ghostRounds = two.schedule.map((x, i) => (x === GHOST ? two.rounds[i] : 0)).filter(Boolean);
    expect(ghostRounds).toEqual([1, 2, 3, 4, 5]);
    for (let i = 0; i < two.schedule.length; i++)
      if (two.schedule[i] === GHOST) expect(two.schedule[i - 1]).toBe(two.order[1]);
    expect(g.seats(opts({ players: 4 })).map((x) => x.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('§6.1 the terrain choice offers the distinct faces; the terrain die is never spent nor banked', () => {
    const s = game();
    const p = withDice(s, ['W', 'W', 'G', 'C']);
    expect(g.legalActions(s, p)).toEqual([
      { type: 'terrain', face: 'W' },
      { type: 'terrain', face: 'G' },
      { type: 'terrain', face: 'C' },
    ]);
    act(s, p, { type: 'terrain', face: 'G' });
    // only three dice to spend: the gold one is the terrain
    expect(refused(s, p, { type: 'bank', face: 'G' })).toBe('illegal');
    expect(g.legalActions(s, p)).not.toContainEqual({ type: 'ship', metal: 'G', n: 1 });
    expect(g.legalActions(s, p)).toContainEqual({ type: 'ship', metal: 'C', n: 1 });
  });

  it('§7.1 a camp marks the leftmost space of the chosen terrain; a settlement marks two and scores both', () => {
    const s = game();
    const p = withDice(s, ['W', 'W', 'W', 'W']);
    act(s, p, { type: 'terrain', face: 'W' });
    const ev = act(s, p, { type: 'settlement' });
    expect(ev).toContainEqual({ type: 'settlementBuilt', seat: p, terrain: 'woods', space: 0, points: 3 });
    expect(s.sheets[p].claims.woods.slice(0, 3)).toEqual(['T', 'O', null]);
    expect(s.sheets[p].points.claims).toBe(3);
    // one build a turn
    expect(refused(s, p, { type: 'camp' })).toBe('illegal');
    expect(scores(s)[p].claims).toBe(3);
  });

  it('§7.1 a full track takes no more; a settlement needs two empty spaces', () => {
    const s = game();
    const p = withDice(s, ['W', 'W', 'W', 'W']);
    s.sheets[p].claims.woods = ['T', 'T', 'T', 'T', 'T', 'T', 'T', null];
    act(s, p, { type: 'terrain', face: 'W' });
    expect(g.legalActions(s, p)).toContainEqual({ type: 'camp' });
    expect(g.legalActions(s, p)).not.toContainEqual({ type: 'settlement' });
  });

  it('§7.2 a contract takes exact metals, scores at once and is crossed out on every other sheet', () => {
    const s = game({ players: 3 });
    const p = withDice(s, ['C', 'C', 'C', 'S']);
    s.sheets[p].bank.C = 2;
    act(s, p, { type: 'terrain', face: 'S' });
    const ev = act(s, p, { type: 'contract', id: 'K1' });
    expect(ev).toContainEqual({ type: 'contractCompleted', seat: p, id: 'K1', points: 8 });
    expect(
      ev
        .filter((e) => e.type === 'itemCrossedOut')
        .map((e) => (e as { sheet: string }).sheet)
        .sort(),
    ).toEqual(s.order.filter((x) => x !== p).sort());
    // §6.1 the dice were spent first, then one copper from the bank
    expect(s.turn?.use).toEqual(['spent', 'spent', 'spent', 'free']);
    expect(s.sheets[p].bank.C).toBe(1);
    expect(s.contractOwner.K1).toBe(p);
    expect(g.legalActions(s, p).some((a) => a.type === 'contract')).toBe(false); // once a turn
  });

  it('§7.3 an office costs its row and column metal, once a turn, and nobody else may buy it', () => {
    const s = game();
    const p = withDice(s, ['G', 'S', 'C', 'W']);
    act(s, p, { type: 'terrain', face: 'W' });
    expect(g.legalActions(s, p)).toContainEqual({ type: 'office', id: 'GS' });
    expect(g.legalActions(s, p)).not.toContainEqual({ type: 'office', id: 'GG' });
    act(s, p, { type: 'office', id: 'GS' });
    expect(s.officeOwner.GS).toBe(p);
    expect(g.legalActions(s, p).some((a) => a.type === 'office')).toBe(false);
  });

  it('§7.4 shipping marks from the left; the first to a starred space takes the big number, later ones the small', () => {
    const s = game();
    const p = withDice(s, ['S', 'S', 'S', 'W']);
    act(s, p, { type: 'terrain', face: 'W' });
    const ev = act(s, p, { type: 'ship', metal: 'S', n: 3 });
    expect(ev).toContainEqual({
      type: 'shipped',
      seat: p,
      metal: 'S',
      from: 0,
      n: 3,
      points: 0 + 2 + 7,
      firstBonus: [2],
    });
    expect(s.shipBigOwner.S[2]).toBe(p);
    // the other player reaches the same space later: the small number
    act(s, p, { type: 'endTurn' });
    passAll(s);
    while (s.schedule[s.pos] === GHOST) {
      act(s, GHOST, { type: 'roll' });
      passAll(s);
    }
    const q = withDice(s, ['S', 'S', 'S', 'W']);
    expect(q).not.toBe(p);
    act(s, q, { type: 'terrain', face: 'W' });
    const ev2 = act(s, q, { type: 'ship', metal: 'S', n: 3 });
    expect(ev2).toContainEqual({
      type: 'shipped',
      seat: q,
      metal: 'S',
      from: 0,
      n: 3,
      points: 0 + 2 + 4,
      firstBonus: [],
    });
  });

  it('§7.5 one own-turn bank of an unspent die, into this round’s light box; never in round 6', () => {
    const s = game();
    const p = withDice(s, ['C', 'S', 'G', 'W']);
    act(s, p, { type: 'terrain', face: 'W' });
    act(s, p, { type: 'bank', face: 'G' });
    expect(s.sheets[p].bank.G).toBe(1);
    expect(s.sheets[p].light[0]).toBe('G');
    expect(g.legalActions(s, p).some((a) => a.type === 'bank')).toBe(false);
    // round 6: no bank offered
    const late = game();
    late.pos = late.rounds.indexOf(6);
    late.turn = null;
    const q = late.schedule[late.pos];
    late.turn = {
      seat: q,
      dice: ['C', 'S', 'G', 'W'],
      terrain: null,
      use: ['free', 'free', 'free', 'free'],
      built: false,
      contract: false,
      office: false,
      banked: false,
      ended: false,
      undo: [],
    };
    act(late, q, { type: 'terrain', face: 'W' });
    expect(g.legalActions(late, q).some((a) => a.type === 'bank')).toBe(false);
  });

  it('§8 the others copy one die of the roll (never the terrain die), even one already spent; the roll waits', () => {
    const s = game({ players: 3 });
    const p = withDice(s, ['C', 'S', 'G', 'W']);
    act(s, p, { type: 'terrain', face: 'W' });
    const others = s.order.filter((x) => x !== p);
    expect([...(s.window?.waiting ?? [])].sort()).toEqual([...others].sort());
    act(s, p, { type: 'ship', metal: 'G', n: 1 }); // spent, still copyable
    const o = others[0];
    expect(g.legalActions(s, o)).toEqual([
      { type: 'copy', face: 'C' },
      { type: 'copy', face: 'S' },
      { type: 'copy', face: 'G' },
      { type: 'pass' },
    ]);
    act(s, o, { type: 'copy', face: 'G' });
    expect(s.sheets[o].bank.G).toBe(1);
    // the active player ends; the roll does not pass on until the last banker answers
    act(s, p, { type: 'endTurn' });
    const pos = s.pos;
    expect(s.pos).toBe(pos);
    expect(g.activeSeats(s)).toEqual([others[1]]);
    // §8 the real-time window: a clock once the turn has ended, and its expiry passes
    s.options.bankSeconds = 15;
    expect(g.clocks(s)).toEqual([
      { key: `bank:${s.pos}`, seats: [others[1]], kind: 'turn', seconds: 15 },
      { key: `decide:${others[1]}:bank:${s.pos}`, seats: [others[1]], kind: 'decision' },
    ]);
    expect(g.timeoutAction(s, others[1])).toEqual({ type: 'pass' });
    act(s, others[1], { type: 'pass' });
    expect(s.pos).toBe(pos + 1);
  });

  it('§8 once between one’s own turns; the right refreshes at one’s own turn; not after one’s last turn', () => {
    const s = game({ players: 3 });
    const [a, b, c] = s.order;
    withDice(s, ['C', 'S', 'G', 'W']);
    act(s, a, { type: 'terrain', face: 'W' });
    act(s, b, { type: 'copy', face: 'C' });
    act(s, c, { type: 'pass' });
    act(s, a, { type: 'endTurn' });
    // b's turn: a may copy, c may (it passed before), b's right refreshed
    withDice(s, ['C', 'S', 'G', 'W']);
    act(s, b, { type: 'terrain', face: 'W' });
    expect([...(s.window?.waiting ?? [])].sort()).toEqual([a, c].sort());
    expect(s.sheets[b].copied).toBe(false);
    // the last roll of the game: nobody has a turn to come
    const end = game({ players: 3 });
    end.pos = end.schedule.length - 1;
    const last = end.schedule[end.pos];
    end.turn = {
      ...(s.turn as NonNullable<State['turn']>),
      seat: last,
      terrain: null,
      use: ['free', 'free', 'free', 'free'],
    };
    act(end, last, { type: 'terrain', face: 'C' });
    expect(end.window?.waiting).toEqual([]);
  });

  it('§8 with four players only neighbours may copy, unless bankFromAnyOpponent', () => {
    const s = game({ players: 4 });
    const [a, , c] = s.order;
    withDice(s, ['C', 'S', 'G', 'W']);
    act(s, a, { type: 'terrain', face: 'W' });
    expect(s.window?.waiting).not.toContain(c); // opposite
    expect(s.window?.waiting.length).toBe(2);
    const any = game({ players: 4, bankFromAnyOpponent: true });
    withDice(any, ['C', 'S', 'G', 'W']);
    act(any, any.order[0], { type: 'terrain', face: 'W' });
    expect(any.window?.waiting.length).toBe(3);
  });

  it('§8 auto-bank: a standing choice; banks at once when shown, passes unasked otherwise, private to its owner', () => {
    const s = game({ players: 3 });
    const [a, b, c] = s.order;
    // b has no decision now, and may still set it
    expect(g.activeSeats(s)).toEqual([a]);
    expect(g.standingActions?.(s, b)).toContainEqual({ type: 'autoBank', res: 'G' });
    const ev = act(s, b, { type: 'autoBank', res: 'G' });
    expect(g.redactEvent(s, ev[0], b)).toEqual(ev[0]);
    expect(g.redactEvent(s, ev[0], c)).toBeNull();
    expect(g.redactEvent(s, ev[0], 'spectator')).toBeNull();
    expect(g.view(s, b).me).toEqual({ seat: b, autoBank: 'G' });
    expect(JSON.stringify(g.view(s, c))).not.toContain('autoBank":"G');
    withDice(s, ['C', 'S', 'G', 'W']);
    const shown = act(s, a, { type: 'terrain', face: 'W' });
    expect(shown).toContainEqual({ type: 'resourceBanked', seat: b, res: 'G', kind: 'between', auto: true });
    // §12 only its owner learns that the bank came from the preference
    const banked = shown.find((e) => e.type === 'resourceBanked' && e.seat === b);
    if (!banked) throw new Error('no bank');
    expect(g.redactEvent(s, banked, b)).toMatchObject({ auto: true });
    for (const other of [a, c, 'spectator'] as const)
      expect(g.redactEvent(s, banked, other)).toMatchObject({ auto: false });
    expect(s.window?.waiting).toEqual([c]);
    // §8 cleared at the start of its owner's own turn
    act(s, c, { type: 'pass' });
    act(s, a, { type: 'endTurn' });
    expect(s.turn?.seat).toBe(b);
    expect(s.sheets[b].autoBank).toBeNull();
  });

  it('§8 auto-bank passes without a prompt, except on the last chance before one’s own turn', () => {
    const s = game({ players: 3 });
    const [a, b, c] = s.order;
    act(s, c, { type: 'autoBank', res: 'G' });
    act(s, b, { type: 'autoBank', res: 'G' });
    withDice(s, ['C', 'S', 'W', 'W']);
    const ev = act(s, a, { type: 'terrain', face: 'W' });
    // c's turn is not next: it passes at once (announced); b's is next: its last chance, so it is asked
    expect(ev).toContainEqual({ type: 'bankPassed', seat: c, auto: true });
    // §12 to the others it is a pass like any other
    const passed = ev.find((e) => e.type === 'bankPassed' && e.seat === c);
    if (!passed) throw new Error('no pass');
    expect(g.redactEvent(s, passed, a)).toEqual({ type: 'bankPassed', seat: c, auto: false });
    expect(g.redactEvent(s, passed, c)).toEqual(passed);
    expect(s.window?.waiting).toEqual([b]);
  });

  it('§9 the ghost rolls three dice with no terrain and the window opens at once', () => {
    const s = game({ players: 2 });
    const [a, b] = s.order;
    withDice(s, ['C', 'S', 'G', 'W']);
    act(s, a, { type: 'terrain', face: 'W' });
    passAll(s);
    act(s, a, { type: 'endTurn' });
    withDice(s, ['C', 'S', 'G', 'W']);
    act(s, b, { type: 'terrain', face: 'W' });
    passAll(s);
    act(s, b, { type: 'endTurn' });
    expect(s.schedule[s.pos]).toBe(GHOST);
    expect(g.activeSeats(s)).toEqual([GHOST]);
    const ev = act(s, GHOST, { type: 'roll' });
    const rolled = ev.find((e) => e.type === 'ghostRolled') as { dice: Res[] };
    expect(rolled.dice).toHaveLength(3);
    expect([...(s.window?.waiting ?? [])].sort()).toEqual([a, b].sort());
  });

  it('§10 majorities: marks then circles; ties share; no marks, no bonus; second place only or everyone below', () => {
    const s = game({ players: 4 });
    const [a, b, c, d] = s.order;
    s.sheets[a].claims.hills = ['T', 'O', null, null, null, null, null, null];
    s.sheets[b].claims.hills = ['T', 'T', null, null, null, null, null, null];
    s.sheets[c].claims.hills = ['T', null, null, null, null, null, null, null];
    // d has no mark
    const sc = scores(s);
    expect(sc[a].majority.hills).toBe(4); // more circles break the tie at two marks
    expect(sc[b].majority.hills).toBe(2);
    expect(sc[c].majority.hills).toBe(0);
    expect(sc[d].majority.hills).toBe(0);
    s.options.majoritySecondForAll = true;
    expect(scores(s)[c].majority.hills).toBe(2);
    s.options.majoritySecondForAll = false;
    s.sheets[b].claims.hills = ['T', 'O', null, null, null, null, null, null];
    const tied = scores(s);
    expect([tied[a].majority.hills, tied[b].majority.hills, tied[c].majority.hills]).toEqual([4, 4, 2]);
  });

  it('§3.2 §10 every office scores its effect for its owner', () => {
    const s = game({ players: 2 });
    const [a, b] = s.order;
    const sh = s.sheets[a];
    sh.offices = ['CC', 'CS', 'CG', 'SC', 'SS', 'SG', 'GC', 'GS', 'GG'];
    for (const o of sh.offices) s.officeOwner[o] = a;
    sh.contracts = ['K1', 'K2'];
    s.contractOwner.K1 = a;
    s.contractOwner.K2 = a;
    sh.contractCopper = 6;
    sh.points.contracts = 17;
    sh.shipped = { C: 5, S: 3, G: 0 };
    sh.claims.woods = ['T', 'O', 'T', null, null, null, null, null]; // 3 marks, 3 stars, 1 circle
    sh.points.claims = 6;
    s.sheets[b].claims.woods = ['T', null, null, null, null, null, null, null];
    const offices = scores(s)[a].offices;
    expect(offices).toEqual({
      CC: 9 + 2, // offices + contracts
      CS: 9 + 1, // offices + first places (woods)
      CG: 3 * 1, // completed shipping rows
      SC: 2 * 1, // settlements
      SS: 6,
      SG: 5 + 6, // copper shipped + copper in contracts
      GC: 3 + 2 + 1, // claim stars + shipping stars (copper 2, silver 1)
      GS: 2 * 9 + 2 * 1,
      GG: 3 * 2,
    });
  });

  it('§10 the game ends after round 6; the highest total wins and ties share the win', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const s = game({ players: 3 }, seed);
      let n = 0;
      while (!g.isOver(s) && n++ < 5000) {
        const seat = g.activeSeats(s)[0];
        const legal = g.legalActions(s, seat);
        act(s, seat, legal.find((x) => x.type === 'endTurn') ?? legal[legal.length - 1]);
      }
      expect(g.isOver(s)).toBe(true);
      const totals = s.order.map((p) => s.final?.[p].total ?? -1);
      const best = Math.max(...totals);
      expect(g.outcome(s)?.winners).toEqual(s.order.filter((_, i) => totals[i] === best));
      expect(s.order.every((p) => s.turn === null && s.sheets[p])).toBe(true);
    }
  });

  it('§11 undo reverts the last step, never past the terrain choice, and stops at an exclusive take', () => {
    const s = game();
    const p = withDice(s, ['W', 'C', 'C', 'G']);
    s.sheets[p].bank.C = 2;
    act(s, p, { type: 'terrain', face: 'G' });
    expect(g.legalActions(s, p)).not.toContainEqual({ type: 'undo' });
    const before = JSON.stringify(s.sheets[p]);
    act(s, p, { type: 'camp' });
    act(s, p, { type: 'undo' });
    expect(JSON.stringify(s.sheets[p])).toBe(before);
    expect(s.turn?.built).toBe(false);
    act(s, p, { type: 'camp' });
    act(s, p, { type: 'contract', id: 'K1' }); // exclusive: changes the others' sheets
    expect(g.legalActions(s, p)).not.toContainEqual({ type: 'undo' });
  });

  it('§12 the generator never appears in a view; the auto-bank choice only in its owner’s', () => {
    const s = game({ players: 3 });
    const rng = s.rng.map(String);
    for (const viewer of [...s.order, 'spectator']) {
      const text = JSON.stringify(g.view(s, viewer));
      expect(text).not.toContain('rng');
      for (const word of rng) expect(text).not.toContain(word);
    }
  });

  it('refuses garbage and the wrong seat with a code, changing nothing', () => {
    const s = game({ players: 3 });
    const [a, b] = s.order;
    expect(refused(s, b, { type: 'terrain', face: s.turn?.dice[0] })).toBe('notYourTurn');
    expect(refused(s, a, { type: 'terrain', face: 'X' })).toBe('notAnAction');
    expect(refused(s, a, { type: 'ship', metal: 'W', n: 1 })).toBe('notAnAction');
    expect(refused(s, a, null)).toBe('notAnAction');
    expect(refused(s, a, { type: 'endTurn', extra: 1 })).toBe('notAnAction');
    expect(refused(s, 'spectator', { type: 'autoBank', res: 'G' })).toBe('illegal');
  });

  it('computer players of every level only ever answer legally, and the hint gives a reason', () => {
    for (const level of g.computer.levels) {
      const s = game({ players: 3 }, 7);
      let n = 0;
      while (!g.isOver(s) && n++ < 3000) {
        const seat = g.activeSeats(s)[0];
        const a = g.computer.choose({ view: g.computer.viewFor(s, seat, []), seat, level, budgetMs: 20, seed: n });
        expect(g.legalActions(s, seat)).toContainEqual(a);
        act(s, seat, a as Action);
      }
      expect(g.isOver(s)).toBe(true);
    }
    const s = game({ players: 2 }, 3);
    const seat = g.activeSeats(s)[0];
    const h = g.computer.hint({ view: g.view(s, seat), seat, budgetMs: 50, seed: 1 });
    expect(h && g.legalActions(s, seat)).toContainEqual(h?.action);
    expect(h?.reason.key).toBe('terrain');
  });
});
