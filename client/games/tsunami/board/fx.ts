/**
 * Each event as the map plays it (Part C.1): steps, Father's climbing pull, Mother's hand taking another's, every
 * card turned as a beat of its own (the back, a pause, the face and its sound), dice rolled on screen, the swell of
 * the water, a member swept away in a gentle fade (never more), a member reaching the shelter lifted with bells.
 * `speed` 0 plays nothing; the view drawn after each event puts everything where the event says.
 */
import type { Lang } from '../../../i18n/lang';
import { announce } from '../../../kit/widgets/announce';
import { tumble } from '../../../kit/widgets/dice';
import { flipBeat } from '../../../kit/widgets/flip';
import type { Hex } from '../../../../shared/tsunami/hex';
import type { GameEvent, View } from '../../../../shared/tsunami/types';
import { h } from '../../../ui/dom';
import { centreOf } from '../geometry';
import { say } from '../i18n/ui';
import { SKILL, STATUS, TIER, TOKEN, cardName, hexName, memberName } from '../i18n/words';
import { CARDS, TUNING } from '../../../../shared/tsunami/data/numbers';
import { sound } from '../sounds';
import type { Board } from './board';
import { htmlBack, htmlFace, die, paintDie } from './cards';
import { svg } from './art';
import { patchView } from './patch';
import { swell } from './water';

export interface FxCtx {
  board: Board;
  /** HTML over the map (cards, dice, words). */
  overlay: HTMLElement;
  lang: Lang;
  /** The view as drawn before this event. */
  view: View;
  /** Scrolls the map to show a hex. */
  follow(h: Hex): void;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs `f(t)` for t from 0 to 1 over `ms`, frame by frame. */
function tween(ms: number, f: (t: number) => void): Promise<void> {
  if (ms <= 0 || typeof requestAnimationFrame !== 'function') {
    f(1);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const t0 = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - t0) / ms);
      f(t);
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2);

/** A few words rising from a member's token. */
function floatText(c: FxCtx, unit: string, text: string, tone: string, speed: number): Promise<void> {
  const p = c.board.placeOf(c.view, unit);
  if (!p) return Promise.resolve();
  const t = svg('text', { x: p.x, y: p.y - 16, class: `ts-float ${tone}` });
  t.textContent = text;
  c.board.fx.append(t);
  return tween(900 * speed, (k) => {
    t.setAttribute('y', String(p.y - 16 - 22 * k));
    t.style.opacity = String(k < 0.7 ? 1 : 1 - (k - 0.7) / 0.3);
  }).then(() => t.remove());
}

/** Moves a member's token from where it stands to its place in `next`. */
async function slide(c: FxCtx, unit: string, next: View, ms: number, arc = 0): Promise<void> {
  const from = c.board.placeOf(c.view, unit);
  const to = c.board.placeOf(next, unit);
  const u = next.units.find((x) => x.id === unit);
  if (!from || !to || !u) return;
  const t = c.board.tokenOf(u);
  await tween(ms, (k) => {
    const e = ease(k);
    const x = from.x + (to.x - from.x) * e;
    const y = from.y + (to.y - from.y) * e - arc * Math.sin(Math.PI * k);
    const r = from.r + (to.r - from.r) * e;
    t.setAttribute('transform', `translate(${x} ${y}) scale(${r})`);
  });
}

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

function ropeLine(c: FxCtx, from: Hex, to: Hex): SVGElement {
  const a = centreOf(from);
  const b = centreOf(to);
  const line = svg('path', { d: `M${a.x} ${a.y}L${b.x} ${b.y}`, class: 'ts-rope' });
  c.board.fx.append(line);
  return line;
}

function pulse(c: FxCtx, hex: Hex, speed: number): Promise<void> {
  const p = centreOf(hex);
  const ring = svg('circle', { cx: p.x, cy: p.y, r: 10, class: 'ts-pulse' });
  c.board.fx.append(ring);
  return tween(600 * speed, (k) => {
    ring.setAttribute('r', String(10 + 24 * k));
    ring.style.opacity = String(1 - k);
  }).then(() => ring.remove());
}

async function shake(c: FxCtx, speed: number): Promise<void> {
  const g = c.board.svg;
  await tween(500 * speed, (k) => {
    g.style.transform = k < 1 ? `translate(${Math.sin(k * 40) * 4 * (1 - k)}px, 0)` : '';
  });
}

/** Swept away: the token fades gently and drifts with the water, never more. */
async function sweptFx(c: FxCtx, unit: string, speed: number): Promise<void> {
  const u = c.view.units.find((x) => x.id === unit);
  const p = c.board.placeOf(c.view, unit);
  if (!u || !p) return;
  sound('swept');
  const t = c.board.tokenOf(u);
  t.classList.add('swept');
  await tween(1400 * speed, (k) => {
    t.setAttribute('transform', `translate(${p.x + 10 * k} ${p.y + 8 * k}) scale(${p.r * (1 - 0.2 * k)})`);
    t.style.opacity = String(1 - k);
  });
  t.classList.remove('swept');
}

/** Safe: the token rises into the shelter with a glow and bells. */
async function escapeFx(c: FxCtx, unit: string, speed: number): Promise<void> {
  const u = c.view.units.find((x) => x.id === unit);
  const p = c.board.placeOf(c.view, unit);
  if (!u || !p) return;
  sound('safe');
  const t = c.board.tokenOf(u);
  const glow = svg('circle', { cx: p.x, cy: p.y, r: 14, class: 'ts-glow' });
  c.board.fx.append(glow);
  await tween(1100 * speed, (k) => {
    t.setAttribute('transform', `translate(${p.x} ${p.y - 30 * k}) scale(${p.r * (1 + 0.4 * k)})`);
    t.style.opacity = String(k < 0.6 ? 1 : 1 - (k - 0.6) / 0.4);
    glow.setAttribute('r', String(14 + 30 * k));
    glow.style.opacity = String(1 - k);
  });
  glow.remove();
  await announce(c.overlay, l10nSafe(unit, c.lang), 'calm', speed * 0.8);
}

const l10nSafe = (unit: string, l: Lang): string =>
  l === 'ja' ? `${memberName(unit, l)}が避難所に着いた！` : `${memberName(unit, l)} is safe!`;
