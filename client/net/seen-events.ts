/**
 * The events a connection has been given so far (its updates' history and events), so that a screen that subscribes
 * after the first updates came (it mounts while they arrive) still logs every one of them: it gets the last update
 * with every earlier event as its `history`.
 */
import type { GameUpdate } from './types';

type Numbered = GameUpdate['events'][number];

export class SeenEvents {
  private all: Numbered[] = [];

  note(u: GameUpdate): void {
    for (const list of [u.history ?? [], u.events])
      for (const e of list) if (e.n > (this.all.at(-1)?.n ?? 0)) this.all.push(e);
  }

  /** The last update as a screen that saw none of them gets it: the events before its own as its history. */
  late(u: GameUpdate): GameUpdate {
    const first = u.events[0]?.n ?? Infinity;
    const history = this.all.filter((e) => e.n < first);
    return history.length ? { ...u, history } : u;
  }
}
