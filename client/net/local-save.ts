/**
 * Solo games in localStorage: a marker of the game in progress (its record stays with the worker, see
 * solo-store.ts) and finished games (replays).
 */
import type { SeatId } from '../../shared/core/game';
import type { GameLog } from './local-protocol';

const SAVE_KEY = 'kaiju.solo.current';
const REPLAYS_KEY = 'kaiju.replays';
const ONLINE_KEY = 'kaiju.replays.online';

export interface SavedGame {
  id: string;
  /** The game's id (absent in saves made before there were several games: the first game). */
  game?: string;
  seat: SeatId;
  botLevel: string;
}

export interface StoredReplay {
  id: string;
  at: number;
  log: GameLog;
  seat: SeatId;
  /** Whether this seat won (absent in replays kept before it was recorded). */
  won?: boolean;
}

export function savedSoloGame(): SavedGame | null {
  try {
    const raw = localStorage.getItem(SAVE_KEY);
    return raw ? (JSON.parse(raw) as SavedGame) : null;
  } catch {
    return null;
  }
}

export function saveSolo(g: SavedGame): void {
  try {
    localStorage.setItem(SAVE_KEY, JSON.stringify(g));
  } catch {
    // storage unavailable: the game just cannot be resumed after a reload
  }
}

export function clearSavedSolo(): void {
  try {
    localStorage.removeItem(SAVE_KEY);
  } catch {
    // nothing to clear
  }
}

export function storedReplays(): StoredReplay[] {
  try {
    return JSON.parse(localStorage.getItem(REPLAYS_KEY) ?? '[]') as StoredReplay[];
  } catch {
    return [];
  }
}

export function storeReplay(r: StoredReplay): void {
  const all = storedReplays().filter((x) => x.id !== r.id);
  all.unshift(r);
  try {
    localStorage.setItem(REPLAYS_KEY, JSON.stringify(all.slice(0, 10)));
  } catch {
    // storage full: the replay is simply not kept
  }
}

/** An online game this browser played to its end: its record is fetched from the server when replayed. */
export interface PlayedOnline {
  id: string;
  at: number;
  seat: string;
  /** The game's id, and whether this seat won (absent in entries kept before they were recorded). */
  game?: string;
  won?: boolean;
}

export function playedOnline(): PlayedOnline[] {
  try {
    return JSON.parse(localStorage.getItem(ONLINE_KEY) ?? '[]') as PlayedOnline[];
  } catch {
    return [];
  }
}

export function rememberOnlineGame(g: PlayedOnline): void {
  const all = playedOnline();
  if (all.some((x) => x.id === g.id)) return;
  all.unshift(g);
  try {
    localStorage.setItem(ONLINE_KEY, JSON.stringify(all.slice(0, 20)));
  } catch {
    // storage full: the game is simply not listed
  }
}
