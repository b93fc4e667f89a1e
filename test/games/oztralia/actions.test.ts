/** §5 action boxes and §9 the player actions (railway, mine, recruit, military, import/export, farm, retrieve). */
import { describe, expect, it } from 'vitest';
import { hexName } from '../../../shared/oztralia/hex';
import { NUMBERS } from '../../../shared/oztralia/data';

/** The solo start space (§14). */
const S = NUMBERS.startSpace[1];
import { network } from '../../../shared/oztralia/board';
import type { Action } from '../../../shared/oztralia/types';
import { SYDNEY, act, acts, ev, farm, game, giveCard, h, legal, player, prompt, putTile, track } from './helpers';

const edges = (actions: Action[]) =>
  actions.filter((a) => a.type === 'track').map((a) => `${hexName(a.a)}|${hexName(a.b)}`);
const boxes = (actions: Action[]) => actions.map((a) => (a.type === 'box' ? a.box : a.type));

describe('§5 action boxes', () => {
  it('a cube from HQ, 1 gold per cube already in the box, then the marker moves by the box time', () => {
    const s = game(1);
    const p = player(s, 'p1');
    p.boxes.trade = 2;
    p.hq = 18;
    const events = act(s, 'p1', { type: 'box', box: 'trade' });
    expect(ev(events, 'boxChosen')[0]).toMatchObject({ box: 'trade', gold: 2 });
    expect([p.gold, p.hq, p.boxes.trade]).toEqual([2, 17, 3]);
    acts(s, 'p1', { type: 'exchange', ex: 'takeCoal' }, { type: 'exchange', ex: 'takeIron' });
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(S + 1);
  });

  it('[R] §9 a box is offered only when its costs can be paid and its action done; retrieving without a cube always', () => {
    const s = game(1);
    const p = player(s, 'p1');
    p.gold = 0;
    p.boxes.trade = 1;
    p.hq = 19;
    const offered = boxes(legal(s, 'p1'));
    // no gold for the trade surcharge, no unit to buy, nothing to mine, farm or attack, a railway needs no gold
    expect(offered).toEqual(['railPlain', 'railMountain', 'recruit', 'retrieve', 'retrieveWithoutCube']);
    p.hq = 0;
    p.boxes.trade = 20;
    expect(boxes(legal(s, 'p1'))).toEqual(['retrieveWithoutCube']);
  });
});

describe('§9.1 build railway', () => {
  it('the first track starts at the port; up to two tracks; the plain box never enters a mountain', () => {
    const s = game(1);
    act(s, 'p1', { type: 'box', box: 'railPlain' });
    expect(prompt(s)).toBe('p1:track');
    expect(edges(legal(s, 'p1'))).toEqual(['13-5|13-6', '12-6|13-6', '13-6|12-7']);
    act(s, 'p1', { type: 'track', a: h('12-6'), b: h('13-6') });
    // from 12-6: its neighbours 11-5 and 11-6 are mountains, refused by the plain box
    const second = edges(legal(s, 'p1'));
    expect(second).not.toContain('11-5|12-6');
    expect(second).toContain('12-5|12-6');
    expect(legal(s, 'p1')).toContainEqual({ type: 'stop' });
    const events = act(s, 'p1', { type: 'track', a: h('12-5'), b: h('12-6') });
    expect(ev(events, 'trackBuilt')).toHaveLength(1);
    const p = player(s, 'p1');
    expect([p.coal, p.iron, p.tracks.length]).toEqual([1, 1, 2]);
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(S + 2);
  });

  it('[R] ruling 2: the mountain box (time 3) may enter a mountain hex', () => {
    const s = game(1);
    track(s, 'p1', SYDNEY, '12-6');
    act(s, 'p1', { type: 'box', box: 'railMountain' });
    expect(edges(legal(s, 'p1'))).toContain('11-5|12-6');
    acts(s, 'p1', { type: 'track', a: h('11-5'), b: h('12-6') }, { type: 'stop' });
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(S + 3);
  });

  it('§12 P02 the Surveyor lets the plain box enter mountains; P01 the Railway Engineer lays three', () => {
    const s = game(1);
    giveCard(s, 'p1', 'surveyor');
    giveCard(s, 'p1', 'railwayEngineer');
    track(s, 'p1', SYDNEY, '12-6');
    act(s, 'p1', { type: 'box', box: 'railPlain' });
    expect(edges(legal(s, 'p1'))).toContain('11-5|12-6');
    const events = acts(
      s,
      'p1',
      { type: 'track', a: h('11-5'), b: h('12-6') },
      { type: 'track', a: h('12-5'), b: h('12-6') },
      { type: 'track', a: h('12-4'), b: h('12-5') },
    );
    expect(ev(events, 'trackBuilt')).toHaveLength(3);
    expect(prompt(s)).toBe('p1:box');
  });

  it('a track never ends on a hex with an Old One; an Old One on the line cuts the network behind it', () => {
    const s = game(1);
    track(s, 'p1', SYDNEY, '12-6', '12-5', '12-4');
    expect(network(s, 'p1').map(hexName)).toEqual(['12-4', '12-5', '12-6', '13-6']);
    putTile(s, '12-5', 'cultists', false);
    expect(network(s, 'p1').map(hexName)).toEqual(['12-6', '13-6']);
    act(s, 'p1', { type: 'box', box: 'railPlain' });
    expect(edges(legal(s, 'p1'))).not.toContain('12-5|12-6');
    expect(edges(legal(s, 'p1'))).not.toContain('12-4|12-3');
  });

  it('one track per edge for each player, but others may share it', () => {
    const s = game(2);
    track(s, 'p1', SYDNEY, '12-6');
    track(s, 'p2', SYDNEY, '12-6');
    player(s, 'p2').port = h(SYDNEY);
    act(s, 'p1', { type: 'box', box: 'railPlain' });
    expect(edges(legal(s, 'p1'))).not.toContain('12-6|13-6');
  });
});

