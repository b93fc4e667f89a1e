/**
 * One running game on the server: the authoritative engine state, the running event number, and what each
 * viewer is told after a change. Knows nothing of sockets; the room feeds it actions and ships its updates.
 */
import { vulcanus, legalActions, redactEvent, setup, view } from '../shared/vulcanus/index';
import type { Action, GameEvent, Options, Seat, State, Viewer } from '../shared/vulcanus/types';
import type { View } from '../shared/vulcanus/view';
import type { StoredAction } from './db';
import { diffJson, flattenInto, type JsonDiff, type SeatUpdate } from './wire';

export type Timer = SeatUpdate['timer'];

export class GameSession {
  /** Number of engine events so far (setup included); events are numbered from 1 in game order. */
  eventCount: number;

  private constructor(
    public readonly state: State,
    eventCount: number,
  ) {
    this.eventCount = eventCount;
  }

  static start(options: Options, seed: number): { session: GameSession; events: GameEvent[] } {
    const { state, events } = setup(options, seed);
    return { session: new GameSession(state, events.length), events };
  }

  /** Rebuilds a stored game by replaying its log; throws if the log does not replay (a bug or a corrupt file). */
  static restore(options: Options, seed: number, log: readonly StoredAction[]): GameSession {
    const { state, events } = setup(options, seed);
    let count = events.length;
    for (let i = 0; i < log.length; i++) {
      const r = vulcanus.applyInPlace(state, log[i].seat, log[i].action);
      if (!r.ok) throw new Error(`stored action ${i} does not replay: ${r.error}`);
      count += r.value.length;
    }
    return new GameSession(state, count);
  }

  get v(): number {
    return this.state.v;
  }

  get over(): boolean {
    return this.state.result !== null;
  }

  /** Applies one action; on error nothing has changed. Returns the events with their numbers. */
  apply(seat: Seat, action: Action): { ok: true; events: Numbered[] } | { ok: false; error: string } {
    const r = vulcanus.applyInPlace(this.state, seat, action);
    if (!r.ok) return r;
    const first = this.eventCount + 1;
    this.eventCount += r.value.length;
    return { ok: true, events: r.value.map((event, i) => ({ n: first + i, event })) };
  }

  /** A fresh batch for one change: public view and its flat mirror, plus a per-viewer cache of updates. */
  batch(events: Numbered[], timer: Timer): UpdateBatch {
    return new UpdateBatch(this.state, events, timer);
  }
}

export interface Numbered {
  n: number;
  event: GameEvent;
}

/** Computes each viewer's update once per change, however many clients share that viewer. */
export class UpdateBatch {
  readonly publicView: View;
  private cache = new Map<Viewer, string>();

  constructor(
    private state: State,
    private events: Numbered[],
    private timer: Timer,
  ) {
    this.publicView = publicView(state);
  }

  /** Updates `mirror` (the last public entries) in place, reporting each changed entry (see `flattenInto`). */
  syncFlat(
    mirror: Map<string, string>,
    set: (key: string, value: string) => void,
    remove: (key: string) => void,
  ): void {
    flattenInto(this.publicView as unknown as Record<string, unknown>, mirror, set, remove);
  }

  /** The JSON text of the SeatUpdate for `viewer`. */
  json(viewer: Viewer): string {
    const hit = this.cache.get(viewer);
    if (hit !== undefined) return hit;
    const own = viewer === 'spectator' ? this.publicView : privateView(this.state, viewer);
    const events: Numbered[] = [];
    for (const e of this.events) {
      const r = redactEvent(this.state, e.event, viewer);
      if (r) events.push({ n: e.n, event: r });
    }
    const update: SeatUpdate = {
      v: this.state.v,
      seat: viewer,
      priv: viewer === 'spectator' ? [] : seatDiff(this.publicView, own),
      legal: viewer === 'spectator' ? [] : legalActions(this.state, viewer),
      events,
      timer: this.timer,
    };
    const json = JSON.stringify(update);
    this.cache.set(viewer, json);
    return json;
  }
}

/**
 * The parts of the state where a seat's view can differ from the public one (§10: hands, discards, kept bonus
 * tiles, plan cards, its own prompt's options, unrevealed events). Diffing only these keeps the per-seat cost low;
 * test/server/wire.test.ts checks over whole games that public view + this diff = the seat's view.
 */
export const PRIVATE_KEYS = ['kaiju', 'humans', 'plan', 'prompts', 'events', 'advancedUnused'] as const;

/** Keys `view` reads or rewrites: the private keys, plus the generator and seed it blanks. */
const VIEW_KEYS = new Set<string>([...PRIVATE_KEYS, 'rng', 'seed', 'options', 'game']);

/**
 * `view(state, viewer)` computed on the keys it can change only (the rest stay null): a seat's view differs from
 * the public one only under PRIVATE_KEYS, so there is no need to copy the map, towns and tracks once per seat.
 * test/server/wire.test.ts checks over whole games that these keys equal `view`'s.
 */
export function privateView(state: State, viewer: Viewer): View {
  const part: Record<string, unknown> = {};
  for (const k in state) part[k] = VIEW_KEYS.has(k) ? (state as unknown as Record<string, unknown>)[k] : null;
  return view(part as unknown as State, viewer);
}

/**
 * The public view (`view(state, 'spectator')`) without copying the keys `view` leaves alone: those are the
 * state's own objects, so the result must be used (serialized) before the state changes again.
 */
export function publicView(state: State): View {
  const own = privateView(state, 'spectator') as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in state) out[k] = VIEW_KEYS.has(k) ? own[k] : (state as unknown as Record<string, unknown>)[k];
  return out as unknown as View;
}

export function seatDiff(pub: View, own: View): JsonDiff {
  const out: JsonDiff = [];
  for (const key of PRIVATE_KEYS)
    for (const [path, value] of diffJson(pub[key], own[key])) out.push([[key, ...path], value]);
  return out;
}
