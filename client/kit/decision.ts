/**
 * A decision on screen: the funnel's taps so far over the options of the decision shown, the hint's next step,
 * and whether the decision was answered. Taps come from the panel's buttons and from the board (a town, a card);
 * once they name an action it is sent (or waits for a confirmation, where the game asks for one). No DOM: the
 * panel (`panel.ts`) and the game's board draw what it says.
 */
import { funnel, hintStep, offered, stepKey, type Choice, type FunnelSpec, type Step } from './funnel';

export interface DecisionSpec<A> extends FunnelSpec<A> {
  /** A complete action that waits for a confirmation tap (what costs the kaiju energy) instead of going at once. */
  confirm?(a: A): boolean;
}

export interface DecisionHooks<A> {
  /** Sends the answer; false when none went (already answered, the rest of a double click): the taps stay. */
  send(a: A): boolean;
  /** The taps changed: redraw the panel and light the board. */
  changed(): void;
}

const NONE = { taps: [], candidates: [], next: [], complete: null };

export class Decision<A> {
  private opts: readonly A[] = [];
  private id = '';
  private taps: Step[] = [];
  private hintAction: A | null = null;
  private isLocked = false;
  private state: Choice<A> = NONE;

  constructor(
    private spec: DecisionSpec<A>,
    private hooks: DecisionHooks<A>,
  ) {}

  /**
   * The decision on screen: its options and what identifies it (a new id starts the taps afresh; the same id
   * keeps them, so that an update that leaves the decision open does not undo the player's taps). `locked`: it
   * was answered and the answer travels.
   */
  show(options: readonly A[], id: string, locked = false): void {
    if (id !== this.id) this.taps = [];
    this.id = id;
    this.opts = options;
    this.isLocked = locked;
    this.refresh();
  }

  /** A spec that reads the view (which die shows which face) changes with each update drawn. */
  setSpec(spec: DecisionSpec<A>): void {
    this.spec = spec;
  }

  get locked(): boolean {
    return this.isLocked;
  }

  /** The decision's options (the legal actions shown). */
  get options(): readonly A[] {
    return this.opts;
  }

  /** The hint's suggested action, if any. */
  get hinted(): A | null {
    return this.hintAction;
  }

  /** Where the taps lead now. */
  get choice(): Choice<A> {
    return this.state;
  }

  /** The action complete and waiting for its confirmation, if any. */
  get ready(): A | null {
    return this.state.complete;
  }

  /** The ids offered on a layer (nothing while locked). */
  lit(on: string): string[] {
    return this.isLocked ? [] : offered(this.state, on);
  }

  /** The hint's suggested action: its next step is marked. */
  setHint(a: A | null): void {
    this.hintAction = a;
  }

  hint(): Step | null {
    return hintStep(this.hintAction, this.opts, this.state.taps, this.spec);
  }

  isHinted(s: Step): boolean {
    const h = this.hint();
    return !!h && stepKey(h) === stepKey(s);
  }

  /** A tap on a button or a board target; false when it is not offered now. */
  tap(s: Step): boolean {
    if (this.isLocked || !this.state.next.some((x) => stepKey(x) === stepKey(s))) return false;
    this.taps = [...this.state.taps, s];
    this.refresh();
    this.hooks.changed();
    return true;
  }

  /** A whole action at once (a button that names it all): it goes, or waits for its confirmation. */
  pick(a: A): boolean {
    if (this.isLocked) return false;
    const key = JSON.stringify(a);
    const match = this.opts.find((o) => JSON.stringify(o) === key);
    if (match === undefined) return false;
    this.taps = this.spec.steps(match, this.opts);
    this.refresh();
    this.hooks.changed();
    return true;
  }

  /** Back to the decision's first step. */
  cancel(): void {
    this.taps = [];
    this.refresh();
    this.hooks.changed();
  }

  /** The one step back. */
  back(): void {
    this.taps = this.taps.slice(0, -1);
    this.refresh();
    this.hooks.changed();
  }

  /** Sends the action waiting for its confirmation. */
  confirm(): void {
    const a = this.state.complete;
    if (a === null || this.isLocked) return;
    this.sendNow(a);
  }

  private refresh(): void {
    const st = funnel(this.opts, this.taps, this.spec);
    if (st.complete !== null && !this.isLocked && !this.spec.confirm?.(st.complete)) {
      // the taps name an action: it goes, and the decision starts over (nothing sent: it stays open)
      this.taps = [];
      this.state = funnel(this.opts, [], this.spec);
      this.hooks.send(st.complete);
      return;
    }
    this.taps = st.taps;
    this.state = st;
  }

  private sendNow(a: A): void {
    this.taps = [];
    this.hooks.send(a);
    this.state = funnel(this.opts, [], this.spec);
  }
}
