/**
 * The coach's steps of Vulcanus's two tutorials (a guided first round on each side), loaded when a tutorial
 * starts. Each step's moment is read from the update the screen shows: the phase, the seat's prompt, its legal
 * moves, the plan board. Elements are pointed at by the screen's data-test attributes.
 */
import type { CoachScript, CoachStep, Texts } from '../../types';
import type { GameEvent, Phase, PromptKind } from '../../../../shared/vulcanus/types';
import type { GameUpdate } from '../net';
import type { Rect } from '../../../ui/coach-place';
import { offeredTowns, townBoxes } from './towns';
import { enTutorial, type TutorialKey } from '../i18n/tutorial-en';
import { jaTutorial } from '../i18n/tutorial-ja';

type U = GameUpdate;
/** A coach step, which may also keep its bubble off parts of the map (client/ui/coach.ts reads `avoid`). */
type Step = CoachStep<U> & { avoid?: (u: U) => Rect[] };

const text = (key: TutorialKey): Texts => ({ ja: jaTutorial[key], en: enTutorial[key] });

const PHASES: readonly Phase[] = ['setup', 'event', 'planning', 'execution', 'lava', 'base', 'over'];
/** Where the game is: round, then phase. */
const when = (u: U) => u.view.round * 10 + PHASES.indexOf(u.view.phase);
/** The game has gone past this phase of the first round. */
const past = (phase: Phase) => (u: U) => when(u) > 10 + PHASES.indexOf(phase);
const inPhase = (phase: Phase) => (u: U) => u.view.round === 1 && u.view.phase === phase;

/** The seat's own decision, if it has one now. */
const prompt = (u: U) => u.view.prompts.find((p) => p.seat === u.seat);
const asked = (kind: PromptKind) => (u: U) => prompt(u)?.kind === kind;
const planning = (u: U) => asked('planHumans')(u) || asked('planKaiju')(u);
/** A decision that is not planning (a card's, an event's, a phase's). */
const deciding = (u: U) => !!prompt(u) && !planning(u);
/** The towns the seat's decision lights up on the map: the bubble keeps off them. */
const litTowns = (u: U): Rect[] => townBoxes(offeredTowns(prompt(u)?.options ?? []));
/** Another decision than the one on when the step appeared. */
const answered = (u: U, since: U) => prompt(u)?.id !== prompt(since)?.id;

/** The owners of the seat's cards: its roles, or the kaiju. */
const owners = (u: U): string[] =>
  u.seat === 'kaiju' ? ['kaiju'] : u.view.humans.roles.filter((r) => r.seat === u.seat).map((r) => r.role);
const placed = (u: U) => Object.values(u.view.plan).filter((c) => c && owners(u).includes(c.owner)).length;
const claimed = (u: U) => u.view.humans.roles.filter((r) => r.seat === u.seat).every((r) => r.claim !== null);
const canFinish = (u: U) => u.legal.some((a) => a.type === 'done');

const SLOTS_SHOWN = '[data-test=plan-board]';
/** Where the player answers and plans: no bubble ever covers them. */
const ALWAYS_CLEAR = '[data-test=prompt], [data-test=plan-board], [data-test=hand]';

/**
 * A step that waits for a setup decision, and is passed over once that decision is behind. Its bubble keeps off
 * the lit towns. It names no town of its own: what it says makes a good town, and the hint (which rings one, with
 * its reason) is the one voice that recommends — a coach and a hint that disagreed confused newcomers.
 */
function setupChoice(id: TutorialKey, kind: PromptKind, after: PromptKind[]): Step {
  return {
    id,
    text: text(id),
    target: '[data-test=prompt]',
    avoid: litTowns,
    when: asked(kind),
    done: (u) => !asked(kind)(u),
    skip: (u) => u.view.phase !== 'setup' || after.some((k) => asked(k)(u)),
  };
}

