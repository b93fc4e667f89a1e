/** Sounds synthesized with the Web Audio API: no sound files are shipped. Games build theirs from `tone` and `noise`. */
import { settings } from './settings';

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (!settings().sound) return null;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume();
    return ctx;
  } catch {
    return null;
  }
}

export function tone(freq: number, dur: number, type: OscillatorType, vol: number, slideTo?: number): void {
  const a = audio();
  if (!a) return;
  const t0 = a.currentTime;
  const o = a.createOscillator();
  const g = a.createGain();
  o.type = type;
  o.frequency.setValueAtTime(freq, t0);
  if (slideTo) o.frequency.exponentialRampToValueAtTime(slideTo, t0 + dur);
  g.gain.setValueAtTime(vol, t0);
  g.gain.exponentialRampToValueAtTime(0.0001, t0 + dur);
  o.connect(g).connect(a.destination);
  o.start(t0);
  o.stop(t0 + dur + 0.02);
}

export function noise(dur: number, vol: number, lowpass: number): void {
  const a = audio();
  if (!a) return;
  const len = Math.floor(a.sampleRate * dur);
  const buf = a.createBuffer(1, len, a.sampleRate);
  const d = buf.getChannelData(0);
  for (let i = 0; i < len; i++) d[i] = (Math.random() * 2 - 1) * (1 - i / len);
  const src = a.createBufferSource();
  src.buffer = buf;
  const f = a.createBiquadFilter();
  f.type = 'lowpass';
  f.frequency.value = lowpass;
  const g = a.createGain();
  g.gain.value = vol;
  src.connect(f).connect(g).connect(a.destination);
  src.start();
}

export type SoundName =
  'tap' | 'stomp' | 'lava' | 'evacuate' | 'kill' | 'water' | 'shell' | 'grow' | 'win' | 'lose' | 'card';

export function play(name: SoundName): void {
  switch (name) {
    case 'tap':
      return tone(660, 0.06, 'triangle', 0.08);
    case 'card':
      return noise(0.08, 0.12, 3000);
    case 'stomp':
      tone(70, 0.35, 'sine', 0.5, 35);
      return noise(0.3, 0.3, 400);
    case 'lava':
      tone(180, 0.25, 'sawtooth', 0.05, 90);
      return noise(0.25, 0.08, 1200);
    case 'evacuate':
      tone(880, 0.1, 'sine', 0.08);
      return tone(1320, 0.15, 'sine', 0.06);
    case 'kill':
      return tone(220, 0.3, 'square', 0.05, 110);
    case 'water':
      return noise(0.4, 0.15, 5000);
    case 'shell':
      tone(1200, 0.4, 'sine', 0.08, 300);
      return noise(0.5, 0.15, 2500);
    case 'grow':
      return tone(90, 0.8, 'sawtooth', 0.12, 260);
    case 'win':
      [523, 659, 784, 1046].forEach((f, i) => setTimeout(() => tone(f, 0.3, 'triangle', 0.1), i * 140));
      return;
    case 'lose':
      [392, 330, 262, 196].forEach((f, i) => setTimeout(() => tone(f, 0.35, 'sawtooth', 0.06), i * 180));
      return;
  }
}
