/**
 * Error lines, counted and limited before they are written: a client that sends a flood of malformed frames
 * must not be able to fill the disk with one line per frame. Beyond `burst` lines, at most `perSecond` lines a
 * second are written; the rest are counted and reported in one summary line when writing resumes.
 */
export class LogLimiter {
  private tokens: number;
  private at = Date.now();
  private dropped = 0;

  constructor(
    private perSecond = 5,
    private burst = 20,
    private sink: (...args: unknown[]) => void = (...args) => console.error(...args),
  ) {
    this.tokens = burst;
  }

  error(...args: unknown[]): void {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) {
      this.dropped++;
      return;
    }
    this.tokens -= 1;
    if (this.dropped) {
      this.sink(`(${this.dropped} similar error lines suppressed)`);
      this.dropped = 0;
    }
    this.sink(...args);
  }

  /** A logger for Colyseus: its errors go through the limit, its chatter is dropped. */
  colyseusLogger(): Record<'debug' | 'info' | 'trace' | 'warn' | 'error', (...args: unknown[]) => void> {
    const quiet = (): void => undefined;
    return {
      debug: quiet,
      info: quiet,
      trace: quiet,
      warn: (...a) => this.error(...a),
      error: (...a) => this.error(...a),
    };
  }
}
