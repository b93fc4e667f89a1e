/** Tsunami's client module (its own chunk): the tall map in SVG, the family, the effects, sounds and strings. */
import type { GameClient } from '../types';
import { mountScreen } from './screen/screen';
import './style.css';
import { texts } from './texts';

export const client: GameClient = { id: 'tsunami', texts, mount: mountScreen };
