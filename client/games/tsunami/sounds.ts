/**
 * Tsunami's sounds, synthesized with the shell's tone and noise (no files): a step, a card turned (a soft breath of
 * relief for All Clear, a bright chime for a good card, a low knock for a bad one), dice, the swell of the water,
 * a gentle falling tone for a member swept away, and bells for one who reaches the shelter.
 */
import { noise, tone } from '../../sound';

export type TsSound =
  | 'tap'
  | 'step'
  | 'flip'
  | 'relief'
  | 'good'
  | 'bad'
  | 'dice'
  | 'swell'
  | 'swept'
  | 'safe'
  | 'shelter'
  | 'closed'
  | 'rumble'
  | 'hand'
  | 'climb'
  | 'warn'
  | 'end';

const later = (ms: number, f: () => void) => void setTimeout(f, ms);

export function sound(name: TsSound): void {
  switch (name) {
    case 'tap':
      return tone(660, 0.06, 'triangle', 0.06);
    case 'step':
      return tone(180, 0.09, 'sine', 0.07, 140);
    case 'flip':
      return noise(0.09, 0.1, 3200);
    case 'relief':
      // All Clear: a soft out-breath and two gentle rising notes
      noise(0.5, 0.05, 900);
      tone(523, 0.35, 'sine', 0.05);
      return later(160, () => tone(659, 0.45, 'sine', 0.05));
    case 'good':
      [659, 784, 988].forEach((f, i) => later(i * 90, () => tone(f, 0.25, 'triangle', 0.06)));
      return;
    case 'bad':
      tone(150, 0.35, 'square', 0.05, 90);
      return later(120, () => tone(110, 0.4, 'triangle', 0.06, 70));
    case 'dice':
      for (let i = 0; i < 6; i++) later(i * 60 + (i % 2) * 15, () => noise(0.04, 0.12, 4200 - i * 300));
      return;
    case 'swell':
      // the water: a long rising hush over a low tone
      noise(2.2, 0.22, 480);
      tone(70, 2.0, 'sine', 0.12, 55);
      return later(700, () => noise(1.6, 0.16, 1100));
    case 'swept':
      // gentle, never grim: a soft falling tone fading away
      return tone(440, 1.4, 'sine', 0.05, 220);
    case 'safe':
      [784, 988, 1175, 1568].forEach((f, i) => later(i * 110, () => tone(f, 0.4, 'sine', 0.06)));
      return;
    case 'shelter':
      [523, 659, 784].forEach((f, i) => later(i * 120, () => tone(f, 0.5, 'triangle', 0.07)));
      return;
    case 'closed':
      return tone(120, 0.3, 'square', 0.05, 90);
    case 'rumble':
      noise(1.0, 0.25, 260);
      return tone(55, 1.0, 'sawtooth', 0.05, 40);
    case 'hand':
      tone(880, 0.15, 'sine', 0.05);
      return later(110, () => tone(1175, 0.2, 'sine', 0.05));
    case 'climb':
      [330, 392, 494, 587].forEach((f, i) => later(i * 80, () => tone(f, 0.12, 'triangle', 0.05)));
      return;
    case 'warn':
      return tone(880, 0.12, 'square', 0.04);
    case 'end':
      [523, 659, 784, 1046].forEach((f, i) => later(i * 150, () => tone(f, 0.45, 'triangle', 0.08)));
      return;
  }
}
