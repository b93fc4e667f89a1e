/**
 * The shared room listing in Redis: Colyseus's Redis driver, with three changes.
 *
 * - A request for the whole listing that failed is not kept. Colyseus's driver shares one pending HGETALL between
 *   concurrent callers and forgets it only when it succeeds: once Redis had been down long enough for a command to
 *   fail, every later room list answered that same failure until the process restarted.
 * - A listing is removed only by the process it names. A room that lost its game to another process, or a process
 *   clearing the listings of one it took for dead, would otherwise delete the listing that another process's room
 *   now holds under the same code: a live game, held by a live process, that nobody could reach.
 * - It tells which of a process's rooms the listing lacks (Redis restarted empty), for presence-watch.ts.
 */
import { initializeRoomCache, matchMaker, type IRoomCache, type SortOptions } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { Redis } from 'ioredis';

/** Colyseus's key for the listing (a hash: room id → the room's listing as JSON). */
const KEY = 'roomcaches';
/** Ids per script call, so that no call holds Redis long with thousands of rooms. */
const CHUNK = 500;

/** Deletes each listed room (ARGV[2…]) whose listing still names the process ARGV[1]; one atomic step in Redis. */
const REMOVE_IF_OWNED = `
local n = 0
for i = 2, #ARGV do
  local v = redis.call('HGET', KEYS[1], ARGV[i])
  if v then
    local ok, room = pcall(cjson.decode, v)
    if ok and room.processId == ARGV[1] then n = n + redis.call('HDEL', KEYS[1], ARGV[i]) end
  end
end
return n`;

/** The room ids among ARGV that the listing lacks. */
const MISSING = `
local out = {}
for i = 1, #ARGV do
  if redis.call('HEXISTS', KEYS[1], ARGV[i]) == 0 then out[#out + 1] = ARGV[i] end
end
return out`;

export class ListingDriver extends RedisDriver {
  /** The HGETALL in flight, shared by whoever asks meanwhile; forgotten once it settles, whichever way. */
  private pending: Promise<IRoomCache[]> | null = null;

  private constructor(
    private readonly redis: Redis,
    /** This process's id in the listing (Colyseus's, known once its matchmaker is set up). */
    private readonly processId: () => string,
  ) {
    super(redis);
  }

  /** `log`: told once when Redis stops answering and once when it is back (ioredis would print every retry). */
  static connect(
    url: string,
    log: (message: string) => void,
    processId: () => string = () => matchMaker.processId,
  ): ListingDriver {
    const redis = new Redis(url);
    let down = false;
    redis.on('error', (e: Error) => {
      if (!down) log(`redis (room listing) unreachable: ${e.message}`);
      down = true;
    });
    redis.on('ready', () => {
      if (down) log('redis (room listing) reachable again');
      down = false;
    });
    return new ListingDriver(redis, processId);
  }

  override async query(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache[]> {
    const rooms = (await this.all()).filter((r) => matches(r, conditions));
    return sortOptions ? sortRooms(rooms, sortOptions) : rooms;
  }

  override async findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<IRoomCache> {
    // one room by its id is one HGET, which keeps nothing
    if (conditions.roomId !== undefined) return super.findOne(conditions, sortOptions);
    const [first] = await this.query(conditions, sortOptions);
    return first;
  }

  override async remove(roomId: string): Promise<boolean> {
    if (!roomId) return false;
    return (await this.removeIfOwned(this.processId(), [roomId])) > 0;
  }

  /** The listings of a process (one that stopped, or that a health check took for dead), as long as they are its. */
  override async cleanup(processId: string): Promise<void> {
    const ids = (await this.query({ processId })).map((r) => r.roomId);
    for (let i = 0; i < ids.length; i += CHUNK) await this.removeIfOwned(processId, ids.slice(i, i + CHUNK));
  }

  /** The ids among `roomIds` that have no listing. */
  async missing(roomIds: string[]): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < roomIds.length; i += CHUNK)
      out.push(...((await this.redis.eval(MISSING, 1, KEY, ...roomIds.slice(i, i + CHUNK))) as string[]));
    return out;
  }

  private async removeIfOwned(processId: string, ids: string[]): Promise<number> {
    return Number(await this.redis.eval(REMOVE_IF_OWNED, 1, KEY, processId, ...ids));
  }

  private all(): Promise<IRoomCache[]> {
    this.pending ??= this.redis
      .hgetall(KEY)
      .then((raw) => Object.values(raw).map((json) => initializeRoomCache(JSON.parse(json) as Partial<IRoomCache>)))
      .finally(() => (this.pending = null));
    return this.pending;
  }
}

/** Colyseus's query semantics: each condition is a field of the listing, or else of its metadata, equal to it. */
function matches(room: IRoomCache, conditions: Partial<IRoomCache>): boolean {
  for (const [field, value] of Object.entries(conditions)) {
    const own = Object.prototype.hasOwnProperty.call(room, field);
    const meta = room.metadata as Record<string, unknown> | undefined;
    const actual = own ? (room as unknown as Record<string, unknown>)[field] : meta?.[field];
    if (!own && !(meta && Object.prototype.hasOwnProperty.call(meta, field))) return false;
    if (actual !== value) return false;
  }
  return true;
}

function sortRooms(rooms: IRoomCache[], sortOptions: SortOptions): IRoomCache[] {
  const order = Object.entries(sortOptions).map(
    ([field, d]) => [field, d === 1 || d === 'asc' || d === 'ascending' ? 1 : -1] as const,
  );
  const value = (r: IRoomCache, field: string): number | string => {
    const own = (r as unknown as Record<string, unknown>)[field];
    const v = own ?? (r.metadata as Record<string, unknown> | undefined)?.[field];
    return typeof v === 'number' || typeof v === 'string' ? v : 0;
  };
  return rooms.sort((a, b) => {
    for (const [field, dir] of order) {
      const x = value(a, field);
      const y = value(b, field);
      if (x !== y) return (x > y ? 1 : -1) * dir;
    }
    return 0;
  });
}
