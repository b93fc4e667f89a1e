/**
 * The coach of Rolled West's tutorial (a guided first round of two players and the ghost), loaded when the
 * tutorial starts. Each step's moment is read from the update the screen shows: the legal actions (a terrain to
 * choose, a turn to end, a roll to copy from) and the round. Elements are pointed at by the screen's data-test
 * attributes. The words are our own summary of the rules (§4, §6–§8).
 */
import type { Action, View } from '../../../../shared/rolled-west/types';
import type { GameUpdate } from '../../../net/types';
import type { CoachScript, CoachStep } from '../../types';

type U = GameUpdate;

const legal = (u: U): Action[] => u.legal as Action[];
const can = (type: Action['type']) => (u: U) => legal(u).some((a) => a.type === type);
const view = (u: U) => u.view as View;

/** Where the player answers: no bubble ever covers it. */
const ALWAYS_CLEAR = '[data-test=prompt], [data-test=dice]';

const steps: CoachStep<U>[] = [
  {
    id: 'rwWelcome',
    text: {
      ja: 'ロールドウェストへようこそ。6ラウンド、全員が1ラウンドに1手番。開拓・出荷・契約・事務所・多数派で得点し、最も得点の高い人が勝ちます。',
      en: 'Welcome to Rolled West. Six rounds, one turn each per round. Score with claims, shipping, contracts, offices and majorities; the most points wins.',
    },
  },
  {
    id: 'rwTerrain',
    text: {
      ja: 'あなたの出目です。ダイスの面は資源で、地形も表します（銅＝谷、木＝森、銀＝丘、金＝山）。1つをタップして「地形ダイス」にします。今回はその地形にだけ開拓でき、そのダイスは誰も使えません。',
      en: 'Your roll. Each face is a resource and names a terrain (copper = Valley, wood = Woods, silver = Hills, gold = Mountains). Tap one to make it the terrain die: you may build only in its terrain this turn, and nobody may use that die.',
    },
    target: '[data-test=dice]',
    when: can('terrain'),
    done: (u) => !can('terrain')(u),
  },
  {
    id: 'rwSpend',
    text: {
      ja: '残りのダイスで支払います。払えるものだけがシートで光ります：タップ1回で開拓し、契約し、事務所を買い、出荷します。独占品を取るまでは取り消せます。',
      en: 'Your other dice pay. Only what you can afford lights up on your sheet: one tap claims land, completes a contract, buys an office or ships metal. You can undo until you take an exclusive item.',
    },
    target: '[data-test=my-sheet]',
    when: can('endTurn'),
    skip: (u) => !can('endTurn')(u) && view(u).round > 1,
  },
  {
    id: 'rwBank',
    text: {
      ja: '使わないダイスは手番の終わりに消えます。1つだけ蓄えられます：光っているダイスをタップすると、後の手番で使える資源になります。',
      en: 'Dice you do not spend are lost when your turn ends. You may bank one: tap a lit die and it becomes a resource for a later turn.',
    },
    target: '[data-test=dice]',
    when: can('endTurn'),
    skip: (u) => !can('endTurn')(u),
  },
  {
    id: 'rwEnd',
    text: { ja: '終わったら手番を終えます。', en: 'When you are done, end your turn.' },
    target: '[data-test=end-turn]',
    when: can('endTurn'),
    done: (u) => !can('endTurn')(u),
  },
  {
    id: 'rwCopy',
    text: {
      ja: '他人の手番でも得をします：隣の人（2人戦ではゴーストも）の出目から1つ（地形ダイス以外）を写して蓄えられます。次の自分の手番までに1回だけ。写したものは全員に見えます。良い出目を待つなら「蓄えない」。迷ったらヒントを。',
      en: 'Others’ turns pay too: copy one die (not the terrain die) from a neighbour’s roll — or the ghost’s — into your bank, once before your next turn. Everyone sees what you copy. Pass to wait for a better roll; ask the hint if unsure.',
    },
    target: '[data-test=dice]',
    keepClear: '[data-test=hint], [data-test=bank-pass]',
    when: can('pass'),
    done: (u) => !can('pass')(u),
  },
  {
    id: 'rwAuto',
    text: {
      ja: '「自動で蓄える」で資源を1つ選ぶと、その資源が出た出目から自動で写します。出なかった出目は聞かれずに見送ります（自分の手番の直前だけは、いつもどおり選べます）。',
      en: 'Auto-bank: pick one resource and it is copied for you from a roll that shows it. Rolls without it pass without asking — except the last one before your turn, where you choose as usual.',
    },
    target: '[data-test=auto-bank]',
    when: (u) => (u.standing ?? []).length > 0,
  },
];

export const script: CoachScript<U> = {
  steps,
  // the guided part ends when the player's second turn asks for its terrain die
  endsWhen: (u) => view(u).round >= 2 && can('terrain')(u),
  end: {
    ja: 'これで基本はすべてです。最後にシートの下の多数派ボーナスを忘れずに。よい開拓を！',
    en: 'That is all the basics. Keep an eye on the majority bonuses at the foot of your sheet. Happy prospecting!',
  },
  keepClear: ALWAYS_CLEAR,
};
