/**
 * Solo play: this worker owns the full game state, applies the player's actions, runs the computer players
 * for every other seat (after a short delay, so that the player sees them act) and posts the player's seat
 * only its own view, legal actions and redacted events.
 */
import { chooseAction, hint, type BotLevel, type Hint } from '../../shared/vulcanus/bots/index';
import { apply, legalActions, redactEvent, setup, teamView, view } from '../../shared/vulcanus/index';
import { humanSeats } from '../../shared/vulcanus/planning';
import { equalJson } from '../../shared/core/clone';
import type { Action, GameEvent, Seat, State } from '../../shared/vulcanus/types';
import type { FromWorker, GameLog, ToWorker } from './local-protocol';
import { storeDelete, storeGet, storePut } from './solo-store';
import type { GameUpdate } from './types';

let state: State | null = null;
let log: GameLog | null = null;
let seat: Seat = 'h1';
let botLevel: BotLevel = 'random';
let botDelay = 400;
let eventNo = 0;
let gameId = '';
interface SavedLog {
  id: string;
  log: GameLog;
}
let pending: GameUpdate['events'] = [];
const botTimers = new Map<Seat, ReturnType<typeof setTimeout>>();

function post(m: FromWorker): void {
  (self as unknown as Worker).postMessage(m);
}

function record(s: State, events: GameEvent[]): void {
  for (const e of events) {
    eventNo++;
    const r = redactEvent(s, e, seat);
    if (r) pending.push({ n: eventNo, event: r });
  }
}

function publish(): void {
  if (!state || !log) return;
  const update: GameUpdate = {
    v: state.v,
    seat,
    view: view(state, seat),
    legal: legalActions(state, seat),
    events: pending,
    timer: null,
  };
  pending = [];
  post({ type: 'update', update });
  if (state.result) {
    void storeDelete('current');
    post({ type: 'over', log });
  } else {
    const saved: SavedLog = { id: gameId, log };
    void storePut('current', saved);
    post({ type: 'saved' });
  }
}

function act(who: Seat, action: Action): boolean {
  if (!state || !log) return false;
  const r = apply(state, who, action);
  if (!r.ok) {
    if (who === seat) post({ type: 'error', error: r.error });
    return false;
  }
  state = r.value.state;
  log.actions.push({ seat: who, action });
  record(state, r.value.events);
  return true;
}

function scheduleBots(): void {
  if (!state || state.result) return;
  for (const p of state.prompts) {
    if (p.seat === seat || botTimers.has(p.seat)) continue;
    const who = p.seat;
    botTimers.set(
      who,
      setTimeout(() => {
        botTimers.delete(who);
        if (!state || !state.prompts.some((q) => q.seat === who)) return;
        // The computer players of the human team pool their hands; never the player's own seat.
        const team = humanSeats(state).filter((x) => x !== seat);
        const a = chooseAction({
          view: teamView(state, who, team),
          seat: who,
          level: botLevel,
          budgetMs: 300,
          seed: state.v + 17,
        });
        if (a && act(who, a)) publish();
        scheduleBots();
      }, botDelay),
    );
  }
}

/** A hint for the player's own decision, searched on the player's OWN view (never the full state). */
function hintFor(v: number): Hint | null {
  if (!state || state.v !== v || state.result || !state.prompts.some((p) => p.seat === seat)) return null;
  const own = view(state, seat);
  const h = hint({ view: own, seat, budgetMs: 500, seed: state.v * 31 + 7 });
  // only ever suggest an answer the player may give now
  return h && legalActions(own, seat).some((a) => equalJson(a, h.action)) ? h : null;
}

async function init(m: Extract<ToWorker, { type: 'init' }>): Promise<void> {
  seat = m.seat;
  botLevel = m.botLevel;
  botDelay = m.botDelayMs;
  gameId = m.id;
  const saved = m.resume ? await storeGet<SavedLog>('current') : undefined;
  // the seed is drawn here: the screens never learn it while the game runs
  const from: GameLog = saved?.log ?? {
    options: m.options,
    seed: crypto.getRandomValues(new Uint32Array(1))[0] >>> 1,
    actions: [],
  };
  if (saved) gameId = saved.id;
  const s = setup(from.options, from.seed);
  state = s.state;
  log = { options: from.options, seed: from.seed, actions: [] };
  record(state, s.events);
  for (const x of from.actions) if (!act(x.seat, x.action)) break;
  publish();
  scheduleBots();
}

self.onmessage = (ev: MessageEvent<ToWorker>) => {
  const m = ev.data;
  if (m.type === 'init') {
    void init(m);
    return;
  }
  if (m.type === 'action') {
    if (!state) return;
    if (m.v !== state.v) {
      post({ type: 'error', error: { code: 'stale' } });
      return;
    }
    if (act(seat, m.action)) publish();
    scheduleBots();
    return;
  }
  if (m.type === 'hint') post({ type: 'hint', v: m.v, hint: hintFor(m.v) });
};
