/** The title illustration: a kaiju silhouette over a burning Tokyo skyline, as inline SVG drawn in code. */
export function titleArt(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 560 220');
  svg.setAttribute('class', 'title-art');
  svg.setAttribute('aria-hidden', 'true');
  const buildings: string[] = [];
  let x = 0;
  let seed = 7;
  while (x < 560) {
    seed = (seed * 9301 + 49297) % 233280;
    const w = 18 + (seed % 26);
    const hgt = 30 + (seed % 70);
    buildings.push(`<rect x="${x}" y="${220 - hgt}" width="${w - 2}" height="${hgt}" fill="#10162c"/>`);
    for (let wy = 220 - hgt + 6; wy < 214; wy += 10)
      if ((wy + x) % 3 === 0)
        buildings.push(`<rect x="${x + 4}" y="${wy}" width="4" height="4" fill="#ffcf6a" opacity="0.7"/>`);
    x += w;
  }
  svg.innerHTML = `
    <defs>
      <radialGradient id="glow" cx="50%" cy="100%" r="70%">
        <stop offset="0" stop-color="#ff7a2f" stop-opacity="0.9"/>
        <stop offset="1" stop-color="#ff3d00" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="560" height="220" fill="url(#glow)"/>
    <g fill="#05070f">
      <path d="M250 220 L262 150 Q250 120 262 96 Q270 70 300 62 Q318 40 342 48 Q360 52 364 66 L350 72 Q356 80 342 84 Q334 100 330 118 Q348 126 356 150 L340 152 Q330 140 318 138 L322 220 Z"/>
      <path d="M262 150 Q200 170 150 214 L170 214 Q214 184 268 170 Z"/>
      <path d="M282 92 l-10 -16 l16 6 z M296 78 l-6 -20 l16 12 z M312 68 l0 -20 l12 16 z"/>
    </g>
    <circle cx="346" cy="58" r="3" fill="#ffdd55"/>
    ${buildings.join('')}
  `;
  return svg;
}
