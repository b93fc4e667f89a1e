import { describe, expect, it } from 'vitest';
import { Random } from '../../shared/core/rng';
import { randomAction } from '../../shared/vulcanus/bots/random';
import { DEFAULT_NUMBERS as NUMBERS } from '../../shared/vulcanus/data/numbers';
import { tileTable } from '../../shared/vulcanus/data/tiles';
import { TOWN_IDS, type TownId } from '../../shared/vulcanus/data/map';
import { EXECUTION_ORDER } from '../../shared/vulcanus/planning';
import { addTile } from '../../shared/vulcanus/track';
import type { State } from '../../shared/vulcanus/types';
import {
  clearMap,
  drain,
  execute,
  fillTrack,
  setFunds,
  setHand,
  setPools,
  setTown,
  testGame,
  type TestGame,
  emptyBoard,
  expectSettled,
} from './helpers';

const TILES = tileTable(NUMBERS);

function board(seed = 3): TestGame {
  return emptyBoard(seed);
}

const done = expectSettled;

/** Plays random legal actions until `until` holds (or the game ends). */
function playUntil(g: TestGame, until: (s: State) => boolean, seed = 1): void {
  const rng = new Random(seed);
  for (let n = 0; n < 5000 && !until(g.s) && !g.s.result; n++) {
    const seat = g.s.prompts[rng.int(g.s.prompts.length)].seat;
    const a = randomAction(g.s, seat, rng);
    if (!a) throw new Error('no action');
    g.act(seat, a);
  }
}

/** A town holding an investigation tile of the given value, for tests that need a known gain. */
function townWithValue(g: TestGame, value: number, not: TownId[] = []): TownId {
  const i = g.s.towns.findIndex(
    (t, i) =>
      t.tile && TILES[t.tile].kind === 'investigation' && TILES[t.tile].value === value && !not.includes(TOWN_IDS[i]),
  );
  if (i < 0) throw new Error(`no tile of value ${value}`);
  return TOWN_IDS[i];
}

describe('§7.1 event phase', () => {
  it('§7.1 the round’s "3" tile replaces omen tile N; that town is the omen town; the event resolves', () => {
    const { s: before } = testGame({ humans: 2, seed: 9, until: 'kaijuStart' });
    const omenTown = TOWN_IDS[before.towns.findIndex((t) => t.tile === 'omen1')];
    const g = testGame({ humans: 2, seed: 9 });
    expect(g.s.omenTown).toBe(omenTown);
    expect(g.town(omenTown).tile).toBe('three1');
    expect(g.s.events[0]).toMatchObject({ revealed: true, threeTile: null, event: 'tremor' });
    expect(g.s.omenRemoved).toEqual(['omen1']);
    expect(g.ev('omenRevealed')).toEqual([
      { type: 'omenRevealed', round: 1, town: omenTown, tile: 'three1', omen: 'omen1' },
    ]);
    expect(g.ev('lavaPlaced').map((e) => e.town)).toEqual([omenTown]);
    // The "3" tile can now be acquired.
    expect(TILES.three1).toMatchObject({ kind: 'investigation', value: 3 });
  });

  it('§7.1 round 2 reveals omen 2 and event card 2', () => {
    const g = testGame({ humans: 2, seed: 4 });
    playUntil(g, (s) => s.round === 2 && s.phase === 'planning');
    expect(g.s.events[1]).toMatchObject({ revealed: true, threeTile: null, event: 'fissure' });
    expect(g.town(g.s.omenTown as TownId).tile).toBe('three2');
    expect(g.s.events.slice(2).every((e) => !e.revealed && e.threeTile !== null)).toBe(true);
  });
});

describe('§7.2 planning phase: deck preparation', () => {
  it('§7.2.1 from round 2 every player gathers plan, discard and hand into a full shuffled deck, then draws', () => {
    const g = testGame({ humans: 2, seed: 4 });
    playUntil(g, (s) => s.round === 2 && s.phase === 'planning');
    for (const r of g.s.humans.roles) {
      expect(r.hand).toHaveLength(6);
      expect(r.deck).toHaveLength(3);
      expect(r.discard).toEqual([]);
      // §7.2 [R] last round's claims stay as the default
      expect(r.claim).not.toBeNull();
    }
    expect(Object.values(g.s.plan).every((p) => p === null)).toBe(true);
    expect(g.s.kaiju.deck.length + g.s.kaiju.hand.length).toBe(12);
    expect(g.s.kaiju.redrawsUsed).toBe(0);
  });
});

