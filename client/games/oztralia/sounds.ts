/**
 * Oztralia's sounds, synthesized with the shell's tone and noise (no files): a rail clanked into place, a shovel for
 * mining, a low drone for the Old Ones' turn, a creaking step as one creeps, a reveal's shimmer, a withering farm,
 * the port's alarm, a fight's clash, and the end.
 */
import { noise, tone } from '../../sound';

export type OzSound = 'rail' | 'mine' | 'oldTurn' | 'creep' | 'reveal' | 'blight' | 'alarm' | 'clash' | 'win' | 'lose';

const later = (ms: number, f: () => void) => void setTimeout(f, ms);

export function sound(name: OzSound): void {
  switch (name) {
    case 'rail':
      tone(880, 0.05, 'square', 0.04);
      return later(70, () => tone(660, 0.08, 'square', 0.04));
    case 'mine':
      return noise(0.12, 0.12, 1400);
    case 'oldTurn':
      // a low drone that swells and sinks
      tone(65, 1.4, 'sawtooth', 0.05, 49);
      return noise(1.2, 0.06, 220);
    case 'creep':
      return tone(110, 0.25, 'triangle', 0.06, 82);
    case 'reveal':
      [392, 466, 554].forEach((f, i) => later(i * 70, () => tone(f, 0.3, 'sine', 0.05)));
      return;
    case 'blight':
      return tone(330, 0.6, 'sine', 0.05, 165);
    case 'alarm':
      [988, 740, 988, 740].forEach((f, i) => later(i * 140, () => tone(f, 0.12, 'square', 0.04)));
      return;
    case 'clash':
      noise(0.15, 0.15, 3000);
      return tone(220, 0.2, 'square', 0.04, 160);
    case 'win':
      [523, 659, 784, 1046].forEach((f, i) => later(i * 150, () => tone(f, 0.45, 'triangle', 0.08)));
      return;
    case 'lose':
      [392, 330, 262].forEach((f, i) => later(i * 220, () => tone(f, 0.6, 'sine', 0.06)));
      return;
  }
}

/** The sound of an event as the map plays it (none for most). */
export function eventSound(type: string, won?: boolean): OzSound | null {
  const by: Record<string, OzSound> = {
    trackBuilt: 'rail',
    mined: 'mine',
    oldOnesTurn: 'oldTurn',
    oldOneMoved: 'creep',
    oldOneRevealed: 'reveal',
    farmBlighted: 'blight',
    portAttacked: 'alarm',
    combatStarted: 'clash',
  };
  if (type === 'gameEnded') return won ? 'win' : 'lose';
  return by[type] ?? null;
}
