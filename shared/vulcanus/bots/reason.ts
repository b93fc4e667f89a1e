/** A hint's reason in a few words, in Japanese and English, from the decision and the board it was made on. */
import { cardType, HUMAN_CARDS, KAIJU_CARDS } from '../data/cards';
import { TOWNS, townIndex } from '../data/map';
import type { Action, Seat, State } from '../types';
import { people } from './features';

export interface Reason {
  ja: string;
  en: string;
}

const r = (ja: string, en: string): Reason => ({ ja, en });

function town(id: string): { ja: string; en: string } {
  const t = TOWNS[townIndex(id)];
  return t ? { ja: t.ja, en: t.en } : { ja: id, en: id };
}

function cardName(card: string): { ja: string; en: string } {
  const type = cardType(card);
  const d =
    (HUMAN_CARDS as Record<string, { ja: string; en: string }>)[type] ??
    (KAIJU_CARDS as Record<string, { ja: string; en: string }>)[type];
  return d ? { ja: d.ja, en: d.en } : { ja: type, en: type };
}

export function explain(s: State, seat: Seat, a: Action): Reason {
  const p = s.prompts.find((x) => x.seat === seat);
  const kaiju = seat === 'kaiju';
  switch (a.type) {
    case 'claim':
      // colB and row3 hold the last human slot of the round, B3 (§5 plan board).
      if (a.line === 'colB' || a.line === 'row3')
        return r(
          'この列なら最後に動ける：怪獣のカードの後、溶岩フェイズの直前',
          "This line acts last: after the kaiju's cards, just before the lava phase",
        );
      if (a.line === 'colA' || a.line === 'row1')
        return r('この列なら怪獣より先に動ける', 'This line acts before the kaiju');
      return r('この列が計画の中で最も役に立つ', 'This line does the most good in the plan');
    case 'place': {
      const c = cardName(a.card);
      return r(`${a.slot}に「${c.ja}」が最も効果的`, `${c.en} does the most good in ${a.slot}`);
    }
    case 'done':
      return r('計画は完成した', 'The plan is complete');
    case 'redraw':
      return kaiju
        ? r('弱いカードを引き直す（1ラウンドに1回無料）', 'Swap the weak cards: the redraw is free once a round')
        : r('資金を払って弱いカードを引き直す', 'Pay a fund to swap the weak cards');
    case 'pass':
      return kaiju
        ? r('今は動かない方が得', 'Better to hold back now')
        : r('資金と手を温存する', 'Save funds and options for later');
    case 'people':
      if (p?.kind === 'choosePeople' && a.vips > 0)
        return kaiju
          ? r('要人を先に倒し資金回復を防ぐ', 'Take the VIP first: it denies the humans a fund')
          : r('要人を先に避難させ資金を得る', 'Evacuate the VIP first: it returns a fund');
      return r('市民を選ぶ', 'Take a citizen');
    case 'move': {
      const to = town(a.to);
      if (a.piece === 'kaiju') return r(`${to.ja}へ向かい被害を広げる`, `Head for ${to.en} to do more damage`);
      if (a.piece === 'lava') return r(`溶岩を${to.ja}の人々へ流す`, `Send the lava towards the people of ${to.en}`);
      if (a.piece === 'fire')
        return r(`消防隊を溶岩の近く${to.ja}へ`, `Bring a fire brigade near the lava at ${to.en}`);
      if (a.piece === 'sdf') return r(`自衛隊を${to.ja}へ配置`, `Post an SDF unit at ${to.en}`);
      return r(`${to.ja}の方が安全`, `${to.en} is safer for them`);
    }
    case 'town': {
      const t = town(a.town);
      const st = s.towns[townIndex(a.town)];
      switch (p?.kind) {
        case 'firefight':
          return r(`${t.ja}の溶岩を消して防衛を進める`, `Put out lava at ${t.en} to fill the defense track`);
        case 'investigate':
        case 'researchTile':
          return r(`${t.ja}を調査して研究を進める`, `Investigate ${t.en} to advance research`);
        case 'eventTown':
          return r(`${t.ja}の人々を溶岩で狙う`, `Aim the lava at the people of ${t.en}`);
        case 'buildBase':
          return r(`${t.ja}に拠点を建て避難を増やす`, `A base at ${t.en} evacuates more people`);
        case 'lavaFlowStart':
          return r(`${t.ja}の溶岩を人のいる町へ流す`, `Flow the lava from ${t.en} towards people`);
        default:
          return st && people(st) > 0
            ? r(`${t.ja}には人が多い`, `${t.en} has the most people at stake`)
            : r(`${t.ja}が最善`, `${t.en} is the best choice`);
      }
    }
    case 'heli':
      return r(`ヘリで${town(a.to).ja}の溶岩を消す`, `Fly in and put out the lava at ${town(a.to).en}`);
    case 'target':
      return a.piece === 'fire' || a.piece === 'sdf'
        ? r('部隊を退けて守りを崩す', 'Knock out a unit to weaken the defense')
        : r(`${town(a.town).ja}の人々を狙う`, `Strike the people at ${town(a.town).en}`);
    case 'unit':
      return r('邪魔な部隊を退ける', 'Send the most useful unit back to the stock');
    case 'node':
      return r('この進化が今後最も役立つ', 'This evolution pays off best from now on');
    case 'bonus':
      return p?.kind === 'revealBonus'
        ? r('破壊ボーナスで被害トラックを一列埋める', 'Reveal the bonus tile: a whole column of damage')
        : r('届きにくいタイルを戻す', 'Return the tile that is hardest to reach');
    case 'role':
      return r('この役割がチームに合う', 'This role suits the team');
    case 'option':
      switch (a.option) {
        case 'lava':
          return r('完全体の溶岩を置く', 'Place the complete-form lava');
        case 'fire':
        case 'sdf':
          return p?.kind === 'freezingShell'
            ? r('冷凍弾で攻撃タイルを得る', 'Fire the freezing shell for an attack tile')
            : r('部隊を増やして手数を増やす', 'More units mean more actions');
        case 'killAll':
          return r('町の人々を一掃する', 'Wipe out the people here');
        case 'twoLava':
          return r('溶岩2個で町を燃やす', 'Two lava to set the town burning');
        case 'returnFire':
        case 'returnSdf':
          return r('部隊を退けて守りを崩す', 'Knock out a unit to weaken the defense');
        case 'vip':
          return r('要人を避難させ資金を得る', 'Evacuate the VIP: it returns a fund');
        case 'citizen':
          return r('市民を避難させる', 'Evacuate a citizen');
        case 'tile':
          return r('調査して研究を進める', 'Investigate to advance research');
        case 'freezingShell':
          return r('怪獣に冷凍弾を撃つ', 'Hit the kaiju with freezing shells');
        case 'buildBase':
          return r('拠点を増やして避難を加速', 'Another base speeds up evacuation');
        case 'evacuateInvestigate':
          return r('避難と調査を進める', 'Evacuate and investigate');
        default:
          return r('最も有利な選択', 'The most promising choice');
      }
    default:
      return r('最も有利な選択', 'The most promising choice');
  }
}
