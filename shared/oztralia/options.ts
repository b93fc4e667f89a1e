/**
 * The options of an Oztralia game, with defaults and limits; the solo setup form and the room creation form are
 * drawn from this schema. [R] §14 the difficulty (the purple disc's start space) applies at any number of players.
 */
import { z } from 'zod';
import { gameError, type GameError } from '../core/errors';
import type { Result } from '../core/result';
import type { Options } from './types';

export const optionsSchema = z.strictObject({
  /** §1 one to four settlers against the Old Ones. */
  players: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  /** §14 easy, normal, hard: the disc starts on 24, 22 or 20. */
  difficulty: z.enum(['easy', 'normal', 'hard']).default('normal'),
  /** A timer per decision, in seconds (0 or absent: off). A table setting: online rooms only. */
  turnSeconds: z.number().int().min(0).max(600).optional().meta({ table: true, suggested: 90 }),
});

export function parseOptions(input: unknown): Result<Options, GameError> {
  const r = optionsSchema.safeParse(input ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    return { ok: false, error: gameError('invalidOptions', { path: issue?.path.join('.') ?? '' }) };
  }
  const o: Options = { players: r.data.players, difficulty: r.data.difficulty };
  if (r.data.turnSeconds) o.turnSeconds = r.data.turnSeconds;
  return { ok: true, value: o };
}
