/**
 * §8.1 what each card does to the unit it resolves on (the target: the unit that met it, or Mother by Substitute).
 * Effects on the moving unit's move (its move ends, it steps back) apply to the unit that entered; [R] a "move ends"
 * suffered by Mother in its place ends nothing of hers unless she is the one moving, except Collapse ([R] ruling 7).
 */
import { CONT, DONE } from '../core/interpreter';
import { TUNING, type CardId } from './data/numbers';
import { enter, endMove, moveTo, moving } from './activation';
import { canEnter, isFlooded, setGround } from './board';
import { emit, rollDie, type C } from './ctx';
import { NEIGHBOURS, distance, upperNeighbours, type Hex } from './hex';
import { ask, type HandlerStep } from './prompts';
import { turnCardUp } from './reveal';
import type { Action, PromptKind, Task, Unit } from './types';
import { addStatus, held, isChild, kill, onMap, status, dropStatus, unit } from './units';

type EffectTask = Extract<Task, { t: 'effect' }>;

/** §9 a success check: 1d6 ≥ 4; a child always fails ([R] ruling 8: no die is rolled). */
export function check(c: C, u: Unit, card: CardId): boolean {
  if (isChild(u)) {
    emit(c, { e: 'checkResolved', unit: u.id, card, pass: false, auto: true, value: null });
    return false;
  }
  const value = rollDie(c, 'check', u.id);
  const pass = value >= TUNING.checkPass;
  emit(c, { e: 'checkResolved', unit: u.id, card, pass, auto: false, value });
  return pass;
}

/** [S1] Fall's injury check fails only on a 1; [R] it is a check, so a child fails it. */
function injuryCheck(c: C, u: Unit): boolean {
  if (isChild(u)) {
    emit(c, { e: 'checkResolved', unit: u.id, card: 'fall', pass: false, auto: true, value: null });
    return false;
  }
  const value = rollDie(c, 'injury', u.id);
  const pass = value > TUNING.fallInjuryFailsAtMost;
  emit(c, { e: 'checkResolved', unit: u.id, card: 'fall', pass, auto: false, value });
  return pass;
}

/** "+1 allowance now": the moving unit's allowance, or [R] ruling 6 its own activation later this turn. */
function allowanceNow(c: C, u: Unit, why: CardId): void {
  const act = c.s.activation;
  if (moving(c.s, u.id) && act) {
    act.allowance++;
    emit(c, { e: 'allowanceChanged', unit: u.id, by: 1, allowance: act.allowance, why });
  } else if (onMap(u) && !u.acted) addStatus(c, u, 'boost', c.s.turn, { n: 1 });
}

/** Forced moves back to the hex a unit came from resolve nothing there (§6.2). */
function stepBack(c: C, u: Unit, task: EffectTask): void {
  if (onMap(u) && u.hex === task.hex) moveTo(c, u, task.from, 'back');
}

/** The cards with a choice: the prompt's kind and its legal answers (empty: nothing to choose). */
function choice(c: C, task: EffectTask, t: Unit): { kind: PromptKind; options: Action[] } | null {
  const s = c.s;
  if (!onMap(t)) return null;
  switch (task.card) {
    case 'familyCall': {
      // [R] ruling 17: another member, never the one that drew it
      const options: Action[] = [];
      for (const x of s.units)
        if (x !== t && onMap(x) && !held(s, x) && distance(x.hex, t.hex) <= TUNING.familyCallRange)
          for (const h of upperNeighbours(x.hex))
            if (canEnter(s, x, h)) options.push({ type: 'call', unit: x.id, hex: h });
      return options.length ? { kind: 'familyCall', options: [...options, { type: 'pass' }] } : null;
    }
    case 'routeFound': {
      if (held(s, t)) return null;
      const options: Action[] = NEIGHBOURS[t.hex]
        .filter((h) => canEnter(s, t, h))
        .map((h) => ({ type: 'route', hex: h }));
      return options.length ? { kind: 'routeFound', options: [...options, { type: 'pass' }] } : null;
    }
    case 'flashlight': {
      const down = NEIGHBOURS[task.hex].filter((h) => s.cards[h] && !s.cards[h]?.up);
      if (down.length <= TUNING.flashlightCards) {
        turnUp(c, down, t);
        return null;
      }
      return {
        kind: 'flashlight',
        options: combinations(down, TUNING.flashlightCards).map((hexes) => ({ type: 'flashlight', hexes })),
      };
    }
    case 'shortcut': {
      const options: Action[] = [];
      for (let h = 0; h < s.ground.length; h++)
        if (
          (s.ground[h] === '#' || s.ground[h] === '^') &&
          !isFlooded(s, h) &&
          distance(h, task.hex) <= TUNING.shortcutRange
        )
          options.push({ type: 'shortcut', hex: h });
      return options.length ? { kind: 'shortcut', options } : null;
    }
    default:
      return null;
  }
}

