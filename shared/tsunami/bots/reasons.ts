/**
 * The point of a move, for the hint: a translatable key (the client words `tsunami.reason.<key>`) with the unit,
 * hex or card it is about. Each names what the move achieves in the game's own terms.
 */
import type { Reason } from '../../core/game';
import { promptOf } from '../flow';
import { rowOf } from '../hex';
import type { Action, State } from '../types';
import { isChild, onMap, unit } from '../units';
import { climbs, distanceFor, waterTonight } from './paths';

export const REASON_KEYS = [
  'mixForTheFamily',
  'childrenLast',
  'slowFirst',
  'beatTheWater',
  'headForShelter',
  'reachShelter',
  'stayClose',
  'holdTheCliff',
  'waitHere',
  'dashForSafety',
  'takeTheHand',
  'letGo',
  'scoutShelter',
  'scoutAhead',
  'carryTheCat',
  'quenchFatigue',
  'pullOverCliff',
  'cancelDanger',
  'takeTheBlow',
  'saveForLater',
  'callUp',
  'takeTheRoute',
  'lightTheWay',
  'openShortcut',
  'clearTheWay',
  'moveTheDanger',
  'nothingLeft',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

const r = (key: ReasonKey, params: Record<string, string | number> = {}): Reason => ({ key, params });

export function reasonFor(s: State, seat: string, a: Action): Reason {
  const p = promptOf(s, seat);
  const u = p?.unit ? unit(s, p.unit) : null;
  const who = u?.id ?? '';
  switch (a.type) {
    case 'mix':
      return r('mixForTheFamily', { unit: who, first: a.first });
    case 'claim': {
      const x = unit(s, a.unit);
      return r(isChild(x) ? 'childrenLast' : 'slowFirst', { unit: x.id });
    }
    case 'done':
      return r('nothingLeft');
    case 'lead':
      return r('takeTheHand', { unit: who, led: a.unit });
    case 'release':
      return r('letGo', { unit: who });
    case 'foresight':
      return s.shelters.some((t) => t.hex === a.hex)
        ? r('scoutShelter', { hex: a.hex })
        : r('scoutAhead', { hex: a.hex });
    case 'carry':
      return r('carryTheCat', { unit: who });
    case 'bottle':
      return r('quenchFatigue', { unit: who });
    case 'go':
    case 'step':
    case 'stumble': {
      if (!u || !onMap(u)) return r('headForShelter', { unit: who });
      if (a.type === 'step' && distanceFor(s, u)[a.hex] === 0) return r('reachShelter', { unit: who, hex: a.hex });
      if (rowOf(u.hex) <= waterTonight(s) + 1) return r('beatTheWater', { unit: who });
      if (isChild(u)) return r('stayClose', { unit: who });
      return r('headForShelter', { unit: who });
    }
    case 'stop':
      return u && climbs(u) && onMap(u) && s.ground[u.hex] === '^'
        ? r('holdTheCliff', { unit: who })
        : r('waitHere', { unit: who });
    case 'dash':
      return r('dashForSafety', { unit: who });
    case 'pull':
      return r('pullOverCliff', { unit: who, hex: a.hex });
    case 'react':
      return a.skill === 'substitute'
        ? r('takeTheBlow', { unit: who, card: p?.card ?? '' })
        : r('cancelDanger', { unit: who, card: p?.card ?? '', skill: a.skill });
    case 'pass':
      return r('saveForLater', { card: p?.card ?? '' });
    case 'call':
      return r('callUp', { unit: a.unit, hex: a.hex });
    case 'route':
      return r('takeTheRoute', { unit: who, hex: a.hex });
    case 'flashlight':
      return r('lightTheWay', { hexes: a.hexes.length });
    case 'shortcut':
      return r('openShortcut', { hex: a.hex });
    case 'dangerSense':
      return r('clearTheWay', { hex: a.hex });
    case 'experience':
      return r('moveTheDanger', { from: a.from, to: a.to });
    default:
      return r('nothingLeft');
  }
}
