/**
 * §13 for the conformance kit and the leak tests: a copy of a state that differs only in what nobody may know — the
 * faces of the face-down cards (exchanged among the face-down cards and the cards removed unseen that share a zone
 * back), which shelter tile not yet turned is the real one, and the generator's future. No seat has secrets of its
 * own (the deck is a secret from every seat), so every seat's perturbation is of this kind.
 */
import { cloneJson } from '../core/clone';
import { nextU32, randInt, seedRng, shuffle } from '../core/rng';
import { ZONES } from './data/numbers';
import type { State, Viewer } from './types';

export function perturbSecrets(state: State, _viewer: Viewer, seed: number): State {
  const s = cloneJson(state);
  const r = seedRng(seed);
  s.rng = seedRng(nextU32(r));
  shuffleHidden(s, () => randInt(r, 2 ** 30));
  return s;
}

/** Exchanges the hidden faces within each zone back and moves the real shelter among the unturned tiles. */
export function shuffleHidden(s: State, random: () => number): void {
  const r = seedRng(random());
  for (const zone of ZONES) {
    const places: { get(): State['lost'][number]['card']; set(x: State['lost'][number]['card']): void }[] = [];
    s.cards.forEach((slot) => {
      if (slot && !slot.up && slot.zone === zone)
        places.push({ get: () => slot.card, set: (x) => void (slot.card = x) });
    });
    for (const l of s.lost) if (l.zone === zone) places.push({ get: () => l.card, set: (x) => void (l.card = x) });
    const faces = shuffle(
      r,
      places.map((p) => p.get()),
    );
    places.forEach((p, i) => p.set(faces[i]));
  }
  const hidden = s.shelters.filter((t) => !t.up);
  if (hidden.some((t) => t.real)) {
    for (const t of hidden) t.real = false;
    hidden[randInt(r, hidden.length)].real = true;
  }
}
