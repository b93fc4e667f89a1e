/** Rolled West's client module (its own chunk): the sheet, the dice, the panels, sounds and strings. */
import type { GameClient } from '../types';
import { mountScreen } from './screen';
import './style.css';
import { texts } from './texts';

export const client: GameClient = { id: 'rolled-west', texts, mount: mountScreen };
