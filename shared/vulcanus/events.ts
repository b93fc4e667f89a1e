/** §9 event cards. Choices are the kaiju's. */
import type { Ctx } from './ctx';
import { ADJACENT, TOWN_IDS, townIndex } from './data/map';
import { burnLava, drainFunds, kaijuTownIndex, placeLava, placeLavaN, returnUnit } from './effects';
import { lavaFlowTask } from './generic';
import { ask, CONT, DONE, type EventTask, type Handler, type Step } from './tasks';
import type { Action } from './types';

function omen(c: Ctx): number {
  return c.s.omenTown === null ? -1 : townIndex(c.s.omenTown);
}

function killOne(c: Ctx, town: number): void {
  c.s.stack.push({ t: 'people', town, n: 1, op: 'kill', seat: 'kaiju' });
}

function resolve(c: Ctx, e: EventTask, a: Action | null): Step {
  const o = omen(c);
  if (o < 0) return DONE;
  switch (e.event) {
    case 'tremor':
      placeLava(c, o);
      return DONE;
    case 'fissure':
      if (e.k === 0) {
        placeLava(c, o);
        e.k = 1;
      }
      if (a?.type === 'town') {
        placeLava(c, townIndex(a.town));
        return DONE;
      }
      return ask(
        'kaiju',
        'eventTown',
        ADJACENT[o].map((j) => ({ type: 'town', town: TOWN_IDS[j] })),
      );
    case 'toxicGas':
      if (e.k === 0) {
        e.k = 1;
        killOne(c, o);
        return CONT;
      }
      placeLava(c, o);
      return DONE;
    case 'wildfire': {
      // "Already holds lava" is judged before any of this event's lava is placed.
      const burning = ADJACENT[o].filter((j) => c.s.towns[j].lava > 0);
      placeLava(c, o);
      for (const j of burning) placeLava(c, j);
      return DONE;
    }
    case 'greatEarthquake':
      placeLavaN(c, o, 2);
      drainFunds(c, 2);
      return DONE;
    case 'eruption':
      placeLavaN(c, o, 2);
      placeLava(c, kaijuTownIndex(c));
      return DONE;
    case 'earthquakeSwarm': {
      const based = ADJACENT[o].filter((j) => c.s.towns[j].bases > 0);
      placeLava(c, o);
      for (const j of based) placeLava(c, j);
      return DONE;
    }
    case 'pyroclasticFlow':
      placeLavaN(c, o, 2);
      c.s.stack.push(lavaFlowTask('kaiju', o));
      return DONE;
    case 'toxicGasBurst':
      for (const j of [...ADJACENT[o]].reverse()) killOne(c, j);
      killOne(c, o);
      return DONE;
    case 'growthSpurt':
      burnLava(c);
      burnLava(c);
      return DONE;
    case 'marketPanic':
      drainFunds(c, 3);
      return DONE;
    case 'subterraneanAdvance':
      if (e.k === 0) {
        e.k = 1;
        c.s.stack.push({ t: 'kaijuMove', steps: 2, must: 0, underground: true });
        return CONT;
      }
      placeLava(c, o);
      placeLava(c, kaijuTownIndex(c));
      return DONE;
    case 'blackout': {
      // Return up to 2 fire brigades / SDF units on or adjacent to the omen town.
      if (a?.type === 'pass') return DONE;
      if (a?.type === 'unit') {
        returnUnit(c, townIndex(a.town), a.unit);
        e.n++;
      }
      if (e.n >= 2) return DONE;
      const options: Action[] = [];
      for (const i of [o, ...ADJACENT[o]])
        for (const unit of ['fire', 'sdf'] as const)
          if (c.s.towns[i][unit] > 0) options.push({ type: 'unit', town: TOWN_IDS[i], unit });
      if (!options.length) return DONE;
      options.push({ type: 'pass' });
      return ask('kaiju', 'eventUnit', options, { info: { n: e.n, of: 2 } });
    }
    case 'greatEruption':
      placeLavaN(c, o, 3);
      return DONE;
  }
}

export const eventHandler: Handler<EventTask> = (c, task, a) => resolve(c, task, a);
