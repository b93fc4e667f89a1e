/**
 * The options of a Rolled West game, with defaults and limits; the solo setup form and the room creation form are
 * drawn from this schema. The two conflicts the reference keeps as options are here with its defaults (§8, §10).
 */
import { z } from 'zod';
import { BANK_SECONDS } from './data';

export const optionsSchema = z.strictObject({
  players: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(2),
  /** §10 [R] the second majority bonus to everyone below first (default: second place only, as BGA). */
  majoritySecondForAll: z.boolean().default(false),
  /** §8 [R] bank from any rival's roll (default: neighbours only). */
  bankFromAnyOpponent: z.boolean().default(false),
  /** §8 [T] the real-time banking window, in seconds (0: none). A table setting: online rooms only. */
  bankSeconds: z.number().int().min(0).max(120).optional().meta({ table: true, suggested: BANK_SECONDS }),
});
