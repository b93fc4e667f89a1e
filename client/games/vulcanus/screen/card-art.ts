/**
 * Each card type's motif, original art drawn in code: one bold, flat picture on a 64 × 40 grid with a dark
 * outline, in the colours of the pieces on the map (fire red, SDF green, base blue, lava orange, people cream).
 * The strings are static (no text a player typed goes into them), so they are parsed once into SVG elements.
 */
const INK = '#0b0f1e';
const LAVA = '#ff5a1f';
const GLOW = '#ffb020';
const FIRE = '#ff4d4d';
const SDF = '#3ccf6e';
const BASE = '#4a8cff';
const PEOPLE = '#f4f1e6';
const VIP = '#ffd447';
const WATER = '#8fd3ff';
const STONE = '#8a93b8';

/** Outline attributes shared by every shape, so that all motifs read as one set. */
const O = `stroke="${INK}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"`;

const arrow = (x1: number, x2: number, y: number, c = PEOPLE) =>
  `<path d="M${x1} ${y}H${x2 - 4}" stroke="${c}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M${x2 - 7} ${y - 6}L${x2} ${y}L${x2 - 7} ${y + 6}Z" fill="${c}" ${O}/>`;

const person = (x: number, y: number, c = PEOPLE) =>
  `<circle cx="${x}" cy="${y - 9}" r="4.5" fill="${c}" ${O}/>` +
  `<rect x="${x - 6}" y="${y - 4}" width="12" height="13" rx="4" fill="${c}" ${O}/>`;

const flame = (x: number, y: number, s = 1) =>
  `<path d="M${x} ${y - 14 * s}C${x + 9 * s} ${y - 6 * s} ${x + 8 * s} ${y} ${x} ${y}C${x - 8 * s} ${y} ${x - 9 * s} ${y - 6 * s} ${x} ${y - 14 * s}Z" fill="${LAVA}" ${O}/>` +
  `<path d="M${x} ${y - 7 * s}C${x + 4 * s} ${y - 3 * s} ${x + 3 * s} ${y - 1 * s} ${x} ${y - 1 * s}C${x - 3 * s} ${y - 1 * s} ${x - 4 * s} ${y - 3 * s} ${x} ${y - 7 * s}Z" fill="${GLOW}"/>`;

const sdfShield = (x: number, y: number) =>
  `<path d="M${x - 10} ${y - 10}H${x + 10}V${y - 4}L${x} ${y + 10}L${x - 10} ${y - 4}Z" fill="${SDF}" ${O}/>` +
  `<circle cx="${x}" cy="${y - 3}" r="2.5" fill="#fff"/>`;

const fireEngine = (x: number, y: number) =>
  `<rect x="${x - 16}" y="${y - 10}" width="24" height="14" rx="2" fill="${FIRE}" ${O}/>` +
  `<path d="M${x + 8} ${y - 8}H${x + 13}L${x + 17} ${y - 2}V${y + 4}H${x + 8}Z" fill="${FIRE}" ${O}/>` +
  `<path d="M${x - 14} ${y - 14}L${x + 4} ${y - 14}" stroke="${PEOPLE}" stroke-width="3"/>` +
  `<path d="M${x - 10} ${y - 16}V${y - 12}M${x - 4} ${y - 16}V${y - 12}M${x + 2} ${y - 16}V${y - 12}" stroke="${PEOPLE}" stroke-width="1.5"/>` +
  `<circle cx="${x - 9}" cy="${y + 5}" r="4" fill="${INK}"/><circle cx="${x + 10}" cy="${y + 5}" r="4" fill="${INK}"/>` +
  `<circle cx="${x - 9}" cy="${y + 5}" r="1.5" fill="${STONE}"/><circle cx="${x + 10}" cy="${y + 5}" r="1.5" fill="${STONE}"/>`;

const house = (x: number, y: number, c = BASE) =>
  `<path d="M${x - 12} ${y - 2}L${x} ${y - 13}L${x + 12} ${y - 2}Z" fill="${c}" ${O}/>` +
  `<rect x="${x - 9}" y="${y - 3}" width="18" height="13" fill="${c}" ${O}/>` +
  `<rect x="${x - 2.5}" y="${y + 2}" width="5" height="8" fill="#fff"/>`;