describe('§7.3 execution phase', () => {
  it('§7.3 cards are revealed and resolved in the order A1 K1 B1 A2 K2 B2 A3 K3 B3', () => {
    const g = board();
    execute(g, {
      A1: 'fireChief:budgetRequest:1',
      K1: 'kaiju:rampage:1',
      B1: 'jointStaff:budgetRequest:1',
      A2: 'fireChief:moveCitizens:1',
      K2: 'kaiju:rampage:2',
      B2: 'jointStaff:moveCitizens:1',
      A3: 'fireChief:moveSdf:1',
      K3: 'kaiju:roar:1',
      B3: 'jointStaff:moveFire:1',
    });
    drain(g);
    expect(g.ev('cardRevealed').map((e) => e.slot)).toEqual([...EXECUTION_ORDER]);
    expect(g.ev('cardResolved').map((e) => e.slot)).toEqual([...EXECUTION_ORDER]);
    done(g);
  });

  it('§7.3/§11 a key reached in the middle of a card counts from the next card', () => {
    const g = testGame({ humans: 2, seed: 3, roles: ['researchDirector', 'jointStaff'] });
    clearMap(g);
    g.s.kaiju.town = 'shibuya';
    g.s.humans.research = 3;
    const t2 = townWithValue(g, 2);
    setTown(g, t2, { sdf: 1, citizens: 3 });
    execute(g, { A1: 'researchDirector:sdfOrders:1', A2: 'researchDirector:sdfOrders:2' });
    // A1: research 3, no key: paying 1 for the tile brings research to 5 (key 1).
    expect(g.prompt().info?.cost).toBe(1);
    g.answer({ type: 'option', option: 'tile' });
    expect(g.s.humans.research).toBe(5);
    expect(g.ev('keyUnlocked')).toEqual([{ type: 'keyUnlocked', key: 1 }]);
    // A2 was revealed with key 1: its first Evacuate/Investigate is free.
    expect(g.prompt().info?.cost).toBe(0);
    g.answer({ type: 'option', option: 'citizen' });
    expect(g.s.humans.funds.spent).toBe(1);
    done(g);
  });

  it('§7.3/§11 an approval reached in the middle of a card counts from the next card', () => {
    const g = testGame({ humans: 2, seed: 3, roles: ['fireChief', 'jointStaff'] });
    clearMap(g);
    g.s.kaiju.town = 'shibuya';
    g.s.humans.research = 8;
    const t2 = townWithValue(g, 2);
    setTown(g, t2, { sdf: 1 });
    execute(g, { A1: 'fireChief:sdfOrders:1', A2: 'fireChief:sdfOrders:2' });
    g.answer({ type: 'option', option: 'tile' });
    expect(g.s.humans.research).toBe(10);
    expect(g.ev('approvalGained')).toEqual([{ type: 'approvalGained', order: 'buildBase' }]);
    expect(g.kind()).toBe('sdfOrder');
    expect(g.options()).toContainEqual({ type: 'option', option: 'buildBase' });
  });
});