function combinations(xs: Hex[], k: number): Hex[][] {
  if (k === 0) return [[]];
  const out: Hex[][] = [];
  xs.forEach((x, i) => {
    for (const rest of combinations(xs.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

function turnUp(c: C, hexes: Hex[], by: Unit): void {
  for (const h of hexes) turnCardUp(c, h, 'flashlight', by.id);
}

function answer(c: C, task: EffectTask, t: Unit, a: Action): void {
  const s = c.s;
  if (a.type === 'call') {
    const x = unit(s, a.unit);
    if (onMap(x)) enter(c, x, a.hex, 'called');
  } else if (a.type === 'route') {
    if (onMap(t)) enter(c, t, a.hex, 'route');
  } else if (a.type === 'flashlight') turnUp(c, a.hexes, t);
  else if (a.type === 'shortcut') {
    const was = s.ground[a.hex] as '#' | '^';
    setGround(s, a.hex, '.');
    emit(c, { e: 'shortcutOpened', hex: a.hex, was });
  }
}

export function effectTask(c: C, task: EffectTask, a: Action | null): HandlerStep {
  if (task.stage === 1) return DONE;
  const t = unit(c.s, task.unit);
  if (a) {
    answer(c, task, t, a);
    task.stage = 1;
    return CONT;
  }
  const ch = choice(c, task, t);
  if (ch) return ask(t.seat, ch.kind, ch.options, { unit: t.id, hex: task.hex, card: task.card });
  if (!['familyCall', 'routeFound', 'flashlight', 'shortcut'].includes(task.card)) resolve(c, task, t);
  return DONE;
}

/** The cards without a choice. */
function resolve(c: C, task: EffectTask, t: Unit): void {
  const s = c.s;
  const k = s.turn;
  const mover = unit(s, task.mover);
  switch (task.card) {
    case 'tailwind':
      return allowanceNow(c, t, 'tailwind');
    case 'radio':
      // [R] §8.1 if the real Shelter is already known (or §12 Known shelter), +1 allowance now instead
      if (s.options.knownShelter || s.shelters.some((x) => x.real && x.up)) return allowanceNow(c, t, 'radio');
      for (const tile of s.shelters)
        if (!tile.up) {
          tile.up = true;
          emit(c, { e: 'shelterRevealed', hex: tile.hex, real: tile.real });
        }
      return;
    case 'rest': {
      const act = s.activation;
      // [R] a unit met by Rest outside its own move (called, pulled, substituting) rests at once
      if (moving(s, t.id) && act) act.restHex = task.hex;
      else addStatus(c, t, 'rest', k + 1);
      return;
    }
    case 'highGround':
      return addStatus(c, t, 'highGround', k + 1);
    case 'waterBottle':
    case 'wisdomBag':
    case 'helper':
      s.tokens[task.card]++;
      emit(c, { e: 'tokenGained', token: task.card });
      return;
    case 'amulet':
      return addStatus(c, t, 'amulet', 0);
    case 'sprain':
      return addStatus(c, t, 'sprained', k + 1);
    case 'mud':
      return endMove(c, t, 'mud');
    case 'confusion':
      if (t === mover) stepBack(c, mover, task);
      return endMove(c, t, 'confusion');
    case 'exhaustion':
      return addStatus(c, t, 'exhausted', k + 1);
    case 'luggage':
      return addStatus(c, t, 'luggage', k);
    case 'disoriented':
      return addStatus(c, t, 'disoriented', k + 1);
    case 'watchStep':
      return addStatus(c, t, 'watchStep', k + 1);
    case 'fall':
      endMove(c, t, 'fall');
      addStatus(c, t, 'stunned', k + 1);
      if (!injuryCheck(c, t)) addStatus(c, t, 'injured', 0);
      return;
    case 'liveWire':
      endMove(c, t, 'liveWire');
      return addStatus(c, t, 'stunned', k + 1);
    case 'debris':
      endMove(c, t, 'debris');
      return addStatus(c, t, 'trapped', 0, { hex: task.hex });
    case 'collapse':
      return collapse(c, task, t, mover);
    case 'aftershockCard':
      if (rollDie(c, 'aftershock', t.id) <= TUNING.aftershockOn) {
        // §5.3 aftershocks never stack: next turn's penalty is −1 however many strike
        s.aftershock = k + 1;
        emit(c, { e: 'aftershock', turn: k + 1, source: 'card' });
      }
      return;
    case 'flooded':
      if (!check(c, t, 'flooded')) endMove(c, t, 'flooded');
      return;
    case 'glass':
      if (!check(c, t, 'glass')) addStatus(c, t, 'sprained', k + 1);
      return;
    case 'wall':
      if (!check(c, t, 'wall')) {
        endMove(c, t, 'wall');
        addStatus(c, t, 'stunned', k + 1);
      }
      return;
    default:
      return;
  }
}

/**
 * Collapse: a check; fail, the unit dies (an Amulet saves it, as a pass); pass, it steps back and its move ends. With
 * Substitute, Mother rolls and suffers the death, and [R] ruling 7 the original unit steps back and its move ends.
 * Either way the hex becomes a terrain tile ([R] units already standing there are unharmed and may step off).
 */
function collapse(c: C, task: EffectTask, t: Unit, mover: Unit): void {
  let pass = check(c, t, 'collapse');
  if (!pass) {
    const amulet = status(t, 'amulet');
    if (amulet) {
      dropStatus(c, t, amulet, 'used');
      emit(c, { e: 'amuletUsed', unit: t.id });
      pass = true;
    } else kill(c, t, 'collapse', t === mover ? task.from : null);
  }
  if (t !== mover || pass) {
    stepBack(c, mover, task);
    endMove(c, mover, 'collapse');
  }
  setGround(c.s, task.hex, '#');
  emit(c, { e: 'hexCollapsed', hex: task.hex });
}
