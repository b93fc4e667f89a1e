/**
 * Seeded random numbers (sfc32). The generator's state is four 32-bit integers kept inside the game state,
 * so a game is a pure function of its options, seed and actions.
 */
export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  // splitmix32 spreads a small seed over the four words.
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const r: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(r);
  return r;
}

export function nextU32(r: RngState): number {
  const [a, b, c, d] = r;
  const t = (((a + b) | 0) + d) | 0;
  r[3] = (d + 1) | 0;
  r[0] = b ^ (b >>> 9);
  r[1] = (c + (c << 3)) | 0;
  const c2 = (c << 21) | (c >>> 11);
  r[2] = (c2 + t) | 0;
  return t >>> 0;
}

/** Uniform integer in [0, n). */
export function randInt(r: RngState, n: number): number {
  return Math.floor((nextU32(r) / 4294967296) * n);
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(r: RngState, arr: T[]): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = randInt(r, i + 1);
    const t = arr[i];
    arr[i] = arr[j];
    arr[j] = t;
  }
  return arr;
}

/** A generator outside any game state, for bots and simulations. */
export class Random {
  readonly state: RngState;
  constructor(seed: number) {
    this.state = seedRng(seed);
  }
  int(n: number): number {
    return randInt(this.state, n);
  }
  float(): number {
    return nextU32(this.state) / 4294967296;
  }
  pick<T>(arr: readonly T[]): T {
    return arr[this.int(arr.length)];
  }
}
