/** Leviath's rules (its GameDefinition), loaded lazily by the setup forms and the replay viewer. */
export { leviath as definition } from '../../../shared/leviath/index';
