import type { ConformanceOptions } from './index';

/**
 * Known deviations the kit found, allowed by name until their game is fixed; remove an entry to see it fail again.
 *
 * vulcanus:
 * - A redraw (`{ type: 'redraw', cards }`) is accepted with its cards in any order, but legalActions() lists each
 *   set of cards once, in hand order: compared with the cards sorted.
 */
export const KNOWN: Record<string, ConformanceOptions> = {
  // rolled-west: a player's auto-bank choice is private (§12), but its effect on a roll is a public move (§8):
  // it copies the chosen die at once, or passes without a prompt (announced by a bankPassed event). Who is asked
  // therefore follows the choice — a ruling marked [R] in shared/rolled-west/flow.ts.
  'rolled-west': { secrecy: { allowFlowLeaks: true, noSecrets: ['ghost'] } },
  vulcanus: {
    garbage: {
      normalize: (a) =>
        a !== null && typeof a === 'object' && Array.isArray((a as { cards?: unknown }).cards)
          ? { ...a, cards: [...(a as { cards: unknown[] }).cards].sort() }
          : a,
    },
  },
};
