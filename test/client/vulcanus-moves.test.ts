/**
 * Moves in one gesture (client/games/vulcanus/screen/moves.ts, move-input.ts) and the kit's pieces under them
 * (client/kit/chain.ts, named.ts): a drag's ends, a path along the roads, and the steps of a path answered one
 * decision at a time (§8.1 "a total of N steps", §8.2 the kaiju's moves one step per answer).
 */
import { describe, expect, it } from 'vitest';
import { MoveInput, type MoveHost } from '../../client/games/vulcanus/screen/move-input';
import {
  extendPath,
  farTargets,
  moveOrigins,
  moveTargets,
  movesBetween,
  pathSteps,
  stepwise,
} from '../../client/games/vulcanus/screen/moves';
import { SPEC } from '../../client/games/vulcanus/screen/choices';
import type { BoardScene } from '../../client/games/vulcanus/board/scene';
import type { GameUpdate } from '../../client/games/vulcanus/net';
import { AnswerChain } from '../../client/kit/chain';
import { Decision } from '../../client/kit/decision';
import { namedPlaces } from '../../client/kit/named';
import type { Action, Prompt } from '../../shared/vulcanus/types';

const kaijuStep = (from: string, to: string): Action => ({ type: 'move', piece: 'kaiju', from, to }) as Action;
/** The kaiju's move decision in Shibuya (roads to Harajuku, Ebisu, Roppongi), `steps` left. */
const walk = (steps: number, from = 'shibuya', tos = ['harajuku', 'ebisu', 'roppongi']): Prompt =>
  ({
    id: 1,
    seat: 'kaiju',
    kind: 'kaijuMove',
    card: 'kaiju:walk:1',
    info: { steps },
    options: tos.map((to) => kaijuStep(from, to)),
  }) as Prompt;

describe('the kit: answers planned ahead, places named', () => {
  it('answers the planned steps while the same family of decision offers each, and drops the rest otherwise', () => {
    const chain = new AnswerChain<string>();
    expect(chain.start(['a', 'b', 'c'], 'walk')).toBe('a');
    expect(chain.next(['b', 'x'], 'walk')).toBe('b');
    // another question meanwhile: the plan is dropped, nothing is sent
    expect(chain.next(['c'], 'other')).toBeNull();
    expect(chain.pending).toEqual([]);
    chain.start(['a', 'b'], 'walk');
    // the next step is no longer offered: dropped
    expect(chain.next(['x'], 'walk')).toBeNull();
    expect(chain.next(['b'], 'walk')).toBeNull();
  });

  it('finds the places a prompt names among its data', () => {
    const towns = new Set(['ginza', 'ueno']);
    expect(namedPlaces({ town: 'ginza', cost: 2, unit: 'fire' }, (s) => towns.has(s))).toEqual(['ginza']);
    expect(namedPlaces(undefined, () => true)).toEqual([]);
  });
});

describe('moves as one gesture', () => {
  const citizens: Action[] = [
    { type: 'move', piece: 'citizens', from: 'shibuya', to: 'ebisu' },
    { type: 'move', piece: 'vips', from: 'shibuya', to: 'ebisu' },
    { type: 'move', piece: 'citizens', from: 'ginza', to: 'shimbashi' },
    { type: 'pass' },
  ];

  it('§8.1 a drag starts where an offered move starts and ends on one of its destinations', () => {
    expect(moveOrigins(citizens)).toEqual(['shibuya', 'ginza']);
    expect(moveTargets(citizens, 'shibuya')).toEqual(['ebisu']);
    expect(movesBetween(citizens, 'shibuya', 'ebisu')).toHaveLength(2);
    expect(stepwise({ kind: 'movePiece', options: citizens } as Prompt)).toBe(false);
  });

  it('§8.2 the kaiju reaches towns up to its steps away, each by a road path starting with an offered step', () => {
    const p = walk(2);
    expect(stepwise(p)).toBe(true);
    const far = farTargets(p);
    expect(far.get('ebisu')).toEqual(['ebisu']);
    expect(far.get('kasumigaseki')).toEqual(['roppongi', 'kasumigaseki']);
    expect(far.has('shinjuku')).toBe(false);
    // nearest first
    expect([...far.values()].map((x) => x.length)).toEqual([...far.values()].map((x) => x.length).sort());
    // one step left: only the roads out of town
    expect([...farTargets(walk(1)).keys()].sort()).toEqual(['ebisu', 'harajuku', 'roppongi']);
  });

  it('a drag along the roads: towns join the path by a road, going back takes a step off, never beyond the steps', () => {
    let path = extendPath('shibuya', [], 'roppongi', 2);
    expect(path).toEqual(['roppongi']);
    // no road from Roppongi to Shinjuku: ignored
    expect(extendPath('shibuya', path, 'shinjuku', 2)).toEqual(['roppongi']);
    path = extendPath('shibuya', path, 'akasaka', 2);
    expect(path).toEqual(['roppongi', 'akasaka']);
    expect(extendPath('shibuya', path, 'yotsuya', 2)).toEqual(['roppongi', 'akasaka']);
    expect(extendPath('shibuya', path, 'roppongi', 2)).toEqual(['roppongi']);
    expect(extendPath('shibuya', ['roppongi'], 'shibuya', 2)).toEqual([]);
    expect(pathSteps(kaijuStep('shibuya', 'roppongi') as never, ['roppongi', 'akasaka'])).toEqual([
      kaijuStep('shibuya', 'roppongi'),
      kaijuStep('roppongi', 'akasaka'),
    ]);
  });
});

