/** Tsunami's card in the game picker, its rules in short, its names and its tutorial (loaded with the menus: keep it small). */
import type { CoachScript, GameMeta } from '../types';

const ART =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">' +
      '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd9a0"/>' +
      '<stop offset="1" stop-color="#9fd3e6"/></linearGradient></defs>' +
      '<rect width="120" height="80" fill="url(#s)"/>' +
      '<path d="M0 58 L38 22 L70 40 L96 18 L120 36 V80 H0 Z" fill="#6fa86a"/>' +
      '<path d="M88 16 l8 -7 l8 7 v8 h-16 Z" fill="#f4efe1" stroke="#5b4a3a" stroke-width="1.5"/>' +
      '<rect x="94" y="18" width="4" height="6" fill="#5b4a3a"/>' +
      '<g fill="#3b4a6b"><circle cx="52" cy="33" r="2.6"/><path d="M49 44 l1-8 h4 l1 8 Z"/>' +
      '<circle cx="60" cy="37" r="2"/><path d="M58 45 l1-6 h2 l1 6 Z"/>' +
      '<circle cx="44" cy="37" r="2.4"/><path d="M41 47 l1-7 h4 l1 7 Z"/></g>' +
      '<path d="M0 62 Q10 54 20 60 T40 60 T60 62 T80 60 T100 62 T120 60 V80 H0 Z" fill="#2e86ab"/>' +
      '<path d="M0 62 Q10 54 20 60 T40 60 T60 62 T80 60 T100 62 T120 60" fill="none" stroke="#fff" stroke-width="2" opacity="0.8"/>' +
      '</svg>',
  );

const MEMBERS: Record<string, { ja: string; en: string }> = {
  father: { ja: 'お父さん', en: 'Father' },
  child1: { ja: '子供1', en: 'Child 1' },
  grandpa: { ja: 'おじいちゃん', en: 'Grandpa' },
  mother: { ja: 'お母さん', en: 'Mother' },
  child2: { ja: '子供2', en: 'Child 2' },
  grandma: { ja: 'おばあちゃん', en: 'Grandma' },
  boyfriend: { ja: '彼氏', en: 'Boyfriend' },
  girlfriend: { ja: '彼女', en: 'Girlfriend' },
};

