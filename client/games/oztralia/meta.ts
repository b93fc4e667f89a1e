/** Oztralia's card in the game picker, its rules in short and its names (loaded with the menus: keep it small). */
import { fill } from '../../i18n/index';
import type { CoachScript, GameMeta } from '../types';

const ART =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#2b6f8f"/>' +
      '<path d="M10 70 L30 20 L70 10 L105 30 L100 70 Z" fill="#d9a35f"/>' +
      '<path d="M40 55 L60 45 L80 50" stroke="#3b2b1b" stroke-width="3" fill="none"/>' +
      '<circle cx="38" cy="30" r="7" fill="#6a3d8f"/></svg>',
  );

export const meta: GameMeta = {
  id: 'oztralia',
  order: 5,
  name: { ja: 'オーズトラリア', en: 'Oztralia' },
  players: { ja: '1〜4人', en: '1–4 players' },
  length: { ja: '約30〜120分', en: '30–120 min' },
  pitch: {
    ja: '1930年代の豪州。鉄道を内陸へ延ばし、採掘と開拓で得点を稼ぎながら、目覚めた旧支配者から農場と港を守る。',
    en: 'Australia, the 1930s: lay rail inland, mine and farm for points, and hold your farms and port against the Old Ones.',
  },
  art: ART,
  rules: {
    ja: '手番はカレンダーの最も後ろのマーカーから。行動ボックスにキューブを置いて、敷設・採掘・雇用・軍拡・輸出入・開拓・攻撃・回収のいずれかを行い、その時間だけ進みます。旧支配者は自動で動き、農場を荒廃させ、港を襲います。最後に旧支配者より多くのVPを得た入植者の勝ち。',
    en: 'The marker furthest behind on the calendar acts: put a cube in an action box to build rail, mine, recruit, arm, trade, farm, attack or retrieve, and move on by its time. The Old Ones move by themselves, blight farms and attack ports. Beat their VP to win.',
  },
  teams: { p1: { ja: 'プレイヤー1', en: 'Player 1' } },
  options: {
    players: { label: { ja: '入植者の人数', en: 'Settlers' } },
    difficulty: {
      label: { ja: '難易度', en: 'Difficulty' },
      values: {
        easy: { ja: 'やさしい', en: 'Easy' },
        normal: { ja: 'ふつう', en: 'Normal' },
        hard: { ja: 'むずかしい', en: 'Hard' },
      },
    },
    turnSeconds: { label: { ja: '持ち時間（秒）', en: 'Timer (seconds)' } },
  },
  levels: {
    // the search player is this game's Normal, the default (shared/oztralia/index.ts)
    random: { ja: 'はじめて', en: 'Beginner' },
    greedy: { ja: 'やさしい', en: 'Easy' },
    search: { ja: 'ふつう', en: 'Normal' },
  },
  // a guided first turn: one settler on easy, on a deal whose first Old Ones move early
  tutorials: [
    {
      id: 'settler',
      title: { ja: '最初の手番を案内つきで', en: 'A guided first turn' },
      about: {
        ja: '港、カレンダーと行動、辺に敷く線路、旧支配者の脅威、戦闘の見込みを覚えます。',
        en: 'The port, the calendar and the actions, rails on hex sides, the Old Ones’ threats and the odds in a fight.',
      },
      seat: 'p1',
      options: { players: 1, difficulty: 'easy' },
      seed: 7,
      botLevel: 'greedy',
      script: async () => (await import('./tutorial/steps')).firstTurns as CoachScript,
    },
  ],
  seatName: (seat, lang) => (lang === 'ja' ? `プレイヤー${seat.slice(1)}` : `Player ${seat.slice(1)}`),
  summary: (s, lang) =>
    lang === 'ja'
      ? `入植者${s.params.players}人・${s.params.difficulty}`
      : `${fill('{n, plural, one {# settler} other {# settlers}}', { n: s.params.players }, 'en')}, ${s.params.difficulty}`,
};
