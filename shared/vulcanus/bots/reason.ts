/**
 * A hint's reason: a key and its parameters (town and card ids, a slot), from the decision and the board it was
 * made on. The client words it in the player's language (client/games/vulcanus/i18n/reasons.ts).
 */
import { townIndex } from '../data/map';
import type { RoleId } from '../data/cards';
import type { Action, Seat, State } from '../types';
import { people } from './features';

export interface Reason {
  key: string;
  params?: Record<string, string>;
}

const r = (key: string, params?: Record<string, string>): Reason => (params ? { key, params } : { key });

const ROLE_REASON = {
  fireChief: 'roleFireChief',
  jointStaff: 'roleJointStaff',
  researchDirector: 'roleResearchDirector',
  cabinetSecretary: 'roleCabinetSecretary',
} as const satisfies Record<RoleId, string>;

export function explain(s: State, seat: Seat, a: Action): Reason {
  const p = s.prompts.find((x) => x.seat === seat);
  const kaiju = seat === 'kaiju';
  switch (a.type) {
    case 'claim':
      // colB and row3 hold the last human slot of the round, B3 (§5 plan board).
      if (a.line === 'colB' || a.line === 'row3') return r('thisLineActsLast');
      if (a.line === 'colA' || a.line === 'row1') return r('thisLineActsBefore');
      return r('thisLineDoesThe');
    case 'place': {
      return r('doesTheMostGood', { card: a.card, slot: a.slot });
    }
    case 'done':
      return r('thePlanIsComplete');
    case 'redraw':
      return kaiju ? r('swapTheWeakCards') : r('payAFundTo');
    case 'pass':
      return kaiju ? r('betterToHoldBack') : r('saveFundsAndOptions');
    case 'people':
      if (p?.kind === 'choosePeople' && a.vips > 0) return kaiju ? r('takeTheVipFirst') : r('evacuateTheVipFirst');
      return r('takeACitizen');
    case 'move': {
      if (a.piece === 'kaiju') return r('headForToDo', { town: a.to });
      if (a.piece === 'lava') return r('sendTheLavaTowards', { town: a.to });
      if (a.piece === 'fire') return r('bringAFireBrigade', { town: a.to });
      if (a.piece === 'sdf') return r('postAnSdfUnit', { town: a.to });
      return r('isSaferForThem', { town: a.to });
    }
    case 'town': {
      const st = s.towns[townIndex(a.town)];
      switch (p?.kind) {
        case 'firefight':
          return r('putOutLavaAt', { town: a.town });
        case 'investigate':
        case 'researchTile':
          return r('investigateToAdvanceResearch', { town: a.town });
        case 'eventTown':
          return r('aimTheLavaAt', { town: a.town });
        case 'buildBase':
          return r('aBaseAtEvacuates', { town: a.town });
        case 'lavaFlowStart':
          return r('flowTheLavaFrom', { town: a.town });
        default:
          return st && people(st) > 0
            ? r('hasTheMostPeople', { town: a.town })
            : r('isTheBestChoice', { town: a.town });
      }
    }
    case 'heli':
      return r('flyInAndPut', { town: a.to });
    case 'target':
      return a.piece === 'fire' || a.piece === 'sdf' ? r('knockOutAUnit') : r('strikeThePeopleAt', { town: a.town });
    case 'unit':
      return r('sendTheMostUseful', { town: a.town });
    case 'node':
      return r('thisEvolutionPaysOff');
    case 'bonus':
      return r('returnTheTileThat');
    case 'role':
      // what the role brings that the others lack: its own card and where its keys' extras point (§6.1, §8)
      return r(ROLE_REASON[a.role]);
    case 'option':
      switch (a.option) {
        case 'lava':
          return p?.kind === 'completeLava' ? r('placeTheCompleteForm') : r('moreLavaMoreDamage');
        case 'attack':
          return r('anAttackTileFills');
        case 'fire':
        case 'sdf':
          return p?.kind === 'freezingShell' ? r('fireTheFreezingShell') : r('moreUnitsMeanMore');
        case 'killAll':
          return r('wipeOutThePeople');
        case 'twoLava':
          return r('twoLavaToSet');
        case 'returnFire':
        case 'returnSdf':
          return r('knockOutAUnit');
        case 'vip':
          return r('evacuateTheVipIt');
        case 'citizen':
          return r('evacuateACitizen');
        case 'tile':
          return r('investigateToAdvanceResearch2');
        case 'freezingShell':
          return r('hitTheKaijuWith');
        case 'buildBase':
          return r('anotherBaseSpeedsUp');
        case 'evacuateInvestigate':
          return r('evacuateAndInvestigate');
        default:
          return r('theMostPromisingChoice');
      }
    default:
      return r('theMostPromisingChoice');
  }
}
