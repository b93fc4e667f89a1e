/**
 * The conformance kit (test/kit/index.ts) for every game of the registry, one `describe` each: a game added to
 * shared/registry.ts is checked here without any change to this file; and for the worked example of a game (test/toy/). Each game's socket game gets its own port,
 * so one server closing never meets the next one starting (`KIT_PORT_BASE` moves them all, for two checkouts testing
 * at once on one machine).
 */
import { GAMES } from '../../shared/registry';
import { lanterns } from '../toy/lanterns';
import { conformance } from './index';
import { KNOWN } from './known';

GAMES.forEach((game, i) => {
  const known = KNOWN[game.id] ?? {};
  conformance(
    game,
    known.wire === false
      ? known
      : { ...known, wire: { ...known.wire, port: Number(process.env.KIT_PORT_BASE ?? 3950) + i } },
  );
});

// The worked example of docs/adding-a-game.md (test/toy/), held to the same contract. It is not registered, so the
// server does not serve it: no socket game. The storm is an automated side with no secret of its own.
conformance(lanterns, { wire: false, games: 400, secrecy: { noSecrets: ['storm'] } });
