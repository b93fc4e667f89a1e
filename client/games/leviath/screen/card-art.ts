/** A small original motif for every card, drawn in SVG (64 × 40 units): what the card does, at a glance. */
import type { AwakeningId, EvolutionId, HumanCardId } from '../../../../shared/leviath/types';
import { s } from '../board/svg';

type Motif =
  | 'sonar'
  | 'mine'
  | 'wall'
  | 'heli'
  | 'plane'
  | 'rings'
  | 'mines'
  | 'fleet'
  | 'eye'
  | 'swirl'
  | 'glide'
  | 'wave'
  | 'bigwave'
  | 'jaws'
  | 'bolt'
  | 'sweep'
  | 'pushmine'
  | 'pushship'
  | 'crack'
  | 'static'
  | 'tail'
  | 'fish';

const HUMAN: Record<HumanCardId, Motif> = {
  sonar: 'sonar',
  mineLaying: 'mine',
  dykeConstruction: 'wall',
  helicopter: 'heli',
  patrolAircraft: 'plane',
  activeSonar: 'rings',
  minefield: 'mines',
  fleetSortie: 'fleet',
  kaijuAwakening: 'eye',
};

const EVOLUTION: Record<EvolutionId, Motif> = {
  silentDive: 'swirl',
  seaSurfaceGlide: 'glide',
  maelstrom: 'pushship',
  sonicBacklash: 'pushmine',
  stormSurge: 'wave',
  abyssalJaws: 'jaws',
  tidalBreath: 'bolt',
  fullCharge: 'bolt',
  megaTsunami: 'bigwave',
  mineSweep: 'sweep',
  gluttony: 'jaws',
  abyssalCruise: 'swirl',
  seaDominion: 'pushmine',
};

const AWAKENING: Record<AwakeningId, Motif> = {
  shoalFeast: 'fish',
  oceanCurrent: 'swirl',
  deepCurrent: 'swirl',
  heavySwell: 'pushship',
  huntingInstinct: 'jaws',
  sympatheticDetonation: 'sweep',
  dykeErosion: 'crack',
  intimidation: 'eye',
  acousticJamming: 'static',
  slipAway: 'tail',
};

const SHIP = 'M-14 0 L12 0 L16 -4 L-11 -4 Z M-13 0 L13 0 L9 5 L-9 5 Z M-6 -9 h9 v5 h-9 Z';
const MINE =
  'M0 -7 A7 7 0 1 1 0 7 A7 7 0 1 1 0 -7 M0 -11 V-7 M0 7 V11 M-11 0 H-7 M7 0 H11 M-8 -8 L-5 -5 M5 5 L8 8 M8 -8 L5 -5 M-5 5 L-8 8';

type Part = { d: string; cls?: string; at?: [number, number] };

