/**
 * Moves in one gesture on the map: a piece carried from its town to where it goes (a drag), or, when the engine
 * asks one step at a time (the kaiju walking, lava flowing), a path dragged along the roads or a town tapped several
 * steps away, answered step by step as each next decision offers the next step (the kit's AnswerChain). The
 * decision's funnel (screen/choices.ts) still takes taps as before; this adds the gestures and the far targets.
 */
import { TOWN_IDS } from '../../../../shared/vulcanus/data/map';
import type { Action, Prompt } from '../../../../shared/vulcanus/types';
import { AnswerChain } from '../../../kit/chain';
import type { Decision } from '../../../kit/decision';
import { namedPlaces } from '../../../kit/named';
import type { BoardScene } from '../board/scene';
import type { GameUpdate } from '../net';
import { SPEC, TOWN } from './choices';
import { extendPath, farTargets, moveOrigins, moveTargets, movesBetween, pathSteps, stepwise } from './moves';

const TOWNS = new Set<string>(TOWN_IDS);

/** The seat's own decision (not planning), if any. */
export function myDecision(u: GameUpdate | null): Prompt | null {
  const p = u?.view.prompts.find((x) => x.seat === u.seat);
  return p && p.kind !== 'planHumans' && p.kind !== 'planKaiju' ? p : null;
}

/** Decisions of one family follow each other while one card (or event) goes on moving the same thing. */
const family = (p: Prompt) => `${p.seat}:${p.kind}:${p.card ?? ''}`;

/** A drag along the roads takes at most this many steps where the decision does not say how many are left. */
const OPEN_PATH = 6;

export interface MoveHost {
  /** The update on screen, and whether its decision was answered already (the answer travels). */
  shown(): GameUpdate | null;
  locked(): boolean;
  /** The newest update received is the one on screen (no animation still to play). */
  settled(): boolean;
  decision: Decision<Action>;
  /** Sends an answer to the decision on screen; false when none went. */
  send(a: Action): boolean;
  /** Lights the decision's towns again (after a drag lit a piece's destinations instead). */
  relight(): void;
}

export class MoveInput {
  readonly chain = new AnswerChain<Action>();
  private carry: { from: string; path: string[] } | null = null;
  /** The version whose decision the chain last looked at (a redraw of the same update must not step twice). */
  private chainedV = -1;

  constructor(
    private scene: BoardScene,
    private host: MoveHost,
  ) {
    scene.canDragFrom = (town) => this.canDragFrom(town);
    scene.onPieceDrag = (from, at, over, phase) => this.drag(from, at, over, phase);
  }

  private prompt(): Prompt | null {
    return this.host.locked() ? null : myDecision(this.host.shown());
  }

  canDragFrom(town: string): boolean {
    const p = this.prompt();
    return !!p && moveOrigins(p.options).includes(town);
  }

  /** Towns a stepwise move reaches in several answers, with their distance (none for other decisions). */
  far(p: Prompt | null = this.prompt()): Map<string, number> {
    const out = new Map<string, number>();
    if (!p || !stepwise(p)) return out;
    for (const [town, path] of farTargets(p)) if (path.length > 1) out.set(town, path.length);
    return out;
  }

  /** The town the decision is about (a unit's town, the town whose people are chosen), to mark on the map. */
  named(p: Prompt | null): string | null {
    return namedPlaces(p?.info, (id) => TOWNS.has(id))[0] ?? null;
  }

  /** A tap on a town several steps away: the walk there is answered step by step. False when it is not one. */
  tapFar(town: string): boolean {
    const p = this.prompt();
    const path = p && stepwise(p) ? farTargets(p).get(town) : undefined;
    if (!p || !path || path.length < 2) return false;
    this.walk(p, path);
    return true;
  }

  private drag(from: string, at: { x: number; y: number }, over: string | null, phase: 'move' | 'end' | 'cancel') {
    const p = this.prompt();
    if (!p || phase === 'cancel') {
      this.carry = null;
      this.scene.clearCarry();
      this.host.relight();
      return;
    }
    const alongRoads = stepwise(p);
    if (!this.carry || this.carry.from !== from) {
      this.carry = { from, path: [] };
      // the piece picked up: its destinations are what the map rings now (a walk's are ringed already)
      if (!alongRoads) this.scene.setHighlights(moveTargets(p.options, from));
    }
    if (alongRoads && over) this.carry.path = extendPath(from, this.carry.path, over, p.info?.steps ?? OPEN_PATH);
    const path = this.carry.path;
    const ok = alongRoads
      ? path.length > 0 && over === path[path.length - 1]
      : !!over && moveTargets(p.options, from).includes(over);
    if (phase === 'move') {
      this.scene.showCarry(from, alongRoads ? path : [], at, over, ok);
      return;
    }
    this.carry = null;
    this.scene.clearCarry();
    this.host.relight();
    if (!ok || !over) return;
    if (alongRoads) this.walk(p, path);
    else this.drop(p, from, over);
  }

  /** A piece dropped on a town: the move from one to the other (the kind of piece asked next when several could go). */
  private drop(p: Prompt, from: string, to: string): void {
    const moves = movesBetween(p.options, from, to);
    const d = this.host.decision;
    if (moves.length === 1) {
      d.pick(moves[0]);
      return;
    }
    // citizens or VIPs: the towns are tapped, and the panel asks which
    d.cancel();
    for (const s of SPEC.steps(moves[0], p.options)) if (s.on === TOWN) d.tap(s);
  }

  /** The first step of a path now; the rest as each next decision of the same family offers it. */
  private walk(p: Prompt, path: readonly string[]): void {
    const first = movesBetween(p.options, moveOptionsFrom(p), path[0])[0];
    if (!first) return;
    const a = this.chain.start(pathSteps(first, path), family(p));
    if (a) this.host.send(a);
  }

  /**
   * A new update on screen: the planned path's next step goes if the decision offers it (true: sent, the screen
   * waits for the next update); anything else drops the plan.
   */
  step(): boolean {
    const u = this.host.shown();
    if (!u || !this.chain.pending.length || !this.host.settled() || u.v === this.chainedV) return false;
    this.chainedV = u.v;
    const p = myDecision(u);
    const a = p && !this.host.locked() ? this.chain.next(p.options, family(p)) : null;
    if (a === null) this.chain.clear();
    return a !== null && this.host.send(a);
  }
}

/** The town every move of a stepwise decision starts from (the kaiju's, the lava's). */
function moveOptionsFrom(p: Prompt): string {
  return moveOrigins(p.options)[0] ?? '';
}
