import { describe, expect, it } from 'vitest';
import { equalJson } from '../../shared/core/clone';
import { emptyBoard, expectSettled, setFunds, setPools, setTown, type TestGame } from './helpers';

/** Round 1 planning, map cleared, kaiju on Shibuya; the events are started directly with Roppongi as omen town. */
function board(): TestGame {
  return emptyBoard(5);
}

const done = expectSettled;

// Roppongi's neighbours: Shibuya, Ebisu, Akasaka, Kasumigaseki, Hamamatsucho.

describe('§9 normal events', () => {
  it('§9 Tremor: 1 lava on the omen town', () => {
    const g = board();
    g.event('tremor', 'roppongi');
    expect(g.town('roppongi').lava).toBe(1);
    done(g);
  });

  it('§9 Fissure: 1 lava on the omen town and 1 on an adjacent town of the kaiju’s choice', () => {
    const g = board();
    g.event('fissure', 'roppongi');
    expect(g.town('roppongi').lava).toBe(1);
    expect(g.prompt().seat).toBe('kaiju');
    expect(g.options()).toHaveLength(5);
    g.answer({ type: 'town', town: 'akasaka' });
    expect(g.town('akasaka').lava).toBe(1);
    done(g);
  });

  it('§9 Toxic Gas: 1 person on the omen town dies (kaiju chooses), then 1 lava there', () => {
    const g = board();
    setTown(g, 'roppongi', { citizens: 1, vips: 1 });
    g.event('toxicGas', 'roppongi');
    expect(g.kind()).toBe('choosePeople');
    g.answer({ type: 'people', vips: 1 });
    expect(g.town('roppongi')).toMatchObject({ citizens: 1, vips: 0, lava: 1 });
    done(g);
  });

  it('§9 Wildfire: 1 lava on the omen town and on each adjacent town already holding lava', () => {
    const g = board();
    setTown(g, 'ebisu', { lava: 1 });
    setTown(g, 'kasumigaseki', { lava: 2 });
    setTown(g, 'ginza', { lava: 1 }); // not adjacent
    g.event('wildfire', 'roppongi');
    expect(g.town('roppongi').lava).toBe(1);
    expect(g.town('ebisu').lava).toBe(2);
    expect(g.town('kasumigaseki').lava).toBe(3);
    expect(g.town('shibuya').lava).toBe(0);
    expect(g.town('ginza').lava).toBe(1);
    done(g);
  });

  it('§9 Great Earthquake: 2 lava on the omen town; 2 funds pool → spent', () => {
    const g = board();
    g.event('greatEarthquake', 'roppongi');
    expect(g.town('roppongi').lava).toBe(2);
    expect(g.s.humans.funds).toMatchObject({ pool: 8, spent: 2 });
    done(g);
  });

  it('§9 Eruption: 2 lava on the omen town and 1 on the kaiju’s town', () => {
    const g = board();
    g.event('eruption', 'roppongi');
    expect(g.town('roppongi').lava).toBe(2);
    expect(g.town('shibuya').lava).toBe(1);
    done(g);
  });
});

