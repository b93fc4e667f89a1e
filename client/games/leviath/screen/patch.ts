/**
 * The view on screen while an update's events play: each event's public change applied to a copy of the last view,
 * so a second step starts where the first ended. Only the event as received is used (redacted for this seat), and
 * the update's own view replaces the copy once its events have played.
 */
import type { GameEvent, View } from '../../../../shared/leviath/types';

export function patchView(v: View, e: GameEvent): View {
  switch (e.type) {
    case 'shipMoved':
      return { ...v, ships: { ...v.ships, [e.ship]: e.to } };
    case 'shipEaten':
      return { ...v, ships: { ...v.ships, [e.ship]: 'port' } };
    case 'setupMine':
      return { ...v, mines: [...v.mines, e.space].sort((a, b) => a - b) };
    case 'minePlaced':
      return { ...v, mines: [...v.mines.filter((m) => m !== e.from), e.space].sort((a, b) => a - b) };
    case 'mineRemoved':
      return { ...v, mines: v.mines.filter((m) => m !== e.space) };
    case 'setupFlood':
    case 'townSubmerged':
      return v.submerged.includes(e.letter) ? v : { ...v, submerged: [...v.submerged, e.letter] };
    case 'energy':
      return { ...v, kaiju: { ...v.kaiju, energy: e.to } };
    case 'searched':
      return { ...v, tasks: [...v.tasks, { t: 'search', card: e.card, spaces: e.spaces, stage: 'window' }] };
    case 'searchAnswered':
    case 'searchJammed':
      return { ...v, tasks: v.tasks.filter((t) => t.t !== 'search') };
    case 'kaijuStarted':
      return e.space === null || !v.secret ? v : { ...v, secret: { ...v.secret, at: e.space, trail: [e.space] } };
    case 'kaijuMoved': {
      const sec = v.secret;
      if (!e.path || !sec || !e.path.length) return v;
      return { ...v, secret: { ...sec, at: e.path[e.path.length - 1], trail: [...sec.trail, ...e.path.slice(1)] } };
    }
    default:
      return v;
  }
}
