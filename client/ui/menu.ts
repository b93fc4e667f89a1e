/** The title menu, solo setup, settings and rules help: plain HTML, no game code, so they load first. */
import { GAME_METAS, gameMeta, loadDefinition } from '../games/registry';
import { errorText } from '../i18n/errors';
import { getLang, setLang, t } from '../i18n/index';
import type { Lang } from '../i18n/lang';
import { savedSoloGame } from '../net/local-save';
import { settings, updateSettings, type AnimSpeed } from '../settings';
import { clear, h, segmented } from './dom';
import { setPendingGame } from './pending';
import { navigate } from './nav';
import { titleArt } from './title-art';
import { selectGame, selectedGame } from './selected-game';

/** Whether a game has tutorials (the title and its solo setup offer them then). */
function hasTutorials(id: string): boolean {
  return (gameMeta(id)?.tutorials?.length ?? 0) > 0;
}

export function renderTitle(root: HTMLElement): void {
  const saved = savedSoloGame();
  root.append(
    h(
      'div',
      { class: 'screen title-screen', 'data-screen': 'title' },
      titleArt(),
      h('h1', { class: 'title-name', text: t('appTitle') }),
      h('p', { class: 'title-sub', text: t('subtitle') }),
      gamePicker(root),
      h(
        'nav',
        { class: 'menu' },
        saved
          ? h('button', {
              class: 'primary',
              'data-test': 'resume',
              text: t('reconnect'),
              onclick: () => {
                setPendingGame({ kind: 'solo', resume: saved });
                navigate('#/play');
              },
            })
          : null,
        h('button', {
          class: saved ? '' : 'primary',
          'data-test': 'menu-solo',
          text: t('playSolo'),
          onclick: () => navigate('#/solo'),
        }),
        hasTutorials(selectedGame())
          ? h('button', { 'data-test': 'menu-tutorial', text: t('tutorial'), onclick: () => navigate('#/tutorial') })
          : null,
        h('button', { 'data-test': 'menu-online', text: t('playOnline'), onclick: () => navigate('#/online') }),
        h('button', { 'data-test': 'menu-rules', text: t('rules'), onclick: () => navigate('#/rules') }),
        h('button', { 'data-test': 'menu-my-games', text: t('myGames'), onclick: () => navigate('#/my-games') }),
        h('button', { 'data-test': 'menu-replays', text: t('replays'), onclick: () => navigate('#/replays') }),
        h('button', { 'data-test': 'menu-settings', text: t('settings'), onclick: () => navigate('#/settings') }),
      ),
      languageSwitch(),
    ),
  );
}

/** One card per game of the registry; the menu below acts on the chosen one. */
function gamePicker(root: HTMLElement): HTMLElement {
  const lang = getLang();
  const chosen = selectedGame();
  return h(
    'div',
    { class: 'game-picker', role: 'radiogroup', 'aria-label': t('chooseGame'), 'data-test': 'game-picker' },
    GAME_METAS.map((g) =>
      h(
        'button',
        {
          class: `game-card${g.id === chosen ? ' selected' : ''}`,
          role: 'radio',
          'aria-checked': String(g.id === chosen),
          'data-test': `game-${g.id}`,
          onclick: () => {
            selectGame(g.id);
            clear(root);
            renderTitle(root);
          },
        },
        h('img', { class: 'game-card-art', src: g.art, alt: '', draggable: 'false' }),
        h('b', { class: 'game-card-name', text: g.name[lang] }),
        h('span', { class: 'game-card-facts', text: `${g.players[lang]} ・ ${g.length[lang]}` }),
        h('span', { class: 'game-card-pitch', text: g.pitch[lang] }),
      ),
    ),
  );
}

/** The language, in the title's top corner: found at once, whatever the window's height. */
function languageSwitch(): HTMLElement {
  return h(
    'div',
    { class: 'form-row title-lang' },
    segmented<Lang>(
      ['ja', 'en'],
      settings().lang,
      (l) => (l === 'ja' ? '日本語' : 'English'),
      (l) => {
        updateSettings({ lang: l });
        setLang(l);
      },
      'lang',
    ),
  );
}

function row(label: string, control: HTMLElement): HTMLElement {
  return h('div', { class: 'form-row' }, h('label', { text: label }), control);
}

