// @vitest-environment happy-dom
/** The kit's carry gesture (client/kit/carry.ts): a press that moves carries a ghost to a target; one that does not taps. */
import { describe, expect, it } from 'vitest';
import { carry, isTap } from '../../../client/kit/carry';

function setup() {
  const layer = document.createElement('div');
  const card = document.createElement('div');
  const slot = document.createElement('div');
  slot.setAttribute('data-slot', 'A1');
  const inner = document.createElement('span');
  slot.append(inner);
  document.body.append(layer, card, slot);
  const got: string[] = [];
  const start = (pointerType = 'mouse', over: Element | null = inner) =>
    carry(new PointerEvent('pointerdown', { clientX: 10, clientY: 10, pointerType }), card, {
      layer,
      targetAttr: 'data-slot',
      pickUp: () => got.push('pickUp'),
      drop: (t) => got.push(`drop:${t}`),
      tap: () => got.push('tap'),
      hit: () => over,
    });
  const at = (type: string, x: number) => window.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: 10 }));
  return { layer, got, start, at };
}

describe('carry', () => {
  it('a press moved onto a target picks the card up, draws its ghost, and drops it there', () => {
    const s = setup();
    s.start();
    s.at('pointermove', 12);
    expect(s.got).toEqual([]);
    s.at('pointermove', 60);
    expect(s.got).toEqual(['pickUp']);
    expect(s.layer.querySelector('.ghost')).not.toBeNull();
    s.at('pointerup', 80);
    expect(s.got).toEqual(['pickUp', 'drop:A1']);
    expect(s.layer.querySelector('.ghost')).toBeNull();
  });

  it('released away from any target: put back (drop null); a cancelled gesture too', () => {
    const s = setup();
    s.start('mouse', document.body);
    s.at('pointermove', 60);
    s.at('pointerup', 60);
    expect(s.got).toEqual(['pickUp', 'drop:null']);
    s.start('touch');
    s.at('pointermove', 60);
    s.at('pointercancel', 60);
    expect(s.got).toEqual(['pickUp', 'drop:null', 'pickUp', 'drop:null']);
  });

  it('a press that does not move is a tap, and the listeners are gone after it', () => {
    const s = setup();
    s.start();
    s.at('pointerup', 11);
    s.at('pointerup', 11);
    expect(s.got).toEqual(['tap']);
  });

  it('a finger held long is the long press that zooms the card, not a tap; a mouse click always taps', () => {
    expect(isTap('touch', 200)).toBe(true);
    expect(isTap('touch', 600)).toBe(false);
    expect(isTap('mouse', 600)).toBe(true);
    expect(isTap('touch', 600, 800)).toBe(true);
  });
});
