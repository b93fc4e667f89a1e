/**
 * The online games this browser has played ("my games"), kept with its seat tokens: each game is entered as soon as
 * a seat here is shown its first update (a page closed in the middle of a game loses nothing: the token and this
 * entry stay), and marked finished with its result once known, here or from the server. Newest first.
 */
import type { KeyValueStorage } from './storage';

const KEY = 'kaiju.mygames';
/** Entries kept (the oldest finished ones go first). */
const MAX = 60;

export interface MyGame {
  /** The room's code (the game's id on the server). */
  id: string;
  /** The game's id in the registry. */
  game: string;
  /** The seat played here. */
  seat: string;
  /** When this browser first saw it running (Date.now()). */
  started: number;
  /** Once it is over: when, and whether this seat won (null: no winner, or unknown). */
  finished?: { at: number; won: boolean | null };
}

export function myGames(storage: KeyValueStorage): MyGame[] {
  try {
    const all = JSON.parse(storage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(all) ? (all as MyGame[]).filter((g) => typeof g?.id === 'string') : [];
  } catch {
    return [];
  }
}

function save(storage: KeyValueStorage, all: MyGame[]): void {
  // over the limit, the oldest finished games go first, then the oldest of all
  const keep = [...all];
  for (let i = keep.length - 1; keep.length > MAX && i >= 0; i--) if (keep[i].finished) keep.splice(i, 1);
  try {
    storage.setItem(KEY, JSON.stringify(keep.slice(0, MAX)));
  } catch {
    // storage full or unavailable: the list is simply not kept
  }
}

/** A game whose seat here has just been shown it (nothing changes if it is entered already with that seat). */
export function enterMyGame(storage: KeyValueStorage, g: { id: string; game: string; seat: string }): void {
  const all = myGames(storage);
  const had = all.find((x) => x.id === g.id);
  if (had && had.seat === g.seat) return;
  save(storage, [{ ...g, started: had?.started ?? Date.now() }, ...all.filter((x) => x.id !== g.id)]);
}

/** A game of the list is over. */
export function finishMyGame(storage: KeyValueStorage, id: string, at: number, won: boolean | null): void {
  const all = myGames(storage);
  const g = all.find((x) => x.id === id);
  if (!g || g.finished) return;
  g.finished = { at, won };
  save(storage, all);
}
