/**
 * Entry point: the first download holds only the menus (HTML); the game board (Phaser), the engine for solo
 * play and the fonts load afterwards, so that the first interactive menu stays small.
 */
import './style.css';
import './game.css';
import { setLang } from './i18n/index';
import { onSettings, settings, type Settings } from './settings';
import { setProgress, showLoading } from './ui/loading';
import { startRouter } from './ui/router';

setProgress(0.4);
setLang(settings().lang);
document.documentElement.lang = settings().lang;
// with animation off, nothing on the page pulses or glows in a loop either (style.css: .motion-off)
const applyLook = (s: Settings) => {
  document.body.classList.toggle('palette-safe', s.palette === 'safe');
  document.body.classList.toggle('motion-off', s.speed === 'off');
};
applyLook(settings());
onSettings(applyLook);
// an invite link (/?room=CODE) opens that room's lobby
const invited = new URLSearchParams(location.search).get('room');
if (invited && /^[A-Za-z0-9]{4,12}$/.test(invited)) {
  history.replaceState(null, '', `${location.pathname}#/room/${invited.toUpperCase()}`);
}
startRouter();
setProgress(1);
showLoading(false);
