/**
 * The update player, the same for every game: updates play in order; each event is logged, then animated at the
 * chosen speed, then the update's view is drawn. The first update is drawn at once (a screen opened or a game
 * resumed has nothing to replay). It catches up rather than falling behind: when updates queue, when an update
 * has too many events or has taken too long, or when animation is switched off, the rest plays at once. It never
 * stalls: a failing animation is skipped, and one that never ends is left behind after `maxEventMs`.
 */
import type { GameUpdate } from '../net/types';
import { onSettings, speedFactor } from '../settings';

export interface PlayContext<U> {
  /** The update the event belongs to (its view is the state after all of its events). */
  update: U;
  /** The events after this one in the same update (where the action is going). */
  rest: readonly unknown[];
}

export interface PlayerHooks<U extends GameUpdate> {
  /** Every event, as it starts (the frame's log). */
  log(event: unknown, n: number): void;
  /** Plays one event; `speed` scales its time (0: at once, no animation). */
  animate?(event: unknown, speed: number, ctx: PlayContext<U>): Promise<void> | void;
  /** Draws the update's view. `first`: the screen's first update. */
  draw(u: U, first: boolean): void;
  /** After the view is drawn, before it counts as shown (dice landing, a final reveal); `speed` as for `animate`. */
  settle?(u: U, speed: number): Promise<void> | void;
  /** The update is on screen, its animations played (the frame's `shown`: the result appears then). */
  shown(u: U): void;
}

export interface PlayerOptions {
  /** The animation speed (the player's setting by default). */
  speed?: () => number;
  /** An update with more events than this plays the rest of them at once. */
  maxEvents?: number;
  /** An update whose animations have taken this long plays the rest at once (ms). */
  maxUpdateMs?: number;
  /** One animation is waited for this long at most (ms): a promise that never settles cannot stall the game. */
  maxEventMs?: number;
  /** Updates waiting behind the one playing before it plays at once (1: the next one may still animate). */
  maxQueued?: number;
  now?: () => number;
}

const DEFAULTS = { maxEvents: 80, maxUpdateMs: 12_000, maxEventMs: 8_000, maxQueued: 1 };

/** Waits for `p`, for `ms` at most; a rejection counts as the end. */
async function bounded(p: Promise<void> | void, ms: number): Promise<void> {
  if (!p) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([p, new Promise<void>((r) => (timer = setTimeout(r, ms)))]);
  } catch {
    // a broken animation must never stall the game: the view drawn next fixes the display
  } finally {
    clearTimeout(timer);
  }
}

export class UpdatePlayer<U extends GameUpdate = GameUpdate> {
  private queue: U[] = [];
  private running = false;
  private skipping = false;
  private gone = false;
  private current: U | null = null;
  private newest: U | null = null;
  private readonly o: Required<PlayerOptions>;
  private readonly unsub: () => void;

  constructor(
    private hooks: PlayerHooks<U>,
    o: PlayerOptions = {},
  ) {
    this.o = { speed: speedFactor, now: () => performance.now(), ...DEFAULTS, ...o };
    // animation switched off mid-play: whatever waits plays at once
    this.unsub = onSettings(() => {
      if (this.o.speed() === 0) this.catchUp();
    });
  }

  /** The update on screen (null before the first). */
  get shown(): U | null {
    return this.current;
  }

  /** The newest update received (the version an answer is sent with). */
  get latest(): U | null {
    return this.newest;
  }

  /** Whether updates are playing or waiting. */
  get busy(): boolean {
    return this.running;
  }

  push(u: U): void {
    if (this.gone) return;
    const first = this.newest === null;
    this.newest = u;
    if (first) {
      for (const { n, event } of u.events) this.hooks.log(event, n);
      this.current = u;
      this.hooks.draw(u, true);
      this.hooks.shown(u);
      return;
    }
    this.queue.push(u);
    if (!this.running) void this.run();
  }

  /** Plays everything still waiting without animation. */
  catchUp(): void {
    if (this.running) this.skipping = true;
  }

  /** The screen goes: nothing more is played or drawn. */
  destroy(): void {
    this.gone = true;
    this.queue = [];
    this.unsub();
  }

  private behind(): boolean {
    return this.skipping || this.queue.length > this.o.maxQueued || this.o.speed() <= 0;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length && !this.gone) {
        const u = this.queue.shift() as U;
        const started = this.o.now();
        const events = u.events.map((x) => x.event);
        for (let i = 0; i < u.events.length && !this.gone; i++) {
          const { n, event } = u.events[i];
          this.hooks.log(event, n);
          const late =
            this.behind() || u.events.length - i > this.o.maxEvents || this.o.now() - started > this.o.maxUpdateMs;
          const speed = late ? 0 : this.o.speed();
          try {
            await bounded(
              this.hooks.animate?.(event, speed, { update: u, rest: events.slice(i + 1) }),
              this.o.maxEventMs,
            );
          } catch {
            // thrown before its promise: skipped the same way
          }
        }
        if (this.gone) return;
        // when more updates wait and the screen is catching up, only the last one needs drawing
        if (this.queue.length > 0 && this.behind()) continue;
        this.current = u;
        this.hooks.draw(u, false);
        try {
          await bounded(this.hooks.settle?.(u, this.behind() ? 0 : this.o.speed()), this.o.maxEventMs);
        } catch {
          // as above
        }
        if (!this.gone) this.hooks.shown(u);
      }
    } finally {
      this.skipping = false;
      this.running = false;
    }
  }
}