/** The planning steps both sides share: the hand, placing, redraw, filling the slots and "Done". */
function planSteps(side: 'h' | 'k'): Step[] {
  const key = (x: string) => `${side}${x}` as TutorialKey;
  const over = past('planning');
  const step = (x: string, s: Omit<Step, 'id' | 'text'>): Step => ({ id: key(x), text: text(key(x)), ...s });
  return [
    step('Hand', { target: '[data-test=hand]', when: planning, skip: over }),
    ...(side === 'h'
      ? [
          step('Claim', {
            // the buttons of a role still without a column stand out
            target: '[data-test^=claim-].primary',
            keepClear: '[data-test^=claim-]',
            when: planning,
            done: claimed,
            skip: over,
          }),
        ]
      : []),
    step('Place', {
      target: '[data-test=hand-cards]',
      keepClear: SLOTS_SHOWN,
      when: planning,
      done: (u) => placed(u) > 0,
      skip: over,
    }),
    // the government board while the cards are planned: its funds pay for them (in the execution its bubble held
    // back the lava and base phases' explanations until the round had passed)
    ...(side === 'h'
      ? [
          step('Order', { target: SLOTS_SHOWN, skip: over }),
          step('Board', { target: '[data-test=human-board]', when: planning, skip: over }),
        ]
      : []),
    step('Redraw', { target: '[data-test=redraw]', when: planning, skip: (u) => over(u) || canFinish(u) }),
    step('Fill', {
      target: '[data-test=hand-cards]',
      keepClear: SLOTS_SHOWN,
      when: planning,
      done: (u) => canFinish(u) || !planning(u),
      skip: over,
    }),
    step('Done', { target: '[data-test=plan-done]', when: planning, done: (u) => !planning(u), skip: over }),
  ];
}

/**
 * The execution phase: first what happens (an explanation), then, at the player's first card decision, how to
 * answer it (passed over if the phase ends without one).
 */
const executionSteps = (explain: TutorialKey, decide: TutorialKey): Step[] => [
  {
    id: explain,
    text: text(explain),
    target: ['[data-test=banner]', SLOTS_SHOWN],
    when: inPhase('execution'),
    skip: past('execution'),
  },
  {
    id: decide,
    text: text(decide),
    target: '[data-test=prompt]',
    avoid: litTowns,
    when: (u) => inPhase('execution')(u) && deciding(u),
    done: answered,
    skip: past('execution'),
  },
];

const firstRoundOver = (u: U) => u.view.round >= 2 || !!u.outcome;

/** The event that begins the lava phase, as the board plays it. */
const lavaPhase = (e: unknown) => {
  const x = e as Partial<GameEvent> | null;
  return x?.type === 'phaseStarted' && x.phase === 'lava';
};

/** The government's tutorial: one human playing two roles. */
export const humansScript: CoachScript<U> = {
  keepClear: ALWAYS_CLEAR,
  endsWhen: firstRoundOver,
  end: text('hEnd'),
  steps: [
    { id: 'hWelcome', text: text('hWelcome') },
    { id: 'hGoal', text: text('hGoal'), target: '[data-test=track-defense]', keepClear: '[data-test=track-damage]' },
    setupChoice('hFireBase', 'fireBaseTown', ['sdfBaseTown']),
    setupChoice('hSdfBase', 'sdfBaseTown', []),
    ...planSteps('h'),
    ...executionSteps('hExecution', 'hDecision'),
    // The end of the round, explained as the lava phase begins: a single update often carries the game from the
    // last card through the lava and base phases into round 2 (the computer answers the kaiju's choices at once),
    // and the screen would only show it once round 2 had begun (client/ui/coach-steps.ts coachEvent).
    {
      id: 'hLava',
      text: text('hLava'),
      target: '[data-test=track-damage]',
      keepClear: '[data-test=track-defense]',
      when: past('execution'),
      whenEvent: lavaPhase,
    },
  ],
};

/** The kaiju's tutorial. */
export const kaijuScript: CoachScript<U> = {
  keepClear: ALWAYS_CLEAR,
  endsWhen: firstRoundOver,
  end: text('kEnd'),
  steps: [
    { id: 'kWelcome', text: text('kWelcome') },
    { id: 'kGoal', text: text('kGoal'), target: '[data-test=track-damage]', keepClear: '[data-test=track-defense]' },
    setupChoice('kBonus', 'returnBonusTile', ['kaijuStart']),
    setupChoice('kStart', 'kaijuStart', []),
    { id: 'kBoard', text: text('kBoard'), target: '[data-test=kaiju-board]', when: past('setup') },
    ...planSteps('k'),
    ...executionSteps('kExecution', 'kDecision'),
    {
      id: 'kEvolve',
      text: text('kEvolve'),
      target: '[data-test=prompt]',
      keepClear: '[data-test=kaiju-board]',
      anytime: true,
      when: asked('placeEvolution'),
      done: answered,
    },
    {
      id: 'kLava',
      text: text('kLava'),
      target: '[data-test=track-damage]',
      when: past('execution'),
      whenEvent: lavaPhase,
    },
  ],
};
