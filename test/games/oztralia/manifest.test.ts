/** §10.5 the manifestation cards (all 21; 15 are used in a game), §10.4 reveal, and their tolls on every player. */
import { describe, expect, it } from 'vitest';
import { SURVEY_SITES, LEVEL_OF, hexName } from '../../../shared/oztralia/hex';
import type { ManifestId } from '../../../shared/oztralia/data';
import type { GameEvent, State } from '../../../shared/oztralia/types';
import {
  MELBOURNE,
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
  topManifest,
  track,
} from './helpers';

/** A game of `players` with the disc about to stop on the lit space 24 and turn `card`. */
function lit(card: ManifestId, players: 1 | 2 = 1): State {
  const s = game(players);
  calendar(
    s,
    players === 1
      ? [['p1', 5]]
      : [
          ['p1', 5],
          ['p2', 6],
        ],
  );
  s.cal.push({ m: 'old', pos: 23 });
  topManifest(s, card);
  return s;
}

const revealed = (events: GameEvent[]) => ev(events, 'oldOneRevealed').map((e) => hexName(e.hex));
const up = (s: State, hex: string) => s.tiles.filter((t) => t.hex === h(hex)).every((t) => t.up);

describe('§10.5 level I', () => {
  it('Restless Scrub: for each port in seat order, the face-down tile nearest to it', () => {
    const s = lit('restlessScrub', 2);
    putTile(s, '12-5', 'cultists', false); // near Sydney (p1)
    putTile(s, '12-4', 'cultists', false); // second nearest to Sydney
    putTile(s, '8-9', 'cultists', false); // near Melbourne (p2)
    const events = oldOnesTurn(s);
    expect(ev(events, 'manifestation')[0].card).toBe('restlessScrub');
    expect(revealed(events)).toEqual(['12-5', '8-9']);
  });

  it('Shamblers: every face-down level-1 tile; every player loses 1 gold (if any)', () => {
    const s = lit('shamblers', 2);
    putTile(s, '3-3', 'cultists', false);
    putTile(s, '5-5', 'ghouls', false);
    player(s, 'p2').gold = 0;
    const events = oldOnesTurn(s);
    expect(revealed(events)).toEqual(['3-3']);
    expect(ev(events, 'goldLost').map((e) => e.seat)).toEqual(['p1']);
    expect(player(s, 'p1').gold).toBe(3);
  });

  it('Strange Tracks: every face-down tile within 2 hexes of an unblighted farm', () => {
    const s = lit('strangeTracks');
    farm(s, 'p1', '8-4', 'S');
    farm(s, 'p1', '2-9', 'S', true);
    putTile(s, '8-2', 'cultists', false);
    putTile(s, '8-1', 'cultists', false);
    putTile(s, '3-8', 'cultists', false); // next to the blighted farm only
    expect(revealed(oldOnesTurn(s))).toEqual(['8-2']);
  });

  it('Dust Storm: four movement cards; each player discards a coal or an iron, choosing only with both', () => {
    const s = lit('dustStorm', 2);
    putTile(s, '2-2', 'cultists');
    player(s, 'p2').iron = 0;
    const events = oldOnesTurn(s);
    expect(prompt(s)).toBe('p1:discard');
    const more = act(s, 'p1', { type: 'discard', res: 'iron' });
    expect(ev([...events, ...more], 'resourceDiscarded').map((e) => `${e.seat}:${e.res}`)).toEqual([
      'p1:iron',
      'p2:coal',
    ]);
    expect(ev([...events, ...more], 'cardDrawn').filter((e) => e.why === 'move')).toHaveLength(4);
  });

  it('Cult Meeting: a face-down level-1 tile on every empty, numbered survey site', () => {
    const s = lit('cultMeeting');
    putTile(s, '1-0', 'shoggoth', false);
    const events = oldOnesTurn(s);
    const placed = ev(events, 'oldOnePlaced');
    expect(placed.map((e) => hexName(e.hex))).toEqual(
      SURVEY_SITES.filter((x) => LEVEL_OF[x] > 0 && hexName(x) !== '1-0').map(hexName),
    );
    expect(placed.every((e) => e.level === 1 && e.kind === null)).toBe(true);
  });

  it('Lights in the Sky: the face-down tile nearest to any track', () => {
    const s = lit('lightsInTheSky');
    track(s, 'p1', SYDNEY, '12-6', '12-5');
    putTile(s, '11-3', 'cultists', false);
    putTile(s, '12-2', 'cultists', false);
    expect(revealed(oldOnesTurn(s))).toEqual(['11-3']);
  });

  it('Bad Omens: the tile nearest to any port; every player starts the next combat with 2 sanity', () => {
    const s = lit('badOmens');
    putTile(s, '12-4', 'cultists', false);
    putTile(s, '3-3', 'cultists', false);
    const events = oldOnesTurn(s);
    expect(revealed(events)).toEqual(['12-4']);
    expect(player(s, 'p1').dread).toBe(true);
  });

  it('§10.4 a revealed kangaroo goes to the box at once', () => {
    const s = lit('shamblers');
    putTile(s, '3-3', 'kangaroo', false);
    const events = oldOnesTurn(s);
    expect(ev(events, 'kangarooRemoved')).toHaveLength(1);
    expect(s.tiles).toEqual([]);
    expect(s.boxed).toEqual(['kangaroo']);
  });
});

