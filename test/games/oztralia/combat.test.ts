/** §11 combat: forming the expedition, the card loop, its ends, shared kills, and §11.7 port defence. */
import { describe, expect, it } from 'vitest';
import { TILES, UNITS, type UnitKind } from '../../../shared/oztralia/data';
import { targetsFor } from '../../../shared/oztralia/attack';
import { unitEndurance } from '../../../shared/oztralia/player';
import type { Action, GameEvent } from '../../../shared/oztralia/types';
import {
  SYDNEY,
  act,
  acts,
  ev,
  game,
  giveCard,
  h,
  legal,
  player,
  prompt,
  putTile,
  topCard,
  track,
  units,
} from './helpers';

/** p1 at Sydney with track to 12-5, units in the barracks and an Old One near; p1 to choose a box. */
function front(...ids: string[]) {
  const s = game(2);
  track(s, 'p1', SYDNEY, '12-6', '12-5');
  units(s, 'p1', ...ids);
  return s;
}

const targets = (actions: Action[]) => actions.filter((a) => a.type === 'target').map((a) => a.hex);

/**
 * Plays the Attack box with these unit kinds (one addUnit each) against `target`, answering only what is asked: a
 * lone option is taken at once ([R] §15), so "formed" and a single target are often not asked.
 */
function attack(s: ReturnType<typeof front>, kinds: UnitKind[], target?: string): GameEvent[] {
  const events = act(s, 'p1', { type: 'box', box: 'attack' });
  for (const kind of kinds) if (prompt(s) === 'p1:force') events.push(...act(s, 'p1', { type: 'addUnit', kind }));
  if (prompt(s) === 'p1:force') events.push(...act(s, 'p1', { type: 'formed' }));
  if (prompt(s) === 'p1:target' && target) events.push(...act(s, 'p1', { type: 'target', hex: h(target) }));
  return events;
}

// Old One cards by index: rows for humanoids (H) — 0 `IZ/x`, 2 `AC/x`, 4 `IC/-`; for undead (U) — 0 `IT/x`,
// 1 `C/-`, 3 `IT/xx`, 6 `C/s`; for beasts (B) — 1 `AZ/xx`, 3 `C/xs`
describe('§11.1 forming the expedition', () => {
  it('the slowest unit sets the range, from the connected network, through hexes free of Old Ones', () => {
    const s = front('A1', 'C1');
    putTile(s, '12-2', 'cultists'); // 3 from 12-5
    putTile(s, '12-4', 'cultists', false); // 1 from 12-5
    // the car alone (range 3) could reach 12-2, but only past 12-4, which holds an Old One
    expect(targetsFor(s, 'p1', ['C'])).toEqual([h('12-4')]);
    s.tiles = s.tiles.filter((t) => t.hex !== h('12-4'));
    s.piles[0].push('cultists');
    expect(targetsFor(s, 'p1', ['C'])).toEqual([h('12-2')]);
    expect(targetsFor(s, 'p1', ['C', 'A'])).toEqual([]);
  });

  it('airships alone fly over Old Ones (hex distance); adding a ground unit brings the range down', () => {
    const s = front('Z1', 'A1');
    putTile(s, '12-2', 'cultists');
    putTile(s, '12-4', 'cultists');
    act(s, 'p1', { type: 'box', box: 'attack' });
    act(s, 'p1', { type: 'addUnit', kind: 'Z' });
    act(s, 'p1', { type: 'formed' });
    expect(targets(legal(s, 'p1'))).toEqual([h('12-2'), h('12-4')]);
    expect(targetsFor(s, 'p1', ['Z', 'A'])).toEqual([h('12-4')]);
  });

  it('time: the distinct types among infantry, artillery and cars; at least 1', () => {
    const s = front('I1', 'I2', 'C1', 'T1');
    putTile(s, '12-4', 'cultists');
    topCard(s, 4); // IC hit a humanoid: 2 cubes, the cultists (endurance 2) are destroyed
    attack(s, ['I', 'I', 'C', 'T']);
    act(s, 'p1', { type: 'fight' });
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(2 + 2);
    const t = front('T1');
    putTile(t, '12-4', 'cultists');
    topCard(t, 4);
    attack(t, ['T']);
    act(t, 'p1', { type: 'withdraw', what: 'all' });
    expect(t.cal.find((e) => e.m === 'p1')?.pos).toBe(2 + 1);
  });
});

