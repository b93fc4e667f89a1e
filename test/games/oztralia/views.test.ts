/** §15 who sees what: views, peeks and redacted events. */
import { describe, expect, it } from 'vitest';
import { oztralia as g } from '../../../shared/oztralia/index';
import { oldOnesRange } from '../../../shared/oztralia/view';
import { TILES, TILE_KINDS } from '../../../shared/oztralia/data';
import type { View } from '../../../shared/oztralia/types';
import { SYDNEY, act, ev, game, giveCard, putTile, track } from './helpers';

const v = (s: Parameters<typeof g.view>[0], who: string) => g.view(s, who) as View;

describe('§15 views', () => {
  it('face-down tiles show their back only; piles and decks show counts; the spectator has no peeks', () => {
    const s = game(2);
    putTile(s, '3-3', 'cthulhu', false);
    const view = v(s, 'spectator');
    expect(view.tiles[0]).toMatchObject({ level: 3, kind: null, up: false });
    expect(view.piles).toEqual([s.piles[0].length, s.piles[1].length, s.piles[2].length]);
    expect(typeof view.deck).toBe('number');
    expect(typeof view.personDeck).toBe('number');
    expect(view.peeks).toBeNull();
    // the pools list what a hidden tile may be (public); nothing says which it is
    expect(view.unknown[3].cthulhu).toBe(1);
  });

  it('P13 the Tracker: its owner alone sees the face-down tiles within 2 hexes of its network, events redacted', () => {
    const s = game(2);
    track(s, 'p1', SYDNEY, '12-6');
    putTile(s, '11-4', 'ghouls', false); // 2 from 12-6
    putTile(s, '9-4', 'miGo', false); // 3 away
    giveCard(s, 'p1', 'tracker');
    const events = act(s, 'p1', { type: 'retrieveWithoutCube' });
    const peek = ev(events, 'tilePeeked');
    expect(peek.map((e) => e.kind)).toEqual(['ghouls']);
    expect(g.redactEvent(s, peek[0], 'p2')).toMatchObject({ type: 'tilePeeked', kind: null });
    expect(v(s, 'p1').peeks?.tiles).toEqual({ [s.tiles[0].uid]: 'ghouls' });
    expect(v(s, 'p2').peeks?.tiles).toEqual({});
    expect(v(s, 'p2').tiles.map((t) => t.kind)).toEqual([null, null]);
    expect(v(s, 'p1').tiles.map((t) => t.kind)).toEqual([null, null]);
  });

  it('the blind recruit: the two cards reach the drawer alone; the returned card stays known to it', () => {
    const s = game(2);
    act(s, 'p1', { type: 'box', box: 'recruit' });
    const drawn = ev(act(s, 'p1', { type: 'recruitBlind' }), 'blindDrawn')[0];
    expect(g.redactEvent(s, drawn, 'p2')).toMatchObject({ cards: null });
    expect(g.redactEvent(s, drawn, 'spectator')).toMatchObject({ cards: null });
    expect(v(s, 'p1').peeks?.drawn).toEqual(drawn.cards);
    expect(v(s, 'p2').peeks?.drawn).toBeNull();
    expect(g.legalActions(s, 'p2')).toEqual([]);
    const cards = drawn.cards ?? [];
    const kept = ev(act(s, 'p1', { type: 'keep', card: cards[0] }), 'blindKept')[0];
    expect(g.redactEvent(s, kept, 'p2')).toEqual({ type: 'blindKept', seat: 'p1', card: cards[0], returned: null });
    expect(v(s, 'p1').peeks?.deck).toEqual([cards[1]]);
  });

  it('§15 the Old Ones’ score as a range from the public compositions; exact at the end', () => {
    const s = game(1);
    putTile(s, '3-3', 'cultists');
    putTile(s, '4-4', 'cthulhu', false);
    const vps = (level: number) => TILE_KINDS.filter((k) => TILES[k].level === level).map((k) => TILES[k].vp);
    const [min3, max3] = [Math.min(...vps(3)), Math.max(...vps(3))];
    // the hidden level-3 tile could be anything of the level-3 pool, doubled
    const up = TILES.cultists.vp;
    expect(oldOnesRange(s)).toEqual([up + 2 * min3, up + 2 * max3]);
    putTile(s, '5-5', 'cultists', false);
    // a hidden level-1 tile may be a kangaroo (0) or the best of its pool
    expect(oldOnesRange(s)).toEqual([up + 2 * min3, up + 2 * max3 + 2 * Math.max(...vps(1))]);
  });

  it('the view holds no random generator', () => {
    const s = game(1);
    const text = JSON.stringify(v(s, 'p1'));
    for (const n of s.rng) expect(text).not.toContain(String(n >>> 0));
  });
});
