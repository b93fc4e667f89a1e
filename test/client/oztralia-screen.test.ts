/**
 * Oztralia's screen logic without a browser (client/games/oztralia/): every legal answer of every decision is reached
 * by its own taps through the kit's funnel and the taps name nothing else; every prompt kind has its question; a log
 * line in both languages for the events a game shows (§15: a hidden tile's kind never in a line seen before its
 * reveal); the hint's reasons worded; the names of every tile, box, unit, card and manifestation.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../shared/core/rng';
import { oztralia as g } from '../../shared/oztralia/index';
import { BOXES, MANIFEST_IDS, PERSON_IDS, TILE_KINDS, UNIT_KINDS } from '../../shared/oztralia/data';
import type { Action, GameEvent, PromptKind, State, View } from '../../shared/oztralia/types';
import { stepLabel } from '../../client/games/oztralia/side';
import { funnel } from '../../client/kit/funnel';
import { oztraliaSpec } from '../../client/games/oztralia/choices';
import { QUESTION_KINDS } from '../../client/games/oztralia/ui';
import { REASON_WORDS, texts } from '../../client/games/oztralia/texts';
import { BOX, MANIFEST, PERSON, TILE, TILE_MARK, UNIT } from '../../client/games/oztralia/words';

interface Played {
  asked: { seat: string; legal: Action[]; kind: string; view: View }[];
  events: GameEvent[];
}

function play(seeds: number, players: number): Played {
  const out: Played = { asked: [], events: [] };
  for (let seed = 1; seed <= seeds; seed++) {
    const o = g.parseOptions({ players });
    if (!o.ok) throw new Error('options');
    let state: State = g.setup(o.value, seed).state;
    const rnd = new Random(seed * 7919);
    for (let i = 0; i < 1500 && !g.isOver(state); i++) {
      const seat = g.activeSeats(state)[0];
      const legal = g.legalActions(state, seat) as Action[];
      out.asked.push({ seat, legal, kind: state.prompts[0]?.kind ?? '', view: g.view(state, seat) as View });
      const r = g.apply(state, seat, rnd.pick(legal));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      state = r.value.state;
      out.events.push(...r.value.events);
    }
  }
  return out;
}

const solo = play(2, 1);
const duo = play(1, 2);
const all = [...solo.asked, ...duo.asked];

describe('every decision is tapped through the screen kit’s funnel', () => {
  it('each legal answer is reached by its own taps, and the taps name nothing but legal answers', () => {
    let checked = 0;
    for (const { legal } of all)
      for (const a of legal) {
        const c = funnel(legal, oztraliaSpec.steps(a, legal), oztraliaSpec);
        expect(JSON.stringify(c.complete)).toBe(JSON.stringify(a));
        for (const x of c.candidates) expect(legal).toContainEqual(x);
        checked++;
      }
    expect(checked).toBeGreaterThan(500);
  });

  it('every tap is worded in both languages (no raw key, nothing undefined)', () => {
    let worded = 0;
    for (const { legal, view } of all.filter((_, i) => i % 5 === 0))
      for (const a of legal)
        for (const step of oztraliaSpec.steps(a, legal))
          for (const l of ['ja', 'en'] as const) {
            const w = stepLabel(step, view, l);
            expect(w).not.toBe(step.id);
            expect(w).not.toMatch(/undefined|NaN/);
            worded++;
          }
    expect(worded).toBeGreaterThan(200);
  });

  it('the first taps offered are distinct', () => {
    for (const { legal } of all.slice(0, 400)) {
      const keys = funnel(legal, [], oztraliaSpec).next.map((s) => `${s.on}:${s.id}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('every prompt kind met has its question, and the list has every kind', () => {
    const kinds: PromptKind[] = [
      'port',
      'box',
      'track',
      'mine',
      'mine2',
      'recruit',
      'keep',
      'buy',
      'exchange',
      'farm',
      'force',
      'target',
      'beforeCard',
      'cubes',
      'hit',
      'airshipHit',
      'discard',
    ];
    expect([...QUESTION_KINDS].sort()).toEqual([...kinds].sort());
    for (const { kind } of all) if (kind) expect(QUESTION_KINDS).toContain(kind);
  });
});

describe('words', () => {
  it('a log line in both languages for the turns, the Old Ones and the end', () => {
    const events = [...solo.events, ...duo.events];
    const lined = new Set<string>();
    for (const e of events)
      for (const l of ['ja', 'en'] as const) {
        const line = texts.event(e, l);
        if (line) {
          expect(line.text.length).toBeGreaterThan(0);
          expect(line.text).not.toContain('undefined');
          lined.add(e.type);
        }
      }
    for (const t of ['turnStarted', 'boxChosen', 'oldOnesTurn', 'gameEnded']) expect(lined).toContain(t);
  });

  it('§15 no line names a hidden tile before its reveal: placement lines never name a kind', () => {
    for (const e of [...solo.events, ...duo.events])
      if (e.type === 'oldOnePlaced' && e.kind === null) expect(texts.event(e, 'en')).toBeNull();
  });

  it('the replay is marked at each of the Old Ones’ turns, and nowhere else', () => {
    const chapter = texts.chapter;
    expect(chapter).toBeDefined();
    if (!chapter) return;
    const marked = [...solo.events, ...duo.events].filter((e) => chapter(e, 'en') !== null);
    expect(marked.length).toBeGreaterThan(0);
    for (const e of marked) expect(e.type).toBe('oldOnesTurn');
    expect(chapter({ type: 'oldOnesTurn', pos: 22 }, 'ja')?.long).toContain('22');
  });

  it('the hint’s reasons are all worded', () => {
    const keys = [
      'portSite',
      'reachLand',
      'stopHere',
      'takeResources',
      'recruitCard',
      'drawBlind',
      'armAgainstThreat',
      'armUp',
      'fundRailway',
      'raiseGold',
      'farmPoints',
      'strikeThreat',
      'huntOldOnes',
      'addToForce',
      'forceReady',
      'freeCubes',
      'pressOn',
      'fallBack',
      'healUnit',
      'finishTile',
      'spareUnit',
      'cancelStrike',
      'keepResource',
    ];
    for (const k of keys) expect(REASON_WORDS).toContain(k);
    expect(texts.reason({ key: 'portSite', params: { hex: 31 } }, 'en')).toContain('1-2');
  });

  it('every tile, box, unit, card and manifestation has its names in ja and en', () => {
    for (const [ids, table] of [
      [TILE_KINDS, TILE],
      [BOXES, BOX],
      [UNIT_KINDS, UNIT],
      [PERSON_IDS, PERSON],
      [MANIFEST_IDS, MANIFEST],
    ] as const)
      for (const id of ids) {
        const w = (table as Record<string, { ja: string; en: string }>)[id];
        expect(w?.ja, id).toBeTruthy();
        expect(w?.en, id).toBeTruthy();
      }
    for (const k of TILE_KINDS) expect(TILE_MARK[k].length).toBeLessThanOrEqual(2);
  });
});
