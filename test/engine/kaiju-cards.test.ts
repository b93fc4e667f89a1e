import { describe, expect, it } from 'vitest';
import { DEFAULT_NUMBERS as NUMBERS } from '../../shared/vulcanus/data/numbers';
import {
  ensureKept,
  execute,
  giveEvolution,
  setFunds,
  setPools,
  setTown,
  type TestGame,
  emptyBoard,
  expectSettled,
  fillTrack,
} from './helpers';

/** A game at round 1's planning, map cleared, kaiju on Shibuya. */
function board(): TestGame {
  return emptyBoard(7);
}

const done = expectSettled;
/** §4 [T] lava the Shibuya Crossing's town needs. */
const CROSSING = NUMBERS.bonusLava.shibuya;

describe('§8.2 Walk', () => {
  it('§8.2 Walk basic: 1 lava on its town, then exactly 1 mandatory step', () => {
    const g = board();
    g.card('kaiju:walk:1');
    expect(g.town('shibuya').lava).toBe(1);
    expect(g.kind()).toBe('kaijuMove');
    const opts = g.options();
    expect(opts.some((o) => o.type === 'pass')).toBe(false);
    expect(opts.map((o) => (o.type === 'move' ? o.to : '')).sort()).toEqual(['ebisu', 'harajuku', 'roppongi']);
    g.answer({ type: 'move', to: 'ebisu' });
    expect(g.s.kaiju.town).toBe('ebisu');
    expect(g.ev('lavaPlaced')).toHaveLength(1);
    done(g);
  });

  it('§8.2 Walk extra: may move 1 more, back to the start allowed, no extra lava', () => {
    const g = board();
    giveEvolution(g, 'walk');
    g.card('kaiju:walk:1');
    g.answer({ type: 'move', to: 'ebisu' });
    expect(g.options().some((o) => o.type === 'pass')).toBe(true);
    g.answer({ type: 'move', to: 'shibuya' });
    expect(g.s.kaiju.town).toBe('shibuya');
    expect(g.ev('lavaPlaced')).toHaveLength(1);
    done(g);
  });
});

describe('§8.2 Stomp', () => {
  it('§8.2 Stomp basic: kill all citizens and VIPs (VIPs too), then as many lava as pieces removed', () => {
    const g = board();
    setTown(g, 'shibuya', { citizens: 2, vips: 1, fire: 1 });
    g.card('kaiju:stomp:1');
    expect(g.kind()).toBe('stomp');
    expect(g.options().map((o) => (o.type === 'option' ? o.option : ''))).toEqual(['killAll', 'returnFire']);
    g.answer({ type: 'option', option: 'killAll' });
    expect(g.town('shibuya')).toMatchObject({ citizens: 0, vips: 0, fire: 1, lava: 3 });
    expect(
      g
        .ev('personKilled')
        .map((e) => e.piece)
        .sort(),
    ).toEqual(['citizen', 'citizen', 'vip']);
    expect(g.s.tracks.damage.cells.filter((c) => c !== '').sort()).toEqual(['c', 'c', 'v']);
    done(g);
  });

  it('§8.2 Stomp basic: return one unit to the stock, then 1 lava', () => {
    const g = board();
    setTown(g, 'shibuya', { citizens: 1, sdf: 2 });
    const stock = g.s.humans.stock.sdf;
    g.card('kaiju:stomp:1');
    g.answer({ type: 'option', option: 'returnSdf' });
    expect(g.town('shibuya')).toMatchObject({ citizens: 1, sdf: 1, lava: 1 });
    expect(g.s.humans.stock.sdf).toBe(stock + 1);
    done(g);
  });

  it('§8.2 Stomp on an empty town does nothing', () => {
    const g = board();
    g.card('kaiju:stomp:1');
    expect(g.ev('lavaPlaced')).toHaveLength(0);
    done(g);
  });

  it('§8.2 Stomp extra (corrected 2026-11-23): may place 2 lava instead of the basic effect (people and units stay)', () => {
    const g = board();
    giveEvolution(g, 'fireball');
    giveEvolution(g, 'stomp');
    setTown(g, 'shibuya', { citizens: 2, fire: 1 });
    g.card('kaiju:stomp:2');
    // a choice: the basic effects are offered beside the 2 lava
    expect(g.options()).toEqual([
      { type: 'option', option: 'killAll' },
      { type: 'option', option: 'returnFire' },
      { type: 'option', option: 'twoLava' },
    ]);
    g.answer({ type: 'option', option: 'twoLava' });
    expect(g.ev('personKilled')).toHaveLength(0);
    expect(g.ev('unitReturned')).toHaveLength(0);
    expect(g.town('shibuya')).toMatchObject({ citizens: 2, fire: 1, lava: 2 });
    done(g);
  });

  it('§8.2 Stomp extra: the kaiju may keep the basic effect; on an empty town it may decline the 2 lava', () => {
    const g = board();
    giveEvolution(g, 'fireball');
    giveEvolution(g, 'stomp');
    setTown(g, 'shibuya', { citizens: 2 });
    g.card('kaiju:stomp:2');
    g.answer({ type: 'option', option: 'killAll' });
    expect(g.ev('personKilled')).toHaveLength(2);
    expect(g.town('shibuya')).toMatchObject({ citizens: 0, lava: 2 });
    done(g);
    const h = board();
    giveEvolution(h, 'fireball');
    giveEvolution(h, 'stomp');
    h.card('kaiju:stomp:2');
    expect(h.options()).toEqual([{ type: 'option', option: 'twoLava' }, { type: 'pass' }]);
    h.pass();
    expect(h.town('shibuya').lava).toBe(0);
    done(h);
  });
});

