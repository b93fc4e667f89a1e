/** Where the online client keeps what outlives a page (localStorage in a browser, a map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
