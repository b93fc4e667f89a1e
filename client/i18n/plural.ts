/**
 * Words that change with a number, by the language's own rules (`Intl.PluralRules`: English has "one" and "other",
 * Japanese counts with counters and has only "other"). In a template, the plural of ICU's message format:
 *
 *   '{n, plural, one {# card} other {# cards}}'     → "1 card", "0 cards", "2 cards"
 *   '{n, plural, =0 {no card} one {# card} other {# cards}}'
 *
 * `#` is the number; a form may hold other `{name}` placeholders. This is the part of ICU's format our words need,
 * written here rather than pulled in with a library (intl-messageformat is about 10 kB gzipped for one construct);
 * `fill` (index.ts) reads it in every template, the shell's and the games'.
 */
import type { Lang } from './lang';

const rules = new Map<Lang, Intl.PluralRules>();

/** The language's plural category of `n` ("one", "other", …). */
export function pluralCategory(lang: Lang, n: number): Intl.LDMLPluralRule {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r.select(n);
}

/** The form for `n` among `forms` (an exact `=n` first, then the category, then `other`), `#` replaced by `n`. */
export function plural(lang: Lang, n: number, forms: Readonly<Record<string, string>>): string {
  const form = forms[`=${n}`] ?? forms[pluralCategory(lang, n)] ?? forms.other ?? '';
  return form.replace(/#/g, String(n));
}

/** The index just past the brace that closes the one opened at `open`, or -1. */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The forms of a plural's body ("one {# card} other {# cards}"), or null when it is not one. */
function forms(body: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  let i = 0;
  for (;;) {
    while (i < body.length && /\s/.test(body[i])) i++;
    if (i >= body.length) break;
    const key = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!key) return null;
    const open = i + key[0].length - 1;
    const end = closing(body, open);
    if (end < 0) return null;
    out[key[1]] = body.slice(open + 1, end - 1);
    i = end;
  }
  return 'other' in out ? out : null;
}

const PLURAL_HEAD = /\{([\w.]+),\s*plural,/g;

/**
 * Every `{name, plural, …}` of `s` replaced by its form for the number `p[name]` (the form's own placeholders are
 * left for the caller to fill). A plural whose number is not given, or that does not read, is left as it is.
 */
export function fillPlurals(s: string, p: Record<string, string | number>, lang: Lang): string {
  if (!s.includes('plural')) return s;
  let out = '';
  let from = 0;
  PLURAL_HEAD.lastIndex = 0;
  for (let m = PLURAL_HEAD.exec(s); m; m = PLURAL_HEAD.exec(s)) {
    const end = closing(s, m.index);
    const f = end < 0 ? null : forms(s.slice(m.index + m[0].length, end - 1));
    const n = Number(p[m[1]]);
    if (!f || !(m[1] in p) || !Number.isFinite(n)) continue;
    out += s.slice(from, m.index) + plural(lang, n, f);
    from = end;
    PLURAL_HEAD.lastIndex = end;
  }
  return out + s.slice(from);
}