describe('§8.2 Fireball', () => {
  it('§8.2 Fireball basic: kill 1 on an adjacent town; lava when nobody is left there', () => {
    const g = board();
    setTown(g, 'ebisu', { citizens: 1 });
    setTown(g, 'harajuku', { citizens: 1, fire: 1 });
    setTown(g, 'shibuya', { sdf: 1 });
    g.card('kaiju:fireball:1');
    // Units are no target without the extra effect; towns beyond adjacency are not offered.
    expect(g.options()).toEqual([
      { type: 'target', town: 'harajuku', piece: 'citizens' },
      { type: 'target', town: 'ebisu', piece: 'citizens' },
    ]);
    g.answer({ type: 'target', town: 'ebisu' });
    // nobody is left: the kaiju may place the lava (a choice, corrected 2026-11-23)
    expect(g.kind()).toBe('fireballLava');
    g.answer({ type: 'option', option: 'lava' });
    expect(g.town('ebisu')).toMatchObject({ citizens: 0, lava: 1 });
    done(g);
  });

  it('§8.2 Fireball (corrected 2026-11-23): the lava is a choice the kaiju may decline', () => {
    const g = board();
    setTown(g, 'ebisu', { citizens: 1 });
    g.card('kaiju:fireball:1');
    g.pass();
    expect(g.town('ebisu')).toMatchObject({ citizens: 0, lava: 0 });
    expect(g.ev('personKilled')).toHaveLength(1);
    done(g);
  });

  it('§8.2 Fireball lava condition: a fire brigade left on the town prevents the lava', () => {
    const g = board();
    setTown(g, 'harajuku', { citizens: 1, fire: 1 });
    g.card('kaiju:fireball:1');
    expect(g.town('harajuku')).toMatchObject({ citizens: 0, fire: 1, lava: 0 });
    expect(g.ev('personKilled')).toHaveLength(1);
    done(g);
  });

  it('§8.2 Fireball lava condition: a remaining citizen prevents the lava', () => {
    const g = board();
    setTown(g, 'shibuya', { citizens: 1, vips: 1 });
    g.card('kaiju:fireball:1');
    g.answer({ type: 'target', piece: 'vips' });
    expect(g.town('shibuya')).toMatchObject({ citizens: 1, vips: 0, lava: 0 });
    done(g);
  });

  it('§8.2 Fireball extra: may return a unit instead of killing (same lava condition)', () => {
    const g = board();
    giveEvolution(g, 'fireball');
    setTown(g, 'roppongi', { sdf: 1 });
    setTown(g, 'ebisu', { citizens: 1 });
    g.card('kaiju:fireball:2');
    g.answer({ type: 'target', town: 'roppongi', piece: 'sdf' });
    g.answer({ type: 'option', option: 'lava' });
    expect(g.town('roppongi')).toMatchObject({ sdf: 0, lava: 1 });
    expect(g.ev('unitReturned')).toHaveLength(1);
    done(g);
  });
});

