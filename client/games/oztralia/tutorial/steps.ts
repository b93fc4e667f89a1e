/**
 * The coach's steps of Oztralia's guided first turns (loaded when the tutorial starts): the goal, the port, the
 * calendar and the boxes, laying rail on the map's sides, the Old Ones and their threats, combat odds. Each step's
 * moment is read from the update the screen shows (the prompt's kind, the events played).
 */
import type { CoachScript, CoachStep, Texts } from '../../types';
import type { GameUpdate } from '../../../net/types';
import type { Action, GameEvent, PromptKind, View } from '../../../../shared/oztralia/types';

type U = GameUpdate<View, Action, GameEvent>;

const asked = (kind: PromptKind) => (u: U) => u.view.prompt?.seat === u.seat && u.view.prompt.kind === kind;
const railed = (u: U) => (u.view.players[u.seat as 'p1']?.tracks.length ?? 0) > 0;
const oldOnesCame = (u: U) => u.events.some((x) => (x.event as GameEvent).type === 'oldOnesTurn');

const T = {
  welcome: {
    ja: 'ようこそ！1930年代の豪州で、あなたは入植者。鉄道を延ばし、採掘と開拓でVPを稼ぎ、目覚めつつある旧支配者より多くのVPを取れば勝ちです。',
    en: 'Welcome! You are a settler in 1930s Australia. Lay rail, mine and farm for VP, and finish with more VP than the Old Ones who are waking.',
  },
  port: {
    ja: 'まず港を置きます。光っている港の候補地をタップ。港が落ちるとその場で負けなので、守りやすい所を。',
    en: 'First, your port: tap a lit harbour site. If a port falls the game ends at once, so pick one you can hold.',
  },
  boxes: {
    ja: '行動を選ぶと、その日数だけカレンダーを進みます。ボタンの下の「→」が着く場所。いつも一番後ろのマーカーが次に動きます。',
    en: 'Each action moves your marker on by its days; the “→” under a button is where you would land. The marker furthest behind always acts next.',
  },
  calendar: {
    ja: 'カレンダー：紫の◉が旧支配者。全員がそこを過ぎると旧支配者が動きます。★の光るマスでは顕現カードがめくれます。',
    en: 'The calendar: the purple ◉ is the Old Ones. Once everyone has passed it, they move. On a lit ★ space a manifestation card is turned.',
  },
  rail: {
    ja: '線路はヘクスの「辺」に敷きます。光る点線の辺をタップ。港や自分の線路からつながる所だけ敷けます。',
    en: 'Rails run along hex sides: tap a lit dashed side. You can only build from your port or your own rails.',
  },
  threats: {
    ja: '旧支配者が動きました。表になった旧支配者から、狙う農場や港へ点線と残り歩数が出ます。長押し（右クリック）でどのヘクスも調べられます。',
    en: 'The Old Ones moved. From each face-up Old One a dashed line shows the farm or port it hunts and the steps left. Long press (or right click) any hex to read it.',
  },
  combat: {
    ja: '戦闘です！下のパネルが、次のカードで勝つ・潰走する見込みを山札と捨て札から示します。押すか、引くか。',
    en: 'A combat! The panel below shows, from the deck and the discards, the chance the next card wins or routs you. Push on, or pull back?',
  },
  end: {
    ja: '案内はここまで。線路を延ばし、資源と農場でVPを。迫る旧支配者は部隊で叩きましょう。',
    en: 'That is the tour. Keep laying rail, mine and farm for VP, and strike the Old Ones that come too close.',
  },
} satisfies Record<string, Texts>;

const steps: CoachStep<U>[] = [
  { id: 'welcome', text: T.welcome },
  { id: 'port', text: T.port, target: '[data-test=prompt]', when: asked('port'), done: (u) => !asked('port')(u) },
  { id: 'boxes', text: T.boxes, target: '[data-test=prompt] .option-sub', when: asked('box'), skip: railed },
  { id: 'calendar', text: T.calendar, target: '[data-test=ozp-calendar]', when: asked('box'), skip: railed },
  {
    id: 'rail',
    text: T.rail,
    target: '[data-test=prompt][data-kind=track]',
    keepClear: '[data-test=edge-target]',
    when: asked('track'),
    done: (u) => !asked('track')(u) || railed(u),
  },
  { id: 'threats', text: T.threats, anytime: true, target: '[data-test=ozp-threats]', when: oldOnesCame },
  { id: 'combat', text: T.combat, anytime: true, target: '[data-test=ozp-odds]', when: asked('beforeCard') },
];

export const firstTurns: CoachScript<U> = {
  keepClear: '[data-test=prompt]',
  endsWhen: (u) => !!u.view.result || (railed(u) && u.view.cal.every((c) => c.pos >= 14)),
  end: T.end,
  steps,
};
