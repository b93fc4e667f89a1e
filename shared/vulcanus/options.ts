import { z } from 'zod';
import type { Result } from '../core/result';
import { ROLE_IDS, type RoleId } from './data/cards';
import { rolesInPlay } from './setup';
import type { Options } from './types';

const schema = z
  .object({
    humans: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    level: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
    roles: z
      .array(z.enum(ROLE_IDS as [RoleId, ...RoleId[]]))
      .refine((r) => new Set(r).size === r.length, 'roles must be distinct')
      .optional(),
  })
  .strict()
  .refine((o) => !o.roles || o.roles.length === rolesInPlay(o.humans), {
    message: 'give 3 roles for three humans, 2 otherwise',
    path: ['roles'],
  });

export function parseOptions(input: unknown): Result<Options> {
  const r = schema.safeParse(input);
  if (!r.success)
    return { ok: false, error: r.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ') };
  const o: Options = { humans: r.data.humans, level: r.data.level };
  if (r.data.roles) o.roles = r.data.roles;
  return { ok: true, value: o };
}
