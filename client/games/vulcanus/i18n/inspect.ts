/**
 * What the inspect service says about everything on the Vulcanus screen other than the action cards (those are
 * in cards.ts): the tracks, the kaiju board and its evolution tree, the government board (funds, budget,
 * research, keys, approvals, units), the roles, the event cards, the tiles, the landmarks and the towns of the
 * map. `{name}` is filled from the view and the game's numbers.
 */
import type { EventId } from '../../../../shared/vulcanus/data/events';
import type { Words2 } from './cards';

const W = (ja: string, en: string): Words2 => ({ ja, en });

export const INSPECT = {
  defenseBody: W(
    '政府が埋めるトラック：避難した市民・要人、消した溶岩、攻撃タイル（1列まるごと）。埋まった瞬間に政府の勝ち。{rounds}ラウンド後は空きマスの少ない側の勝ち（同数なら怪獣）。',
    'The government fills it: each citizen or VIP evacuated, each lava put out, each attack tile (a whole column). Full: the government wins at once. After round {rounds}, the side with fewer empty squares wins (a tie goes to the kaiju).',
  ),
  damageBody: W(
    '怪獣が埋めるトラック：倒された市民・要人、溶岩フェイズに燃えた溶岩（溶岩{burning}つ以上の町1つにつき1つ）、破壊ボーナスタイル（1列まるごと）。埋まった瞬間に怪獣の勝ち。',
    'The kaiju fills it: each citizen or VIP killed, the lava that burns in the lava phase (one per town with {burning} or more lava), each destruction bonus tile (a whole column). Full: the kaiju wins at once.',
  ),
  trackCounts: W(
    '市民 {c}・要人 {v}・溶岩 {l}・タイル {tiles}／空き {e}',
    'Citizens {c} · VIPs {v} · lava {l} · tiles {tiles} / {e} empty',
  ),
  poolTitle: W('{stage}のプール', '{stage} pool'),
  poolBody: W(
    '溶岩{n}つ。怪獣ボードの溶岩は、残っている一番前のプールから出ていきます。このプールが空になると怪獣は{next}に成長します。',
    '{n} lava. Lava leaves the kaiju board from the earliest pool that still holds some. When this pool is empty, the kaiju grows to {next}.',
  ),
  poolEvolution: W(
    'そのとき進化タイルを1枚得て、進化ツリーに置きます。',
    'It then gains an evolution tile to place on the tree.',
  ),
  poolLast: W('最後のプールです。', 'The last pool.'),
  treeTitle: W('進化：{card}', 'Evolution: {card}'),
  treeOn: W(
    '進化タイルがあります。次の{card}カードから追加効果が働きます：{extra}',
    'Powered up: from the next {card} card on, its extra effect applies: {extra}',
  ),
  treeOff: W('まだ進化していません。追加効果：{extra}', 'Not powered yet. Extra effect: {extra}'),
  treeRoot: W('根のノード：最初から進化タイルを置けます。', 'A root: an evolution tile can go here from the start.'),
  treeAfter: W('{parents}に進化タイルがあると置けます。', 'It takes a tile once {parents} holds one.'),
  or: W('か', ' or '),
  stageBody: W(
    '怪獣の成長段階。プールが空になるたびに成長し、{complete}になると怪獣カードのあとに自分の町へ溶岩1つを置けます。',
    'The kaiju’s growth stage. It grows each time a pool empties; at {complete}, after each kaiju card it may place 1 lava on its own town.',
  ),
  fundsTitle: W('資金', 'Funds'),
  fundsBody: W(
    '予算 {pool}：政府が支払いに使える資金。使用済み {spent}：支払った資金（予算マーカーが{top}から0に戻ると予算へ）。備蓄 {stock}：要人を避難させると1つ予算へ。',
    'Pool {pool}: what the government pays with. Spent {spent}: paid funds, back to the pool when the budget marker goes from {top} back to 0. Stock {stock}: each evacuated VIP brings one to the pool.',
  ),
  budgetBody: W(
    '予算申請で進みます。{top}から0に戻るとき、使用済みの資金がすべて予算に戻ります。',
    'Budget Request advances it; going from {top} back to 0 returns every spent fund to the pool.',
  ),
  researchTitle: W('研究 {r}/{max}', 'Research {r}/{max}'),
  researchBody: W(
    'タイルを調査すると、その値だけ進みます。鍵（{keys}）で政府カードの追加効果、承認（{appr}）で自衛隊の指令が解放され、{max}で攻撃タイルを1枚置けます（1ゲーム1回）。',
    'Investigating a tile advances it by the tile’s value. Keys ({keys}) unlock the government cards’ extra effects, approvals ({appr}) SDF orders; at {max} the government may place one attack tile (once per game).',
  ),
  keyTitle: W('鍵{n}：研究{at}', 'Key {n}: research {at}'),
  keyBody: W(
    '研究{at}から（次のカードから）働く追加効果：{list}',
    'From research {at} (from the next card on), these extra effects apply: {list}',
  ),
  reached: W('到達済み', 'Reached'),
  notReached: W('未到達', 'Not reached yet'),
  baseApprovalTitle: W('承認：拠点建設（研究{at}）', 'Approval: build base (research {at})'),
  baseApprovalBody: W(
    '自衛隊への指令で拠点建設が選べます：資金{cost}で自衛隊の町に拠点を置く。',
    'SDF Orders may build a base: pay {cost} to place a base on an SDF unit’s town.',
  ),
  shellApprovalTitle: W('承認：特殊冷凍弾（研究{at}）', 'Approval: special freezing shell (research {at})'),
  shellApprovalBody: W(
    '自衛隊への指令で特殊冷凍弾が選べます：怪獣の町か隣の自衛隊1つごとに資金{cost}で攻撃タイル1枚。',
    'SDF Orders may fire the freezing shell: per SDF unit on or next to the kaiju’s town, pay {cost} for an attack tile.',
  ),
  stockTitle: W('ストック', 'Stock'),
  stockBody: W(
    '地図にないユニット：消防隊 {fire}・自衛隊 {sdf}・拠点 {bases}。動員と拠点建設はここから置きます。残りの攻撃タイル {attack}。',
    'Units not on the map: fire brigades {fire}, SDF units {sdf}, bases {bases}. Mobilization and Build base place them from here. Attack tiles left: {attack}.',
  ),
  roleBody: W('{seat}。役職カード：{card}。追加効果：{extras}', '{seat}. Role card: {card}. Extra effects: {extras}'),
  eventTitle: W('ラウンド{n}のイベント：{event}', 'Round {n} event: {event}'),
  eventHiddenTitle: W('ラウンド{n}：上級イベント', 'Round {n}: advanced event'),
  eventHidden: W(
    '裏向きの上級イベント。めくられるまで誰にもわかりません。',
    'A face-down advanced event: nobody knows it before it is revealed.',
  ),
  eventThree: W(
    'この欄の「3」タイルは、ラウンド{n}に予兆タイル{omen}と入れ替わって地図に置かれ、調査できるようになります。',
    'The “3” tile waiting here replaces omen tile {omen} on the map in round {n}, where it can then be investigated.',
  ),
  tileTitle: W('調査タイル（値{value}）', 'Investigation tile (value {value})'),
  tileBody: W(
    'この町か隣の町の拠点が調査すると研究 +{value}（研究カードなら +{card}）。',
    'A base on or next to this town investigates it: research +{value} (the Research card: +{card}).',
  ),
  omenTitle: W('予兆タイル {numeral}', 'Omen tile {numeral}'),
  omenBody: W(
    'ラウンド{n}にこの町が予兆マスになり、イベントが起こります。調査はできません。',
    'In round {n} this town becomes the omen town, where the event strikes. It cannot be investigated.',
  ),
  omenTown: W('今ラウンドの予兆マス：イベントはここで起こります。', 'This round’s omen town: the event strikes here.'),
  landmark: W(
    '名所「{name}」：怪獣がこの町にいて溶岩が{lava}つ以上あれば、その破壊ボーナスタイルを持つ怪獣は公開して被害トラックの1列を埋められます。',
    'Landmark “{name}”: with the kaiju here and {lava} or more lava, a kaiju holding its destruction bonus tile may reveal it to fill a whole column of the damage track.',
  ),
  bonusBody: W(
    '{town}に怪獣がいて溶岩が{lava}つ以上あるとき（怪獣カードのあとに確認）、公開して被害トラックの1列を埋められます。',
    'When the kaiju stands in {town} with {lava} or more lava there (checked after each kaiju card), reveal it to fill a whole column of the damage track.',
  ),
  placed: W('公開済み', 'Revealed'),
  townLava: W('溶岩 {n}（{burning}つ以上で燃える）', 'Lava {n} (burns at {burning})'),
  townPeople: W('市民 {c}・要人 {v}', 'Citizens {c} · VIPs {v}'),
  townUnits: W('消防隊 {f}・自衛隊 {s}・拠点 {b}', 'Fire brigades {f} · SDF units {s} · bases {b}'),
  townKaiju: W('怪獣がいます。', 'The kaiju is here.'),
  townNoTile: W('タイルなし', 'No tile'),
  attackTitle: W('攻撃タイル', 'Attack tiles'),
  tileValue: W('値{n}', 'value {n}'),
  sending: W('送信しました…', 'Sent…'),
  unitCost: W('{unit}：費用 {n}', '{unit}: cost {n}'),
} as const;

