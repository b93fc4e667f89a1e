/** What the inspect panel says about each thing on the map, from the view on screen (nothing more). */
import type { Lang } from '../../../i18n/lang';
import type { RegionId, Sea, ShipId, Town, View } from '../../../../shared/leviath/types';
import { REGIONS, SEA_SPACES, TOWNS } from '../../../../shared/leviath/data/map';
import type { InspectInfo } from '../../../ui/inspect';
import type { InspectKind } from '../board/board';
import { say } from '../i18n/ui';
import { PORT, regionName, shipName, spaceName, townName } from '../i18n/words';

const ids = (v: View): ShipId[] => Object.keys(v.ships) as ShipId[];

function space(v: View, x: Sea, l: Lang, cloud: boolean): InspectInfo {
  const sp = SEA_SPACES[x];
  const here: string[] = [];
  if (v.mines.includes(x)) here.push(say('mineHere', {}, l));
  for (const id of ids(v)) if (v.ships[id] === x) here.push(shipName(id, l));
  if (v.marker.includes(x)) here.push(say('marker', {}, l));
  const lines = [
    say(
      'neighbours',
      { list: sp.neighbours.map((n) => (typeof n === 'number' ? String(n) : townName(n, l))).join('・') },
      l,
    ),
    here.length ? say('holds', { list: here.join('・') }, l) : '',
    v.secret?.at === x ? say('you', {}, l) : '',
    cloud ? say(v.candidates.includes(x) ? 'candidate' : 'notCandidate', {}, l) : '',
  ];
  return {
    title: say('seaSpace', { n: x, region: regionName(sp.region, l) }, l),
    body: lines.filter(Boolean).join('\n'),
  };
}

function town(v: View, t: Town, l: Lang): InspectInfo {
  const lines = [say('townHelp', { sea: TOWNS[t].sea }, l)];
  if (v.submerged.includes(t)) lines.push(say('townSubmerged', {}, l));
  if (v.dykes.construction?.includes(t)) lines.push(say('townDyke', {}, l));
  return { title: say('town', { town: townName(t, l) }, l), body: lines.join('\n') };
}

export function mapInfo(
  v: View | null,
  kind: InspectKind,
  id: string | number,
  l: Lang,
  cloud: boolean,
): InspectInfo | null {
  if (!v) return null;
  switch (kind) {
    case 'space':
      return space(v, Number(id), l, cloud);
    case 'town':
      return town(v, id as Town, l);
    case 'ship': {
      const at = v.ships[id as ShipId];
      return {
        title: shipName(id as ShipId, l),
        body:
          at === 'port' ? `${PORT[l]}: ${say('shipInPort', {}, l)}` : `${spaceName(at, l)}\n${say('shipHelp', {}, l)}`,
      };
    }
    case 'mine':
      return { title: `${say('mineHere', {}, l)} — ${spaceName(Number(id), l)}`, body: say('mineHelp', {}, l) };
    case 'port':
      return { title: PORT[l], body: say('portHelp', {}, l) };
    case 'region': {
      const r = id as RegionId;
      return { title: regionName(r, l), body: `${REGIONS[r].spaces.join('・')}\n${say('regionHelp', {}, l)}` };
    }
  }
}
