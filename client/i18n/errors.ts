/**
 * Error codes (shared/core/errors.ts) in the player's language. A platform code without a translation fails to
 * compile; harmless refusals (a double click, a move that raced a teammate's) are shown as nothing at all.
 */
import { HARMLESS_ERRORS, type GameError, type PlatformErrorCode } from '../../shared/core/errors';
import type { Lang } from './names';

type Table = Record<PlatformErrorCode, string> & Record<string, string>;

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
  chatTooFast: 'You are sending messages too fast.',
  chatEmpty: 'The message is empty.',
  noChannel: 'You cannot write on that channel.',
  serverError: 'Something went wrong on the server. Try again.',
  'vulcanus.roleNotYours': 'That role is not yours.',
  'vulcanus.wrongLine': 'With {humans} human player(s), claim the other kind of line.',
  'vulcanus.lineYours': 'That line is already yours.',
  'vulcanus.lineTaken': 'Another role has claimed that line.',
  'vulcanus.slotTaken': 'Slot {slot} is taken.',
  'vulcanus.notInHand': 'That card is not in your hand.',
  'vulcanus.kaijuSlots': 'The kaiju places cards only in K1–K3.',
  'vulcanus.claimFirst': 'Claim a row or a column first.',
  'vulcanus.notYourLine': 'Slot {slot} is not in your line.',
  'vulcanus.noCardThere': 'There is no card of yours there.',
  'vulcanus.redrawNone': 'Choose at least one card to redraw.',
  'vulcanus.redrawUsed': 'The kaiju has used its redraw this round.',
  'vulcanus.redrawCost': 'A redraw costs {cost} fund.',
  'vulcanus.fillLine': 'Fill every slot of your line first.',
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
  chatTooFast: 'メッセージの送信が速すぎます。',
  chatEmpty: 'メッセージが空です。',
  noChannel: 'そのチャンネルには書き込めません。',
  serverError: 'サーバーで問題が起きました。もう一度試してください。',
  'vulcanus.roleNotYours': 'その役職はあなたのものではありません。',
  'vulcanus.wrongLine': '人間{humans}人のときは、もう一方の種類の列を選びます。',
  'vulcanus.lineYours': 'その列はすでにあなたのものです。',
  'vulcanus.lineTaken': 'その列は他の役職が選んでいます。',
  'vulcanus.slotTaken': '{slot}にはもうカードがあります。',
  'vulcanus.notInHand': 'そのカードは手札にありません。',
  'vulcanus.kaijuSlots': '怪獣はK1〜K3にだけカードを置きます。',
  'vulcanus.claimFirst': '先に行か列を選んでください。',
  'vulcanus.notYourLine': '{slot}はあなたの列にありません。',
  'vulcanus.noCardThere': 'そこにあなたのカードはありません。',
  'vulcanus.redrawNone': '引き直すカードを1枚以上選んでください。',
  'vulcanus.redrawUsed': '怪獣はこのラウンドの引き直しを使いました。',
  'vulcanus.redrawCost': '引き直しには資金が{cost}必要です。',
  'vulcanus.fillLine': '先に自分の列のマスをすべて埋めてください。',
};

const TABLES: Record<Lang, Table> = { en, ja };

/** The message to show for a refusal, or null when it is harmless (or has no translation: never a raw code). */
export function errorText(e: GameError, lang: Lang): string | null {
  if (HARMLESS_ERRORS.has(e.code)) return null;
  const text = TABLES[lang][e.code] ?? TABLES[lang].illegal;
  const p = e.params ?? {};
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m));
}

export const ERROR_TABLES = TABLES;
