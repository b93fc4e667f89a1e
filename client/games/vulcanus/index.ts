/** Vulcanus's client module (its own chunk): the board scene, panels, animations and the rendering benchmark. */
import type { GameClient } from '../types';
import { renderBench } from './bench';
import { mountGameScreen } from './screen/screen';
import './style.css';
import { texts } from './texts';

export const client: GameClient = { id: 'vulcanus', texts, mount: mountGameScreen, renderBench };
