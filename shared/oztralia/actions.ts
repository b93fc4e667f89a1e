/** The shape of an action on the wire (§17's prompts): untrusted input is parsed by it before the engine judges it. */
import { z } from 'zod';
import { BOXES, FARM_KINDS, PERSON_IDS, RESOURCES, UNIT_KINDS } from './data';
import type { Action } from './types';

const hex = z.number().int().min(0).max(179);
const unit = z.string().regex(/^[IACTZ]\d{1,2}$/);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('port'), hex }),
  z.strictObject({ type: z.literal('box'), box: z.enum(BOXES) }),
  z.strictObject({ type: z.literal('retrieveWithoutCube') }),
  z.strictObject({ type: z.literal('track'), a: hex, b: hex }),
  z.strictObject({ type: z.literal('stop') }),
  z.strictObject({ type: z.literal('mine'), hex, res: z.enum(RESOURCES) }),
  z.strictObject({ type: z.literal('recruit'), slot: z.number().int().min(0).max(4) }),
  z.strictObject({ type: z.literal('recruitBlind') }),
  z.strictObject({ type: z.literal('keep'), card: z.enum(PERSON_IDS as [string, ...string[]]) }),
  z.strictObject({ type: z.literal('buy'), units: z.array(z.enum(UNIT_KINDS)).min(1).max(3) }),
  z.strictObject({ type: z.literal('exchange'), ex: z.enum(['takeCoal', 'takeIron', 'sellCoal', 'sellIron']) }),
  z.strictObject({ type: z.literal('farm'), hex, kind: z.enum(FARM_KINDS) }),
  z.strictObject({ type: z.literal('addUnit'), kind: z.enum(UNIT_KINDS) }),
  z.strictObject({ type: z.literal('formed') }),
  z.strictObject({ type: z.literal('target'), hex }),
  z.strictObject({ type: z.literal('fight') }),
  z.strictObject({ type: z.literal('withdraw'), what: z.enum(['airships', 'ground', 'all']) }),
  z.strictObject({ type: z.literal('nurse'), unit }),
  z.strictObject({ type: z.literal('cube'), uid: z.number().int().min(1).max(10_000) }),
  z.strictObject({ type: z.literal('hit'), unit }),
  z.strictObject({ type: z.literal('cancel') }),
  z.strictObject({ type: z.literal('discard'), res: z.enum(['coal', 'iron']) }),
]) as unknown as z.ZodType<Action>;
