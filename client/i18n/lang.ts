/** The languages of everything a player reads. */
export type Lang = 'ja' | 'en';
