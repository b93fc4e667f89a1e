/** The shape of every action a client may send, checked before the engine judges whether it is legal. */
import { z } from 'zod';
import type { Action } from './types';

const sea = z.number().int().min(1).max(32);
const ship = z.enum(['s1', 's2', 's3', 's4']);
const letter = z.enum(['A', 'B', 'C', 'D', 'E']);
const region = z.enum(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8']);
const card = z.string().min(1).max(32);

export const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), space: sea }),
  z.strictObject({ type: z.literal('shipStep'), ship, to: sea }),
  z.strictObject({ type: z.literal('done') }),
  z.strictObject({
    type: z.literal('play'),
    card,
    ship: ship.optional(),
    region: region.optional(),
    space: sea.optional(),
    from: sea.optional(),
    letter: letter.optional(),
  }),
  z.strictObject({ type: z.literal('discard'), card }),
  z.strictObject({ type: z.literal('mine'), space: sea, from: sea.optional() }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('awaken'), card, to: sea.optional(), ship: ship.optional(), mine: sea.optional() }),
  z.strictObject({ type: z.literal('react'), card }),
  z.strictObject({ type: z.literal('silence') }),
  z.strictObject({ type: z.literal('predation'), ship }),
  z.strictObject({ type: z.literal('move'), to: sea }),
  z.strictObject({ type: z.literal('tsunami'), letter }),
  z.strictObject({
    type: z.literal('evolve'),
    card,
    to: sea.optional(),
    ship: ship.optional(),
    mine: sea.optional(),
    letter: letter.optional(),
  }),
  z.strictObject({ type: z.literal('eat'), ship }),
  z.strictObject({ type: z.literal('sweep'), mine: sea }),
  z.strictObject({ type: z.literal('flee'), to: sea }),
  z.strictObject({ type: z.literal('mark'), space: sea, on: z.boolean() }),
]) as unknown as z.ZodType<Action>;
