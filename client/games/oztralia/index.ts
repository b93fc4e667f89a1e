/**
 * Oztralia's client module: a first, plain version written with the engine (every legal answer as a button, the
 * events in the log) so that the game can be played end to end. The screen's engineer replaces it with the board.
 */
import type { Reason } from '../../../shared/core/game';
import type { Lang } from '../../i18n/lang';
import type { GameUpdate } from '../../net/types';
import type { GameClient } from '../types';
import { meta } from './meta';

const ERRORS = { ja: {}, en: {} };

const words = (lang: Lang, ja: string, en: string) => (lang === 'ja' ? ja : en);

export const client: GameClient = {
  id: 'oztralia',
  texts: {
    rules: (lang) => meta.rules[lang],
    seat: (seat, lang) => meta.seatName(seat, lang),
    event: (e, lang, name) => {
      const x = e as { type?: string; seat?: string };
      const who = (name ?? ((s: string) => meta.seatName(s, lang)))(x.seat ?? '');
      if (x.type === 'turnStarted') return { text: words(lang, `${who}の手番`, `${who}'s turn`) };
      if (x.type === 'oldOnesTurn') return { text: words(lang, '旧支配者の手番', "The Old Ones' turn") };
      return null;
    },
    errors: ERRORS,
    reason: (r: Reason, lang) => words(lang, `ヒント: ${r.key}`, `Hint: ${r.key}`),
  },
  async mount(frame, conn) {
    const panel = document.createElement('div');
    frame.panels.append(panel);
    const draw = (u: GameUpdate) => {
      panel.replaceChildren();
      for (const a of u.legal) {
        const b = document.createElement('button');
        b.textContent = JSON.stringify(a);
        b.onclick = () => conn?.send(a, u.v);
        panel.append(b);
      }
      frame.shown(u);
    };
    const off = conn?.onUpdate((u) => {
      for (const { event } of u.events) frame.log(event);
      draw(u);
    });
    return {
      push: draw,
      destroy: () => {
        off?.();
        panel.remove();
      },
    };
  },
};
