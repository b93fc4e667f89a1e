/** The texts of Oztralia the shell's frame shows: rules help, seat names, log lines, error codes, hint reasons. */
import type { Lang } from '../../i18n/lang';
import { hexName } from '../../../shared/oztralia/hex';
import type { GameEvent } from '../../../shared/oztralia/types';
import type { GameTexts } from '../types';
import { meta } from './meta';
import { say } from './ui';
import { BOX, COMBAT_END, EXCHANGE, FARM, MANIFEST, PERSON, RES, TILE, UNIT, WITHDRAW, type Tx } from './words';

const t = (ja: string, en: string): Tx => ({ ja, en });

/** The computer player's reasons (shared/oztralia/bots/reason.ts), worded. */
const REASONS: Record<string, Tx> = {
  portSite: t('{hex}は守りやすく伸ばしやすい港', '{hex}: a port easy to hold and to build from'),
  reachLand: t('線路を延ばして新しい土地へ', 'Lay rail toward new land'),
  stopHere: t('この行動はここまで', 'Enough for this action'),
  takeResources: t('資源を掘り出す', 'Dig up resources'),
  recruitCard: t('人物を雇う', 'Hire someone useful'),
  drawBlind: t('山札から引いてみる', 'Try the deck'),
  armAgainstThreat: t('迫る旧支配者に備えて軍備', 'Arm against the Old One coming near'),
  armUp: t('軍備を整える', 'Build up your forces'),
  fundRailway: t('線路のための石炭と鉄', 'Coal and iron for the railway'),
  raiseGold: t('売って金を得る', 'Sell for gold'),
  farmPoints: t('農場でVPを稼ぐ', 'Farms bring VP'),
  strikeThreat: t('近くの旧支配者を叩く', 'Strike the Old One near your land'),
  huntOldOnes: t('旧支配者を狩る', 'Hunt the Old Ones'),
  addToForce: t('遠征軍を強くする', 'Make the force stronger'),
  forceReady: t('この部隊で出発', 'Set off with this force'),
  freeCubes: t('キューブを取り戻す', 'Take your cubes back'),
  pressOn: t('押し切れる：戦い続ける', 'The odds favour pushing on'),
  fallBack: t('危険：撤退する', 'Too risky: fall back'),
  healUnit: t('部隊を手当てする', 'Patch up a unit'),
  finishTile: t('倒せる旧支配者にキューブを', 'Put the cube where it finishes one off'),
  spareUnit: t('一番痛くない部隊で受ける', 'Take it on the unit you can best spare'),
  cancelStrike: t('攻撃を打ち消す', 'Cancel the strike'),
  keepResource: t('必要な方を残す', 'Keep the one you need'),
};

const ERRORS: GameTexts['errors'] = { ja: {}, en: {} };

