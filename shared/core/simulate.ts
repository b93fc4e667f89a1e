/**
 * The simulator: plays complete games of any game through the one host, every seat played by the computer, on a
 * virtual clock (no waiting), checking the game's invariants after every action.
 */
import type { AnyGame, LoggedAction, Outcome } from './game';
import { GameHost } from './host';
import { VirtualTime } from './virtual-time';

export interface Simulated {
  seed: number;
  log: LoggedAction[];
  state: unknown;
  outcome: Outcome | null;
  violations: string[];
}

export function simulate(
  game: AnyGame,
  options: unknown,
  seed: number,
  opts: { level?: string; check?: boolean; maxActions?: number } = {},
): Simulated {
  const time = new VirtualTime();
  const log: LoggedAction[] = [];
  const violations: string[] = [];
  const max = opts.maxActions ?? 50_000;
  const level = opts.level ?? game.computer.levels[0];
  let host: GameHost | null = null;
  const started = GameHost.start(
    game,
    options,
    seed,
    time,
    { decisionSeconds: 0, botDelayMs: 0, botBudgetMs: 0, botLevel: level },
    {
      computerPlays: () => true,
      think: (req) => game.computer.choose({ ...req, seed: (req.seed ?? 0) ^ seed }),
      committed(c) {
        log.push({ seat: c.seat, action: c.action });
        if (opts.check && game.invariants && host)
          for (const v of game.invariants(host.state)) violations.push(`after action ${c.index}: ${v}`);
      },
      log: (message, e) => violations.push(`${message}: ${String(e)}`),
    },
  );
  host = started.host;
  host.refresh();
  while (!host.over && log.length < max && violations.length === 0) if (!time.step()) break;
  if (!host.over) violations.push(log.length >= max ? 'game did not end' : 'nobody to act');
  host.dispose();
  return { seed, log, state: host.state, outcome: game.outcome(host.state), violations };
}