export const meta: GameMeta = {
  id: 'tsunami',
  order: 4,
  name: { ja: '津波 〜Escape from Die〜', en: 'Tsunami: Escape from Die' },
  players: { ja: '1〜6人（家族2〜6人）', en: '1–6 players (a family of 2–6)' },
  length: { ja: '約45〜60分', en: '45–60 min' },
  pitch: {
    ja: '津波が2列ずつ迫る中、家族みんなで高台の避難所をめざす協力ゲーム。',
    en: 'A family runs uphill to the shelter together while the water climbs two rows a turn.',
  },
  art: ART,
  rules: {
    ja:
      '家族みんなで坂を上り、津波より先に高台の避難所へ逃げる協力ゲームです。\n\n' +
      '毎ターン、動ける家族は好きな順に1人ずつ、1回動きます。一度に動けるのは1人だけ。誰を動かすかはその人の持ち主が決め、先に決めた人が優先です。動き終えたら次の人。全員が動くか時間切れになると、津波が下から2列を飲み込みます。その列にいた家族は流されてしまいます。各家族の上のしずくは、そのマスが水に沈むまでのターン数です。\n\n' +
      '移動力は動き始めに決まります：子供3、お父さん・お母さん2、おじいちゃん・おばあちゃん1。2マス以内にいる子供1人ごとに+1（子供自身は数えない）。捻挫やケガで減り、休憩や高台で増えます（最低1）。ダッシュで1マス伸ばせますが、次のターンは疲労で1減ります。家族をタップすると、移動力の内訳と行ける所が色分けで見えます。\n\n' +
      'マスには伏せたカードがあり、入るとめくれます。裏の色は地帯だけを示します：海辺は多くが「異常なし」、中腹は半分以上、高台はすべて何かが起こります。良いカード、悪いカード、サイコロの判定（4以上で成功、子供は必ず失敗）があります。カードが明らかになると、おばあちゃんの知恵、お母さんの身代わり、助っ人で防げることがあります。\n\n' +
      '崖（山形の模様）はお父さんだけが登れます。崖の上で待つお父さんは、隣に来た家族を引き上げられます。お母さんは手を引いて一緒に連れて行けます。おじいちゃんは先のカードを見通し、おばあちゃんは危険を取り除きます。\n\n' +
      '一番上の列に避難所の候補が3つあり、本物は1つだけ。入るか、見通しや無線で確かめましょう。本物に入った家族は助かります。子供3点、お父さん・お母さん2点、おじいちゃん・おばあちゃん1点。全員が助かれば完全勝利です。\n\n' +
      'オンラインでは、家族を何人かで分け合います。自分の家族には「あなた」と書かれ、動ける人に「動かす」ボタンが出ます。砂時計（部屋の設定）が落ちきると、今の移動だけが最後まで続き、そのあと水が来ます。',
    en:
      'A cooperative game: the family runs uphill together and must reach the shelter on the high ground before the tsunami.\n\n' +
      'Each turn, every member who can move moves once, one at a time, in any order. Whoever holds a member decides when it goes; the first to claim goes first, and the next may set off once that move is over. When everyone has moved (or the time is up), the water swallows the next two rows from the bottom, and anyone on them is swept away. The drop above each member counts the turns until their hex is under water.\n\n' +
      'A member’s move is fixed as it sets off: Child 3, Father and Mother 2, Grandpa and Grandma 1; +1 for each child within 2 hexes (not counting itself); less when Sprained or Injured, more after a Rest or on High Ground (never below 1). A dash adds 1 now, but the member is Fatigued (−1) next turn. Tap a member to see its move, part by part, and the hexes it can reach, shaded by risk.\n\n' +
      'Every hex hides a face-down card, turned when someone enters. Its back only shows the zone: on the coast most are All Clear, on the hillside over half do something, on the high ground all do. There are good cards, bad cards and dice checks (4 or more passes; a child always fails). When a card is met, Grandma’s Wisdom, Mother’s Substitute or a Helper may stop it.\n\n' +
      'Cliffs (the chevrons) are Father’s alone: waiting on one, he can pull up whoever comes beside him. Mother can lead a member by the hand; Grandpa can look ahead at a card; Grandma can clear a danger away.\n\n' +
      'Three candidate shelters stand on the top row; only one is real. Enter one, or find out by Foresight or the Radio. Whoever enters the real shelter is safe: a child scores 3, Father and Mother 2, Grandpa and Grandma 1. Everyone safe is a Complete Victory.\n\n' +
      'Online, several people share the family: your members say “You” and show a Move button while they can still go. When the hourglass (a room setting) runs out, the move under way finishes, then the water comes.',
  },
  teams: { family: { ja: '家族', en: 'The family' } },
  options: {
    familySize: { label: { ja: '家族の人数', en: 'Family size' } },
    people: { label: { ja: '家族を分け合う人数', en: 'People sharing the family' } },
    skillCards: {
      label: { ja: 'スキルカード（難易度）', en: 'Skill cards (difficulty)' },
      values: {
        '6': { ja: '6枚（やさしい）', en: '6 (easy)' },
        '4': { ja: '4枚（ふつう）', en: '4 (normal)' },
        '2': { ja: '2枚（むずかしい）', en: '2 (hard)' },
      },
    },
    hardMode: { label: { ja: 'ハードモード（余震）', en: 'Hard mode (aftershocks)' } },
    knownShelter: { label: { ja: '避難所の場所を最初から公開', en: 'Shelter known from the start' } },
    dash: { label: { ja: 'ダッシュと疲労', en: 'Dash and fatigue' } },
    map: {
      label: { ja: 'マップ', en: 'Map' },
      values: { default: { ja: '標準', en: 'Standard' }, random: { ja: 'ランダム地形', en: 'Random terrain' } },
    },
    lovers: { label: { ja: '恋人プレイ（2人）', en: 'Lovers (two)' } },
    cat: { label: { ja: '猫（NPC）', en: 'The cat (NPC)' } },
    familySeconds: {
      label: { ja: '家族の持ち時間（砂時計）', en: 'Family timer (hourglass)' },
      values: {
        '0': { ja: 'なし', en: 'Off' },
        '180': { ja: '3分', en: '3 min' },
        '300': { ja: '5分', en: '5 min' },
        '480': { ja: '8分', en: '8 min' },
      },
    },
  },
  levels: {
    // the planner is this game's Normal, the default (shared/tsunami/index.ts)
    random: { ja: 'はじめて', en: 'Beginner' },
    greedy: { ja: 'やさしい', en: 'Easy' },
    planner: { ja: 'ふつう', en: 'Normal' },
  },
  seatName: (seat, lang) => (lang === 'ja' ? `プレイヤー${seat.slice(1)}` : `Player ${seat.slice(1)}`),
  roleName: (role, lang) => MEMBERS[role]?.[lang] ?? role,
  summary: (s, lang) =>
    lang === 'ja'
      ? `家族${s.params.familySize}人・${s.params.people}人で`
      : `family of ${s.params.familySize}, ${s.params.people} people`,
  // a guided first turn: one person holding a family of four, on a deal whose first steps show a card or two
  tutorials: [
    {
      id: 'family',
      title: { ja: '最初のターンを案内つきで', en: 'A guided first turn' },
      about: {
        ja: '水の進み方、家族の動かし方、移動力、カードと避難所を覚えます。',
        en: 'How the water comes, moving the family, each member’s move, the cards and the shelters.',
      },
      seat: 'p1',
      options: { familySize: 4, people: 1 },
      seed: 7,
      botLevel: 'greedy',
      script: async () => (await import('./tutorial/steps')).familyScript as CoachScript,
    },
  ],
};
