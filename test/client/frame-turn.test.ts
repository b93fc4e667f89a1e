// @vitest-environment happy-dom
/** "Your turn" online (client/ui/frame/turn.ts): the tab title while this seat decides, one chime as each turn begins. */
import { describe, expect, it } from 'vitest';
import { frameTurn } from '../../client/ui/frame/turn';
import type { GameUpdate } from '../../client/net/types';

const u = (active: string[], legal: unknown[] = [{}], outcome: GameUpdate['outcome'] = null): GameUpdate => ({
  v: 1,
  seat: 'p1',
  view: {},
  legal,
  events: [],
  active,
  outcome,
});

describe('your turn', () => {
  it('online: the title says so while the seat decides, and a chime marks each turn as it begins', () => {
    document.title = 'Kaiju Online';
    let chimes = 0;
    const turn = frameTurn(true, () => chimes++);
    turn.draw(u(['p2'], []));
    expect(document.title).toBe('Kaiju Online');
    turn.draw(u(['p1']));
    turn.draw(u(['p1'])); // the same turn goes on: no second chime
    expect(document.title).toMatch(/^● .+ — Kaiju Online$/);
    expect(chimes).toBe(1);
    turn.draw(u(['p2'], []));
    expect(document.title).toBe('Kaiju Online');
    turn.draw(u(['p1', 'p2']));
    expect(chimes).toBe(2);
    turn.draw(u(['p1'], [{}], { winners: ['p1'], reason: 'x' }));
    expect(document.title).toBe('Kaiju Online');
    turn.draw(u(['p1']));
    turn.stop();
    expect(document.title).toBe('Kaiju Online');
  });

  it('solo play says nothing: its player is at the screen', () => {
    document.title = 'Kaiju Online';
    let chimes = 0;
    const turn = frameTurn(false, () => chimes++);
    turn.draw(u(['p1']));
    expect(document.title).toBe('Kaiju Online');
    expect(chimes).toBe(0);
  });
});
