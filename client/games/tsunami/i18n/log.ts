/**
 * A log line per event, in both languages. Every event is public (§13): a card turned face up names its face, a card
 * removed unseen says only where it was. A new event type without its line fails to compile (`never` below).
 */
import type { Lang } from '../../../i18n/lang';
import type { GameEvent } from '../../../../shared/tsunami/types';
import { cardName, fill, hexName, memberName, SKILL, STATUS, TIER, TOKEN } from './words';

const pick = (l: Lang, ja: string, en: string, p: Record<string, string | number> = {}): string =>
  fill(l === 'ja' ? ja : en, p, l);

const WHY_END: Record<string, [string, string]> = {
  spent: ['移動力を使い切った', 'no move left'],
  stopped: ['ここで止まった', 'stopped here'],
  watchStep: ['足元注意で止まった', 'watched their step'],
  pulled: ['引き上げられた', 'was pulled up'],
};

const DIE: Record<string, [string, string]> = {
  check: ['判定', 'check'],
  injury: ['ケガの判定', 'injury check'],
  exhaustion: ['疲労困憊の移動力', 'exhausted move'],
  disoriented: ['方向', 'direction'],
  aftershock: ['余震', 'aftershock'],
  cat: ['猫の歩く方向', 'the cat’s wander'],
};