describe('§7 a round played through the planning moves', () => {
  it('§7.2–§7.3 planned cards resolve in plan order; the player who placed a card makes its choices', () => {
    const g = testGame({ humans: 2, seed: 41 });
    clearMap(g);
    g.s.kaiju.town = 'shibuya';
    setTown(g, 'ueno', { citizens: 1, sdf: 1 });
    setTown(g, 'ginza', { fire: 1, lava: 1 });
    setTown(g, 'ebisu', { citizens: 1 });
    setTown(g, 'harajuku', { citizens: 1 });
    // Give each side the cards it will plan (moved from the decks, so every card stays accounted for).
    const fc = g.s.humans.roles[0].hand.filter((c) => !c.includes('moveCitizens') && !c.includes('fireHelicopter'));
    setHand(g.s, 'fireChief', ['fireChief:moveCitizens:1', 'fireChief:fireHelicopter:1', ...fc.slice(0, 4)]);
    g.act('h1', { type: 'claim', role: 'fireChief', line: 'colA' });
    g.act('h1', { type: 'place', card: 'fireChief:fireHelicopter:1', slot: 'A1' });
    g.act('h1', { type: 'place', card: 'fireChief:moveCitizens:1', slot: 'A2' });
    g.act('h1', { type: 'place', card: g.s.humans.roles[0].hand[0], slot: 'A3' });
    g.act('h1', { type: 'done' });
    const js = g.s.humans.roles[1].hand.filter((c) => !c.includes('moveSdf'));
    setHand(g.s, 'jointStaff', ['jointStaff:moveSdf:1', ...js.slice(0, 5)]);
    g.act('h2', { type: 'claim', role: 'jointStaff', line: 'colB' });
    g.act('h2', { type: 'place', card: 'jointStaff:moveSdf:1', slot: 'B1' });
    for (const slot of ['B2', 'B3'] as const) g.act('h2', { type: 'place', card: g.s.humans.roles[1].hand[0], slot });
    g.act('h2', { type: 'done' });
    expect(g.kind()).toBe('planKaiju');
    const rest = g.s.kaiju.hand.filter((c) => !c.startsWith('kaiju:fireball'));
    setHand(g.s, 'kaiju', ['kaiju:fireball:1', ...rest.slice(0, 5)]);
    g.act('kaiju', { type: 'place', card: 'kaiju:fireball:1', slot: 'K1' });
    for (const slot of ['K2', 'K3'] as const) g.act('kaiju', { type: 'place', card: g.s.kaiju.hand[0], slot });
    g.clearEvents();
    g.act('kaiju', { type: 'done' });
    // A1 Fire Helicopter: h1 (Fire Chief) chooses.
    expect(g.s.phase).toBe('execution');
    expect(g.prompt()).toMatchObject({ seat: 'h1', kind: 'heli', card: 'fireChief:fireHelicopter:1' });
    g.answer({ type: 'heli', from: 'ginza', to: 'ginza' });
    // K1 Fireball: the kaiju chooses.
    expect(g.prompt()).toMatchObject({ seat: 'kaiju', kind: 'fireball' });
    g.answer({ type: 'target', town: 'ebisu' });
    g.answer({ type: 'option', option: 'lava' });
    // B1 Move SDF: h2 (Chief of Joint Staff) chooses.
    expect(g.prompt()).toMatchObject({ seat: 'h2', kind: 'movePiece', card: 'jointStaff:moveSdf:1' });
    g.pass('h2');
    // A2 Move Citizens: h1 again.
    expect(g.prompt()).toMatchObject({ seat: 'h1', kind: 'movePiece', card: 'fireChief:moveCitizens:1' });
    expect(g.ev('cardRevealed').map((e) => e.slot)).toEqual(['A1', 'K1', 'B1', 'A2']);
    expect(g.invariants()).toEqual([]);
  });

  it('§7.2 a lone human answers the choices of both roles', () => {
    const g = testGame({ humans: 1, seed: 42 });
    clearMap(g);
    g.s.kaiju.town = 'shibuya';
    setTown(g, 'ueno', { sdf: 1 });
    g.card('jointStaff:moveSdf:1');
    expect(g.prompt().seat).toBe('h1');
  });
});