describe('§11.2–§11.4 the card loop and its ends', () => {
  it('face-down tiles are revealed; kangaroos leave; nothing left: the combat ends, the time spent', () => {
    const s = front('I1');
    putTile(s, '12-4', 'kangaroo', false);
    const events = attack(s, ['I']);
    expect(ev(events, 'kangarooRemoved')).toHaveLength(1);
    expect(ev(events, 'combatEnded')[0].end).toBe('empty');
    expect(player(s, 'p1').units).toEqual(['I1']);
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(3);
  });

  it('each distinct type the row lists deals 1; cubes from HQ, never more than the tile needs; victory', () => {
    const s = front('I1', 'I2', 'C1');
    const t = putTile(s, '12-4', 'deepOnes'); // endurance 3
    topCard(s, 4, 0); // IC: 2 cubes (two infantry count once); strike `-`; then IZ: 1 cube, destroyed
    attack(s, ['I', 'I', 'C']);
    const events = act(s, 'p1', { type: 'fight' });
    expect(ev(events, 'damageDealt').map((e) => e.cubes)).toEqual([2]);
    expect(t.cubes.p1).toBe(2);
    const more = act(s, 'p1', { type: 'fight' });
    expect(ev(more, 'oldOneDestroyed')[0]).toMatchObject({ taker: 'p1', kind: 'deepOnes' });
    expect(ev(more, 'combatEnded')[0].end).toBe('victory');
    expect(player(s, 'p1').won).toEqual(['deepOnes']);
    expect(player(s, 'p1').hq).toBe(19); // the Attack cube; the tile's cubes came home
    expect(player(s, 'p1').units).toEqual(['I1', 'I2', 'C1']);
  });

  it('a strike `x` on a ground unit of the player’s choice; `s` takes a sanity token', () => {
    const s = front('I1', 'T1');
    putTile(s, '12-4', 'shoggoth');
    topCard(s, 3); // beasts `C/xs`: no car, no damage; then x and s
    attack(s, ['I', 'T']);
    act(s, 'p1', { type: 'fight' });
    expect(prompt(s)).toBe('p1:hit');
    expect(legal(s, 'p1')).toEqual([
      { type: 'hit', unit: 'I1' },
      { type: 'hit', unit: 'T1' },
    ]);
    const events = act(s, 'p1', { type: 'hit', unit: 'T1' });
    expect(ev(events, 'unitHit')[0]).toMatchObject({ unit: 'T1', dmg: 1 });
    expect(ev(events, 'sanityLost')[0].left).toBe(2);
  });

  it('withdrawing everything ends the combat: units home with their damage removed, cubes stay on the tile', () => {
    const s = front('I1', 'C1');
    const t = putTile(s, '12-4', 'deepOnes');
    topCard(s, 2); // humanoids `AC/x`: 1 cube, then x
    attack(s, ['I', 'C']);
    acts(s, 'p1', { type: 'fight' }, { type: 'hit', unit: 'C1' });
    expect(legal(s, 'p1')).toEqual([{ type: 'fight' }, { type: 'withdraw', what: 'all' }]);
    const events = act(s, 'p1', { type: 'withdraw', what: 'all' });
    expect(ev(events, 'combatEnded')[0].end).toBe('withdrawal');
    expect(t.cubes.p1).toBe(1);
    expect(player(s, 'p1').units).toEqual(['I1', 'C1']);
  });

  it('a rout destroys every unit of a damaged type, all of that type; zombie cubes go home, every player’s', () => {
    const s = front('I1', 'I2', 'A1', 'T1');
    const z = putTile(s, '12-4', 'zombies');
    z.cubes.p2 = 1;
    player(s, 'p2').hq = 19;
    topCard(s, 6); // undead `C/s`
    attack(s, ['I', 'I', 'A', 'T']);
    const k = s.combat;
    if (!k) throw new Error('no combat');
    k.sanity = 0; // as if three `s` had come already
    const tr = k.units.find((u) => u.kind === 'T');
    if (tr) tr.dmg = 1; // and the train had been hit once
    const rout = act(s, 'p1', { type: 'fight' });
    expect(ev(rout, 'combatEnded')[0]).toMatchObject({ end: 'rout', lost: ['T1'] });
    expect(ev(rout, 'cubesReturned')[0].cubes).toEqual({ p2: 1 });
    expect(player(s, 'p2').hq).toBe(20);
    expect(player(s, 'p1').units).toEqual(['I1', 'I2', 'A1']);
  });

  it('no unit left: a defeat, treated as a rout', () => {
    const s = front('I1');
    putTile(s, '12-4', 'cultists');
    topCard(s, 2); // humanoids `AC/x`: no damage; x finishes the infantry, hit once already
    attack(s, ['I']);
    const unit = s.combat?.units[0];
    if (unit) unit.dmg = UNITS.I.endurance - 1;
    const events = act(s, 'p1', { type: 'fight' });
    expect(ev(events, 'unitDestroyed')[0].unit).toBe('I1');
    expect(ev(events, 'combatEnded')[0].end).toBe('defeat');
    expect(s.stock).toContain('I1');
  });

  it('[R] §11.3 when the HQ cannot cover every tile, the player chooses which tiles get the cubes', () => {
    const s = front('I1', 'C1');
    const a = putTile(s, '12-4', 'cultists');
    const b = putTile(s, '12-4', 'deepOnes');
    player(s, 'p1').hq = 2;
    player(s, 'p1').boxes.trade = 18;
    topCard(s, 4); // IC: 2 cubes to each
    attack(s, ['I', 'C']);
    act(s, 'p1', { type: 'fight' });
    // one cube left in HQ for four owed
    expect(prompt(s)).toBe('p1:cubes');
    expect(legal(s, 'p1')).toEqual([
      { type: 'cube', uid: a.uid },
      { type: 'cube', uid: b.uid },
    ]);
    const events = act(s, 'p1', { type: 'cube', uid: b.uid });
    expect(b.cubes.p1).toBe(1);
    expect(ev(events, 'damageDealt').map((e) => e.lost)).toEqual([0, 2, 1]);
  });
});

