/**
 * The [T] numbers of the game on screen (each game carries its own in its options): set from every update, read
 * by whatever draws a cost, a threshold or a tile value. One game is on screen at a time.
 */
import { DEFAULT_NUMBERS, type Numbers } from '../../../shared/vulcanus/data/numbers';

let shown: Numbers = DEFAULT_NUMBERS;

export function showNumbers(n: Numbers | undefined): void {
  shown = n ?? DEFAULT_NUMBERS;
}

export const numbers = (): Numbers => shown;
