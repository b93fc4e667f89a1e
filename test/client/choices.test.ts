/** Vulcanus's decisions as taps (towns on the map, buttons), through the screen kit's funnel. */
import { describe, expect, it } from 'vitest';
import { SPEC } from '../../client/games/vulcanus/screen/choices';
import { funnel, offered, type Step } from '../../client/kit/funnel';
import type { Action } from '../../shared/vulcanus/types';

type Tap = { kind: 'town'; town: string } | { kind: 'btn'; key: string };
const step = (t: Tap): Step => (t.kind === 'town' ? { on: 'town', id: t.town } : { on: 'button', id: t.key });
/** The funnel's state in the words of the former builder: the towns and buttons offered, the complete action. */
function choose(options: Action[], taps: Tap[]) {
  const c = funnel(options, taps.map(step), SPEC);
  return { towns: offered(c, 'town'), buttons: offered(c, 'button'), complete: c.complete, candidates: c.candidates };
}

describe('choose', () => {
  it('offers towns for town options and a button for pass', () => {
    const options: Action[] = [{ type: 'town', town: 'shibuya' }, { type: 'town', town: 'ebisu' }, { type: 'pass' }];
    const st = choose(options, []);
    expect(st.towns).toEqual(['shibuya', 'ebisu']);
    expect(st.buttons).toEqual(['pass']);
    expect(choose(options, [{ kind: 'town', town: 'ebisu' }]).complete).toEqual({ type: 'town', town: 'ebisu' });
  });

  it('asks for the destination only when every move starts in the same town (kaiju walk)', () => {
    const options: Action[] = [
      { type: 'move', piece: 'kaiju', from: 'shibuya', to: 'ebisu' },
      { type: 'move', piece: 'kaiju', from: 'shibuya', to: 'harajuku' },
    ];
    expect(choose(options, []).towns).toEqual(['ebisu', 'harajuku']);
    expect(choose(options, [{ kind: 'town', town: 'harajuku' }]).complete).toEqual(options[1]);
  });

  it('moves pieces in two or three taps: from, to, then which piece (when several kinds could go)', () => {
    const options: Action[] = [
      { type: 'move', piece: 'citizens', from: 'shibuya', to: 'ebisu' },
      { type: 'move', piece: 'vips', from: 'shibuya', to: 'ebisu' },
      { type: 'move', piece: 'citizens', from: 'ginza', to: 'shimbashi' },
      { type: 'pass' },
    ];
    expect(choose(options, []).towns).toEqual(['shibuya', 'ginza']);
    const atShibuya = choose(options, [{ kind: 'town', town: 'shibuya' }]);
    expect(atShibuya.towns).toEqual(['ebisu']);
    expect(atShibuya.buttons).toEqual([]);
    const both = choose(options, [
      { kind: 'town', town: 'shibuya' },
      { kind: 'town', town: 'ebisu' },
    ]);
    expect(both.buttons).toEqual(['piece:citizens', 'piece:vips']);
    const vip = choose(options, [
      { kind: 'town', town: 'shibuya' },
      { kind: 'town', town: 'ebisu' },
      { kind: 'btn', key: 'piece:vips' },
    ]);
    expect(vip.complete).toEqual(options[1]);
    // one kind of piece in Ginza: no piece button, the move goes once its destination is tapped
    expect(
      choose(options, [
        { kind: 'town', town: 'ginza' },
        { kind: 'town', town: 'shimbashi' },
      ]).complete,
    ).toEqual(options[2]);
  });

  it('asks which piece even when every move starts in one town (a VIP can always be chosen)', () => {
    const options: Action[] = [
      { type: 'move', piece: 'citizens', from: 'shibuya', to: 'ebisu' },
      { type: 'move', piece: 'vips', from: 'shibuya', to: 'ebisu' },
      { type: 'move', piece: 'citizens', from: 'shibuya', to: 'harajuku' },
    ];
    expect(choose(options, []).towns).toEqual(['ebisu', 'harajuku']);
    expect(choose(options, [{ kind: 'town', town: 'ebisu' }]).buttons).toEqual(['piece:citizens', 'piece:vips']);
    expect(
      choose(options, [
        { kind: 'town', town: 'ebisu' },
        { kind: 'btn', key: 'piece:vips' },
      ]).complete,
    ).toEqual(options[1]);
    expect(choose(options, [{ kind: 'town', town: 'harajuku' }]).complete).toEqual(options[2]);
  });

  it('chooses the only unit on a tapped town at once', () => {
    const options: Action[] = [
      { type: 'unit', town: 'ginza', unit: 'fire' },
      { type: 'unit', town: 'shimbashi', unit: 'sdf' },
      { type: 'pass' },
    ];
    expect(choose(options, [{ kind: 'town', town: 'ginza' }]).complete).toEqual(options[0]);
  });

  it('never completes an action that is not among the options', () => {
    const options: Action[] = [{ type: 'heli', from: 'ginza', to: 'ueno' }];
    expect(choose(options, [{ kind: 'town', town: 'ueno' }]).complete).toBeNull();
    expect(choose(options, [{ kind: 'town', town: 'ueno' }]).candidates).toEqual([]);
  });
});
