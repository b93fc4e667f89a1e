/**
 * Words for the choices the funnel offers: an action kind, a target value, a whole action; and the energy an action
 * of the kaiju costs or gives, read from the printed numbers (§7, §11, §12), shown before it commits.
 */
import type { Lang } from '../../../i18n/lang';
import type {
  Action,
  AwakeningId,
  EvolutionId,
  HumanCardId,
  PromptKind,
  RegionId,
  ShipId,
  Town,
} from '../../../../shared/leviath/types';
import { AWAKENING, EVOLUTION, NUMBERS } from '../../../../shared/leviath/data/numbers';
import type { Field, Value } from '../choices';
import { awakeningCard, evolutionCard, humanCard } from '../i18n/cards';
import { say } from '../i18n/ui';
import { ACTION_NAME, regionName, shipName, spaceLabel, spaceName, townName } from '../i18n/words';

export function valueLabel(field: Field, v: Value, l: Lang): string {
  switch (field) {
    case 'ship':
      return shipName(v as ShipId, l);
    case 'region':
      return regionName(v as RegionId, l);
    case 'letter':
      return townName(v as Town, l);
    default:
      return spaceLabel(Number(v), l);
  }
}

export function keyLabel(key: string, kind: PromptKind | null, l: Lang): string {
  const [type, card] = key.split(':');
  switch (type) {
    case 'silence':
    case 'predation':
    case 'move':
    case 'tsunami':
      return ACTION_NAME[type][l];
    case 'evolve':
      return evolutionCard(card as EvolutionId, l).name;
    case 'awaken':
    case 'react':
      return awakeningCard(card as AwakeningId, l).name;
    case 'play':
      return `${say('play', {}, l)}: ${humanCard(card as HumanCardId, l).name}`;
    case 'discard':
      return say('discard', { n: NUMBERS.discardSteps }, l);
    case 'pass':
      return say('pass', {}, l);
    case 'done':
      return kind === 'ships' || kind === 'push'
        ? say('doneShips', {}, l)
        : kind === 'eat' || kind === 'sweep' || kind === 'wave'
          ? say('noMore', {}, l)
          : say('done', {}, l);
    case 'start':
      return say('start', {}, l);
    case 'flee':
      return say('flee', {}, l);
    case 'eat':
      return say('eatKey', {}, l);
    case 'sweep':
      return say('sweepKey', {}, l);
    case 'mine':
      return say('mineKey', {}, l);
    case 'shipStep':
      return say('shipKey', {}, l);
    default:
      return type;
  }
}

/** The energy an action changes, for the kaiju's choices: a delta, "full", or null when it changes none. */
export function energyDelta(key: string, kind: PromptKind | null): number | 'full' | null {
  const [type, card] = key.split(':');
  switch (type) {
    case 'silence':
      return NUMBERS.silenceEnergy;
    case 'predation':
      return NUMBERS.predationEnergy;
    case 'move':
      return -NUMBERS.moveCost;
    case 'tsunami':
      // §11 Mega Tsunami's second wave was paid for with the card
      return kind === 'wave' ? null : -NUMBERS.tsunamiCost;
    case 'evolve':
      return EVOLUTION[card as EvolutionId].energy;
    case 'awaken':
      return AWAKENING[card as AwakeningId].energy ?? null;
    default:
      return null;
  }
}

export const deltaText = (d: number | 'full' | null): string =>
  d === null ? '' : d === 'full' ? `→${NUMBERS.energyMax}⚡` : d >= 0 ? `+${d}⚡` : `−${-d}⚡`;

/** Energy before → after, kept within 0…max as the rules keep it (§7: the excess is lost). */
export function energyAfter(now: number, d: number | 'full' | null): number {
  if (d === null) return now;
  if (d === 'full') return NUMBERS.energyMax;
  return Math.max(0, Math.min(NUMBERS.energyMax, now + d));
}

/** An action's targets alone, as the button of a choice under a prompt that already says what is asked. */
export function targetLabel(a: Action, l: Lang): string {
  const parts: string[] = [];
  const r = a as unknown as Record<string, Value | undefined>;
  for (const f of ['ship', 'mine', 'from', 'region', 'letter', 'space', 'to'] as Field[])
    if (r[f] !== undefined) parts.push(valueLabel(f, r[f] as Value, l));
  return parts.join(' → ');
}

/** A whole action in words, for the confirmation. */
export function actionLabel(a: Action, kind: PromptKind | null, l: Lang): string {
  switch (a.type) {
    case 'start':
      return say('startHere', { space: spaceName(a.space, l) }, l);
    case 'flee':
      return say('fleeTo', { space: spaceName(a.to, l) }, l);
    case 'eat':
      return say('eatShip', { ship: shipName(a.ship, l) }, l);
    case 'sweep':
      return say('sweepMine', { space: spaceName(a.mine, l) }, l);
    case 'shipStep':
      return say('sailTo', { ship: shipName(a.ship, l), space: spaceName(a.to, l) }, l);
  }
  const key = a.type + ('card' in a && a.card ? `:${a.card}` : '');
  const targets = targetLabel(a, l);
  const base = keyLabel(key, kind, l);
  return targets ? `${base}${l === 'ja' ? '：' : ': '}${targets}` : base;
}
