// @vitest-environment happy-dom
/** The coach (client/ui/coach.ts) leaves when the game ends: no bubble, not even its closing one, over the result. */
import { describe, expect, it } from 'vitest';
import type { CoachScript } from '../../client/games/types';
import type { GameUpdate } from '../../client/net/types';
import { mountCoach } from '../../client/ui/coach';

const words = (s: string) => ({ ja: s, en: s });
const u = (round: number, outcome: GameUpdate['outcome'] = null) =>
  ({ v: round, seat: 'h1', view: { round }, legal: [], events: [], timer: null, outcome }) as unknown as GameUpdate;

const script: CoachScript = {
  endsWhen: (x) => (x.view as { round: number }).round >= 2,
  end: words('ready'),
  steps: [{ id: 'welcome', text: words('welcome') }],
};

describe('the tutorial coach at the end of the game', () => {
  it('shows its closing bubble once the guided part is over, and leaves when the game ends', () => {
    const root = document.createElement('div');
    document.body.append(root);
    const coach = mountCoach(root, script);
    coach.update(u(1));
    expect(root.querySelector('[data-test=coach-bubble]')?.getAttribute('data-step')).toBe('welcome');
    (root.querySelector('[data-test=coach-next]') as HTMLElement).click();
    coach.update(u(2));
    expect(root.querySelector('[data-test=coach-bubble]')?.getAttribute('data-step')).toBe('end');
    // the player plays on with the closing bubble up; the game ends: the result must not sit under it
    coach.update(u(6, { winners: ['kaiju'], reason: 'vulcanus.end.damageFull' } as GameUpdate['outcome']));
    expect(root.querySelector('[data-test=coach]')).toBeNull();
    coach.destroy();
  });
});
