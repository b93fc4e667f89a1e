/**
 * The shape of every action a client may send, checked before the engine looks at it. The engine then decides
 * whether a well-formed action is legal; this schema only makes sure what reaches it has the right shape and size.
 */
import { z } from 'zod';
import { KAIJU_CARD_TYPES, ROLE_IDS, type KaijuCardType, type RoleId } from './data/cards';
import { TOWN_IDS, type TownId } from './data/map';
import type { Action } from './types';

const town = z.enum(TOWN_IDS as [TownId, ...TownId[]]);
const role = z.enum(ROLE_IDS as [RoleId, ...RoleId[]]);
const cardId = z.string().min(1).max(48);
const slot = z.enum(['A1', 'K1', 'B1', 'A2', 'K2', 'B2', 'A3', 'K3', 'B3']);
const line = z.enum(['row1', 'row2', 'row3', 'colA', 'colB']);
const count = z.number().int().min(0).max(60);

export const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('role'), role }),
  z.strictObject({ type: z.literal('town'), town }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({
    type: z.literal('move'),
    piece: z.enum(['citizens', 'vips', 'fire', 'sdf', 'kaiju', 'lava']),
    from: town,
    to: town,
  }),
  z.strictObject({ type: z.literal('people'), citizens: count, vips: count }),
  z.strictObject({ type: z.literal('unit'), town, unit: z.enum(['fire', 'sdf']) }),
  z.strictObject({ type: z.literal('target'), town, piece: z.enum(['citizens', 'vips', 'fire', 'sdf']) }),
  z.strictObject({ type: z.literal('heli'), from: town, to: town }),
  z.strictObject({ type: z.literal('option'), option: z.string().min(1).max(40) }),
  z.strictObject({ type: z.literal('node'), node: z.enum(KAIJU_CARD_TYPES as [KaijuCardType, ...KaijuCardType[]]) }),
  z.strictObject({ type: z.literal('bonus'), tile: z.string().min(1).max(40) }),
  z.strictObject({ type: z.literal('claim'), role, line }),
  z.strictObject({ type: z.literal('release'), role }),
  z.strictObject({ type: z.literal('proposeSwap'), role, with: role }),
  z.strictObject({ type: z.literal('answerSwap'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('place'), card: cardId, slot }),
  z.strictObject({ type: z.literal('takeBack'), slot }),
  z.strictObject({
    type: z.literal('redraw'),
    role: role.optional(),
    cards: z.array(cardId).max(20),
    join: z.literal(true).optional(),
  }),
  z.strictObject({ type: z.literal('done') }),
  // No 'timeout': only the host's own planning clock applies the engine's timeout rule (§7.2.4).
]) as unknown as z.ZodType<Action>;