describe('§9.2 mine', () => {
  it('all tokens of one type from one connected hex; phosphate gives 1 gold', () => {
    const s = game(1);
    track(s, 'p1', SYDNEY, '12-6');
    s.res[h('12-6')] = { coal: 3, phos: 2 };
    s.phosSupply -= 2;
    act(s, 'p1', { type: 'box', box: 'mine' });
    expect(legal(s, 'p1')).toEqual([
      { type: 'mine', hex: h('12-6'), res: 'coal' },
      { type: 'mine', hex: h('12-6'), res: 'phos' },
    ]);
    const events = act(s, 'p1', { type: 'mine', hex: h('12-6'), res: 'phos' });
    expect(ev(events, 'mined')[0]).toMatchObject({ n: 2, gold: 1 });
    const p = player(s, 'p1');
    expect([p.phos, p.gold, p.coal]).toEqual([2, 5, 2]);
    expect(s.res[h('12-6')]).toEqual({ coal: 3 });
  });

  it('§12 P04 the Mining Magnate takes a second type; P19 the Prospector adds 2 gold ([R] ruling 8)', () => {
    const s = game(1);
    giveCard(s, 'p1', 'miningMagnate');
    giveCard(s, 'p1', 'prospector');
    track(s, 'p1', SYDNEY, '12-6');
    s.res[h('12-6')] = { coal: 3, phos: 1 };
    s.phosSupply -= 1;
    acts(s, 'p1', { type: 'box', box: 'mine' }, { type: 'mine', hex: h('12-6'), res: 'phos' });
    // the second type is the only one left: taken at once
    const p = player(s, 'p1');
    expect([p.phos, p.coal, p.gold]).toEqual([1, 5, 4 + 3]);
    expect(s.res[h('12-6')]).toBeUndefined();
  });
});

describe('§9.3 recruit', () => {
  it('a face-up card: the cards to its left slide right, a new card comes up on the left (ruling 9)', () => {
    const s = game(1);
    const row = [...s.row];
    const top = s.personDeck[s.personDeck.length - 1];
    acts(s, 'p1', { type: 'box', box: 'recruit' }, { type: 'recruit', slot: 3 });
    expect(player(s, 'p1').cards).toEqual([row[3]]);
    expect(s.row).toEqual([top, row[0], row[1], row[2], row[4]]);
  });

  it('the blind draw: 1 gold, two cards seen by the drawer alone, the other to the bottom', () => {
    const s = game(2);
    const [a, b] = s.personDeck.slice(-2).reverse();
    act(s, 'p1', { type: 'box', box: 'recruit' });
    const events = act(s, 'p1', { type: 'recruitBlind' });
    expect(ev(events, 'blindDrawn')[0].cards).toEqual([a, b]);
    expect(legal(s, 'p1')).toEqual([
      { type: 'keep', card: a },
      { type: 'keep', card: b },
    ]);
    act(s, 'p1', { type: 'keep', card: b });
    expect(player(s, 'p1').cards).toEqual([b]);
    expect(s.personDeck[0]).toBe(a);
    expect(s.peeks.p1?.deck).toEqual([a]);
    expect(player(s, 'p1').gold).toBe(3);
  });

  it('[R] §9.3 the blind draw needs two cards in the deck', () => {
    const s = game(1);
    player(s, 'p1').cards.push(...s.personDeck.splice(0, s.personDeck.length - 1));
    act(s, 'p1', { type: 'box', box: 'recruit' });
    expect(legal(s, 'p1')).not.toContainEqual({ type: 'recruitBlind' });
  });
});