describe('§8.2 Roar', () => {
  it('§8.2 Roar basic: 1 lava, then pull any number of lava from adjacent towns', () => {
    const g = board();
    setTown(g, 'harajuku', { lava: 2 });
    setTown(g, 'ebisu', { lava: 1 });
    setTown(g, 'yoyogi', { lava: 1 });
    g.card('kaiju:roar:1');
    expect(g.town('shibuya').lava).toBe(1);
    g.answer({ type: 'move', from: 'harajuku' });
    g.answer({ type: 'move', from: 'ebisu' });
    g.answer({ type: 'move', from: 'harajuku' });
    expect(g.town('shibuya').lava).toBe(4);
    expect(g.town('yoyogi').lava).toBe(1);
    done(g);
  });

  it('§8.2 Roar extra: 1 more lava on its town; pulling may stop at once', () => {
    const g = board();
    giveEvolution(g, 'walk');
    giveEvolution(g, 'roar');
    setTown(g, 'ebisu', { lava: 1 });
    g.card('kaiju:roar:1');
    expect(g.town('shibuya').lava).toBe(2);
    g.pass();
    expect(g.town('ebisu').lava).toBe(1);
    done(g);
  });
});

describe('§8.2 Underground Move', () => {
  it('§8.2 Underground basic (corrected 2026-11-23): 1 to 3 steps — the first is not optional — no lava', () => {
    const g = board();
    g.card('kaiju:underground:1');
    expect(g.options().some((o) => o.type === 'pass')).toBe(false);
    g.answer({ type: 'move', to: 'roppongi' });
    expect(g.options().some((o) => o.type === 'pass')).toBe(true);
    g.answer({ type: 'move', to: 'kasumigaseki' });
    g.answer({ type: 'move', to: 'ginza' });
    expect(g.s.kaiju.town).toBe('ginza');
    expect(g.ev('kaijuMoved').every((e) => e.underground)).toBe(true);
    expect(g.ev('lavaPlaced')).toHaveLength(0);
    done(g);
  });

  it('§8.2 Underground extra: up to 2 more steps, then 1 lava on the destination', () => {
    const g = board();
    giveEvolution(g, 'walk');
    giveEvolution(g, 'underground');
    g.card('kaiju:underground:1');
    for (const to of ['roppongi', 'kasumigaseki', 'ginza', 'shimbashi', 'odaiba'] as const)
      g.answer({ type: 'move', to });
    expect(g.s.kaiju.town).toBe('odaiba');
    expect(g.kind()).toBe('undergroundLava');
    g.answer({ type: 'option', option: 'lava' });
    expect(g.town('odaiba').lava).toBe(1);
    done(g);
  });

  it('§8.2 Underground extra (corrected 2026-11-23): the lava on the destination may be declined', () => {
    const g = board();
    giveEvolution(g, 'walk');
    giveEvolution(g, 'underground');
    g.card('kaiju:underground:1');
    g.answer({ type: 'move', to: 'roppongi' });
    g.pass();
    g.pass();
    expect(g.s.kaiju.town).toBe('roppongi');
    expect(g.ev('lavaPlaced')).toHaveLength(0);
    done(g);
  });
});

