/** The screen kit's decision funnel (client/kit/funnel.ts): legal actions become taps, narrowed until one is left. */
import { describe, expect, it } from 'vitest';
import { button, funnel, hintStep, offered, type FunnelSpec, type Step } from '../../../client/kit/funnel';

type Act = { type: 'go'; from: string; to: string } | { type: 'take'; at: string; what: string } | { type: 'pass' };

/** A toy game: moves are from-town then to-town; a take is a town then what to take; pass is a button. */
const spec: FunnelSpec<Act> = {
  steps: (a) =>
    a.type === 'go'
      ? [
          { on: 'town', id: a.from },
          { on: 'town', id: a.to },
        ]
      : a.type === 'take'
        ? [{ on: 'town', id: a.at }, button(a.what)]
        : [button('pass')],
  fill: (s) => s.on === 'button',
};
const town = (id: string): Step => ({ on: 'town', id });

describe('the decision funnel', () => {
  const options: Act[] = [
    { type: 'go', from: 'a', to: 'b' },
    { type: 'go', from: 'a', to: 'c' },
    { type: 'take', at: 'd', what: 'gold' },
    { type: 'take', at: 'e', what: 'gold' },
    { type: 'take', at: 'e', what: 'wood' },
    { type: 'pass' },
  ];

  it('offers the distinct first steps, board targets and buttons, in the engine order', () => {
    const c = funnel(options, [], spec);
    expect(offered(c, 'town')).toEqual(['a', 'd', 'e']);
    expect(offered(c, 'button')).toEqual(['pass']);
    expect(c.complete).toBeNull();
  });

  it('narrows to the actions that match the taps, then names the one they determine', () => {
    const c = funnel(options, [town('a')], spec);
    expect(offered(c, 'town')).toEqual(['b', 'c']);
    expect(c.candidates).toHaveLength(2);
    expect(funnel(options, [town('a'), town('c')], spec).complete).toEqual(options[1]);
    expect(funnel(options, [button('pass')], spec).complete).toEqual({ type: 'pass' });
  });

  it('fills in a lone next step the game allows (a button), never a first step', () => {
    // one thing to take in d: taken at once
    const d = funnel(options, [town('d')], spec);
    expect(d.complete).toEqual(options[2]);
    expect(d.taps).toEqual([town('d'), button('gold')]);
    // two things in e: asked
    expect(offered(funnel(options, [town('e')], spec), 'button')).toEqual(['gold', 'wood']);
    // a lone town is not filled (the spec fills buttons only)
    const one: Act[] = [{ type: 'go', from: 'a', to: 'b' }];
    expect(funnel(one, [town('a')], spec).complete).toBeNull();
    // a lone first step is still a tap
    expect(funnel([{ type: 'pass' } as Act], [], spec).complete).toBeNull();
  });

  it('never offers what is not legal: a tap off the path leaves nothing', () => {
    const c = funnel(options, [town('zz')], spec);
    expect(c.candidates).toEqual([]);
    expect(c.next).toEqual([]);
    expect(c.complete).toBeNull();
  });

  it('takes a shortcut path (the target at once, the kind implied); the first action wins a tie', () => {
    type K = { type: 'move' | 'eat'; to: string };
    const s: FunnelSpec<K> = {
      steps: (a) => [button(a.type), { on: 'sea', id: a.to }],
      also: (a) => [[{ on: 'sea', id: a.to }]],
    };
    const opts: K[] = [
      { type: 'move', to: '1' },
      { type: 'move', to: '2' },
      { type: 'eat', to: '2' },
    ];
    const c = funnel(opts, [], s);
    expect(offered(c, 'button')).toEqual(['move', 'eat']);
    expect(offered(c, 'sea')).toEqual(['1', '2']);
    expect(funnel(opts, [{ on: 'sea', id: '2' }], s).complete).toEqual(opts[1]);
    expect(funnel(opts, [button('eat')], s).complete).toEqual(opts[2]);
  });

  it("marks the hint's next step while the taps follow its path", () => {
    const hint = options[1];
    expect(hintStep(hint, options, [], spec)).toEqual(town('a'));
    expect(hintStep(hint, options, [town('a')], spec)).toEqual(town('c'));
    expect(hintStep(hint, options, [town('e')], spec)).toBeNull();
    expect(hintStep({ type: 'go', from: 'x', to: 'y' }, options, [], spec)).toBeNull();
  });
});
