/**
 * The Rolled West screen, inside the shell's frame: the viewer's sheet fills the middle; the side column holds the
 * dice on the table with what to do now (choose the terrain, spend or bank, bank from another roll), the others'
 * between-turn banks as they happen, the auto-bank setting and the opponents' sheets as thumbnails that enlarge on
 * a tap. It draws what updates say and sends the player's choices; it knows no rules.
 */
import { getLang, onLangChange } from '../../i18n/index';
import { AnswerGuard } from '../../kit/answer';
import { Decision } from '../../kit/decision';
import { decisionPanel } from '../../kit/panel';
import { UpdatePlayer } from '../../kit/player';
import { chip } from '../../kit/widgets/chips';
import { tumbleAll } from '../../kit/widgets/dice';
import type { GameConnection } from '../../net/types';
import { clear, h } from '../../ui/dom';
import { inspectable } from '../../ui/inspect';
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../types';
import { adapt, decisionSpec, notice, stepOf, type Adapted } from './adapter';
import { DIE_FACES, dieEl, paintDie } from './dice';
import { meta } from './meta';
import { RESOURCES, type Res } from './model';
import { resultPanel } from './result';
import { drawSheet } from './sheet';
import { sound } from './sounds';
import { S } from './strings';
import { RESOURCE } from './words';

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The prompt's buttons: their test ids and looks (the rest of what may be done is drawn on the dice and sheet). */
const BUTTONS: Record<string, { test: string; cls: string }> = {
  undo: { test: 'undo', cls: '' },
  'between:pass': { test: 'bank-pass', cls: '' },
  end: { test: 'end-turn', cls: 'primary' },
};