describe('§8.2 Lava Flow', () => {
  it('§8.2 Lava Flow: 3 lava move together and keep going through towns that held lava', () => {
    const g = board();
    setTown(g, 'harajuku', { lava: 4 });
    setTown(g, 'shibuya', { lava: 1 });
    setTown(g, 'ebisu', { lava: 1 });
    g.card('kaiju:lavaFlow:1');
    expect(g.kind()).toBe('lavaFlowStart');
    g.answer({ type: 'town', town: 'harajuku' });
    // The kaiju may move the lava (corrected 2026-11-23): it may decline even the first step.
    expect(g.options().some((o) => o.type === 'pass')).toBe(true);
    g.answer({ type: 'move', to: 'shibuya' });
    expect(g.town('shibuya').lava).toBe(4);
    // Shibuya held lava: the three may go on (or stop).
    expect(g.options().some((o) => o.type === 'pass')).toBe(true);
    g.answer({ type: 'move', to: 'ebisu' });
    g.answer({ type: 'move', to: 'roppongi' });
    // Roppongi held none: the flow stops there.
    expect(g.town('harajuku').lava).toBe(1);
    expect(g.town('shibuya').lava).toBe(1);
    expect(g.town('ebisu').lava).toBe(1);
    expect(g.town('roppongi').lava).toBe(3);
    expect(g.ev('lavaMoved').map((e) => e.count)).toEqual([3, 3, 3]);
    done(g);
  });

  it('§8.2 Lava Flow (corrected 2026-11-23): the kaiju may leave the lava where it is', () => {
    const g = board();
    setTown(g, 'harajuku', { lava: 4 });
    g.card('kaiju:lavaFlow:1');
    g.pass();
    expect(g.town('harajuku').lava).toBe(4);
    expect(g.ev('lavaMoved')).toHaveLength(0);
    done(g);
  });

  it('§8.2 Lava Flow: fewer than 3 lava move all; entering a town without lava stops at once', () => {
    const g = board();
    setTown(g, 'ebisu', { lava: 2 });
    g.card('kaiju:lavaFlow:1');
    g.answer({ type: 'move', to: 'roppongi' });
    expect(g.town('roppongi').lava).toBe(2);
    expect(g.town('ebisu').lava).toBe(0);
    done(g);
  });

  it('§8.2 Lava Flow [R]: never re-enters a town it has been on, so it cannot bounce for ever', () => {
    const g = board();
    setTown(g, 'harajuku', { lava: 4 });
    setTown(g, 'shibuya', { lava: 1 });
    g.card('kaiju:lavaFlow:1');
    g.answer({ type: 'town', town: 'harajuku' });
    g.answer({ type: 'move', to: 'shibuya' });
    // Harajuku (the start) still holds lava, but the flow may not go back there.
    expect(g.options().some((o) => o.type === 'move' && o.to === 'harajuku')).toBe(false);
    expect(g.options().some((o) => o.type === 'move' && o.to === 'ebisu')).toBe(true);
    g.pass();
    done(g);
  });

  it('§8.2 Lava Flow with no lava on the map does nothing', () => {
    const g = board();
    g.card('kaiju:lavaFlow:1');
    done(g);
    expect(g.ev('lavaMoved')).toHaveLength(0);
  });

  it('§8.2 Lava Flow extra: a second flow from any town', () => {
    const g = board();
    for (const n of ['walk', 'roar', 'lavaFlow'] as const) giveEvolution(g, n);
    setTown(g, 'ebisu', { lava: 1 });
    setTown(g, 'ueno', { lava: 1 });
    g.card('kaiju:lavaFlow:1');
    g.answer({ type: 'town', town: 'ebisu' });
    g.answer({ type: 'move', to: 'roppongi' });
    expect(g.kind()).toBe('lavaFlowStart');
    g.answer({ type: 'town', town: 'ueno' });
    g.answer({ type: 'move', to: 'akihabara' });
    expect(g.town('akihabara').lava).toBe(1);
    expect(g.town('roppongi').lava).toBe(1);
    done(g);
  });
});

