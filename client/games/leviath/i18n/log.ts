/**
 * A log line per event, in both languages. Events arrive already redacted for this viewer (§15): a secret half is
 * null for a seat that may not see it, and the line then says only the public half.
 */
import type { Lang } from '../../../i18n/lang';
import type { GameEvent, RegionId, Sea } from '../../../../shared/leviath/types';
import { REGION_IDS, REGIONS } from '../../../../shared/leviath/data/map';
import { awakeningCard, evolutionCard, humanCard } from './cards';
import { ACTION_NAME, END_REASON, TIER, fill, placeName, seatName, shipName, spaceName, townName } from './words';

/** A searched set of spaces in words: its region when it is one, else the list. */
export function whereWords(spaces: readonly Sea[], l: Lang, region?: RegionId): string {
  const r =
    region ??
    REGION_IDS.find(
      (x) => REGIONS[x].spaces.length === spaces.length && REGIONS[x].spaces.every((s) => spaces.includes(s)),
    );
  if (r) return l === 'ja' ? `海域${r.slice(1)}` : `region ${r.slice(1)}`;
  return l === 'ja' ? `${spaces.join('・')}番` : `spaces ${spaces.join(', ')}`;
}

const pick = (l: Lang, ja: string, en: string, p: Record<string, string | number> = {}): string =>
  fill(l === 'ja' ? ja : en, p, l);

