/** What a game's client folder provides to the shell (see registry.ts). */
import type { Lang } from '../i18n/names';
import type { GameConnection, GameUpdate } from '../net/types';

export type Texts = Record<Lang, string>;

/** The game picker's card: everything about a game the menus show before its chunk loads. */
export interface GameMeta {
  /** The folder name, which is the game's id in shared/registry.ts. */
  id: string;
  /** Position in the picker. */
  order: number;
  name: Texts;
  /** e.g. "2–4 players". */
  players: Texts;
  /** e.g. "60–90 min". */
  length: Texts;
  pitch: Texts;
  /** The card's original art: an image URL (SVG from assets/ or drawn in code). */
  art: string;
  /** Names of the teams (solo play asks which one the player takes). */
  teams: Record<string, Texts>;
  /** Labels of the options the setup forms show (drawn from the game's options schema), and of their values. */
  options: Record<string, { label: Texts; values?: Record<string, Texts> }>;
  /** Names of the computer players' levels. */
  levels: Record<string, Texts>;
}

export interface GameScreenOptions {
  replayHref?: () => string | null;
  onExit: () => void;
  /** Replay viewer: no prompts, no planning moves, no chat. */
  readOnly?: boolean;
  extraBar?: HTMLElement;
  /** Benchmark: draw every frame even on a slow renderer. */
  alwaysAwake?: boolean;
}

/** A mounted game screen: the shell pushes updates into it and destroys it when the player leaves. */
export interface GameScreenHandle {
  push(u: GameUpdate): void;
  destroy(): void;
}

/** The game's client module, loaded lazily as its own chunk. */
export interface GameClient {
  mountGameScreen(root: HTMLElement, conn: GameConnection | null, o: GameScreenOptions): Promise<GameScreenHandle>;
  /** The rendering benchmark page (#/bench/<id>), if the game has one. */
  renderBench?(root: HTMLElement): Promise<void>;
}
