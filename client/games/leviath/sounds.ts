/**
 * Leviath's sounds, synthesized with the shell's tone and noise (no files): the sonar's ping and its deep echo, a
 * mine's splash, the wave, a ship going down, the roar of an evolution, the kaiju's growl.
 */
import { noise, tone } from '../../sound';

export type LvSound =
  | 'tap'
  | 'ping'
  | 'echo'
  | 'quiet'
  | 'jam'
  | 'splash'
  | 'present'
  | 'wave'
  | 'flood'
  | 'dyke'
  | 'sink'
  | 'roar'
  | 'growl'
  | 'card'
  | 'move'
  | 'win'
  | 'lose';

const later = (ms: number, f: () => void) => void setTimeout(f, ms);

export function sound(name: LvSound): void {
  switch (name) {
    case 'tap':
      return tone(660, 0.06, 'triangle', 0.06);
    case 'ping':
      // the active sonar's ping and its fading returns
      tone(1450, 0.45, 'sine', 0.08, 1380);
      later(380, () => tone(1450, 0.35, 'sine', 0.03, 1400));
      return later(700, () => tone(1450, 0.3, 'sine', 0.012, 1420));
    case 'echo':
      // "present": a deep echo from below
      tone(95, 1.3, 'sine', 0.28, 48);
      tone(190, 0.9, 'triangle', 0.08, 90);
      return later(260, () => tone(70, 1.2, 'sine', 0.18, 40));
    case 'quiet':
      // "absent" is silence, but for a faint tick to say the answer came
      return tone(2400, 0.05, 'sine', 0.012);
    case 'jam':
      for (let i = 0; i < 5; i++) later(i * 70, () => noise(0.06, 0.08, 5200 - i * 500));
      return;
    case 'splash':
      noise(0.4, 0.28, 1300);
      return tone(320, 0.18, 'sine', 0.05, 110);
    case 'present':
      tone(220, 0.25, 'square', 0.05, 180);
      return later(180, () => tone(110, 0.5, 'sawtooth', 0.06, 70));
    case 'wave':
      noise(1.6, 0.3, 520);
      return later(500, () => noise(1.1, 0.22, 900));
    case 'flood':
      noise(1.0, 0.18, 700);
      return tone(300, 1.0, 'triangle', 0.06, 90);
    case 'dyke':
      tone(90, 0.25, 'square', 0.08, 60);
      return noise(0.5, 0.25, 2600);
    case 'sink':
      noise(0.3, 0.3, 900);
      tone(240, 1.0, 'triangle', 0.1, 55);
      for (let i = 0; i < 4; i++) later(350 + i * 110, () => tone(700 + i * 170, 0.05, 'sine', 0.03, 1100 + i * 150));
      return;
    case 'roar':
      tone(120, 1.2, 'sawtooth', 0.11, 52);
      tone(181, 1.0, 'sawtooth', 0.05, 75);
      return noise(1.1, 0.14, 420);
    case 'growl':
      return tone(75, 0.7, 'sawtooth', 0.07, 52);
    case 'card':
      return noise(0.08, 0.12, 3000);
    case 'move':
      return tone(150, 0.6, 'sine', 0.06, 110);
    case 'win':
      [523, 659, 784, 1046].forEach((f, i) => later(i * 130, () => tone(f, 0.3, 'triangle', 0.09)));
      return;
    case 'lose':
      [392, 330, 262, 196].forEach((f, i) => later(i * 180, () => tone(f, 0.4, 'triangle', 0.08)));
      return;
  }
}
