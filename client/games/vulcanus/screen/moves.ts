/**
 * A move as one gesture: what a drag on the map (or a tap on a far town) may do in the decision shown. It reads the
 * decision's options only: a move's ends (`move`, `heli`), and for a decision that moves one step per answer (the
 * kaiju walking, lava flowing) the roads of the map, so that a path picked several steps ahead can be answered one
 * step at a time as each next decision offers it (the screen kit's AnswerChain). Whether a step is legal stays the
 * engine's to say: a path whose next step is not offered simply stops there.
 */
import { ADJACENT, ROAD_DIST, TOWN_IDS, roadPath, townIndex, type TownId } from '../../../../shared/vulcanus/data/map';
import type { Action, Prompt } from '../../../../shared/vulcanus/types';

type Move = Extract<Action, { type: 'move' | 'heli' }>;

const isMove = (a: Action): a is Move => a.type === 'move' || a.type === 'heli';

/** The decisions that move one step per answer, asked again while steps are left (§8.2 kaiju moves, Lava Flow). */
const STEPWISE = new Set<Prompt['kind']>(['kaijuMove', 'lavaFlowStep']);

/** The options that move something (a piece's, a unit's, the kaiju's, lava's, the helicopter's). */
export function moveOptions(options: readonly Action[]): Move[] {
  return options.filter(isMove);
}

/** The towns a drag may start from: where an offered move begins. */
export function moveOrigins(options: readonly Action[]): string[] {
  return [...new Set(moveOptions(options).map((m) => m.from))];
}

/** The towns an offered move from `from` reaches in one answer. */
export function moveTargets(options: readonly Action[], from: string): string[] {
  return [
    ...new Set(
      moveOptions(options)
        .filter((m) => m.from === from)
        .map((m) => m.to),
    ),
  ];
}

/** The offered moves from one town to another (one per kind of piece that could go). */
export function movesBetween(options: readonly Action[], from: string, to: string): Move[] {
  return moveOptions(options).filter((m) => m.from === from && m.to === to);
}

/** Whether this decision moves one step per answer and comes again for the next step. */
export function stepwise(p: Prompt | null | undefined): boolean {
  return !!p && STEPWISE.has(p.kind) && moveOptions(p.options).length > 0;
}

/**
 * The towns a stepwise move could reach by answering its decisions in turn, with the road path to each (nearest
 * first): every town within the steps the decision says are left (the kaiju's walk), each path starting with one
 * of the offered first steps. Without a count of steps (lava flowing on), only the offered steps themselves.
 */
export function farTargets(p: Prompt): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const moves = moveOptions(p.options);
  const from = moves[0]?.from;
  if (!from || moves.some((m) => m.from !== from)) return out;
  const first = new Set(moves.map((m) => m.to));
  const steps = p.info?.steps ?? 1;
  const i = townIndex(from);
  const reach = TOWN_IDS.map((id, j) => ({ id, j })).filter(({ j }) => j !== i && ROAD_DIST[i][j] <= steps);
  reach.sort((a, b) => ROAD_DIST[i][a.j] - ROAD_DIST[i][b.j] || a.j - b.j);
  for (const { id, j } of reach) {
    const path = roadPath(i, j).map((k) => TOWN_IDS[k]);
    if (first.has(path[0])) out.set(id, path);
  }
  return out;
}

/**
 * A drag along the roads: the town the finger enters joins the path when a road leads there from the path's end
 * (and the path is not yet `max` steps long); going back onto the previous town takes the last step off.
 */
export function extendPath(from: string, path: readonly string[], town: string, max: number): string[] {
  const end = path.length ? path[path.length - 1] : from;
  if (town === end) return [...path];
  const before = path.length > 1 ? path[path.length - 2] : from;
  if (path.length && town === before) return path.slice(0, -1);
  const adjacent = ADJACENT[townIndex(end)]?.includes(townIndex(town));
  if (!adjacent || path.length >= max || town === from || path.includes(town)) return [...path];
  return [...path, town];
}

/** The answers that walk a path, one step each: the first is answered now, the rest as each decision comes. */
export function pathSteps(first: Move, path: readonly string[]): Move[] {
  const out: Move[] = [];
  let at = first.from;
  for (const to of path as readonly TownId[]) {
    out.push({ ...first, from: at, to });
    at = to;
  }
  return out;
}