describe('§9 advanced events', () => {
  it('§9 Earthquake Swarm: 1 lava on the omen town and on each adjacent town with a base', () => {
    const g = board();
    setTown(g, 'kasumigaseki', { bases: 2 });
    setTown(g, 'ginza', { bases: 1 });
    g.event('earthquakeSwarm', 'roppongi');
    expect(g.town('roppongi').lava).toBe(1);
    expect(g.town('kasumigaseki').lava).toBe(1);
    expect(g.town('ginza').lava).toBe(0);
    done(g);
  });

  it('§9 Pyroclastic Flow: 2 lava on the omen town, then a basic Lava Flow from it', () => {
    const g = board();
    setTown(g, 'roppongi', { lava: 2 });
    setTown(g, 'akasaka', { lava: 1 });
    g.event('pyroclasticFlow', 'roppongi');
    expect(g.kind()).toBe('lavaFlowStep');
    g.answer({ type: 'move', to: 'akasaka' });
    g.answer({ type: 'move', to: 'harajuku' });
    expect(g.town('roppongi').lava).toBe(1);
    expect(g.town('akasaka').lava).toBe(1);
    expect(g.town('harajuku').lava).toBe(3);
    done(g);
  });

  it('§9 Pyroclastic Flow in progress: the state survives a JSON round trip (no undefined fields)', () => {
    const g = board();
    setTown(g, 'akasaka', { lava: 1 });
    g.event('pyroclasticFlow', 'roppongi');
    expect(g.kind()).toBe('lavaFlowStep');
    expect(equalJson(JSON.parse(JSON.stringify(g.s)), g.s)).toBe(true);
  });

  it('§9 Toxic Gas Burst: 1 person dies on the omen town and on each adjacent town', () => {
    const g = board();
    setTown(g, 'roppongi', { citizens: 2 });
    setTown(g, 'ebisu', { citizens: 1, vips: 1 });
    setTown(g, 'hamamatsucho', { citizens: 1 });
    g.event('toxicGasBurst', 'roppongi');
    g.answer({ type: 'people', vips: 1 });
    expect(g.town('roppongi').citizens).toBe(1);
    expect(g.town('ebisu')).toMatchObject({ citizens: 1, vips: 0 });
    expect(g.town('hamamatsucho').citizens).toBe(0);
    expect(g.ev('personKilled')).toHaveLength(3);
    done(g);
  });

  it('§9 Growth Spurt: 2 lava from the kaiju board to the damage track (may grow the kaiju)', () => {
    const g = board();
    setPools(g, [2, 6, 6, 6, 6]);
    g.event('growthSpurt', 'roppongi');
    expect(g.s.tracks.damage.cells.slice(0, 2)).toEqual(['l', 'l']);
    expect(g.s.kaiju.stage).toBe(1);
    expect(g.kind()).toBe('placeEvolution');
    g.answer({ type: 'node', node: 'fireball' });
    done(g);
  });

  it('§9 Market Panic: 3 funds pool → spent (as many as there are)', () => {
    const g = board();
    setFunds(g, 2, 8);
    g.event('marketPanic', 'roppongi');
    expect(g.s.humans.funds).toMatchObject({ pool: 0, spent: 10 });
    done(g);
  });

  it('§9 Subterranean Advance: the kaiju may move up to 2, then 1 lava on the omen town and 1 on its town', () => {
    const g = board();
    g.event('subterraneanAdvance', 'roppongi');
    expect(g.options().some((o) => o.type === 'pass')).toBe(true);
    g.answer({ type: 'move', to: 'roppongi' });
    g.answer({ type: 'move', to: 'akasaka' });
    expect(g.s.kaiju.town).toBe('akasaka');
    expect(g.town('roppongi').lava).toBe(1);
    expect(g.town('akasaka').lava).toBe(1);
    done(g);
  });

  it('§9 Subterranean Advance staying on the omen town puts both lava there', () => {
    const g = board();
    g.s.kaiju.town = 'roppongi';
    g.event('subterraneanAdvance', 'roppongi');
    g.pass();
    expect(g.town('roppongi').lava).toBe(2);
    done(g);
  });

  it('§9 Blackout: up to 2 units on or adjacent to the omen town return to the stock', () => {
    const g = board();
    setTown(g, 'roppongi', { fire: 1 });
    setTown(g, 'akasaka', { sdf: 2 });
    setTown(g, 'ginza', { fire: 1 }); // not adjacent
    const stock = { ...g.s.humans.stock };
    g.event('blackout', 'roppongi');
    g.answer({ type: 'unit', town: 'akasaka', unit: 'sdf' });
    g.answer({ type: 'unit', town: 'akasaka', unit: 'sdf' });
    expect(g.s.humans.stock).toMatchObject({ fire: stock.fire, sdf: stock.sdf + 2 });
    expect(g.town('roppongi').fire).toBe(1);
    done(g);
  });

  it('§9 Blackout may return fewer', () => {
    const g = board();
    setTown(g, 'roppongi', { fire: 1 });
    g.event('blackout', 'roppongi');
    g.pass();
    expect(g.town('roppongi').fire).toBe(1);
    done(g);
  });

  it('§9 Great Eruption: 3 lava on the omen town', () => {
    const g = board();
    g.event('greatEruption', 'roppongi');
    expect(g.town('roppongi').lava).toBe(3);
    done(g);
  });
});
