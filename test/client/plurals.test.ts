// @vitest-environment happy-dom
/**
 * Plurals by each language's rules (client/i18n/plural.ts), in the shell and in every registered game's words:
 * - no string anywhere in client/ writes a plural the lazy way, "card(s)", nor puts a number straight before a
 *   countable noun outside a plural ("{n} cards": "1 cards");
 * - every `{x, plural, …}` of the shell's and of each game's folder gives the right form for 0, 1 and 2 in its
 *   language (English: "one" for 1, "other" for 0 and 2; Japanese counts with counters: "other" alone);
 * - each game's room-list line and the shell's open seats, rendered for 0, 1 and 2 in both languages.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GAME_METAS, loadDefinition } from '../../client/games/registry';
import { fill, setLang, t } from '../../client/i18n/index';
import type { Lang } from '../../client/i18n/lang';
import { fillPlurals, plural } from '../../client/i18n/plural';
import { GAMES } from '../../shared/registry';

const ROOT = join(__dirname, '../..');
const LANGS: Lang[] = ['ja', 'en'];

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tsFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every string a file writes: its string literals and the text parts of its template literals (`${…}` as `${}`). */
function strings(file: string): string[] {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isTemplateExpression(n)) {
      out.push(n.head.text + n.templateSpans.map((s) => '${}' + s.literal.text).join(''));
      for (const span of n.templateSpans) visit(span.expression);
    } else if (!ts.isImportDeclaration(n)) ts.forEachChild(n, visit);
  };
  visit(src);
  return out;
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const langOf = (s: string): Lang => (JAPANESE.test(s) ? 'ja' : 'en');

/** A lazy plural: "card(s)", "box(es)". */
const LAZY = /[A-Za-z]\((s|es)\)/;
/**
 * A number placeholder right before a countable noun, outside any plural ("{n} cards", "${x} points"); a range
 * ("0–{steps} steps") is plural whatever its end.
 */
const NOUNS = [
  'card', 'step', 'point', 'space', 'seat', 'player', 'fund', 'unit', 'square', 'citizen', 'VIP', 'settler', 'human',
  'ship', 'mine', 'time', 'lava flow', 'tile', 'town', 'round', 'skill card',
]; // prettier-ignore
const AFTER_PLACEHOLDER = new RegExp(`(\\S*)\\s?(\\{[\\w.]+\\}|\\$\\{\\}) (${NOUNS.join('|')}|hex)(e?s)?\\b`, 'g');
/** Before a placeholder, words that make the noun after it one thing ("a {tier} card", "the next {card} card"). */
const ONE_THING = new Set(['a', 'an', 'the', 'next', 'this', 'that', 'each', 'every', 'your', 'its']);
const BARE = {
  test: (s: string): boolean =>
    [...s.matchAll(AFTER_PLACEHOLDER)].some(([, before, , , plural]) => {
      if (/[–-]$/.test(before)) return false; // a range ("0–{steps} steps") is plural whatever its ends
      return plural !== undefined || !ONE_THING.has(before.toLowerCase());
    }),
};
/** Strings that look like a number before a noun and are not (file, the string's start), each with its reason. */
const NOT_COUNTS: [string, string][] = [
  // "Aki ships 2 copper": the seat's name, and "ships" the verb
  ['client/games/rolled-west/adapter.ts', '${} ships ${}'],
  // "Aki mines 2 wool": the seat's name, and "mines" the verb
  ['client/games/oztralia/texts.ts', '${} mines ${}'],
];
/** The text outside every `{x, plural, …}`. */
const outsidePlurals = (s: string): string => fillPlurals(s, new Proxy({}, { has: () => true, get: () => 2 }), 'en');

