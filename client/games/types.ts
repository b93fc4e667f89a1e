/** What a game's client folder provides to the shell (see registry.ts). */
import type { Lang } from '../i18n/lang';
import type { GameSummary, Reason } from '../../shared/core/game';
import type { GameErrorTexts } from '../i18n/errors';
import type { GameConnection, GameUpdate, SeatInfo } from '../net/types';

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
  /** The rules in short, for the title's "How to play" and the in-game rules help. */
  rules: Texts;
  /** The card's original art: an image URL (SVG from assets/ or drawn in code). */
  art: string;
  /** Names of the teams (solo play asks which one the player takes). */
  teams: Record<string, Texts>;
  /** Labels of the options the setup forms show (drawn from the game's options schema), and of their values. */
  options: Record<string, { label: Texts; values?: Record<string, Texts> }>;
  /** Names of the computer players' levels. */
  levels: Record<string, Texts>;
  /** A seat's name (the lobby, the seat strip, chat). */
  seatName(seat: string, lang: Lang): string;
  /** A role's name, for games whose seats play roles. */
  roleName?(role: string, lang: Lang): string;
  /** The room list's and the lobby's one line about a game's options (from the definition's `summary`). */
  summary(s: GameSummary, lang: Lang): string;
  /** Guided first games (the menus offer them when there are any): each a solo game on fixed options and seed. */
  tutorials?: TutorialMeta[];
}

/**
 * A tutorial: a normal solo game (the real engine, computer players on the other seats) on fixed options and a
 * fixed seed, with a coach (client/ui/coach.ts) whose steps follow what the screen shows.
 */
export interface TutorialMeta {
  id: string;
  /** The button's words (e.g. the side it teaches) and one line about it. */
  title: Texts;
  about: Texts;
  /** The player's seat. */
  seat: string;
  options: unknown;
  seed: number;
  /** The computer players' level (the game's default when absent). */
  botLevel?: string;
  /** The coach's steps: loaded when the tutorial starts, so that the menus stay small. */
  script(): Promise<CoachScript>;
}

/** What a tutorial's coach says, step by step (the logic is client/ui/coach-steps.ts). */
export interface CoachScript<U = GameUpdate> {
  steps: CoachStep<U>[];
  /**
   * The end of the guided part (e.g. the first round is over): the coach says `end` and leaves (once the player
   * has tapped "Next" on an explanation that is on).
   */
  endsWhen(u: U): boolean;
  end: Texts;
  /** What no bubble may ever cover (e.g. the panel where the player answers a decision). */
  keepClear?: string;
}

/**
 * One coach mark. Steps come in order; an `anytime` step instead interrupts whichever step is on, once, the first
 * time its `when` holds (an event that may or may not happen, such as the kaiju growing).
 */
export interface CoachStep<U = GameUpdate> {
  id: string;
  text: Texts;
  /**
   * CSS selectors, tried in order: the bubble points at the first visible element of the first that has one, and
   * never covers it.
   */
  target?: string | string[];
  /** Further elements the bubble must not cover (what the step asks to tap besides the target). */
  keepClear?: string;
  /** The step appears once this holds for the update the screen shows (at once when absent). */
  when?(u: U): boolean;
  /**
   * Once shown, the coach moves on by itself when this holds (`since`: the update shown when the step appeared).
   * A step without it only explains, and has a "Next" button.
   */
  done?(u: U, since: U): boolean;
  /**
   * The step also appears the moment the board plays an event for which this holds (a phase that begins and ends
   * within one update, while the screen shows the update before it), once the steps before it are behind.
   */
  whenEvent?(e: unknown): boolean;
  /** The step is passed over, shown or not, when this holds (its moment is gone). */
  skip?(u: U): boolean;
  anytime?: boolean;
}