describe('§7.4 lava phase', () => {
  it('§7.4 casualties (kaiju chooses; more lava than people kills everyone), then burning towns feed the damage track', () => {
    const g = board();
    setTown(g, 'shibuya', { lava: 2, citizens: 2, vips: 1 });
    setTown(g, 'ebisu', { lava: 3, citizens: 1 });
    setTown(g, 'ueno', { lava: 4 });
    setTown(g, 'odaiba', { lava: 1, citizens: 1, vips: 1 });
    const pools = [...g.s.kaiju.pools];
    g.push({ t: 'lavaPhase', town: 0, k: 0 });
    // Shibuya: 2 of its 3 people.
    expect(g.prompt().info?.town).toBe('shibuya');
    g.answer({ type: 'people', citizens: 1, vips: 1 });
    // Odaiba: one of two.
    expect(g.prompt().info?.town).toBe('odaiba');
    g.answer({ type: 'people', citizens: 1, vips: 0 });
    expect(g.town('shibuya')).toMatchObject({ citizens: 1, vips: 0, lava: 2 });
    expect(g.town('ebisu')).toMatchObject({ citizens: 0, lava: 3 });
    expect(g.town('odaiba')).toMatchObject({ citizens: 0, vips: 1 });
    // Burning towns: Ebisu and Ueno → 2 lava from the earliest pool to the damage track.
    expect(g.ev('lavaBurned')).toHaveLength(2);
    expect(g.s.kaiju.pools[0]).toBe(pools[0] - 2);
    expect(g.s.tracks.damage.cells.filter((c) => c === 'l')).toHaveLength(2);
    expect(g.ev('personKilled')).toHaveLength(4);
    done(g);
  });

  it('§5/§7.4 burning with every pool empty moves nothing (that lava does not exist)', () => {
    const g = board();
    setPools(g, [0, 0, 0, 0, 0]);
    setTown(g, 'ueno', { lava: g.s.kaiju.pools[5] });
    g.push({ t: 'lavaPhase', town: 0, k: 0 });
    expect(g.ev('lavaBurned')).toHaveLength(0);
    expect(g.s.tracks.damage.cells.every((c) => c === '')).toBe(true);
    done(g);
  });

  it('§7.4 burning can grow the kaiju (evolution tile placed at once)', () => {
    const g = board();
    setPools(g, [1, 6, 6, 6, 6]);
    setTown(g, 'ueno', { lava: 3 });
    g.push({ t: 'lavaPhase', town: 0, k: 0 });
    expect(g.kind()).toBe('placeEvolution');
    g.answer({ type: 'node', node: 'walk' });
    expect(g.s.kaiju.stage).toBe(1);
    done(g);
  });
});

describe('§7.5 base phase', () => {
  it('§7.5 each base evacuates one person (two bases on a town: two); a VIP brings 1 fund from the stock', () => {
    const g = board();
    setTown(g, 'harajuku', { bases: 2, citizens: 2, vips: 1 });
    setTown(g, 'ueno', { bases: 1, citizens: 1 });
    g.push({ t: 'basePhase', k: 0, town: 0, base: 0 });
    expect(g.prompt().seat).toBe('h1');
    g.answer({ type: 'people', citizens: 1, vips: 1 });
    expect(g.town('harajuku')).toMatchObject({ citizens: 1, vips: 0 });
    expect(g.town('ueno').citizens).toBe(0);
    expect(g.s.humans.funds).toMatchObject({ pool: 11, stock: 3 });
    expect(g.s.tracks.defense.cells.slice(0, 3).sort()).toEqual(['c', 'c', 'v']);
  });

  it('§7.5 investigation (corrected 2026-11-23): each base acquires a tile on its town or an adjacent one; research + value', () => {
    const g = board();
    setTown(g, 'ebisu', { bases: 2 });
    g.push({ t: 'basePhase', k: 0, town: 0, base: 0 });
    expect(g.kind()).toBe('investigate');
    const towns = g.options().flatMap((o) => (o.type === 'town' ? [o.town] : []));
    expect(towns.every((t) => ['ebisu', 'shibuya', 'roppongi'].includes(t))).toBe(true);
    expect(g.options().some((o) => o.type === 'pass')).toBe(false);
    const value = (t: string) => TILES[g.town(t as TownId).tile as string].value;
    const [first, second] = towns;
    const both = value(first) + value(second);
    g.answer({ type: 'town', town: first });
    // The second base on Ebisu investigates separately, and cannot decline either (a lone tile is taken at once).
    if (g.s.prompts.some((p) => p.kind === 'investigate')) {
      expect(g.prompt().info).toMatchObject({ town: 'ebisu', n: 2, of: 2 });
      expect(g.options().some((o) => o.type === 'pass')).toBe(false);
      g.answer({ type: 'town', town: second });
    }
    expect(g.s.humans.research).toBe(both);
    expect(g.s.humans.acquired).toHaveLength(2);
    done(g);
  });
});

