/**
 * A PostgreSQL connection that breaks while a transaction holds it between two queries (the database stopped):
 * the transaction fails, the process goes on (the client's 'error' event used to end it: seen in CI as a health
 * check's socket reset in pg-outage.test), and once the database is back the store answers again.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgStore } from '../../server/store-pg';
import { startPostgres, type PostgresService } from './services';

let postgres: PostgresService;
let store: PgStore;

beforeAll(async () => {
  postgres = await startPostgres(5812);
  store = await PgStore.open(postgres.url);
}, 60_000);

afterAll(async () => {
  await store?.close();
  await postgres?.stop();
});

type Transaction = <T>(fn: (c: pg.PoolClient) => Promise<T>) => Promise<T>;

describe('a transaction whose connection breaks between its queries', () => {
  it('fails, ends nothing else, and the store answers again once the database is back', async () => {
    const transaction = (store as unknown as { transaction: Transaction }).transaction.bind(store);
    const failed = transaction(async (c) => {
      await c.query('SELECT 1');
      // the database stops while this transaction waits between two queries
      await postgres.pause();
      await new Promise((r) => setTimeout(r, 500));
      return c.query('SELECT 1');
    });
    await expect(failed).rejects.toThrow();
    await postgres.resume();
    expect(await store.exists('no-such-game')).toBe(false);
  });
});
