/** Rolled West's sounds, synthesized (no files): dice, pen, cross-out, scoring. */
import { noise, tone } from '../../sound';

export type RwSound = 'roll' | 'land' | 'pen' | 'cross' | 'bank' | 'score' | 'fanfare';

export function sound(name: RwSound): void {
  switch (name) {
    case 'roll':
      // dice rattling in a cup: a few short clicks of filtered noise
      for (let i = 0; i < 6; i++) setTimeout(() => noise(0.035, 0.18, 2400 + i * 300), i * 55);
      return;
    case 'land':
      tone(140, 0.09, 'triangle', 0.18, 90);
      return noise(0.06, 0.2, 1800);
    case 'pen':
      // a felt pen on a dry-erase sheet: a short high hiss with a slide
      noise(0.18, 0.06, 6500);
      return tone(2200, 0.12, 'sine', 0.015, 1800);
    case 'cross':
      noise(0.09, 0.09, 5000);
      setTimeout(() => noise(0.09, 0.09, 5200), 110);
      return;
    case 'bank':
      tone(988, 0.08, 'triangle', 0.07);
      return void setTimeout(() => tone(1319, 0.12, 'triangle', 0.06), 70);
    case 'score':
      return tone(1568, 0.05, 'square', 0.03);
    case 'fanfare':
      [523, 659, 784, 1046, 1318].forEach((f, i) => setTimeout(() => tone(f, 0.28, 'triangle', 0.09), i * 120));
      return;
  }
}