export async function mountScreen(
  frame: GameFrame,
  conn: GameConnection | null,
  o: GameScreenOptions,
): Promise<GameScreenHandle> {
  const sheetHost = h('div', { class: 'rw-main', 'data-test': 'my-sheet' });
  const tray = h('div', { class: 'rw-tray', 'data-test': 'dice' });
  const prompt = h('div', { class: 'rw-prompt', 'data-test': 'prompt' });
  const banks = h('div', { class: 'rw-banks', 'data-test': 'between-banks' });
  const auto = h('div', { class: 'rw-auto' });
  const others = h('div', { class: 'rw-others', 'data-test': 'others' });
  frame.main.append(sheetHost);
  frame.panels.append(h('div', { class: 'rw-panel' }, prompt, tray, banks), auto, others);
  const roundEl = h('span', { class: 'round' });
  const turnEl = h('span', { class: 'phase' });
  frame.status.append(roundEl, turnEl);

  let shown: Adapted | null = null;
  /** The seat whose sheet fills the middle (the viewer's own; a spectator's is the player on turn). */
  let focus: string | null = null;
  const seen = new Map<string, Set<string>>(); // per sheet: marks already drawn (a new one draws itself)
  const seenOf = (seat: string) => {
    let set = seen.get(seat);
    if (!set) seen.set(seat, (set = new Set()));
    return set;
  };
  let enlarged: HTMLElement | null = null;
  const lang = () => getLang();
  const name = (seat: string) => meta.seatName(seat, lang());

  const answers = new AnswerGuard<unknown>((a, v) => conn?.send(a, v));
  // every legal action is one tap on the thing it is drawn on (a die, a sheet's box, a button of the prompt)
  const decision = new Decision<unknown>(decisionSpec(null), {
    send: (a) => {
      const u = player.shown;
      if (!conn || !u || o.readOnly) return false;
      if (!answers.send(a, u.v, player.latest?.v ?? u.v)) return false;
      sound('pen');
      redraw();
      return true;
    },
    changed: () => redraw(),
  });
  const redraw = () => {
    if (player.shown) render(adapt(player.shown));
  };
  /** A tap on a lit thing: a standing choice (auto-bank) goes at once; a decision goes through the funnel. */
  const send = (key: string) => {
    const a = shown?.aff.get(key);
    const u = player.latest;
    if (!conn || !u || o.readOnly || a === undefined) return;
    if (key.startsWith('auto:')) {
      sound('pen');
      conn.send(a, u.v);
      return;
    }
    decision.tap(stepOf(key));
  };
  const isHint = (key: string | null) => !!key && decision.isHinted(stepOf(key));

  const drawDice = (a: Adapted) => {
    clear(tray);
    const t = a.table;
    if (!t.roller) return;
    tray.append(h('small', { class: 'rw-roller', text: S.roll(name(t.roller), lang()) }));
    const row = h('div', { class: 'rw-dice-row' });
    t.dice.forEach((d, i) => {
      const svg = dieEl(d.face, `big ${d.use}`);
      const key = a.aff.has(`terrain:${i}`)
        ? `terrain:${i}`
        : a.aff.has(`bank:${d.face}`) && d.use === 'free'
          ? `bank:${d.face}`
          : a.aff.has(`between:${d.face}`) && d.use !== 'terrain'
            ? `between:${d.face}`
            : null;
      const btn = inspectable(
        h(
          'button',
          {
            class: `rw-die ${d.use}${key ? ' can' : ''}${isHint(key) ? ' hinted' : ''}`,
            'data-test': `die-${i}`,
            'data-face': d.face,
            'aria-label': RESOURCE[d.face][lang()],
            disabled: !key,
          },
          svg as unknown as HTMLElement,
          // §4 each face names a terrain too: said under the die, so the terrain choice can be read
          h('small', { class: 'rw-die-terrain', 'data-test': 'die-terrain', text: S.dieTerrain(d.face, lang()) }),
          h('small', { text: S.dieUse[d.use][lang()] }),
        ),
        () => ({ title: `${RESOURCE[d.face][lang()]}`, body: S.dieHelp(d.face, d.use, lang()) }),
      );
      if (key) btn.onclick = () => send(key);
      row.append(btn);
    });
    tray.append(row);
  };

  const drawPrompt = (a: Adapted) => {
    clear(prompt);
    const t = a.table;
    const l = lang();
    const mine = a.aff.size > 0;
    prompt.classList.toggle('mine', mine);
    let text: string;
    if (t.over) text = S.over[l];
    else if (a.aff.has('terrain:0') || [...a.aff.keys()].some((k) => k.startsWith('terrain:')))
      text = S.chooseTerrain[l];
    else if (a.aff.has('end')) text = S.spend[l];
    else if (a.aff.has('between:pass')) text = S.between(name(t.roller ?? ''), l);
    else if (t.turnOf) text = S.waiting(name(t.turnOf), l);
    else if (t.bankWaiting.length) text = S.waitingBanks(t.bankWaiting.map(name).join('・'), l);
    else text = '';
    prompt.append(
      decisionPanel(decision, {
        cls: 'rw-decision',
        head: [h('b', { text })],
        label: (st) => (st.id === 'undo' ? S.undo[l] : st.id === 'end' ? S.endTurn[l] : S.pass[l]),
        button: (st) => BUTTONS[st.id] ?? { test: 'option', cls: '' },
        showPath: false,
        words: { cancel: '', confirm: '', sending: '' },
      }),
    );
  };

  const drawBanks = (a: Adapted) => {
    clear(banks);
    const t = a.table;
    for (const [seat, ans] of Object.entries(t.bankAnswers))
      banks.append(
        chip(ans === 'pass' ? S.passed(name(seat), lang()) : S.banked(name(seat), RESOURCE[ans][lang()], lang()), {
          icon: ans === 'pass' ? null : dieEl(ans, 'mini'),
          test: `banked-${seat}`,
        }),
      );
    for (const seat of t.bankWaiting) banks.append(chip(S.thinking(name(seat), lang()), { tone: 'muted' }));
  };

  const drawAuto = (a: Adapted) => {
    clear(auto);
    const t = a.table;
    if (!t.me || t.over) return;
    const l = lang();
    const row = h('div', { class: 'rw-auto-row', 'data-test': 'auto-bank' }, h('small', { text: S.autoBank[l] }));
    for (const r of [null, ...RESOURCES] as (Res | null)[]) {
      const key = `auto:${r ?? 'none'}`;
      row.append(
        h(
          'button',
          {
            class: `rw-auto-opt${t.autoBank === r ? ' sel' : ''}`,
            'data-value': r ?? 'none',
            disabled: !a.aff.has(key),
            title: r ? RESOURCE[r][l] : S.none[l],
            onclick: () => send(key),
          },
          r ? (dieEl(r, 'mini') as unknown as HTMLElement) : S.none[l],
        ),
      );
    }
    auto.append(row);
  };

  const drawOthers = (a: Adapted) => {
    clear(others);
    for (const sh of a.table.sheets) {
      if (sh.seat === focus) continue;
      const thumb = drawSheet(a.layout, sh, a.table, a.aff, {
        lang: lang(),
        name,
        mine: false,
        compact: true,
        seen: seenOf(sh.seat),
        act: () => undefined,
      });
      // a small picture of the sheet: its words are read on the enlarged one
      thumb.setAttribute('aria-hidden', 'true');
      const box = h(
        'button',
        {
          class: 'rw-thumb',
          'data-test': `thumb-${sh.seat}`,
          'aria-label': name(sh.seat),
          onclick: () => enlarge(sh.seat),
        },
        thumb,
      );
      others.append(box);
    }
  };

  const enlarge = (seat: string) => {
    if (!shown) return;
    const sh = shown.table.sheets.find((x) => x.seat === seat);
    if (!sh) return;
    enlarged?.remove();
    const box: HTMLElement = h(
      'div',
      {
        class: 'menu-overlay rw-enlarged',
        'data-test': 'enlarged',
        onclick: (e: Event) => e.target === box && close(),
      },
      h(
        'div',
        { class: 'rw-enlarged-box' },
        drawSheet(shown.layout, sh, shown.table, shown.aff, {
          lang: lang(),
          name,
          mine: false,
          compact: false,
          seen: seenOf(seat),
          act: () => undefined,
        }),
        h('button', { 'data-test': 'enlarged-close', text: S.close[lang()], onclick: () => close() }),
      ),
    );
    const close = () => {
      box.remove();
      enlarged = null;
    };
    enlarged = box;
    frame.screen.append(box);
  };

  const render = (a: Adapted) => {
    const u = player.shown;
    // while an answer travels nothing is lit (one answer per decision shown)
    const locked = !u || answers.locked(u.v) || !!o.readOnly;
    const asked = a;
    if (locked) a = { ...a, aff: new Map([...a.aff].filter(([k]) => k.startsWith('auto:') && !o.readOnly)) };
    shown = a;
    decision.show(o.readOnly ? [] : (u?.legal ?? []), String(u?.v ?? ''), locked);
    const t = a.table;
    const l = lang();
    focus = t.me ?? t.turnOf ?? t.order[0] ?? null;
    roundEl.textContent = t.round > 0 ? S.round(t.round, l) : '';
    turnEl.textContent = t.over
      ? S.over[l]
      : t.turnOf
        ? S.turnOf(name(t.turnOf), l)
        : t.roller
          ? S.roll(name(t.roller), l)
          : '';
    clear(sheetHost);
    const mine = t.sheets.find((x) => x.seat === focus);
    if (mine)
      sheetHost.append(
        drawSheet(a.layout, mine, t, a.aff, {
          lang: l,
          name,
          mine: !!t.me && mine.seat === t.me && !o.readOnly,
          compact: false,
          seen: seenOf(mine.seat),
          act: send,
        }),
      );
    for (const el of sheetHost.querySelectorAll<HTMLElement>('[data-act]'))
      el.classList.toggle('hinted', isHint(el.dataset.act ?? null));
    drawDice(a);
    drawPrompt(asked);
    drawBanks(a);
    drawAuto(a);
    drawOthers(a);
  };

  // ---- events: cross-outs flash with a notice, banks chime; the new state is drawn, then its dice tumble ----
  const player: UpdatePlayer = new UpdatePlayer({
    log: (e) => frame.log(e),
    animate: (event, _speed, { update }) => {
      const n = notice(event, name, lang());
      if (!n) return;
      if (n.kind === 'cross') {
        // the taking is crossed out on every other sheet: tell it once, as it reaches the sheet on show
        const t = adapt(update).table;
        const sheet = (event as { sheet?: string }).sheet;
        if (sheet !== (t.me ?? t.order.find((x) => x !== (event as { by?: string }).by))) return;
        sound('cross');
        if (n.text) frame.toast(n.text, 'news');
      } else if (n.kind === 'bank') sound('bank');
      else if (n.kind === 'score') sound('score');
    },
    draw: (u) => {
      decision.setSpec(decisionSpec(u));
      render(adapt(u));
    },
    settle: async (u, speed) => {
      if (speed <= 0) return;
      if (u.events.some((x) => notice(x.event, name, lang())?.kind === 'roll')) {
        sound('roll');
        const dice = [...tray.querySelectorAll<SVGSVGElement>('svg.die')];
        await tumbleAll(
          dice.map((el) => ({ el, face: el.dataset.face as Res })),
          speed,
          { paint: (el, f) => paintDie(el as SVGSVGElement, f), faces: DIE_FACES, turn: 72 },
        );
        sound('land');
      } else if (u.events.length) await wait(120 * speed);
    },
    shown: (u) => frame.shown(u),
  });

  const unsub = onLangChange(redraw);
  return {
    push: (u) => player.push(u),
    setHint(action) {
      decision.setHint(action);
      redraw();
    },
    redraw() {
      // a refused answer: the decision is open again
      answers.reopen();
      redraw();
    },
    result(u) {
      return resultPanel(adapt(u), name, lang());
    },
    destroy() {
      unsub();
      player.destroy();
      enlarged?.remove();
    },
  };
}
