/**
 * Answers planned ahead: when the engine asks a move one step at a time, the player may still pick the whole path at
 * once, and the screen answers each next decision with the path's next step as it comes — but only while that
 * decision is of the same family (the same card still moving) and offers exactly that step. Anything else (another
 * question, a step no longer offered, a refusal) drops the rest of the path, and the player goes on by hand. It
 * never invents an answer: every step it sends is one of the options of the decision it answers. No DOM.
 */
export class AnswerChain<A> {
  private queue: A[] = [];
  private family: string | null = null;

  /** Plans `steps` for decisions of `family`: returns the first, to send now, and keeps the rest. */
  start(steps: readonly A[], family: string): A | null {
    this.queue = steps.slice(1);
    this.family = this.queue.length ? family : null;
    return steps[0] ?? null;
  }

  /**
   * The next planned step, if the decision shown is of the same family and offers it (it is then taken off the
   * plan, and the option itself returned); otherwise the plan is dropped and null returned.
   */
  next(options: readonly A[], family: string | null): A | null {
    if (!this.queue.length) return null;
    const want = JSON.stringify(this.queue[0]);
    const match = family === this.family ? options.find((o) => JSON.stringify(o) === want) : undefined;
    if (match === undefined) {
      this.clear();
      return null;
    }
    this.queue.shift();
    if (!this.queue.length) this.family = null;
    return match;
  }

  /** Drops what is left of the plan. */
  clear(): void {
    this.queue = [];
    this.family = null;
  }

  /** The steps still planned. */
  get pending(): readonly A[] {
    return this.queue;
  }
}
