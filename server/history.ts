/**
 * A room's event history, for a connection that was not there when the events happened: a spectator who joins late,
 * a player who reloads or comes back after a drop. Before its first update, such a connection is sent every event it
 * lacks, as its viewer may see it: redacted by the game's `redactEvent` as the live updates were, an event its viewer
 * may not see left out as live (the numbers say no more than the live numbers do). A game's `redactEvent` answers the
 * same for an event whatever happens later (shared/core/game.ts), so the state of now redacts as the state of then
 * did; the conformance kit's socket game (test/kit/wire.ts) checks, for every game, that a late spectator's and a
 * returning player's history is what they would have been sent live.
 *
 * The history goes in parts of bounded size (`MAX_PART_CHARS`): a long game never makes one huge message, and the
 * number of parts follows the size of what the viewer may see, nothing else.
 */
import type { AnyGame, Viewer } from '../shared/core/game';
import type { Numbered } from '../shared/core/host';

/** A part's text stays under this many characters, unless one event alone is longer. */
export const MAX_PART_CHARS = 32 * 1024;

export class EventHistory {
  /**
   * Every event of the game so far as the text it was sent in (events[i] is event number i + 1): taken when the
   * event is sent, so that an event object the engine changes later (which it should not) is kept as it was sent.
   */
  private readonly events: string[] = [];

  /** Events the host numbered, in order (the setup's, each change's, a restored game's), as they are sent. */
  add(events: readonly Numbered[]): void {
    for (const e of events) {
      if (e.n !== this.events.length + 1) throw new Error(`history: event ${e.n} after ${this.events.length}`);
      this.events.push(JSON.stringify(e.event));
    }
  }

  get count(): number {
    return this.events.length;
  }

  /**
   * The `HistoryChunk` texts of the events numbered `from + 1` to `upTo`, as `viewer` may see them now (`state`:
   * the game's current state, which `redactEvent` is given as the live updates gave it theirs).
   */
  parts(game: AnyGame, state: unknown, viewer: Viewer, from: number, upTo: number, max = MAX_PART_CHARS): string[] {
    const out: string[] = [];
    let part: string[] = [];
    let size = 0;
    const end = Math.min(upTo, this.events.length);
    for (let i = Math.max(0, from); i < end; i++) {
      const sent = this.events[i];
      const event: unknown = JSON.parse(sent);
      const seen = game.redactEvent(state, event, viewer);
      if (seen === null) continue;
      const text = `{"n":${i + 1},"event":${seen === event ? sent : JSON.stringify(seen)}}`;
      if (part.length && size + text.length + 1 > max) {
        out.push(chunk(part));
        part = [];
        size = 0;
      }
      part.push(text);
      size += text.length + 1;
    }
    if (part.length) out.push(chunk(part));
    return out;
  }
}

const chunk = (events: string[]): string => `{"events":[${events.join(',')}]}`;