describe('§10.5 level II', () => {
  it('The Hunt: every face-down level-2 tile', () => {
    const s = lit('theHunt');
    putTile(s, '3-3', 'cultists', false);
    putTile(s, '5-5', 'ghouls', false);
    expect(revealed(oldOnesTurn(s))).toEqual(['5-5']);
  });

  it('Blight Wind: every face-up mobile tile next to an unblighted farm moves onto it (first by direction)', () => {
    const s = lit('blightWind');
    farm(s, 'p1', '7-5', 'M');
    farm(s, 'p1', '8-4', 'S');
    const a = putTile(s, '7-4', 'cultists'); // next to both: 8-4 is its direction 2 (NE), 7-5 its direction 4 (S)
    const t = putTile(s, '9-4', 'temple'); // temples never move
    topCard(s, 3, 4); // the movement cards that follow move beasts and titans: none here
    const events = oldOnesTurn(s);
    expect(hexName(a.hex)).toBe('8-4');
    expect(hexName(t.hex)).toBe('9-4');
    expect(ev(events, 'farmBlighted').map((e) => hexName(e.hex))).toEqual(['8-4']);
  });

  it('Respawn: a face-down tile of the site’s level on every empty, numbered survey site', () => {
    const s = lit('respawn');
    const events = oldOnesTurn(s);
    for (const e of ev(events, 'oldOnePlaced')) expect(e.level).toBe(LEVEL_OF[e.hex]);
    expect(ev(events, 'oldOnePlaced')).toHaveLength(12);
  });

  it('Lost Hours: the tile nearest to any farm; every player’s marker 1 forward', () => {
    const s = lit('lostHours');
    farm(s, 'p1', '8-4', 'S');
    putTile(s, '8-6', 'cultists', false);
    putTile(s, '3-3', 'cultists', false);
    const events = oldOnesTurn(s);
    expect(revealed(events)).toEqual(['8-6']);
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(6);
  });

  it('Night March: every face-up humanoid and undead tile one step, one card drawn for the direction', () => {
    const s = lit('nightMarch');
    farm(s, 'p1', '8-4', 'S');
    const a = putTile(s, '5-4', 'cultists');
    const z = putTile(s, '5-6', 'zombies');
    const m = putTile(s, '4-4', 'miGo');
    topCard(s, 3, 4, 9); // the march's card, then two movement cards for titans and beasts
    const events = oldOnesTurn(s);
    const march = ev(events, 'cardDrawn').filter((e) => e.why === 'march');
    expect(march).toHaveLength(1);
    expect(a.hex).not.toBe(h('5-4'));
    expect(z.hex).not.toBe(h('5-6'));
    expect(m.hex).toBe(h('4-4'));
  });

  it('Eyes in the Dark: every face-down tile within 3 hexes of a port; every player loses 1 gold', () => {
    const s = lit('eyesInTheDark');
    putTile(s, '11-4', 'cultists', false); // 2 from Sydney
    putTile(s, '10-3', 'cultists', false); // 4 from Sydney
    const events = oldOnesTurn(s);
    expect(revealed(events)).toEqual(['11-4']);
    expect(ev(events, 'goldLost')).toHaveLength(1);
  });

  it('Madness: the two face-down tiles nearest to any farm; the next combat starts with 2 sanity', () => {
    const s = lit('madness');
    farm(s, 'p1', '8-4', 'S');
    putTile(s, '8-6', 'cultists', false);
    putTile(s, '8-7', 'cultists', false);
    putTile(s, '2-2', 'cultists', false);
    const events = oldOnesTurn(s);
    expect(revealed(events).sort()).toEqual(['8-6', '8-7']);
    expect(player(s, 'p1').dread).toBe(true);
  });
});

