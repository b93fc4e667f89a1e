/** The texts of Leviath the shell's frame shows: rules help, seat names, log lines, errors, hint reasons. */
import type { Lang } from '../../i18n/lang';
import type { Action, AwakeningId, EvolutionId, GameEvent, HumanCardId, RegionId } from '../../../shared/leviath/types';
import { actionLabel } from './screen/labels';
import type { GameTexts } from '../types';
import { awakeningCard, evolutionCard, humanCard } from './i18n/cards';
import { logText } from './i18n/log';
import { fill, regionName, seatName, shipName, townName, type Tx } from './i18n/words';
import { meta } from './meta';

/** The computer players' reasons (shared/leviath/bots), worded. */
export const REASONS: Record<string, Tx> = {
  start: { ja: '陸から遠く、逃げ道の多い場所', en: 'Far from land, with many ways out' },
  pass: { ja: '今は温存する', en: 'Keep it for later' },
  silence: { ja: 'エネルギーを蓄える', en: 'Build up energy' },
  hide: { ja: '{space}へ：推理の雲を広く保てる', en: 'To {space}: keeps the cloud wide' },
  predation: { ja: '{ship}を食べる', en: 'Eat {ship}' },
  tsunami: { ja: '{letter}は守りが手薄そう', en: '{letter} looks undefended' },
  flee: { ja: '{space}へ：逃げ道が最も多い', en: 'To {space}: the most ways out' },
  push: { ja: '{ship}を{space}へ押し流し、自分から遠ざける', en: 'Push {ship} to {space}, away from you' },
  sweep: { ja: '{space}の機雷を除いて逃げ道を作る', en: 'Clear the mine on {space} for a way out' },
  done: { ja: 'これで十分', en: 'That is enough' },
  jam: { ja: 'この捜索は当たりそうだ', en: 'This search would find you' },
  slip: { ja: '遠くへ逃げた方が安全', en: 'Fleeing further is safer' },
  awaken: { ja: '「{card}」は今使うのが最も効く', en: '{card} does the most if played now' },
  evolve: { ja: '進化「{card}」は今使うのが最も効く', en: 'The {card} evolution does the most if used now' },
  ships: {
    ja: '船をレヴィアスがいそうなマスの近くへ寄せる',
    en: 'brings the fleet nearer where Leviath could be',
  },
  shipsStop: { ja: 'ここで止める：船はもう良い位置にいる', en: 'Stop here: the ships already stand well' },
  shipNet: {
    ja: '{ship}を{space}へ：レヴィアスがいるかもしれない{total}マスのうち{n}マスが機雷の届く範囲に入る',
    en: "Sail {ship} to {space}: {n} of the {total, plural, one {# space} other {# spaces}} where Leviath may be come within a mine's reach",
  },
  shipCloser: {
    ja: '{ship}を{space}へ：レヴィアスのいそうな海まであと{steps}マス。近づけば機雷と捜索が届く',
    en: '{ship} to {space}: {steps, plural, one {# step} other {# steps}} from where Leviath may be; close in so mines and searches reach it',
  },
  shipSpread: {
    ja: '{ship}を{space}へ：艦隊を広げ、レヴィアスが現れそうな海を覆う',
    en: 'Sail {ship} to {space}: spread the fleet over the sea where Leviath may surface',
  },
  shipsStay: {
    ja: '移動はここまで：艦隊はすでに候補{total}マスのうち{n}マスに機雷を置ける',
    en: 'Stop here: the fleet can already mine {n} of the {total, plural, one {# space} other {# spaces}} where Leviath may be',
  },
  discard: { ja: '{card}は今は役に立たない', en: '{card} is of little use now' },
  mine: {
    ja: '{space}に機雷：レヴィアスの逃げ道をふさぐ',
    en: 'A mine on {space} closes Leviath’s ways out',
  },
  mineChance: {
    ja: '{space}に機雷：この一手で包囲できる確率{chance}%',
    en: 'A mine on {space}: a {chance}% chance it captures Leviath at once',
  },
  mineTrap: {
    ja: '{space}に機雷：候補{total}マスのうち{n}マスは逃げ道がなくなる（そこにいれば包囲完成）',
    en: 'A mine on {space}: {n} of the {total, plural, one {# space} other {# spaces}} where Leviath may be are left with no way out',
  },
  mineCut: {
    ja: '{space}に機雷：候補{n}マスの逃げ道を一つふさぐ',
    en: 'A mine on {space} closes a way out of {n, plural, one {# space} other {# spaces}} where Leviath may be',
  },
  mineReach: {
    ja: '{space}に機雷：次の移動でレヴィアスが行ける海が{before}マスから{after}マスに減る',
    en: 'A mine on {space}: after its next move Leviath could be on {after, plural, one {# space} other {# spaces}} instead of {before}',
  },
  mineWait: {
    ja: '{space}に機雷：まだ候補から遠いが、レヴィアスの進路をふさいでおく',
    en: 'A mine on {space}: still far from where Leviath may be, but it blocks a way it could come',
  },
  search: { ja: '{card}で候補を最も絞れる', en: '{card} narrows the candidates the most' },
  dyke: { ja: '{letter}が狙われている', en: '{letter} is under threat' },
  sortie: { ja: '艦隊を展開する', en: 'Spread the fleet' },
  other: { ja: '最も有望な選択', en: 'The most promising choice' },
};

