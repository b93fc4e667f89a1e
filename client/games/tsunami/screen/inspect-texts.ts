/**
 * What the inspect panel says (long press or right click) about each thing on the screen: a hex (its ground, its
 * card or the back of one, its shelter tile, who stands there, when it floods), a member, a card, a skill, a status,
 * a token. Only what the view says: a face-down card is its zone's back, with how many of that zone's events are
 * still unseen (the deck's make-up is public, §8.2).
 */
import type { InspectInfo } from '../../../ui/inspect';
import type { Lang } from '../../../i18n/lang';
import {
  CARDS,
  ROLE_DEFS,
  ZONE_DECKS,
  type CardId,
  type Skill,
  type UnitId,
  type Zone,
} from '../../../../shared/tsunami/data/numbers';
import { rowOf, type Hex } from '../../../../shared/tsunami/hex';
import type { StatusKind, Tokens, UnitView, View } from '../../../../shared/tsunami/types';
import { say } from '../i18n/ui';
import {
  CARD_KIND,
  HEX,
  MEMBER_ABOUT,
  PASSIVE,
  PERSISTENT,
  SKILL,
  STATUS,
  TOKEN,
  ZONE,
  cardName,
  cardText,
  fill,
  hexName,
  memberName,
  type HexKind,
} from '../i18n/words';

const zoneOfRow = (row: number): Zone => (row <= 7 ? 'G' : row <= 14 ? 'Y' : 'R');

/** The events of a zone's deck not yet turned face up (§8.2 is public; the faces seen so far are in the view). */
export function unseenEvents(v: View, zone: Zone): number {
  let n = 0;
  for (const [card, count] of Object.entries(ZONE_DECKS[zone]) as [CardId, number][]) {
    if (!v.options.dash && CARDS[card].dashOnly) continue;
    n += Math.max(0, count - (v.revealed[zone][card] ?? 0));
  }
  return n;
}

export function cardInfo(card: CardId, l: Lang): InspectInfo {
  const def = CARDS[card];
  return {
    title: cardName(card, l),
    cost: CARD_KIND[def.kind][l] + (def.persistent ? ` ・ ${PERSISTENT[l]}` : ''),
    body: cardText(card, l),
  };
}

export const skillInfo = (s: Skill, l: Lang, left?: number): InspectInfo => ({
  title: SKILL[s][l],
  cost: left === undefined ? undefined : l === 'ja' ? `残り${left}枚` : `${left} left`,
  body: SKILL[s].text[l],
});

export const statusInfo = (k: StatusKind, l: Lang): InspectInfo => ({ title: STATUS[k][l], body: STATUS[k].text[l] });

export const tokenInfo = (t: keyof Tokens, l: Lang, n: number): InspectInfo => ({
  title: TOKEN[t][l],
  cost: `×${n}`,
  body: TOKEN[t].text[l],
});

export function memberInfo(u: UnitView, l: Lang): InspectInfo {
  const def = ROLE_DEFS[u.role];
  const lines = [MEMBER_ABOUT[u.id as UnitId][l]];
  if (def.cliffs) lines.push(`${PASSIVE.cliff[l]}: ${PASSIVE.cliff.text[l]}`);
  if (def.child)
    lines.push(
      `${PASSIVE.acceleration[l]}: ${PASSIVE.acceleration.text[l]}`,
      `${PASSIVE.immature[l]}: ${PASSIVE.immature.text[l]}`,
    );
  for (const s of u.statuses) lines.push(`${STATUS[s.k][l]}: ${STATUS[s.k].text[l]}`);
  return { title: memberName(u.id, l), body: lines.join('\n') };
}

function hexKind(v: View, h: Hex): HexKind {
  if (rowOf(h) <= v.flooded) return 'water';
  const shelter = v.shelters.find((s) => s.hex === h);
  if (shelter) return shelter.tile === 'hidden' ? 'shelterHidden' : shelter.tile;
  if (h === v.start) return 'start';
  return v.ground[h] === '#' ? 'terrain' : v.ground[h] === '^' ? 'cliff' : 'open';
}

export function hexInfo(v: View, h: Hex, l: Lang): InspectInfo {
  const kind = hexKind(v, h);
  const zone = zoneOfRow(rowOf(h));
  const lines: string[] = [HEX[kind].text[l]];
  const card = v.cards[h];
  let title = `${hexName(h)} ・ ${HEX[kind][l]}`;
  if (card && kind !== 'water') {
    if (card.card) {
      title = `${hexName(h)} ・ ${cardName(card.card, l)}`;
      lines.unshift(cardText(card.card, l));
    } else {
      lines.unshift(
        l === 'ja' ? `伏せたカード（${ZONE[card.zone].ja}の裏）` : `A hidden card (${ZONE[card.zone].en} back)`,
        fill(l === 'ja' ? '{z}でまだ見えていない出来事：{n}枚。{t}' : 'Events of the {z} zone not yet seen: {n}. {t}', {
          z: ZONE[card.zone][l],
          n: unseenEvents(v, card.zone),
          t: ZONE[card.zone].text[l],
        }),
      );
    }
  }
  const here = v.units.filter((u) => u.hex === h).map((u) => memberName(u.id, l));
  if (here.length) lines.push((l === 'ja' ? 'ここにいる：' : 'Here: ') + here.join(l === 'ja' ? '・' : ', '));
  if (kind !== 'water') {
    // the view says which rows go under tonight; the water keeps that pace (two rows a turn)
    const pace = v.floodsNext[1] - v.floodsNext[0] + 1;
    const turns = Math.max(0, Math.ceil((rowOf(h) - v.floodsNext[1]) / pace)) + 1;
    lines.push(turns <= 1 ? say('wetTonight', {}, l) : say('wetIn', { n: turns }, l));
  }
  return { title, cost: ZONE[zone][l], body: lines.join('\n') };
}
