/**
 * The options of a Leviath game (§14), with defaults and limits; the solo setup form and the room creation form are
 * drawn from this schema. The turn timer and who hears the team chat are table settings: online rooms only.
 */
import { z } from 'zod';
import { gameError, type GameError } from '../core/errors';
import type { Result } from '../core/result';
import { NUMBERS } from './data/numbers';
import type { Disaster, Options } from './types';

export const optionsSchema = z.strictObject({
  humans: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  /** §14 disaster level: −2 and −1 lay mines for the humans, +1 and +2 submerge towns at the start. */
  disaster: z.union([z.literal(-2), z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /**
   * §14 [T] the deduction overlay. [R] §14 leaves its default open: on at every level (issue 32), since the humans'
   * screen teaches through it; a table that wants the bare board turns it off in the form.
   */
  overlay: z.boolean().default(true),
  /** §14 [T] a timer per decision, in seconds (0 or absent: off). A table setting: online rooms only. */
  turnSeconds: z
    .number()
    .int()
    .min(0)
    .max(600)
    .optional()
    .meta({ table: true, suggested: NUMBERS.suggestedTurnSeconds }),
  /** §14 whether the kaiju is kept out of the humans' team chat (off: it hears everything). A table setting. */
  teamChatPrivate: z.boolean().optional().meta({ table: true }),
});

export function parseOptions(input: unknown): Result<Options, GameError> {
  const r = optionsSchema.safeParse(input ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    return { ok: false, error: gameError('invalidOptions', { path: issue?.path.join('.') ?? '' }) };
  }
  const disaster = r.data.disaster as Disaster;
  const o: Options = { humans: r.data.humans, disaster, overlay: r.data.overlay };
  if (r.data.turnSeconds) o.turnSeconds = r.data.turnSeconds;
  if (r.data.teamChatPrivate !== undefined) o.teamChatPrivate = r.data.teamChatPrivate;
  return { ok: true, value: o };
}
