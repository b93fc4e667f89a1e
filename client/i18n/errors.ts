/**
 * Error codes (shared/core/errors.ts) in the player's language. A platform code without a translation fails to
 * compile; harmless refusals (a double click, a move that raced a teammate's) are shown as nothing at all. A game's
 * own codes (`<gameId>.<code>`) are translated by the table its screen passes.
 */
import { HARMLESS_ERRORS, type GameError, type PlatformErrorCode } from '../../shared/core/errors';
import { fill } from './index';
import type { Lang } from './lang';

type Table = Record<PlatformErrorCode, string> & Record<string, string>;
export type GameErrorTexts = Record<Lang, Record<string, string>>;

const en: Table = {
  gameOver: 'The game is over.',
  notAnAction: 'That is not a move.',
  notYourTurn: 'It is not your turn.',
  illegal: 'That move is not allowed now.',
  invalidOptions: 'Those settings are not valid.',
  stale: 'The game moved on before your move arrived.',
  notStarted: 'The game has not started yet.',
  spectator: 'Spectators cannot do that.',
  invalidMessage: 'The server could not read that request.',
  unknownMessage: 'The server does not know that request.',
  tooMany: 'Too many requests: slow down a little.',
  tooLarge: 'That request is too large.',
  started: 'The game has already started.',
  noSeat: 'There is no such seat.',
  seatTaken: 'That seat is taken.',
  takeSeatFirst: 'Take a seat first.',
  notHost: 'Only the host can do that.',
  notReady: 'Not everyone is ready.',
  nobodySeated: 'Take a seat to play: empty seats go to the computer, but someone must play.',
  chatTooFast: 'You are sending messages too fast.',
  chatEmpty: 'The message is empty.',
  noChannel: 'You cannot write on that channel.',
  serverError: 'Something went wrong on the server. Try again.',
  notOver: 'The game is not over yet.',
  rematchFailed: 'The new game could not be set up. Try again.',
  hintTooFast: 'One hint at a time, and a few a minute: try again in a moment.',
  hintBusy: 'The server is busy with other hints: try again in a moment.',
  rulesVersionGone:
    'This game was played under an earlier version of the rules (version {version}), which this edition no longer has (it plays version {current}): it cannot be shown or continued.',
  replayFailed: 'This game cannot be shown: its record does not match the rules (move {move} does not apply).',
};

const ja: Table = {
  gameOver: 'ゲームは終了しています。',
  notAnAction: 'それは手番の行動ではありません。',
  notYourTurn: 'あなたの番ではありません。',
  illegal: 'その行動は今はできません。',
  invalidOptions: 'その設定は使えません。',
  stale: '操作が届く前にゲームが進みました。',
  notStarted: 'ゲームはまだ始まっていません。',
  spectator: '観戦者はその操作ができません。',
  invalidMessage: 'サーバーがその要求を読めませんでした。',
  unknownMessage: 'サーバーが知らない要求です。',
  tooMany: '操作が多すぎます。少し待ってください。',
  tooLarge: '要求が大きすぎます。',
  started: 'ゲームはもう始まっています。',
  noSeat: 'その席はありません。',
  seatTaken: 'その席は埋まっています。',
  takeSeatFirst: '先に席を選んでください。',
  notHost: 'ホストだけができる操作です。',
  notReady: 'まだ準備ができていない人がいます。',
  nobodySeated: '席に着くと始められます。空いた席はコンピューターが遊びますが、だれか一人は遊ぶ人が必要です。',
  chatTooFast: 'メッセージの送信が速すぎます。',
  chatEmpty: 'メッセージが空です。',
  noChannel: 'そのチャンネルには書き込めません。',
  serverError: 'サーバーで問題が起きました。もう一度試してください。',
  notOver: 'まだゲームは終わっていません。',
  rematchFailed: '新しいゲームを用意できませんでした。もう一度試してください。',
  hintTooFast: 'ヒントは一度に一つ、1分間に数回までです。少し待ってからもう一度どうぞ。',
  hintBusy: 'サーバーがほかのヒントで混み合っています。少し待ってからもう一度どうぞ。',
  rulesVersionGone:
    'このゲームは以前のルール（バージョン{version}）で遊ばれたもので、現在の版（バージョン{current}）にはそのルールがないため、表示も続行もできません。',
  replayFailed: 'このゲームは表示できません。記録がルールと合いません（{move}手目が適用できません）。',
};

const TABLES: Record<Lang, Table> = { en, ja };

/** The message to show for a refusal, or null when it is harmless (or has no translation: never a raw code). */
export function errorText(e: GameError, lang: Lang, game?: GameErrorTexts): string | null {
  if (HARMLESS_ERRORS.has(e.code)) return null;
  const text = TABLES[lang][e.code] ?? game?.[lang][e.code] ?? TABLES[lang].illegal;
  return fill(text, e.params ?? {}, lang);
}

export const ERROR_TABLES = TABLES;
