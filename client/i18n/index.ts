/** The current language: `t(key, params)`, game names, prompt and log texts. Listeners redraw on change. */
import type { GameEvent, Prompt } from '../../shared/vulcanus/types';
import { enLog, enOption, enPrompt, enUi, enWords, type OptionKey, type UiKey } from './en';
import { jaLog, jaOption, jaPrompt, jaUi, jaWords } from './ja';
import { makeNames, type Lang, type Names } from './names';

export type { Lang, UiKey, OptionKey };

const TABLES = {
  en: { ui: enUi, prompt: enPrompt, option: enOption, log: enLog, words: enWords },
  ja: { ui: jaUi, prompt: jaPrompt, option: jaOption, log: jaLog, words: jaWords },
} as const;

let lang: Lang = 'ja';
let names: Names = makeNames(lang, TABLES[lang].words);
const listeners = new Set<() => void>();

export function getLang(): Lang {
  return lang;
}

export function setLang(l: Lang): void {
  if (l === lang) return;
  lang = l;
  names = makeNames(l, TABLES[l].words);
  document.documentElement.lang = l;
  for (const f of listeners) f();
}

export function onLangChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

function fill(s: string, p?: Record<string, string | number>): string {
  return p ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m)) : s;
}

export function t(key: UiKey, p?: Record<string, string | number>): string {
  return fill(TABLES[lang].ui[key], p);
}

export function opt(key: OptionKey, p?: Record<string, string | number>): string {
  return fill(TABLES[lang].option[key], p);
}

export function hasOpt(key: string): key is OptionKey {
  return key in TABLES[lang].option;
}

export function n(): Names {
  return names;
}

export function words() {
  return TABLES[lang].words;
}

export function promptText(p: Prompt, seatName: string): string {
  const i = p.info ?? {};
  return fill(TABLES[lang].prompt[p.kind], {
    seat: seatName,
    town: i.town ? names.town(i.town) : '',
    n: i.n ?? '',
    of: i.of ?? '',
    steps: i.steps ?? '',
    cost: i.cost ?? '',
  });
}

export function logText(e: GameEvent): string {
  const f = TABLES[lang].log[e.type] as (e: GameEvent, n: Names) => string;
  return f(e, names);
}
