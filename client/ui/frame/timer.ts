/** The frame's timer: the running turn timer of the newest update, in minutes and seconds, red in its last 15. */
import { t } from '../../i18n/index';
import type { Timer } from '../../../shared/protocol';
import { h } from '../dom';

export interface FrameTimer {
  el: HTMLElement;
  stop(): void;
}

export function frameTimer(current: () => Timer | null | undefined): FrameTimer {
  const el = h('span', { class: 'timer', 'data-test': 'timer' });
  const tick = setInterval(() => {
    const tm = current();
    if (!tm) {
      el.textContent = '';
      return;
    }
    const s = Math.max(0, Math.round((tm.endsAt - Date.now()) / 1000));
    el.textContent = `${t('timer')} ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    el.classList.toggle('low', s <= 15);
  }, 250);
  return { el, stop: () => clearInterval(tick) };
}
