// @vitest-environment happy-dom
/**
 * The screen kit's decision and its panel (client/kit/decision.ts, panel.ts): taps from buttons and the board,
 * the answer sent once, a confirmation where the game asks one, the hint marked, everything off while it travels.
 */
import { describe, expect, it } from 'vitest';
import { AnswerGuard } from '../../../client/kit/answer';
import { Decision, type DecisionSpec } from '../../../client/kit/decision';
import { button } from '../../../client/kit/funnel';
import { boardLights, decisionPanel } from '../../../client/kit/panel';

type Act = { type: 'build'; at: string } | { type: 'pay'; n: number } | { type: 'pass' };
const spec: DecisionSpec<Act> = {
  steps: (a) =>
    a.type === 'build' ? [{ on: 'town', id: a.at }] : a.type === 'pay' ? [button(`pay:${a.n}`)] : [button('pass')],
};
const options: Act[] = [
  { type: 'build', at: 'x' },
  { type: 'build', at: 'y' },
  { type: 'pay', n: 2 },
  { type: 'pass' },
];
const words = { cancel: 'Cancel', confirm: 'Confirm', sending: 'Sending…' };
const label = (s: { on: string; id: string }) => `${s.on}/${s.id}`;

function setup(s: DecisionSpec<Act> = spec) {
  const sent: Act[] = [];
  let redraws = 0;
  const d: Decision<Act> = new Decision(s, {
    send: (a) => {
      sent.push(a);
      return true;
    },
    changed: () => redraws++,
  });
  d.show(options, 'v1');
  return { d, sent, redraws: () => redraws };
}

describe('a decision on screen', () => {
  it('draws buttons and board chips; a tap on either sends the action it names', () => {
    const { d, sent } = setup();
    const el = decisionPanel(d, { label, words, chips: [{ on: 'town', note: 'or tap the map' }], kind: 'build' });
    expect(el.dataset.kind).toBe('build');
    expect([...el.querySelectorAll('[data-test=town-option]')].map((b) => b.getAttribute('data-town'))).toEqual([
      'x',
      'y',
    ]);
    expect([...el.querySelectorAll('[data-test=option]')].map((b) => b.getAttribute('data-key'))).toEqual([
      'pay:2',
      'pass',
    ]);
    (el.querySelector('[data-key="pay:2"]') as HTMLButtonElement).click();
    expect(sent).toEqual([{ type: 'pay', n: 2 }]);
    // a board tap on a lit town
    expect(boardLights(d, 'town').ids).toEqual(['x', 'y']);
    expect(d.tap({ on: 'town', id: 'y' })).toBe(true);
    expect(sent.at(-1)).toEqual({ type: 'build', at: 'y' });
    // a town not offered does nothing
    expect(d.tap({ on: 'town', id: 'zz' })).toBe(false);
  });

  it('keeps its taps while the same decision stays on screen, and starts over on a new one', () => {
    const s: DecisionSpec<Act> = {
      steps: (a) => (a.type === 'build' ? [button('build'), { on: 'town', id: a.at }] : [button(a.type)]),
    };
    const { d } = setup(s);
    d.tap(button('build'));
    expect(d.choice.taps).toHaveLength(1);
    d.show(options, 'v1');
    expect(d.choice.taps).toHaveLength(1);
    const el = decisionPanel(d, { label, words });
    expect(el.querySelector('[data-test=prompt-chosen]')?.textContent).toBe('button/build');
    (el.querySelector('[data-test=option-cancel]') as HTMLButtonElement).click();
    expect(d.choice.taps).toHaveLength(0);
    d.tap(button('build'));
    d.show(options, 'v2');
    expect(d.choice.taps).toHaveLength(0);
  });

  it('waits for a confirmation where the game asks one', () => {
    const { d, sent } = setup({ ...spec, confirm: (a) => a.type === 'pay' });
    d.tap(button('pay:2'));
    expect(sent).toEqual([]);
    expect(d.ready).toEqual({ type: 'pay', n: 2 });
    const el = decisionPanel(d, { label, words });
    (el.querySelector('[data-test=confirm]') as HTMLButtonElement).click();
    expect(sent).toEqual([{ type: 'pay', n: 2 }]);
  });

  it('marks the hint, and turns everything off while the answer travels', () => {
    const { d } = setup();
    d.setHint({ type: 'build', at: 'y' });
    d.show(options, 'v1');
    let el = decisionPanel(d, { label, words, chips: [{ on: 'town' }] });
    expect(el.querySelector('.hinted')?.getAttribute('data-town')).toBe('y');
    expect(boardLights(d, 'town').hint).toBe('y');
    d.show(options, 'v1', true);
    el = decisionPanel(d, { label, words, chips: [{ on: 'town' }] });
    expect([...el.querySelectorAll('button')].every((b) => b.disabled)).toBe(true);
    expect(el.querySelector('[data-test=prompt-sent]')?.textContent).toBe('Sending…');
    expect(boardLights(d, 'town')).toEqual({ ids: [], hint: null });
    expect(d.tap({ on: 'town', id: 'x' })).toBe(false);
  });
});

describe('the answer guard', () => {
  it('sends one answer per version shown, with the newest version, and opens again when refused', () => {
    const out: [string, number][] = [];
    const g = new AnswerGuard<string>((a, v) => out.push([a, v]));
    expect(g.send('a', 3, 4)).toBe(true);
    expect(g.send('b', 3, 4)).toBe(false);
    expect(g.locked(3)).toBe(true);
    expect(g.locked(5)).toBe(false);
    g.reopen();
    expect(g.send('c', 3)).toBe(true);
    expect(out).toEqual([
      ['a', 4],
      ['c', 3],
    ]);
  });
});
