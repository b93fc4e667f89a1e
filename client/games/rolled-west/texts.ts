/** The texts of Rolled West the shell's frame shows: rules help, seat names, log lines, errors, hint reasons. */
import type { GameTexts } from '../types';
import { logLine } from './adapter';
import { meta } from './meta';
import { RESOURCE, TERRAIN, officeName } from './words';

export const REASONS: Record<string, { ja: string; en: string }> = {
  terrain: { ja: 'この地形なら今の出目を最も活かせる：{terrain}', en: '{terrain} makes the most of this roll' },
  contract: {
    ja: '{points}点の契約を、誰かに取られる前に完了する',
    en: 'The {points}-point contract scores before a rival takes it',
  },
  office: { ja: '{id}は終了時に最も得点が伸びる', en: 'Buying {id} pays off best at the end' },
  ship: { ja: '{metal}を{n}つ出荷するのが最も得点になる', en: 'Shipping {n} {metal} scores the most' },
  camp: { ja: '{terrain}にキャンプ：得点と多数派争い', en: 'A camp in the {terrain}: points and the majority race' },
  settlement: {
    ja: '{terrain}に集落：2マスと集落ボーナス',
    en: 'A settlement in the {terrain}: two spaces and a circle',
  },
  bank: { ja: '{res}を蓄えて次の手番に使う', en: 'Bank {res} for a later turn' },
  copy: { ja: '{res}を写す：計画に一番必要な資源', en: 'Copy {res}: the resource your plans need most' },
  endTurn: { ja: 'これ以上得になる使い道はない', en: 'Nothing else pays off this turn' },
  pass: {
    ja: '見送る：自分の手番の前に、もっと良い出目を写せる見込みが高い',
    en: 'Pass: a later roll before your turn is likely to offer more',
  },
  best: { ja: '最も有利な選択', en: 'The most promising choice' },
};

export const texts: GameTexts = {
  rules: (lang) => meta.rules[lang],
  seat: (seat, lang) => meta.seatName(seat, lang),
  event: (e, lang, name) => logLine(e, name ?? ((s) => meta.seatName(s, lang)), lang),
  errors: {
    ja: {},
    en: {},
  },
  reason(r, lang) {
    const p = r.params ?? {};
    const text = (REASONS[r.key] ?? REASONS.best)[lang];
    return text.replace(/\{(\w+)\}/g, (_, k: string) => {
      const v = String(p[k] ?? '');
      if (k === 'terrain') return TERRAIN[v]?.[lang] ?? v;
      if (k === 'id' && r.key === 'office') return officeName(v, lang);
      if (k === 'metal' || k === 'res') return RESOURCE[v]?.[lang] ?? v;
      return v;
    });
  },
};
