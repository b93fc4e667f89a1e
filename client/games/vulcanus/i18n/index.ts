/**
 * Vulcanus's strings in the current language: `t` (its own words first, then the shell's), option and prompt
 * texts, log lines and the names of game things.
 */
import type { GameEvent, Prompt } from '../../../../shared/vulcanus/types';
import { fill, getLang, onLangChange, t as shellT, type UiKey } from '../../../i18n/index';
import { enGameUi, enLog, enOption, enPrompt, enWords, type GameUiKey, type OptionKey } from './en';
import { jaGameUi, jaLog, jaOption, jaPrompt, jaWords } from './ja';
import { makeNames, type Lang, type Names } from './names';

export { getLang, onLangChange };
export type { Lang, OptionKey };

const TABLES = {
  en: { ui: enGameUi, prompt: enPrompt, option: enOption, log: enLog, words: enWords },
  ja: { ui: jaGameUi, prompt: jaPrompt, option: jaOption, log: jaLog, words: jaWords },
} as const;

const namesFor = { ja: makeNames('ja', jaWords), en: makeNames('en', enWords) };

export function t(key: GameUiKey | UiKey, p?: Record<string, string | number>): string {
  const own = TABLES[getLang()].ui as Record<string, string>;
  return key in own ? fill(own[key], p) : shellT(key as UiKey, p);
}

export function opt(key: OptionKey, p?: Record<string, string | number>): string {
  return fill(TABLES[getLang()].option[key], p);
}

export function hasOpt(key: string): key is OptionKey {
  return key in TABLES[getLang()].option;
}

export function n(): Names {
  return namesFor[getLang()];
}

/** The names in a given language (the lobby asks for one). */
export function names(lang: Lang): Names {
  return namesFor[lang];
}

export function words() {
  return TABLES[getLang()].words;
}

export function promptText(p: Prompt, seatName: string): string {
  const i = p.info ?? {};
  return fill(TABLES[getLang()].prompt[p.kind], {
    seat: seatName,
    town: i.town ? n().town(i.town) : '',
    n: i.n ?? '',
    of: i.of ?? '',
    steps: i.steps ?? '',
    cost: i.cost ?? '',
  });
}

/** `seat`: how a seat is named (the person's name from the lobby); the seat's own name by default. */
export function logText(e: GameEvent, seat?: (id: string) => string): string {
  const f = TABLES[getLang()].log[e.type] as (e: GameEvent, n: Names) => string;
  return f(e, seat ? { ...n(), seat } : n());
}
