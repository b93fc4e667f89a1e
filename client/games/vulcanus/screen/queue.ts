/**
 * The one animation queue. Updates are played in order: each event is logged and animated, then the screen
 * snaps to the update's view. When more updates are waiting, the rest is played at once (no animation).
 */
import type { GameEvent } from '../../../../shared/vulcanus/types';
import type { GameUpdate } from '../net';
import { speedFactor } from '../../../settings';

export interface QueueHooks {
  /** Plays one event; `rest` are the events after it in the same update (where the action is going). */
  animate(e: GameEvent, speed: number, rest: readonly GameEvent[]): Promise<void>;
  onEvent(e: GameEvent, n: number): void;
  snap(u: GameUpdate): void;
}

export class EventQueue {
  private updates: GameUpdate[] = [];
  private running = false;
  private skipping = false;

  constructor(private hooks: QueueHooks) {}

  push(u: GameUpdate): void {
    this.updates.push(u);
    if (!this.running) void this.run();
  }

  /** Plays everything still queued without animation. */
  catchUp(): void {
    this.skipping = true;
  }

  get busy(): boolean {
    return this.running;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.updates.length) {
        const u = this.updates.shift() as GameUpdate;
        for (let i = 0; i < u.events.length; i++) {
          const { n, event } = u.events[i];
          const behind = this.skipping || this.updates.length > 1 || u.events.length - i > 80;
          this.hooks.onEvent(event, n);
          try {
            const rest = u.events.slice(i + 1).map((x) => x.event);
            await this.hooks.animate(event, behind ? 0 : speedFactor(), rest);
          } catch {
            // a broken animation must never stall the game: the snap below fixes the display
          }
        }
        // when more updates wait, only the last one needs drawing
        if (!(this.updates.length > 0 && (this.skipping || this.updates.length > 1 || speedFactor() === 0)))
          this.hooks.snap(u);
      }
    } finally {
      this.skipping = false;
      this.running = false;
    }
  }
}
