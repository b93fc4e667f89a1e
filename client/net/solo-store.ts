/**
 * The solo game in progress, kept in IndexedDB by the worker (which alone holds the full state): the screens
 * never receive the action log or the seed of a running game, only the finished game's record for its replay.
 */
const DB = 'kaiju-solo';
const STORE = 'games';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = f(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

export function storeGet<T>(key: string): Promise<T | undefined> {
  return run('readonly', (s) => s.get(key) as IDBRequest<T | undefined>).catch(() => undefined);
}

export function storePut(key: string, value: unknown): Promise<void> {
  return run('readwrite', (s) => s.put(value, key)).then(
    () => undefined,
    () => undefined,
  );
}

export function storeDelete(key: string): Promise<void> {
  return run('readwrite', (s) => s.delete(key)).then(
    () => undefined,
    () => undefined,
  );
}
