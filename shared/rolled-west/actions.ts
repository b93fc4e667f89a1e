/** The shape of every action a client may send, checked before the engine judges whether it is legal. */
import { z } from 'zod';
import type { Action } from './types';

const res = z.enum(['C', 'W', 'S', 'G']);
const id = z.string().min(1).max(8);

export const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('terrain'), face: res }),
  z.strictObject({ type: z.literal('camp') }),
  z.strictObject({ type: z.literal('settlement') }),
  z.strictObject({ type: z.literal('contract'), id }),
  z.strictObject({ type: z.literal('office'), id }),
  z.strictObject({ type: z.literal('ship'), metal: z.enum(['C', 'S', 'G']), n: z.number().int().min(1).max(5) }),
  z.strictObject({ type: z.literal('bank'), face: res }),
  z.strictObject({ type: z.literal('undo') }),
  z.strictObject({ type: z.literal('endTurn') }),
  z.strictObject({ type: z.literal('copy'), face: res }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('autoBank'), res: res.nullable() }),
]) as unknown as z.ZodType<Action>;
