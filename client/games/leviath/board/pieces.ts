/** The pieces, drawn in code (original shapes): ships, mines, Leviath's silhouette, the humans' guess token. */
import type { ShipId } from '../../../../shared/leviath/types';
import { s } from './svg';

/** A grey escort ship seen from above at an angle, its number on a disc over the bridge (large enough to read). */
export function shipShape(id: ShipId): SVGGElement {
  return s(
    'g',
    { class: 'lv-ship', 'data-ship': id },
    s('ellipse', { class: 'lv-ship-wake', cx: -4, cy: 8, rx: 22, ry: 4 }),
    s('path', { class: 'lv-ship-hull', d: 'M-20 0 L18 0 L24 -6 L-16 -6 L-20 -2 Z M-19 0 L20 0 L15 7 L-15 7 Z' }),
    s('rect', { class: 'lv-ship-deck', x: -10, y: -13, width: 14, height: 8, rx: 1.5 }),
    s('rect', { class: 'lv-ship-deck', x: -5, y: -20, width: 4, height: 8 }),
    s('circle', { class: 'lv-ship-badge', cx: -3, cy: -15, r: 8.5 }),
    s('text', { class: 'lv-ship-no', x: -3, y: -10.5 }, id.slice(1)),
  );
}

/** A spiked sea mine with its faint ultrasonic ring. */
export function mineShape(): SVGGElement {
  const spikes: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    spikes.push(
      `M${(Math.cos(a) * 7).toFixed(1)} ${(Math.sin(a) * 7).toFixed(1)} L${(Math.cos(a) * 12).toFixed(1)} ${(Math.sin(a) * 12).toFixed(1)}`,
    );
  }
  return s(
    'g',
    { class: 'lv-mine' },
    s('circle', { class: 'lv-mine-ring', r: 17 }),
    s('path', { class: 'lv-mine-spikes', d: spikes.join(' ') }),
    s('circle', { class: 'lv-mine-body', r: 8 }),
    s('circle', { class: 'lv-mine-shine', cx: -2.5, cy: -2.5, r: 2 }),
  );
}

/** Leviath: a coiled sea-dragon, glowing teal, head to the right. */
export function dragonShape(ghost = false): SVGGElement {
  return s(
    'g',
    { class: `lv-dragon${ghost ? ' ghost' : ''}` },
    s('ellipse', { class: 'lv-dragon-aura', rx: 34, ry: 24 }),
    s('path', {
      class: 'lv-dragon-body',
      d: 'M-30 8 C-22 -10 -10 14 0 0 C8 -12 14 6 22 -6 L28 -12 L34 -8 L27 -3 L31 2 L22 0 C14 12 6 -4 -2 10 C-12 24 -22 2 -30 8 Z',
    }),
    s('path', { class: 'lv-dragon-fins', d: 'M-16 0 L-12 -9 L-9 -1 M-2 -2 L2 -12 L5 -3 M12 -4 L16 -13 L18 -5' }),
    s('circle', { class: 'lv-dragon-eye', cx: 29, cy: -8, r: 1.8 }),
  );
}

/** The humans' guess marker: the kaiju piece, as an orange outline with a question mark. */
export function markerShape(): SVGGElement {
  return s('g', { class: 'lv-marker-token' }, s('circle', { r: 10 }), s('text', { y: 4.5 }, '?'));
}
