/** The current language and the shell's strings: `t(key, params)`. Listeners redraw on change. */
import { enUi, type UiKey } from './en';
import { jaUi } from './ja';
import type { Lang } from './lang';
import { fillPlurals } from './plural';

export type { Lang, UiKey };

const TABLES = { en: enUi, ja: jaUi } as const;

let lang: Lang = 'ja';
const listeners = new Set<() => void>();

export function getLang(): Lang {
  return lang;
}

export function setLang(l: Lang): void {
  if (l === lang) return;
  lang = l;
  document.documentElement.lang = l;
  for (const f of listeners) f();
}

export function onLangChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/**
 * Fills `{name}` placeholders, and picks each `{name, plural, one {…} other {…}}`'s form for its number by the rules
 * of `lang` (plural.ts): the current language unless told.
 */
export function fill(s: string, p?: Record<string, string | number>, l: Lang = lang): string {
  return p ? fillPlurals(s, p, l).replace(/\{(\w+)\}/g, (m, k: string) => (k in p ? String(p[k]) : m)) : s;
}

export function t(key: UiKey, p?: Record<string, string | number>): string {
  return fill(TABLES[lang][key], p);
}
