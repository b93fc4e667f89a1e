/**
 * The options of a Tsunami game, with defaults and limits: the solo setup form and the room creation form are drawn
 * from this schema. Solo is "choose a family size" with one seat holding the whole family; online, `people` seats
 * share it (members dealt to them in the fixed order). The family timer is a table setting: online rooms only.
 */
import { z } from 'zod';
import { gameError, type GameError } from '../core/errors';
import type { Result } from '../core/result';
import { DEFAULT_SKILL_CARDS, SUGGESTED_FAMILY_SECONDS } from './data/numbers';
import type { Options } from './types';

const oneOf = <T extends number>(...xs: [T, T, ...T[]]) =>
  z.union(xs.map((x) => z.literal(x)) as never) as z.ZodType<T>;

export const optionsSchema = z.strictObject({
  /** §1 the family: 2 Father and Child, 3 + Grandpa, 4 + Mother, 5 + a second Child, 6 + Grandma. */
  familySize: oneOf(2, 3, 4, 5, 6).default(4),
  /** The people sharing the family (seats); never more than its members. */
  people: oneOf(1, 2, 3, 4, 5, 6).default(1),
  /** §12 skill cards per card-using role: 6 easy, 4 normal, 2 hard. */
  skillCards: oneOf(6, 4, 2).default(DEFAULT_SKILL_CARDS),
  /** §5.3 hard mode: aftershocks. */
  hardMode: z.boolean().default(false),
  /** §12 the shelter tiles face up from the start. */
  knownShelter: z.boolean().default(false),
  /** §6.3 Dash and fatigue (off: §12 No dash). */
  dash: z.boolean().default(true),
  /** §12 other maps: the default layout or random terrain. */
  map: z.enum(['default', 'random']).default('default'),
  /** §12 Lovers: Boyfriend and Girlfriend, a family of two. */
  lovers: z.boolean().default(false),
  /** §12 the Cat NPC. */
  cat: z.boolean().default(false),
  /** §5.1 the family timer (0: off, 3, 5 or 8 minutes). A table setting. */
  familySeconds: oneOf(0, 180, 300, 480).optional().meta({ table: true, suggested: SUGGESTED_FAMILY_SECONDS }),
});

export function parseOptions(input: unknown): Result<Options, GameError> {
  const r = optionsSchema.safeParse(input ?? {});
  if (!r.success) {
    const issue = r.error.issues[0];
    return { ok: false, error: gameError('invalidOptions', { path: issue?.path.join('.') ?? '' }) };
  }
  const d = r.data;
  // §12 Lovers is a family of two; never more seats than members
  const familySize = d.lovers ? 2 : d.familySize;
  return {
    ok: true,
    value: {
      familySize,
      people: Math.min(d.people, familySize),
      skillCards: d.skillCards,
      hardMode: d.hardMode,
      knownShelter: d.knownShelter,
      dash: d.dash,
      map: d.map,
      lovers: d.lovers,
      cat: d.cat,
      familySeconds: d.familySeconds ?? 0,
    },
  };
}
