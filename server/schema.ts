/**
 * The synchronized room state (schema v5 builders, no decorators): the lobby, its seats and the room's flags. The
 * game's public view does not travel here: each update carries the entries of it that a change touched, written
 * once for every viewer (shared/core/jsonmirror.ts). The engine state has nulls, tagged unions and records that
 * schema cannot express directly, and the entries are already JSON text: put into the schema, they would be encoded
 * a second time and decoded on every client in a patch of their own.
 */
import { schema, t, type SchemaType } from '@colyseus/schema';

export const SeatState = schema(
  {
    seat: t.string(),
    kind: t.string().default('empty'),
    name: t.string().default(''),
    playerId: t.string().default(''),
    ready: t.boolean().default(false),
    connected: t.boolean().default(false),
    /** A computer player is playing for this absent person until they return. */
    standIn: t.boolean().default(false),
    roles: t.array('string'),
  },
  'SeatState',
);
export type SeatState = SchemaType<typeof SeatState>;

export const RoomState = schema(
  {
    code: t.string().default(''),
    /** RoomOptions as JSON. */
    options: t.string().default('{}'),
    hostId: t.string().default(''),
    /** The host's name, as typed (marked in the lobby, whether seated or not). */
    hostName: t.string().default(''),
    started: t.boolean().default(false),
    finished: t.boolean().default(false),
    seats: t.array(SeatState),
  },
  'RoomState',
);
export type RoomState = SchemaType<typeof RoomState>;