export function logText(e: GameEvent, l: Lang): string | null {
  const who = (id: string | null) => (id ? memberName(id, l) : '');
  switch (e.e) {
    case 'skillMix':
      return pick(l, '{u}のスキル：{c}', '{u}’s skills: {c}', {
        u: who(e.unit),
        c: Object.entries(e.cards)
          .map(([k, n]) => `${SKILL[k as keyof typeof SKILL][l]}×${n}`)
          .join(l === 'ja' ? '、' : ', '),
      });
    case 'turnStarted':
      return pick(l, '― ターン{t}：今夜は{a}・{b}列が沈む ―', '— Turn {t}: rows {a}–{b} flood tonight —', {
        t: e.turn,
        a: e.floods[0],
        b: e.floods[1],
      });
    case 'activationClaimed':
      return pick(l, '{u}が動き出す', '{u} sets off', { u: who(e.unit) });
    case 'activationsGivenUp':
      return e.why === 'timeout'
        ? pick(l, '時間切れ：{u}は動けなかった', 'Time is up: {u} could not move', { u: list(e.units, l) })
        : pick(l, '{u}はこのターン動かない', 'No move this turn for {u}', { u: list(e.units, l) });
    case 'timeUp':
      return pick(l, '砂時計が落ちきった！', 'The hourglass has run out!');
    case 'allowanceSet':
      return pick(l, '{u}の移動力は{n}', '{u} can move {n}', { u: who(e.unit), n: e.allowance.total });
    case 'allowanceChanged':
      return pick(l, '{u}の移動力{d}（残り{n}）', '{u}: move {d} ({n} left)', {
        u: who(e.unit),
        d: e.by > 0 ? `+${e.by}` : String(e.by),
        n: e.allowance,
      });
    case 'unitMoved':
      return e.how === 'step' || e.how === 'led'
        ? null
        : pick(
            l,
            {
              stumble: '{u}はよろめいて{h}へ',
              pulled: '{u}は{h}へ引き上げられた',
              called: '{u}は呼ばれて{h}へ',
              route: '{u}は抜け道で{h}へ',
              back: '{u}は{h}へ戻された',
            }[e.how],
            {
              stumble: '{u} stumbles to {h}',
              pulled: '{u} is pulled up to {h}',
              called: '{u} answers the call to {h}',
              route: '{u} takes the route to {h}',
              back: '{u} is sent back to {h}',
            }[e.how],
            { u: who(e.unit), h: hexName(e.to) },
          );
    case 'stepLost':
      return pick(l, '{u}は道に迷い、1歩を失った', '{u} loses a step, lost', { u: who(e.unit) });
    case 'dashed':
      return pick(l, '{u}がダッシュ！（次のターンは疲労）', '{u} dashes! (Fatigued next turn)', { u: who(e.unit) });
    case 'moveEnded': {
      const w = WHY_END[e.why];
      return w
        ? pick(l, '{u}：{w}', '{u}: {w}', { u: who(e.unit), w: w[l === 'ja' ? 0 : 1] })
        : pick(l, '{u}の移動は「{c}」で終わった', '{u}’s move ends: {c}', {
            u: who(e.unit),
            c: cardName(e.why as Parameters<typeof cardName>[0], l),
          });
    }
    case 'activationEnded':
      return null;
    case 'cardRevealed':
      return e.by === 'entry'
        ? pick(l, '{u}が{h}で「{c}」をめくった', '{u} turns up {c} on {h}', {
            u: who(e.unit),
            h: hexName(e.hex),
            c: cardName(e.card, l),
          })
        : pick(l, '{h}のカードは「{c}」', 'The card on {h} is {c}', { h: hexName(e.hex), c: cardName(e.card, l) });
    case 'cardMet':
      return pick(l, '{u}が{h}の「{c}」に入った', '{u} meets {c} on {h}', {
        u: who(e.unit),
        h: hexName(e.hex),
        c: cardName(e.card, l),
      });
    case 'reactionUsed':
      return e.skill === 'helper'
        ? pick(l, '助っ人が「{c}」を防いだ', 'The Helper stops {c}', { c: cardName(e.card, l) })
        : pick(l, '{u}の{s}！', '{u}: {s}!', { u: who(e.unit), s: SKILL[e.skill][l] });
    case 'reactionsPassed':
      return null;
    case 'cardResolved':
      return e.cancelled
        ? pick(l, '「{c}」は何も起こさなかった', '{c} does nothing', { c: cardName(e.card, l) })
        : null;
    case 'cardDiscarded':
      return e.why === 'dangerSense'
        ? pick(l, '{h}のカードが取り除かれた', 'The card on {h} is cleared away', { h: hexName(e.hex) })
        : null;
    case 'diceRolled':
      return pick(l, 'サイコロ（{p}）：{v}', 'Die ({p}): {v}', { p: DIE[e.purpose][l === 'ja' ? 0 : 1], v: e.value });
    case 'checkResolved':
      return e.auto
        ? pick(l, '{u}は子供なので判定は失敗', '{u} is a child: the check fails', { u: who(e.unit) })
        : pick(l, '{u}の判定：{r}', '{u}’s check: {r}', {
            u: who(e.unit),
            r: e.pass ? (l === 'ja' ? '成功' : 'passed') : l === 'ja' ? '失敗' : 'failed',
          });
    case 'statusGained':
      return pick(l, '{u}：{s}', '{u}: {s}', { u: who(e.unit), s: STATUS[e.status][l] });
    case 'statusEnded':
      return e.why === 'expired'
        ? null
        : pick(l, '{u}の{s}が消えた', '{u} is no longer {s}', { u: who(e.unit), s: STATUS[e.status][l] });
    case 'tokenGained':
      return pick(l, '家族は{t}を手に入れた', 'The family gains a {t}', { t: TOKEN[e.token][l] });
    case 'tokenUsed':
      return pick(l, '{t}を使った', 'The {t} is used', { t: TOKEN[e.token][l] });
    case 'skillUsed':
      return e.skill === 'wisdom' || e.skill === 'substitute' || e.skill === 'protect'
        ? null
        : pick(l, '{u}の{s}{b}', '{u}: {s}{b}', {
            u: who(e.unit),
            s: SKILL[e.skill][l],
            b: e.bag ? (l === 'ja' ? '（知恵袋）' : ' (Wisdom Bag)') : '',
          });
    case 'leadStarted':
      return pick(l, '{u}が{x}の手を引く', '{u} takes {x} by the hand', { u: who(e.unit), x: who(e.led) });
    case 'leadEnded':
      return pick(l, '{u}と{x}の手が離れた', '{u} lets go of {x}', { u: who(e.unit), x: who(e.led) });
    case 'hexCollapsed':
      return pick(l, '{h}が崩れ落ちた', '{h} collapses', { h: hexName(e.hex) });
    case 'shortcutOpened':
      return pick(l, '{h}に近道が開いた', 'A shortcut opens on {h}', { h: hexName(e.hex) });
    case 'cardsSwapped':
      return pick(l, '{a}と{b}のカードを入れ替えた', 'The cards of {a} and {b} change places', {
        a: hexName(e.from),
        b: hexName(e.to),
      });
    case 'shelterRevealed':
      return e.real
        ? pick(l, '{h}が本物の避難所だ！', '{h} is the real shelter!', { h: hexName(e.hex) })
        : pick(l, '{h}の避難所は閉鎖されていた', 'The shelter on {h} is closed', { h: hexName(e.hex) });
    case 'unitEscaped':
      return pick(l, '{u}が避難所にたどり着いた！（+{p}点）', '{u} reaches the shelter! (+{p})', {
        u: who(e.unit),
        p: e.points,
      });
    case 'unitDied':
      return pick(l, '{u}は波にさらわれた', '{u} is swept away', { u: who(e.unit) });
    case 'amuletUsed':
      return pick(l, 'お守りが{u}を救った', 'The Amulet saves {u}', { u: who(e.unit) });
    case 'rowsFlooded':
      return pick(l, '津波が{a}・{b}列を飲み込んだ', 'The water swallows rows {a}–{b}', { a: e.rows[0], b: e.rows[1] });
    case 'aftershock':
      return pick(l, '余震！次のターンは全員の移動力−1', 'Aftershock! Everyone moves 1 less next turn');
    case 'debrisCleared':
      return pick(l, '{h}のがれきを片づけた', 'The debris on {h} is cleared', { h: hexName(e.hex) });
    case 'catCarried':
      return pick(l, '{u}が猫を抱き上げた', '{u} picks up the cat', { u: who(e.unit) });
    case 'catMoved':
      return pick(l, '猫が{h}へ歩いた', 'The cat wanders to {h}', { h: hexName(e.to) });
    case 'catEscaped':
      return pick(l, '猫も無事に避難した', 'The cat is safe too');
    case 'catDrowned':
      return pick(l, '猫は波にさらわれた', 'The cat is swept away');
    case 'turnEnded':
      return null;
    case 'gameEnded':
      return pick(l, '― {t}（{s}/{m}点）―', '— {t} ({s}/{m, plural, one {# point} other {# points}}) —', {
        t: TIER[e.result.tier][l],
        s: e.result.score,
        m: e.result.max,
      });
    default: {
      const never: never = e;
      return String(never);
    }
  }
}

function list(ids: readonly string[], l: Lang): string {
  return ids.map((id) => memberName(id, l)).join(l === 'ja' ? '・' : ', ');
}
