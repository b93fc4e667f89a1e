/**
 * Each event's moment on screen: its animation, its sound and its words over the map. Every effect reads only the
 * event as this viewer received it (redacted, §15) and the view already on screen: a human seat's screen has no
 * path to animate, so the secret moves show as one swell from the middle of the bay, and a tsunami always comes
 * from the sea before its town.
 */
import type { Lang } from '../../../i18n/lang';
import type { GameEvent, Task, View } from '../../../../shared/leviath/types';
import type { Board } from '../board/board';
import {
  dykeBreak,
  flood,
  glideDragon,
  glideShip,
  mineDrop,
  presence,
  sink,
  sonarAnswer,
  sonarPing,
  swell,
  tsunami,
} from '../board/fx';
import { cellAnchors } from '../geometry';
import { awakeningCard, humanCard } from '../i18n/cards';
import { say } from '../i18n/ui';
import { ACTION_NAME, TIER, fill, townName } from '../i18n/words';
import { sound } from '../sounds';
import { announce, surface } from '../../../kit/widgets/announce';
import { cardFace } from './card-face';

export interface DirectCtx {
  board: Board;
  /** Where words and cards are shown over the map. */
  host: HTMLElement;
  /** The view on screen as the events so far have changed it. */
  view: () => View | null;
  lang: Lang;
}

const searchTask = (v: View | null): Extract<Task, { t: 'search' }> | null => {
  const t = v?.tasks.find((x) => x.t === 'search');
  return t?.t === 'search' ? t : null;
};

export async function direct(c: DirectCtx, e: GameEvent, speed: number): Promise<void> {
  const b = c.board;
  const l = c.lang;
  const on = speed > 0;
  switch (e.type) {
    case 'shipMoved': {
      const from = b.shipPoint(e.ship, c.view());
      const to = cellAnchors(e.to).pieces;
      return glideShip(b, e.ship, from, to, speed);
    }
    case 'searched': {
      if (on) sound('ping');
      const v = c.view();
      const at = e.ship && v ? v.ships[e.ship] : null;
      const from = typeof at === 'number' ? b.shipPoint(e.ship ?? 's1', v) : null;
      return sonarPing(b, e.spaces, from, speed);
    }
    case 'searchAnswered': {
      const spaces = searchTask(c.view())?.spaces ?? [];
      if (on) sound(e.present ? 'echo' : 'quiet');
      await Promise.all([
        sonarAnswer(b, spaces, e.present ? 'present' : 'absent', speed),
        announce(c.host, say(e.present ? 'present' : 'absent', {}, l), e.present ? 'danger' : 'calm', speed),
      ]);
      return;
    }
    case 'searchJammed': {
      if (on) sound('jam');
      await Promise.all([
        sonarAnswer(b, searchTask(c.view())?.spaces ?? [], 'jammed', speed),
        announce(c.host, say('jammed', {}, l), 'calm', speed),
      ]);
      return;
    }
    case 'setupMine':
    case 'minePlaced':
      if (on) sound('splash');
      return mineDrop(b, e.space, e.type === 'minePlaced' ? e.from : null, speed);
    case 'presence':
      if (on && e.present) sound('present');
      return presence(b, e.space, e.present, speed);
    case 'kaijuMoved':
      if (e.path) {
        if (on) sound('move');
        return glideDragon(b, e.path, speed);
      }
      if (on) sound('move');
      return swell(b, speed);
    case 'kaijuActed':
      if (on) sound('growl');
      return announce(c.host, `${say('kaijuBoard', {}, l)}: ${ACTION_NAME[e.action][l]}`, 'kaiju', speed);
    case 'shipEaten':
      if (on) sound('sink');
      return sink(b, e.ship, e.from, speed);
    case 'tsunami':
      if (on) sound('wave');
      await Promise.all([
        tsunami(b, e.letter, speed),
        announce(c.host, say('tsunamiAt', { town: townName(e.letter, l) }, l), 'danger', speed),
      ]);
      return;
    case 'dykeStopped':
    case 'dykeEroded':
      if (on) sound('dyke');
      return dykeBreak(b, e.letter, speed);
    case 'setupFlood':
    case 'townSubmerged':
      if (on) sound('flood');
      return flood(b, e.letter, speed);
    case 'evolutionGained':
      if (on) sound('roar');
      return surface(
        c.host,
        cardFace(e.card ? { evolution: e.card } : { evolutionBack: e.tier }, l),
        `${say('roar', {}, l)} ${fill(TIER[l], { n: e.tier })}`,
        speed,
      );
    case 'kaijuAwakened':
      if (on) sound('growl');
      return announce(c.host, say('awakened', {}, l), 'kaiju', speed);
    case 'awakeningDrawn':
      if (!e.card) return;
      if (on) sound('card');
      return surface(c.host, cardFace({ awakening: e.card }, l), awakeningCard(e.card, l).name, speed * 0.6);
    case 'awakeningPlayed':
      if (on) sound('growl');
      return announce(c.host, awakeningCard(e.card, l).name, 'kaiju', speed);
    case 'cardPlayed':
      if (on) sound('card');
      return announce(c.host, humanCard(e.card, l).name, 'human', speed * 0.8);
    case 'dykeBuilt':
      if (on) sound('dyke');
      return;
    case 'intimidation':
      if (e.active) return announce(c.host, say('intimidated', {}, l), 'kaiju', speed);
      return;
    default:
      return;
  }
}
