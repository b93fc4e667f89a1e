/** The Rolled West screen's sentences in ja and en. */
import type { Lang } from '../../i18n/lang';
import type { DieUse, Res } from './model';
import { RESOURCE, TERRAIN } from './words';
import { TERRAIN_OF } from './model';

type T = Record<Lang, string>;

export const S = {
  round: (n: number, l: Lang) => (l === 'ja' ? `ラウンド ${n}/6` : `Round ${n}/6`),
  turnOf: (who: string, l: Lang) => (l === 'ja' ? `${who}の手番` : `${who}'s turn`),
  roll: (who: string, l: Lang) => (l === 'ja' ? `${who}の出目` : `${who}'s roll`),
  chooseTerrain: {
    ja: '地形ダイスを1つ選んでください。その地形にだけ開拓できます。',
    en: 'Choose the terrain die: you may build only in its terrain this turn.',
  } as T,
  spend: {
    ja: '光っているものをタップして建て、買い、出荷します。ダイスを1つ蓄えることもできます。',
    en: 'Tap what lights up to build, buy or ship. You may also bank one die.',
  } as T,
  between: (who: string, l: Lang) =>
    l === 'ja'
      ? `${who}の出目から1つ写して蓄えられます（地形ダイス以外）。`
      : `Copy one die of ${who}'s roll into your bank (not the terrain die).`,
  waiting: (who: string, l: Lang) => (l === 'ja' ? `${who}の手番を待っています…` : `Waiting for ${who}…`),
  waitingBanks: (who: string, l: Lang) => (l === 'ja' ? `貯蓄を待っています：${who}` : `Waiting for banks: ${who}`),
  thinking: (who: string, l: Lang) => (l === 'ja' ? `${who}：考え中…` : `${who}: deciding…`),
  banked: (who: string, res: string, l: Lang) => (l === 'ja' ? `${who}は${res}を蓄えた` : `${who} banked ${res}`),
  passed: (who: string, l: Lang) => (l === 'ja' ? `${who}は蓄えなかった` : `${who} passed`),
  over: { ja: 'ゲーム終了', en: 'Game over' } as T,
  undo: { ja: '取り消す', en: 'Undo' } as T,
  pass: { ja: '蓄えない', en: 'Pass' } as T,
  endTurn: { ja: '手番を終える', en: 'End turn' } as T,
  autoBank: { ja: '自動で蓄える：', en: 'Auto-bank:' } as T,
  none: { ja: 'なし', en: 'none' } as T,
  close: { ja: '閉じる', en: 'Close' } as T,
  dieUse: {
    terrain: { ja: '地形', en: 'terrain' },
    spent: { ja: '使用済み', en: 'spent' },
    banked: { ja: '蓄えた', en: 'banked' },
    free: { ja: '', en: '' },
  } as Record<DieUse, T>,
  /** A die's resource and the terrain it names (§4): "copper · Valley". */
  dieTerrain: (face: Res, l: Lang) =>
    l === 'ja'
      ? `${RESOURCE[face].ja}＝${TERRAIN[TERRAIN_OF[face]].ja}`
      : `${RESOURCE[face].en} = ${TERRAIN[TERRAIN_OF[face]].en}`,
  dieHelp: (face: Res, use: DieUse, l: Lang) => {
    const terrain = TERRAIN[TERRAIN_OF[face]][l];
    const res = RESOURCE[face][l];
    if (l === 'ja')
      return `資源：${res}／地形：${terrain}。${use === 'terrain' ? '地形ダイス：使うことも蓄えることもできない。' : use === 'spent' ? '使用済み（他の人は写せる）。' : use === 'banked' ? '蓄えた（他の人は写せる）。' : ''}`;
    return `Resource: ${res}; terrain: ${terrain}. ${use === 'terrain' ? 'The terrain die: nobody may spend or bank it.' : use === 'spent' ? 'Spent (the others may still copy it).' : use === 'banked' ? 'Banked (the others may still copy it).' : ''}`;
  },
  categories: {
    claims: { ja: '開拓', en: 'Claims' },
    shipping: { ja: '出荷', en: 'Shipping' },
    contracts: { ja: '契約', en: 'Contracts' },
    majority: { ja: '多数派ボーナス', en: 'Majorities' },
    offices: { ja: '事務所', en: 'Offices' },
    total: { ja: '合計', en: 'Total' },
  } as Record<string, T>,
  wins: (who: string, l: Lang) => (l === 'ja' ? `${who}の勝ち！` : `${who} wins!`),
  shared: (who: string, l: Lang) => (l === 'ja' ? `${who}が勝利を分け合う！` : `${who} share the win!`),
};
