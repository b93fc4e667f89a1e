/**
 * The map's key, for a newcomer: each picture on the map beside its words (resources, farms, Old Ones face down and
 * face up, their printed ground, ports, rails, threats). Drawn with the map's own classes, so it matches the map in
 * either palette.
 */
import type { Lang } from '../../i18n/lang';
import { h } from '../../ui/dom';
import { say, type UiKey } from './ui';

const NS = 'http://www.w3.org/2000/svg';

function swatch(inner: string): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '-16 -16 32 32');
  svg.setAttribute('width', '28');
  svg.setAttribute('height', '28');
  svg.setAttribute('aria-hidden', 'true');
  // our own fixed drawing: no outside text enters it
  svg.innerHTML = inner;
  return svg;
}

const ROWS: [UiKey, string][] = [
  ['keyCoal', '<circle r="7" fill="#2b2b2b" class="oz-res"/>'],
  ['keyIron', '<circle r="7" fill="#8a95a5" class="oz-res"/>'],
  ['keyGold', '<circle r="7" fill="#e8b923" class="oz-res"/>'],
  ['keyPhos', '<circle r="7" fill="#5fb3a1" class="oz-res"/>'],
  [
    'keyFarms',
    '<circle cx="-9" r="5" class="oz-farm team-1"/><rect x="-4" y="-5" width="9" height="9" class="oz-farm team-1"/><path d="M11 -6 L16 0 L11 6 L6 0 Z" class="oz-farm team-1"/>',
  ],
  [
    'keyBlighted',
    '<circle r="7" class="oz-farm team-1 blighted"/><path class="oz-blight-x" d="M-6 -6 L6 6 M6 -6 L-6 6"/>',
  ],
  ['keyHidden', '<g class="oz-tile down lv-2"><rect x="-12" y="-11" width="24" height="22" rx="4"/></g>'],
  ['keyUp', '<g class="oz-tile up"><rect x="-12" y="-11" width="24" height="22" rx="4"/></g>'],
  [
    'keyGround',
    '<circle cx="-7" r="3" class="oz-level-pip"/><circle r="3" class="oz-level-pip"/><circle cx="7" r="3" class="oz-level-pip"/>',
  ],
  ['keyPort', '<circle r="11" class="oz-port team-1"/>'],
  ['keyRail', '<line x1="-12" y1="8" x2="12" y2="-8" class="oz-rail team-1"/>'],
  ['keyThreat', '<line x1="-14" y1="0" x2="14" y2="0" class="oz-threat-line"/><circle r="7" class="oz-threat-steps"/>'],
];

export function mapKey(l: Lang): HTMLElement {
  return h(
    'details',
    { class: 'ozp-panel oz-key', 'data-test': 'oz-key' },
    h('summary', { class: 'ozp-panel-title', text: say('keyTitle', {}, l) }),
    h(
      'ul',
      {},
      ROWS.map(([k, inner]) => h('li', {}, swatch(inner), h('span', { text: say(k, {}, l) }))),
    ),
  );
}
