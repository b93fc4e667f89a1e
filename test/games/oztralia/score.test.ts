/** §13 the end and scoring, §12 the personality cards' end effects, and §14 solo. */
import { describe, expect, it } from 'vitest';
import { judge, oldOnesScore, seatScore } from '../../../shared/oztralia/score';
import { PERSONALITIES, TILES } from '../../../shared/oztralia/data';
import { oztralia } from '../../../shared/oztralia/index';
import { calendar, ev, farm, game, giveCard, player, putTile } from './helpers';

describe('§13 players score', () => {
  it('2 per unblighted farm, 3 per phosphate, personality VP, tiles held and VP tokens', () => {
    const s = game(1);
    farm(s, 'p1', '12-6', 'C');
    farm(s, 'p1', '12-5', 'C', true);
    const p = player(s, 'p1');
    p.phos = 2;
    s.phosSupply -= 2;
    giveCard(s, 'p1', 'governor');
    p.won.push('deepOnes');
    s.piles[0].splice(s.piles[0].indexOf('deepOnes'), 1);
    p.tokens = 3;
    const tile = TILES.deepOnes.vp;
    expect(seatScore(s, 'p1')).toEqual({ farms: 2, phosphate: 6, cards: 4, tiles: tile, tokens: 3, total: 15 + tile });
  });

  it('§12 P05–P08 farm cards count unblighted farms; P17 the Professor counts tiles held', () => {
    const s = game(1);
    for (const card of ['drover', 'woolBaron', 'agronomist', 'stationOwner', 'professor'] as const)
      giveCard(s, 'p1', card);
    farm(s, 'p1', '12-6', 'C');
    farm(s, 'p1', '12-5', 'C');
    farm(s, 'p1', '8-4', 'S');
    farm(s, 'p1', '8-3', 'M');
    farm(s, 'p1', '9-3', 'S', true);
    player(s, 'p1').won.push('cultists', 'zombies');
    s.piles[0].splice(s.piles[0].indexOf('cultists'), 1);
    s.piles[0].splice(s.piles[0].indexOf('zombies'), 1);
    // drover 2, wool baron 1, agronomist 1, station owner 3 × 1 set, professor 2, and their printed VP
    const printed = ['drover', 'woolBaron', 'agronomist', 'stationOwner', 'professor'] as const;
    expect(seatScore(s, 'p1').cards).toBe(2 + 1 + 1 + 3 + 2 + printed.reduce((a, c) => a + PERSONALITIES[c], 0));
  });
});

describe('§13 the Old Ones score', () => {
  it('face-up tiles their VP, face-down ones double (a kangaroo 0), 1 per blighted farm; X only on the map', () => {
    const s = game(1);
    putTile(s, '3-3', 'shoggoth');
    putTile(s, '4-4', 'ghouls', false);
    putTile(s, '5-5', 'kangaroo', false);
    farm(s, 'p1', '12-6', 'C', true);
    const [up, hidden] = [TILES.shoggoth.vp, 2 * TILES.ghouls.vp];
    expect(oldOnesScore(s)).toEqual({ faceUp: up, hidden, blighted: 1, total: up + hidden + 1 });
    putTile(s, '2-2', 'X');
    expect(oldOnesScore(s).faceUp).toBe(up + TILES.X.vp);
  });

  it('the highest total wins; a tie with the best player goes to the Old Ones', () => {
    const s = game(1);
    putTile(s, '3-3', 'cultists');
    player(s, 'p1').tokens = 1;
    expect(judge(s, 'calendar')).toMatchObject({ winners: [], oldOnesWin: true });
    player(s, 'p1').tokens = 2;
    expect(judge(s, 'calendar')).toMatchObject({ winners: ['p1'], oldOnesWin: false });
  });

  it('[R] §13 players tied: more unblighted farms, then more VP from Old Ones, then a shared win', () => {
    const s = game(3);
    player(s, 'p1').tokens = 4;
    player(s, 'p2').tokens = 2;
    farm(s, 'p2', '12-6', 'C');
    player(s, 'p3').tokens = 2;
    farm(s, 'p3', '8-4', 'S');
    // p2 and p3: 4 each with one farm each; p1: 4 with no farm
    expect(judge(s, 'calendar').winners).toEqual(['p2', 'p3']);
    player(s, 'p3').tokens = 2 - TILES.deepOnes.vp;
    player(s, 'p3').won.push('deepOnes');
    s.piles[0].splice(s.piles[0].indexOf('deepOnes'), 1);
    expect(judge(s, 'calendar').winners).toEqual(['p2', 'p3']);
    player(s, 'p3').phos = 0;
    farm(s, 'p1', '9-3', 'S');
    player(s, 'p1').tokens = 2;
    expect(judge(s, 'calendar').winners).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('§13 the end', () => {
  it('every marker on 53: the hidden tiles are shown and scored; the outcome names the winners', () => {
    const s = game(1);
    putTile(s, '3-3', 'cultists', false);
    player(s, 'p1').tokens = 5;
    const events = calendar(s, [
      ['old', 53],
      ['p1', 53],
    ]);
    expect(ev(events, 'tilesShown')[0].tiles.map((t) => t.kind)).toEqual(['cultists']);
    expect(ev(events, 'gameEnded')[0].result).toMatchObject({ reason: 'calendar', winners: ['p1'] });
    expect(oztralia.outcome(s)).toEqual({ winners: ['p1'], reason: 'calendar' });
  });

  it('[R] ruling 5: the disc the last to reach 53 still runs its turn in full', () => {
    const s = game(1);
    putTile(s, '2-2', 'cultists');
    const events = calendar(s, [
      ['old', 52],
      ['p1', 53],
    ]);
    // 52 → 53, then still two movement cards
    expect(ev(events, 'cardDrawn')).toHaveLength(2);
    expect(oztralia.outcome(s)?.reason).toBe('oldOnes.calendar');
  });
});
