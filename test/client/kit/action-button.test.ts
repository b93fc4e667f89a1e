// @vitest-environment happy-dom
/** The kit's whole-answer button (client/kit/action-button.ts): it sends its own action, marked when hinted. */
import { describe, expect, it } from 'vitest';
import { actionButton } from '../../../client/kit/action-button';

type A = { type: 'release' } | { type: 'done' };

describe('actionButton', () => {
  it('sends its action on a click, and is marked when the hint suggests that very action', () => {
    const sent: A[] = [];
    const ui = { send: (a: A) => sent.push(a), isHint: (a: A) => a.type === 'done' };
    const release = actionButton<A>({ type: 'release' }, ui, { text: 'Release', cls: 'quiet', test: 'claim-release' });
    const done = actionButton<A>({ type: 'done' }, ui, { text: 'Done', title: 'why' });
    expect(release.className).toBe('quiet');
    expect(done.className).toBe('hinted');
    expect(release.dataset.test).toBe('claim-release');
    expect(done.title).toBe('why');
    release.click();
    expect(sent).toEqual([{ type: 'release' }]);
  });

  it('a disabled one says so', () => {
    const b = actionButton<A>(
      { type: 'done' },
      { send: () => true, isHint: () => false },
      { text: 'x', disabled: true },
    );
    expect(b.disabled).toBe(true);
  });
});
