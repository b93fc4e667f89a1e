/**
 * The two tracks over the map. They fill square by square: each piece that reaches a track pops into its square
 * when its token lands (`add`), then the truth of the view is set after the update (`set`). They lie along the
 * bottom of the map or, on a wide screen, stand at its two sides (column 1 at the bottom), whichever leaves the
 * map larger; the camera fits the map beside them, so that no track covers a town.
 */
import type { Cell, GameEvent, Track } from '../../../../shared/vulcanus/types';
import type { View } from '../../../../shared/vulcanus/view';
import { inspectable } from '../../../ui/inspect';
import { h } from '../../../ui/dom';
import { FIT } from '../board/layout';
import type { Insets } from '../board/camera';
import { t } from '../i18n/index';
import { trackInfo } from './inspect-texts';

type Kind = 'defense' | 'damage';

/** The tracks' size in CSS pixels: along the bottom (their height), or at the sides (their width). */
export const TRACK_H = 68;
export const TRACK_W = 92;
const GAP = 6;

/** Where the tracks go for a map area of w × h CSS pixels, and what they cover. */
export function trackLayout(w: number, h: number): { vertical: boolean; insets: Insets } {
  const bottom = { left: 0, right: 0, top: 0, bottom: TRACK_H + GAP };
  const sides = { left: TRACK_W + GAP, right: TRACK_W + GAP, top: 0, bottom: 0 };
  const zoom = (i: Insets) => Math.min((w - i.left - i.right) / FIT.w, (h - i.top - i.bottom) / FIT.h);
  const vertical = zoom(sides) > zoom(bottom);
  return { vertical, insets: vertical ? sides : bottom };
}

/** The track and cell a piece reaches with an event (its column is in the event), or null. */
export function trackPiece(e: GameEvent): { kind: Kind; column: number; cell: Cell; whole: boolean } | null {
  switch (e.type) {
    case 'personKilled':
      return { kind: 'damage', column: e.column, cell: e.piece === 'vip' ? 'v' : 'c', whole: false };
    case 'personEvacuated':
      return { kind: 'defense', column: e.column, cell: e.piece === 'vip' ? 'v' : 'c', whole: false };
    case 'lavaExtinguished':
      return { kind: 'defense', column: e.column, cell: 'l', whole: false };
    case 'lavaBurned':
      return { kind: 'damage', column: e.column, cell: 'l', whole: false };
    case 'attackTilePlaced':
      return { kind: 'defense', column: e.column, cell: 'a', whole: true };
    case 'bonusTileRevealed':
      return { kind: 'damage', column: e.column, cell: 'b', whole: true };
    default:
      return null;
  }
}

class TrackBox {
  readonly el: HTMLElement;
  private grid: HTMLElement;
  private count: HTMLElement;
  private cells: HTMLElement[] = [];
  private shown: Cell[] = [];
  private rows = 1;

  constructor(
    private kind: Kind,
    view: () => View | null,
  ) {
    this.count = h('b', {});
    this.grid = h('div', { class: `track-grid ${kind}` });
    this.el = h(
      'div',
      { class: `track ${kind}`, 'data-test': `track-${kind}` },
      h('div', { class: 'track-title' }, h('span', { class: 'track-name' }), this.count),
      this.grid,
    );
    inspectable(this.el, () => {
      const v = view();
      return v ? trackInfo(v, kind) : null;
    });
  }

  /** Builds the squares: column 1 at the left (along the bottom) or at the bottom (at a side). */
  private build(track: Track, vertical: boolean): void {
    this.rows = track.rows;
    const cols = track.cells.length / track.rows;
    this.grid.replaceChildren();
    this.cells = track.cells.map(() => h('div', { class: 'cell c-e' }));
    this.shown = track.cells.map(() => '');
    this.grid.style.gridTemplateColumns = `repeat(${vertical ? track.rows : cols}, 1fr)`;
    this.grid.style.gridTemplateRows = `repeat(${vertical ? cols : track.rows}, 1fr)`;
    const order: number[] = [];
    if (vertical)
      for (let c = cols - 1; c >= 0; c--) for (let r = 0; r < track.rows; r++) order.push(c * track.rows + r);
    else for (let r = track.rows - 1; r >= 0; r--) for (let c = 0; c < cols; c++) order.push(c * track.rows + r);
    for (const i of order) this.grid.append(this.cells[i]);
    this.grid.dataset.vertical = String(vertical);
  }

  private paint(i: number, cell: Cell, fresh: boolean): void {
    this.shown[i] = cell;
    const el = this.cells[i];
    el.className = `cell c-${cell || 'e'}`;
    if (fresh && cell) {
      // restart the pop even when the square was filled a moment ago
      void el.offsetWidth;
      el.classList.add('fresh');
    }
  }

  private label(): void {
    this.count.textContent = t('emptySquares', { n: this.shown.filter((c) => c === '').length });
    const name = this.el.querySelector('.track-name');
    if (name) name.textContent = t(this.kind === 'defense' ? 'defenseTrack' : 'damageTrack');
  }

  set(track: Track, vertical: boolean, fresh: boolean): void {
    // a new layout is drawn as it is, without popping every square again
    const rebuild = this.cells.length !== track.cells.length || this.grid.dataset.vertical !== String(vertical);
    if (rebuild) this.build(track, vertical);
    track.cells.forEach((c, i) => {
      if (this.shown[i] !== c) this.paint(i, c, fresh && !rebuild && !this.shown[i]);
    });
    this.label();
  }

  /** One piece (or a tile's whole column) reaches the track: its first empty square in that column pops. */
  add(column: number, cell: Cell, whole: boolean): void {
    for (let r = 0; r < this.rows; r++) {
      const i = column * this.rows + r;
      if (i >= this.shown.length || this.shown[i]) continue;
      this.paint(i, cell, true);
      if (!whole) break;
    }
    this.label();
  }
}

export class TrackUI {
  private boxes: Record<Kind, TrackBox>;
  vertical = false;

  constructor(
    private host: HTMLElement,
    view: () => View | null,
  ) {
    this.boxes = { defense: new TrackBox('defense', view), damage: new TrackBox('damage', view) };
    host.append(this.boxes.defense.el, this.boxes.damage.el);
    host.style.setProperty('--track-h', `${TRACK_H}px`);
    host.style.setProperty('--track-w', `${TRACK_W}px`);
  }

  setVertical(vertical: boolean): void {
    this.vertical = vertical;
    this.host.classList.toggle('vertical', vertical);
  }

  set(tracks: View['tracks'], fresh: boolean): void {
    this.boxes.defense.set(tracks.defense, this.vertical, fresh);
    this.boxes.damage.set(tracks.damage, this.vertical, fresh);
  }

  /** Plays the square an event fills; returns whether it filled one. */
  add(e: GameEvent): boolean {
    const p = trackPiece(e);
    if (!p) return false;
    this.boxes[p.kind].add(p.column, p.cell, p.whole);
    return true;
  }

  /** Where a track is on the page (the centre of its box), for the tokens that fly to it. */
  centre(kind: Kind): { x: number; y: number } {
    const r = this.boxes[kind].el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }
}
