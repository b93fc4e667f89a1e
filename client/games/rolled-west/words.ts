/** Rolled West's words in ja and en: resources, terrains, offices (with their full effect), contracts, tracks. */
import type { Lang } from '../../i18n/lang';

type T = Record<Lang, string>;

export const RESOURCE: Record<string, T> = {
  C: { ja: '銅', en: 'copper' },
  W: { ja: '木', en: 'wood' },
  S: { ja: '銀', en: 'silver' },
  G: { ja: '金', en: 'gold' },
};

export const TERRAIN: Record<string, T> = {
  woods: { ja: '森', en: 'Woods' },
  valley: { ja: '谷', en: 'Valley' },
  hills: { ja: '丘', en: 'Hills' },
  mountains: { ja: '山', en: 'Mountains' },
};

/** §3.2 the nine Boomtown offices: their end-game effect, in full. */
export const OFFICE_EFFECT: Record<string, T> = {
  CC: {
    ja: '終了時：自分の事務所1つにつき1点（これを含む）＋完了した契約1つにつき1点',
    en: 'At the end: 1 point per office you own (this one included) + 1 per contract you completed',
  },
  CS: {
    ja: '終了時：自分の事務所1つにつき1点＋1位の多数派ボーナスを得た地形1つにつき1点（同点を含む）',
    en: 'At the end: 1 point per office you own + 1 per terrain where you take the first-place majority bonus (ties included)',
  },
  CG: { ja: '終了時：完成した出荷の列1つにつき3点', en: 'At the end: 3 points per completed shipping row' },
  SC: { ja: '終了時：開拓の集落（〇）1つにつき2点', en: 'At the end: 2 points per settlement (circle) on your claims' },
  SS: { ja: '終了時：6点', en: 'At the end: 6 points' },
  SG: {
    ja: '終了時：出荷した銅1つにつき1点＋完了した契約で払った銅1つにつき1点',
    en: 'At the end: 1 point per copper shipped + 1 per copper spent on your completed contracts',
  },
  GC: {
    ja: '終了時：印をつけた★1つにつき1点（出荷と開拓の★マス）',
    en: 'At the end: 1 point per star you marked (starred shipping and claim spaces)',
  },
  GS: {
    ja: '終了時：自分の事務所1つにつき2点＋完成した出荷の列1つにつき2点',
    en: 'At the end: 2 points per office you own + 2 per completed shipping row',
  },
  GG: { ja: '終了時：完了した契約1つにつき3点', en: 'At the end: 3 points per contract you completed' },
};

/** The offices' effects in a few characters, for the sheet (the full text is in the inspect panel). */
export const OFFICE_SHORT: Record<string, T> = {
  CC: { ja: '事務所+契約 各1', en: '1/office +1/contract' },
  CS: { ja: '事務所+1位地形 各1', en: '1/office +1/1st place' },
  CG: { ja: '完成出荷列 各3', en: '3/full ship row' },
  SC: { ja: '集落 各2', en: '2/settlement' },
  SS: { ja: '6点', en: '6 points' },
  SG: { ja: '出荷・契約の銅 各1', en: '1/copper shipped or contracted' },
  GC: { ja: '★ 各1', en: '1/star' },
  GS: { ja: '事務所2+完成列2', en: '2/office +2/full row' },
  GG: { ja: '契約 各3', en: '3/contract' },
};

/**
 * An office said in words, not by its code (CS: the copper row, the silver column).
 * `title` names its place on the sheet; `name` is the short form for the log and notices.
 */
export function officeTitle(id: string, lang: Lang): string {
  const [row, col] = [RESOURCE[id[0]]?.[lang] ?? id[0], RESOURCE[id[1]]?.[lang] ?? id[1]];
  return lang === 'ja'
    ? `ブームタウンの事務所（${row}の行・${col}の列）`
    : `Boomtown office: ${row} row, ${col} column`;
}

export function officeName(id: string, lang: Lang): string {
  const [row, col] = [RESOURCE[id[0]]?.[lang] ?? id[0], RESOURCE[id[1]]?.[lang] ?? id[1]];
  return lang === 'ja' ? `${row}・${col}の事務所` : `the ${row}/${col} office`;
}

export const W = {
  camp: { ja: '▲ 木1', en: '▲ 1 wood' },
  settlement: { ja: '▲● 木2', en: '▲● 2 wood' },
  office: { ja: 'ブームタウンの事務所', en: 'Boomtown office' },
  contract: { ja: '契約', en: 'Contract' },
  shipping: { ja: '出荷', en: 'Shipping' },
  claims: { ja: '開拓', en: 'Claims' },
  bank: { ja: '蓄え', en: 'Bank' },
  cost: { ja: '費用', en: 'Cost' },
  points: { ja: '{n}点', en: '{n, plural, one {# point} other {# points}}' },
  exclusive: {
    ja: '早い者勝ち：誰かが取ると、他の全員のシートで消される。',
    en: 'Exclusive: once someone takes it, it is crossed out on every other sheet.',
  },
} satisfies Record<string, T>;
