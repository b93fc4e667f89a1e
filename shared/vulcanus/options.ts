import { z } from 'zod';
import { gameError, type GameError } from '../core/errors';
import type { Result } from '../core/result';
import { ROLE_IDS, type RoleId } from './data/cards';
import { DEFAULT_NUMBERS, numbersPatchSchema, resolveNumbers } from './data/numbers';
import { rolesInPlay } from './setup';
import type { Options } from './types';

/**
 * The options of a Vulcanus game, with defaults and limits; the solo setup form and the room creation form are
 * drawn from this schema. The planning timer and who hears the team chat are table settings: the engine ignores
 * them, the host and the room read them.
 */
export const optionsSchema = z
  .strictObject({
    humans: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    level: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
    roles: z
      .array(z.enum(ROLE_IDS as [RoleId, ...RoleId[]]))
      .refine((r) => new Set(r).size === r.length, 'roles must be distinct')
      .optional(),
    /** §7.2 planning timer per side in seconds; 0 turns it off. A table setting: online rooms only. */
    planningSeconds: z.number().int().min(0).max(600).optional().meta({ table: true, suggested: 120 }),
    /** Whether the kaiju is kept out of the humans' team chat. A table setting: online rooms only. */
    teamChatPrivate: z.boolean().optional().meta({ table: true }),
    /**
     * [T] numbers that differ from the defaults (balance experiments, a printed correction). Not in the forms: the
     * parsed options always carry the full set, so a stored game keeps the numbers it started with.
     */
    numbers: numbersPatchSchema.optional(),
  })
  .refine((o) => !o.roles || o.roles.length === rolesInPlay(o.humans), {
    message: 'give 3 roles for three humans, 2 otherwise',
    path: ['roles'],
  });

/** The planning timer a room uses when its options name none. */
export const DEFAULT_PLANNING_SECONDS = DEFAULT_NUMBERS.planningSeconds;

export function parseOptions(input: unknown): Result<Options, GameError> {
  const r = optionsSchema.safeParse(input);
  if (!r.success) {
    const issue = r.error.issues[0];
    return { ok: false, error: gameError('invalidOptions', { path: issue?.path.join('.') ?? '' }) };
  }
  const numbers = resolveNumbers(r.data.numbers);
  if (!numbers.ok) return numbers;
  const o: Options = { humans: r.data.humans, level: r.data.level, numbers: numbers.value };
  if (r.data.roles) o.roles = r.data.roles;
  if (r.data.planningSeconds !== undefined) o.planningSeconds = r.data.planningSeconds;
  if (r.data.teamChatPrivate !== undefined) o.teamChatPrivate = r.data.teamChatPrivate;
  return { ok: true, value: o };
}
