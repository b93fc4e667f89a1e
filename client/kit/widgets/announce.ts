/**
 * Words and cards over the board: a line that rises and fades (a new round, the kaiju's action, a search's
 * answer), and a card that pops up with a caption. HTML over the board, animated with Web Animations (a paused
 * page holds them; `speed` 0 shows nothing). Each resolves when it has gone.
 */
import { h } from '../../ui/dom';

async function show(host: HTMLElement, el: HTMLElement, frames: Keyframe[], ms: number): Promise<void> {
  host.append(el);
  try {
    if (typeof el.animate === 'function')
      await el.animate(frames, { duration: ms, easing: 'ease-out', fill: 'forwards' }).finished;
  } catch {
    // cancelled: the screen went away
  } finally {
    el.remove();
  }
}

/** A line of text over the board (`tone`: a class, e.g. `danger`, `calm`, `team-1`). */
export function announce(host: HTMLElement, text: string, tone: string, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const el = h('div', { class: `kit-announce ${tone}`, 'data-fx': 'announce', 'data-test': 'announce', text });
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

/** A card rising into view with a caption, then going. */
export function surface(host: HTMLElement, card: HTMLElement, caption: string, speed: number): Promise<void> {
  if (speed <= 0) return Promise.resolve();
  const el = h('div', { class: 'kit-surface', 'data-fx': 'surface' }, card, h('b', { text: caption }));
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
