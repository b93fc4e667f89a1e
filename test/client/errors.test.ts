/** Errors are codes the client translates (design: errors are codes with parameters); a player never sees a code. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORM_ERRORS } from '../../shared/core/errors';
import { ERROR_TABLES, errorText } from '../../client/i18n/errors';
import { VULCANUS_ERRORS } from '../../client/games/vulcanus/errors';

describe('error codes in the player language', () => {
  it('every platform code and every Vulcanus engine code has a Japanese and an English text', () => {
    const engine = readFileSync('shared/vulcanus/planning.ts', 'utf8');
    const codes = [...engine.matchAll(/gameError\('(vulcanus\.\w+)'/g)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(10);
    for (const lang of ['ja', 'en'] as const) {
      for (const code of PLATFORM_ERRORS) expect(ERROR_TABLES[lang][code], `${lang} ${code}`).toBeTruthy();
      for (const code of codes) expect(VULCANUS_ERRORS[lang][code], `${lang} ${code}`).toBeTruthy();
    }
  });

  it('parameters are filled in; harmless refusals show nothing; an unknown code shows a generic text', () => {
    expect(errorText({ code: 'vulcanus.slotTaken', params: { slot: 'A2' } }, 'en', VULCANUS_ERRORS)).toBe(
      'Slot A2 is taken.',
    );
    expect(errorText({ code: 'vulcanus.slotTaken', params: { slot: 'A2' } }, 'ja', VULCANUS_ERRORS)).toContain('A2');
    for (const code of ['stale', 'notYourTurn', 'gameOver']) expect(errorText({ code }, 'en')).toBeNull();
    const unknown = errorText({ code: 'some.newCode' }, 'ja');
    expect(unknown).toBe(ERROR_TABLES.ja.illegal);
    expect(unknown).not.toContain('some.newCode');
  });
});