describe('§10.5 level III', () => {
  it('The Avatar: X face up on the level-3 survey site nearest to any port; then (X on the map) level 3 revealed', () => {
    const s = lit('theAvatar');
    const events = oldOnesTurn(s);
    const x = s.tiles.find((t) => t.kind === 'X');
    expect(x && LEVEL_OF[x.hex]).toBe(3);
    expect(ev(events, 'oldOnePlaced')[0]).toMatchObject({ kind: 'X', level: 0 });
    expect(s.aside).toEqual(['XX']);
    // with X no longer aside the card reveals every face-down level-3 tile instead
    const t = lit('theAvatar');
    t.aside = ['XX'];
    putTile(t, '2-2', 'X');
    putTile(t, '3-2', 'shoggoth', false);
    expect(revealed(oldOnesTurn(t))).toEqual(['3-2']);
  });

  it('The Great One: XX likewise, or every face-down tile; every player loses 1 gold', () => {
    const s = lit('theGreatOne');
    const events = oldOnesTurn(s);
    expect(s.tiles.some((t) => t.kind === 'XX')).toBe(true);
    expect(ev(events, 'goldLost')).toHaveLength(1);
  });

  it('Awakening: every face-down tile', () => {
    const s = lit('awakening');
    putTile(s, '3-3', 'cultists', false);
    putTile(s, '5-5', 'ghouls', false);
    oldOnesTurn(s);
    expect(up(s, '3-3') && up(s, '5-5')).toBe(true);
  });

  it('Frenzy: every face-up mobile tile moves one step', () => {
    const s = lit('frenzy');
    farm(s, 'p1', '8-4', 'S');
    const a = putTile(s, '5-4', 'starSpawn');
    const t = putTile(s, '4-4', 'greatTemple');
    const events = oldOnesTurn(s);
    expect(ev(events, 'cardDrawn').filter((e) => e.why === 'march')).toHaveLength(1);
    expect(a.hex).not.toBe(h('5-4'));
    expect(t.hex).toBe(h('4-4'));
  });

  it('Deep Stirring: every face-down level-3 tile; every player’s marker 1 forward', () => {
    const s = lit('deepStirring');
    putTile(s, '3-2', 'shoggoth', false);
    putTile(s, '5-5', 'ghouls', false);
    expect(revealed(oldOnesTurn(s))).toEqual(['3-2']);
    expect(s.cal.find((e) => e.m === 'p1')?.pos).toBe(6);
  });

  it('Second Wave: a face-down level-2 tile on every empty survey site of level 2 or more', () => {
    const s = lit('secondWave');
    const placed = ev(oldOnesTurn(s), 'oldOnePlaced');
    expect(placed.map((e) => hexName(e.hex))).toEqual(SURVEY_SITES.filter((x) => LEVEL_OF[x] >= 2).map(hexName));
    expect(placed.every((e) => e.level === 2)).toBe(true);
  });

  it('Despair: for each port the nearest face-down tile; a tile revealed for one port is not for the next', () => {
    const s = lit('despair', 2);
    putTile(s, '10-8', 'cultists', false); // nearer to Melbourne than to Sydney, and the only one
    const events = oldOnesTurn(s);
    expect(revealed(events)).toEqual(['10-8']);
    expect([player(s, 'p1').dread, player(s, 'p2').dread]).toEqual([true, true]);
    expect(MELBOURNE).toBe('9-10');
  });
});
