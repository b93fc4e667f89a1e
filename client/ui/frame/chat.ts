/**
 * The frame's chat, beside the log under two tabs: the lines of every channel this seat hears, and a form that
 * writes to the channels it may speak on (the game's `chatChannels`; 'all' by default).
 */
import type { GameClient } from '../../games/types';
import { getLang, t } from '../../i18n/index';
import type { ChatMessage, GameConnection } from '../../net/types';
import { clear, h } from '../dom';

export interface FrameChat {
  /** The log and chat section, with its tabs. */
  el: HTMLElement;
  /** Writes the tabs' and the form's words again (a language change). */
  redraw(): void;
  add(m: ChatMessage): void;
}

export function frameChat(game: GameClient, conn: GameConnection | null, logList: HTMLElement): FrameChat {
  const list = h('div', { class: 'chat-list' });
  const input = h('input', { class: 'chat-input', maxlength: 200 });
  const channel = h('select', { class: 'chat-channel' });
  const sendBtn = h('button', { text: '' });
  const logTab = h('button', { class: 'tab sel' });
  const chatTab = h('button', { class: 'tab' });
  const box = h('div', { class: 'chat-box hidden' }, list, h('div', { class: 'chat-form' }, channel, input, sendBtn));
  const el = h('section', { class: 'logchat' }, h('div', { class: 'tabs' }, logTab, chatTab), logList, box);
  const channels = game.texts.chatChannels?.(conn?.seat ?? 'spectator') ?? ['all'];
  // with no connection (a replay) there is nobody to talk to: the log alone
  if (!conn) chatTab.classList.add('hidden');
  const redraw = () => {
    logTab.textContent = t('log');
    chatTab.textContent = t('chat');
    sendBtn.textContent = t('send');
    input.placeholder = t('chatPlaceholder');
    clear(channel);
    for (const c of channels)
      channel.append(h('option', { value: c, text: c === 'all' ? t('chatAll') : t('chatTeam') }));
    channel.classList.toggle('hidden', channels.length < 2);
  };
  redraw();
  const showTab = (chat: boolean) => {
    logTab.classList.toggle('sel', !chat);
    chatTab.classList.toggle('sel', chat);
    logList.classList.toggle('hidden', chat);
    box.classList.toggle('hidden', !chat);
  };
  logTab.onclick = () => showTab(false);
  chatTab.onclick = () => showTab(true);
  const send = () => {
    const text = input.value.trim();
    if (!text || !conn) return;
    conn.chat(channel.value || 'all', text);
    input.value = '';
  };
  sendBtn.onclick = send;
  input.onkeydown = (e) => {
    if (e.key === 'Enter') send();
  };
  return {
    el,
    redraw,
    add(m) {
      const from = m.from || (m.seat === 'spectator' ? t('spectator') : game.texts.seat(m.seat, getLang()));
      list.append(
        h(
          'div',
          { class: `chat-line ${m.channel}` },
          h('b', { text: `${from}${m.channel !== 'all' ? ` [${t('chatTeam')}]` : ''}: ` }),
          m.text,
        ),
      );
      list.scrollTop = list.scrollHeight;
    },
  };
}
