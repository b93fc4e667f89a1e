/**
 * The hint-follower of `npm run bench:ai`: one seat plays the hint's answer at every decision it meets, asked exactly
 * as the screen asks it (the seat's own view, the screen's budget), while the computer plays every other seat at a
 * given level. It answers the question a player asks of the hint: does following it win? Generic over the games, so
 * every game's section measures the same thing; a game's section chooses the options, the seats and the level.
 */
import type { AnyGame, SeatId } from './game';
import { pct, quantile, wilson, type ToolContext, type ToolSection } from './tools';

/** The hint's thinking time as the screen asks it (client/net/local-worker.ts, server/hints.ts). */
export const SCREEN_HINT_MS = 500;

export interface FollowJob {
  /** Marks the job as a follower's game inside a section that plays other jobs too. */
  follow: true;
  /** The group it is counted in (a side, a player count). */
  group: string;
  options: unknown;
  seed: number;
  /** The seat that follows the hint. */
  me: SeatId;
  /** The level of every other seat. */
  level: string;
  budgetMs: number;
}

export interface Followed {
  group: string;
  /** 1 for a win (a shared win across rivals counts 1/n), 0 for a loss. */
  win: number;
  /** The follower's decisions, and those where the hint gave nothing although there was a choice to make. */
  decisions: number;
  silent: number;
  /** What each silent decision was (its prompt id), for the report. */
  silentAt: string[];
  hintMs: number[];
}

const isFollow = (job: unknown): job is FollowJob =>
  typeof job === 'object' && job !== null && (job as { follow?: unknown }).follow === true;

/** One game: the follower's seat asks the hint at every decision; the others are the computer at `level`. */
export function playFollowing(g: AnyGame, job: FollowJob): Followed {
  const parsed = g.parseOptions(job.options);
  if (!parsed.ok) throw new Error(`options: ${parsed.error.code}`);
  const seats = g.seats(parsed.value);
  const others = seats.map((s) => s.id).filter((id) => id !== job.me);
  const { state } = g.setup(parsed.value, job.seed);
  const out: Followed = { group: job.group, win: 0, decisions: 0, silent: 0, silentAt: [], hintMs: [] };
  for (let k = 0; !g.isOver(state); k++) {
    if (k > 20_000) throw new Error(`game ${job.seed} does not end`);
    const active = g.activeSeats(state);
    const seat = active.includes(job.me) ? job.me : active[0];
    if (seat === undefined) throw new Error(`game ${job.seed}: nobody to act`);
    let action: unknown = null;
    if (seat === job.me) {
      out.decisions++;
      const t0 = performance.now();
      const hint = g.computer.hint({ view: g.view(state, seat), seat, budgetMs: job.budgetMs, seed: job.seed + k });
      out.hintMs.push(performance.now() - t0);
      if (hint) action = hint.action;
      else if (g.legalActions(state, seat).length > 0) {
        out.silent++;
        out.silentAt.push(g.promptId(state, seat) ?? '?');
      }
    }
    // the seat's own computer answers where the hint was silent, so that a silent hint shows in the count, not as a
    // game that stops
    action ??= g.computer.choose({
      view: g.computer.viewFor(state, seat, seat === job.me ? [seat] : others),
      seat,
      level: job.level,
      seed: job.seed * 31 + k,
    });
    const r = g.applyInPlace(state, seat, action);
    if (!r.ok) throw new Error(`game ${job.seed}: ${seat} ${JSON.stringify(action)} refused: ${r.error.code}`);
  }
  const winners = g.outcome(state)?.winners ?? [];
  const team = (id: SeatId) => seats.find((s) => s.id === id)?.team ?? id;
  if (winners.includes(job.me)) {
    const sides = new Set(winners.map(team));
    out.win = 1 / sides.size;
  }
  return out;
}

/** The follower's figures, one line per group and one for all. */
export async function reportFollowing(
  ctx: ToolContext,
  title: string,
  jobs: readonly FollowJob[],
): Promise<Record<string, number>> {
  const t0 = performance.now();
  const load0 = ctx.loadAverage();
  ctx.log(`\n${title}`);
  const played = await ctx.playAll<FollowJob, Followed>(jobs);
  const figures: Record<string, number> = {};
  const groups = [...new Set(played.map((p) => p.group)), 'all'];
  for (const group of groups) {
    const ps = played.filter((p) => group === 'all' || p.group === group);
    const wins = ps.reduce((n, p) => n + p.win, 0);
    const [lo, hi] = wilson(wins, ps.length);
    const decisions = ps.reduce((n, p) => n + p.decisions, 0);
    const silent = ps.reduce((n, p) => n + p.silent, 0);
    const ms = ps.flatMap((p) => p.hintMs);
    ctx.log(
      `  ${group}: the follower wins ${pct(wins / Math.max(1, ps.length))} [${pct(lo)}, ${pct(hi)}] of ${ps.length} games; ` +
        `${decisions} hints, ${silent} silent; hint median ${quantile(ms, 0.5).toFixed(0)} ms, worst ${Math.max(0, ...ms).toFixed(0)} ms`,
    );
    figures[`${group}Games`] = ps.length;
    figures[`${group}WinRate`] = +(wins / Math.max(1, ps.length)).toFixed(4);
    figures[`${group}Low`] = +lo.toFixed(4);
    figures[`${group}High`] = +hi.toFixed(4);
    figures[`${group}Silent`] = silent;
  }
  const silentAt = [...new Set(played.flatMap((p) => p.silentAt))].slice(0, 8);
  if (silentAt.length) ctx.log(`  silent at: ${silentAt.join(', ')}`);
  ctx.log(
    `  ${((performance.now() - t0) / 1000).toFixed(0)} s with ${ctx.workers} workers ` +
      `(load average ${load0.toFixed(1)} at the start, ${ctx.loadAverage().toFixed(1)} at the end)`,
  );
  return figures;
}

/**
 * A game's bench:ai section with the follower added: `--part follow` runs only the follower, `--part strength` only
 * the section as it was, and no flag both. `--follow-games N` sets the follower's number of games, `--follow-budget
 * MS` its hint budget (the screen's by default).
 */
export function withFollower<J, R>(
  g: AnyGame,
  section: ToolSection<J, R>,
  plan: (games: number, budgetMs: number, ctx: ToolContext) => { title: string; jobs: FollowJob[] },
  defaultGames: number,
): ToolSection<J | FollowJob, R | Followed> {
  return {
    play: (job, meter) => (isFollow(job) ? playFollowing(g, job) : section.play(job, meter)),
    async run(ctx, meter) {
      const part = ctx.text('part') ?? 'all';
      const out: Record<string, unknown> = {};
      if (part === 'all' || part === 'strength') Object.assign(out, await section.run(ctx, meter));
      if (part === 'all' || part === 'follow') {
        const games = ctx.int('follow-games', defaultGames, 1, 100_000);
        const budget = ctx.int('follow-budget', SCREEN_HINT_MS, 1, 60_000);
        const { title, jobs } = plan(games, budget, ctx);
        out.follower = await reportFollowing(ctx, title, jobs);
      }
      return out;
    },
  };
}
