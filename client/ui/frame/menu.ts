/**
 * The frame's in-game menu (language, animation, sound, the game's rules help, close, quit with confirmation) and
 * the rules help, which opens over the game while it keeps running underneath.
 */
import type { GameTexts } from '../../games/types';
import { getLang, setLang, t } from '../../i18n/index';
import type { Lang } from '../../i18n/lang';
import { settings, updateSettings, type AnimSpeed } from '../../settings';
import { h, segmented } from '../dom';

export function openRules(screen: HTMLElement, texts: GameTexts): void {
  const help: HTMLElement = h(
    'div',
    { class: 'menu-overlay', 'data-test': 'rules-help', onclick: (e: Event) => e.target === help && help.remove() },
    h(
      'div',
      { class: 'menu-box rules-box' },
      // the close button stays in view while the text scrolls
      h(
        'div',
        { class: 'rules-head' },
        h('h2', { text: t('rulesTitle') }),
        h('button', { 'data-test': 'rules-close', text: t('close'), onclick: () => help.remove() }),
      ),
      h('div', { class: 'rules-text', text: texts.rules(getLang()) }),
    ),
  );
  screen.append(help);
}

export function openGameMenu(screen: HTMLElement, texts: GameTexts, onExit: () => void): void {
  const close = () => overlay.remove();
  const overlay: HTMLElement = h(
    'div',
    { class: 'menu-overlay', onclick: (e: Event) => e.target === overlay && close() },
    h(
      'div',
      { class: 'menu-box' },
      segmented<Lang>(
        ['ja', 'en'],
        settings().lang,
        (l) => (l === 'ja' ? '日本語' : 'English'),
        (l) => {
          updateSettings({ lang: l });
          setLang(l);
          close();
        },
        'game-lang',
      ),
      h('div', { class: 'note', text: t('animSpeed') }),
      segmented<AnimSpeed>(
        ['off', 'fast', 'normal', 'slow'],
        settings().speed,
        (v) => t(({ off: 'speedOff', fast: 'speedFast', normal: 'speedNormal', slow: 'speedSlow' } as const)[v]),
        (v) => updateSettings({ speed: v }),
        'game-speed',
      ),
      h('div', { class: 'note', text: t('sound') }),
      segmented(
        ['true', 'false'],
        String(settings().sound),
        (v) => t(v === 'true' ? 'on' : 'off'),
        (v) => updateSettings({ sound: v === 'true' }),
        'game-sound',
      ),
      h('button', {
        'data-test': 'menu-rules',
        text: t('rules'),
        onclick: () => {
          close();
          openRules(screen, texts);
        },
      }),
      h('button', { 'data-test': 'menu-close', text: t('close'), onclick: close }),
      h('button', {
        'data-test': 'menu-quit',
        text: t('quit'),
        onclick: (e: Event) => {
          // quitting asks once more: a misplaced tap must not end anyone's evening
          const btn = e.currentTarget as HTMLButtonElement;
          if (btn.dataset.confirm === '1') return onExit();
          btn.dataset.confirm = '1';
          btn.textContent = t('quitConfirm');
          btn.classList.add('danger');
        },
      }),
    ),
  );
  screen.append(overlay);
}