describe('§11.6 shared kills', () => {
  it('floor of VP × own cubes ÷ all cubes each; the remainder to the most cubes', () => {
    const s = front('I1', 'C1');
    const t = putTile(s, '12-4', 'ghouls'); // endurance 3, VP 2
    t.cubes.p2 = 1;
    player(s, 'p2').hq = 19;
    topCard(s, 1, 0); // undead `C/-` → 1 cube; then `IT/x` → 1 cube: destroyed (p1 2, p2 1)
    attack(s, ['I', 'C']);
    act(s, 'p1', { type: 'fight' });
    const events = act(s, 'p1', { type: 'fight' });
    const d = ev(events, 'oldOneDestroyed')[0];
    expect(d.taker).toBeNull();
    // floor(2 × 2 / 3) = 1 and floor(2 × 1 / 3) = 0; the remainder 1 to p1, who has the most cubes
    expect(TILES.ghouls.vp).toBe(2);
    expect(d.vp).toEqual({ p1: 2, p2: 0 });
    expect([player(s, 'p1').tokens, player(s, 'p2').tokens]).toEqual([2, 0]);
    expect(s.boxed).toContain('ghouls');
  });

  it('[R] §11.6 a tie for the most cubes: the remainder to the fighter', () => {
    const s = front('I1');
    const t = putTile(s, '12-4', 'cultists'); // endurance 2, VP 1
    t.cubes.p2 = 1;
    player(s, 'p2').hq = 19;
    topCard(s, 0); // humanoids `IZ/x`: 1 cube, destroyed at 1–1: shares 0 and 0, the remainder 1 to p1
    attack(s, ['I']);
    const d = ev(act(s, 'p1', { type: 'fight' }), 'oldOneDestroyed')[0];
    expect(d.vp).toEqual({ p1: 1, p2: 0 });
  });

  it('[R] §11.6 a tie the fighter is not in: the remainder to the earliest in seat order', () => {
    const s = game(3);
    track(s, 'p1', SYDNEY, '12-6', '12-5');
    units(s, 'p1', 'A1');
    const t = putTile(s, '12-4', 'cthulhu'); // endurance 8, VP 12
    t.cubes = { p3: 3, p2: 3, p1: 1 };
    player(s, 'p2').hq = 17;
    player(s, 'p3').hq = 17;
    player(s, 'p1').hq = 19;
    topCard(s, 0); // titans `A/xxs`: the artillery hits: 8 cubes, destroyed (p2 3, p3 3, p1 2)
    act(s, 'p1', { type: 'box', box: 'attack' });
    const d = ev(act(s, 'p1', { type: 'fight' }), 'oldOneDestroyed')[0];
    // floors 4, 4, 3 → 11; the remainder 1 goes to p2 (tied with p3, earlier in seat order)
    expect(d.vp).toEqual({ p1: 3, p2: 5, p3: 4 });
  });
});

