/**
 * The game picker's card art, drawn in code (original): a glowing sea-dragon coiled under a dark triangle-gridded
 * bay at dusk, a lone ship above it and sonar rings on the water. An SVG data URL, so nothing is fetched.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 220">
<defs>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#241a3a"/><stop offset="0.32" stop-color="#5b3050"/><stop offset="0.36" stop-color="#0d2a3a"/><stop offset="1" stop-color="#030a14"/></linearGradient>
<radialGradient id="g" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#5ff2d8" stop-opacity="0.55"/><stop offset="1" stop-color="#5ff2d8" stop-opacity="0"/></radialGradient>
<pattern id="t" width="40" height="34.64" patternUnits="userSpaceOnUse"><path d="M0 34.64 L20 0 L40 34.64 Z M20 0 L40 0" fill="none" stroke="#7fb8d8" stroke-opacity="0.16" stroke-width="1"/></pattern>
</defs>
<rect width="560" height="220" fill="url(#s)"/>
<circle cx="96" cy="52" r="20" fill="#ffb070" opacity="0.7"/>
<path d="M0 80 L70 64 L120 74 L190 58 L260 72 L300 66 L300 80 Z" fill="#141a24"/>
<path d="M380 80 L430 62 L500 70 L560 58 L560 80 Z" fill="#141a24"/>
<rect y="79" width="560" height="141" fill="url(#t)"/>
<ellipse cx="300" cy="158" rx="190" ry="58" fill="url(#g)"/>
<path d="M120 170 C170 120 220 200 280 150 C330 110 360 190 420 150 C450 130 470 140 490 118 L500 126 C482 150 460 152 430 170 C370 208 336 132 290 168 C230 216 180 140 128 182 Z" fill="#0a2d33" stroke="#5ff2d8" stroke-width="2.5" stroke-opacity="0.9"/>
<path d="M490 118 L520 104 L508 124 L530 128 L500 132 Z" fill="#0a2d33" stroke="#5ff2d8" stroke-width="2"/>
<circle cx="506" cy="118" r="2.6" fill="#ffe27a"/>
<path d="M200 152 L210 138 L218 150 M270 150 L280 134 L288 148 M350 152 L360 136 L368 150" fill="none" stroke="#5ff2d8" stroke-width="2" stroke-opacity="0.8"/>
<g transform="translate(300 96)"><path d="M-26 0 L26 0 L18 9 L-20 9 Z" fill="#c9d3df"/><rect x="-8" y="-9" width="14" height="9" fill="#aab6c4"/><rect x="-2" y="-16" width="3" height="7" fill="#aab6c4"/></g>
<g fill="none" stroke="#9fe8ff" stroke-width="1.6"><ellipse cx="300" cy="108" rx="40" ry="9" opacity="0.6"/><ellipse cx="300" cy="108" rx="72" ry="16" opacity="0.35"/><ellipse cx="300" cy="108" rx="104" ry="23" opacity="0.18"/></g>
</svg>`;

export const artUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`;
