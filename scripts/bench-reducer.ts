/**
 * The yardstick of `npm run bench`: boardgame.io's game reducer (the function its master runs on every move) playing
 * random tic-tac-toe, the game of its own tutorial. It is measured in the same process and the same run as our
 * engines, so a figure "N× the reducer's actions per second" moves little with the machine's load. boardgame.io is a
 * devDependency used only here, and is loaded at run time: a checkout without it still builds and typechecks, and
 * the bench then runs without the yardstick.
 */
import { createRequire } from 'node:module';

/** The part of boardgame.io's internal API used here (boardgame.io/internal, 0.50). */
interface Bgio {
  ProcessGameConfig(game: unknown): unknown;
  InitializeGame(opts: { game: unknown; numPlayers: number }): BgioState;
  CreateGameReducer(opts: { game: unknown; isClient: boolean }): (state: BgioState, action: unknown) => BgioState;
}
interface BgioState {
  G: { cells: (string | null)[] };
  ctx: { currentPlayer: string; gameover?: unknown };
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** Tic-tac-toe as boardgame.io's tutorial writes it: one move, one cell a turn, a win or a draw. */
const ticTacToe = {
  name: 'tic-tac-toe',
  setup: () => ({ cells: Array<string | null>(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }: { G: BgioState['G']; playerID: string }, id: number) => {
      if (G.cells[id] !== null) return 'INVALID_MOVE';
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }: { G: BgioState['G']; ctx: BgioState['ctx'] }) => {
    if (LINES.some(([a, b, c]) => G.cells[a] !== null && G.cells[a] === G.cells[b] && G.cells[a] === G.cells[c]))
      return { winner: ctx.currentPlayer };
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
};

export interface Reducer {
  /** Plays `games` random games from `seed`; returns the moves applied. */
  play(games: number, seed: number): number;
}

/** boardgame.io's reducer, or null when the package is not installed. */
export function loadReducer(): Reducer | null {
  // required (its subpath is a CommonJS folder), by a name the compiler and the bundler leave alone: it is optional
  const specifier = ['boardgame.io', 'internal'].join('/');
  // as its server runs in production: without it, every move's result is also checked for serializability
  process.env.NODE_ENV = 'production';
  let bgio: Bgio;
  try {
    bgio = createRequire(import.meta.url)(specifier) as Bgio;
  } catch {
    return null;
  }
  // processed once, as a master does for its game (the reducer and each new match then take it as it is)
  const game = bgio.ProcessGameConfig(ticTacToe);
  const reducer = bgio.CreateGameReducer({ game, isClient: false });
  return {
    play(games, seed) {
      let x = seed >>> 0 || 1;
      const rand = (n: number): number => {
        // xorshift32: the random player's own generator, the same in every run
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        return (x >>> 0) % n;
      };
      let moves = 0;
      for (let g = 0; g < games; g++) {
        let state = bgio.InitializeGame({ game, numPlayers: 2 });
        while (!state.ctx.gameover) {
          const empty: number[] = [];
          state.G.cells.forEach((c, i) => c === null && empty.push(i));
          const playerID = state.ctx.currentPlayer;
          const move = { type: 'clickCell', args: [empty[rand(empty.length)]], playerID, credentials: undefined };
          state = reducer(state, { type: 'MAKE_MOVE', payload: move });
          moves++;
        }
      }
      return moves;
    },
  };
}