describe('§12 personality cards in combat', () => {
  it('P11 Chaplain: 4 sanity; a pending Bad Omens takes 1 off ([R] §10.5); P18 Field Nurse heals once', () => {
    const s = front('T1', 'C1');
    giveCard(s, 'p1', 'chaplain');
    giveCard(s, 'p1', 'fieldNurse');
    player(s, 'p1').dread = true;
    putTile(s, '12-4', 'shoggoth');
    topCard(s, 3); // beasts `C/xs`: the car hits, then x and s
    const events = attack(s, ['T', 'C']);
    expect(ev(events, 'combatStarted')[0].sanity).toBe(3);
    expect(player(s, 'p1').dread).toBe(false);
    acts(s, 'p1', { type: 'fight' }, { type: 'hit', unit: 'T1' });
    expect(legal(s, 'p1')).toContainEqual({ type: 'nurse', unit: 'T1' });
    act(s, 'p1', { type: 'nurse', unit: 'T1' });
    expect(s.combat?.units.find((u) => u.id === 'T1')?.dmg).toBe(0);
    expect(legal(s, 'p1').some((a) => a.type === 'nurse')).toBe(false);
  });

  it('P10 Artillery Major cancels one `x` per combat, with an artillery in the force', () => {
    const s = front('A1', 'T1');
    giveCard(s, 'p1', 'artilleryMajor');
    putTile(s, '12-4', 'shoggoth');
    topCard(s, 1); // beasts `AZ/xx`
    attack(s, ['A', 'T']);
    act(s, 'p1', { type: 'fight' });
    expect(legal(s, 'p1')).toContainEqual({ type: 'cancel' });
    const events = act(s, 'p1', { type: 'cancel' });
    expect(ev(events, 'strikeCancelled')).toHaveLength(1);
    expect(legal(s, 'p1')).not.toContainEqual({ type: 'cancel' });
  });

  it('P12 Occultist: before each card its owner sees the top card, privately', () => {
    const s = front('I1');
    giveCard(s, 'p1', 'occultist');
    putTile(s, '12-4', 'deepOnes');
    topCard(s, 4);
    const events = attack(s, ['I']);
    expect(ev(events, 'cardPeeked')[0]).toMatchObject({ seat: 'p1', card: 4 });
    expect(s.peeks.p1?.top).toBe(4);
    act(s, 'p1', { type: 'fight' });
    expect(s.peeks.p1?.top).not.toBe(4);
  });

  it('P09 Aviator: airships range +2 and endurance +1', () => {
    const s = front('Z1');
    putTile(s, '6-3', 'cultists'); // 6 from the network (hex distance)
    expect(targetsFor(s, 'p1', ['Z'])).toEqual([]);
    giveCard(s, 'p1', 'aviator');
    expect(targetsFor(s, 'p1', ['Z'])).toEqual([h('6-3')]);
    expect(unitEndurance(s, 'p1', 'Z')).toBe(UNITS.Z.endurance + 1);
  });
});
