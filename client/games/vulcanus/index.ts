/** Vulcanus's client module (its own chunk): the board scene, panels, animations and the rendering benchmark. */
import type { GameClient } from '../types';
import { renderBench } from './bench';
import { mountGameScreen } from './screen/screen';

export const client: GameClient = { mountGameScreen, renderBench };
export { mountGameScreen, renderBench };