/** A screen's move input over a fake map and the real decision funnel. */
function harness(p: Prompt) {
  const sent: Action[] = [];
  let locked = false;
  let u = { v: 1, seat: p.seat, view: { prompts: [p] }, legal: p.options } as unknown as GameUpdate;
  const drawn: string[] = [];
  const scene = {
    showCarry: () => drawn.push('carry'),
    clearCarry: () => drawn.push('clear'),
    setHighlights: (towns: string[]) => drawn.push(`lit ${towns.join(' ')}`),
  } as unknown as BoardScene;
  const host: MoveHost = {
    shown: () => u,
    locked: () => locked,
    settled: () => true,
    decision: new Decision<Action>(SPEC, { send: (a) => host.send(a), changed: () => undefined }),
    relight: () => drawn.push('relight'),
    send: (a) => {
      if (locked) return false;
      sent.push(a);
      locked = true;
      return true;
    },
  };
  host.decision.show(p.options, 'd1');
  const input = new MoveInput(scene, host);
  return {
    input,
    scene,
    sent,
    drawn,
    /** The next update: a new decision (or none), open. */
    next(q: Prompt | null) {
      u = {
        v: u.v + 1,
        seat: p.seat,
        view: { prompts: q ? [q] : [] },
        legal: q?.options ?? [],
      } as unknown as GameUpdate;
      locked = false;
      host.decision.show(q?.options ?? [], `d${u.v}`);
    },
  };
}

describe('the move input', () => {
  it('§8.1 a piece dragged from its town to a destination is one answer; citizens or VIP is asked after', () => {
    const p = { id: 1, seat: 'h1', kind: 'movePiece', info: { steps: 2 }, options: [] as Action[] } as Prompt;
    p.options = [
      { type: 'move', piece: 'citizens', from: 'ginza', to: 'shimbashi' },
      { type: 'move', piece: 'citizens', from: 'shibuya', to: 'ebisu' },
      { type: 'move', piece: 'vips', from: 'shibuya', to: 'ebisu' },
      { type: 'pass' },
    ];
    const h = harness(p);
    expect(h.input.canDragFrom('ginza')).toBe(true);
    expect(h.input.canDragFrom('ueno')).toBe(false);
    h.scene.onPieceDrag('ginza', { x: 0, y: 0 }, 'shimbashi', 'move');
    // the piece picked up: its destinations are ringed, and the decision's towns again once it is put down
    expect(h.drawn.slice(0, 2)).toEqual(['lit shimbashi', 'carry']);
    h.scene.onPieceDrag('ginza', { x: 0, y: 0 }, 'shimbashi', 'end');
    expect(h.sent).toEqual([p.options[0]]);
    expect(h.drawn).toContain('relight');

    const h2 = harness(p);
    h2.scene.onPieceDrag('shibuya', { x: 0, y: 0 }, 'ebisu', 'end');
    // two kinds could go: nothing sent yet, the panel asks which
    expect(h2.sent).toEqual([]);
    // a drop where no move goes sends nothing
    h2.scene.onPieceDrag('shibuya', { x: 0, y: 0 }, 'ueno', 'end');
    expect(h2.sent).toEqual([]);
  });

  it('§8.2 a town tapped two steps away: the first step now, the second when the next decision offers it', () => {
    const h = harness(walk(2));
    expect([...h.input.far().entries()]).toContainEqual(['kasumigaseki', 2]);
    expect(h.input.tapFar('roppongi')).toBe(false);
    expect(h.input.tapFar('kasumigaseki')).toBe(true);
    expect(h.sent).toEqual([kaijuStep('shibuya', 'roppongi')]);
    h.next(walk(1, 'roppongi', ['shibuya', 'ebisu', 'akasaka', 'kasumigaseki', 'hamamatsucho']));
    expect(h.input.step()).toBe(true);
    expect(h.sent).toEqual([kaijuStep('shibuya', 'roppongi'), kaijuStep('roppongi', 'kasumigaseki')]);
    // nothing more planned
    h.next(null);
    expect(h.input.step()).toBe(false);
  });

  it('§8.2 a path dragged along the roads; a different question in between drops the rest of it', () => {
    const h = harness(walk(2));
    h.scene.onPieceDrag('shibuya', { x: 0, y: 0 }, 'roppongi', 'move');
    h.scene.onPieceDrag('shibuya', { x: 0, y: 0 }, 'akasaka', 'move');
    h.scene.onPieceDrag('shibuya', { x: 0, y: 0 }, 'akasaka', 'end');
    expect(h.sent).toEqual([kaijuStep('shibuya', 'roppongi')]);
    h.next({ ...walk(1, 'roppongi', ['akasaka']), kind: 'stomp', options: [{ type: 'pass' }] } as Prompt);
    expect(h.input.step()).toBe(false);
    h.next(walk(1, 'roppongi', ['akasaka']));
    expect(h.input.step()).toBe(false);
    expect(h.sent).toHaveLength(1);
  });
});
