/** Starts the game the menus asked for: loads the board and fonts (with the progress bar), then mounts it. */
import { gameMeta } from '../games/registry';
import type { CoachScript, TutorialMeta } from '../games/types';
import { LocalConnection } from '../net/local';
import { savedSoloGame } from '../net/local-save';
import type { GameConnection } from '../net/types';
import { loadGameScreen } from './game-loader';
import { takePendingGame } from './pending';
import { setPendingGame } from './pending';
import { navigate, route, setCleanup } from './nav';
import { selectedGame } from './selected-game';

export async function launchPending(root: HTMLElement): Promise<void> {
  let p = takePendingGame();
  if (!p) {
    const saved = savedSoloGame();
    if (!saved) {
      navigate('#/');
      return;
    }
    p = { kind: 'solo', resume: saved };
  }
  const gameId = p.kind === 'solo' ? (p.resume?.game ?? p.game ?? selectedGame()) : p.game;
  // a tutorial: the game's fixed seed, and its coach's steps (loaded with the board)
  const tutorial: TutorialMeta | undefined =
    p.kind === 'solo' && p.tutorial ? gameMeta(gameId)?.tutorials?.find((x) => x.id === p.tutorial) : undefined;
  let script: CoachScript | null = null;
  const mount = await loadGameScreen(
    gameId,
    tutorial
      ? [
          async () => {
            script = await tutorial.script();
          },
        ]
      : [],
  );
  let conn: GameConnection;
  let replayHref: () => string | null = () => null;
  let onRematch: (() => void) | undefined;
  if (p.kind === 'solo') {
    const fast = new URLSearchParams(location.search).get('botDelay');
    const local = new LocalConnection({
      game: gameId,
      options: p.options ?? {},
      seat: p.seat ?? '',
      botLevel: p.botLevel,
      // ?botDelay=N (tests): the computer's pause, and its thinking budget at most as long (answers come after both)
      botDelayMs: fast ? Number(fast) : 650,
      ...(fast && { botBudgetMs: Math.min(300, Number(fast)) }),
      resume: p.resume,
      seed: tutorial?.seed,
    });
    conn = local;
    replayHref = () => `#/replay/${local.replayId}`;
    // the same game again: same options, same seat, same computer players
    onRematch = () => {
      setPendingGame({
        kind: 'solo',
        game: local.game,
        options: local.options,
        seat: local.seat,
        botLevel: local.botLevel,
      });
      void route();
    };
  } else {
    conn = await p.connect();
    const rid = p.replayId;
    replayHref = () => {
      const id = rid?.();
      return id ? `#/replay/${encodeURIComponent(id)}` : null;
    };
  }
  const steps = script as CoachScript | null;
  const coach = steps ? (await import('./coach')).mountCoach(root, steps) : null;
  const screen = await mount(root, conn, {
    replayHref,
    onRematch,
    onExit: () => navigate('#/'),
    onShown: coach ? (u) => coach.update(u) : undefined,
    onEvent: coach ? (e) => coach.event(e) : undefined,
  });
  setCleanup(() => {
    coach?.destroy();
    screen.destroy();
    conn.close();
  });
}
