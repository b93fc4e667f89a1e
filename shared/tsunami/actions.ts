/** The wire's action schema: every untrusted action is parsed by it before the engine judges it. */
import { z } from 'zod';
import { UNIT_IDS } from './data/numbers';
import { HEXES } from './hex';
import type { Action } from './types';

const hex = z
  .number()
  .int()
  .min(0)
  .max(HEXES - 1);
const unit = z.enum(UNIT_IDS);
const bag = z.literal(true).optional();

// No 'timeout': only the host's own family timer applies it (§5.1).
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('mix'), first: z.number().int().min(0).max(6) }),
  z.strictObject({ type: z.literal('claim'), unit }),
  z.strictObject({ type: z.literal('done') }),
  z.strictObject({ type: z.literal('foresight'), hex, bag }),
  z.strictObject({ type: z.literal('lead'), unit, bag }),
  z.strictObject({ type: z.literal('release') }),
  z.strictObject({ type: z.literal('carry') }),
  z.strictObject({ type: z.literal('bottle') }),
  z.strictObject({ type: z.literal('go') }),
  z.strictObject({ type: z.literal('step'), hex }),
  z.strictObject({ type: z.literal('stumble') }),
  z.strictObject({ type: z.literal('dash') }),
  z.strictObject({ type: z.literal('stop') }),
  z.strictObject({ type: z.literal('react'), skill: z.enum(['wisdom', 'substitute', 'helper', 'protect']), bag }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('pull'), hex, bag }),
  z.strictObject({ type: z.literal('call'), unit, hex }),
  z.strictObject({ type: z.literal('route'), hex }),
  z.strictObject({ type: z.literal('flashlight'), hexes: z.array(hex).min(1).max(3) }),
  z.strictObject({ type: z.literal('shortcut'), hex }),
  z.strictObject({ type: z.literal('experience'), from: hex, to: hex, bag }),
  z.strictObject({ type: z.literal('dangerSense'), hex, bag }),
  z.strictObject({ type: z.literal('end') }),
]) as unknown as z.ZodType<Action>;
