/**
 * Each event as the map plays it (Part C.1): steps, Father's climbing pull, Mother's hand taking another's, every
 * card turned as a beat of its own (the back, a pause, the face and its sound), dice rolled on screen, the swell of
 * the water, a member swept away in a gentle fade (never more), a member reaching the shelter lifted with bells.
 * `speed` 0 plays nothing; the view drawn after each event puts everything where the event says.
 */
import { announce } from '../../../kit/widgets/announce';
import { tumble } from '../../../kit/widgets/dice';
import { flipBeat } from '../../../kit/widgets/flip';
import type { GameEvent } from '../../../../shared/tsunami/types';
import { h } from '../../../ui/dom';
import { say } from '../i18n/ui';
import { SKILL, STATUS, TIER, TOKEN, cardName, hexName, memberName } from '../i18n/words';
import { CARDS, TUNING } from '../../../../shared/tsunami/data/numbers';
import { sound } from '../sounds';
import { htmlBack, htmlFace, die, paintDie } from './cards';
import { patchView } from './patch';
import { escapeFx, floatText, pulse, ropeLine, shake, slide, sweptFx, type FxCtx } from './motion';

export type { FxCtx };
import { swell } from './water';

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function rollDie(c: FxCtx, value: number, caption: string, speed: number): Promise<void> {
  const d = die();
  paintDie(d, 1);
  const box = h(
    'div',
    { class: 'ts-dice', 'data-fx': 'dice', 'data-test': 'dice' },
    d as unknown as HTMLElement,
    h('b', { text: caption }),
  );
  c.overlay.append(box);
  sound('dice');
  try {
    await tumble(d, value, speed, { paint: paintDie, faces: [1, 2, 3, 4, 5, 6] });
    await wait(650 * speed);
  } finally {
    box.remove();
  }
}

const DIE_WORDS: Record<string, [string, string]> = {
  check: ['判定', 'Check'],
  injury: ['ケガの判定', 'Injury check'],
  exhaustion: ['疲労困憊：移動力', 'Exhausted: the move'],
  disoriented: ['方向', 'Direction'],
  aftershock: ['余震？', 'Aftershock?'],
  cat: ['猫', 'The cat'],
};

