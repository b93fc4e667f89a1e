/**
 * Games between Vulcanus's computer players for `npm run bench:ai` and `npm run balance`: each seat sees only its own
 * view (the human team's computer players pool their hands, as at a table), with fixed seeds.
 */
import type { Meter } from '../../core/tools';
import { chooseAction, searchDecision, type BotLevel } from '../bots/index';
import { applyMut } from '../engine';
import { humanSeats } from '../planning';
import { setup } from '../rules';
import { countCells } from '../track';
import type { Options, Seat } from '../types';
import { teamView } from '../view';

export interface MatchSpec {
  options: Options;
  seed: number;
  kaiju: BotLevel;
  humans: BotLevel;
  /** Search level: playouts per decision (reproducible); budgetMs bounds the time as well. */
  playouts: number;
  budgetMs: number;
}

export interface MatchOutcome {
  seed: number;
  options: Options;
  kaiju: BotLevel;
  humans: BotLevel;
  winner: 'kaiju' | 'humans' | null;
  defenseEmpty: number;
  damageEmpty: number;
  /** Where each track's filled squares came from at the end (tiles count their squares). */
  damage: { people: number; lava: number; tiles: number };
  defense: { people: number; lava: number; tiles: number };
  /** Search decisions with a real choice: milliseconds and playouts each. */
  decisions: { ms: number; cpuMs: number; playouts: number }[];
}

export function playMatch(spec: MatchSpec, meter: Meter): MatchOutcome {
  const { state } = setup(spec.options, spec.seed);
  const decisions: MatchOutcome['decisions'] = [];
  // Every human seat is a computer player here, so the team pools its hands (teamView).
  const team = humanSeats(state);
  for (let n = 0; !state.result && n < 4000; n++) {
    const seat = state.prompts[0]?.seat as Seat | undefined;
    if (!seat) break;
    const level = seat === 'kaiju' ? spec.kaiju : spec.humans;
    const v = teamView(state, seat, team);
    const seed = spec.seed * 100003 + n;
    let a;
    if (level === 'search') {
      const c0 = meter.cpuMs();
      const r = searchDecision({ view: v, seat, budgetMs: spec.budgetMs, maxPlayouts: spec.playouts, seed });
      const cpuMs = meter.cpuMs() - c0;
      if (r.stats.playouts > 0) decisions.push({ ms: r.stats.ms, cpuMs, playouts: r.stats.playouts });
      a = r.action;
    } else a = chooseAction({ view: v, seat, level, seed });
    if (!a || !applyMut(state, seat, a).ok) break;
  }
  const res = state.result;
  const from = (t: typeof state.tracks.damage, tile: 'b' | 'a') => ({
    people: countCells(t, 'c') + countCells(t, 'v'),
    lava: countCells(t, 'l'),
    tiles: countCells(t, tile),
  });
  return {
    seed: spec.seed,
    options: spec.options,
    kaiju: spec.kaiju,
    humans: spec.humans,
    winner: res ? res.winner : null,
    defenseEmpty: res?.defenseEmpty ?? -1,
    damageEmpty: res?.damageEmpty ?? -1,
    damage: from(state.tracks.damage, 'b'),
    defense: from(state.tracks.defense, 'a'),
    decisions,
  };
}
