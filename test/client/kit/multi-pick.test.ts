/** The kit's multi-pick (client/kit/multi-pick.ts): several things ticked, and the option naming exactly them. */
import { describe, expect, it } from 'vitest';
import { MultiPick } from '../../../client/kit/multi-pick';

type Redraw = { type: 'redraw'; cards: string[] };
const opts: Redraw[] = [
  { type: 'redraw', cards: ['a1'] },
  { type: 'redraw', cards: ['a1', 'a2'] },
  { type: 'redraw', cards: ['b1'] },
];
/** Cards of two hands: a… and b… */
const pick = () => new MultiPick<Redraw>({ ids: (a) => a.cards, group: (id) => id[0] ?? '' });

describe('MultiPick', () => {
  it('answers with the option naming exactly the ticked set, in any order', () => {
    const m = pick();
    expect(m.match(opts)).toBeNull();
    m.toggle('a2');
    expect(m.match(opts)).toBeNull();
    m.toggle('a1');
    expect(m.picked).toEqual(['a2', 'a1']);
    expect(m.match(opts)).toEqual(opts[1]);
  });

  it('a second tick unticks; a tick from another group starts afresh', () => {
    const m = pick();
    m.toggle('a1');
    m.toggle('a2');
    m.toggle('a2');
    expect(m.match(opts)).toEqual(opts[0]);
    m.toggle('b1');
    expect(m.picked).toEqual(['b1']);
    expect(m.match(opts)).toEqual(opts[2]);
    m.clear();
    expect(m.picked).toEqual([]);
  });

  it('knows what no option names', () => {
    const m = pick();
    expect(m.offered(opts, 'a2')).toBe(true);
    expect(m.offered(opts, 'b2')).toBe(false);
  });
});
