/**
 * The inspect service's texts for everything on the screen but the cards: each function reads the view (and the
 * game's numbers) and words what a thing is, what it holds now and what it does, in the player's language.
 */
import {
  EVOLUTION_TREE,
  EXTRA_EFFECTS,
  ROLES,
  STAGES,
  type KaijuCardType,
  type RoleId,
} from '../../../../shared/vulcanus/data/cards';
import { BONUS_BY_ID, BONUS_TILES, bonusLava } from '../../../../shared/vulcanus/data/landmarks';
import { OMEN_NUMERALS, tileTable } from '../../../../shared/vulcanus/data/tiles';
import { townIndex } from '../../../../shared/vulcanus/data/map';
import type { Track } from '../../../../shared/vulcanus/types';
import type { View } from '../../../../shared/vulcanus/view';
import type { InspectInfo } from '../../../ui/inspect';
import { fill } from '../../../i18n/index';
import { cardText } from '../i18n/card-text';
import type { Words2 } from '../i18n/cards';
import { EVENT_WORDS, INSPECT as I } from '../i18n/inspect';
import { getLang, n, t } from '../i18n/index';
import { numbers } from '../numbers';
import { cardContext } from './card-face';

const w = (x: Words2, p?: Record<string, string | number>) => fill(x[getLang()], p);
const lines = (...xs: (string | false | null | undefined)[]) => xs.filter(Boolean).join('\n');

function counts(track: Track): Record<string, number> {
  const c = (k: string) => track.cells.filter((x) => x === k).length;
  return { c: c('c'), v: c('v'), l: c('l'), tiles: track.tiles.length, e: c('') };
}

export function trackInfo(v: View, kind: 'defense' | 'damage'): InspectInfo {
  const nb = numbers();
  const track = v.tracks[kind];
  return {
    title: t(kind === 'defense' ? 'defenseTrack' : 'damageTrack'),
    body: lines(
      w(kind === 'defense' ? I.defenseBody : I.damageBody, { rounds: nb.rounds, burning: nb.burningLava }),
      w(I.trackCounts, counts(track)),
    ),
  };
}

export function poolInfo(v: View, i: number): InspectInfo {
  const lang = getLang();
  const last = i >= STAGES.length - 1;
  return {
    title: w(I.poolTitle, { stage: STAGES[i][lang] }),
    body: last
      ? lines(`${v.kaiju.pools[i]}`, w(I.poolLast))
      : lines(
          w(I.poolBody, { n: v.kaiju.pools[i], next: STAGES[i + 1][lang] }),
          i < v.kaiju.evolutionBeside.length && w(I.poolEvolution),
        ),
  };
}

export function stageInfo(): InspectInfo {
  return { title: t('stage'), body: w(I.stageBody, { complete: STAGES[STAGES.length - 1][getLang()] }) };
}

export function treeNodeInfo(v: View, node: KaijuCardType): InspectInfo {
  const card = n().kaijuType(node);
  const extra = cardText(`kaiju:${node}:1`, getLang(), cardContext(v))?.extra?.text ?? '';
  const parents = EVOLUTION_TREE[node];
  return {
    title: w(I.treeTitle, { card }),
    body: lines(
      w(v.kaiju.tree[node] ? I.treeOn : I.treeOff, { card, extra }),
      !v.kaiju.tree[node] &&
        (parents.length
          ? w(I.treeAfter, { parents: parents.map((p) => n().kaijuType(p)).join(w(I.or)) })
          : w(I.treeRoot)),
    ),
  };
}

export function fundsInfo(v: View): InspectInfo {
  const f = v.humans.funds;
  return { title: w(I.fundsTitle), body: w(I.fundsBody, { ...f, top: numbers().budgetTrackLength - 1 }) };
}

export function budgetInfo(): InspectInfo {
  return { title: t('budget'), body: w(I.budgetBody, { top: numbers().budgetTrackLength - 1 }) };
}

export function researchInfo(v: View): InspectInfo {
  const nb = numbers();
  return {
    title: w(I.researchTitle, { r: v.humans.research, max: nb.researchMax }),
    body: w(I.researchBody, {
      keys: nb.keyThresholds.join('・'),
      appr: `${nb.approvalBuildBase}・${nb.approvalFreezingShell}`,
      max: nb.researchMax,
    }),
  };
}

