/**
 * Tsunami's client module: a first, plain version written with the engine (every legal answer as a button, the
 * events in the log) so that the game can be played end to end. The screen's engineer replaces it with the board.
 */
import type { Reason } from '../../../shared/core/game';
import type { Lang } from '../../i18n/lang';
import type { GameUpdate } from '../../net/types';
import type { GameClient } from '../types';
import { meta } from './meta';

const ERRORS = {
  ja: { activationRunning: '他の家族が行動中です。終わるまで待ってください。' },
  en: { activationRunning: 'Another member is moving: wait until that move is over.' },
};

const words = (lang: Lang, ja: string, en: string) => (lang === 'ja' ? ja : en);

export const client: GameClient = {
  id: 'tsunami',
  texts: {
    rules: (lang) => meta.rules[lang],
    seat: (seat, lang) => meta.seatName(seat, lang),
    event: (e, lang) => {
      const x = e as { e?: string; turn?: number; unit?: string };
      if (x.e === 'turnStarted') return { text: words(lang, `ターン${x.turn}`, `Turn ${x.turn}`) };
      if (x.e === 'unitEscaped') return { text: words(lang, `${x.unit} が避難`, `${x.unit} escaped`) };
      if (x.e === 'unitDied') return { text: words(lang, `${x.unit} が流された`, `${x.unit} was swept away`) };
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