/** Plays one event. */
export async function play(c: FxCtx, e: GameEvent, speed: number): Promise<void> {
  if (speed <= 0) return;
  const l = c.lang;
  const next = patchView(c.view, e);
  switch (e.e) {
    case 'turnStarted':
      sound('warn');
      return announce(
        c.overlay,
        `${say('turn', { n: e.turn }, l)} ・ ${say('tonight', { a: e.floods[0], b: e.floods[1] }, l)}`,
        'calm',
        speed,
      );
    case 'activationClaimed': {
      const u = c.view.units.find((x) => x.id === e.unit);
      if (u?.hex !== null && u?.hex !== undefined) c.follow(u.hex);
      return;
    }
    case 'allowanceSet':
      return floatText(c, e.unit, `${e.allowance.total}`, 'calm', speed);
    case 'allowanceChanged':
      return floatText(c, e.unit, `+${e.by}`, 'good', speed);
    case 'dashed':
      sound('step');
      return floatText(c, e.unit, l === 'ja' ? 'ダッシュ！' : 'Dash!', 'good', speed);
    case 'unitMoved': {
      c.follow(e.to);
      if (e.how === 'pulled') {
        // Father's pull-up: a rope from him, and a short climb
        sound('climb');
        const father = c.view.units.find((u) => u.cards.pullUp !== undefined && u.hex !== null && u.id !== e.unit);
        const rope = father?.hex !== null && father?.hex !== undefined ? ropeLine(c, father.hex, e.from) : null;
        await slide(c, e.unit, next, 650 * speed, 28);
        rope?.remove();
        return;
      }
      if (e.how === 'led') sound('hand');
      else sound('step');
      return slide(c, e.unit, next, (e.how === 'back' ? 200 : 280) * speed, e.how === 'called' ? 14 : 0);
    }
    case 'stepLost':
      return floatText(c, e.unit, l === 'ja' ? '迷った…' : 'Lost…', 'bad', speed);
    case 'cardRevealed': {
      const kind = CARDS[e.card].kind;
      const who = e.by === 'entry' ? memberName(e.unit, l) : '';
      return flipBeat(
        c.overlay,
        {
          back: htmlBack(e.zone, l),
          face: htmlFace(e.card, l),
          caption: who ? `${who} ・ ${hexName(e.hex)}` : hexName(e.hex),
          onFace: () => sound(e.card === 'clear' ? 'relief' : kind === 'bonus' ? 'good' : 'bad'),
          // a card turned by a skill is quicker: it has not met anyone yet
          pauseMs: e.by === 'entry' ? 500 : 250,
          holdMs: e.card === 'clear' ? 500 : 900,
        },
        speed,
      );
    }
    case 'cardMet':
      sound(CARDS[e.card].kind === 'bonus' ? 'good' : 'bad');
      return pulse(c, e.hex, speed);
    case 'diceRolled':
      return rollDie(
        c,
        e.value,
        `${DIE_WORDS[e.purpose][l === 'ja' ? 0 : 1]}${e.unit ? ` ・ ${memberName(e.unit, l)}` : ''}${e.purpose === 'check' ? (l === 'ja' ? `（${TUNING.checkPass}以上で成功）` : ` (${TUNING.checkPass}+ passes)`) : ''}`,
        speed,
      );
    case 'checkResolved':
      return announce(
        c.overlay,
        e.auto
          ? l === 'ja'
            ? `${memberName(e.unit, l)}：子供は判定に失敗`
            : `${memberName(e.unit, l)}: a child fails the check`
          : l === 'ja'
            ? `${cardName(e.card, l)}：${e.pass ? '成功！' : '失敗'}`
            : `${cardName(e.card, l)}: ${e.pass ? 'passed!' : 'failed'}`,
        e.pass ? 'calm' : 'danger',
        speed * 0.8,
      );
    case 'reactionUsed':
      sound('good');
      return announce(
        c.overlay,
        e.skill === 'helper'
          ? TOKEN.helper[l]
          : `${memberName(e.unit ?? '', l)}${l === 'ja' ? '：' : ': '}${SKILL[e.skill][l]}`,
        'calm',
        speed * 0.8,
      );
    case 'statusGained':
      return floatText(
        c,
        e.unit,
        STATUS[e.status][l],
        e.status === 'rest' || e.status === 'highGround' || e.status === 'amulet' || e.status === 'boost'
          ? 'good'
          : 'bad',
        speed,
      );
    case 'tokenGained':
      sound('good');
      return announce(c.overlay, `+ ${TOKEN[e.token][l]}`, 'calm', speed * 0.8);
    case 'leadStarted':
      sound('hand');
      return floatText(c, e.led, l === 'ja' ? '手をつないだ' : 'Hand in hand', 'good', speed);
    case 'shelterRevealed':
      sound(e.real ? 'shelter' : 'closed');
      await pulse(c, e.hex, speed);
      return announce(
        c.overlay,
        e.real
          ? l === 'ja'
            ? `${hexName(e.hex)}が本物の避難所！`
            : `${hexName(e.hex)}: the real shelter!`
          : l === 'ja'
            ? `${hexName(e.hex)}は閉鎖`
            : `${hexName(e.hex)} is closed`,
        e.real ? 'calm' : 'danger',
        speed * 0.8,
      );
    case 'unitEscaped':
      return escapeFx(c, e.unit, speed);
    case 'unitDied':
      return sweptFx(c, e.unit, speed);
    case 'rowsFlooded': {
      sound('swell');
      c.follow(Math.max(0, (e.rows[1] - 1) * 8));
      const from = c.board.shownFlooded;
      c.board.setWater(from, null);
      await swell(c.board.water, { setTop: (y) => c.board.setWaterTop(y) }, from, e.rows[1], speed);
      return;
    }
    case 'timeUp':
      sound('warn');
      return announce(c.overlay, say('timedOut', {}, l), 'danger', speed * 1.4);
    case 'hexCollapsed':
    case 'aftershock':
      sound('rumble');
      return shake(c, speed);
    case 'gameEnded':
      sound('end');
      return announce(c.overlay, TIER[e.result.tier][l], 'calm', speed);
    case 'shortcutOpened':
    case 'cardsSwapped':
    case 'debrisCleared':
      sound('good');
      return pulse(c, e.e === 'cardsSwapped' ? e.to : e.hex, speed);
    default:
      return;
  }
}
