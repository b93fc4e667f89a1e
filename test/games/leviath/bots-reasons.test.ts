/**
 * The hint's reasons (issue 32): every reason the players give is worded in Japanese and English with every parameter
 * filled, ships' and mines' reasons name the move and what it does to the candidate cloud (§10 mines go on or next
 * to a ship), and the hint's estimate is never a degenerate range.
 */
import { describe, expect, it } from 'vitest';
import { REASONS, texts } from '../../../client/games/leviath/texts';
import { shipName } from '../../../client/games/leviath/i18n/words';
import type { Lang } from '../../../client/i18n/lang';
import { REASON_KEYS } from '../../../shared/leviath/bots/index';
import { rank } from '../../../shared/leviath/bots/policy';
import type { State } from '../../../shared/leviath/types';
import { g } from './helpers';
import { randomLog } from './random-log';

const LANGS: Lang[] = ['ja', 'en'];

describe('hint reasons are worded in both languages with every parameter filled', () => {
  it('every reason key the players use has its own words in ja and en', () => {
    for (const k of REASON_KEYS) for (const l of LANGS) expect(REASONS[k]?.[l], `${k} ${l}`).toBeTruthy();
  });

  it('§10 every scored answer of random games (both sides, 1–4 humans) reads without a hole', () => {
    const seen = new Set<string>();
    let ships = 0;
    let mines = 0;
    for (let i = 0; i < 6; i++)
      randomLog({ humans: (i % 4) + 1, disaster: (i % 5) - 2 }, 3200 + i, (s: State) => {
        const seat = g.activeSeats(s)[0];
        if (!seat) return;
        for (const x of rank(s, seat, g.legalActions(s, seat))) {
          seen.add(x.reason.key);
          for (const l of LANGS) {
            const text = texts.reason(x.reason, l);
            expect(text, `${x.reason.key} ${JSON.stringify(x.reason.params)}`).not.toMatch(/[{}]|undefined|NaN/);
            // a card is named by its printed name, never its id
            const card = x.reason.params?.card;
            if (card !== undefined) expect(text).not.toContain(String(card));
            if (x.action.type === 'shipStep') {
              // the whole step: which ship and where to
              expect(text).toContain(shipName(x.action.ship, l));
              expect(text).toContain(String(x.action.to));
              ships++;
            }
            if (x.action.type === 'mine') {
              expect(text).toContain(String(x.action.space));
              mines++;
            }
          }
        }
      });
    expect(ships).toBeGreaterThan(50);
    expect(mines).toBeGreaterThan(10);
    for (const k of seen) expect(REASON_KEYS as readonly string[]).toContain(k);
    // the mine reasons that teach, not one template
    expect([...seen].filter((k) => k.startsWith('mine')).length).toBeGreaterThanOrEqual(2);
  });
});

describe("the hint's estimate", () => {
  it('is a range whose ends differ once rounded to whole percents', () => {
    const { log } = randomLog({ humans: 1 }, 3300);
    const o = g.parseOptions({ humans: 1 });
    if (!o.ok) throw new Error('options');
    const { state } = g.setup(o.value, 3300);
    let ranges = 0;
    for (const [k, { seat, action }] of log.slice(0, 60).entries()) {
      if (k % 3 === 0) {
        const h = g.computer.hint({ view: g.view(state, seat), seat, budgetMs: 40, seed: k });
        if (h?.estimate) {
          expect(Math.round(100 * h.estimate.low)).toBeLessThan(Math.round(100 * h.estimate.high));
          expect(h.estimate.low).toBeGreaterThanOrEqual(0);
          expect(h.estimate.high).toBeLessThanOrEqual(1);
          ranges++;
        }
      }
      g.applyInPlace(state, seat, action);
    }
    expect(ranges).toBeGreaterThan(3);
  });
});
