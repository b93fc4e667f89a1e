/**
 * A decision whose answer names several things at once (the cards to put back and draw again, the dice to keep):
 * the player ticks them one by one, and the answer is the option that names exactly the ticked set. No DOM: the
 * game draws the ticks and the confirming button from what this says.
 */
export interface MultiPickSpec<A> {
  /** The things an option names (the cards of a redraw). */
  ids(a: A): readonly string[];
  /** Things of different groups never go together (a redraw is one role's hand): ticking one of another group starts afresh. */
  group?(id: string): string;
}

export class MultiPick<A> {
  private sel: string[] = [];

  constructor(private spec: MultiPickSpec<A>) {}

  /** The ticked things, in the order they were ticked. */
  get picked(): readonly string[] {
    return this.sel;
  }

  has(id: string): boolean {
    return this.sel.includes(id);
  }

  /** Ticks a thing, or unticks it when it was ticked. */
  toggle(id: string): void {
    if (this.has(id)) {
      this.sel = this.sel.filter((x) => x !== id);
      return;
    }
    const g = this.spec.group;
    if (g) this.sel = this.sel.filter((x) => g(x) === g(id));
    this.sel = [...this.sel, id];
  }

  clear(): void {
    this.sel = [];
  }

  /** The option naming exactly the ticked things (in any order), or null: nothing to confirm yet. */
  match(options: readonly A[]): A | null {
    const want = [...this.sel].sort();
    return (
      options.find((a) => {
        const ids = [...this.spec.ids(a)].sort();
        return ids.length === want.length && ids.every((x, i) => x === want[i]);
      }) ?? null
    );
  }

  /** Whether a thing can be ticked at all: some option names it. */
  offered(options: readonly A[], id: string): boolean {
    return options.some((a) => this.spec.ids(a).includes(id));
  }
}
