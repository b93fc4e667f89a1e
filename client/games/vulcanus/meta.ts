/** Vulcanus's card in the game picker (loaded with the menus: keep it small). */
import artUrl from '../../../assets/title-kaiju.svg?url';
import { n, t, words } from '../../i18n/index';
import type { GameMeta } from '../types';

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
  seatName: (seat) => n().seat(seat),
  roleName: (role) => n().role(role as never),
  summary: (s) =>
    `${t('players', { n: Number(s.params.humans) })} ・ ${t('level')} ${words().levels[Number(s.params.level)] ?? ''}`,
};
