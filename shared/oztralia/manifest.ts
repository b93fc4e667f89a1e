/**
 * §10.5 the manifestation cards: each card's effect, then its toll on every player (the top right). [R] §10.5
 * effects over several tiles or sites run in hex id order, each checked when its turn comes; "for each port" runs in
 * seat order; an effect with an empty reference set does nothing.
 */
import { MANIFESTATIONS, NUMBERS, OLD_ONE_CARDS, type Family, type ManifestId } from './data';
import {
  emit,
  faceDown,
  farmHexes,
  nearestFaceDown,
  placeAside,
  placeFaceDown,
  portsInSeatOrder,
  reveal,
  trackHexes,
  withinMask,
  type Ctx,
} from './board';
import { timeForward } from './calendar';
import { drawCard } from './cards';
import { LAND_DIRS, LEVEL_OF, SURVEY_SITES, landDistances, type Hex } from './hex';
import { groupsOf, moveGroup } from './movement';
import { player } from './player';
import { CONT, DONE, type Step } from './steps';
import type { OldOne, State, Task } from './types';

type OldTurn = Extract<Task, { t: 'oldTurn' }>;

const revealAll = (c: Ctx, pick: (t: OldOne) => boolean): void => {
  for (const t of faceDown(c.s)) if (pick(t) && c.s.tiles.includes(t)) reveal(c, t);
};

/** Reveals the face-down tile nearest to each port in seat order (Restless Scrub, Despair). */
function revealNearPorts(c: Ctx): void {
  for (const { hex } of portsInSeatOrder(c.s)) {
    const t = nearestFaceDown(c.s, [hex]);
    if (t) reveal(c, t);
  }
}

function revealNearest(c: Ctx, sources: Hex[], n: number): void {
  for (let i = 0; i < n; i++) {
    const t = nearestFaceDown(c.s, sources);
    if (t) reveal(c, t);
  }
}

const emptySite = (s: State, hex: Hex): boolean => !s.tiles.some((t) => t.hex === hex);

function placeOnSites(c: Ctx, pick: (hex: Hex) => boolean, level: (hex: Hex) => 1 | 2 | 3): void {
  for (const hex of SURVEY_SITES) if (pick(hex) && emptySite(c.s, hex)) placeFaceDown(c, hex, level(hex));
}

/** The Avatar / The Great One: the level-3 survey site nearest (land distance) to any port. */
function placeGreat(c: Ctx, kind: 'X' | 'XX', otherwise: (t: OldOne) => boolean): void {
  const s = c.s;
  if (!s.aside.includes(kind)) {
    revealAll(c, otherwise);
    return;
  }
  const ports = portsInSeatOrder(s).map((p) => p.hex);
  if (!ports.length) return;
  const d = landDistances(ports);
  let best = -1;
  for (const hex of SURVEY_SITES) if (LEVEL_OF[hex] === 3 && (best < 0 || d[hex] < d[best])) best = hex;
  if (best >= 0) placeAside(c, best, kind);
}

/** Blight Wind: each face-up mobile group next to an unblighted farm moves onto it (the first by direction 1…6). */
function blightWind(c: Ctx): void {
  const s = c.s;
  const all: Family[] = ['H', 'U', 'F', 'B', 'P', 'G'];
  for (const uids of groupsOf(s, all)) {
    const tiles = s.tiles.filter((t) => uids.includes(t.uid));
    if (!tiles.length) continue;
    const from = tiles[0].hex;
    const to = LAND_DIRS[from].find((n) => n >= 0 && s.farms.some((f) => f.hex === n && !f.blighted));
    if (to === undefined) continue;
    moveGroup(c, uids, to, null);
  }
}

/** [R] §10.2 movement not caused by an Old One card draws one card for its direction, for the whole effect. */
function march(c: Ctx, families: Family[]): void {
  const s = c.s;
  const groups = groupsOf(s, families);
  if (!groups.length) return;
  const card = drawCard(c, 'march');
  s.stack.push({ t: 'move', families, dir: OLD_ONE_CARDS[card].dir, groups, i: 0, card });
}

