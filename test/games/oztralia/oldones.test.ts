/** §10.1–§10.4 the Old Ones' turn: movement, targets, tie-breaks, groups, blight, port defence, reveal. */
import { describe, expect, it } from 'vitest';
import { hexName } from '../../../shared/oztralia/hex';
import { stepFrom } from '../../../shared/oztralia/movement';
import {
  SYDNEY,
  act,
  calendar,
  ev,
  farm,
  game,
  h,
  oldOnesTurn,
  player,
  prompt,
  putTile,
  topCard,
  units,
} from './helpers';

/** A solo game with p1 far behind the disc, so that after one Old Ones' turn p1 is asked. */
function board() {
  const s = game(1);
  calendar(s, [['p1', 5]]);
  s.cal.push({ m: 'old', pos: 22 });
  return s;
}

// Old One cards by index (data.ts): 0 H dir 1, 3 B dir 4, 8 H dir 5, 10 U dir 3, 4 G dir 3
describe('§10.1 step 3: which cards are drawn', () => {
  it('no face-up Old One that can move: no card is drawn (face-down tiles and temples never move)', () => {
    const s = board();
    putTile(s, '5-4', 'cultists', false);
    putTile(s, '6-4', 'temple', true);
    const events = oldOnesTurn(s);
    expect(ev(events, 'cardDrawn')).toHaveLength(0);
    expect(s.discard).toEqual([]);
  });

  it('two cards, each moving the face-up tiles of its mover family one step', () => {
    const s = board();
    farm(s, 'p1', '8-4', 'S');
    const cultists = putTile(s, '5-4', 'cultists');
    const zombies = putTile(s, '5-6', 'zombies');
    topCard(s, 8, 3);
    const events = oldOnesTurn(s);
    expect(ev(events, 'cardDrawn').map((e) => e.card)).toEqual([8, 3]);
    expect(hexName(cultists.hex)).toBe('6-4');
    expect(hexName(zombies.hex)).toBe('5-6');
    expect(prompt(s)).toBe('p1:box');
  });
});

describe('§10.2 one step', () => {
  it('towards the nearest target; among several steps, the card direction, then clockwise', () => {
    const s = board();
    farm(s, 'p1', '8-4', 'S');
    // from 5-4 both 6-4 (direction 2) and 6-5 (direction 3) are one step closer
    expect(hexName(stepFrom(s, h('5-4'), 1))).toBe('6-4');
    expect(hexName(stepFrom(s, h('5-4'), 2))).toBe('6-4');
    expect(hexName(stepFrom(s, h('5-4'), 3))).toBe('6-5');
    // 4, 5, 6 and 1 do not qualify: clockwise wraps round to 2
    expect(hexName(stepFrom(s, h('5-4'), 4))).toBe('6-4');
    expect(hexName(stepFrom(s, h('5-4'), 5))).toBe('6-4');
  });

  it('several targets at the same distance: the direction decides between them', () => {
    const s = board();
    farm(s, 'p1', '5-2', 'S');
    farm(s, 'p1', '5-6', 'C');
    expect(hexName(stepFrom(s, h('5-4'), 1))).toBe('5-3');
    expect(hexName(stepFrom(s, h('5-4'), 4))).toBe('5-5');
    expect(hexName(stepFrom(s, h('5-4'), 2))).toBe('5-5');
  });

  it('ports are targets too; a blighted farm is not ([R] ruling 4)', () => {
    const s = board();
    farm(s, 'p1', '12-4', 'C', true);
    expect(hexName(stepFrom(s, h('12-3'), 1))).toBe('12-4'); // towards Sydney, through the blighted farm
    s.farms = [];
    farm(s, 'p1', '12-4', 'C', true);
    // from 12-5, Sydney is one step away by 13-5 (direction 3) and 12-6 (direction 4): clockwise from 1, 13-5
    expect(hexName(stepFrom(s, h('12-5'), 1))).toBe('13-5');
    expect(hexName(stepFrom(s, h('12-5'), 4))).toBe('12-6');
  });
});

