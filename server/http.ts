/** HTTP routes next to the game server: the built client, the public room list and finished games for replay. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Store } from './store';
import { matchMaker } from '@colyseus/core';
import { timingSafeEqual } from 'node:crypto';
import { MAX_STATUS_IDS, SEAT_TOKEN_HEADER, type GameStatus, type PublicRoom, type RoomInfo } from '../shared/protocol';
import { staticFiles } from './static';

type Req = IncomingMessage & { params?: Record<string, string>; path?: string };
type Res = ServerResponse;
type Next = () => void;

export interface HttpApp {
  get(path: string, handler: (req: Req, res: Res) => void): void;
  use(handler: (req: Req, res: Res, next: Next) => void): void;
}

/** What a room's code (a game's id) may look like. */
const CODE = /^[A-Za-z0-9]{4,12}$/;

function json(res: Res, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** What `GET /api/health` answers (503 when not ok): for a load balancer in front of several processes. */
export interface Health {
  ok: boolean;
  /**
   * Why not: still starting, stopping, the store does not answer (the process's games are not being stored), or
   * its rooms cannot be reached through Redis (it does not answer, or their listings are not back yet).
   */
  reason?: 'starting' | 'stopping' | 'store' | 'presence';
  /** This process's rooms and connections. */
  rooms: number;
  connections: number;
}

export function installRoutes(app: HttpApp, store: Store, clientDir: string, health: () => Health): void {
  // This process alone (not the service): whether it should be sent players.
  app.get('/api/health', (_req, res) => {
    const h = health();
    json(res, h.ok ? 200 : 503, h);
  });

  // The matchmaker's listing, not this process's rooms: it stays right when the server runs as several processes.
  app.get('/api/rooms', (_req, res) => {
    matchMaker
      .query({})
      .then((caches) => {
        const rooms: PublicRoom[] = caches
          .filter((r) => !r.private && r.metadata && typeof r.metadata === 'object')
          .map((r) => ({ ...(r.metadata as Omit<PublicRoom, 'code'>), code: r.roomId }));
        json(res, 200, rooms);
      })
      .catch(() => json(res, 500, { error: 'serverError' }));
  });

  // One room by its code, whichever process runs it: what a guest following an invite link is told before anything
  // is asked of them (the code is what lets anyone in, so it reveals nothing the link does not).
  app.get('/api/rooms/:code', (req, res) => {
    const code = String(req.params?.code ?? '');
    if (!CODE.test(code)) return json(res, 404, { error: 'roomNotFound' });
    // (the local driver answers at once, Redis's with a promise)
    Promise.resolve(matchMaker.getRoomById(code))
      .then((r) => {
        const meta = r?.metadata as Omit<PublicRoom, 'code'> | undefined;
        if (!r || !meta || typeof meta !== 'object') return json(res, 404, { error: 'roomNotFound' });
        const info: RoomInfo = { code, game: meta.game, started: meta.started, openSeats: meta.openSeats };
        json(res, 200, info);
      })
      .catch(() => json(res, 500, { error: 'serverError' }));
  });

  // A few games by their codes, for a player's own list of games: running or finished, whose move it is, the result.
  app.get('/api/games', (req, res) => {
    const asked = new URL(req.url ?? '', 'http://x').searchParams.get('ids') ?? '';
    const ids = [...new Set(asked.split(','))].filter((id) => CODE.test(id)).slice(0, MAX_STATUS_IDS);
    Promise.all(ids.map((id) => gameStatus(store, id)))
      .then((all) =>
        json(
          res,
          200,
          all.filter((g) => g !== null),
        ),
      )
      .catch(() => json(res, 500, { error: 'serverError' }));
  });

  app.get('/api/games/:id', (req, res) => {
    const id = String(req.params?.id ?? '').slice(0, 16);
    const token = req.headers[SEAT_TOKEN_HEADER];
    finishedGame(store, id, typeof token === 'string' ? token : '')
      .then((record) => (record ? json(res, 200, record) : json(res, 404, { error: 'no finished game with this id' })))
      .catch(() => json(res, 500, { error: 'serverError' }));
  });

  app.use(staticFiles(clientDir));
}

/**
 * A finished game's public record: its secrets no longer matter, so the whole log is public. With the seat token of
 * one of its people, it also names that person's seat (`you`): someone coming back to a game that ended while they
 * were away is shown its end as their seat saw it.
 */
async function finishedGame(store: Store, id: string, token: string): Promise<object | null> {
  const game = await store.get(id);
  if (!game || game.status !== 'finished') return null;
  const you = token ? game.seats.find((s) => s.kind === 'human' && sameSecret(s.token, token))?.seat : undefined;
  return {
    id: game.id,
    game: game.game,
    rulesVersion: game.rulesVersion,
    options: game.options,
    seed: game.seed,
    created: game.created,
    finished: game.finished,
    result: game.result,
    players: game.seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.name })),
    actions: await store.actions(id),
    ...(you ? { you } : {}),
  };
}

async function gameStatus(store: Store, id: string): Promise<GameStatus | null> {
  const g = await store.get(id);
  if (!g) return null;
  if (g.status === 'finished') return { id, game: g.game, state: 'finished', result: g.result, finished: g.finished };
  return { id, game: g.game, state: 'running', turn: await turnOf(id) };
}

/** Whose move it is in a running game, asked of its room wherever it runs (null: no room of it answers now). */
async function turnOf(id: string): Promise<string[] | null> {
  try {
    if (!(await matchMaker.getRoomById(id))) return null;
    const turn: unknown = await matchMaker.remoteRoomCall(id, 'turn', undefined, 1000);
    return Array.isArray(turn) ? turn.filter((s): s is string => typeof s === 'string') : null;
  } catch {
    return null;
  }
}

/** Compares two secrets in a time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
