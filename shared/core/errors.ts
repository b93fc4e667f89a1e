/**
 * Errors are codes with parameters, never sentences: the client translates them (ja/en), and shows nothing at all
 * for the harmless ones. A game adds its own codes (its i18n strings translate `<gameId>.<code>`); the platform's
 * codes are listed here so that the shell's translations are checked against them.
 */
export interface GameError {
  code: string;
  params?: Record<string, string | number>;
}

/** Codes the engine core, the host and the room use. */
export const PLATFORM_ERRORS = [
  // engine core
  'gameOver',
  'notAnAction',
  'notYourTurn',
  'illegal',
  'invalidOptions',
  // host
  'stale',
  'notStarted',
  'spectator',
  // room, messages
  'invalidMessage',
  'unknownMessage',
  'tooMany',
  'tooLarge',
  'started',
  'noSeat',
  'seatTaken',
  'takeSeatFirst',
  'notHost',
  'notReady',
  'nobodySeated',
  'chatTooFast',
  'chatEmpty',
  'noChannel',
  'serverError',
  'notOver',
  'rematchFailed',
  'hintTooFast',
  'hintBusy',
  // stored games and replays (versions.ts)
  'rulesVersionGone',
  'replayFailed',
] as const;
export type PlatformErrorCode = (typeof PLATFORM_ERRORS)[number];

/**
 * Refusals a person does not need to hear about: the click raced another change (a double click, a teammate's
 * move, a computer seat's turn) and the screen is about to show the new state anyway.
 */
export const HARMLESS_ERRORS: ReadonlySet<string> = new Set(['stale', 'notYourTurn', 'gameOver']);

export const gameError = (code: string, params?: GameError['params']): GameError =>
  params ? { code, params } : { code };

/** A short English rendering for logs and tests, never for players. */
export function describeError(e: GameError): string {
  return e.params ? `${e.code} ${JSON.stringify(e.params)}` : e.code;
}
