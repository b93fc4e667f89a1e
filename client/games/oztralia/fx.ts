/**
 * The events on the map, one by one (played by the kit's update player): the Old Ones creeping hex by hex, a tile
 * flipping on its reveal, farms withering, ports shaking, rails laid, the turns and the manifestations announced.
 * Each resolves when its effect is over; speed 0 (catching up, animation off) shows nothing.
 */
import type { Lang } from '../../i18n/lang';
import { announce } from '../../kit/widgets/announce';
import type { GameEvent } from '../../../shared/oztralia/types';
import { hexName } from '../../../shared/oztralia/hex';
import { sharedSide } from '../../kit/hex-edges';
import type { Board } from './board';
import { text } from './board';
import { LAYOUT, axialOf, centreOf } from './geometry';
import { eventSound, sound } from './sounds';
import { say } from './ui';
import { COMBAT_END, MANIFEST, TILE, TILE_MARK, seatIndex } from './words';

const NS = 'http://www.w3.org/2000/svg';

export interface FxContext {
  board: Board;
  overlay: HTMLElement;
  lang: Lang;
  seatName(s: string): string;
}

async function run(el: Element, frames: Keyframe[], ms: number): Promise<void> {
  try {
    if (typeof (el as HTMLElement).animate === 'function')
      await (el as HTMLElement).animate(frames, { duration: ms, easing: 'ease-in-out', fill: 'forwards' }).finished;
  } catch {
    // cancelled: the screen went away
  }
}

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** A ring that swells and fades on a hex (a withering farm, a shaking port, a reveal). */
async function pulse(c: FxContext, hex: number, cls: string, ms: number): Promise<void> {
  const { x, y } = centreOf(hex);
  const ring = svg('circle', { class: `oz-fx-ring ${cls}`, cx: x, cy: y, r: 26 });
  c.board.fx.append(ring);
  await run(
    ring,
    [
      { opacity: 0, transform: 'scale(0.6)' },
      { opacity: 1, transform: 'scale(1.1)', offset: 0.4 },
      { opacity: 0, transform: 'scale(1.4)' },
    ],
    ms,
  );
  ring.remove();
}

export async function play(c: FxContext, e: GameEvent, speed: number): Promise<void> {
  if (speed <= 0) return;
  const noise = eventSound(e.type, e.type === 'gameEnded' ? !e.result.oldOnesWin : undefined);
  if (noise) sound(noise);
  const l = c.lang;
  const ms = (n: number) => n * speed;
  switch (e.type) {
    case 'turnStarted':
      return announce(c.overlay, say('turn', { who: c.seatName(e.seat) }, l), `team-${seatIndex(e.seat)}`, speed * 0.7);
    case 'oldOnesTurn':
      return announce(c.overlay, say('oldOnesTurn', {}, l), 'danger', speed);
    case 'manifestation':
      return announce(c.overlay, MANIFEST[e.card][l], 'danger', speed);
    case 'oldOneMoved': {
      // a ghost tile creeps from one hex to the next
      const a = centreOf(e.from);
      const b = centreOf(e.to);
      const g = svg('g', { class: 'oz-tile up oz-fx-creep' });
      g.append(svg('rect', { x: a.x - 14, y: a.y - 12, width: 28, height: 26, rx: 5 }));
      c.board.fx.append(g);
      await run(
        g,
        [{ transform: 'translate(0,0)' }, { transform: `translate(${b.x - a.x}px, ${b.y - a.y}px)` }],
        ms(600),
      );
      return;
    }
    case 'oldOneRevealed': {
      const { x, y } = centreOf(e.hex);
      const g = svg('g', { class: 'oz-tile up oz-fx-flip' });
      g.append(
        svg('rect', { x: x - 14, y: y - 12, width: 28, height: 26, rx: 5 }),
        text(x, y + 6, TILE_MARK[e.kind], 'oz-tile-mark'),
      );
      g.style.transformOrigin = `${x}px ${y}px`;
      c.board.fx.append(g);
      await Promise.all([
        run(
          g,
          [{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)', offset: 0.5 }, { transform: 'scaleX(1)' }],
          ms(900),
        ),
        announce(c.overlay, say('revealed', { tile: TILE[e.kind][l] }, l), 'warn', speed),
      ]);
      return;
    }
    case 'kangarooRemoved':
      return pulse(c, e.hex, 'calm', ms(700));
    case 'farmBlighted':
      return pulse(c, e.hex, 'blight', ms(800));
    case 'portAttacked':
      await Promise.all([
        pulse(c, e.hex, 'danger', ms(900)),
        announce(c.overlay, say('portAttacked', {}, l), 'danger', speed),
      ]);
      return;
    case 'trackBuilt': {
      const [p, q] = sharedSide(axialOf(e.a), axialOf(e.b), LAYOUT);
      const line = svg('line', {
        class: `oz-rail team-${seatIndex(e.seat)} oz-fx-rail`,
        x1: p.x,
        y1: p.y,
        x2: q.x,
        y2: q.y,
      });
      c.board.fx.append(line);
      await run(line, [{ opacity: 0 }, { opacity: 1 }], ms(300));
      return;
    }
    case 'farmPlaced':
    case 'portPlaced':
      return pulse(c, e.hex, `team-${seatIndex(e.seat)}`, ms(500));
    case 'combatStarted':
      return announce(c.overlay, say(e.port ? 'portDefence' : 'combat', { hex: hexName(e.hex) }, l), 'warn', speed);
    case 'oldOneDestroyed':
      return pulse(c, e.hex, 'ok', ms(700));
    case 'combatEnded':
      return announce(c.overlay, COMBAT_END[e.end][l], e.end === 'victory' ? 'ok' : 'danger', speed);
    default:
      return;
  }
}
