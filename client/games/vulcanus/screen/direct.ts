/**
 * Directs one event's animation around the map: the reveal banner (a card, an event, a new round, growth,
 * evolution), the camera (it brings the event's towns into sight, and zooms in on a stomp until the card has
 * resolved), the token flying on the board, and the square it fills on its track when it lands.
 */
import { cardType } from '../../../../shared/vulcanus/data/cards';
import { TOWN_IDS } from '../../../../shared/vulcanus/data/map';
import type { GameEvent } from '../../../../shared/vulcanus/types';
import type { View } from '../../../../shared/vulcanus/view';
import type { BoardScene } from '../board/scene';
import { fill } from '../../../i18n/index';
import { EVENT_WORDS, INSPECT } from '../i18n/inspect';
import { getLang, n, t } from '../i18n/index';
import type { Banner } from './banner';
import type { TrackUI } from './tracks';

const TOWNS = new Set<string>(TOWN_IDS);

/** The towns an event touches (its town, or where something moves from and to). */
export function eventTowns(e: GameEvent): string[] {
  const out: string[] = [];
  for (const k of ['town', 'from', 'to'] as const) {
    const v = (e as Partial<Record<typeof k, unknown>>)[k];
    if (typeof v === 'string' && TOWNS.has(v) && !out.includes(v)) out.push(v);
  }
  return out;
}

/** The towns a revealed card's events touch, up to its end (within the update that revealed it). */
function cardTowns(rest: readonly GameEvent[]): string[] {
  const out = new Set<string>();
  for (const e of rest) {
    if (e.type === 'cardResolved' || e.type === 'cardRevealed') break;
    for (const x of eventTowns(e)) out.add(x);
  }
  return [...out];
}

export interface Stage {
  scene: BoardScene;
  banner: Banner;
  tracks: TrackUI;
  /** The view on screen (for the banner's card face). */
  view(): View | null;
  /** The tree node placed: lights up at once in the kaiju board. */
  lightNode(node: string): void;
  /** The kaiju grew: its board shows the new stage at once (under the banner that says so). */
  grow(stage: number): void;
}

export async function direct(st: Stage, e: GameEvent, speed: number, rest: readonly GameEvent[]): Promise<void> {
  const { scene, banner } = st;
  const v = st.view();
  switch (e.type) {
    case 'cardRevealed':
      if (v) await banner.card(e.card, e.slot, v, cardTowns(rest), speed);
      // a stomp is seen up close
      if (cardType(e.card) === 'stomp' && scene.disp.kaiju) await scene.camera.punchIn(scene.disp.kaiju, speed);
      break;
    case 'cardResolved':
    case 'phaseStarted':
      banner.done();
      await scene.camera.punchOut(speed);
      break;
    case 'roundStarted':
      await banner.line(t('round', { n: e.round }), 'round', [], speed);
      break;
    case 'eventRevealed': {
      const words = EVENT_WORDS[e.event];
      const text = `${n().event(e.event)}${words ? ` — ${words[getLang()]}` : ''}`;
      await banner.line(text, 'event', v?.omenTown ? [v.omenTown] : [], speed);
      break;
    }
    case 'kaijuGrew':
      st.grow(e.stage);
      void banner.line(
        `${t('stage')}: ${n().stage(e.stage)}`,
        'kaiju',
        scene.disp.kaiju ? [scene.disp.kaiju] : [],
        speed,
      );
      break;
    case 'evolutionPlaced':
      st.lightNode(e.node);
      await banner.line(fill(INSPECT.treeTitle[getLang()], { card: n().kaijuType(e.node) }), 'kaiju', [], speed);
      break;
    default:
      break;
  }
  const towns = eventTowns(e);
  if (towns.length) await scene.camera.follow(towns, speed);
  await scene.animate(e, speed);
  st.tracks.add(e);
}
