/**
 * Moving between the shell's screens, for the screens themselves: they import this module, never the router (which
 * imports every screen), so no screen and the router import each other.
 */
type Cleanup = () => void;
let cleanup: Cleanup | null = null;
let routeNow: () => Promise<void> = async () => undefined;

export function app(): HTMLElement {
  return document.getElementById('app') as HTMLElement;
}

/** The router draws the screen of the current hash (set once, by the router). */
export function setRoute(f: () => Promise<void>): void {
  routeNow = f;
}

/** Draws the screen of the current hash again. */
export function route(): Promise<void> {
  return routeNow();
}

export function navigate(hash: string): void {
  if (location.hash === hash) void routeNow();
  else location.hash = hash;
}

/** Screens that own the page until they are closed (the game and the replay viewer) set their cleanup here. */
export function setCleanup(f: Cleanup | null): void {
  cleanup = f;
}

/** The cleanup of the screen being left, if any (the router runs it). */
export function takeCleanup(): Cleanup | null {
  const f = cleanup;
  cleanup = null;
  return f;
}

/** Whether a screen owns the page (a game, a replay): menus are not redrawn under it. */
export function screenOwned(): boolean {
  return cleanup !== null;
}
