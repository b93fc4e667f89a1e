/**
 * The synchronized room state (schema v5 builders, no decorators). Lobby fields are plain schema fields; the
 * game's public view is mirrored into `pub` two levels deep (see wire.ts for why a map of JSON strings rather
 * than one schema class per engine type: the engine state has nulls, tagged unions and records that schema
 * cannot express directly, and a flat map still sends only the entries an action changed).
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
    started: t.boolean().default(false),
    finished: t.boolean().default(false),
    seats: t.array(SeatState),
    pub: t.map('string'),
  },
  'RoomState',
);
export type RoomState = SchemaType<typeof RoomState>;
