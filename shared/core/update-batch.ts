/**
 * Each viewer's update after a change of the game: the seat's difference from the public view, its legal and standing
 * actions, the events as it may see them, the running timer, the active seats and the outcome, computed once per
 * viewer however many clients share it, and written as text from parts that every viewer shares (the host's
 * `batch`, sent by the server and the solo worker).
 */
import type { AnyGame, Viewer } from './game';
import { diffJson, pubPatchJson, type FlatMirror, type JsonDiff } from './jsonmirror';
import type { SeatUpdate, Timer } from '../protocol';

export interface Numbered<E = unknown> {
  n: number;
  event: E;
}

/** Computes each viewer's update once per change, however many clients share that viewer. */
export class UpdateBatch {
  private pub: Record<string, unknown> | null = null;
  private cache = new Map<Viewer, string>();
  /** The parts of the update's text every viewer shares (see `baseJson`). */
  private sharedJson: { v: string; events: string; tail: string } | null = null;
  /** The public entries this change touched, and all of them, as `PubPatch` texts (`syncPublic`, `fullPublic`). */
  private pubJson: { diff: string; full: () => string } | null = null;

  constructor(
    private game: AnyGame,
    private state: unknown,
    private events: Numbered[],
    private timerNow: Timer | null,
  ) {}

  /**
   * The spectator's view, which every seat's update is a difference from. It may share parts with the state (the
   * game's `peekView`): read at once, while the state stands still, and never kept.
   */
  get publicView(): Record<string, unknown> {
    const g = this.game;
    return (this.pub ??= (g.peekView ? g.peekView(this.state, 'spectator') : g.view(this.state, 'spectator')) as Record<
      string,
      unknown
    >);
  }

  /**
   * Brings `mirror` (the public entries last sent) to this public view; every update's text then carries the
   * entries that changed (`pub`, a `PubPatch`), or all of them for a viewer that has none yet (`json(viewer, true)`).
   * `touched`: only these top-level keys may have changed since the mirror's last update (`GameHost.takeTouched`).
   */
  syncPublic(mirror: FlatMirror, touched: ReadonlySet<string> | null = null): void {
    const changes: [string, string | null][] = [];
    mirror.update(
      this.publicView,
      (k, v) => changes.push([k, v]),
      (k) => changes.push([k, null]),
      touched,
    );
    let full: string | null = null;
    this.pubJson = { diff: pubPatchJson(changes), full: () => (full ??= pubPatchJson(mirror.entries, true)) };
  }

  /** Every update's text carries all of `mirror`'s entries (a batch for viewers that have none yet). */
  fullPublic(mirror: FlatMirror): void {
    const full = pubPatchJson(mirror.entries, true);
    this.pubJson = { diff: full, full: () => full };
  }

  update(viewer: Viewer, withDiff = true): SeatUpdate {
    const spectator = viewer === 'spectator';
    return {
      v: this.game.version(this.state),
      seat: viewer,
      priv: spectator || !withDiff ? [] : this.priv(viewer),
      legal: spectator ? [] : this.game.legalActions(this.state, viewer),
      standing: spectator ? [] : this.standing(viewer),
      events: this.redacted(viewer) ?? this.events.slice(),
      timer: this.timerNow,
      active: this.game.activeSeats(this.state),
      outcome: this.game.outcome(this.state),
    };
  }

  private priv(viewer: Viewer): JsonDiff {
    return privateDiffOf(this.game, this.state, () => this.publicView, viewer);
  }

  private standing(viewer: Viewer): unknown[] {
    return this.game.standingActions?.(this.state, viewer) ?? [];
  }

  /** The events as `viewer` sees them, or null when it sees every one as it is. */
  private redacted(viewer: Viewer): Numbered[] | null {
    let out: Numbered[] | null = null;
    for (let i = 0; i < this.events.length; i++) {
      const e = this.events[i];
      const r = this.game.redactEvent(this.state, e.event, viewer);
      if (r === e.event && !out) continue;
      // the first event this viewer sees otherwise: its list from here on is its own
      if (!out) out = this.events.slice(0, i);
      if (r) out.push({ n: e.n, event: r });
    }
    return out;
  }

