/** Rolled West's card in the game picker and its names (loaded with the menus: keep it small). */
import artUrl from '../../../assets/rolled-west.svg?url';
import { fill } from '../../i18n/index';
import type { GameMeta } from '../types';

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
    ja: '4つのダイスを振って開拓地を広げる。資源を使うか蓄えるか、他人の出目もこっそり写し取れ。',
    en: 'Roll four dice, stake claims, ship metal and race for contracts — and bank from your rivals’ rolls.',
  },
  art: artUrl,
  rules: {
    ja: [
      '6ラウンド。各ラウンドで全員が1手番ずつ行い、得点の最も高いプレイヤーが勝ちます（同点は勝利を分け合う）。',
      '',
      '手番：4つのダイス（銅・木・銀・金）を振り、1つを「地形ダイス」に選びます。その面の地形（森・谷・丘・山）にだけ今回の開拓ができます。地形ダイスは使うことも蓄えることもできません。',
      '',
      '残り3つのダイスと、蓄えた資源で支払います（各1回まで）：',
      '・開拓：木1でキャンプ（1マス）、木2で集落（2マス）。マスの数字が得点。',
      '・契約：書かれた金属をちょうど払い、その得点を得る。早い者勝ち。',
      '・ブームタウンの事務所：行と列の金属を払う。終了時に効果で得点。早い者勝ち。',
      '・出荷：同じ金属をいくつでも払い、その数だけ列を埋める。二つの数字のマスは最初の人だけ大きい方。',
      '・貯蓄：使わなかったダイス1つを自分の蓄えに（第6ラウンドは不可）。',
      '',
      '他人の手番：隣の人（2人戦ではゴーストも）の出目から、地形ダイス以外の1つを写して蓄えにできます。自分の手番から次の手番までに1回。「自動で蓄える」を設定しておけば、その資源が出たときに自動で写します。',
      '',
      '終了：各地形のマークの数で1位と2位にボーナス（同数なら集落の数で比べる）、事務所の効果を加えます。',
      '',
      'この画面で：できることだけが光ります。タップ1回で建て、買い、出荷します。手番中の操作は、独占品を取るまで取り消せます。長押し（右クリック）で何でも説明が見られます。',
    ].join('\n'),
    en: [
      'Six rounds; everyone takes one turn a round. The most points wins (a tie shares the win).',
      '',
      'Your turn: roll the four dice (copper, wood, silver, gold) and set one aside as the terrain die. You may build only in its terrain (woods, valley, hills, mountains) this turn, and nobody may spend or bank it.',
      '',
      'Pay with your other three dice and your bank (each action once):',
      '• Claim: 1 wood for a camp (one space), 2 wood for a settlement (two spaces). Score the printed numbers.',
      '• Contract: pay exactly the metals shown and score its points. First come, first served.',
      '• Boomtown office: pay its row and column metals; it scores its effect at the end. First come, first served.',
      '• Ship: pay any number of one metal and mark as many spaces; a two-number space gives the big number only to the first.',
      '• Bank: keep one unspent die as a resource for later (not in round 6).',
      '',
      'During the others’ turns: copy one die (not the terrain die) from a neighbour’s roll — or the ghost’s in a two-player game — into your bank, once between two of your turns. Set auto-bank and it is copied for you when it shows up.',
      '',
      'The end: in each terrain the most marks (then settlements) score the first bonus and the next the second; offices add their effects.',
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
  summary: (s, lang) =>
    lang === 'ja'
      ? `${s.params.players}人`
      : fill('{n, plural, one {# player} other {# players}}', { n: s.params.players }, 'en'),
};
