/** The names of Leviath's things in both languages: seats, towns, regions, ships, the port, the kaiju's actions. */
import { fill as shellFill } from '../../../i18n/index';
import type { Lang } from '../../../i18n/lang';
import type { RegionId, ShipAt, ShipId, Town } from '../../../../shared/leviath/types';

export type Tx = Record<Lang, string>;

/** §3.2 [T] the towns' names are guesses at the printed ones: flavour only, the rules use the letters. */
export const TOWN_NAME: Readonly<Record<Town, Tx>> = {
  A: { ja: '南城', en: 'Nanjō' },
  B: { ja: '与那原', en: 'Yonabaru' },
  C: { ja: '中城', en: 'Nakagusuku' },
  D: { ja: '沖縄市', en: 'Okinawa City' },
  E: { ja: 'うるま', en: 'Uruma' },
};

export const townName = (t: Town, l: Lang): string => `${t} ${TOWN_NAME[t][l]}`;

export const regionName = (r: RegionId, l: Lang): string => (l === 'ja' ? `海域${r.slice(1)}` : `Region ${r.slice(1)}`);

export const shipName = (s: ShipId, l: Lang): string => (l === 'ja' ? `${s.slice(1)}号艦` : `Ship ${s.slice(1)}`);

export const PORT: Tx = { ja: 'ホワイトビーチ港', en: 'White Beach port' };

export const spaceName = (s: number, l: Lang): string => (l === 'ja' ? `${s}番` : `space ${s}`);

/** A space on its own, as a button reads it ("Space 27"). */
export const spaceLabel = (s: number, l: Lang): string => (l === 'ja' ? `${s}番` : `Space ${s}`);

export const placeName = (at: ShipAt, l: Lang): string => (at === 'port' ? PORT[l] : spaceName(at, l));

export function seatName(seat: string, l: Lang): string {
  if (seat === 'kaiju') return l === 'ja' ? 'レヴィアス' : 'Leviath';
  const m = /^h(\d)$/.exec(seat);
  if (m) return l === 'ja' ? `艦長${m[1]}` : `Captain ${m[1]}`;
  return seat === 'spectator' ? (l === 'ja' ? '観戦者' : 'Spectator') : seat;
}

export const DAY: Tx = { ja: '{n}日目', en: 'Day {n}' };
export const TIER: Tx = { ja: '第{n}進化', en: 'Tier {n}' };

/** §7 the kaiju's five actions, A–E. */
export const ACTION_NAME: Readonly<Record<'silence' | 'predation' | 'move' | 'tsunami' | 'evolution', Tx>> = {
  silence: { ja: 'A 沈黙', en: 'A Silence' },
  predation: { ja: 'B 捕食攻撃', en: 'B Predation' },
  move: { ja: 'C 移動', en: 'C Move' },
  tsunami: { ja: 'D 津波攻撃', en: 'D Tsunami' },
  evolution: { ja: 'E 進化能力', en: 'E Evolution ability' },
};

export const ACTION_TEXT: Readonly<Record<keyof typeof ACTION_NAME, Tx>> = {
  silence: {
    ja: '何もしない。エネルギーを蓄える。',
    en: 'Nothing happens: Leviath gathers energy.',
  },
  predation: {
    ja: '自分のマスか隣のマスにいる海上の船を1隻食べ、港へ送る。どの船かは全員に知られる。',
    en: 'Eat a ship at sea on Leviath’s space or next to it: it goes to the port. Everyone learns which ship.',
  },
  move: {
    ja: '機雷のない海マスを通って0〜{steps}歩移動する。行き先も歩数も誰にも知られない。',
    en: 'Move 0–{steps} steps through mine-free sea spaces. Nobody learns where, or how far.',
  },
  tsunami: {
    ja: '自分のマスから伸びる6本の直線上の町を1つ指名する（各直線で最も近い町）。建設済みの堤防が防ぐ。防がれなければその町は水没する。町の文字だけが公開される。',
    en: 'Name a town on one of the six straight lines from Leviath’s space (the nearest on each line). A built dyke stops it; otherwise the town is submerged. Only the letter is announced.',
  },
  evolution: {
    ja: '獲得した進化能力カードを1枚使う（エネルギーはカードに記載）。使ったカードは表向きになる。',
    en: 'Use one of your evolution cards (its energy is printed on it). Once used, its name is public.',
  },
};

export const END_REASON: Readonly<Record<'captured' | 'flood' | 'fleet' | 'time', Tx>> = {
  captured: { ja: '包囲：レヴィアスの隣の海マスはすべて機雷', en: 'Captured: every sea space around Leviath is mined' },
  flood: { ja: '水没エンド：町が4つ水没した', en: 'Flood end: four towns are submerged' },
  fleet: { ja: '全滅エンド：海上に船が1隻もない', en: 'Fleet end: no ship is left at sea' },
  time: {
    ja: '時限エンド：山札が尽きて、盤に印刷された「GAME OVER」が現れた',
    en: 'Time end: the deck ran out and the printed “GAME OVER” appeared',
  },
};

/** Fills `{name}` placeholders and plurals (`{n, plural, one {…} other {…}}`, by `l`'s rules: the shell's `fill`). */
export const fill = (s: string, p: Record<string, string | number>, l?: Lang): string => shellFill(s, p, l);
