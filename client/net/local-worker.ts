/**
 * Solo play: this worker hosts the game with the platform's one host (shared/core/host.ts): it owns the full
 * state, applies the player's actions, lets the computer play every other seat (after a short delay, so that the
 * player sees them act) and posts the player's seat only its own view, legal actions and redacted events.
 */
import { equalJson } from '../../shared/core/clone';
import type { AnyGame, Hint } from '../../shared/core/game';
import { GameHost, realTime, type HostHooks, type Numbered } from '../../shared/core/host';
import { replayStored } from '../../shared/core/versions';
import { gameById } from '../../shared/registry';
import type { FromWorker, GameLog, ToWorker } from './local-protocol';
import { storeDelete, storeGet, storePut } from './solo-store';
import type { GameUpdate } from './types';

let game: AnyGame | null = null;
let host: GameHost | null = null;
let log: GameLog | null = null;
let seat = '';
let gameId = '';
let pending: Numbered[] = [];
/** A resumed game's events so far, redacted for the player: sent once, with the first update, for its log. */
let history: GameUpdate['events'] = [];
interface SavedLog {
  id: string;
  log: GameLog;
}

function post(m: FromWorker): void {
  (self as unknown as Worker).postMessage(m);
}

function publish(): void {
  if (!host || !log) return;
  const update = host.batch(pending).full(seat) as unknown as GameUpdate;
  pending = [];
  if (history.length) {
    update.history = history;
    history = [];
  }
  post({ type: 'update', update });
  if (host.over) {
    void storeDelete('current');
    post({ type: 'over', log });
  } else {
    const saved: SavedLog = { id: gameId, log };
    void storePut('current', saved);
    post({ type: 'saved' });
  }
}

const hooks: HostHooks = {
  // Every seat but the player's is a computer player; the human team's pool their hands, never the player's.
  computerPlays: (s) => s !== seat,
  think: (req) => game?.computer.choose(req) ?? null,
  committed(c) {
    log?.actions.push({ seat: c.seat, action: c.action });
    pending.push(...c.events);
    publish();
  },
};

/** A hint for the player's own decision, searched on the player's OWN view (never the full state). */
function hintFor(v: number): Hint<unknown> | null {
  if (!host || !game || host.v !== v || host.over || !game.activeSeats(host.state).includes(seat)) return null;
  const h = host.hint(seat, 500);
  // only ever suggest an answer the player may give now
  return h && game.legalActions(host.state, seat).some((a) => equalJson(a, h.action)) ? h : null;
}

async function init(m: Extract<ToWorker, { type: 'init' }>): Promise<void> {
  game = gameById(m.game) ?? null;
  if (!game) return;
  seat = m.seat;
  gameId = m.id;
  const saved = m.resume ? await storeGet<SavedLog>('current') : undefined;
  const policy = { decisionSeconds: 0, botDelayMs: m.botDelayMs, botBudgetMs: m.botBudgetMs, botLevel: m.botLevel };
  if (saved) {
    gameId = saved.id;
    const { rulesVersion, options, seed, actions } = saved.log;
    // under the rules it was played with (shared/core/versions.ts); one that cannot be is refused and forgotten
    const replayed = replayStored(game, saved.log);
    if (!replayed.ok) {
      void storeDelete('current');
      post({ type: 'error', error: replayed.error });
      return;
    }
    game = replayed.value.rules;
    log = { game: m.game, ...(rulesVersion !== undefined && { rulesVersion }), options, seed, actions: [...actions] };
    // The player's log is rebuilt from every event so far (redacted for the seat like any update), never played.
    const restored = GameHost.restore(game, log.options, log.seed, log.actions, realTime, policy, hooks);
    host = restored.host;
    history = (host.batch(restored.events).full(seat) as unknown as GameUpdate).events;
  } else {
    // the seed is drawn here (a tutorial's is fixed and public): the screens never learn it while the game runs
    const seed = m.seed ?? crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
    log = { game: m.game, rulesVersion: game.rulesVersion, options: m.options, seed, actions: [] };
    const started = GameHost.start(game, log.options, log.seed, realTime, policy, hooks);
    host = started.host;
    pending = started.events;
  }
  post({ type: 'seats', seats: game.seats(log.options).map((s) => s.id), options: log.options });
  publish();
  host.refresh();
}

self.onmessage = (ev: MessageEvent<ToWorker>) => {
  const m = ev.data;
  if (m.type === 'init') {
    void init(m);
    return;
  }
  if (m.type === 'action') {
    const error = host?.submit(seat, m.action, m.v);
    if (error) post({ type: 'error', error });
    return;
  }
  if (m.type === 'hint') post({ type: 'hint', v: m.v, hint: hintFor(m.v) });
};