function line(e: GameEvent, l: Lang, who: (s: string) => string): string | null {
  const ja = l === 'ja';
  switch (e.type) {
    case 'startPlayer':
      return ja ? `スタートプレイヤー：${who(e.seat)}` : `${who(e.seat)} starts`;
    case 'portPlaced':
      return ja ? `${who(e.seat)}が${hexName(e.hex)}に港を置いた` : `${who(e.seat)} founds a port on ${hexName(e.hex)}`;
    case 'turnStarted':
      return say('turn', { who: who(e.seat) }, l);
    case 'boxChosen':
      return `${who(e.seat)}: ${BOX[e.box][l]}${e.gold ? (ja ? `（金${e.gold}）` : ` (${e.gold} gold)`) : ''}`;
    case 'trackBuilt':
      return ja
        ? `${who(e.seat)}が${hexName(e.a)}–${hexName(e.b)}に線路`
        : `${who(e.seat)} lays rail ${hexName(e.a)}–${hexName(e.b)}`;
    case 'mined':
      return ja
        ? `${who(e.seat)}が${RES[e.res].ja}を${e.n}個採掘`
        : `${who(e.seat)} mines ${e.n} ${RES[e.res].en.toLowerCase()}`;
    case 'recruited':
      return ja ? `${who(e.seat)}が${PERSON[e.card].ja}を雇った` : `${who(e.seat)} recruits the ${PERSON[e.card].en}`;
    case 'blindKept':
      return ja ? `${who(e.seat)}が${PERSON[e.card].ja}を残した` : `${who(e.seat)} keeps the ${PERSON[e.card].en}`;
    case 'unitsBought':
      return `${who(e.seat)}: ${e.units.map((u) => UNIT[u[0] as keyof typeof UNIT]?.[l] ?? u).join(', ')}`;
    case 'exchanged':
      return `${who(e.seat)}: ${EXCHANGE[e.ex][l]}`;
    case 'farmPlaced':
      return ja
        ? `${who(e.seat)}が${hexName(e.hex)}に${FARM[e.kind].ja}`
        : `${who(e.seat)}: ${FARM[e.kind].en} on ${hexName(e.hex)}`;
    case 'cubesRetrieved':
      return ja ? `${who(e.seat)}がキューブ${e.n}個を回収` : `${who(e.seat)} takes back ${e.n} cubes`;
    case 'oldOnesTurn':
      return say('oldOnesTurn', {}, l);
    case 'manifestation':
      return ja ? `顕現：${MANIFEST[e.card].ja}` : `Manifestation: ${MANIFEST[e.card].en}`;
    case 'oldOneRevealed':
      return say('revealed', { tile: TILE[e.kind][l] }, l) + ` (${hexName(e.hex)})`;
    case 'kangarooRemoved':
      return ja ? `${hexName(e.hex)}：ただのカンガルーだった` : `${hexName(e.hex)}: only a kangaroo`;
    case 'oldOneMoved':
      return ja
        ? `旧支配者が${hexName(e.from)}から${hexName(e.to)}へ`
        : `Old Ones creep ${hexName(e.from)} → ${hexName(e.to)}`;
    case 'farmBlighted':
      return ja
        ? `${who(e.owner)}の農場（${hexName(e.hex)}）が荒廃`
        : `${who(e.owner)}'s farm on ${hexName(e.hex)} withers`;
    case 'goldLost':
      return ja ? `${who(e.seat)}が金を1失った` : `${who(e.seat)} loses a gold`;
    case 'resourceDiscarded':
      return ja
        ? `${who(e.seat)}が${RES[e.res].ja}を捨てた`
        : `${who(e.seat)} discards a ${RES[e.res].en.toLowerCase()}`;
    case 'portAttacked':
      return ja ? `${who(e.seat)}の港が襲われた！` : `${who(e.seat)}'s port is attacked!`;
    case 'combatStarted':
      return ja ? `${who(e.seat)}が${hexName(e.hex)}で戦闘開始` : `${who(e.seat)} fights at ${hexName(e.hex)}`;
    case 'withdrew':
      return `${who(e.seat)}: ${WITHDRAW[e.what][l]}`;
    case 'damageDealt':
      return ja ? `${who(e.seat)}がダメージ${e.cubes + e.lost}` : `${who(e.seat)} deals ${e.cubes + e.lost} damage`;
    case 'oldOneDestroyed':
      return ja ? `${TILE[e.kind].ja}を倒した！` : `${TILE[e.kind].en} destroyed!`;
    case 'unitHit':
      return ja ? `${who(e.seat)}の${unitName(e.unit, l)}が被弾` : `${who(e.seat)}'s ${unitName(e.unit, l)} is hit`;
    case 'unitDestroyed':
      return ja
        ? `${who(e.seat)}の${unitName(e.unit, l)}が失われた`
        : `${who(e.seat)} loses the ${unitName(e.unit, l)}`;
    case 'sanityLost':
      return ja
        ? `${who(e.seat)}の正気が減った（残り${Math.max(0, e.left)}）`
        : `${who(e.seat)} loses sanity (${Math.max(0, e.left)} left)`;
    case 'combatEnded':
      return `${who(e.seat)}: ${COMBAT_END[e.end][l]}`;
    case 'portLost':
      return ja ? `${who(e.seat)}の港が陥落した` : `${who(e.seat)}'s port falls`;
    case 'gameEnded':
      return e.result.oldOnesWin ? say('lost', {}, l) : say('won', {}, l);
    default:
      return null;
  }
}

export const unitName = (id: string, l: Lang): string => UNIT[id[0] as keyof typeof UNIT]?.[l] ?? id;

export const texts: GameTexts = {
  rules: (lang) => meta.rules[lang],
  seat: (seat, lang) => meta.seatName(seat, lang),
  event(e, lang, name) {
    const ev = e as GameEvent;
    const who = name ?? ((s: string) => meta.seatName(s, lang));
    const text = line(ev, lang, who);
    return text ? { text, cls: `oz-log-${ev.type}` } : null;
  },
  errors: ERRORS,
  // the replay's timeline is marked at each of the Old Ones' turns
  chapter(e, lang) {
    const ev = e as GameEvent;
    if (ev.type !== 'oldOnesTurn') return null;
    return {
      short: String(ev.pos),
      long: lang === 'ja' ? `旧支配者の手番（${ev.pos}）` : `The Old Ones' turn (${ev.pos})`,
    };
  },
  reason(r, lang) {
    const p = r.params ?? {};
    const text = (REASONS[r.key] ?? REASONS.stopHere)[lang];
    return text.replace(/\{(\w+)\}/g, (m, k: string) => {
      const v = p[k];
      if (v === undefined) return m;
      if (k === 'hex') return hexName(Number(v));
      if (k === 'card') return PERSON[v as keyof typeof PERSON]?.[lang] ?? String(v);
      return String(v);
    });
  },
};

/** The reason keys worded here (a test checks them against the computer player's list). */
export const REASON_WORDS: readonly string[] = Object.keys(REASONS);
