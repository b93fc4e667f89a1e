import type { Random } from '../../core/rng';
import { legalActions } from '../rules';
import { planningActions } from '../planning';
import type { Action, Seat, State } from '../types';

const ONLY = (...t: Action['type'][]) => new Set<Action['type']>(t);
const DONE = ONLY('done');
const CLAIM = ONLY('claim');
const PLACE = ONLY('place');
const REDRAW = ONLY('redraw');
const CLAIMS = ONLY('release', 'proposeSwap', 'answerSwap');

/**
 * The random legal player. Answers are uniform over the legal options; in planning it claims, places and
 * declares done (with the odd redraw, release or swap) rather than wandering among take-backs, so that games finish.
 */
export function randomAction(s: State, seat: Seat, rng: Random): Action | null {
  const p = s.prompts.find((x) => x.seat === seat);
  if (!p) return null;
  if (p.kind === 'planHumans' || p.kind === 'planKaiju') {
    if (rng.float() < 0.05) {
      const redraws = planningActions(s, seat, REDRAW);
      if (redraws.length) return rng.pick(redraws);
    }
    // now and then a claim released, a swap proposed or answered
    if (rng.float() < 0.03) {
      const claims = planningActions(s, seat, CLAIMS);
      if (claims.length) return rng.pick(claims);
    }
    const done = planningActions(s, seat, DONE);
    if (done.length) return done[0];
    const unclaimed = planningActions(s, seat, CLAIM).filter(
      (a) => a.type === 'claim' && s.humans.roles.find((r) => r.role === a.role)?.claim === null,
    );
    if (unclaimed.length) return rng.pick(unclaimed);
    const place = planningActions(s, seat, PLACE);
    if (place.length) return rng.pick(place);
  }
  const legal = legalActions(s, seat);
  return legal.length ? rng.pick(legal) : null;
}