const coin = (x: number, y: number) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="4" fill="#e0b53a" ${O}/>`;

const MOTIFS: Record<string, string> = {
  moveCitizens: person(12, 24) + person(24, 27, VIP) + arrow(34, 58, 22),
  moveSdf: sdfShield(18, 21) + arrow(34, 58, 21, SDF),
  moveFire: fireEngine(20, 24) + arrow(42, 60, 22, FIRE),
  firefighting:
    flame(42, 34, 1.5) +
    `<path d="M6 12C18 2 32 4 38 16" fill="none" stroke="${WATER}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="40" cy="20" r="2.5" fill="${WATER}"/><circle cx="46" cy="16" r="2" fill="${WATER}"/>` +
    `<rect x="2" y="10" width="8" height="6" rx="1" fill="${FIRE}" ${O}/>`,
  sdfOrders:
    `<path d="M14 16L34 8V32L14 24Z" fill="${SDF}" ${O}/>` +
    `<rect x="8" y="15" width="7" height="10" rx="1" fill="${SDF}" ${O}/>` +
    `<path d="M40 14Q44 20 40 26M46 10Q53 20 46 30M52 6Q62 20 52 34" fill="none" stroke="${PEOPLE}" stroke-width="2.5" stroke-linecap="round"/>`,
  mobilization:
    house(20, 26) +
    `<path d="M44 10V30M34 20H54" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M44 10V30M34 20H54" stroke="${GLOW}" stroke-width="4.5" stroke-linecap="round"/>`,
  budgetRequest:
    coin(22, 32) +
    coin(22, 26) +
    coin(22, 20) +
    // the yen sign, drawn (a glyph would need a font)
    `<path d="M19 17.5L22 20.5L25 17.5M22 20.5V24M19.5 21H24.5M19.5 22.8H24.5" fill="none" stroke="#3a2a00" stroke-width="1.3" stroke-linecap="round"/>` +
    `<path d="M46 34V12" stroke="${SDF}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M38 16L46 6L54 16Z" fill="${SDF}" ${O}/>`,
  fireHelicopter:
    `<path d="M8 8H44" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M26 8V13" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M14 14H32C38 14 40 20 40 22C40 26 36 28 32 28H18C14 28 12 24 12 20Z" fill="${FIRE}" ${O}/>` +
    `<path d="M30 16H35C37 17 38 19 38 21H30Z" fill="${WATER}"/>` +
    `<path d="M12 20H2L4 14" fill="none" stroke="${FIRE}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M16 32H36M20 28V32M32 28V32" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M48 24Q52 32 48 38M54 22Q58 30 54 38" fill="none" stroke="${WATER}" stroke-width="2.5" stroke-linecap="round"/>`,
  bunkerBuster:
    `<path d="M22 4L34 4L34 8L28 6L22 8Z" fill="${STONE}" ${O}/>` +
    `<path d="M28 6C36 6 36 18 36 22C36 28 32 32 28 34C24 32 20 28 20 22C20 18 20 6 28 6Z" fill="#3a4470" ${O}/>` +
    `<path d="M28 12V26" stroke="${GLOW}" stroke-width="2"/>` +
    `<path d="M8 38L16 30M48 38L40 30M28 38V36" stroke="${GLOW}" stroke-width="3" stroke-linecap="round"/>`,
  research:
    `<path d="M24 4H36M26 4V14L14 34H46L34 14V4" fill="none" ${O}/>` +
    `<path d="M19 26H41L46 34H14Z" fill="${WATER}" ${O}/>` +
    `<circle cx="28" cy="20" r="2" fill="${WATER}"/><circle cx="33" cy="15" r="1.5" fill="${WATER}"/>` +
    `<path d="M52 10L54 15L59 16L55 19L56 24L52 21L48 24L49 19L45 16L50 15Z" fill="${VIP}" ${O}/>`,
  continuity:
    `<path d="M14 20A14 12 0 0 1 42 14" fill="none" stroke="${BASE}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M38 6L46 14L36 18Z" fill="${BASE}" ${O}/>` +
    `<path d="M50 20A14 12 0 0 1 22 26" fill="none" stroke="${PEOPLE}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M26 34L18 26L28 22Z" fill="${PEOPLE}" ${O}/>`,
  walk:
    `<path d="M14 34C10 28 14 18 22 16L24 8L28 15L32 5L35 15L40 9L40 18C46 22 44 32 38 35C32 38 20 38 14 34Z" fill="${LAVA}" ${O}/>` +
    `<path d="M20 30C24 26 30 26 34 29" fill="none" stroke="${GLOW}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M50 30H60M52 22H60M54 14H60" stroke="${GLOW}" stroke-width="2.5" stroke-linecap="round"/>`,
  stomp:
    `<rect x="4" y="22" width="10" height="16" fill="${STONE}" ${O}/><rect x="50" y="20" width="11" height="18" fill="${STONE}" ${O}/>` +
    `<path d="M24 0H38V18C46 20 48 26 46 30H16C14 26 18 20 24 18Z" fill="${LAVA}" ${O}/>` +
    `<path d="M18 30L15 36M26 30L25 37M36 30L37 37M44 30L47 36" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M28 4L32 10L29 16" fill="none" stroke="${GLOW}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M6 14L11 18M58 12L53 16M2 38H62" stroke="${GLOW}" stroke-width="2.5" stroke-linecap="round"/>`,
  fireball:
    `<path d="M4 10L26 18M2 22L24 23M6 34L26 28" stroke="${GLOW}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="38" cy="22" r="13" fill="${LAVA}" ${O}/>` +
    `<circle cx="40" cy="20" r="7" fill="${GLOW}"/><circle cx="42" cy="18" r="3" fill="#fff3c4"/>`,
  roar:
    `<path d="M6 12C14 4 28 4 32 14L22 18Z" fill="#5a1f0c" ${O}/>` +
    `<path d="M6 28C14 36 28 36 32 26L22 22Z" fill="#5a1f0c" ${O}/>` +
    `<path d="M12 14L14 18L16 14M20 13L22 17L24 13M12 26L14 22L16 26M20 27L22 23L24 27" fill="#fff" stroke="none"/>` +
    `<circle cx="16" cy="9" r="1.8" fill="${GLOW}"/>` +
    `<path d="M38 12Q44 20 38 28M46 8Q54 20 46 32M54 4Q64 20 54 36" fill="none" stroke="${LAVA}" stroke-width="3" stroke-linecap="round"/>`,
  underground:
    `<path d="M0 16H64" stroke="${STONE}" stroke-width="3"/>` +
    `<path d="M0 17H64V40H0Z" fill="#3a2418"/>` +
    `<path d="M10 10C14 30 46 36 52 14" fill="none" stroke="${LAVA}" stroke-width="3.5" stroke-dasharray="5 4" stroke-linecap="round"/>` +
    `<path d="M46 12L54 6L56 16Z" fill="${LAVA}" ${O}/>` +
    `<circle cx="10" cy="10" r="3" fill="${GLOW}" ${O}/>`,
  lavaFlow:
    `<path d="M0 36C8 22 14 30 22 20C30 10 36 24 44 14C50 8 56 12 64 6V40H0Z" fill="${LAVA}" ${O}/>` +
    `<path d="M6 34C12 26 16 32 22 26C28 20 34 28 40 22" fill="none" stroke="${GLOW}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<circle cx="52" cy="22" r="2" fill="${GLOW}"/><circle cx="30" cy="32" r="1.8" fill="${GLOW}"/>`,
  rampage:
    `<path d="M18 14H40C44 14 46 16 46 20V30C46 34 42 36 38 36H24C20 36 18 32 18 28Z" fill="#5a1f0c" ${O}/>` +
    `<path d="M24 14V22M31 14V22M38 14V22" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M18 22C12 22 12 30 18 30" fill="#5a1f0c" ${O}/>` +
    `<path d="M4 8L12 14M2 24H10M6 36L12 32M52 8L48 14M56 24H50M54 36L48 32" stroke="${GLOW}" stroke-width="2.5" stroke-linecap="round"/>`,
};

/** The motif's SVG source for a card type (a plain frame for a hidden or unknown card). */
export function cardArtSvg(type: string): string {
  const body = MOTIFS[type] ?? `<path d="M20 8L44 32M44 8L20 32" stroke="${STONE}" stroke-width="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40" class="card-art" aria-hidden="true">${body}</svg>`;
}

/** The card types that have a motif (the tests check that every card type of the data has one). */
export const ART_TYPES: readonly string[] = Object.keys(MOTIFS);

const parsed = new Map<string, SVGElement>();

/** A new SVG element of the motif (parsed once per type, then cloned). */
export function cardArt(type: string): SVGElement {
  let svg = parsed.get(type);
  if (!svg) {
    const doc = new DOMParser().parseFromString(cardArtSvg(type), 'image/svg+xml');
    // a malformed motif would show the parser's error page: draw the plain frame instead
    const ok = doc.documentElement.nodeName === 'svg' && !doc.querySelector('parsererror');
    const el = ok
      ? doc.documentElement
      : new DOMParser().parseFromString(cardArtSvg(''), 'image/svg+xml').documentElement;
    svg = el as unknown as SVGElement;
    parsed.set(type, svg);
  }
  return document.importNode(svg, true);
}
