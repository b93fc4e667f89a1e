/** Vulcanus's card in the game picker (loaded with the menus: keep it small). */
import artUrl from '../../../assets/title-kaiju.svg?url';
import { names, t, words } from './i18n/index';
import type { CoachScript, GameMeta } from '../types';

/** One human playing the Fire Chief and the Research Director, on the gentlest disaster level. */
const TUTORIAL_OPTIONS = { humans: 1, level: 0, roles: ['fireChief', 'researchDirector'] };

export const meta: GameMeta = {
  id: 'vulcanus',
  order: 1,
  name: { ja: 'ボルカルス', en: 'Vulcanus' },
  players: { ja: '2〜4人', en: '2–4 players' },
  length: { ja: '約60分', en: 'about 60 min' },
  pitch: {
    ja: '溶岩の怪獣が東京を襲う。怪獣になって街を焼くか、政府として人々を守るか。',
    en: 'A lava kaiju rampages through Tokyo: burn the city as the kaiju, or save its people as the government.',
  },
  art: artUrl,
  rules: {
    ja: 'ひとりが怪獣ボルカルスとなり、東京の24の町に溶岩を広げます。残りの1〜3人は政府として協力し、市民を避難させ、溶岩を消し、怪獣を止めます。\n\n最大6ラウンド、各ラウンドは5つのフェイズです。イベント：予兆マスが明らかになり、イベントカードが起こります。計画：政府は行動カードを計画ボード（A・K・Bのマス）に裏向きで置き、続いて怪獣がKのマスに3枚置きます。実行：9枚を A1 K1 B1 A2 K2 B2 A3 K3 B3 の順にめくって解決します。溶岩：溶岩1つにつきその町の1人が犠牲になり、溶岩3つ以上の町の数だけ溶岩が被害トラックへ。拠点：各拠点が1人を避難させ、近くのタイルを調査して研究を進めます。\n\n犠牲者・燃えた溶岩・破壊された名所は被害トラックへ、避難者・消した溶岩・攻撃タイルは防衛トラックへ。先に自分のトラックを埋めた側がその場で勝ちます。6ラウンド後は空きマスが少ない側の勝ち、同数なら怪獣の勝ちです。\n\n怪獣は溶岩プールが空になるたびに成長し、進化タイルでカードが強化されます。研究が進むと鍵（政府カードの追加効果）と承認（拠点建設、特殊冷凍弾）が得られます。\n\nこの画面では、選ぶべきものが地図とパネルで光ります。1回のタップで答えられ、費用は支払う前に表示されます。',
    en: 'One player is the kaiju Vulcanus, spreading lava through 24 towns of Tokyo. One to three players are the government, working together to evacuate citizens, put out lava and stop the kaiju.\n\nEach of the six rounds has five phases. Event: an omen town is revealed and an event card strikes. Planning: the government places its action cards face down on the plan board (rows of slots A, K, B), then the kaiju places three cards in the K slots. Execution: the nine cards are revealed and resolved in order A1 K1 B1 A2 K2 B2 A3 K3 B3. Lava: every lava kills one person on its town, and each town with three or more lava burns lava onto the damage track. Base: each base evacuates one person and may investigate a tile nearby, advancing research.\n\nKilled people, burnt lava and destroyed landmarks fill the damage track; evacuated people, extinguished lava and attack tiles fill the defense track. The side whose track fills first wins at once. After six rounds the side with fewer empty squares wins; a tie goes to the kaiju.\n\nThe kaiju grows each time one of its lava pools empties, and gains evolution tiles that power up its cards. Research unlocks keys (extra effects of the government cards) and approvals (building bases, the special freezing shell).\n\nOn this screen: every decision is highlighted on the map and in the panel; one tap answers it. Costs are shown before you pay.',
  },
  teams: { humans: { ja: '政府（人間）', en: 'Government (humans)' }, kaiju: { ja: '怪獣', en: 'Kaiju' } },
  options: {
    humans: { label: { ja: '人間プレイヤーの数', en: 'Human players' } },
    level: {
      label: { ja: '災害レベル', en: 'Disaster level' },
      values: {
        '0': { ja: '+0', en: '+0' },
        '1': { ja: '+1', en: '+1' },
        '2': { ja: '+2', en: '+2' },
        '3': { ja: '+3', en: '+3' },
      },
    },
    planningSeconds: { label: { ja: '計画の制限時間（秒、0でなし）', en: 'Planning timer (seconds, 0 = none)' } },
    teamChatPrivate: { label: { ja: 'チームチャットを怪獣に聞かせない', en: 'Keep team chat from the kaiju' } },
  },
  levels: {
    random: { ja: 'やさしい', en: 'Easy' },
    greedy: { ja: 'ふつう', en: 'Normal' },
    search: { ja: 'つよい', en: 'Strong' },
  },
  seatName: (seat, lang) => names(lang).seat(seat),
  roleName: (role, lang) => names(lang).owner(role),
  summary: (s) =>
    `${t('players', { n: Number(s.params.humans) })} ・ ${t('level')} ${words().levels[Number(s.params.level)] ?? ''}`,
  // a guided first round on each side; the seeds were picked with the engine (one human: the Research card, a
  // choice of town, in the first hand; the kaiju: a varied hand that can grow in round 1)
  tutorials: [
    {
      id: 'humans',
      title: { ja: '政府として遊ぶ', en: 'Play the government' },
      about: {
        ja: '拠点の準備、カードの計画、実行、防衛トラックと資金を覚えます。',
        en: 'Set up your bases, plan your cards, watch them play out; learn the tracks and funds.',
      },
      seat: 'h1',
      options: TUTORIAL_OPTIONS,
      seed: 1,
      botLevel: 'greedy',
      script: async () => (await import('./tutorial/steps')).humansScript as CoachScript,
    },
    {
      id: 'kaiju',
      title: { ja: '怪獣として遊ぶ', en: 'Play the kaiju' },
      about: {
        ja: '手札と計画、怪獣ボードと進化、溶岩、被害トラックと怪獣の勝ち方を覚えます。',
        en: 'Your hand and plan, the kaiju board and evolution, lava, the damage track and how the kaiju wins.',
      },
      seat: 'kaiju',
      options: TUTORIAL_OPTIONS,
      seed: 26,
      botLevel: 'greedy',
      script: async () => (await import('./tutorial/steps')).kaijuScript as CoachScript,
    },
  ],
};
