/** Vulcanus's card in the game picker (loaded with the menus: keep it small). */
import artUrl from '../../../assets/title-kaiju.svg?url';
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
};
