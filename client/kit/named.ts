/**
 * The places a decision is about: a prompt often names one (the unit that acts, the town whose people are chosen)
 * besides the targets it offers, and the board marks it apart (a game's own map, or the kit's hex board: `name`). A game
 * says which of its strings are places on a board layer; the prompt's data is searched one level deep.
 */
export function namedPlaces(data: unknown, isPlace: (id: string) => boolean): string[] {
  if (!data || typeof data !== 'object') return [];
  const out: string[] = [];
  for (const v of Object.values(data as Record<string, unknown>))
    if (typeof v === 'string' && isPlace(v) && !out.includes(v)) out.push(v);
  return out;
}
