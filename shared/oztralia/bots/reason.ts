/**
 * A hint's reason: a translatable key naming the move's point (`oztralia.reason.<key>`), with parameters. The keys:
 *
 * | key | when | params |
 * |---|---|---|
 * | `portSite` | placing the port | `hex` |
 * | `reachLand` | a railway box, or a track | `hex` (the track's far end, for a track) |
 * | `stopHere` | no more tracks, farms or exchanges this action | |
 * | `takeResources` | the Mine box, or a hex and type to mine | `res`, `n` (for a choice of tokens) |
 * | `recruitCard` | the Recruit box, or a card to take or keep | `card` |
 * | `drawBlind` | the blind draw | |
 * | `armAgainstThreat` / `armUp` | the Military box or a purchase, with / without an Old One near | `units` |
 * | `fundRailway` / `raiseGold` | Import/export: take coal or iron / sell for gold | |
 * | `farmPoints` | the Farm box, or a farm | `kind` |
 * | `strikeThreat` / `huntOldOnes` | the Attack box or a target: an Old One near the seat's farms or port / any other | `hex` |
 * | `addToForce`, `forceReady` | forming the expedition | `kind` |
 * | `freeCubes` | Retrieve | |
 * | `pressOn` / `fallBack` / `healUnit` | before a combat card: fight, withdraw, the Field Nurse | `what` (fallBack) |
 * | `finishTile` | placing a cube when the HQ runs short | `uid` |
 * | `spareUnit` / `cancelStrike` | where a strike falls / the Artillery Major | `unit` |
 * | `keepResource` | Dust Storm: which to discard | `res` |
 */
import type { Reason } from '../../core/game';
import { landDistances } from '../hex';
import { mobile } from '../movement';
import type { Action, Seat, State } from '../types';
import { threat } from './features';

function near(s: State, seat: Seat, hex: number): boolean {
  const p = s.players[seat];
  const home = [p?.port ?? -1, ...s.farms.filter((f) => f.owner === seat && !f.blighted).map((f) => f.hex)];
  const d = landDistances(home.filter((h) => h >= 0));
  return s.tiles.some((t) => t.hex === hex && mobile(t)) && d[hex] <= 4;
}

export function reasonFor(s: State, seat: Seat, a: Action): Reason {
  const danger = threat(s, seat);
  const threatened = danger.port <= 6 || danger.farms <= 4;
  switch (a.type) {
    case 'port':
      return { key: 'portSite', params: { hex: a.hex } };
    case 'box':
      switch (a.box) {
        case 'railPlain':
        case 'railMountain':
          return { key: 'reachLand' };
        case 'mine':
          return { key: 'takeResources' };
        case 'recruit':
          return { key: 'recruitCard' };
        case 'military':
          return { key: threatened ? 'armAgainstThreat' : 'armUp' };
        case 'trade': {
          const p = s.players[seat];
          return { key: p && (p.coal === 0 || p.iron === 0) ? 'fundRailway' : 'raiseGold' };
        }
        case 'farm':
          return { key: 'farmPoints' };
        case 'attack':
          return { key: threatened ? 'strikeThreat' : 'huntOldOnes' };
        case 'retrieve':
          return { key: 'freeCubes' };
      }
      return { key: 'freeCubes' };
    case 'retrieveWithoutCube':
      return { key: 'freeCubes' };
    case 'track':
      return { key: 'reachLand', params: { hex: a.b } };
    case 'stop':
      return { key: 'stopHere' };
    case 'mine':
      return { key: 'takeResources', params: { res: a.res, n: s.res[a.hex]?.[a.res] ?? 0 } };
    case 'recruit':
      return { key: 'recruitCard', params: { card: s.row[a.slot] ?? '' } };
    case 'recruitBlind':
      return { key: 'drawBlind' };
    case 'keep':
      return { key: 'recruitCard', params: { card: a.card } };
    case 'buy':
      return { key: threatened ? 'armAgainstThreat' : 'armUp', params: { units: a.units.join('') } };
    case 'exchange':
      return { key: a.ex === 'takeCoal' || a.ex === 'takeIron' ? 'fundRailway' : 'raiseGold' };
    case 'farm':
      return { key: 'farmPoints', params: { kind: a.kind } };
    case 'addUnit':
      return { key: 'addToForce', params: { kind: a.kind } };
    case 'formed':
      return { key: 'forceReady' };
    case 'target':
      return { key: near(s, seat, a.hex) ? 'strikeThreat' : 'huntOldOnes', params: { hex: a.hex } };
    case 'fight':
      return { key: 'pressOn' };
    case 'withdraw':
      return { key: 'fallBack', params: { what: a.what } };
    case 'nurse':
      return { key: 'healUnit', params: { unit: a.unit } };
    case 'cube':
      return { key: 'finishTile', params: { uid: a.uid } };
    case 'hit':
      return { key: 'spareUnit', params: { unit: a.unit } };
    case 'cancel':
      return { key: 'cancelStrike' };
    case 'discard':
      return { key: 'keepResource', params: { res: a.res === 'coal' ? 'iron' : 'coal' } };
  }
}
