/**
 * Static evaluation used where a playout stops: the kaiju's chance of winning, from public board features only
 * (tracks' empty squares, people standing in lava, burning towns, bases beside people, research, funds, growth).
 */
import { emptySquares } from '../track';
import type { State } from '../types';
import { DIST, kaijuAt, people } from './features';

/** Kaiju win probability in [0, 1]; a finished game gives 0 or 1. */
export function kaijuWinProbability(s: State): number {
  if (s.result) return s.result.winner === 'kaiju' ? 1 : 0;
  return 1 / (1 + Math.exp(-kaijuMargin(s) / marginScale(s)));
}

function marginScale(s: State): number {
  const left = s.options.numbers.rounds - s.round + (s.phase === 'base' ? 0 : 1);
  return 1.5 + 1.2 * Math.max(0, left);
}

/**
 * Expected (damage − defense) progress, measured in track squares from the kaiju's side: positive is good for the
 * kaiju. The end-of-game rule (fewer empty squares wins, a tie goes to the kaiju) fixes the 0.5 offset.
 */
export function kaijuMargin(s: State): number {
  const defenseEmpty = emptySquares(s.tracks.defense);
  const damageEmpty = emptySquares(s.tracks.damage);
  let m = defenseEmpty - damageEmpty + 0.5;
  // Racing to fill a track: being close to full is worth more than the raw difference.
  m += 3 / (1 + damageEmpty) - 3 / (1 + defenseEmpty);

  const roundsAfter = Math.max(0, s.options.numbers.rounds - s.round);
  const lavaPending = s.phase !== 'base' && s.phase !== 'over';
  const k = kaijuAt(s);
  let burning = 0;
  let casualties = 0;
  let evac = 0;
  let exposed = 0;
  let lavaOnMap = 0;
  for (let i = 0; i < s.towns.length; i++) {
    const t = s.towns[i];
    const p = people(t);
    lavaOnMap += t.lava;
    if (t.lava >= s.options.numbers.burningLava) burning++;
    if (lavaPending) casualties += Math.min(t.lava, p);
    if (t.bases > 0) evac += Math.min(t.bases, Math.max(0, p - (lavaPending ? t.lava : 0)));
    if (k >= 0 && DIST[k][i] <= 1) exposed += p * (i === k ? 0.35 : 0.15);
    // Lava next to people tends to reach them.
    if (t.lava > 0 && p === 0) exposed += 0.1 * Math.min(t.lava, 2);
  }
  const poolsLeft = s.kaiju.pools.reduce((a, b) => a + b, 0);
  const burnRounds = (lavaPending ? 1 : 0) + roundsAfter * 0.7;
  m += casualties * 0.95;
  m += Math.min(poolsLeft, burning * burnRounds);
  m += exposed;
  m += lavaOnMap * 0.05 * roundsAfter;
  m += s.kaiju.stage * 0.15 * roundsAfter;

  // The humans' engine: bases beside people, research towards keys, approvals and the research attack tile,
  // funds to spend, units on the map.
  const h = s.humans;
  m -= evac * (0.9 + 0.6 * roundsAfter);
  m -= h.research * 0.06 * Math.min(2, roundsAfter + 0.5);
  if (!h.researchAttackUsed && h.research >= 24) m -= 1.5;
  if (h.research >= s.options.numbers.approvalFreezingShell) m -= 0.6 * roundsAfter;
  m -= h.funds.pool * 0.3 * Math.min(1, roundsAfter * 0.5 + (s.phase === 'execution' ? 0.5 : 0));
  m -= (h.funds.spent * 0.1 * Math.min(roundsAfter, 2)) / 2;
  let units = 0;
  for (const t of s.towns) units += t.fire + t.sdf + t.bases * 1.5;
  m -= units * 0.12 * Math.min(2, roundsAfter);
  return m;
}