/** `name`: how a seat is named (the person's name from the lobby); the seat's own name by default. */
export function logText(e: GameEvent, l: Lang, name?: (seat: string) => string): string | null {
  const seat = name ?? ((s: string) => seatName(s, l));
  switch (e.type) {
    case 'setupMine':
      return pick(l, '災害レベル：{s}に機雷', 'Disaster level: a mine on {s}', { s: spaceName(e.space, l) });
    case 'setupFlood':
      return pick(l, '災害レベル：{t}は最初から水没', 'Disaster level: {t} starts submerged', {
        t: townName(e.letter, l),
      });
    case 'humanTurn':
      return pick(l, '― {who}の手番 ―', '— {who}’s turn —', { who: seat(e.seat) });
    case 'kaijuTurn':
      return pick(l, '― レヴィアスの手番 ―', '— Leviath’s turn —');
    case 'kaijuStarted':
      return e.space === null
        ? pick(l, 'レヴィアスは潜む場所を決めた', 'Leviath has chosen where to lurk')
        : pick(l, 'あなたは{s}に潜んだ', 'You lurk at {s}', { s: spaceName(e.space, l) });
    case 'shipMoved':
      return pick(
        l,
        e.by === 'kaiju' ? 'レヴィアスが{ship}を押し流す：{a} → {b}' : '{ship}：{a} → {b}',
        e.by === 'kaiju' ? 'Leviath pushes {ship}: {a} → {b}' : '{ship}: {a} → {b}',
        { ship: shipName(e.ship, l), a: placeName(e.from, l), b: spaceName(e.to, l) },
      );
    case 'cardPlayed':
      return pick(l, '{who}が「{c}」を使用', '{who} plays {c}', { who: seat(e.seat), c: humanCard(e.card, l).name });
    case 'cardDiscarded':
      return pick(l, '{who}が「{c}」を捨てた', '{who} discards {c}', {
        who: seat(e.seat),
        c: humanCard(e.card, l).name,
      });
    case 'cardDrawn':
      return e.card
        ? pick(l, '{who}が「{c}」を引いた', '{who} draws {c}', { who: seat(e.seat), c: humanCard(e.card, l).name })
        : pick(l, '{who}がカードを引いた', '{who} draws a card', { who: seat(e.seat) });
    case 'kaijuAwakened':
      return pick(l, '{who}が「怪獣覚醒」を引いた！', '{who} drew Kaiju Awakening!', { who: seat(e.seat) });
    case 'awakeningDrawn':
      return e.card
        ? pick(l, '覚醒能力「{c}」を得た', 'You gain the awakening card {c}', { c: awakeningCard(e.card, l).name })
        : pick(l, 'レヴィアスが覚醒能力を1枚得た', 'Leviath gains an awakening card');
    case 'evolutionGained':
      return e.card
        ? pick(l, '進化カードが浮上：「{c}」を獲得', 'An evolution card surfaces: you gain {c}', {
            c: evolutionCard(e.card, l).name,
          })
        : pick(l, '進化カードが浮上：レヴィアスが{t}を獲得', 'An evolution card surfaces: Leviath gains a {t} card', {
            t: fill(TIER[l], { n: e.tier }),
          });
    case 'searched':
      return pick(l, '「{c}」が{w}を捜索……', '{c} searches {w}…', {
        c: humanCard(e.card, l).name,
        w: whereWords(e.spaces, l, e.region),
      });
    case 'searchAnswered':
      return e.present
        ? pick(l, '答え：レヴィアスはそこにいる！', 'Answer: Leviath is there!')
        : pick(l, '答え：そこにはいない', 'Answer: not there');
    case 'searchJammed':
      return pick(l, '捜索は妨害された：答えなし', 'The search is jammed: no answer');
    case 'minePlaced':
      return e.from === null
        ? pick(l, '{s}に機雷', 'A mine on {s}', { s: spaceName(e.space, l) })
        : pick(l, '機雷が移動：{a} → {b}', 'A mine moves: {a} → {b}', {
            a: spaceName(e.from, l),
            b: spaceName(e.space, l),
          });
    case 'mineRemoved':
      return pick(l, '{s}の機雷が消えた', 'The mine on {s} is gone', { s: spaceName(e.space, l) });
    case 'presence':
      return e.present
        ? pick(l, '存在確認（{s}）：いる！', 'Presence check on {s}: PRESENT!', { s: spaceName(e.space, l) })
        : pick(l, '存在確認（{s}）：いない', 'Presence check on {s}: nothing', { s: spaceName(e.space, l) });
    case 'kaijuMoved':
      if (e.path) return pick(l, 'あなたの移動：{p}', 'You move: {p}', { p: e.path.join(' → ') });
      return e.kind === 'forced'
        ? pick(l, 'レヴィアスは秘密裏に逃げた', 'Leviath flees in secret')
        : pick(l, 'レヴィアスは秘密裏に移動した', 'Leviath moves in secret');
    case 'kaijuActed':
      return e.card
        ? pick(l, 'レヴィアス：{a}「{c}」', 'Leviath: {a} — {c}', {
            a: ACTION_NAME.evolution[l],
            c: evolutionCard(e.card, l).name,
          })
        : pick(l, 'レヴィアス：{a}', 'Leviath: {a}', { a: ACTION_NAME[e.action][l] });
    case 'energy':
      return pick(l, 'エネルギー {a} → {b}', 'Energy {a} → {b}', { a: e.from, b: e.to });
    case 'shipEaten':
      return pick(l, '{ship}が{s}で食べられ、港へ', '{ship} is eaten on {s} and towed to port', {
        ship: shipName(e.ship, l),
        s: spaceName(e.from, l),
      });
    case 'tsunami':
      return e.from === null
        ? pick(l, '津波が{t}へ！', 'A tsunami rolls toward {t}!', { t: townName(e.letter, l) })
        : pick(l, '津波が{t}へ！（{s}から）', 'A tsunami rolls toward {t}! (from {s})', {
            t: townName(e.letter, l),
            s: spaceName(e.from, l),
          });
    case 'dykeStopped':
      return pick(l, '{t}の堤防が津波を防いだ', 'The dyke of {t} stops the wave', { t: townName(e.letter, l) });
    case 'townSubmerged':
      return pick(l, '{t}が水没した', '{t} is submerged', { t: townName(e.letter, l) });
    case 'dykeBuilt':
      return e.letter
        ? pick(l, '{t}の堤防を建設', 'A dyke is built at {t}', { t: townName(e.letter, l) })
        : pick(l, '堤防が1枚建設された', 'A dyke is built (face down)');
    case 'dykeEroded':
      return pick(l, '{t}の堤防が浸食された', 'The dyke of {t} erodes away', { t: townName(e.letter, l) });
    case 'awakeningPlayed':
      return pick(l, 'レヴィアスが覚醒能力「{c}」を使った', 'Leviath plays {c}', { c: awakeningCard(e.card, l).name });
    case 'evolutionRevealed':
      return pick(l, '進化能力「{c}」が公開された', 'Revealed: {c}', { c: evolutionCard(e.card, l).name });
    case 'intimidation':
      return e.active
        ? pick(l, '威嚇：次の人間の手番は船が動けない', 'Intimidation: no ship moves next human turn')
        : pick(l, '威嚇が解けた', 'The intimidation ends');
    case 'markerSet':
      return pick(l, '推理コマ：{p}', 'Guess marker: {p}', { p: e.spaces.join(', ') });
    case 'gameEnded':
      return `${e.winner === 'kaiju' ? pick(l, 'レヴィアスの勝利', 'Leviath wins') : pick(l, '人間の勝利', 'The humans win')} — ${END_REASON[e.reason][l]}`;
  }
}