/** Key `k` (1–3): what it unlocks for each role in play. */
export function keyInfo(v: View, k: number): InspectInfo {
  const at = numbers().keyThresholds[k - 1];
  const roles = v.humans.roles.map((r) => r.role);
  const list = roles
    .map((role) => {
      const types = EXTRA_EFFECTS[role][k - 1];
      const texts = types.map((type) => {
        const c = cardText(`${role}:${type}:1`, getLang(), cardContext(v));
        return c ? `${c.name}: ${c.extra?.text ?? ''}` : type;
      });
      return `${n().role(role)} — ${texts.join(' ')}`;
    })
    .join('\n');
  return {
    title: w(I.keyTitle, { n: k, at }),
    body: lines(w(v.humans.research >= at ? I.reached : I.notReached), w(I.keyBody, { at, list: `\n${list}` })),
  };
}

export function approvalInfo(v: View, which: 'buildBase' | 'freezingShell'): InspectInfo {
  const nb = numbers();
  const at = which === 'buildBase' ? nb.approvalBuildBase : nb.approvalFreezingShell;
  const cost = which === 'buildBase' ? nb.buildBaseCost : nb.freezingShellCost;
  return {
    title: w(which === 'buildBase' ? I.baseApprovalTitle : I.shellApprovalTitle, { at }),
    body: lines(
      w(v.humans.research >= at ? I.reached : I.notReached),
      w(which === 'buildBase' ? I.baseApprovalBody : I.shellApprovalBody, { cost }),
    ),
  };
}

export function stockInfo(v: View): InspectInfo {
  const s = v.humans.stock;
  return { title: w(I.stockTitle), body: w(I.stockBody, { ...s, attack: v.humans.attackSupply }) };
}

export function roleInfo(v: View, role: RoleId): InspectInfo {
  const r = v.humans.roles.find((x) => x.role === role);
  const roleCard = ROLES.find((x) => x.id === role)?.card ?? '';
  const ctx = cardContext(v);
  const extras = EXTRA_EFFECTS[role]
    .map((types) =>
      types
        .map((type) => {
          const c = cardText(`${role}:${type}:1`, getLang(), ctx);
          return c?.extra ? `\n${c.extra.label} ${c.name}: ${c.extra.text}` : '';
        })
        .join(''),
    )
    .join('');
  const rc = cardText(`${role}:${roleCard}:1`, getLang(), ctx);
  return {
    title: n().role(role),
    body: w(I.roleBody, {
      seat: r ? n().seat(r.seat) : '',
      card: rc ? `${rc.name} — ${rc.basic}` : roleCard,
      extras,
    }),
  };
}

export function eventInfo(v: View, i: number): InspectInfo {
  const e = v.events[i];
  const round = i + 1;
  const known = e.revealed || !e.advanced;
  const three = e.threeTile ? w(I.eventThree, { n: round, omen: OMEN_NUMERALS[i] ?? '' }) : '';
  if (!known) return { title: w(I.eventHiddenTitle, { n: round }), body: lines(w(I.eventHidden), three) };
  const words = EVENT_WORDS[e.event];
  return {
    title: w(I.eventTitle, { n: round, event: n().event(e.event) }),
    body: lines(words ? w(words) : '', three),
  };
}

export function bonusInfo(id: string, placed: boolean): InspectInfo {
  const b = BONUS_BY_ID[id];
  return {
    title: n().bonus(id),
    body: lines(
      placed && w(I.placed),
      b ? w(I.bonusBody, { town: n().town(b.town), lava: bonusLava(numbers(), id) }) : '',
    ),
  };
}

/** What a tile lying on a town is: its value before anyone investigates it, or its omen round. */
function tileLine(tile: string | null): string {
  if (!tile) return w(I.townNoTile);
  const d = tileTable(numbers())[tile];
  if (!d) return '';
  if (d.kind === 'omen') {
    const r = d.omen ?? 1;
    return lines(w(I.omenTitle, { numeral: OMEN_NUMERALS[r - 1] }), w(I.omenBody, { n: r }));
  }
  return lines(w(I.tileTitle, { value: d.value }), w(I.tileBody, { value: d.value, card: numbers().researchCardGain }));
}

/** A town of the map: its pieces, lava, tile, landmark, the kaiju and the omen. */
export function townInfo(v: View, town: string): InspectInfo {
  const x = v.towns[townIndex(town)];
  const nb = numbers();
  const landmark = BONUS_TILES.find((b) => b.town === town);
  return {
    title: n().town(town),
    body: lines(
      v.kaiju.town === town && w(I.townKaiju),
      v.omenTown === town && w(I.omenTown),
      x && w(I.townLava, { n: x.lava, burning: nb.burningLava }),
      x && w(I.townPeople, { c: x.citizens, v: x.vips }),
      x && w(I.townUnits, { f: x.fire, s: x.sdf, b: x.bases }),
      x && tileLine(x.tile),
      landmark && w(I.landmark, { name: n().bonus(landmark.id), lava: bonusLava(nb, landmark.id) }),
    ),
  };
}
