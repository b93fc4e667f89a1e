/** Tsunami's rules (its GameDefinition), loaded lazily by the setup forms and the replay viewer. */
export { tsunami as definition } from '../../../shared/tsunami/index';
