/**
 * A card turned over as a beat of its own: the card rises showing its back, waits (the "maybe nothing" pause),
 * turns to its face (the game plays its sound then), holds, and goes. HTML over the board, any game's card back and
 * face; `speed` scales every part (0: nothing is shown). Resolves when the card has gone.
 */
import { h } from '../../ui/dom';
import './beats.css';

export interface FlipOptions {
  /** The back, the face (the game draws both). */
  back: HTMLElement;
  face: HTMLElement;
  /** A line under the card once it is face up (who met it). */
  caption?: string;
  /** Called when the face shows (the game's sound). */
  onFace?(): void;
  /** The pause on the back, the turn, and the hold on the face (ms at normal speed). */
  pauseMs?: number;
  turnMs?: number;
  holdMs?: number;
  test?: string;
}

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function flipBeat(host: HTMLElement, o: FlipOptions, speed: number): Promise<void> {
  if (speed <= 0) return;
  const pause = (o.pauseMs ?? 500) * speed;
  const turn = (o.turnMs ?? 320) * speed;
  const hold = (o.holdMs ?? 900) * speed;
  const caption = h('div', { class: 'kit-flip-caption', text: o.caption ?? '' });
  const card = h(
    'div',
    { class: 'kit-flip-card' },
    h('div', { class: 'kit-flip-side kit-flip-back' }, o.back),
    h('div', { class: 'kit-flip-side kit-flip-face' }, o.face),
  );
  const el = h('div', { class: 'kit-flip', 'data-fx': 'flip', 'data-test': o.test ?? 'card-flip' }, card, caption);
  el.dataset.side = 'back';
  host.append(el);
  try {
    await wait(pause);
    el.dataset.side = 'turning';
    card.style.transition = `transform ${turn}ms ease-in-out`;
    card.style.transform = 'rotateY(180deg)';
    await wait(turn / 2);
    el.dataset.side = 'face';
    o.onFace?.();
    await wait(turn / 2 + hold);
    el.dataset.side = 'gone';
    await wait(Math.min(250, 250 * speed));
  } finally {
    el.remove();
  }
}
