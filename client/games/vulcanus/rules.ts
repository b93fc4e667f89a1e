/** Vulcanus's rules for the shell's setup forms and the replay viewer (the engine without the board). */
export { vulcanus as definition } from '../../../shared/vulcanus/index';
