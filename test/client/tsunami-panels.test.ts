// @vitest-environment happy-dom
/**
 * Tsunami's panels in a DOM (client/games/tsunami/screen/): the reaction window's quick questions to the right
 * player (§6.2, Part C.1 "Grandma: use Wisdom?"), who holds a move up, the family list with whose each member is
 * and a Move button on the viewer's own that may still act (§5.1), and the allowance part by part (§6.1).
 */
import { describe, expect, it } from 'vitest';
import { tsunami as g } from '../../shared/tsunami/index';
import type { Action, Prompt, State, View } from '../../shared/tsunami/types';
import { Decision } from '../../client/kit/decision';
import { tsunamiSpec } from '../../client/games/tsunami/choices';
import { promptPanel } from '../../client/games/tsunami/screen/prompt';
import { familyPanel, focusPanel } from '../../client/games/tsunami/screen/family';
import { resultPanel } from '../../client/games/tsunami/screen/result';
import type { GameUpdate } from '../../client/net/types';

/** A family of four shared by two people, its skill mixes chosen: turn 1's claims are open. */
function started(): State {
  const o = g.parseOptions({ familySize: 4, people: 2 });
  if (!o.ok) throw new Error('options');
  let { state } = g.setup(o.value, 5);
  for (let i = 0; i < 4 && state.prompts[0]?.kind === 'skillMix'; i++) {
    const r = g.apply(state, state.prompts[0].seat, { type: 'mix', first: 2 });
    if (!r.ok) throw new Error('mix');
    state = r.value.state;
  }
  return state;
}

const viewOf = (s: State, seat: string) => g.view(s, seat) as unknown as View;
const seatName = (s: string) => `Player ${s.slice(1)}`;
const buttons = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-test=option]')].map((b) => b.textContent?.trim());

function decision(options: Action[], id = 'x'): Decision<Action> {
  const d = new Decision<Action>(tsunamiSpec, { send: () => true, changed: () => undefined });
  d.show(options, id);
  return d;
}

describe('§6.2 a reaction window, asked of the right player as a quick question', () => {
  it('Grandma’s Wisdom, with a card or the Wisdom Bag, the Helper, and letting it be', () => {
    const v = viewOf(started(), 'p2');
    const options: Action[] = [
      { type: 'react', skill: 'wisdom' },
      { type: 'react', skill: 'wisdom', bag: true },
      { type: 'react', skill: 'helper' },
      { type: 'pass' },
    ];
    const prompt: Prompt = { id: 9, seat: 'p2', kind: 'reaction', options, unit: 'father', hex: 36, card: 'mud' };
    const el = promptPanel({
      view: v,
      seat: 'p2',
      decision: decision(options),
      prompt,
      readOnly: false,
      lang: 'en',
      seatName,
    });
    expect(el.dataset.kind).toBe('reaction');
    expect(el.querySelector('.prompt-title')?.textContent).toBe('Father met Mud on E5');
    expect(el.querySelector('[data-test=met-card]')?.textContent).toContain('The move ends here');
    expect(buttons(el)).toEqual([
      'Grandma: use Wisdom?',
      'Grandma: use Wisdom? (Wisdom Bag)',
      'Use the Helper?',
      'Let it be',
    ]);
    const ja = promptPanel({
      view: v,
      seat: 'p2',
      decision: decision(options),
      prompt,
      readOnly: false,
      lang: 'ja',
      seatName,
    });
    expect(buttons(ja)[0]).toBe('おばあちゃん：知恵を使う？');
  });

  it('another seat’s answer holding a move up is named, not the mover’s', () => {
    const s = started();
    const r = g.apply(s, 'p1', { type: 'claim', unit: 'father' });
    if (!r.ok) throw new Error('claim');
    const v = viewOf(r.value.state, 'p2');
    const el = promptPanel({
      view: v,
      seat: 'p2',
      decision: decision([]),
      prompt: null,
      readOnly: false,
      lang: 'en',
      seatName,
    });
    expect(el.textContent).toBe('Father is moving (Player 1)');
    const asked: View = { ...v, prompts: [{ id: 3, seat: 'p2', kind: 'reaction', unit: 'father', options: [] }] };
    const el2 = promptPanel({
      view: asked,
      seat: 'p1',
      decision: decision([]),
      prompt: null,
      readOnly: false,
      lang: 'en',
      seatName,
    });
    expect(el2.textContent).toBe('Waiting for Player 2');
  });
});