describe('§1 tracks and the end of the game', () => {
  it('§1 pieces fill the leftmost empty square; a tile covers the highest-numbered empty column', () => {
    const g = board();
    setTown(g, 'shibuya', { citizens: 1 });
    g.card('jointStaff:bunkerBuster:1');
    expect(g.s.tracks.defense.tiles).toEqual([{ column: 9, tile: 'attack1' }]);
    expect(g.s.tracks.defense.cells.slice(27)).toEqual(['a', 'a', 'a']);
    expect(g.s.tracks.damage.cells[0]).toBe('c');
    done(g);
  });

  it('§1 [R] a tile landing when no column is entirely empty fills the highest column with empty squares', () => {
    const g = board();
    fillTrack(g, 'damage', 'c', 30);
    fillTrack(g, 'damage', 'l', 7); // columns 1–9 full, column 10 holds one piece
    g.s.kaiju.town = 'asakusa';
    g.s.kaiju.bonusKept = [...g.s.kaiju.bonusKept];
    const k = g.s.kaiju;
    if (!k.bonusKept.includes('sensoji')) {
      const i = k.bonusUnused.indexOf('sensoji');
      k.bonusUnused[i] = k.bonusKept[0];
      k.bonusKept[0] = 'sensoji';
    }
    // Rampage places the last lava Sensō-ji needs.
    setTown(g, 'asakusa', { lava: NUMBERS.bonusLava.asakusa - 1 });
    execute(g, { K1: 'kaiju:rampage:1' });
    expect(g.s.tracks.damage.tiles).toEqual([{ column: 9, tile: 'sensoji' }]);
    expect(g.s.tracks.damage.cells.slice(36)).toEqual(['l', 'b', 'b', 'b']);
    // That filled the damage track: the kaiju wins at once.
    expect(g.s.result).toMatchObject({ winner: 'kaiju', reason: 'damageFull', damageEmpty: 0 });
    expect(g.invariants()).toEqual([]);
  });

  it('§1/§11 damage track full in the middle of a card: the game ends at once', () => {
    const g = board();
    fillTrack(g, 'damage', 'c', 30);
    fillTrack(g, 'damage', 'l', 9);
    setTown(g, 'shibuya', { citizens: 3 });
    // killAll is the only option, so it is taken at once.
    g.card('kaiju:stomp:1');
    expect(g.s.result).toMatchObject({ winner: 'kaiju', reason: 'damageFull' });
    expect(g.s.phase).toBe('over');
    // Only one of the three died, and no lava was placed after the end.
    expect(g.town('shibuya')).toMatchObject({ citizens: 2, lava: 0 });
    expect(g.s.prompts).toEqual([]);
    expect(g.ev('gameEnded')).toHaveLength(1);
    expect(g.invariants()).toEqual([]);
  });

  it('§1/§11 defense track full in the middle of a card: the humans win at once', () => {
    const g = board();
    fillTrack(g, 'defense', 'c', 29);
    setTown(g, 'shibuya', { fire: 2, lava: 2 });
    g.card('fireChief:firefighting:1');
    g.answer({ type: 'town', town: 'shibuya' });
    expect(g.s.result).toMatchObject({ winner: 'humans', reason: 'defenseFull', defenseEmpty: 0 });
    expect(g.town('shibuya').lava).toBe(1);
    expect(g.s.humans.funds.spent).toBe(2);
    expect(g.invariants()).toEqual([]);
  });

  it('§1 after round 6 a tie in empty spaces goes to the kaiju', () => {
    const g = board();
    fillTrack(g, 'defense', 'c', 20); // 10 empty
    fillTrack(g, 'damage', 'c', 10);
    fillTrack(g, 'damage', 'l', 20); // 10 empty
    g.s.round = 6;
    g.s.stack = [{ t: 'round', k: 6 }];
    g.run();
    expect(g.s.result).toEqual({ winner: 'kaiju', reason: 'roundsOver', defenseEmpty: 10, damageEmpty: 10 });
  });

  it('§1 after round 6 the side with fewer empty spaces wins (humans)', () => {
    const g = board();
    fillTrack(g, 'defense', 'c', 21); // 9 empty
    fillTrack(g, 'damage', 'c', 10);
    fillTrack(g, 'damage', 'l', 20); // 10 empty
    g.s.round = 6;
    g.s.stack = [{ t: 'round', k: 6 }];
    g.run();
    expect(g.s.result).toMatchObject({ winner: 'humans', reason: 'roundsOver' });
  });

  it('§7 before round 6 the end of the base phase starts the next round', () => {
    const g = board();
    g.s.round = 5;
    g.s.stack = [{ t: 'round', k: 6 }];
    g.run();
    expect(g.s.result).toBeNull();
    expect(g.s.round).toBe(6);
    expect(g.ev('roundStarted')).toEqual([{ type: 'roundStarted', round: 6 }]);
  });

  it('§1 a complete random game ends by round 6 with a result consistent with the tracks', () => {
    const g = testGame({ humans: 3, seed: 12 });
    playUntil(g, () => false, 5);
    const r = g.s.result;
    expect(r).not.toBeNull();
    expect(g.s.round).toBeLessThanOrEqual(6);
    if (r?.reason === 'roundsOver') expect(r.winner).toBe(r.defenseEmpty < r.damageEmpty ? 'humans' : 'kaiju');
    if (r?.reason === 'damageFull') expect(r.damageEmpty).toBe(0);
    if (r?.reason === 'defenseFull') expect(r.defenseEmpty).toBe(0);
  });
});