export interface GameScreenOptions {
  replayHref?: () => string | null;
  onExit: () => void;
  /** A new game with the same seats and options (offered on the result screen when set). */
  onRematch?: () => void;
  /** Replay viewer: no prompts, no planning moves, no chat. */
  readOnly?: boolean;
  /** Who sat where, for a screen with no connection to say so (an online game's replay): the log names them. */
  seats?: SeatInfo[];
  extraBar?: HTMLElement;
  /** Benchmark: draw every frame even on a slow renderer. */
  alwaysAwake?: boolean;
  /** Called with each update the board shows once its animations have played (a tutorial's coach follows it). */
  onShown?: (u: GameUpdate) => void;
  /** Called with each event as the board plays it (a coach may speak of a phase that passes within one update). */
  onEvent?: (e: unknown) => void;
}

/** What the shell's frame (client/ui/frame.ts) gives a game screen to draw into. */
export interface GameFrame {
  /** The whole screen (`data-screen=game`). */
  screen: HTMLElement;
  /** The middle: the board. */
  main: HTMLElement;
  /** The side column, above the log and the chat: the game's panels (prompts, players' boards). */
  panels: HTMLElement;
  /** The bottom bar (a hand, a plan board), empty unless the game fills it. */
  bottom: HTMLElement;
  /** The game's status in the top bar (round, phase). */
  status: HTMLElement;
  /** The game's tool buttons at the right of the top bar (e.g. fit the map). */
  tools: HTMLElement;
  /** Writes an event into the log (the game's `texts.event` phrases it, again on a language change). */
  log(event: unknown): void;
  /** A short notice over the board: an error (red) unless `tone` says it is news (a neutral notice). */
  toast(text: string, tone?: 'error' | 'news'): void;
  /**
   * The update the board shows now, once its animations have played: the result appears only when the final
   * board does. (A game that does not call it has its result shown with the final update.)
   */
  shown(u: GameUpdate): void;
}

/** A mounted game screen: the frame pushes updates into it and destroys it when the player leaves. */
export interface GameScreenHandle {
  push(u: GameUpdate): void;
  destroy(): void;
  /** Marks the action the hint suggests (null: no hint shown). */
  setHint?(action: unknown): void;
  /** Draws the current update again (after a refused action, to undo what the screen showed in advance). */
  redraw?(): void;
  /** The result panel's content for a finished game (the frame adds the buttons). */
  result?(u: GameUpdate): { cls?: string; content: HTMLElement[] } | null;
  /** The frame's: writes the log afresh with these events (a replay that jumps or steps back). */
  replaceLog?(events: readonly unknown[]): void;
}

/** A seat's name in a log line: the person's name from the lobby where one sits there, else the game's seat name. */
export type SeatNamer = (seat: string) => string;

/** The texts of a game the shell shows in its frame (log, seats, errors, hints, rules help). */
export interface GameTexts {
  rules(lang: Lang): string;
  seat(seat: string, lang: Lang): string;
  /**
   * A log line for an event, or null to leave it out. A line that names a seat names it with `name` (the frame's:
   * the person's name; the game's own seat name when absent).
   */
  event(e: unknown, lang: Lang, name?: SeatNamer): { text: string; cls?: string } | null;
  /** The game's own error codes (`<gameId>.<code>`). */
  errors: GameErrorTexts;
  /** A hint's reason; `action` (the hinted answer) lets the game name the whole move before the reason. */
  reason(r: Reason, lang: Lang, action?: unknown): string;
  /**
   * A marker on the replay's timeline for an event that opens a part of the game (a round): a few characters under
   * the slider and their full words; null for any other event. Without it, the replay has no markers.
   */
  chapter?(e: unknown, lang: Lang): { short: string; long: string } | null;
  /** The chat channels this viewer may write to (default: 'all' only). */
  chatChannels?(viewer: string): string[];
}

/** The game's client module, loaded lazily as its own chunk. */
export interface GameClient {
  id: string;
  texts: GameTexts;
  /** Draws the game into the frame and answers its questions; knows no rules beyond what updates say. */
  mount(frame: GameFrame, conn: GameConnection | null, o: GameScreenOptions): Promise<GameScreenHandle>;
  /** The rendering benchmark page (#/bench/<id>), if the game has one. */
  renderBench?(root: HTMLElement): Promise<void>;
}
