/** The game of every record written before records named their game (stores, saves and replays of that time). */
export const LEGACY_GAME = 'vulcanus';
