/**
 * Vulcanus's smallest names (seats, kinds of people and pieces, the SDF's orders), apart from types.ts so that the
 * task shapes (task-types.ts) and the state (types.ts) both build on them without importing each other.
 */
export type Seat = 'kaiju' | 'h1' | 'h2' | 'h3';
export const HUMAN_SEATS = ['h1', 'h2', 'h3'] as const;
export type HumanSeat = (typeof HUMAN_SEATS)[number];
export type PeopleKind = 'citizens' | 'vips';
export type MovablePiece = 'citizens' | 'vips' | 'fire' | 'sdf';
export type SdfOrder = 'evacuateInvestigate' | 'buildBase' | 'freezingShell';
