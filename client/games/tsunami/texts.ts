/** The texts of Tsunami the shell's frame shows: rules help, seat names, log lines, error codes, hint reasons. */
import type { Lang } from '../../i18n/lang';
import type { GameEvent } from '../../../shared/tsunami/types';
import type { GameTexts } from '../types';
import { logText } from './i18n/log';
import { fill, hexName, memberName, SKILL, type Tx } from './i18n/words';
import { CARDS, type CardId } from '../../../shared/tsunami/data/numbers';
import { meta } from './meta';

/** The computer player's reasons (shared/tsunami/bots/reasons.ts), worded. */
const REASONS: Record<string, Tx> = {
  mixForTheFamily: { ja: '家族の弱点を補う組み合わせ', en: 'A mix that covers the family’s weak spots' },
  childrenLast: { ja: '{unit}は最後に：近くの家族を速くできる', en: '{unit} last: they speed up those nearby' },
  slowFirst: { ja: '{unit}を先に：子供が近くにいるうちに', en: '{unit} first, while the children are near' },
  beatTheWater: { ja: '{unit}：今夜の水から逃げる', en: '{unit}: get above tonight’s water' },
  headForShelter: { ja: '{unit}：避難所へ向かう', en: '{unit}: head for the shelter' },
  reachShelter: { ja: '{unit}：避難所に届く！', en: '{unit}: the shelter is within reach!' },
  stayClose: { ja: '{unit}：家族の近くにいて加速を与える', en: '{unit}: stay close to speed the others up' },
  holdTheCliff: { ja: '{unit}：崖の上で待って引き上げる', en: '{unit}: wait on the cliff to pull the others up' },
  waitHere: { ja: '{unit}：ここで止まる方が安全', en: '{unit}: safer to stop here' },
  dashForSafety: { ja: '{unit}：ダッシュで水から逃げる', en: '{unit}: dash clear of the water' },
  takeTheHand: { ja: '{led}の手を引いて一緒に進む', en: 'Take {led} by the hand' },
  letGo: { ja: '手を離してそれぞれ進む', en: 'Let go: each can go faster alone' },
  scoutShelter: { ja: '{hex}の避難所を確かめる', en: 'Find out about the shelter on {hex}' },
  scoutAhead: { ja: '{hex}のカードを先に見る', en: 'Look at the card on {hex} first' },
  carryTheCat: { ja: '猫も連れて行く', en: 'Bring the cat along' },
  quenchFatigue: { ja: '疲労を消してもっと進む', en: 'Shake off Fatigue to go further' },
  pullOverCliff: { ja: '崖の上へ引き上げる：大きな近道', en: 'Pull them over the cliff: a big shortcut' },
  cancelDanger: { ja: '「{card}」を防ぐ', en: 'Stop {card}' },
  takeTheBlow: { ja: '身代わりで「{card}」を受ける', en: 'Take {card} in their place' },
  saveForLater: { ja: '今は温存する', en: 'Keep it for later' },
  callUp: { ja: '{unit}を上へ呼ぶ', en: 'Call {unit} up' },
  takeTheRoute: { ja: '{hex}へ進む', en: 'Step to {hex}' },
  lightTheWay: { ja: '行く先を照らす', en: 'Light the way ahead' },
  openShortcut: { ja: '{hex}に近道を開く', en: 'Open a shortcut on {hex}' },
  clearTheWay: { ja: '{hex}のカードを取り除く', en: 'Clear the card on {hex}' },
  moveTheDanger: { ja: '危ないカードを道から外す', en: 'Move the danger off the path' },
  nothingLeft: { ja: 'これ以上できることはない', en: 'Nothing more to do' },
};

const ERRORS: GameTexts['errors'] = {
  ja: { activationRunning: '他の家族が移動中です。その移動が終わってから動かせます。' },
  en: { activationRunning: 'Another member is moving right now: yours can set off once that move is over.' },
};

function param(k: string, v: string, l: Lang): string {
  if (k === 'unit' || k === 'led') return memberName(v, l);
  if (k === 'hex' || k === 'from' || k === 'to') return hexName(Number(v));
  if (k === 'card') return v in CARDS ? CARDS[v as CardId][l] : v;
  if (k === 'skill') return v in SKILL ? SKILL[v as keyof typeof SKILL][l] : v;
  return v;
}

export const texts: GameTexts = {
  rules: (lang) => meta.rules[lang],
  seat: (seat, lang) => meta.seatName(seat, lang),
  event(e, lang) {
    const ev = e as GameEvent;
    const text = logText(ev, lang);
    return text ? { text, cls: `ts-log-${ev.e}` } : null;
  },
  errors: ERRORS,
  // the replay's timeline is marked at each turn's start
  chapter(e, lang) {
    const ev = e as GameEvent;
    if (ev.e !== 'turnStarted') return null;
    return { short: String(ev.turn), long: lang === 'ja' ? `ターン${ev.turn}` : `Turn ${ev.turn}` };
  },
  reason(r, lang) {
    const p = r.params ?? {};
    const text = (REASONS[r.key] ?? REASONS.nothingLeft)[lang];
    return fill(text, Object.fromEntries(Object.entries(p).map(([k, v]) => [k, param(k, String(v), lang)])), lang);
  },
};

/** The reason keys worded here (a test checks them against the computer player's list). */
export const REASON_WORDS: readonly string[] = Object.keys(REASONS);
