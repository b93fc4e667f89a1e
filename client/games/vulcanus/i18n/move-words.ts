/** The decision panel's words for moves made in one gesture (screen/move-input.ts), and the town list's toggle. */
import type { Words2 } from './cards';

const W = (ja: string, en: string): Words2 => ({ ja, en });

export const MOVE_WORDS = {
  drag: W(
    '地図の上でコマをつかんで行き先へドラッグ。または町をタップしてから行き先をタップ。',
    'Drag a piece on the map to where it goes, or tap its town and then the destination.',
  ),
  dragOne: W('行き先の町をタップするか、コマをそこへドラッグ。', 'Tap where it goes on the map, or drag it there.'),
  walk: W(
    '道に沿ってドラッグするか、{n}歩先までの町をタップ（点の数が歩数）。1歩ずつ自動で進みます。',
    'Drag along the roads, or tap a town up to {n, plural, one {# step} other {# steps}} away (one dot per step): it goes there step by step.',
  ),
  flow: W(
    '道に沿ってドラッグすると、流れが続く限りその道を進みます。',
    'Drag along the roads: the flow follows them as far as it goes on.',
  ),
  listTowns: W('町の一覧（{n}）', 'List the towns ({n})'),
  onMap: W('地図の光っている町をタップ。', 'Tap a lit town on the map.'),
} as const;