/** Solo setup for the chosen game: the player's team, the game's options (drawn from its schema), the computer. */
export function renderSolo(root: HTMLElement): void {
  const id = selectedGame();
  const meta = gameMeta(id);
  const panel = h('div', { class: 'card-panel' }, h('h2', { text: t('soloTitle') }), h('p', { text: t('loading') }));
  root.append(h('div', { class: 'screen', 'data-screen': 'solo' }, panel));
  if (!meta) return;
  void Promise.all([loadDefinition(id), import('./options-form')]).then(([game, { optionsForm }]) => {
    const lang = getLang();
    const form = optionsForm(game.optionsSchema, meta, 'solo');
    const defaults = game.parseOptions(form.values());
    const teams = [
      ...new Set((defaults.ok ? game.seats(defaults.value) : []).filter((x) => x.playable).map((x) => x.team)),
    ].sort((a, b) => Object.keys(meta.teams).indexOf(a) - Object.keys(meta.teams).indexOf(b));
    // the default side is the one the game's first tutorial teaches (a newcomer's first game), else the first
    const taught = defaults.ok
      ? game.seats(defaults.value).find((x) => x.id === meta.tutorials?.[0]?.seat)?.team
      : undefined;
    let team = taught && teams.includes(taught) ? taught : teams[0];
    let bot = game.computer.defaultLevel;
    const status = h('p', { class: 'note' });
    clear(panel);
    panel.append(
      ...[
        h('h2', { text: `${t('soloTitle')} — ${meta.name[lang]}` }),
        hasTutorials(id)
          ? h(
              'div',
              { class: 'form-row tutorial-offer' },
              h('span', { class: 'note', text: t('tutorialOffer') }),
              h('a', { class: 'button-link', href: '#/tutorial', 'data-test': 'solo-tutorial', text: t('tutorial') }),
            )
          : null,
        // a side to choose only where the game names its sides (in a game of rivals the player takes the first seat)
        teams.filter((x) => meta.teams[x]).length > 1
          ? row(
              t('side'),
              segmented(
                teams,
                team,
                (v) => meta.teams[v]?.[lang] ?? v,
                (v) => (team = v),
                'side',
              ),
            )
          : null,
        form.element,
        row(
          t('botLevel'),
          segmented(
            [...game.computer.levels],
            bot,
            (v) => meta.levels[v]?.[lang] ?? v,
            (v) => (bot = v),
            'bot',
          ),
        ),
        status,
        h(
          'div',
          { class: 'actions-row' },
          h('button', { text: t('back'), onclick: () => navigate('#/') }),
          h('button', {
            class: 'primary',
            'data-test': 'solo-start',
            text: t('start'),
            onclick: () => {
              const options = game.parseOptions(form.values());
              if (!options.ok) {
                status.textContent = errorText(options.error, lang) ?? '';
                return;
              }
              const seat = game.seats(options.value).find((x) => x.playable && x.team === team)?.id;
              setPendingGame({ kind: 'solo', game: id, options: options.value, seat, botLevel: bot });
              navigate('#/play');
            },
          }),
        ),
      ].filter((x): x is HTMLElement => x !== null),
    );
  });
}

export function renderSettings(root: HTMLElement): void {
  const s = settings();
  root.append(
    h(
      'div',
      { class: 'screen', 'data-screen': 'settings' },
      h(
        'div',
        { class: 'card-panel' },
        h('h2', { text: t('settings') }),
        row(
          t('language'),
          segmented<Lang>(
            ['ja', 'en'],
            s.lang,
            (l) => (l === 'ja' ? '日本語' : 'English'),
            (l) => {
              updateSettings({ lang: l });
              setLang(l);
            },
            'lang',
          ),
        ),
        row(
          t('sound'),
          segmented(
            [true, false].map(String),
            String(s.sound),
            (v) => t(v === 'true' ? 'on' : 'off'),
            (v) => updateSettings({ sound: v === 'true' }),
            'sound',
          ),
        ),
        row(
          t('animSpeed'),
          segmented<AnimSpeed>(
            ['off', 'fast', 'normal', 'slow'],
            s.speed,
            (v) => t(({ off: 'speedOff', fast: 'speedFast', normal: 'speedNormal', slow: 'speedSlow' } as const)[v]),
            (v) => updateSettings({ speed: v }),
            'speed',
          ),
        ),
        row(
          t('palette'),
          segmented(
            ['normal', 'safe'] as const,
            s.palette,
            (v) => t(v === 'safe' ? 'on' : 'off'),
            (v) => {
              updateSettings({ palette: v });
              document.body.classList.toggle('palette-safe', v === 'safe');
            },
            'palette',
          ),
        ),
        h(
          'div',
          { class: 'actions-row' },
          h('button', { 'data-test': 'back', text: t('back'), onclick: () => history.back() }),
        ),
      ),
    ),
  );
}

export function renderRules(root: HTMLElement): void {
  root.append(
    h(
      'div',
      { class: 'screen', 'data-screen': 'rules' },
      h(
        'div',
        { class: 'card-panel' },
        // which game's rules, and the way back, stay in view while the text scrolls
        h(
          'div',
          { class: 'rules-head' },
          h('h2', { text: `${t('rulesTitle')} — ${gameMeta(selectedGame())?.name[getLang()] ?? ''}` }),
          h('button', { 'data-test': 'rules-back', text: t('back'), onclick: () => history.back() }),
        ),
        h('div', { class: 'rules-text', text: gameMeta(selectedGame())?.rules[getLang()] ?? '' }),
        h('div', { class: 'actions-row' }, h('button', { text: t('back'), onclick: () => history.back() })),
      ),
    ),
  );
}
