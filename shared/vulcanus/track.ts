import type { Numbers } from './data/numbers';
import type { Cell, Track } from './types';

export function newTrack(n: Numbers, rows: number): Track {
  return { rows, cells: new Array<Cell>(n.trackColumns * rows).fill(''), tiles: [] };
}

export function emptySquares(t: Track): number {
  let n = 0;
  for (const c of t.cells) if (c === '') n++;
  return n;
}

/** §1: a piece fills the leftmost empty square. Returns the 0-based column, or -1 when full. */
export function addPiece(t: Track, cell: Cell): number {
  const i = t.cells.indexOf('');
  if (i < 0) return -1;
  t.cells[i] = cell;
  return Math.floor(i / t.rows);
}

/**
 * §1: a tile covers the highest-numbered column that is entirely empty; [R] if none is, it fills the empty
 * squares of the highest-numbered column that has any. Returns the column, or -1 when the track is full.
 */
export function addTile(t: Track, cell: Cell, tile: string): number {
  const cols = t.cells.length / t.rows;
  let target = -1;
  for (let col = cols - 1; col >= 0 && target < 0; col--) {
    let empty = true;
    for (let r = 0; r < t.rows; r++) if (t.cells[col * t.rows + r] !== '') empty = false;
    if (empty) target = col;
  }
  for (let col = cols - 1; col >= 0 && target < 0; col--) {
    for (let r = 0; r < t.rows; r++) if (t.cells[col * t.rows + r] === '') target = col;
  }
  if (target < 0) return -1;
  for (let r = 0; r < t.rows; r++) if (t.cells[target * t.rows + r] === '') t.cells[target * t.rows + r] = cell;
  t.tiles.push({ column: target, tile });
  return target;
}

export function countCells(t: Track, cell: Cell): number {
  let n = 0;
  for (const c of t.cells) if (c === cell) n++;
  return n;
}
