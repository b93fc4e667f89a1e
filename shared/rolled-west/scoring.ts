/** The end of the game (§10): majorities per terrain, offices, every player's score, and the winners. */
import { CLAIMS, METALS, OFFICES, SHIPPING, SHIP_SPACES, TERRAINS, type Terrain } from './data';
import type { FinalScore, GameEvent, Sheet, State } from './types';

/** §10 majority per terrain: marks, then circles; the top group scores the first bonus, the next the second. */
export function majorities(s: State): { terrain: Terrain; seat: string; place: 1 | 2; points: number }[] {
  const out: { terrain: Terrain; seat: string; place: 1 | 2; points: number }[] = [];
  for (const t of TERRAINS) {
    const ranked: { seat: string; marks: number; circles: number }[] = [];
    for (const seat of s.order) {
      let marks = 0;
      let circles = 0;
      for (const x of s.sheets[seat].claims[t])
        if (x !== null) {
          marks++;
          if (x === 'O') circles++;
        }
      if (marks > 0) ranked.push({ seat, marks, circles }); // a player with no mark never scores its bonus
    }
    ranked.sort((a, b) => b.marks - a.marks || b.circles - a.circles);
    if (!ranked.length) continue;
    const same = (a: (typeof ranked)[number], b: (typeof ranked)[number]) =>
      a.marks === b.marks && a.circles === b.circles;
    const top = ranked.filter((x) => same(x, ranked[0]));
    const rest = ranked.filter((x) => !same(x, ranked[0]));
    const [first, second] = CLAIMS[t].majority;
    for (const x of top) out.push({ terrain: t, seat: x.seat, place: 1, points: first });
    // [R] option majoritySecondForAll: everyone below the top group scores the second bonus (the seed's 2位以下)
    const seconds = s.options.majoritySecondForAll ? rest : rest.filter((x) => rest[0] && same(x, rest[0]));
    for (const x of seconds) out.push({ terrain: t, seat: x.seat, place: 2, points: second });
  }
  return out;
}

const completedRows = (sh: Sheet): number => METALS.filter((m) => sh.shipped[m] >= SHIP_SPACES).length;

export function officeScore(s: State, seat: string, id: string, firstPlaces: number): number {
  const sh = s.sheets[seat];
  const o = OFFICES.find((x) => x.id === id);
  switch (o?.effect) {
    case 'perOfficePlusContract':
      return sh.offices.length + sh.contracts.length;
    case 'perOfficePlusFirstMajority':
      return sh.offices.length + firstPlaces;
    case 'perCompletedShipping3':
      return 3 * completedRows(sh);
    case 'perSettlement2':
      return 2 * TERRAINS.reduce((n, t) => n + sh.claims[t].filter((x) => x === 'O').length, 0);
    case 'flat6':
      return 6;
    case 'perCopperShippedOrContracted':
      return sh.shipped.C + sh.contractCopper;
    case 'perStar': {
      const claimStars = TERRAINS.reduce(
        (n, t) => n + sh.claims[t].filter((x, i) => x !== null && CLAIMS[t].stars[i] === 1).length,
        0,
      );
      const shipStars = METALS.reduce(
        (n, m) => n + SHIPPING[m].filter((sp, i) => typeof sp !== 'number' && i < sh.shipped[m]).length,
        0,
      );
      return claimStars + shipStars;
    }
    case 'perOffice2PlusCompletedShipping2':
      return 2 * sh.offices.length + 2 * completedRows(sh);
    case 'perContract3':
      return 3 * sh.contracts.length;
    default:
      return 0;
  }
}

/** The breakdown of every player's score now (the end's, once the game is over), from the majorities if known. */
export function scores(s: State, maj = majorities(s)): Record<string, FinalScore> {
  return Object.fromEntries(
    s.order.map((seat) => {
      const sh = s.sheets[seat];
      const majority = Object.fromEntries(TERRAINS.map((t) => [t, 0])) as Record<Terrain, number>;
      for (const m of maj) if (m.seat === seat) majority[m.terrain] += m.points;
      const firsts = maj.filter((m) => m.seat === seat && m.place === 1).length;
      const offices = Object.fromEntries(sh.offices.map((id) => [id, officeScore(s, seat, id, firsts)]));
      const total =
        sh.points.claims +
        sh.points.shipping +
        sh.points.contracts +
        Object.values(majority).reduce((a, b) => a + b, 0) +
        Object.values(offices).reduce((a, b) => a + b, 0);
      return [seat, { ...sh.points, majority, offices, total }];
    }),
  );
}

export function endGame(s: State, events: GameEvent[]): void {
  const maj = majorities(s);
  for (const m of maj) events.push({ type: 'majorityScored', ...m });
  const final = scores(s, maj);
  for (const seat of s.order)
    for (const [id, points] of Object.entries(final[seat].offices))
      events.push({ type: 'officeScored', seat, id, points });
  const best = Math.max(...s.order.map((p) => final[p].total));
  // §10 [R] ties share the victory: BGA defines no tie-breaker [S1]
  s.winners = s.order.filter((p) => final[p].total === best);
  s.final = final;
  events.push({
    type: 'gameEnded',
    winners: [...s.winners],
    totals: Object.fromEntries(s.order.map((p) => [p, final[p].total])),
  });
}
