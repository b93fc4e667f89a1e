/**
 * The room's public view on a client: the schema's `pub` map (see shared/core/jsonmirror.ts) rebuilt as an object.
 * The decoder tells which entries each patch changed (Colyseus's state callbacks), so rebuilding after a patch
 * looks only at those, not at every entry of the map. The first rebuild after joining reads the whole map.
 * Used by online.ts, and by the conformance kit's socket check (test/kit/wire.ts), which compares what it rebuilds
 * with the server's own view for every game.
 */
import { Callbacks, type Room } from '@colyseus/sdk';
import { Unflattener } from '../../shared/core/jsonmirror';

interface PubMap {
  get(key: string): string | undefined;
  entries(): Iterable<[string, string]>;
}

export class PublicMirror {
  private readonly mirror = new Unflattener();
  private changed = new Set<string>();
  private whole = true;

  constructor(private readonly room: Room) {
    // Fires for an entry added, replaced or removed (then with no value), in any patch after this.
    Callbacks.get(room).onChange('pub' as never, ((key: string) => this.changed.add(key)) as never);
  }

  /** The public view as of the last patch decoded. Successive views share unchanged parts: read-only. */
  view(): Record<string, unknown> {
    const pub = (this.room.state as { pub?: PubMap } | undefined)?.pub;
    if (!pub) return this.mirror.update([]);
    if (this.whole) {
      this.whole = false;
      this.changed.clear();
      return this.mirror.update(pub.entries());
    }
    const keys = this.changed;
    if (!keys.size) return this.mirror.patch([], () => undefined);
    this.changed = new Set();
    return this.mirror.patch(keys, (k) => pub.get(k));
  }
}