/** §9 what each event card does (the omen town is this round's). */
export const EVENT_WORDS: Record<EventId, Words2> = {
  tremor: W('予兆マスに溶岩1つ。', '1 lava on the omen town.'),
  fissure: W(
    '予兆マスに溶岩1つ、その隣の町1つに溶岩1つ（怪獣が選ぶ）。',
    '1 lava on the omen town and 1 on a town next to it (the kaiju chooses).',
  ),
  toxicGas: W(
    '予兆マスの市民か要人1人が倒れ、そこに溶岩1つ。',
    '1 citizen or VIP on the omen town dies; then 1 lava there.',
  ),
  wildfire: W(
    '予兆マスと、溶岩のある隣の町それぞれに溶岩1つ。',
    '1 lava on the omen town and on each town next to it that already holds lava.',
  ),
  greatEarthquake: W(
    '予兆マスに溶岩2つ。資金2が予算から使用済みへ。',
    '2 lava on the omen town; 2 funds go from the pool to spent.',
  ),
  eruption: W('予兆マスに溶岩2つ、怪獣の町に溶岩1つ。', '2 lava on the omen town and 1 on the kaiju’s town.'),
  earthquakeSwarm: W(
    '予兆マスと、拠点のある隣の町それぞれに溶岩1つ。',
    '1 lava on the omen town and on each town next to it that holds a base.',
  ),
  pyroclasticFlow: W(
    '予兆マスに溶岩2つ。それから予兆マスから溶岩流（基本効果）。',
    '2 lava on the omen town; then a Lava Flow (basic) from the omen town.',
  ),
  toxicGasBurst: W(
    '予兆マスとその隣の町それぞれで、市民か要人1人が倒れる。',
    'On the omen town and each town next to it, 1 citizen or VIP dies.',
  ),
  growthSpurt: W('怪獣ボードの溶岩2つが被害トラックへ。', '2 lava go from the kaiju board to the damage track.'),
  marketPanic: W('資金3が予算から使用済みへ。', '3 funds go from the pool to spent.'),
  subterraneanAdvance: W(
    '怪獣は2歩まで移動してよい。それから予兆マスと怪獣の町に溶岩1つずつ。',
    'The kaiju may move up to 2; then 1 lava on the omen town and 1 on the kaiju’s town.',
  ),
  blackout: W(
    '予兆マスかその隣の消防隊・自衛隊を2つまでストックへ戻す（怪獣が選ぶ）。',
    'Up to 2 fire brigades or SDF units on or next to the omen town return to the stock (the kaiju chooses).',
  ),
  greatEruption: W('予兆マスに溶岩3つ。', '3 lava on the omen town.'),
};
