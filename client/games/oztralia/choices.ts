/**
 * How each of Oztralia's answers is tapped (the kit's decision funnel): a hex on the map, a side of two hexes (a
 * rail), or a button of the panel; a mine or a farm is a hex then its resource or kind (filled in when alone).
 */
import type { DecisionSpec } from '../../kit/decision';
import { button, type Step } from '../../kit/funnel';
import type { Action } from '../../../shared/oztralia/types';
import { edgeId } from './geometry';

/** The board's layers. */
export const HEX = 'hex';
export const EDGE = 'edge';

const hex = (h: number): Step => ({ on: HEX, id: String(h) });

export function steps(a: Action): Step[] {
  switch (a.type) {
    case 'port':
    case 'target':
      return [hex(a.hex)];
    case 'track':
      return [{ on: EDGE, id: edgeId(a.a, a.b) }];
    case 'mine':
      return [hex(a.hex), button(`res:${a.res}`)];
    case 'farm':
      return [hex(a.hex), button(`farm:${a.kind}`)];
    case 'box':
      return [button(`box:${a.box}`)];
    case 'recruit':
      return [button(`slot:${a.slot}`)];
    case 'keep':
      return [button(`keep:${a.card}`)];
    case 'buy':
      return [button(`buy:${a.units.join('')}`)];
    case 'exchange':
      return [button(`ex:${a.ex}`)];
    case 'addUnit':
      return [button(`add:${a.kind}`)];
    case 'withdraw':
      return [button(`withdraw:${a.what}`)];
    case 'nurse':
      return [button(`nurse:${a.unit}`)];
    case 'cube':
      return [button(`cube:${a.uid}`)];
    case 'hit':
      return [button(`hit:${a.unit}`)];
    case 'discard':
      return [button(`discard:${a.res}`)];
    default:
      // stop, recruitBlind, retrieveWithoutCube, formed, fight, cancel
      return [button(a.type)];
  }
}

export const oztraliaSpec: DecisionSpec<Action> = { steps };
