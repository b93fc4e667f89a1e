/** Rolled West's card in the game picker and its names (loaded with the menus: keep it small). */
import artUrl from '../../../assets/rolled-west.svg?url';
import { fill } from '../../i18n/index';
import type { CoachScript, GameMeta } from '../types';

const SEATS: Record<string, { ja: string; en: string }> = {
  p1: { ja: 'プレイヤー1', en: 'Player 1' },
  p2: { ja: 'プレイヤー2', en: 'Player 2' },
  p3: { ja: 'プレイヤー3', en: 'Player 3' },
  p4: { ja: 'プレイヤー4', en: 'Player 4' },
  ghost: { ja: 'ゴースト', en: 'Ghost' },
};

export const meta: GameMeta = {
  id: 'rolled-west',
  order: 2,
  name: { ja: 'ロールドウェスト', en: 'Rolled West' },
  players: { ja: '2〜4人', en: '2–4 players' },
  length: { ja: '約10〜15分', en: '10–15 min' },
  pitch: {
    ja: '4つのダイスを振って開拓地を広げる。資源を使うか蓄えるか。他人の出目も写し取れ。',
    en: 'Roll four dice, stake claims, ship metal and race for contracts — and bank from your rivals’ rolls.',
  },
  art: artUrl,
  // the rules in short, checked against the engine (shared/rolled-west): every point below is what it does
  rules: {
    ja: [
      '6ラウンド。各ラウンドで全員が1手番ずつ行い、得点の最も高いプレイヤーが勝ちます（同点は勝利を分け合う）。',
      '',
      'ダイスの面は資源であり、地形も表します：銅＝谷、木＝森、銀＝丘、金＝山。',
      '',
      '手番：4つのダイスを振り、1つを「地形ダイス」に選びます。その面の地形にだけ今回の開拓ができます。地形ダイスは誰も使うことも蓄えることも写すこともできません。',
      '',
      '残り3つのダイスと、蓄えた資源で支払います：',
      '・開拓（1回まで）：木1でキャンプ（1マス）、木2で集落（2マス）。マスの数字が得点。',
      '・契約（1回まで）：書かれた金属をちょうど払い、その得点を得る。早い者勝ち。',
      '・ブームタウンの事務所（1回まで）：行と列の金属を払う。終了時に効果で得点。早い者勝ち。',
      '・出荷（回数の制限なし）：銅・銀・金を何個でも、何種類でも払い、払った数だけその金属の列を埋める。二つの数字のマスは最初の人だけ大きい方。',
      '・貯蓄（1回まで）：使わなかったダイス1つを自分の蓄えに（第6ラウンドは不可）。',
      '',
      '他人の手番：隣の人（2人戦ではゴーストも）の出目から、地形ダイス以外の1つを写して蓄えにできます。自分の手番から次の手番までに1回。写したものは全員に公開されます。',
      '「自動で蓄える」で資源を1つ決めておくと、その資源が出た出目から自動で写します。出なかった出目は何も聞かれずに見送ります（ただし自分の手番の直前の出目では、いつもどおり選べます）。設定は自分の手番の開始で消えます。',
      '',
      '終了：各地形で、マークの数（同数なら集落の数）で順位をつけ、1位に1つ目のボーナス、2位に2つ目のボーナス（同順位は全員満額）。その地形にマークが1つもない人はボーナスなし。オプション「2位ボーナスを2位以下の全員に」では、1位以外でマークのある全員が2つ目のボーナスを得ます。最後に事務所の効果を加えます。',
      '',
      'この画面で：できることだけが光ります。タップ1回で建て、買い、出荷します。手番中の操作は、独占品を取るまで取り消せます。長押し（右クリック）で何でも説明が見られます。',
    ].join('\n'),
    en: [
      'Six rounds; everyone takes one turn a round. The most points wins (a tie shares the win).',
      '',
      'Each die face is a resource and names a terrain: copper = Valley, wood = Woods, silver = Hills, gold = Mountains.',
      '',
      'Your turn: roll the four dice and set one aside as the terrain die. You may build only in its terrain this turn; nobody may spend, bank or copy that die.',
      '',
      'Pay with your other three dice and your bank:',
      '• Claim (once): 1 wood for a camp (one space), 2 wood for a settlement (two spaces). Score the printed numbers.',
      '• Contract (once): pay exactly the metals shown and score its points. First come, first served.',
      '• Boomtown office (once): pay its row and column metals; it scores its effect at the end. First come, first served.',
      '• Ship (as often as you like): pay copper, silver or gold, any number of one or several metals, and mark as many spaces of each metal’s row; a two-number space gives the big number only to the first.',
      '• Bank (once): keep one unspent die as a resource for later (not in round 6).',
      '',
      'During the others’ turns: copy one die (not the terrain die) from a neighbour’s roll — or the ghost’s in a two-player game — into your bank, once between two of your turns. Everyone sees what you copy.',
      'Auto-bank: name one resource and it is copied for you from a roll that shows it. A roll without it passes without asking you — except the last roll before your own turn, where you choose as usual. The setting clears when your turn starts.',
      '',
      'The end: in each terrain, players with at least one mark are ranked by marks (then settlements); the first place scores the first bonus, the second place the second (tied players each score in full). A player with no mark in a terrain scores no bonus there. With the option “second bonus to everyone below first”, every marked player below first scores the second bonus. Offices then add their effects.',
      '',
      'On this screen: only what you can afford lights up; one tap builds, buys or ships. You can undo within your turn until you take an exclusive item. Long press (or right click) anything to read what it does.',
    ].join('\n'),
  },
  teams: {},
  options: {
    players: { label: { ja: 'プレイヤー数', en: 'Players' } },
    majoritySecondForAll: {
      label: { ja: '2位ボーナスを2位以下の全員に', en: 'Second majority bonus to everyone below first' },
    },
    bankFromAnyOpponent: {
      label: { ja: '隣以外の出目からも蓄えられる', en: 'Bank from any rival’s roll, not only neighbours' },
    },
    bankSeconds: {
      label: { ja: '他人の手番での貯蓄の制限時間（秒、0でなし）', en: 'Time to bank on others’ turns (s, 0 = none)' },
    },
  },
  levels: {
    random: { ja: 'やさしい', en: 'Easy' },
    greedy: { ja: 'ふつう', en: 'Normal' },
    search: { ja: 'つよい', en: 'Strong' },
  },
  seatName: (seat, lang) => SEATS[seat]?.[lang] ?? seat,
  // a guided first round: two players and the ghost; seed 10 lets you roll first (wood, silver, silver, copper)
  tutorials: [
    {
      id: 'basics',
      title: { ja: '基本を覚える', en: 'Learn the basics' },
      about: {
        ja: '地形ダイス、支払い、貯蓄、他人の出目から写す方法を1ラウンドで覚えます。',
        en: 'The terrain die, paying, banking and copying from others’ rolls, in one round.',
      },
      seat: 'p1',
      options: { players: 2 },
      seed: 10,
      botLevel: 'greedy',
      script: async () => (await import('./tutorial/steps')).script as CoachScript,
    },
  ],
  summary: (s, lang) =>
    lang === 'ja'
      ? `${s.params.players}人`
      : fill('{n, plural, one {# player} other {# players}}', { n: s.params.players }, 'en'),
};
