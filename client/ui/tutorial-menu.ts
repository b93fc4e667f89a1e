/** The chosen game's tutorials (#/tutorial): one button each; it starts a solo game with its coach. */
import { gameMeta, loadDefinition } from '../games/registry';
import type { TutorialMeta } from '../games/types';
import { errorText } from '../i18n/errors';
import { getLang, t } from '../i18n/index';
import { h } from './dom';
import { setPendingGame } from './pending';
import { navigate } from './nav';
import { selectedGame } from './selected-game';
import './tutorial-menu.css';

export function renderTutorials(root: HTMLElement): void {
  const id = selectedGame();
  const meta = gameMeta(id);
  const lang = getLang();
  const status = h('p', { class: 'note' });
  const start = async (tut: TutorialMeta) => {
    const game = await loadDefinition(id);
    const options = game.parseOptions(tut.options);
    if (!options.ok) {
      status.textContent = errorText(options.error, lang) ?? '';
      return;
    }
    setPendingGame({
      kind: 'solo',
      game: id,
      options: options.value,
      seat: tut.seat,
      botLevel: tut.botLevel ?? game.computer.defaultLevel,
      tutorial: tut.id,
    });
    navigate('#/play');
  };
  root.append(
    h(
      'div',
      { class: 'screen', 'data-screen': 'tutorials' },
      h(
        'div',
        { class: 'card-panel tutorial-panel' },
        h('h2', { text: meta ? `${t('tutorialTitle')} — ${meta.name[lang]}` : t('tutorialTitle') }),
        h('p', { text: t('tutorialIntro') }),
        h(
          'div',
          { class: 'tutorial-list' },
          (meta?.tutorials ?? []).map((tut) =>
            h(
              'button',
              {
                class: 'tutorial-choice',
                'data-test': `tutorial-${tut.id}`,
                onclick: () => void start(tut),
              },
              h('b', { text: tut.title[lang] }),
              h('span', { text: tut.about[lang] }),
            ),
          ),
        ),
        status,
        h('div', { class: 'actions-row' }, h('button', { text: t('back'), onclick: () => navigate('#/') })),
      ),
    ),
  );
}