  /** The update with the viewer's whole view instead of its difference (hosts in the same process). */
  full(viewer: Viewer): Omit<SeatUpdate, 'priv'> & { view: unknown } {
    const { priv: _priv, ...rest } = this.update(viewer, false);
    return { ...rest, view: this.game.view(this.state, viewer) };
  }

  /**
   * The JSON text of `update(viewer)`, once per viewer. After `syncPublic`, it also carries the public entries
   * (`pub`): those that changed, or with `fullPublic` all of them, written once for every viewer.
   */
  json(viewer: Viewer, fullPublic = false): string {
    const { base, pub } = this.jsonParts(viewer, fullPublic);
    return pub === null ? base : `${base.slice(0, -1)},"pub":${pub}}`;
  }

  /**
   * `json(viewer, fullPublic)` in its two parts, for a server that writes them into bytes without joining the texts:
   * the update's text without `pub` (`base`), and the `PubPatch` text (null before `syncPublic` or `fullPublic`).
   * With a `pub`, the update's text is `base` without its closing brace, `,"pub":`, `pub` and the brace.
   */
  jsonParts(viewer: Viewer, fullPublic = false): { base: string; pub: string | null } {
    const pub = this.pubJson;
    return { base: this.baseJson(viewer), pub: pub ? (fullPublic ? pub.full() : pub.diff) : null };
  }

  /**
   * The update's text without `pub`: `JSON.stringify(this.update(viewer))`, written from parts, so that what every
   * viewer's update shares is written once per change rather than once per viewer (the events, when the viewer sees
   * them as they are; the timer, the active seats, the outcome).
   */
  private baseJson(viewer: Viewer): string {
    let json = this.cache.get(viewer);
    if (json !== undefined) return json;
    const g = this.game;
    const state = this.state;
    const spectator = viewer === 'spectator';
    const events = this.redacted(viewer);
    const shared = (this.sharedJson ??= {
      v: JSON.stringify(g.version(state)),
      events: JSON.stringify(this.events),
      tail: `"timer":${JSON.stringify(this.timerNow)},"active":${JSON.stringify(g.activeSeats(state))},"outcome":${JSON.stringify(g.outcome(state))}}`,
    });
    const priv = spectator ? '[]' : JSON.stringify(this.priv(viewer));
    const legal = spectator ? '[]' : JSON.stringify(g.legalActions(state, viewer));
    const standing = spectator ? '[]' : JSON.stringify(this.standing(viewer));
    json =
      `{"v":${shared.v},"seat":${JSON.stringify(viewer)},"priv":${priv},"legal":${legal},"standing":${standing},` +
      `"events":${events ? JSON.stringify(events) : shared.events},${shared.tail}`;
    this.cache.set(viewer, json);
    return json;
  }
}

/** What the host sends a seat beside the public view: the game's `privateDiff`, or the difference of its view. */
export function privateDiffOf(
  game: AnyGame,
  state: unknown,
  pub: () => Record<string, unknown>,
  viewer: Viewer,
): JsonDiff {
  if (game.privateDiff) return game.privateDiff(state, viewer);
  return seatDiff(game, pub(), game.privateView ? game.privateView(state, viewer) : game.view(state, viewer));
}

/** A seat's view as differences from the public view, under the game's private keys only. */
export function seatDiff(game: AnyGame, pub: Record<string, unknown>, own: unknown): JsonDiff {
  const mine = own as Record<string, unknown>;
  const out: JsonDiff = [];
  for (const key of game.privateKeys)
    for (const [path, value] of diffJson(pub[key], mine[key])) out.push([[key, ...path], value]);
  return out;
}
