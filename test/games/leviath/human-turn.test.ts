/** §5 turn order and §6 a human turn: ship steps, play or discard, the draw procedure. */
import { describe, expect, it } from 'vitest';
import { act, g, giveHand, has, legal, passHumanTurn, refused, started, toAction, toCard, types } from './helpers';

describe('§5 turn order', () => {
  it('strict alternation: h1 → kaiju → h2 → kaiju → h3 → kaiju → h1 …', () => {
    const s = started({ humans: 3 });
    const order: string[] = [];
    for (let i = 0; i < 7; i++) {
      order.push(s.prompts[0]?.seat ?? '');
      if (s.prompts[0]?.seat === 'kaiju') {
        toAction(s);
        act(s, 'kaiju', { type: 'silence' });
      } else passHumanTurn(s);
    }
    expect(order).toEqual(['h1', 'kaiju', 'h2', 'kaiju', 'h3', 'kaiju', 'h1']);
  });
});

describe('§6.1 ship movement', () => {
  it('0–2 steps in all: one ship 2 steps or two ships 1 step each; never onto another ship, land or the port', () => {
    const s = started();
    expect(s.prompts[0]).toMatchObject({ seat: 'h1', kind: 'ships' });
    // s1 on 4: 3 and 5 (C is land); s4 in the port may step out onto 16 or 25 [T]
    expect(has(s, 'h1', { type: 'shipStep', ship: 's1', to: 3 })).toBe(true);
    expect(has(s, 'h1', { type: 'shipStep', ship: 's4', to: 16 })).toBe(true);
    expect(has(s, 'h1', { type: 'shipStep', ship: 's4', to: 25 })).toBe(true);
    expect(legal(s, 'h1').flatMap((a) => (a.type === 'shipStep' && a.ship === 's1' ? [a.to] : []))).toEqual([3, 5]);
    expect(refused(s, 'h1', { type: 'shipStep', ship: 's1', to: 13 })).toBe('illegal');
  });

  it('a ship may not step onto a ship, and may not enter the port [R]', () => {
    const s = started();
    s.ships = { s1: 13, s2: 12, s3: 14, s4: 'port' };
    expect(has(s, 'h1', { type: 'shipStep', ship: 's1', to: 12 })).toBe(false);
    expect(has(s, 'h1', { type: 'shipStep', ship: 's1', to: 14 })).toBe(false);
    expect(has(s, 'h1', { type: 'shipStep', ship: 's1', to: 5 })).toBe(true);
    s.ships.s1 = 16;
    expect(legal(s, 'h1').some((a) => a.type === 'shipStep' && a.ship === 's1' && (a.to as unknown) === 'port')).toBe(
      false,
    );
  });

  it('after two steps the card prompt follows; "done" ends the movement early', () => {
    const s = started();
    const e1 = act(s, 'h1', { type: 'shipStep', ship: 's1', to: 3 });
    expect(e1).toEqual([{ type: 'shipMoved', ship: 's1', from: 4, to: 3, by: 'h1' }]);
    expect(s.prompts[0]?.kind).toBe('ships');
    act(s, 'h1', { type: 'shipStep', ship: 's1', to: 2 });
    expect(s.prompts[0]?.kind).toBe('card');
    const t = started();
    act(t, 'h1', { type: 'done' });
    expect(t.prompts[0]?.kind).toBe('card');
  });
});