describe('§8.2 Rampage', () => {
  it('§8.2 Rampage basic: 1 lava, 2 funds pool → spent', () => {
    const g = board();
    g.card('kaiju:rampage:1');
    expect(g.town('shibuya').lava).toBe(1);
    expect(g.s.humans.funds).toMatchObject({ pool: 8, spent: 2 });
    done(g);
  });

  it('§8.2 Rampage extra: 5 funds in all, as many as there are', () => {
    const g = board();
    giveEvolution(g, 'fireball');
    giveEvolution(g, 'rampage');
    setFunds(g, 4, 6);
    g.card('kaiju:rampage:1');
    expect(g.s.humans.funds).toMatchObject({ pool: 0, spent: 10 });
    done(g);
  });
});

describe('§5 growth, evolution and the complete form', () => {
  it('§5/§11 growth in the middle of a card: the tile is placed at once; its extra applies from the next card', () => {
    const g = board();
    setPools(g, [1, 6, 6, 6, 6]);
    execute(g, { K1: 'kaiju:walk:1', K2: 'kaiju:walk:2' });
    // Walk 1 empties the juvenile pool: the evolution tile is placed before the walk moves.
    expect(g.ev('kaijuGrew')).toEqual([{ type: 'kaijuGrew', stage: 1 }]);
    expect(g.kind()).toBe('placeEvolution');
    expect(
      g
        .options()
        .map((o) => (o.type === 'node' ? o.node : ''))
        .sort(),
    ).toEqual(['fireball', 'walk']);
    g.answer({ type: 'node', node: 'walk' });
    expect(g.kind()).toBe('kaijuMove');
    g.answer({ type: 'move', to: 'ebisu' });
    // Walk 1 was revealed without the tile: no second step. Walk 2 has the extra.
    expect(g.s.kaiju.town).toBe('ebisu');
    expect(g.kind()).toBe('kaijuMove');
    g.answer({ type: 'move', to: 'roppongi' });
    expect(g.options().some((o) => o.type === 'pass')).toBe(true);
    g.answer({ type: 'move', to: 'akasaka' });
    done(g);
    expect(g.s.kaiju.stage).toBe(1);
  });

  it('§5 the evolution tree: a node opens only when a node leading to it holds a tile', () => {
    const g = board();
    giveEvolution(g, 'fireball');
    setPools(g, [0, 1, 6, 6, 6]);
    g.card('kaiju:rampage:1');
    expect(g.kind()).toBe('placeEvolution');
    // Stage 1 pool (sub-adult) gives the tile; Lava Flow needs Roar or Stomp first.
    expect(
      g
        .options()
        .map((o) => (o.type === 'node' ? o.node : ''))
        .sort(),
    ).toEqual(['rampage', 'stomp', 'walk']);
  });

  it('§5 two pools emptied by one effect: two evolution tiles, each placed at once, the second after the first', () => {
    const g = board();
    setPools(g, [1, 1, 6, 6, 6]);
    g.event('growthSpurt', 'ueno');
    expect(g.ev('evolutionGained').map((e) => e.pool)).toEqual([0, 1]);
    expect(g.kind()).toBe('placeEvolution');
    g.answer({ type: 'node', node: 'walk' });
    // Walk now holds a tile, so its children are open for the second one.
    expect(
      g
        .options()
        .map((o) => (o.type === 'node' ? o.node : ''))
        .sort(),
    ).toEqual(['fireball', 'roar', 'underground']);
    g.answer({ type: 'node', node: 'roar' });
    expect(g.s.kaiju.tree).toMatchObject({ walk: true, roar: true });
    expect(g.s.kaiju.stage).toBe(2);
    done(g);
  });

  it('§5 emptying the third-adult pool gives no evolution tile but reaches the complete form', () => {
    const g = board();
    setPools(g, [0, 0, 0, 0, 1]);
    for (let i = 0; i < 4; i++) g.s.kaiju.evolutionBeside[i] = false;
    for (const n of ['walk', 'fireball', 'roar', 'stomp'] as const) g.s.kaiju.tree[n] = true;
    execute(g, { K1: 'kaiju:rampage:1', K2: 'kaiju:rampage:2' });
    expect(g.ev('kaijuGrew')).toEqual([{ type: 'kaijuGrew', stage: 5 }]);
    expect(g.ev('evolutionGained')).toHaveLength(0);
    // Growth counts from the next card: no complete-form lava after the first Rampage, then one after the second.
    expect(g.kind()).toBe('completeLava');
    expect(g.ev('cardResolved')).toHaveLength(2);
    g.answer({ type: 'option', option: 'lava' });
    expect(g.town('shibuya').lava).toBe(3);
    done(g);
  });

  it('§5 complete form: the lava is optional', () => {
    const g = board();
    setPools(g, [0, 0, 0, 0, 0]);
    execute(g, { K1: 'kaiju:rampage:1' });
    g.pass();
    expect(g.town('shibuya').lava).toBe(1);
    done(g);
  });

  it('§5/§11 an empty kaiju board: lava is not placed, no complete-form prompt, the card still acts', () => {
    const g = board();
    setPools(g, [0, 0, 0, 0, 0]);
    setTown(g, 'ueno', { lava: g.s.kaiju.pools[5] });
    expect(g.s.kaiju.pools.every((p) => p === 0)).toBe(true);
    execute(g, { K1: 'kaiju:walk:1' });
    g.answer({ type: 'move', to: 'ebisu' });
    expect(g.town('shibuya').lava).toBe(0);
    expect(g.ev('lavaPlaced')).toHaveLength(0);
    done(g);
  });

  it('§7.3 destruction bonus: revealed at once after a kaiju card when its town holds the kaiju and enough lava', () => {
    const g = board();
    ensureKept(g, 'crossing');
    // Rampage places the last lava the Shibuya Crossing needs.
    setTown(g, 'shibuya', { lava: CROSSING - 1 });
    execute(g, { K1: 'kaiju:rampage:1' });
    // no question: asking only when a kept tile qualifies would tell everyone that the kaiju keeps one
    expect(g.s.prompts.some((p) => p.seat === 'kaiju')).toBe(false);
    expect(g.town('shibuya').lava).toBe(CROSSING);
    expect(g.s.tracks.damage.tiles).toEqual([{ column: 9, tile: 'crossing' }]);
    expect(g.s.tracks.damage.cells.slice(36)).toEqual(['b', 'b', 'b', 'b']);
    expect(g.s.kaiju.bonusPlaced).toEqual(['crossing']);
    done(g);
  });

  it('§7.3 destruction bonus: not revealed with too little lava, nor while the kaiju stands elsewhere', () => {
    const g = board();
    ensureKept(g, 'crossing');
    setTown(g, 'shibuya', { lava: CROSSING - 2 });
    execute(g, { K1: 'kaiju:rampage:1' });
    expect(g.s.kaiju.bonusKept).toContain('crossing');
    expect(g.ev('bonusTileRevealed')).toHaveLength(0);
    done(g);
    const h = board();
    ensureKept(h, 'crossing');
    setTown(h, 'shibuya', { lava: CROSSING + 1 });
    h.s.kaiju.town = 'ebisu';
    execute(h, { K1: 'kaiju:rampage:1' });
    expect(h.s.kaiju.bonusKept).toContain('crossing');
    done(h);
  });

  it('§7.3 a bonus tile that fills the damage track ends the game at once: no further card is revealed', () => {
    const g = board();
    ensureKept(g, 'crossing');
    setTown(g, 'shibuya', { lava: CROSSING - 1 });
    const empty = g.s.tracks.damage.cells.filter((x) => x === '').length;
    fillTrack(g, 'damage', 'c', 20);
    fillTrack(g, 'damage', 'l', empty - 4 - 20);
    execute(g, { K1: 'kaiju:rampage:1', B1: 'fireChief:firefighting:1', A2: 'fireChief:budgetRequest:1' });
    expect(g.s.result).toMatchObject({ winner: 'kaiju', reason: 'damageFull' });
    const types = g.events.map((e) => e.type);
    expect(types.filter((t) => t === 'cardRevealed')).toHaveLength(1);
    expect(types[types.length - 1]).toBe('gameEnded');
    expect(g.s.plan.B1?.revealed).toBe(false);
    // nothing is left to run and no one is asked anything
    expect(g.s.stack).toEqual([]);
    expect(g.s.prompts).toEqual([]);
  });
});
