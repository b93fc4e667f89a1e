/** Oztralia's rules (its GameDefinition), loaded lazily by the setup forms and the replay viewer. */
export { oztralia as definition } from '../../../shared/oztralia/index';
