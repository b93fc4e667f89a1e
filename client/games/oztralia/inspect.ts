/** What a long press or a right click on a hex says: its ground, its Old Ones, resources, farm, port and rails. */
import type { Lang } from '../../i18n/lang';
import type { InspectInfo } from '../../ui/inspect';
import { TILES } from '../../../shared/oztralia/data';
import { LEVEL_OF, TERRAIN_OF, hexName, type Hex } from '../../../shared/oztralia/hex';
import type { View } from '../../../shared/oztralia/types';
import { say } from './ui';
import { FAMILY, FARM, RES, TERRAIN, TILE } from './words';

export function hexInfo(v: View, h: Hex, l: Lang, seatName: (s: string) => string): InspectInfo {
  const lines: string[] = [];
  const lv = LEVEL_OF[h];
  if (lv) lines.push(say('level', { n: lv }, l));
  for (const t of v.tiles.filter((x) => x.hex === h)) {
    if (t.up && t.kind) {
      const s = TILES[t.kind];
      const fam = s.family ? ` · ${FAMILY[s.family][l]}` : '';
      lines.push(`${TILE[t.kind][l]}${fam} — ${say('endurance', { n: s.endurance, vp: s.vp }, l)}`);
    } else {
      lines.push(say('hidden', { n: t.level }, l));
      // §12 the Tracker's owner alone has seen it (its own view's peeks)
      const seen = v.peeks?.tiles[t.uid];
      if (seen) lines.push(say('trackerSaw', { tile: TILE[seen][l] }, l));
      const odds = v.unknown[String(t.level)] ?? {};
      const list = Object.entries(odds)
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([k, n]) => `${TILE[k as keyof typeof TILE]?.[l] ?? k} ×${n}`)
        .join(l === 'ja' ? '、' : ', ');
      if (list) lines.push(say('hiddenOdds', { list }, l));
    }
    const dmg = Object.values(t.cubes).reduce((a, b) => a + (b ?? 0), 0);
    if (dmg) lines.push(say('damage', { n: dmg }, l));
  }
  const res = v.res[h] ?? {};
  const stock = Object.entries(res)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => `${RES[k as keyof typeof RES][l]} ${n}`);
  if (stock.length) lines.push(stock.join(l === 'ja' ? '、' : ', '));
  for (const f of v.farms.filter((x) => x.hex === h))
    lines.push(
      say('farmOf', { who: seatName(f.owner), farm: FARM[f.kind][l] }, l) +
        (f.blighted ? ` (${say('blighted', {}, l)})` : ''),
    );
  for (const [seat, p] of Object.entries(v.players)) {
    if (p?.port === h) lines.push(say('portOf', { who: seatName(seat) }, l));
    if (p?.tracks.some(([a, b]) => a === h || b === h)) lines.push(say('railOf', { who: seatName(seat) }, l));
  }
  return { title: `${TERRAIN[TERRAIN_OF[h]][l]} ${hexName(h)}`, body: lines.join('\n') };
}
