/**
 * What the board's effects (effects.ts) use of the board scene (scene.ts): the scene implements it, the effects
 * take it, so that neither module imports the other.
 */
import type * as Phaser from 'phaser';
import type { Town } from '../../../../shared/vulcanus/types';
import type { Palette } from './layout';

/** What the map shows now (it moves ahead of the view while an event plays). */
export interface Display {
  towns: Town[];
  kaiju: string | null;
  stage: number;
  omen: string | null;
}

export interface EffectStage extends Phaser.Scene {
  palette: Palette;
  disp: Display;
  kaiju: Phaser.GameObjects.Container;
  placeKaiju(): void;
  redrawTown(i: number): void;
  townPoint(id: string): { x: number; y: number };
  trackPoint(which: 'defense' | 'damage'): { x: number; y: number };
}
