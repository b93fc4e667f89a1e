/**
 * The rules version stored with every game, acted on wherever a stored log is replayed: a server restoring a game, the
 * replay viewer (finished online games, solo games kept in the browser), a solo game resumed, the tools. A log is
 * replayed under the rules it was played with — the game's current definition, or one of the earlier versions the
 * game still keeps (`olderRules`) — or refused with an error code the client translates; never replayed under other
 * rules, where it could silently show another game.
 *
 * Records kept before their version was stored (solo games and replays in a browser) name none: they are replayed
 * under the current rules only if every logged action applies, and refused otherwise (`replayFailed`).
 */
import { gameError, type GameError } from './errors';
import { replay, type AnyGame, type LoggedAction } from './game';
import type { Result } from './result';

/** The definition that replays a log stored under `version` (absent: the current one), or `rulesVersionGone`. */
export function rulesFor(game: AnyGame, version: number | undefined): Result<AnyGame, GameError> {
  if (version === undefined || version === game.rulesVersion) return { ok: true, value: game };
  const older = game.olderRules?.find((g) => g.rulesVersion === version);
  if (older) return { ok: true, value: older };
  return {
    ok: false,
    error: gameError('rulesVersionGone', { game: game.id, version, current: game.rulesVersion }),
  };
}

export interface StoredLog {
  rulesVersion?: number;
  options: unknown;
  seed: number;
  actions: readonly LoggedAction[];
}

/**
 * A stored log replayed under its own rules: the rules and the final state, or why not (`rulesVersionGone`, or
 * `replayFailed` with the number of the first action that does not apply, from 1).
 */
export function replayStored(game: AnyGame, log: StoredLog): Result<{ rules: AnyGame; state: unknown }, GameError> {
  const rules = rulesFor(game, log.rulesVersion);
  if (!rules.ok) return rules;
  const r = replay(rules.value, log.options, log.seed, log.actions);
  if (!r.ok) return { ok: false, error: gameError('replayFailed', { game: game.id, move: r.error.index + 1 }) };
  return { ok: true, value: { rules: rules.value, state: r.value } };
}
