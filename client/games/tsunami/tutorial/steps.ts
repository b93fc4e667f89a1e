/**
 * The coach's steps of Tsunami's guided first turn (loaded when the tutorial starts): the goal and the water, the
 * skill cards, the family list and a member's move, claiming a member, stepping on the map, a card turned, the
 * shelters. Each step's moment is read from the update the screen shows (the prompt, the activation, the turn).
 */
import type { CoachScript, CoachStep, Texts } from '../../types';
import type { GameUpdate } from '../../../net/types';
import type { Action, GameEvent, PromptKind, View } from '../../../../shared/tsunami/types';

type U = GameUpdate<View, Action, GameEvent>;

const prompt = (u: U) => u.view.prompts.find((p) => p.seat === u.seat);
const asked = (kind: PromptKind) => (u: U) => prompt(u)?.kind === kind;
const firstTurn = (u: U) => u.view.turn <= 1 && !u.view.result;
const moved = (u: U) => u.view.units.some((x) => x.acted && x.hex !== null && x.hex !== u.view.start);
const cardTurned = (u: U) => u.events.some((x) => x.event.e === 'cardRevealed');

const KEEP_CLEAR = '[data-test=prompt], [data-test=hex-board] .kit-hex.lit';

const T = {
  welcome: {
    ja: 'ようこそ！津波が下から迫っています。家族みんなを、一番上の列にある本物の避難所へ逃がしましょう。',
    en: 'Welcome! A tsunami is coming from the bottom of the map. Get the whole family up to the real shelter on the top row.',
  },
  water: {
    ja: '水は毎ターンの終わりに2列ずつ上がります。薄いしま模様が今夜沈む列。家族のそばのしずくは、水が来るまでのターン数です。',
    en: 'At the end of every turn the water climbs two rows. The faint stripes are tonight’s rows; the drop beside the family counts the turns until the water reaches them.',
  },
  mix: {
    ja: 'まず、おじいちゃんとお母さんのスキルカードの内訳を選びます。迷ったら半々で。',
    en: 'First, choose the mix of Grandpa’s and Mother’s skill cards. Half and half is a fine start.',
  },
  family: {
    ja: 'これがあなたの家族。動ける人には「動かす」ボタンがあります。人をタップすると、移動力の内訳と行ける所がマップに色分けされます。',
    en: 'This is your family. Members who can still move have a Move button. Tap a member to see their move, part by part, and where they can reach, shaded on the map.',
  },
  claim: {
    ja: '誰から動かしても構いません。子供は近くの家族を速くするので、最後に動かすのがコツ。お父さんを動かしてみましょう。',
    en: 'Any order works. Children speed up everyone near them, so they usually move last. Try moving Father first.',
  },
  step: {
    ja: '光るマスをタップして1歩ずつ進みます。しま模様や水色は危ないマス。止まるときは「ここで止まる」。',
    en: 'Tap a lit hex to take a step. Striped and blue hexes are risky. “Stop here” ends the move early.',
  },
  card: {
    ja: 'カードがめくれました！伏せたカードの裏は地帯の色だけ。長押し（右クリック）で何のマスかいつでも確かめられます。',
    en: 'A card was turned! A hidden card only shows its zone. Long press (or right click) anything to read what it is.',
  },
  shelters: {
    ja: '一番上の3つの家が避難所の候補。本物は1つだけです。残りの家族も動かして、ターンを終えましょう。',
    en: 'The three houses on the top row are the candidate shelters; only one is real. Move the rest of the family to end the turn.',
  },
  end: {
    ja: '最初のターンはおしまい。水が上がりました！この調子で家族みんなを避難所へ。',
    en: 'That was the first turn, and the water has risen! Keep going and bring everyone to the shelter.',
  },
} satisfies Record<string, Texts>;

const steps: CoachStep<U>[] = [
  { id: 'welcome', text: T.welcome },
  { id: 'water', text: T.water, target: ['[data-test=wet-badge]', '[data-test=status-tonight]'] },
  {
    id: 'mix',
    text: T.mix,
    target: '[data-test=prompt]',
    when: asked('skillMix'),
    done: (u) => !asked('skillMix')(u),
    skip: (u) => u.view.turn >= 1 && !asked('skillMix')(u),
  },
  { id: 'family', text: T.family, target: '[data-test=family]', when: asked('claim'), skip: (u) => !firstTurn(u) },
  {
    id: 'claim',
    text: T.claim,
    target: ['[data-test=claim][data-unit=father]', '[data-test=claim]'],
    when: asked('claim'),
    done: (u) => !!u.view.activation,
    skip: (u) => !firstTurn(u) || moved(u),
  },
  {
    id: 'step',
    text: T.step,
    target: '[data-test=prompt][data-kind=step]',
    keepClear: KEEP_CLEAR,
    when: asked('step'),
    done: (u, since) => (u.view.activation?.steps ?? 0) > (since.view.activation?.steps ?? 0) || !u.view.activation,
    skip: (u) => !firstTurn(u),
  },
  { id: 'card', text: T.card, anytime: true, when: (u) => firstTurn(u) && cardTurned(u) },
  {
    id: 'shelters',
    text: T.shelters,
    target: '[data-test=family]',
    when: (u) => moved(u) && asked('claim')(u),
    skip: (u) => !firstTurn(u),
  },
];

export const familyScript: CoachScript<U> = {
  keepClear: '[data-test=prompt]',
  endsWhen: (u) => u.view.turn >= 2 || !!u.view.result,
  end: T.end,
  steps,
};