describe('§10.1 groups ([R] ruling 3) and §10.3 what a step does', () => {
  it('tiles sharing a hex move as one group; groups move in hex id order, each step computed in its turn', () => {
    const s = board();
    farm(s, 'p1', '7-4', 'S');
    const a = putTile(s, '5-4', 'cultists');
    const b = putTile(s, '5-4', 'deepOnes');
    const c = putTile(s, '8-4', 'cultists');
    topCard(s, 0, 3);
    const events = oldOnesTurn(s);
    const moves = ev(events, 'oldOneMoved');
    // 5-4 (hex 64) goes before 8-4 (hex 68): the pair steps together, then the tile at 8-4 enters the farm
    expect(moves.map((m) => [m.uids, hexName(m.to)])).toEqual([
      [[a.uid, b.uid], '6-4'],
      [[c.uid], '7-4'],
    ]);
    expect(ev(events, 'farmBlighted')).toEqual([{ type: 'farmBlighted', hex: h('7-4'), owner: 'p1' }]);
    expect(s.farms[0].blighted).toBe(true);
  });

  it('only the moving family of a shared hex moves', () => {
    const s = board();
    farm(s, 'p1', '7-4', 'S');
    const a = putTile(s, '5-4', 'cultists');
    const z = putTile(s, '5-4', 'zombies');
    topCard(s, 0, 3);
    oldOnesTurn(s);
    expect([hexName(a.hex), hexName(z.hex)]).toEqual(['6-4', '5-4']);
  });

  it('§11.7 entering a port with no unit in the barracks: the port falls and the game ends at once', () => {
    const s = board();
    putTile(s, '12-6', 'cultists');
    topCard(s, 0, 3);
    const events = oldOnesTurn(s);
    expect(ev(events, 'portAttacked')[0]).toMatchObject({ seat: 'p1', hex: h(SYDNEY) });
    expect(ev(events, 'portLost')).toHaveLength(1);
    expect(s.result?.reason).toBe('portLost');
    // the second card was never drawn: the game ended at once
    expect(ev(events, 'cardDrawn')).toHaveLength(1);
  });

  it('§11.7 a port defence won: play goes on with the next card', () => {
    const s = board();
    units(s, 'p1', 'I1', 'C1');
    putTile(s, '12-6', 'cultists');
    // movement card 5 (H, direction 2: 13-5 is no closer, then 3: Sydney), then combat cards 0 (I hits a humanoid;
    // strike x) and 2 (C hits; strike x)
    topCard(s, 5, 0, 2, 3);
    s.discard = [];
    const events = oldOnesTurn(s);
    expect(prompt(s)).toBe('p1:hit');
    const more = act(s, 'p1', { type: 'hit', unit: 'I1' });
    expect(ev(more, 'unitHit')[0]).toMatchObject({ unit: 'I1', dmg: 1 });
    expect(ev(more, 'oldOneDestroyed')).toHaveLength(1);
    expect(ev(more, 'combatEnded')[0].end).toBe('victory');
    expect(s.result).toBeNull();
    expect(ev([...events, ...more], 'cardDrawn').map((e) => e.why)).toEqual(['move', 'combat', 'combat', 'move']);
    // §6 damage never lasts beyond a combat
    expect(player(s, 'p1').units).toEqual(['I1', 'C1']);
  });
});

describe('§10.1 the deck', () => {
  it('[R] §10.1 the discard is reshuffled when the deck runs out', () => {
    const s = board();
    putTile(s, '2-2', 'cultists');
    s.discard = s.deck.splice(0, 17);
    const events = oldOnesTurn(s);
    // the deck's last card is drawn, then the whole discard (its 17 and that one) is shuffled for the second
    expect(ev(events, 'deckShuffled')).toEqual([{ type: 'deckShuffled', size: 18 }]);
    expect(s.deck.length + s.discard.length).toBe(18);
  });
});