/** §10.1 step 2: turns the top card and resolves it; its toll follows (pushed first, so it runs after). */
export function manifest(c: Ctx, turn: OldTurn): void {
  const s = c.s;
  const id = s.manifest.deck.pop();
  if (!id) return;
  s.manifest.shown.push(id);
  emit(c, { type: 'manifestation', card: id });
  if (MANIFESTATIONS[id].toll !== 'none') s.stack.push({ t: 'tolls', card: id });
  effect(c, id, turn);
}

function effect(c: Ctx, id: ManifestId, turn: OldTurn): void {
  const s = c.s;
  switch (id) {
    case 'restlessScrub':
    case 'despair':
      return revealNearPorts(c);
    case 'shamblers':
      return revealAll(c, (t) => t.level === 1);
    case 'strangeTracks': {
      const near = withinMask(farmHexes(s), 2);
      return revealAll(c, (t) => near[t.hex] === 1);
    }
    case 'dustStorm':
      turn.cards = NUMBERS.dustStormCards;
      return;
    case 'cultMeeting':
      return placeOnSites(
        c,
        (hex) => LEVEL_OF[hex] > 0,
        () => 1,
      );
    case 'lightsInTheSky':
      return revealNearest(c, trackHexes(s), 1);
    case 'badOmens':
      return revealNearest(
        c,
        portsInSeatOrder(s).map((p) => p.hex),
        1,
      );
    case 'theHunt':
      return revealAll(c, (t) => t.level === 2);
    case 'blightWind':
      return blightWind(c);
    case 'respawn':
      return placeOnSites(
        c,
        (hex) => LEVEL_OF[hex] > 0,
        (hex) => LEVEL_OF[hex] as 1 | 2 | 3,
      );
    case 'lostHours':
      return revealNearest(c, farmHexes(s), 1);
    case 'nightMarch':
      return march(c, ['H', 'U']);
    case 'eyesInTheDark': {
      const near = withinMask(
        portsInSeatOrder(s).map((p) => p.hex),
        3,
      );
      return revealAll(c, (t) => near[t.hex] === 1);
    }
    case 'madness':
      return revealNearest(c, farmHexes(s), 2);
    case 'theAvatar':
      return placeGreat(c, 'X', (t) => t.level === 3);
    case 'theGreatOne':
      return placeGreat(c, 'XX', () => true);
    case 'awakening':
      return revealAll(c, () => true);
    case 'frenzy':
      return march(c, ['H', 'U', 'F', 'B', 'G']);
    case 'deepStirring':
      return revealAll(c, (t) => t.level === 3);
    case 'secondWave':
      return placeOnSites(
        c,
        (hex) => LEVEL_OF[hex] >= 2,
        () => 2,
      );
  }
}

/** The toll (top right) on every player. [R] §10.5 skipped for a player who cannot pay it. */
export function tollsHandler(c: Ctx, task: Extract<Task, { t: 'tolls' }>): Step {
  const s = c.s;
  switch (MANIFESTATIONS[task.card].toll) {
    case 'loseGold':
      for (const seat of s.order) {
        const p = player(s, seat);
        if (p.gold > 0) {
          p.gold--;
          emit(c, { type: 'goldLost', seat });
        }
      }
      return DONE;
    case 'sanity':
      for (const seat of s.order) {
        player(s, seat).dread = true;
        emit(c, { type: 'dread', seat });
      }
      return DONE;
    case 'timeForward':
      timeForward(c);
      return DONE;
    case 'discardCoalOrIron':
      s.stack[s.stack.length - 1] = { t: 'dust', i: 0 };
      return CONT;
    default:
      return DONE;
  }
}

/** Dust Storm's discard, in seat order: a choice only for a player holding both coal and iron. */
export function dustHandler(c: Ctx, task: Extract<Task, { t: 'dust' }>, res: 'coal' | 'iron' | null): Step {
  const s = c.s;
  if (res) {
    const seat = s.order[task.i];
    player(s, seat)[res]--;
    emit(c, { type: 'resourceDiscarded', seat, res });
    task.i++;
  }
  while (task.i < s.order.length) {
    const seat = s.order[task.i];
    const p = player(s, seat);
    if (p.coal > 0 && p.iron > 0) return { seat, kind: 'discard' };
    const only = p.coal > 0 ? 'coal' : p.iron > 0 ? 'iron' : null;
    if (only) {
      p[only]--;
      emit(c, { type: 'resourceDiscarded', seat, res: only });
    }
    task.i++;
  }
  return DONE;
}
