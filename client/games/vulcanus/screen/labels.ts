/** Labels for prompt buttons (option keys from choices.ts) in the current language. */
import { BONUS_BY_ID, bonusLava } from '../../../../shared/vulcanus/data/landmarks';
import { numbers } from '../numbers';
import { hasOpt, n, opt, t } from '../i18n/index';

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
