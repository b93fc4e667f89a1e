/** Oztralia's side panels, for the screen to mount (README.md in this folder says where and with what). */
export { renderCalendar, type CalendarOpts } from './calendar';
export { renderThreats, threatOverlay, type ThreatArrow, type ThreatOverlay } from './threats';
export { renderOdds } from './odds';
export { renderScore, against } from './score';
export type { PanelOpts } from './common';
export { wordsFor, WORDS, type Words, type WordKey } from './words';
