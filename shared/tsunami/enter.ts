/**
 * §6.2 entering a hex, by a step or any other move: a candidate shelter is turned (§10); a card is revealed or met,
 * the reaction window opens (all legal reactions offered at once, the first confirmed stands), then the card
 * resolves on the unit (or on Mother, by Substitute). Afterwards: Watch Your Step, Debris, the led unit following
 * Mother ([R] ruling 5), and Father's Pull-up offer (§7).
 */
import { CONT, DONE } from '../core/interpreter';
import { CARDS, TUNING, type Skill } from './data/numbers';
import { moveTo, endMove } from './activation';
import { shelterAt } from './board';
import { emit, type C } from './ctx';
import { clearDebris, freeTrapped } from './debris';
import { distance, nearby } from './hex';
import { ask, type HandlerStep, type Raise } from './prompts';
import { turnCardUp } from './reveal';
import { payments } from './skills';
import type { Action, ReactionSkill, Seat, State, Task, Unit } from './types';
import { checkLead, escape, has, held, onMap, unit } from './units';

type EnterTask = Extract<Task, { t: 'enter' }>;

/** Each seat's reactions to the card met in this window ([R] §6.2: a Stunned or Trapped unit cannot react). */
export function reactionOffers(s: State, task: EnterTask): Map<Seat, Action[]> {
  const out = new Map<Seat, Action[]>();
  const add = (seat: Seat, a: Action) => {
    if (task.passed.includes(seat)) return;
    const list = out.get(seat) ?? [];
    list.push(a);
    out.set(seat, list);
  };
  const offer = (u: Unit, skill: ReactionSkill & Skill) => {
    for (const pay of payments(s, u, skill)) add(u.seat, { type: 'react', skill, ...pay });
  };
  const h = task.hex;
  for (const u of s.units) {
    if (!onMap(u) || held(s, u)) continue;
    // §7 [T] Grandma's Wisdom: a card met within 2 hexes of her, herself included
    if (distance(u.hex, h) <= TUNING.wisdomRange) offer(u, 'wisdom');
    // §7 Substitute and §12 Protect: a card met by another unit next to her ([R] ruling 4: or on her hex)
    if (u.id !== task.unit && nearby(u.hex, h)) {
      offer(u, 'substitute');
      offer(u, 'protect');
    }
  }
  // §8.1 the Helper token: any player may discard it
  if (s.tokens.helper > 0) for (const seat of seatsOf(s)) add(seat, { type: 'react', skill: 'helper' });
  return out;
}

const seatsOf = (s: State): Seat[] => [...new Set(s.units.map((u) => u.seat))];

function react(c: C, task: EnterTask, a: Extract<Action, { type: 'react' }>, seat: Seat): void {
  const s = c.s;
  const card = task.card ?? 'clear';
  let who: Unit | null = null;
  if (a.skill === 'helper') {
    s.tokens.helper--;
    emit(c, { e: 'tokenUsed', token: 'helper', unit: null });
  } else {
    const role = a.skill === 'wisdom' ? 'grandma' : a.skill === 'substitute' ? 'mother' : 'girlfriend';
    who = s.units.find((u) => u.seat === seat && u.role === role && onMap(u)) ?? null;
    if (!who) return;
    if (a.bag) {
      s.tokens.wisdomBag--;
      emit(c, { e: 'tokenUsed', token: 'wisdomBag', unit: who.id });
    } else who.cards[a.skill] = (who.cards[a.skill] ?? 0) - 1;
    emit(c, {
      e: 'skillUsed',
      unit: who.id,
      skill: a.skill,
      bag: !!a.bag,
      target: unit(s, task.unit).id,
      hex: task.hex,
    });
  }
  emit(c, { e: 'reactionUsed', skill: a.skill, unit: who?.id ?? null, seat, hex: task.hex, card, bag: !!a.bag });
  if (a.skill === 'substitute' && who) task.target = who.id;
  else task.cancelled = true;
}

/** The reaction window's group: every seat asked holds one decision until the first reaction or the last pass. */
export const windowGroup = (task: EnterTask): string => `react:${task.window}`;

