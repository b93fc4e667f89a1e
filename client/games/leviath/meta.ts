/** Leviath's card in the game picker and its names (loaded with the menus: keep it small). */
import type { CoachScript, GameMeta } from '../types';
import { artUrl } from './art';
import { fill, seatName } from './i18n/words';

const DISASTER: Record<string, { ja: string; en: string }> = {
  '-2': { ja: '−2（機雷2つ）', en: '−2 (two mines)' },
  '-1': { ja: '−1（機雷1つ）', en: '−1 (one mine)' },
  '0': { ja: '0', en: '0' },
  '1': { ja: '+1（1町水没）', en: '+1 (a town lost)' },
  '2': { ja: '+2（2町水没）', en: '+2 (two towns lost)' },
};

export const meta: GameMeta = {
  id: 'leviath',
  order: 3,
  name: { ja: 'レヴィアス', en: 'Leviath' },
  players: { ja: '2〜5人', en: '2–5 players' },
  length: { ja: '約30〜60分', en: '30–60 min' },
  pitch: {
    ja: '湾の底に潜む海竜と、ソナーと機雷で追い詰める艦隊。見えない怪獣との心理戦。',
    en: 'A sea-dragon hides under the bay; the fleet hunts it with sonar and mines. A battle of wits with what you cannot see.',
  },
  art: artUrl,
  rules: {
    ja: [
      '怪獣レヴィアス1人と、人間（海上防衛隊）1〜4人の対戦。レヴィアスの居場所は本人しか知りません。',
      '',
      '勝利：人間はレヴィアスを「包囲」すれば勝ち（レヴィアスの隣の海マスがすべて機雷）。レヴィアスは町（A〜E）を4つ水没させる、海上の船をすべて食べる、または山札が尽きる（盤に印刷された「GAME OVER」が現れる）と勝ち。',
      '',
      '手番は人間 → レヴィアス → 次の人間 → レヴィアス……と交互。',
      '',
      '人間の手番：①船を合計0〜2歩動かす。②カードを1枚使うか、1枚捨てて船をさらに0〜2歩動かす。③1枚引く（山札が時計）。ソナーは船のいる海域、哨戒機は任意の海域、アクティブソナーは船の周りを捜索し、レヴィアスは「いる／いない」を正直に答えます。機雷を置いたマスにレヴィアスがいれば「いる」と宣言され、隣へ逃げます。',
      '',
      'レヴィアスの手番：行動を1つ。A 沈黙（+2）、B 捕食攻撃（+3、隣の船を港へ）、C 移動（−2、0〜3歩、秘密）、D 津波攻撃（−3、直線上の町を指名。堤防があれば防がれる）、E 進化能力（カードの記載）。公開されるのは行動の種類だけ。',
      '',
      '進化カードは山札から浮上し、覚醒能力は「怪獣覚醒」を引くたびにレヴィアスの手に渡ります。',
      '',
      'この画面で：人間には暗い湾だけが見え、「推理の雲」（公開情報から計算した候補マス）が手がかりとともに縮んでいきます。レヴィアスには自分の姿・航跡・行ける場所とエネルギーの増減が見えます。長押し（右クリック）で何でも説明が見られます。',
    ].join('\n'),
    en: [
      'One player is Leviath, the sea-dragon kaiju; one to four players are the humans (the maritime defense force). Only Leviath knows where it is.',
      '',
      'Winning: the humans win when Leviath is captured (every sea space next to it holds a mine). Leviath wins when four towns (A–E) are submerged, when no ship is left at sea, or when the deck runs out (the printed “GAME OVER” appears).',
      '',
      'Turns alternate: a human, Leviath, the next human, Leviath…',
      '',
      'A human turn: (1) move ships a total of 0–2 steps; (2) play a card, or discard one to move ships 0–2 more steps; (3) draw a card — the deck is the clock. Sonar searches a ship’s region, Patrol Aircraft any region, Active Sonar around a ship; Leviath answers present or not, truthfully. A mine laid on Leviath’s space declares it present and it must flee.',
      '',
      'Leviath’s turn: one action. A Silence (+2 energy), B Predation (+3, a ship next to it goes to port), C Move (−2, 0–3 steps, secret), D Tsunami (−3, name a town on a straight line from it; a built dyke stops it), E an evolution ability (as printed). Only the kind of action is announced.',
      '',
      'Evolution cards surface from the deck as the days pass; each Kaiju Awakening drawn by the humans gives Leviath an awakening card.',
      '',
      'On this screen: the humans see a dark bay and a deduction cloud (every space Leviath could be in, from public clues) that shrinks as clues arrive. Leviath sees itself, its trail and where it can go, with the energy each action costs. Long press (or right click) anything to read what it does.',
    ].join('\n'),
  },
  // the humans first: the solo form's default side, the one a newcomer learns first
  teams: {
    humans: { ja: '海上防衛隊（人間）', en: 'Defense fleet (humans)' },
    kaiju: { ja: 'レヴィアス（怪獣）', en: 'Leviath (kaiju)' },
  },
  options: {
    humans: {
      label: { ja: '人間の人数', en: 'Human players' },
      values: {
        '1': { ja: '1人', en: '1' },
        '2': { ja: '2人', en: '2' },
        '3': { ja: '3人', en: '3' },
        '4': { ja: '4人', en: '4' },
      },
    },
    disaster: { label: { ja: '災害レベル', en: 'Disaster level' }, values: DISASTER },
    overlay: {
      label: {
        ja: '推理の雲を表示（レヴィアスがいる可能性のあるマス）',
        en: 'Show the deduction cloud (every space Leviath could be in)',
      },
    },
    turnSeconds: { label: { ja: '1手の制限時間（秒、0でなし）', en: 'Time per decision (s, 0 = none)' } },
    teamChatPrivate: {
      label: { ja: 'チームチャットをレヴィアスに聞かせない', en: 'Keep the team chat from Leviath' },
    },
  },
  levels: {
    random: { ja: 'やさしい', en: 'Easy' },
    greedy: { ja: 'ふつう', en: 'Normal' },
    search: { ja: 'つよい', en: 'Strong' },
  },
  seatName,
  // a guided first turn of the fleet (one human, one mine already laid); the kaiju's side is learnt by playing it
  tutorials: [
    {
      id: 'humans',
      title: { ja: '海上防衛隊として遊ぶ', en: 'Play the defense fleet' },
      about: {
        ja: '推理の雲、船の移動、捜索カード、時計としての山札を1手番で覚えます。',
        en: 'The deduction cloud, moving ships, search cards and the deck as the clock, in one turn.',
      },
      seat: 'h1',
      options: { humans: 1, disaster: -1, overlay: true },
      seed: 1,
      botLevel: 'greedy',
      script: async () => (await import('./tutorial/steps')).humansScript() as CoachScript,
    },
  ],
  roleName: (role, lang) => (role === 'kaiju' ? seatName('kaiju', lang) : lang === 'ja' ? '人間' : 'Human'),
  summary: (s, lang) => {
    const n = Number(s.params.humans ?? 1);
    const d = String(s.params.disaster ?? 0);
    return lang === 'ja'
      ? `人間${n}人・災害レベル${DISASTER[d]?.ja ?? d}`
      : `${fill('{n, plural, one {# human} other {# humans}}', { n }, 'en')}, disaster ${DISASTER[d]?.en ?? d}`;
  },
};