describe('§5/§11 the research track', () => {
  it('§5 research 30 (corrected 2026-11-23): the humans may place one attack tile at once; §11 beyond 30 is lost; once per game', () => {
    const g = testGame({ humans: 2, seed: 3, roles: ['researchDirector', 'cabinetSecretary'] });
    clearMap(g);
    g.s.humans.research = 29;
    const base = townWithValue(g, 3);
    setTown(g, base, { bases: 1 });
    g.clearEvents();
    g.card('researchDirector:research:1');
    if (g.s.prompts[0]?.kind === 'researchTile') g.answer({ type: 'town', town: base });
    expect(g.s.humans.research).toBe(30);
    expect(g.ev('researchAdvanced')).toEqual([{ type: 'researchAdvanced', from: 29, to: 30 }]);
    // a team decision: every human seat is asked, the first answer stands
    expect(g.s.prompts.map((p) => [p.seat, p.kind, p.team])).toEqual([
      ['h1', 'researchAttack', true],
      ['h2', 'researchAttack', true],
    ]);
    g.answer({ type: 'option', option: 'attack' }, 'h2');
    expect(g.s.prompts.some((p) => p.kind === 'researchAttack')).toBe(false);
    expect(g.ev('attackTilePlaced')).toEqual([{ type: 'attackTilePlaced', column: 9, source: 'research' }]);
    // Research stays at 30 and no second tile comes from the research track.
    g.s.humans.research = 25;
    g.clearEvents();
    const other = townWithValue(g, 2);
    setTown(g, other, { bases: 1 });
    g.card('researchDirector:research:1');
    if (g.s.prompts[0]?.kind === 'researchTile') g.answer({ type: 'town', town: other });
    expect(g.s.humans.research).toBe(28);
    g.s.humans.research = 29;
    g.card('researchDirector:research:1');
    drain(g, (p) => p.options[0]);
    expect(g.s.humans.research).toBe(30);
    expect(g.ev('attackTilePlaced')).toHaveLength(0);
    expect(g.invariants()).toEqual([]);
  });

  it('§11 an attack tile with none left in supply is not placed (Bunker Buster still kills)', () => {
    const g = board();
    for (let i = 0; i < 8; i++) addTile(g.s.tracks.defense, 'a', `attack${i + 1}`);
    g.s.humans.attackSupply = 0;
    setTown(g, 'shibuya', { citizens: 1 });
    setFunds(g, 5, 5);
    g.card('jointStaff:bunkerBuster:1');
    expect(g.ev('attackTilePlaced')).toHaveLength(0);
    expect(g.s.tracks.defense.tiles).toHaveLength(8);
    expect(g.town('shibuya').citizens).toBe(0);
    expect(g.s.humans.funds.pool).toBe(2);
    done(g);
  });

  it('§8.1 freezing shell is not offered when no attack tile is left', () => {
    const g = board();
    g.s.humans.research = 20;
    for (let i = 0; i < 8; i++) addTile(g.s.tracks.defense, 'a', `attack${i + 1}`);
    g.s.humans.attackSupply = 0;
    setTown(g, 'shibuya', { sdf: 1 });
    g.card('jointStaff:sdfOrders:1');
    g.answer({ type: 'option', option: 'freezingShell' });
    expect(g.s.humans.funds.spent).toBe(0);
    done(g);
  });
});
