/** Rolled West's rules (its GameDefinition), loaded lazily by the setup forms and the replay viewer. */
export { rolledWest as definition } from '../../../shared/rolled-west/index';