const PATHS: Record<Motif, Part[]> = {
  sonar: [
    { d: SHIP, at: [32, 30] },
    { d: 'M18 22 Q32 4 46 22 M12 18 Q32 -6 52 18', cls: 'line' },
  ],
  mine: [
    { d: MINE, at: [32, 22] },
    { d: 'M10 36 Q20 32 32 36 T54 36', cls: 'line' },
  ],
  wall: [
    {
      d: 'M8 34 H56 V20 H8 Z M8 27 H56 M20 20 V27 M36 20 V27 M50 20 V27 M14 27 V34 M28 27 V34 M44 27 V34',
      cls: 'line',
    },
  ],
  heli: [
    { d: 'M18 22 Q18 14 30 14 H38 Q46 14 46 22 Q46 28 34 28 H26 Q18 28 18 22 Z M46 20 H58 M56 16 V24' },
    { d: 'M14 10 H50 M32 10 V14', cls: 'line' },
  ],
  plane: [
    {
      d: 'M8 22 L56 22 L60 18 L56 26 Z M28 22 L22 8 L30 8 L38 22 M30 22 L24 34 L30 34 L36 22 M10 22 L8 15 L12 15 L16 22',
    },
  ],
  rings: [
    { d: SHIP, at: [32, 22] },
    {
      d: 'M32 22 m-14 0 a14 12 0 1 0 28 0 a14 12 0 1 0 -28 0 M32 22 m-24 0 a24 17 0 1 0 48 0 a24 17 0 1 0 -48 0',
      cls: 'line',
    },
  ],
  mines: [
    { d: MINE, at: [16, 24] },
    { d: MINE, at: [32, 16] },
    { d: MINE, at: [48, 26] },
  ],
  fleet: [
    { d: SHIP, at: [16, 30] },
    { d: SHIP, at: [34, 18] },
    { d: SHIP, at: [50, 32] },
  ],
  eye: [{ d: 'M6 20 Q32 0 58 20 Q32 40 6 20 Z', cls: 'line' }, { d: 'M32 12 Q37 20 32 28 Q27 20 32 12 Z' }],
  swirl: [{ d: 'M32 20 m-4 0 a4 4 0 1 1 8 0 a8 8 0 1 1 -16 0 a12 12 0 1 1 24 0 a16 15 0 1 1 -32 0', cls: 'line' }],
  glide: [
    { d: 'M6 28 Q20 12 32 24 T58 18 L52 14 M58 18 L53 24', cls: 'line' },
    { d: MINE, at: [30, 34] },
  ],
  wave: [{ d: 'M4 34 Q16 34 20 22 Q24 8 38 10 Q30 16 34 24 Q40 34 60 34 Z' }],
  bigwave: [
    { d: 'M2 36 Q12 36 16 20 Q20 2 38 4 Q28 12 32 22 Q38 36 62 36 Z' },
    { d: 'M30 36 Q36 30 40 18 Q44 10 54 10 Q48 16 50 24 Q54 34 62 36', cls: 'line' },
  ],
  jaws: [
    {
      d: 'M6 8 L14 20 L20 8 L26 20 L32 8 L38 20 L44 8 L50 20 L58 8 L58 4 L6 4 Z M6 34 L14 22 L20 34 L26 22 L32 34 L38 22 L44 34 L50 22 L58 34 L58 38 L6 38 Z',
    },
  ],
  bolt: [{ d: 'M36 2 L18 24 H30 L24 38 L46 14 H34 Z' }],
  sweep: [
    { d: MINE, at: [24, 22] },
    { d: 'M38 22 H58 M52 16 L58 22 L52 28', cls: 'line' },
  ],
  pushmine: [
    { d: MINE, at: [20, 22] },
    { d: 'M34 22 Q44 10 56 22 M50 16 L56 22 L49 25', cls: 'line' },
  ],
  pushship: [
    { d: SHIP, at: [22, 24] },
    { d: 'M40 30 Q50 12 58 26 M52 22 L58 26 L57 19', cls: 'line' },
  ],
  crack: [{ d: 'M8 34 H56 V20 H8 Z', cls: 'line' }, { d: 'M30 20 L26 26 L33 29 L28 34 L36 34 L40 28 L34 25 L38 20 Z' }],
  static: [{ d: 'M4 22 L10 12 L14 30 L20 8 L26 34 L32 14 L38 28 L44 10 L50 30 L56 16 L60 22', cls: 'line' }],
  tail: [{ d: 'M6 30 Q18 10 30 24 Q40 36 52 16 L58 10 L56 20 Z' }],
  fish: [
    {
      d: 'M14 14 Q22 8 28 14 Q22 20 14 14 Z M28 14 L32 10 V18 Z M30 28 Q38 22 44 28 Q38 34 30 28 Z M44 28 L48 24 V32 Z M40 12 Q46 8 50 12 Q46 16 40 12 Z',
    },
  ],
};

export type ArtOf = { human: HumanCardId } | { evolution: EvolutionId } | { awakening: AwakeningId };

export function cardArt(of: ArtOf): SVGSVGElement {
  const motif = 'human' in of ? HUMAN[of.human] : 'evolution' in of ? EVOLUTION[of.evolution] : AWAKENING[of.awakening];
  return s(
    'svg',
    { class: `lv-card-art m-${motif}`, viewBox: '0 0 64 40', 'aria-hidden': 'true' },
    ...PATHS[motif].map((p) =>
      s('path', { d: p.d, class: p.cls ?? 'fill', transform: p.at ? `translate(${p.at[0]} ${p.at[1]})` : undefined }),
    ),
  );
}
