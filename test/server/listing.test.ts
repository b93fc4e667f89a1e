/**
 * The shared room listing (server/listing.ts) against a real Redis: a process's listings are cleared only while
 * they still name it (a code another process's room has listed since is left alone), the rooms a process runs that
 * the listing lacks are found, and queries filter and sort as Colyseus's do.
 */
import { initializeRoomCache } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingDriver } from '../../server/listing';
import { redisCommand, startRedis, type RedisService } from './services';

const PORT = 6811;
let redis: RedisService;
/** Process A's listing. */
let driver: ListingDriver;

beforeAll(async () => {
  redis = await startRedis(PORT);
  driver = ListingDriver.connect(
    redis.url,
    () => undefined,
    () => 'A',
  );
});

afterAll(async () => {
  await driver?.shutdown();
  await redis?.stop();
});

const listing = (roomId: string, processId: string, clients = 0) =>
  initializeRoomCache({ roomId, processId, name: 'vulcanus', clients, metadata: { started: clients > 1 } });

describe('the shared room listing', () => {
  it('a room that closes removes its listing only while the listing is its own', async () => {
    await driver.persist(listing('RRRR01', 'A'));
    await driver.persist(listing('RRRR02', 'A'));
    // RRRR02's game moved to B, whose room listed it under the same code; then A's room of it closes
    await driver.persist(listing('RRRR02', 'B'));
    expect(await driver.remove('RRRR02')).toBe(false);
    expect(await driver.remove('RRRR01')).toBe(true);
    expect((await driver.findOne({ roomId: 'RRRR02' }))?.processId).toBe('B');
    expect(await driver.findOne({ roomId: 'RRRR01' })).toBeUndefined();
  });

  it('clears a process’s listings only where they still name it', async () => {
    for (const [code, p] of [
      ['AAAA01', 'A'],
      ['AAAA02', 'A'],
      ['BBBB01', 'B'],
    ] as const)
      await driver.persist(listing(code, p));
    // AAAA02's game moved to B, whose room listed it under the same code
    await driver.persist(listing('AAAA02', 'B'));
    await driver.cleanup('A');
    expect(await redisCommand(PORT, ['HGET', 'roomcaches', 'AAAA01'])).toBeNull();
    const moved = JSON.parse((await redisCommand(PORT, ['HGET', 'roomcaches', 'AAAA02'])) ?? '{}') as {
      processId?: string;
    };
    expect(moved.processId).toBe('B');
    expect((await driver.query({})).map((r) => r.roomId).sort()).toEqual(['AAAA02', 'BBBB01', 'RRRR02']);
  });

  it('finds the rooms the listing lacks', async () => {
    expect(await driver.missing(['AAAA02', 'GONE01', 'BBBB01', 'GONE02'])).toEqual(['GONE01', 'GONE02']);
    expect(await driver.missing([])).toEqual([]);
  });

  it('queries by field or metadata, sorted', async () => {
    await driver.persist(listing('CCCC01', 'C', 3));
    await driver.persist(listing('CCCC02', 'C', 1));
    expect((await driver.query({ processId: 'C' }, { clients: 'desc' })).map((r) => r.roomId)).toEqual([
      'CCCC01',
      'CCCC02',
    ]);
    expect((await driver.query({ started: true } as never)).map((r) => r.roomId)).toEqual(['CCCC01']);
    expect((await driver.findOne({ processId: 'C' }, { clients: 1 }))?.roomId).toBe('CCCC02');
    expect((await driver.findOne({ roomId: 'BBBB01' }))?.processId).toBe('B');
  });
});
