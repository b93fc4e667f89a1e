/**
 * The view on screen as an update's events play one by one: each event's own facts (a member moved, a card turned,
 * a row flooded) written into a copy of the view drawn before it, so that the map shows each step as it happens. The
 * update's own view replaces it once its events have played; nothing here decides anything the events do not say.
 */
import type { GameEvent, View } from '../../../../shared/tsunami/types';

export function patchView(v: View, e: GameEvent): View {
  const units = () => v.units.map((u) => ({ ...u, statuses: [...u.statuses] }));
  switch (e.e) {
    case 'unitMoved':
      return { ...v, units: units().map((u) => (u.id === e.unit ? { ...u, hex: e.to } : u)) };
    case 'unitEscaped':
    case 'unitDied':
      return {
        ...v,
        units: units().map((u) =>
          u.id === e.unit ? { ...u, hex: null, fate: e.e === 'unitEscaped' ? 'escaped' : 'died', wetIn: null } : u,
        ),
      };
    case 'cardRevealed':
    case 'cardMet': {
      const cards = [...v.cards];
      cards[e.hex] = { zone: cards[e.hex]?.zone ?? 'G', card: e.card };
      return { ...v, cards };
    }
    case 'cardDiscarded': {
      const cards = [...v.cards];
      cards[e.hex] = null;
      return { ...v, cards };
    }
    case 'cardsSwapped': {
      const cards = [...v.cards];
      [cards[e.from], cards[e.to]] = [cards[e.to], cards[e.from]];
      return { ...v, cards };
    }
    case 'hexCollapsed': {
      const cards = [...v.cards];
      cards[e.hex] = null;
      return { ...v, cards, ground: v.ground.slice(0, e.hex) + '#' + v.ground.slice(e.hex + 1) };
    }
    case 'shortcutOpened':
      return { ...v, ground: v.ground.slice(0, e.hex) + '.' + v.ground.slice(e.hex + 1) };
    case 'shelterRevealed':
      return {
        ...v,
        shelters: v.shelters.map((s) => (s.hex === e.hex ? { ...s, tile: e.real ? 'shelter' : 'closed' } : s)),
      };
    case 'rowsFlooded': {
      const lost = new Set(e.cardsLost);
      return { ...v, flooded: e.rows[1], cards: v.cards.map((c, h) => (lost.has(h) ? null : c)) };
    }
    case 'statusGained':
      return {
        ...v,
        units: units().map((u) =>
          u.id === e.unit ? { ...u, statuses: [...u.statuses, { k: e.status, turn: e.turn }] } : u,
        ),
      };
    case 'statusEnded':
      return {
        ...v,
        units: units().map((u) =>
          u.id === e.unit ? { ...u, statuses: u.statuses.filter((s) => s.k !== e.status) } : u,
        ),
      };
    case 'leadStarted':
    case 'leadEnded': {
      const on = e.e === 'leadStarted';
      return {
        ...v,
        units: units().map((u) =>
          u.id === e.unit
            ? { ...u, leading: on ? e.led : null }
            : u.id === e.led
              ? { ...u, ledBy: on ? e.unit : null }
              : u,
        ),
      };
    }
    case 'tokenGained':
    case 'tokenUsed':
      return {
        ...v,
        tokens: { ...v.tokens, [e.token]: Math.max(0, v.tokens[e.token] + (e.e === 'tokenGained' ? 1 : -1)) },
      };
    case 'catMoved':
      return v.cat ? { ...v, cat: { ...v.cat, hex: e.to } } : v;
    default:
      return v;
  }
}