export function enterTask(c: C, task: EnterTask, a: Action | null, seat: Seat | null): HandlerStep {
  const s = c.s;
  const u = unit(s, task.unit);
  switch (task.stage) {
    case 'arrive': {
      if (!onMap(u) || u.hex !== task.hex) return DONE;
      const tile = shelterAt(s, task.hex);
      if (tile) {
        if (!tile.up) {
          tile.up = true;
          emit(c, { e: 'shelterRevealed', hex: tile.hex, real: tile.real });
        }
        // §10 the real Shelter: the unit escapes; a Closed one is an ordinary hex from now on
        if (tile.real) {
          escape(c, u);
          return DONE;
        }
        task.stage = 'after';
        return CONT;
      }
      const slot = s.cards[task.hex];
      if (!slot) {
        task.stage = 'after';
        return CONT;
      }
      task.card = slot.card;
      if (!slot.up) {
        task.fresh = true;
        turnCardUp(c, task.hex, 'entry', u.id);
      } else emit(c, { e: 'cardMet', hex: task.hex, card: slot.card, unit: u.id });
      if (slot.card === 'clear') {
        // [R] ruling 11: no reaction window for All Clear
        s.cards[task.hex] = null;
        emit(c, { e: 'cardDiscarded', hex: task.hex, card: 'clear', why: 'resolved' });
        task.stage = 'after';
        return CONT;
      }
      task.stage = 'window';
      task.window = s.promptSeq + 1;
      return CONT;
    }
    case 'window': {
      if (a?.type === 'react' && seat) {
        react(c, task, a, seat);
        task.stage = 'resolve';
        return CONT;
      }
      if (a?.type === 'pass' && seat) {
        task.passed.push(seat);
        return CONT;
      }
      const offers = reactionOffers(s, task);
      if (!offers.size) {
        if (task.passed.length) emit(c, { e: 'reactionsPassed', hex: task.hex, card: task.card ?? 'clear' });
        task.stage = 'resolve';
        return CONT;
      }
      const group = windowGroup(task);
      return [...offers].map(([st, options]): Raise =>
        ask(st, 'reaction', [...options, { type: 'pass' }], {
          unit: u.id,
          hex: task.hex,
          card: task.card ?? undefined,
          group,
        }),
      );
    }
    case 'resolve': {
      task.stage = 'after';
      const card = task.card;
      if (!card) return CONT;
      const slot = s.cards[task.hex];
      if (task.cancelled) {
        // Wisdom, Helper, Protect: the card is discarded with no effect (a persistent one too)
        if (slot) s.cards[task.hex] = null;
        emit(c, { e: 'cardResolved', hex: task.hex, card, unit: task.target, cancelled: true });
        emit(c, { e: 'cardDiscarded', hex: task.hex, card, why: 'cancelled' });
        // a Debris card gone from its hex frees whoever it held
        if (card === 'debris') freeTrapped(c, task.hex);
        return CONT;
      }
      emit(c, { e: 'cardResolved', hex: task.hex, card, unit: task.target, cancelled: false });
      if (!CARDS[card].persistent && slot) {
        s.cards[task.hex] = null;
        emit(c, { e: 'cardDiscarded', hex: task.hex, card, why: 'resolved' });
      }
      s.stack.push({
        t: 'effect',
        card,
        hex: task.hex,
        from: task.from,
        unit: task.target,
        mover: task.unit,
        stage: 0,
      });
      return CONT;
    }
    default:
      return after(c, task, u);
  }
}

function after(c: C, task: EnterTask, u: Unit): HandlerStep {
  const s = c.s;
  if (onMap(u) && u.hex === task.hex) {
    // §6.2 Watch Your Step: a face-down card's hex only as the last step of the move
    if (task.fresh && has(s, u, 'watchStep')) endMove(c, u, 'watchStep');
  }
  // [R] ruling 5: the led unit moves with Mother onto the hex she stepped to, once it has resolved (where a card
  // sent her on, it goes along; [R] where one turned her back, it stays); it draws no card
  const led = u.leading ? unit(s, u.leading) : null;
  if (led && onMap(led) && onMap(u)) {
    const stepped = task.how === 'step' || task.how === 'stumble';
    if (stepped && u.hex !== task.from && led.hex !== u.hex) {
      moveTo(c, led, u.hex, 'led');
      s.stack.push({ t: 'pull', unit: led.id });
    } else checkLead(c, u);
  }
  clearDebris(c);
  // §7 Pull-up is offered each time another unit arrives next to Father; [R] not again after a pull itself
  if (onMap(u) && task.how !== 'pulled') s.stack.push({ t: 'pull', unit: u.id });
  return DONE;
}
