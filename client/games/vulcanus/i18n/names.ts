/** Names of game things (towns, cards, roles…) in the current language, taken from the data modules. */
import { HUMAN_CARDS, KAIJU_CARDS, ROLES, STAGES, cardType, type RoleId } from '../../../../shared/vulcanus/data/cards';
import { ADVANCED_EVENTS, NORMAL_EVENTS } from '../../../../shared/vulcanus/data/events';
import { BONUS_BY_ID } from '../../../../shared/vulcanus/data/landmarks';
import { TOWNS } from '../../../../shared/vulcanus/data/map';
import { OMEN_NUMERALS } from '../../../../shared/vulcanus/data/tiles';
import type { Line, Phase } from '../../../../shared/vulcanus/types';

import type { Lang } from '../../../i18n/lang';

export type { Lang };

export interface Words {
  seats: Record<string, string>;
  phases: Record<Phase, string>;
  lines: Record<Line, string>;
  units: Record<string, string>;
  pieces: Record<string, string>;
  funds: Record<string, string>;
  orders: Record<string, string>;
  attack: Record<string, string>;
  hidden: string;
  levels: string[];
  bots: Record<string, string>;
}

export interface Names {
  town(id: string): string;
  card(id: string): string;
  cardTypeName(type: string): string;
  kaijuType(type: string): string;
  role(id: string): string;
  owner(id: string): string;
  seat(id: string): string;
  bonus(id: string): string;
  event(id: string): string;
  stage(n: number): string;
  phase(p: Phase): string;
  line(l: Line): string;
  unit(u: string): string;
  piece(p: string): string;
  fund(f: string): string;
  order(o: string): string;
  attack(a: string): string;
  omen(tile: string): string;
}

const EVENTS: Record<string, { ja: string; en: string }> = Object.fromEntries(
  [...NORMAL_EVENTS, ...ADVANCED_EVENTS].map((e) => [e.id, e]),
);
const TOWN_BY_ID: Record<string, { ja: string; en: string }> = Object.fromEntries(TOWNS.map((t) => [t.id, t]));
const CARD_TYPES: Record<string, { ja: string; en: string }> = { ...HUMAN_CARDS, ...KAIJU_CARDS };

export function makeNames(lang: Lang, w: Words): Names {
  const hidden = w.hidden;
  const pick = (x: { ja: string; en: string } | undefined, fallback: string) => (x ? x[lang] : fallback);
  const role = (id: string) =>
    pick(
      ROLES.find((r) => r.id === (id as RoleId)),
      id,
    );
  return {
    town: (id) => pick(TOWN_BY_ID[id], id),
    card: (id) => (id === '?' ? hidden : pick(CARD_TYPES[cardType(id)], id)),
    cardTypeName: (type) => pick(CARD_TYPES[type], type),
    kaijuType: (type) => pick(CARD_TYPES[type], type),
    role,
    owner: (id) => (id === 'kaiju' ? w.seats.kaiju : role(id)),
    seat: (id) => w.seats[id] ?? id,
    bonus: (id) => (id === '?' ? hidden : pick(BONUS_BY_ID[id], id)),
    event: (id) => (id === '?' ? hidden : pick(EVENTS[id], id)),
    stage: (n) => pick(STAGES[Math.min(n, STAGES.length - 1)], String(n)),
    phase: (p) => w.phases[p],
    line: (l) => w.lines[l],
    unit: (u) => w.units[u] ?? u,
    piece: (p) => w.pieces[p] ?? p,
    fund: (f) => w.funds[f] ?? f,
    order: (o) => w.orders[o] ?? o,
    attack: (a) => w.attack[a] ?? a,
    omen: (tile) => OMEN_NUMERALS[Number(tile.replace('omen', '')) - 1] ?? tile,
  };
}
