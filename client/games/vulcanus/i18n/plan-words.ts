/**
 * The planning controls' words for the claims (§7.2: take, change, release and swap a row or column) and the
 * selected card's note, in both languages. `{name}` is filled by the screen.
 */
import type { Words2 } from './cards';

const W = (ja: string, en: string): Words2 => ({ ja, en });

export const PLAN_WORDS = {
  release: W('{line}を手放す', 'Release {line}'),
  releaseWhy: W(
    'この列の札は手札に戻ります。ほかのプレイヤーがこの列を取れるようになります。',
    'Its placed cards go back to the hand, and another player may take the line.',
  ),
  propose: W('{role}（{line}）と交換を提案', 'Offer {role} ({line}) a swap'),
  proposeWhy: W(
    '{role}（{seat}）が受けると、{mine}と{theirs}が入れ替わります。置いた札は手札に戻ります。',
    'If {role} ({seat}) accepts, {mine} and {theirs} change hands; placed cards go back to the hands.',
  ),
  incoming: W(
    '{seat}の{from}が交換を提案しています：あなたの{to}が{theirs}に、{from}が{mine}に移ります。置いた札は手札に戻ります。',
    '{seat}’s {from} offers a swap: your {to} would take {theirs}, and {from} would take {mine}. Placed cards go back to the hands.',
  ),
  accept: W('受ける', 'Accept'),
  refuse: W('断る', 'Refuse'),
  outgoing: W(
    '{seat}の{to}の返事を待っています（交換の提案）…',
    'Waiting for {seat}’s {to} to answer your swap offer…',
  ),
  between: W('{from}が{to}に交換を提案しています。', '{from} has offered {to} a swap.'),
  swapTitle: W('列の交換', 'Swap of lines'),
  readEmpty: W(
    'カードをタップすると、ここに全文が出て、置けるマスが光ります。',
    'Tap a card: its whole text shows here, and the slots where it may go light up.',
  ),
} as const;
