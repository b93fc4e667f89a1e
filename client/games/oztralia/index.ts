/** Oztralia's client module (its own chunk): the map in SVG on the screen kit, the side column, effects and words. */
import type { GameClient } from '../types';
import { mountScreen } from './screen';
import './style.css';
import { texts } from './texts';

export const client: GameClient = { id: 'oztralia', texts, mount: mountScreen };