describe('§5.1 the family: whose each member is, and Move on the viewer’s own that may still act', () => {
  it('two people share a family of four: each sees its two members as theirs, with Move', () => {
    const s = started();
    for (const [seat, mine] of [
      ['p1', ['father', 'grandpa']],
      ['p2', ['child1', 'mother']],
    ] as const) {
      const el = familyPanel({
        view: viewOf(s, seat),
        seat,
        lang: 'en',
        focus: null,
        readOnly: false,
        seatName,
        onFocus: () => undefined,
        onMove: () => undefined,
      });
      const rows = [...el.querySelectorAll<HTMLElement>('[data-test=member]')];
      expect(rows.filter((r) => r.dataset.mine === 'true').map((r) => r.dataset.unit)).toEqual(mine);
      expect([...el.querySelectorAll<HTMLElement>('[data-test=claim]')].map((b) => b.dataset.unit)).toEqual(mine);
      const other = rows.find((r) => r.dataset.mine === 'false');
      expect(other?.querySelector('[data-test=member-owner]')?.textContent).toBe(
        seat === 'p1' ? 'Player 2' : 'Player 1',
      );
      // §5.2 the start row floods at the end of turn 2: "wet in 2" on everyone
      expect(rows.map((r) => r.querySelector('[data-test=member-wet]')?.textContent)).toEqual(
        Array(4).fill('wet in 2'),
      );
    }
  });

  it('a member that has moved, or a replay, has no Move button; a tap on Move claims it', () => {
    const s = started();
    const r = g.apply(s, 'p1', { type: 'claim', unit: 'father' });
    if (!r.ok) throw new Error('claim');
    const moved: string[] = [];
    const ctx = {
      view: viewOf(r.value.state, 'p1'),
      seat: 'p1',
      lang: 'en' as const,
      focus: null,
      readOnly: false,
      seatName,
      onFocus: () => undefined,
      onMove: (id: string) => moved.push(id),
    };
    const el = familyPanel(ctx);
    // Father moves now; Grandpa may still be claimed (the engine refuses it while Father's move runs)
    expect([...el.querySelectorAll<HTMLElement>('[data-test=claim]')].map((b) => b.dataset.unit)).toEqual(['grandpa']);
    el.querySelector<HTMLElement>('[data-test=claim]')?.click();
    expect(moved).toEqual(['grandpa']);
    expect(familyPanel({ ...ctx, readOnly: true }).querySelectorAll('[data-test=claim]')).toHaveLength(0);
  });
});

describe('§6.1 the allowance, part by part, of the member looked at', () => {
  it('base, each child near, and what the shading of its reach means', () => {
    const v = viewOf(started(), 'p1');
    const el = focusPanel(
      {
        view: v,
        seat: 'p1',
        lang: 'en',
        focus: 'father',
        readOnly: false,
        seatName,
        onFocus: () => undefined,
        onMove: () => undefined,
      },
      new Set(['water', 'hidden'] as const),
    );
    expect(el?.querySelector('[data-test=allowance]')?.textContent).toBe('Would move 3 if set off now');
    expect(
      [...(el?.querySelectorAll('[data-test=allowance-parts] .kit-chip') ?? [])].map((c) => c.textContent),
    ).toEqual(['base 2', 'children +1']);
    expect(el?.textContent).toContain('floods tonight');
    // one of the viewer's members that may still act is set off from here too
    expect(el?.querySelector('[data-test=focus-claim]')?.textContent).toBe('Move Father');
  });
});

describe('§11 the end celebrates who made it', () => {
  it('the escaped first, with the score; the lost named quietly; the real advice', () => {
    const v = viewOf(started(), 'p1');
    const u = {
      v: 1,
      seat: 'p1',
      legal: [],
      events: [],
      view: {
        ...v,
        result: {
          tier: 'goodEscape',
          score: 6,
          max: 8,
          escaped: ['child1', 'grandpa', 'mother'],
          lost: ['father'],
          cat: false,
        },
      },
    } as unknown as GameUpdate<View, Action, never>;
    const r = resultPanel(u, 'en');
    const box = document.createElement('div');
    box.append(...(r?.content ?? []));
    expect(box.querySelector('[data-test=result-tier]')?.textContent).toBe('A Good Escape');
    expect(
      [...box.querySelectorAll('[data-test=result-safe] .ts-result-member')].map((x) => x.getAttribute('data-unit')),
    ).toEqual(['child1', 'grandpa', 'mother']);
    expect(box.querySelector('[data-test=result-lost]')?.textContent).toContain('Father');
    expect(box.textContent).toContain('3 of the family made it');
    expect(box.textContent).toContain('never go back');
  });
});

describe('§3 the map as the board draws it', () => {
  it('the three shelter tiles face down, one zone back per hidden card, the family with its drop, tonight’s band', async () => {
    const { Board } = await import('../../client/games/tsunami/board/board');
    const host = document.createElement('div');
    document.body.append(host);
    const board = new Board(host, { onTap: () => undefined, onInspect: () => undefined });
    const v = viewOf(started(), 'p1');
    board.draw(v, { lit: ['35'], hint: null, focus: 'father', acting: null, mine: new Set(['father']), reach: null });
    const svg = board.svg;
    expect(svg.querySelectorAll('.ts-shelter.tile-hidden')).toHaveLength(3);
    const hidden = v.cards.filter((c) => c && !c.card).length;
    expect(hidden).toBe(122);
    expect(svg.querySelectorAll('.ts-card.back')).toHaveLength(hidden);
    expect(svg.querySelectorAll('.ts-card.back.zone-R')).toHaveLength(35);
    expect(svg.querySelectorAll('.ts-token')).toHaveLength(4);
    expect(svg.querySelector('.ts-token.member-father')?.classList.contains('mine')).toBe(true);
    // §5.2 every member on the start row: one drop, "2" (its rows go under at the end of turn 2)
    expect([...svg.querySelectorAll('[data-test=wet-badge]')].map((b) => b.textContent)).toEqual(['2']);
    expect(svg.querySelector('[data-hex="35"]')?.classList.contains('lit')).toBe(true);
    expect((svg.querySelector('[data-test=flood-band]') as SVGElement).style.display).toBe('');
    // Family Acceleration: each child casts its aura
    expect(svg.querySelectorAll('.ts-aura')).toHaveLength(1);
    board.destroy();
  });
});
