/** Player settings, kept in localStorage. */
import type { Lang } from './i18n/lang';

export type AnimSpeed = 'off' | 'fast' | 'normal' | 'slow';
export interface Settings {
  lang: Lang;
  sound: boolean;
  speed: AnimSpeed;
  palette: 'normal' | 'safe';
  name: string;
}

const KEY = 'kaiju.settings';
const DEFAULTS: Settings = {
  lang: navigator.language?.startsWith('ja') ? 'ja' : 'en',
  sound: true,
  speed: 'normal',
  palette: 'normal',
  name: '',
};

let current: Settings = load();
const listeners = new Set<(s: Settings) => void>();

function load(): Settings {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) return { ...DEFAULTS, ...(JSON.parse(raw) as Partial<Settings>) };
  } catch {
    // unreadable settings fall back to the defaults
  }
  return { ...DEFAULTS };
}

export function settings(): Settings {
  return current;
}

export function updateSettings(patch: Partial<Settings>): void {
  current = { ...current, ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // private mode: settings last for this visit only
  }
  for (const f of listeners) f(current);
}

export function onSettings(f: (s: Settings) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Milliseconds multiplier for animations; 0 means no animation. */
export function speedFactor(): number {
  return { off: 0, fast: 0.45, normal: 1, slow: 1.8 }[current.speed];
}
