/** The texts of Vulcanus the shell's frame shows: the rules help, seat names, log lines, errors, hint reasons. */
import type { GameEvent } from '../../../shared/vulcanus/types';
import { logText, n, names } from './i18n/index';
import { REASONS } from './i18n/reasons';
import type { GameTexts } from '../types';
import { VULCANUS_ERRORS } from './errors';
import { meta } from './meta';

export const texts: GameTexts = {
  rules: (lang) => meta.rules[lang],
  seat: (seat) => n().seat(seat),
  event(e, _lang, name) {
    const ev = e as GameEvent;
    const text = logText(ev, name);
    return text ? { text, cls: ev.type } : null;
  },
  // the replay marks where each round begins
  chapter(e, lang) {
    const ev = e as GameEvent;
    if (ev.type !== 'roundStarted') return null;
    return { short: String(ev.round), long: lang === 'ja' ? `ラウンド${ev.round}` : `Round ${ev.round}` };
  },
  errors: VULCANUS_ERRORS,
  reason(r, lang) {
    const p = r.params ?? {};
    const text = REASONS[lang][r.key] ?? REASONS[lang].theMostPromisingChoice;
    // in the language asked for (not the screen's current one), every placeholder the reason carries
    const nm = names(lang);
    return text.replace(/\{(\w+)\}/g, (_, k: string) => {
      const v = String(p[k] ?? '');
      return k === 'town' ? nm.town(v) : k === 'card' ? nm.card(v) : v;
    });
  },
  // the kaiju and spectators write to everyone; the government also to its team
  chatChannels: (viewer) => (viewer === 'kaiju' || viewer === 'spectator' ? ['all'] : ['all', 'team']),
};