describe('§9.4 military', () => {
  it('one unit, or one or two infantry, paid in gold', () => {
    const s = game(1);
    act(s, 'p1', { type: 'box', box: 'military' });
    expect(legal(s, 'p1')).toEqual([
      { type: 'buy', units: ['I'] },
      { type: 'buy', units: ['I', 'I'] },
      { type: 'buy', units: ['A'] },
      { type: 'buy', units: ['C'] },
      { type: 'buy', units: ['T'] },
      { type: 'buy', units: ['Z'] },
    ]);
    const events = act(s, 'p1', { type: 'buy', units: ['I', 'I'] });
    expect(ev(events, 'unitsBought')[0]).toMatchObject({ units: ['I1', 'I2'], gold: 2 });
    expect(player(s, 'p1').units).toEqual(['I1', 'I2']);
  });

  it('§12 P03 the Quartermaster pays 1 less for all but infantry; P20 the Sergeant Major buys two kinds', () => {
    const s = game(1);
    giveCard(s, 'p1', 'quartermaster');
    giveCard(s, 'p1', 'sergeantMajor');
    player(s, 'p1').gold = 5;
    act(s, 'p1', { type: 'box', box: 'military' });
    const options = legal(s, 'p1').map((a) => (a.type === 'buy' ? a.units.join('') : ''));
    expect(options).toContain('IIZ'); // 2 + 3 = 5: the infantry pair and an airship ([R] ruling 8)
    expect(options).toContain('AC'); // 2 + 1
    expect(options).toContain('AZ'); // 2 + 3
    expect(options.every((o) => new Set(o).size <= 2)).toBe(true); // never three kinds
    act(s, 'p1', { type: 'buy', units: ['A', 'C'] });
    expect(player(s, 'p1').gold).toBe(5 - 2 - 1);
  });
});

describe('§9.5 import/export', () => {
  it('two exchanges; a coal just imported may be exported ([R] ruling 6); stopping after one', () => {
    const s = game(1);
    player(s, 'p1').coal = 0;
    act(s, 'p1', { type: 'box', box: 'trade' });
    expect(legal(s, 'p1')).toEqual([
      { type: 'exchange', ex: 'takeCoal' },
      { type: 'exchange', ex: 'takeIron' },
      { type: 'exchange', ex: 'sellIron' },
    ]);
    act(s, 'p1', { type: 'exchange', ex: 'takeCoal' });
    expect(legal(s, 'p1')).toContainEqual({ type: 'exchange', ex: 'sellCoal' });
    act(s, 'p1', { type: 'exchange', ex: 'sellCoal' });
    expect([player(s, 'p1').coal, player(s, 'p1').gold]).toEqual([0, 5]);
    expect(prompt(s)).toBe('p1:box');
  });

  it('§12 P14 the Banker gets 2 gold an export; P15 the Smuggler makes three exchanges', () => {
    const s = game(1);
    giveCard(s, 'p1', 'banker');
    giveCard(s, 'p1', 'smuggler');
    acts(
      s,
      'p1',
      { type: 'box', box: 'trade' },
      { type: 'exchange', ex: 'sellCoal' },
      { type: 'exchange', ex: 'sellCoal' },
      { type: 'exchange', ex: 'sellIron' },
    );
    expect(player(s, 'p1').gold).toBe(4 + 6);
  });
});

describe('§9.6 farm', () => {
  it('up to three farms of different types on empty connected hexes of their symbol; 1 time and 1 gold each', () => {
    const s = game(1);
    track(s, 'p1', SYDNEY, '12-6', '12-5', '12-4');
    s.res[h('12-4')] = { coal: 1 };
    putTile(s, '13-5', 'temple', false);
    act(s, 'p1', { type: 'box', box: 'farm' });
    // 12-6, 12-5 are cattle (C); 12-4 has a resource; 13-5 holds an Old One (and is not connected)
    expect(legal(s, 'p1')).toEqual([
      { type: 'farm', hex: h('12-5'), kind: 'C' },
      { type: 'farm', hex: h('12-6'), kind: 'C' },
    ]);
    act(s, 'p1', { type: 'farm', hex: h('12-6'), kind: 'C' });
    // a second cattle farm is refused (each of a different type); nothing else: the action ends
    expect(prompt(s)).toBe('p1:box');
    expect(player(s, 'p1').gold).toBe(5);
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(S + 1);
  });

  it('a hex with a farm is not empty', () => {
    const s = game(1);
    track(s, 'p1', SYDNEY, '12-6');
    farm(s, 'p1', '12-6', 'C');
    act(s, 'p1', { type: 'box', box: 'trade' });
    expect(s.farms).toHaveLength(1);
  });
});

describe('§9.8 retrieve', () => {
  it('with a cube: time 1, every cube in the boxes back to HQ; without: time 2 ([R] ruling 7)', () => {
    const s = game(1);
    const p = player(s, 'p1');
    p.boxes.mine = 2;
    p.boxes.trade = 1;
    p.hq = 17;
    const events = act(s, 'p1', { type: 'box', box: 'retrieve' });
    expect(ev(events, 'cubesRetrieved')[0].n).toBe(4);
    expect(p.hq).toBe(20);
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(S + 1);
    act(s, 'p1', { type: 'retrieveWithoutCube' });
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(S + 3);
  });
});
