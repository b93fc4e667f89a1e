/** The screen's sentences in Japanese and English: questions, buttons, status and announcements. */
import type { Lang } from '../../i18n/lang';

const UI = {
  you: { ja: 'あなた', en: 'You' },
  oldOnes: { ja: '旧支配者', en: 'The Old Ones' },
  waiting: { ja: '{who}の番です…', en: 'Waiting for {who}…' },
  oldTurn: { ja: '旧支配者が動いています…', en: 'The Old Ones are moving…' },
  over: { ja: 'ゲーム終了', en: 'The game is over' },
  replay: { ja: 'リプレイ', en: 'Replay' },
  cancel: { ja: 'やり直す', en: 'Start over' },
  confirm: { ja: '決定', en: 'Confirm' },
  sending: { ja: '送信中…', en: 'Sending…' },
  orMap: { ja: '地図をタップしても選べます', en: 'or tap the map' },
  // questions, by prompt kind
  q_port: {
    ja: '港を置く場所を選んでください（光っている港の候補地）',
    en: 'Choose where your port goes (a lit harbour site)',
  },
  q_box: {
    ja: '行動を選んでください：キューブを1つ置き、その時間だけカレンダーを進みます',
    en: 'Choose an action: put a cube in its box and move on by its time',
  },
  q_track: { ja: '線路を敷く辺を選んでください（光っている辺）', en: 'Choose an edge to lay a rail on (a lit edge)' },
  q_mine: { ja: '採掘するヘクスと資源を選んでください', en: 'Choose a hex and a resource to mine' },
  q_mine2: { ja: '2種類目の資源を選んでください', en: 'Choose a second resource to mine' },
  q_recruit: { ja: '雇う人物を選んでください', en: 'Choose someone to recruit' },
  q_keep: { ja: '残す1枚を選んでください', en: 'Choose the card to keep' },
  q_buy: { ja: '買う部隊を選んでください', en: 'Choose the units to buy' },
  q_exchange: { ja: '輸出入を選んでください', en: 'Choose an import or export' },
  q_farm: { ja: '農場を置くヘクスと種類を選んでください', en: 'Choose a hex and a kind of farm' },
  q_force: { ja: '遠征軍に加える部隊を選んでください', en: 'Add units to the expedition' },
  q_target: { ja: '攻撃する旧支配者を選んでください', en: 'Choose the Old One to attack' },
  q_beforeCard: { ja: '戦い続けますか、撤退しますか？', en: 'Push on, or withdraw?' },
  q_cubes: {
    ja: 'ダメージのキューブを置く旧支配者を選んでください',
    en: 'Choose the Old One that takes your damage cube',
  },
  q_hit: { ja: '攻撃を受ける部隊を選んでください', en: 'Choose the unit that takes the strike' },
  q_airshipHit: { ja: '空からの攻撃を受ける飛行艇を選んでください', en: 'Choose the airship that takes the strike' },
  q_discard: { ja: '砂嵐：石炭か鉄を1つ捨ててください', en: 'Dust storm: discard a coal or an iron' },
  // buttons
  stop: { ja: 'ここで終える', en: 'Stop here' },
  blind: { ja: '山札から2枚引く', en: 'Draw two blind' },
  slot: { ja: '{name}', en: '{name}' },
  formed: { ja: '編成完了', en: 'Force ready' },
  addUnit: { ja: '{unit}を加える', en: 'Add {unit}' },
  fight: { ja: '戦い続ける（次のカード）', en: 'Fight on (next card)' },
  nurse: { ja: '看護：{unit}', en: 'Nurse: {unit}' },
  cube: { ja: '{tile}（{hex}）', en: '{tile} ({hex})' },
  hitUnit: { ja: '{unit}（ダメージ{dmg}）', en: '{unit} (damage {dmg})' },
  cancelStrike: { ja: '攻撃を打ち消す', en: 'Cancel the strike' },
  time: { ja: '{n}日', en: '{n} days' },
  time1: { ja: '1日', en: '1 day' },
  // status and panels
  calendar: { ja: 'カレンダー {pos}', en: 'Calendar {pos}' },
  disc: { ja: '旧支配者 {pos}', en: 'Old Ones at {pos}' },
  next: { ja: '次：{who}', en: 'Next: {who}' },
  nextShort: { ja: '次の手番', en: 'Acts next' },
  oldRange: { ja: '旧支配者 {low}〜{high} VP', en: 'Old Ones {low}–{high} VP' },
  oldExact: { ja: '旧支配者 {n} VP', en: 'Old Ones {n} VP' },
  score: { ja: '{n} VP', en: '{n} VP' },
  warehouse: { ja: '倉庫', en: 'Warehouse' },
  hq: { ja: '本部のキューブ {n}', en: 'Cubes at HQ {n}' },
  rails: { ja: '線路 {n}', en: 'Rails {n}' },
  barracks: { ja: '兵舎', en: 'Barracks' },
  cards: { ja: '人物', en: 'People' },
  row: { ja: '雇える人物', en: 'Open for hire' },
  hidden: { ja: '伏せられた旧支配者（レベル{n}）', en: 'Hidden Old One (level {n})' },
  hiddenOdds: { ja: '正体の候補：{list}', en: 'It may be: {list}' },
  endurance: { ja: '耐久 {n}・{vp} VP', en: 'Endurance {n}, {vp} VP' },
  damage: { ja: '与えたダメージ {n}', en: 'Damage dealt {n}' },
  blighted: { ja: '荒廃', en: 'Blighted' },
  portOf: { ja: '{who}の港', en: "{who}'s port" },
  farmOf: { ja: '{who}の{farm}', en: "{who}'s {farm}" },
  railOf: { ja: '{who}の線路', en: "{who}'s rail" },
  level: { ja: '旧支配者のレベル{n}の地', en: 'Old One ground, level {n}' },
  combat: { ja: '戦闘：{hex}', en: 'Combat at {hex}' },
  portDefence: { ja: '港の防衛戦', en: 'Port defence' },
  sanity: { ja: '正気 {n}', en: 'Sanity {n}' },
  turn: { ja: '{who}の手番', en: "{who}'s turn" },
  oldOnesTurn: { ja: '旧支配者の手番', en: "The Old Ones' turn" },
  revealed: { ja: '正体判明：{tile}', en: 'Revealed: {tile}' },
  portAttacked: { ja: '港が襲われた！', en: 'The port is under attack!' },
  blightedFarm: { ja: '農場が荒廃した', en: 'A farm withers' },
  won: { ja: '入植者の勝利！', en: 'The settlers win!' },
  lost: { ja: '旧支配者の勝利', en: 'The Old Ones win' },
  endCalendar: { ja: 'カレンダーの終わり', en: 'The calendar ran out' },
  endPortLost: { ja: '港が陥落した', en: 'A port fell' },
  total: { ja: '合計', en: 'Total' },
  farms: { ja: '農場', en: 'Farms' },
  phosphate: { ja: 'リン鉱石', en: 'Phosphate' },
  people: { ja: '人物', en: 'People' },
  tiles: { ja: '倒した旧支配者', en: 'Old Ones beaten' },
  tokens: { ja: 'VPトークン', en: 'VP tokens' },
  faceUp: { ja: '表の旧支配者', en: 'Face-up Old Ones' },
  hiddenRow: { ja: '伏せた旧支配者（2倍）', en: 'Hidden Old Ones (double)' },
  blightedRow: { ja: '荒廃した農場', en: 'Blighted farms' },
  threat: { ja: '{tile}→{what}まであと{n}歩', en: '{tile}: {n} steps to {what}' },
  farmWord: { ja: '農場', en: 'a farm' },
  portWord: { ja: '港', en: 'a port' },
} as const satisfies Record<string, Readonly<Record<Lang, string>>>;

export type UiKey = keyof typeof UI;

export function say(key: UiKey, params: Record<string, string | number>, l: Lang): string {
  return UI[key][l].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** The prompt kinds that have a question (a test checks every kind has one). */
export const QUESTION_KINDS = Object.keys(UI)
  .filter((k) => k.startsWith('q_'))
  .map((k) => k.slice(2));
