/** Leviath's client module (its own chunk): the bay in SVG, the panels, the effects, sounds and strings. */
import type { GameClient } from '../types';
import { mountScreen } from './screen/screen';
import './style.css';
import { texts } from './texts';

export const client: GameClient = { id: 'leviath', texts, mount: mountScreen };
