/**
 * The kit checks itself: each check must catch a game broken on purpose (Vulcanus wrapped so that one rule of the
 * platform's contract is broken), so that a green conformance run means something.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../shared/core/game';
import { PacedAnswer } from '../../shared/core/pace';
import { GAMES } from '../../shared/registry';
import { vulcanus } from '../../shared/vulcanus/index';
import type { GameEvent, State } from '../../shared/vulcanus/types';
import { SecrecyStats, garbageCheck, randomGames, secrecyCheck } from './index';
import { KNOWN } from './known';
import type { Variant } from './options';
import { checkSecrecyCoverage, requirePerturbSecrets } from './secrecy';
import { computerSeatsTiming, standInTiming } from './timing';
import { playOverSockets } from './wire';

const base = vulcanus as unknown as AnyGame;
const broken = (id: string, over: Partial<AnyGame>): AnyGame => ({ ...base, id, ...over });
const st = (s: unknown) => s as State;
const options = (input: unknown): Variant => {
  const r = base.parseOptions(input);
  if (!r.ok) throw new Error('bad options');
  return { label: JSON.stringify(r.value), options: r.value };
};
const variants = [options({ humans: 2, level: 1 }), options({ humans: 1, level: 0 })];
const seed = 0x1f2e3d4;

const play = (game: AnyGame, n = 4, maxActions = 20_000) =>
  randomGames(game, variants, 0, n, { maxActions, checkEvery: 10, seed });
const garbage = (game: AnyGame) =>
  garbageCheck(game, variants, { maxActions: 20_000, seed, games: 1, pointsPerGame: 3, runs: 300 });
const secrecy = (game: AnyGame, games = 2, allowFlowLeaks = false) => {
  const stats = new SecrecyStats();
  const o = { maxActions: 20_000, seed, every: 8, continueSteps: 6, allowFlowLeaks };
  secrecyCheck(game, variants, 0, games, o, stats);
  checkSecrecyCoverage(
    game,
    variants.map((v) => v.options),
    stats,
  );
};

describe('the kit passes a sound game', () => {
  it('Vulcanus (with its known deviations allowed, see known.ts), a few games of each check', () => {
    play(base);
    garbageCheck(base, variants, {
      maxActions: 20_000,
      seed,
      games: 1,
      pointsPerGame: 3,
      runs: 300,
      normalize: KNOWN.vulcanus.garbage?.normalize,
    });
    secrecy(base, 2, KNOWN.vulcanus.secrecy?.allowFlowLeaks);
  });
});

describe('random games catch', () => {
  it('an apply that depends on something outside the state (replay differs)', () => {
    let noise = 0;
    const g = broken('noisy', {
      applyInPlace(s, seat, a) {
        const r = base.applyInPlace(s, seat, a);
        if (r.ok) (s as { noise?: number }).noise = noise++;
        return r;
      },
    });
    expect(() => play(g)).toThrow(
      /replay\(\) of the log rebuilds another state|apply\(\) and applyInPlace\(\) give different/,
    );
  });

  it('a state that is not plain JSON', () => {
    const g = broken('mapState', {
      setup(o, sd) {
        const r = base.setup(o, sd);
        (r.state as { memo?: unknown }).memo = new Map([[1, 2]]);
        return r;
      },
    });
    expect(() => play(g)).toThrow(/plain JSON|JSON round trip/);
  });

  it('a broken invariant', () => {
    const g = broken('badInvariant', { invariants: (s) => (st(s).v >= 30 ? ['broken on purpose'] : []) });
    expect(() => play(g)).toThrow(/invariant broken after .*broken on purpose/);
  });

  it('a game that does not end within the bound', () => {
    expect(() => play(base, 1, 60)).toThrow(/did not end within 60 actions/);
  });

  it('a version that does not count the actions', () => {
    const g = broken('badVersion', { version: (s) => st(s).v * 2 });
    expect(() => play(g)).toThrow(/version\(\) is|committed action index/);
  });

  it('an apply that changes its input', () => {
    const g = broken('impure', {
      apply(s, seat, a) {
        const r = base.applyInPlace(s, seat, a);
        return r.ok ? { ok: true, value: { state: s, events: r.value } } : r;
      },
    });
    expect(() => play(g)).toThrow(/apply\(\) changed its input/);
  });

  it('a view differing outside privateKeys, and a privateView that disagrees with view', () => {
    expect(() => play(broken('keys', { privateKeys: ['prompts'] }))).toThrow(/not in privateKeys/);
    const g = broken('privateView', { privateView: (s) => base.view(s, 'spectator') });
    expect(() => play(g)).toThrow(/privateView\(.*\) differs from view/);
  });

  it("a privateDiff that leaves out the seat's hand", () => {
    const g = broken('privateDiff', {
      privateDiff: (s, viewer) => (base.privateDiff?.(s, viewer) ?? []).filter(([path]) => path[1] !== 'hand'),
    });
    expect(() => play(g)).toThrow(/private difference is not its view/);
  });

  it('an action that changes the public view beyond the keys it says it touched', () => {
    const g = broken('touched', {
      applyInPlace(s, seat, a) {
        const r = base.applyInPlace(s, seat, a);
        // the plan and the hands change in planning, the prompts everywhere: claiming only the version misses them
        return r.ok ? { ...r, touched: ['v'] } : r;
      },
    });
    expect(() => play(g)).toThrow(/changed the public view beyond the keys it says it touched/);
  });

  it('a pending decision without a decision clock (an absent person would stall the room)', () => {
    // the old Vulcanus: its planning had only the table's optional timer
    const g = broken('noPlanningClock', {
      clocks: (s) => base.clocks(s).filter((c) => !c.key.includes(':plan:')),
    });
    expect(() => play(g)).toThrow(/has a pending decision without a decision clock of its own/);
  });

  it('a legal action that the action schema refuses', () => {
    const g = broken('schema', {
      legalActions: (s, seat) => base.legalActions(s, seat).map((a) => ({ ...(a as object), extra: 1 })),
    });
    expect(() => play(g)).toThrow(/refused by actionSchema|was refused/);
  });
});

describe('garbage catches', () => {
  it('an apply that changes the state when it refuses', () => {
    const g = broken('mutatesOnRefusal', {
      applyInPlace(s, seat, a) {
        const r = base.applyInPlace(s, seat, a);
        if (!r.ok) st(s).promptSeq++;
        return r;
      },
    });
    expect(() => garbage(g)).toThrow(/but changed the state/);
  });

  it('an apply that throws on a hostile toString', () => {
    const g = broken('throws', {
      applyInPlace(s, seat, a) {
        if (a !== null && typeof a === 'object' && String((a as { type: unknown }).type) === '')
          return base.apply(s, seat, a) as never;
        return base.applyInPlace(s, seat, a);
      },
    });
    expect(() => garbage(g)).toThrow(/threw on/);
  });

  it('an apply that accepts junk', () => {
    const g = broken('acceptsJunk', {
      applyInPlace(s, seat, a) {
        if (a === null || typeof a !== 'object') return { ok: true, value: [] };
        return base.applyInPlace(s, seat, a);
      },
    });
    expect(() => garbage(g)).toThrow(/accepted/);
  });

  it("an apply that accepts a seat's action from another seat", () => {
    const g = broken('anySeat', {
      applyInPlace(s, seat, a) {
        const r = base.applyInPlace(s, seat, a);
        if (r.ok) return r;
        for (const other of base.activeSeats(s)) {
          const o = base.applyInPlace(s, other, a);
          if (o.ok) return o;
        }
        return r;
      },
    });
    expect(() => garbage(g)).toThrow(/accepted/);
  });

  it('an error that is a sentence', () => {
    const g = broken('sentence', {
      applyInPlace(s, seat, a) {
        const r = base.applyInPlace(s, seat, a);
        return r.ok ? r : { ok: false, error: { code: 'You cannot do that now.' } };
      },
    });
    expect(() => garbage(g)).toThrow(/never a sentence/);
  });
});

describe('secrecy catches', () => {
  it('a game without perturbSecrets, with a clear message', () => {
    expect(() => requirePerturbSecrets(broken('none', { perturbSecrets: undefined }))).toThrow(
      /none has no perturbSecrets\(state, seat, seed\): every game must provide one/,
    );
  });

  it("a view that shows the kaiju's hand to everyone", () => {
    const g = broken('leakyView', {
      view(s, viewer) {
        const v = base.view(s, viewer) as unknown as State;
        return { ...v, kaiju: { ...v.kaiju, hand: [...st(s).kaiju.hand] } } as never;
      },
    });
    expect(() => secrecy(g)).toThrow(/sees a difference/);
  });

  it("a privateDiff that sends every seat the kaiju's hand", () => {
    const g = broken('leakyDiff', {
      privateDiff: (s, viewer) => [...(base.privateDiff?.(s, viewer) ?? []), [['kaiju', 'hand'], st(s).kaiju.hand]],
    });
    expect(() => secrecy(g)).toThrow(/sees a difference/);
  });

  it('a view that shows the random generator', () => {
    const g = broken('rngView', {
      view: (s, viewer) => ({ ...(base.view(s, viewer) as object), dice: st(s).rng }) as never,
    });
    expect(() => secrecy(g)).toThrow(/hidden randomness/);
  });

  it('a view that shows the seed under another name', () => {
    const g = broken('seedView', {
      view: (s, viewer) => ({ ...(base.view(s, viewer) as object), game: st(s).seed }) as never,
    });
    expect(() => secrecy(g)).toThrow(/hidden randomness|sees a difference/);
  });

  it('a redactEvent that leaks the cards drawn', () => {
    const g = broken('leakyEvents', { redactEvent: (_s, e) => e as GameEvent });
    expect(() => secrecy(g, 4)).toThrow(/redactEvent leaks it/);
  });

  it('a decision asked only when a secret allows it (the flow of the game depends on a hand)', () => {
    const g = broken('askedOnSecret', {
      applyInPlace(s, seat, a) {
        const r = base.applyInPlace(s, seat, a);
        if (!r.ok || !st(s).kaiju.hand.includes('kaiju:walk:1')) return r;
        // As if the game stopped to ask something whenever the kaiju holds this card.
        (s as { asking?: number }).asking = st(s).v;
        return { ok: true, value: [...r.value, { type: 'nothingHappened', reason: 'asking' } as GameEvent] };
      },
    });
    expect(() => secrecy(g, 4)).toThrow(/whether a seat is asked depends on the secrets of 'kaiju'/);
  });

  it('a perturbation that changes nothing, one that changes public facts, one that changes its input', () => {
    expect(() => secrecy(broken('lazy', { perturbSecrets: (s) => JSON.parse(JSON.stringify(s)) as unknown }))).toThrow(
      /never changed/,
    );
    const loud = broken('loud', {
      perturbSecrets(s, seat, sd) {
        const c = st(base.perturbSecrets?.(s, seat, sd));
        c.humans.research += 1;
        return c;
      },
    });
    expect(() => secrecy(loud)).toThrow(/sees a difference/);
    const inPlace = broken('inPlace', {
      perturbSecrets(s) {
        st(s).rng = [1, 2, 3, 4];
        return s;
      },
    });
    expect(() => secrecy(inPlace)).toThrow(/changed its input/);
  });
});

describe('the timing check catches', () => {
  /** The host as it was: a computer's answer applied as soon as its thinking returns. */
  async function unpaced(check: () => Promise<unknown>): Promise<void> {
    const proto = PacedAnswer.prototype as unknown as { ready(a: unknown): void; deliver(): void };
    const ready = proto.ready;
    proto.ready = function (this: typeof proto, a: unknown) {
      ready.call(this, a);
      this.deliver();
    };
    try {
      await check();
    } finally {
      proto.ready = ready;
    }
  }
  const o = options({ humans: 1, level: 0 }).options;

  it('computer seats answering when their thinking returns (at once with one option, later with several)', async () => {
    await expect(computerSeatsTiming(base, o, seed, 200)).resolves.toBeGreaterThan(0);
    await expect(unpaced(() => computerSeatsTiming(base, o, seed, 200))).rejects.toThrow(
      /came \d+ ms after the last change, not 800/,
    );
  });

  it('stand-ins and timed-out decisions answering when their thinking returns', async () => {
    await expect(unpaced(() => standInTiming(base, o, seed, 300))).rejects.toThrow(/not 800 ms after a public moment/);
  });
});

describe('the socket game catches', () => {
  it('a server whose state is not what its stored log replays to', async () => {
    let noise = 0;
    const g = broken('kit-broken-wire', {
      applyInPlace(s, seat, a) {
        const r = base.applyInPlace(s, seat, a);
        if (!r.ok) return r;
        // Differs between the live game and its replay: the counter goes on (a key of the view every action touches).
        (s as { noise?: number }).noise = noise++;
        return { ok: true, value: r.value };
      },
    });
    const games = GAMES as AnyGame[];
    games.push(g);
    try {
      await expect(playOverSockets(g, variants[0].options, { port: 3941, timeoutMs: 60_000, seed })).rejects.toThrow(
        /replay\(\) of the stored log|not the view of the replayed game/,
      );
    } finally {
      games.splice(games.indexOf(g), 1);
    }
  }, 120_000);
});
