/**
 * The Rolled West screen, inside the shell's frame: the viewer's sheet fills the middle; the side column holds the
 * dice on the table with what to do now (choose the terrain, spend or bank, bank from another roll), the others'
 * between-turn banks as they happen, the auto-bank setting and the opponents' sheets as thumbnails that enlarge on
 * a tap. It draws what updates say and sends the player's choices; it knows no rules.
 */
import { getLang, onLangChange } from '../../i18n/index';
import type { GameConnection, GameUpdate } from '../../net/types';
import { speedFactor } from '../../settings';
import { clear, h } from '../../ui/dom';
import { inspectable } from '../../ui/inspect';
import type { GameFrame, GameScreenHandle, GameScreenOptions } from '../types';
import { adapt, notice, type Adapted } from './adapter';
import { dieEl, tumble } from './dice';
import { meta } from './meta';
import { RESOURCES, type Res } from './model';
import { resultPanel } from './result';
import { drawSheet } from './sheet';
import { sound } from './sounds';
import { S } from './strings';
import { RESOURCE } from './words';

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

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

  let latest: GameUpdate | null = null;
  let shown: Adapted | null = null;
  /** The update the screen shows now (the frame shows the result once the final one is drawn). */
  let shownUpdate: GameUpdate | null = null;
  let hinted: unknown = null;
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

  const send = (key: string) => {
    const a = shown?.aff.get(key);
    if (!conn || !latest || o.readOnly || a === undefined) return;
    sound('pen');
    conn.send(a, latest.v);
  };

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
            class: `rw-die ${d.use}${key ? ' can' : ''}${hintKey === key && key ? ' hinted' : ''}`,
            'data-test': `die-${i}`,
            'data-face': d.face,
            disabled: !key,
          },
          svg as unknown as HTMLElement,
          h('small', { text: S.dieUse[d.use][lang()] }),
        ),
        () => ({ title: `${RESOURCE[d.face][lang()]}`, body: S.dieHelp(d.face, d.use, lang()) }),
      );
      if (key) btn.onclick = () => send(key);
      row.append(btn);
    });
    tray.append(row);
  };

  let hintKey: string | null = null;

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
    prompt.append(h('b', { text }));
    const buttons = h('div', { class: 'rw-buttons' });
    if (a.aff.has('undo'))
      buttons.append(h('button', { 'data-test': 'undo', text: S.undo[l], onclick: () => send('undo') }));
    if (a.aff.has('between:pass'))
      buttons.append(h('button', { 'data-test': 'bank-pass', text: S.pass[l], onclick: () => send('between:pass') }));
    if (a.aff.has('end'))
      buttons.append(
        h('button', {
          class: `primary${hintKey === 'end' ? ' hinted' : ''}`,
          'data-test': 'end-turn',
          text: S.endTurn[l],
          onclick: () => send('end'),
        }),
      );
    if (buttons.childElementCount) prompt.append(buttons);
  };

  const drawBanks = (a: Adapted) => {
    clear(banks);
    const t = a.table;
    for (const [seat, ans] of Object.entries(t.bankAnswers))
      banks.append(
        h(
          'span',
          { class: 'rw-bank-chip', 'data-test': `banked-${seat}` },
          ans === 'pass' ? null : (dieEl(ans, 'mini') as unknown as HTMLElement),
          h('span', {
            text: ans === 'pass' ? S.passed(name(seat), lang()) : S.banked(name(seat), RESOURCE[ans][lang()], lang()),
          }),
        ),
      );
    for (const seat of t.bankWaiting)
      banks.append(h('span', { class: 'rw-bank-chip waiting', text: S.thinking(name(seat), lang()) }));
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
      const box = h(
        'button',
        { class: 'rw-thumb', 'data-test': `thumb-${sh.seat}`, onclick: () => enlarge(sh.seat) },
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
    shown = a;
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
      el.classList.toggle('hinted', el.dataset.act === hintKey);
    drawDice(a);
    drawPrompt(a);
    drawBanks(a);
    drawAuto(a);
    drawOthers(a);
    if (shownUpdate) frame.shown(shownUpdate);
  };

  // ---- events: dice tumble, cross-outs flash with a notice, banks chime; then the new state is drawn ----
  let queue: Promise<void> = Promise.resolve();
  const play = async (u: GameUpdate) => {
    const a = adapt(u);
    const speed = speedFactor();
    let rolled = false;
    for (const { event } of u.events) {
      frame.log(event);
      const n = notice(event, name, lang());
      if (!n) continue;
      if (n.kind === 'roll') rolled = true;
      if (n.kind === 'cross') {
        // the taking is crossed out on every other sheet: tell it once, as it reaches the sheet on show
        const sheet = (event as { sheet?: string }).sheet;
        if (sheet !== (a.table.me ?? a.table.order.find((x) => x !== (event as { by?: string }).by))) continue;
        sound('cross');
        if (n.text) frame.toast(n.text);
      } else if (n.kind === 'bank') sound('bank');
      else if (n.kind === 'score') sound('score');
    }
    shownUpdate = u;
    render(a);
    if (rolled && speed > 0) {
      sound('roll');
      const dice = [...tray.querySelectorAll<SVGSVGElement>('svg.die')];
      await Promise.all(dice.map((d, i) => tumble(d, d.dataset.face as Res, speed, i * 70)));
      sound('land');
    } else if (u.events.length && speed > 0) await wait(120 * speed);
  };

  const push = (u: GameUpdate) => {
    const first = latest === null;
    latest = u;
    if (first) {
      for (const { event } of u.events) frame.log(event);
      shownUpdate = u;
      render(adapt(u));
      return;
    }
    queue = queue.then(() => play(u)).catch(() => undefined);
  };

  const unsub = onLangChange(() => shown && render(shown));
  return {
    push,
    setHint(action) {
      hinted = action;
      hintKey = null;
      if (shown && hinted !== null)
        for (const [k, v] of shown.aff) if (JSON.stringify(v) === JSON.stringify(hinted)) hintKey = k;
      if (shown) render(shown);
    },
    redraw() {
      if (shown) render(shown);
    },
    result(u) {
      return resultPanel(adapt(u), name, lang());
    },
    destroy() {
      unsub();
      enlarged?.remove();
    },
  };
}
