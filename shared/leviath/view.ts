/**
 * §15 who sees what. Leviath's space, memo, awakening cards and unused evolution names go to the kaiju alone; the
 * dyke letters to the human seats alone (counts for the kaiju and spectators, never objects with a stable slot);
 * a hand to its owner alone. A kaiju prompt shows to the others as "Leviath's turn". [R] §15 once the game is over,
 * everything but the humans' hands is revealed (the gameEnded event carries the same); the public clues and the
 * candidate set are in every view whatever the overlay option, which only says whether the humans' screen draws it.
 */
import { cloneJson } from '../core/clone';
import { asView, type SeatView } from '../core/game';
import { NUMBERS } from './data/numbers';
import type { Day, GameEvent, HumanSeat, State, Tier, View, Viewer } from './types';

const isHuman = (s: State, viewer: Viewer): boolean => s.humans.includes(viewer as HumanSeat);

/** The keys of a view that differ between viewers (the host sends each seat only its difference from the public). */
export const PRIVATE_KEYS = ['prompt', 'dykes', 'hands', 'secret', 'tasks'] as const;

type Private = Pick<View, (typeof PRIVATE_KEYS)[number]>;

/**
 * The private part of `viewer`'s view. `knows` lists the human seats whose hands it sees (a computer team pools the
 * hands of its computer seats, as players describe their cards aloud, §6).
 */
export function privatePart(s: State, viewer: Viewer, knows: readonly string[] = [viewer]): Private {
  const over = s.result !== null;
  const kaiju = viewer === 'kaiju';
  const p = s.prompts.length ? s.prompts[0] : null;
  const d = s.dykes;
  const letters = isHuman(s, viewer) || over;
  const k = s.kaiju;
  return {
    prompt: p ? { seat: p.seat, kind: p.seat === 'kaiju' && !kaiju ? 'kaiju' : p.kind } : null,
    dykes: {
      materials: letters ? [...d.materials].sort() : null,
      construction: letters ? [...d.construction].sort() : null,
      materialsCount: d.materials.length,
      constructionCount: d.construction.length,
      discard: [...d.discard],
    },
    hands: Object.fromEntries(
      s.humans.map((h) => [
        h,
        { count: s.hands[h].length, cards: knows.includes(h) ? s.hands[h].map((x) => x.card) : null },
      ]),
    ),
    // §15 which step of its turn Leviath is in is its own knowledge: the others see its turn as one step
    tasks: s.stack.map((t) => (t.t === 'kaijuTurn' && !kaiju ? { t: 'kaijuTurn', stage: 'action' } : cloneJson(t))),
    secret:
      kaiju || over
        ? {
            at: k.at,
            trail: [...k.trail],
            awakening: [...k.awakening],
            evolution: k.evolution.map((e) => ({ ...e })),
          }
        : null,
  };
}

function publicPart(s: State): Omit<View, (typeof PRIVATE_KEYS)[number]> {
  const byDay: Record<Day, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  const evolution: Tier[] = [];
  for (const item of s.deck)
    if (item.k === 'card') byDay[item.day]++;
    else evolution.push(item.tier);
  const top = s.deck[0];
  const k = s.kaiju;
  return {
    options: { ...s.options },
    humans: [...s.humans],
    turn: s.turn,
    ships: { ...s.ships },
    mines: [...s.mines],
    mineSupply: NUMBERS.mines - s.mines.length,
    submerged: [...s.submerged],
    deck: {
      size: s.deck.length,
      byDay,
      evolution,
      top: top ? (top.k === 'card' ? { k: 'card', day: top.day } : { k: 'evolution', tier: top.tier }) : null,
    },
    discard: [...s.discard],
    kaiju: {
      energy: k.energy,
      awakeningCount: k.awakening.length,
      awakeningDeckCount: k.awakeningDeck.length,
      awakeningDiscard: [...k.awakeningDiscard],
      evolution: k.evolution.map((e) => ({ tier: e.tier, card: e.revealed ? e.card : null })),
    },
    intimidated: s.intimidated,
    marker: [...s.marker],
    clues: s.clues.map((c) => ({ ...c, ...('spaces' in c ? { spaces: [...c.spaces] } : { mines: [...c.mines] }) })),
    candidates: [...s.candidates],
    windowMinMs: NUMBERS.windowMinMs,
    result: s.result ? { ...s.result } : null,
  };
}

/** Keys in one fixed order, so that equal views are equal JSON text. */
function assemble(pub: ReturnType<typeof publicPart>, priv: Private): View {
  return {
    options: pub.options,
    humans: pub.humans,
    turn: pub.turn,
    prompt: priv.prompt,
    ships: pub.ships,
    mines: pub.mines,
    mineSupply: pub.mineSupply,
    submerged: pub.submerged,
    dykes: priv.dykes,
    deck: pub.deck,
    discard: pub.discard,
    hands: priv.hands,
    kaiju: pub.kaiju,
    secret: priv.secret,
    tasks: priv.tasks,
    intimidated: pub.intimidated,
    marker: pub.marker,
    clues: pub.clues,
    candidates: pub.candidates,
    windowMinMs: pub.windowMinMs,
    result: pub.result,
  };
}

export function view(s: State, viewer: Viewer): SeatView<View> {
  return asView(assemble(publicPart(s), privatePart(s, viewer)));
}

/** What the computer players of the human team know together: their own hands pooled (never a person's hand). */
export function teamView(s: State, seat: Viewer, team: readonly string[]): SeatView<View> {
  if (!isHuman(s, seat)) return view(s, seat);
  return asView(assemble(publicPart(s), privatePart(s, seat, [seat, ...team.filter((x) => x !== 'kaiju')])));
}

/** The replay's "show everything" of a finished game: the kaiju's secrets, the dyke letters and every hand. */
export function fullView(s: State): SeatView<View> {
  const pub = publicPart(s);
  const priv = privatePart(s, 'kaiju', s.humans);
  const d = s.dykes;
  priv.dykes = { ...priv.dykes, materials: [...d.materials].sort(), construction: [...d.construction].sort() };
  return asView(assemble(pub, priv));
}

/** §15 an event as `viewer` may see it: the secret half blanked (the event itself always goes to everyone). */
export function redactEvent(s: State, e: GameEvent, viewer: Viewer): GameEvent {
  const kaiju = viewer === 'kaiju';
  switch (e.type) {
    case 'kaijuStarted':
      return kaiju ? e : { ...e, space: null };
    case 'kaijuMoved':
      return kaiju ? e : { ...e, path: null };
    case 'tsunami':
      return kaiju ? e : { ...e, from: null };
    case 'awakeningDrawn':
      return kaiju ? e : { ...e, card: null };
    case 'evolutionGained':
      return kaiju ? e : { ...e, card: null };
    case 'cardDrawn':
      return viewer === e.seat ? e : { ...e, card: null };
    case 'dykeBuilt':
      return isHuman(s, viewer) ? e : { ...e, letter: null };
    default:
      return e;
  }
}