/** Each `{name, plural, …}` of a string, with its language (a string with Japanese in it is Japanese). */
function pluralsOf(s: string): { text: string; name: string; lang: Lang }[] {
  const out: { text: string; name: string; lang: Lang }[] = [];
  for (const m of s.matchAll(/\{([\w.]+),\s*plural,/g)) {
    let depth = 0;
    let end = m.index;
    do {
      if (s[end] === '{') depth++;
      else if (s[end] === '}') depth--;
      end++;
    } while (depth > 0 && end < s.length);
    out.push({ text: s.slice(m.index, end), name: m[1], lang: langOf(s) });
  }
  return out;
}

describe('plurals', () => {
  it('a plural reads by the language’s rules for 0, 1 and 2', () => {
    const forms = { one: '# card', other: '# cards' };
    expect([0, 1, 2].map((n) => plural('en', n, forms))).toEqual(['0 cards', '1 card', '2 cards']);
    expect([0, 1, 2].map((n) => plural('ja', n, { other: '#枚' }))).toEqual(['0枚', '1枚', '2枚']);
    expect(
      fill('{n, plural, =0 {no card} one {# card of {who}} other {# cards of {who}}}', { n: 0, who: 'A' }, 'en'),
    ).toBe('no card');
    expect(fill('{n, plural, one {# card of {who}} other {# cards of {who}}}', { n: 1, who: 'Aki' }, 'en')).toBe(
      '1 card of Aki',
    );
    // a plural without its number, or that does not read, is left for the eye (and this test) to find
    expect(fill('{n, plural, one {# card}}', { n: 1 }, 'en')).toBe('{n, plural, one {# card}}');
    expect(fill('{n, plural, one {# card} other {# cards}}', {}, 'en')).toBe(
      '{n, plural, one {# card} other {# cards}}',
    );
  });

  it('no string in the client writes "(s)" or a number straight before a countable noun', () => {
    const bad: string[] = [];
    for (const file of tsFiles(join(ROOT, 'client')))
      for (const s of strings(file)) {
        if (LAZY.test(s)) bad.push(`${relative(ROOT, file)}: ${s}`);
        else if (
          langOf(s) === 'en' &&
          BARE.test(outsidePlurals(s)) &&
          !NOT_COUNTS.some(([f, start]) => relative(ROOT, file) === f && s.startsWith(start))
        )
          bad.push(`${relative(ROOT, file)}: ${s}`);
      }
    expect(bad).toEqual([]);
  });

  const folders: [string, string][] = [
    ['the shell', join(ROOT, 'client/i18n')],
    ...GAMES.map((g): [string, string] => [g.id, join(ROOT, 'client/games', g.id)]),
  ];
  for (const [who, dir] of folders)
    it(`${who}: every plural gives its form for 0, 1 and 2 in its language`, () => {
      const found = tsFiles(dir).flatMap(strings).flatMap(pluralsOf);
      for (const { text, name, lang } of found) {
        const [zero, one, two] = [0, 1, 2].map((n) => fill(text, { [name]: n }, lang));
        for (const out of [zero, one, two]) expect(out, text).not.toMatch(/,\s*plural,|#|\(s\)|^\{/);
        if (lang === 'en') {
          // English: "one" for 1, "other" for 0 and 2 (unless 0 has words of its own)
          expect(one, text).not.toBe(two.replace(/2/g, '1'));
          if (!/=0\s*\{/.test(text)) expect(zero, text).toBe(two.replace(/2/g, '0'));
        } else expect([zero, one], text).toEqual([two.replace(/2/g, '0'), two.replace(/2/g, '1')]);
      }
      // the shell and every game count something in their words: their plurals are here to be checked
      expect(found.length, who).toBeGreaterThan(0);
    });

  it('the open seats, and every game’s room-list line, for 0, 1 and 2 in both languages', async () => {
    for (const lang of LANGS) {
      setLang(lang);
      const seats = [0, 1, 2].map((n) => t('openSeats', { n }));
      expect(
        seats.every((s, n) => s.includes(String(n)) && !/[{}#(]/.test(s)),
        seats.join(' | '),
      ).toBe(true);
      if (lang === 'en') expect(seats).toEqual(['0 open seats', '1 open seat', '2 open seats']);
    }
    for (const game of GAMES) {
      const meta = GAME_METAS.find((m) => m.id === game.id);
      const def = await loadDefinition(game.id);
      const parsed = def.parseOptions({});
      if (!meta || !parsed.ok) throw new Error(`${game.id}: no meta or default options`);
      const summary = def.summary(parsed.value);
      const counts = Object.keys(summary.params).filter((k) => typeof summary.params[k] === 'number');
      for (const k of counts)
        for (const lang of LANGS)
          for (const n of [0, 1, 2]) {
            setLang(lang);
            const line = meta.summary({ ...summary, params: { ...summary.params, [k]: n } }, lang);
            expect(line, `${game.id} ${k}=${n} ${lang}`).toContain(String(n));
            expect(line, `${game.id} ${k}=${n} ${lang}`).not.toMatch(/[{}#]|\(s\)/);
            if (lang === 'en' && n === 1) expect(line, game.id).not.toMatch(/\b1 [a-z]+s\b/);
          }
    }
  });
});
