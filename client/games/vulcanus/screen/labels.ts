/** Labels for prompt buttons (option keys from choices.ts) in the current language, and a line under some. */
import { BONUS_BY_ID, bonusLava } from '../../../../shared/vulcanus/data/landmarks';
import { numbers } from '../numbers';
import { ROLES } from '../../../../shared/vulcanus/data/cards';
import type { View } from '../../../../shared/vulcanus/view';
import { cardText } from '../i18n/card-text';
import { getLang, hasOpt, n, opt, t } from '../i18n/index';
import { cardContext } from './card-face';

export function buttonLabel(key: string, promptKind?: string, cost?: number): string {
  const [kind, a, b] = key.split(':');
  switch (kind) {
    case 'pass':
      return opt('pass');
    case 'piece':
      return a === 'citizens' || a === 'vips' ? opt(a) : n().unit(a);
    case 'unit':
      return n().unit(a);
    case 'people':
      return opt('people', { c: a, v: b });
    case 'role':
      return n().role(a);
    case 'node':
      return n().kaijuType(a);
    case 'bonus': {
      const bt = BONUS_BY_ID[a];
      return bt ? `${n().bonus(a)}（${n().town(bt.town)}・${t('lava')} ${bonusLava(numbers(), a)}）` : n().bonus(a);
    }
    case 'option':
      if (a === 'fire' && promptKind === 'freezingShell') return opt('fireShell', { n: cost ?? '' });
      return hasOpt(a) ? opt(a) : a;
    default:
      return key;
  }
}

/**
 * A line under a button that says what the choice brings, where its name alone says little: a role (its role card),
 * an evolution (the extra effect it powers up).
 */
export function buttonSub(key: string, v: View): string | undefined {
  const [kind, a] = key.split(':');
  const lang = getLang();
  if (kind === 'role') {
    const card = ROLES.find((r) => r.id === a)?.card;
    const c = card ? cardText(`${a}:${card}:1`, lang, cardContext(v)) : null;
    return c ? `${c.name}: ${c.basic}` : undefined;
  }
  if (kind === 'node') return cardText(`kaiju:${a}:1`, lang, cardContext(v))?.extra?.text;
  return undefined;
}
