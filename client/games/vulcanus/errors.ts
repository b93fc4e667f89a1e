/** Vulcanus's own error codes (shared/vulcanus/planning.ts) in the player's language. */
import type { GameErrorTexts } from '../../i18n/errors';

export const VULCANUS_ERRORS: GameErrorTexts = {
  en: {
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
  },
  ja: {
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
  },
};