describe('§6.2 play or discard, compulsory [R]', () => {
  it('the card prompt offers plays with legal targets and a discard of every card; nothing else', () => {
    const s = started();
    giveHand(s, 'h1', ['sonar', 'dykeConstruction', 'mineLaying']);
    toCard(s);
    const kinds = new Set(legal(s, 'h1').map((a) => a.type));
    expect([...kinds].sort()).toEqual(['discard', 'play']);
    expect(has(s, 'h1', { type: 'discard', card: 'sonar' })).toBe(true);
    expect(refused(s, 'h1', { type: 'done' })).toBe('illegal');
  });

  it('a discard moves ships a further 0–2 steps, then the draw', () => {
    const s = started();
    giveHand(s, 'h1', ['sonar', 'sonar', 'mineLaying']);
    toCard(s);
    const events = act(s, 'h1', { type: 'discard', card: 'sonar' });
    expect(types(events)).toEqual(['cardDiscarded']);
    expect(s.discard).toEqual(['sonar']);
    expect(s.prompts[0]).toMatchObject({ seat: 'h1', kind: 'ships' });
    act(s, 'h1', { type: 'shipStep', ship: 's2', to: 9 });
    const last = act(s, 'h1', { type: 'shipStep', ship: 's2', to: 8 });
    expect(types(last)).toContain('cardDrawn');
    expect(s.hands.h1.length).toBe(3);
    expect(s.prompts[0]?.seat).toBe('kaiju');
  });
});

describe('§6.3 the draw procedure [R]', () => {
  it('(a) the top card joins the hand, told to its owner only', () => {
    const s = started({ humans: 2 });
    const top = s.deck[0];
    const events = passHumanTurn(s);
    const drawn = events.find((e) => e.type === 'cardDrawn');
    expect(drawn).toMatchObject({ seat: 'h1', card: top.k === 'card' ? top.card : '' });
    expect(g.redactEvent(s, drawn as never, 'h2')).toMatchObject({ card: null });
    expect(s.hands.h1.length).toBe(2);
  });

  it('(b) an evolution card that becomes the top card goes to Leviath at once, face down', () => {
    const s = started();
    const i = s.deck.findIndex((x) => x.k === 'evolution');
    s.deck.splice(0, i - 1);
    const evo = s.deck[1];
    const events = passHumanTurn(s);
    const gained = events.find((e) => e.type === 'evolutionGained');
    expect(gained).toMatchObject({ tier: 1, card: evo.k === 'evolution' ? evo.card : '' });
    expect(g.redactEvent(s, gained as never, 'h1')).toMatchObject({ tier: 1, card: null });
    expect(s.kaiju.evolution).toEqual([{ tier: 1, card: 'silentDive', revealed: false }]);
    expect(s.deck[0].k).toBe('card');
  });

  it('(d) Kaiju Awakening: Leviath draws an awakening card (kept secret), the card is discarded, the human draws again', () => {
    const s = started();
    s.deck.unshift({ k: 'card', card: 'kaijuAwakening', day: 2 });
    s.discard = [];
    const events = passHumanTurn(s);
    expect(types(events)).toEqual(expect.arrayContaining(['kaijuAwakened', 'awakeningDrawn', 'cardDrawn']));
    expect(s.discard).toContain('kaijuAwakening');
    expect(s.kaiju.awakening.length).toBe(1);
    expect(s.hands.h1.length).toBe(3);
    const drawn = events.find((e) => e.type === 'awakeningDrawn');
    expect(g.redactEvent(s, drawn as never, 'h1')).toEqual({ type: 'awakeningDrawn', card: null });
    expect(g.redactEvent(s, drawn as never, 'kaiju')).toEqual(drawn);
    expect(g.view(s, 'h1').kaiju.awakeningCount).toBe(1);
  });

  it('(c) GAME OVER: the last card drawn empties the deck and Leviath wins at once (time end, §13)', () => {
    const s = started();
    s.deck = s.deck.slice(-1);
    const events = passHumanTurn(s);
    expect(s.result).toEqual({ winner: 'kaiju', reason: 'time' });
    expect(types(events).at(-1)).toBe('gameEnded');
    expect(g.activeSeats(s)).toEqual([]);
  });

  it('(c) before (d): a Kaiju Awakening taken as the last card gives no awakening card', () => {
    const s = started();
    s.deck = [{ k: 'card', card: 'kaijuAwakening', day: 4 }];
    const events = passHumanTurn(s);
    expect(types(events)).not.toContain('awakeningDrawn');
    expect(s.result?.reason).toBe('time');
  });
});