/** The worded reason for a key: a mine's chance only when there is one, a ship's move only when it names a ship. */
function reasonKey(key: string, p: Readonly<Record<string, unknown>>): string {
  if (key === 'mine' && Number(p.chance ?? 0) > 0) return 'mineChance';
  if (key === 'ships' && p.ship === undefined) return 'shipsStop';
  return key;
}

const param = (k: string, v: string, l: Lang): string => {
  if (k === 'ship' && /^s\d$/.test(v)) return shipName(v as 's1', l);
  if (k === 'letter' && /^[A-E]$/.test(v)) return townName(v as 'A', l);
  if (k === 'card') return humanCardName(v, l);
  if (k === 'region') return regionName(v as RegionId, l);
  return v;
};

/** A card's name, whichever deck it is from (the humans' cards, Leviath's awakening and evolution cards). */
function humanCardName(v: string, l: Lang): string {
  for (const name of [
    () => humanCard(v as HumanCardId, l).name,
    () => awakeningCard(v as AwakeningId, l).name,
    () => evolutionCard(v as EvolutionId, l).name,
  ])
    try {
      const n = name();
      if (n) return n;
    } catch {
      // not from this deck
    }
  return v;
}

export const texts: GameTexts = {
  rules: (lang) => meta.rules[lang],
  seat: (seat, lang) => seatName(seat, lang),
  event(e, lang, name) {
    const ev = e as GameEvent;
    const text = logText(ev, lang, name);
    return text ? { text, cls: `lv-log-${ev.type}` } : null;
  },
  errors: { ja: {}, en: {} },
  reason(r, lang, action) {
    const p = r.params ?? {};
    const text = (REASONS[reasonKey(r.key, p)] ?? REASONS.other)[lang];
    const why = fill(text, Object.fromEntries(Object.entries(p).map(([k, v]) => [k, param(k, String(v), lang)])), lang);
    // a ship's step is named whole (which ship, where) before why: the map marks both, the words must too
    const a = action as Action | undefined;
    // (the search's ship reasons name the ship and the space themselves: only the older key needs the label)
    return a?.type === 'shipStep' && r.key === 'ships'
      ? `${actionLabel(a, null, lang)}${lang === 'ja' ? '：' : ': '}${why}`
      : why;
  },
  // [§6] the kaiju hears the team chat (unless the table keeps it private); spectators write to everyone
  chatChannels: (viewer) => (viewer === 'kaiju' || viewer === 'spectator' ? ['all'] : ['all', 'team']),
};
