/**
 * Words and cards over the map: the kaiju's announced action, a search's answer, and an evolution card surfacing
 * from the deck with a roar. HTML over the SVG, animated with Web Animations (so a paused page holds them).
 */
import { h } from '../../../ui/dom';

async function show(host: HTMLElement, el: HTMLElement, frames: Keyframe[], ms: number): Promise<void> {
  host.append(el);
  try {
    await el.animate(frames, { duration: ms, easing: 'ease-out', fill: 'forwards' }).finished;
  } catch {
    // cancelled: the screen went away
  } finally {
    el.remove();
  }
}

/** A line of text that rises and fades over the map. */
export function announce(host: HTMLElement, text: string, cls: string, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const el = h('div', { class: `lv-announce ${cls}`, 'data-fx': 'announce', text });
  return show(
    host,
    el,
    [
      { opacity: 0, transform: 'translate(-50%, 10px) scale(0.92)' },
      { opacity: 1, transform: 'translate(-50%, 0) scale(1)', offset: 0.18 },
      { opacity: 1, transform: 'translate(-50%, 0) scale(1)', offset: 0.75 },
      { opacity: 0, transform: 'translate(-50%, -10px) scale(1)' },
    ],
    1300 * speed,
  );
}

/** A card rising out of the deep, glowing, with a caption. */
export function surface(host: HTMLElement, card: HTMLElement, caption: string, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const el = h('div', { class: 'lv-surface', 'data-fx': 'surface' }, card, h('b', { text: caption }));
  return show(
    host,
    el,
    [
      { opacity: 0, transform: 'translate(-50%, 60%) scale(0.6)', filter: 'blur(6px)' },
      { opacity: 1, transform: 'translate(-50%, -50%) scale(1.05)', filter: 'blur(0)', offset: 0.35 },
      { opacity: 1, transform: 'translate(-50%, -50%) scale(1)', offset: 0.8 },
      { opacity: 0, transform: 'translate(-50%, -60%) scale(1)' },
    ],
    2000 * speed,
  );
}
