/**
 * Every client → server message, checked with zod before the room looks at it. The engine then decides whether a
 * well-formed action is legal; these schemas only make sure that what reaches it has the right shape and size.
 */
import { z } from 'zod';
import { ROLE_IDS, KAIJU_CARD_TYPES, type RoleId, type KaijuCardType } from '../shared/vulcanus/data/cards';
import { TOWN_IDS, type TownId } from '../shared/vulcanus/data/map';
import { BOT_LEVELS, type BotLevel } from '../shared/vulcanus/bots/index';

const town = z.enum(TOWN_IDS as [TownId, ...TownId[]]);
const role = z.enum(ROLE_IDS as [RoleId, ...RoleId[]]);
const cardId = z.string().min(1).max(48);
const slot = z.enum(['A1', 'K1', 'B1', 'A2', 'K2', 'B2', 'A3', 'K3', 'B3']);
const line = z.enum(['row1', 'row2', 'row3', 'colA', 'colB']);
const count = z.number().int().min(0).max(60);
const seat = z.enum(['kaiju', 'h1', 'h2', 'h3']);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('role'), role }),
  z.strictObject({ type: z.literal('town'), town }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({
    type: z.literal('move'),
    piece: z.enum(['citizens', 'vips', 'fire', 'sdf', 'kaiju', 'lava']),
    from: town,
    to: town,
  }),
  z.strictObject({ type: z.literal('people'), citizens: count, vips: count }),
  z.strictObject({ type: z.literal('unit'), town, unit: z.enum(['fire', 'sdf']) }),
  z.strictObject({ type: z.literal('target'), town, piece: z.enum(['citizens', 'vips', 'fire', 'sdf']) }),
  z.strictObject({ type: z.literal('heli'), from: town, to: town }),
  z.strictObject({ type: z.literal('option'), option: z.string().min(1).max(40) }),
  z.strictObject({ type: z.literal('node'), node: z.enum(KAIJU_CARD_TYPES as [KaijuCardType, ...KaijuCardType[]]) }),
  z.strictObject({ type: z.literal('bonus'), tile: z.string().min(1).max(40) }),
  z.strictObject({ type: z.literal('claim'), role, line }),
  z.strictObject({ type: z.literal('place'), card: cardId, slot }),
  z.strictObject({ type: z.literal('takeBack'), slot }),
  z.strictObject({ type: z.literal('redraw'), role: role.optional(), cards: z.array(cardId).max(20) }),
  z.strictObject({ type: z.literal('done') }),
  // No 'timeout': only the server's own planning timer applies the engine's timeout rule (§7.2.4).
]);

export const actMessage = z.strictObject({ v: z.number().int().min(0).max(1_000_000), action: actionSchema });
export const seatMessage = z.strictObject({ seat: seat.nullable() });
export const readyMessage = z.strictObject({ ready: z.boolean() });
export const botMessage = z.strictObject({ seat, on: z.boolean() });
export const startMessage = z.strictObject({}).optional();
export const MAX_CHAT_LENGTH = 300;
export const sayMessage = z.strictObject({
  channel: z.enum(['all', 'team']),
  text: z.string().min(1).max(MAX_CHAT_LENGTH),
});

const name = z.string().trim().min(1).max(24);

/** Room options as a client may send them (client/net/types.ts RoomOptions). */
export const roomOptionsSchema = z.strictObject({
  game: z.strictObject({
    humans: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    level: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
    roles: z.array(role).max(3).optional(),
  }),
  planningSeconds: z.number().int().min(0).max(3600).default(120),
  teamChatPrivate: z.boolean().default(false),
  isPrivate: z.boolean().default(false),
  name: z.string().trim().max(40).optional(),
  botLevel: z.enum(BOT_LEVELS as [BotLevel, ...BotLevel[]]).optional(),
});

export const createOptionsSchema = z.strictObject({
  room: roomOptionsSchema,
  name: name.optional(),
  /** Set only by the server itself when it restores a stored game on boot. */
  restore: z.strictObject({ id: z.string().max(16), key: z.string().max(64) }).optional(),
});

export const joinOptionsSchema = z.object({
  name: name.optional(),
  token: z.string().min(8).max(64).optional(),
  spectate: z.boolean().optional(),
});
export type JoinOptions = z.infer<typeof joinOptionsSchema>;
