/**
 * How each of Vulcanus's decisions is tapped (the screen kit's funnel, client/kit/funnel.ts, does the rest): an
 * option is a town on the map, or a button, or a town then a button or a town (a move: from, to, and which piece
 * when several kinds could go). It knows nothing of the rules beyond the shape of actions.
 */
import type { Action } from '../../../../shared/vulcanus/types';
import { BUTTON, button, type FunnelSpec, type Step } from '../../../kit/funnel';

export const TOWN = 'town';

const town = (id: string): Step => ({ on: TOWN, id });

export function optionSteps(a: Action, all: readonly Action[]): Step[] {
  switch (a.type) {
    case 'town':
      return [town(a.town)];
    case 'move': {
      // where from (unless every move starts in one town), where to (unless every move ends in one), and which
      // kind of piece last, when several could make the same move (citizens or a VIP): a drag on the map gives
      // both towns at once (screen/move-input.ts), and the panel then asks which piece
      const moves = all.filter((x): x is Extract<Action, { type: 'move' }> => x.type === 'move');
      const sameFrom = moves.every((m) => m.from === a.from);
      const sameTo = moves.every((m) => m.to === a.to);
      const kinds = new Set(moves.filter((m) => m.from === a.from && m.to === a.to).map((m) => m.piece));
      const steps = [...(sameFrom ? [] : [town(a.from)]), ...(sameTo && !sameFrom ? [] : [town(a.to)])];
      return kinds.size > 1 ? [...steps, button(`piece:${a.piece}`)] : steps;
    }
    case 'unit':
      return [town(a.town), button(`unit:${a.unit}`)];
    case 'target':
      return [town(a.town), button(`piece:${a.piece}`)];
    case 'heli':
      return [town(a.from), town(a.to)];
    case 'people':
      return [button(`people:${a.citizens}:${a.vips}`)];
    case 'option':
      return [button(`option:${a.option}`)];
    case 'role':
      return [button(`role:${a.role}`)];
    case 'node':
      return [button(`node:${a.node}`)];
    case 'bonus':
      return [button(`bonus:${a.tile}`)];
    case 'pass':
      return [button('pass')];
    default:
      return [button(a.type)];
  }
}

/** A single button left after a first tap (the only unit on the chosen town) is chosen at once; a town never is. */
export const SPEC: FunnelSpec<Action> = { steps: optionSteps, fill: (s) => s.on === BUTTON };
