/**
 * Tsunami's card in the game picker and its names (loaded with the menus: keep it small). A first version written
 * with the engine: the screen's engineer owns this folder and replaces it.
 */
import type { GameMeta } from '../types';

const ART =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#bfe3f2"/>' +
      '<path d="M60 20 L100 60 L20 60 Z" fill="#7fb069"/><rect x="54" y="12" width="12" height="10" fill="#f4d35e"/>' +
      '<path d="M0 62 Q15 54 30 62 T60 62 T90 62 T120 62 V80 H0 Z" fill="#2e86ab"/></svg>',
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
    ja: '家族の一人ひとりを動かし、津波より先に本当の避難所へ。毎ターン、動ける家族は好きな順に1回ずつ動き、最後に津波が下から2列を飲み込みます。',
    en: 'Move each family member, in any order, once a turn, and reach the real shelter before the water: at the end of every turn it swallows the next two rows.',
  },
  teams: { family: { ja: '家族', en: 'The family' } },
  options: {
    familySize: { label: { ja: '家族の人数', en: 'Family size' } },
    people: { label: { ja: '一緒に遊ぶ人数', en: 'People sharing the family' } },
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
      label: { ja: '家族の持ち時間', en: 'Family timer' },
      values: {
        '0': { ja: 'なし', en: 'Off' },
        '180': { ja: '3分', en: '3 min' },
        '300': { ja: '5分', en: '5 min' },
        '480': { ja: '8分', en: '8 min' },
      },
    },
  },
  levels: {
    random: { ja: 'でたらめ', en: 'Random' },
    greedy: { ja: 'ふつう', en: 'Normal' },
    planner: { ja: 'かしこい', en: 'Planner' },
  },
  seatName: (seat, lang) => (lang === 'ja' ? `プレイヤー${seat.slice(1)}` : `Player ${seat.slice(1)}`),
  roleName: (role, lang) => MEMBERS[role]?.[lang] ?? role,
  summary: (s, lang) =>
    lang === 'ja'
      ? `家族${s.params.familySize}人・${s.params.people}人で`
      : `family of ${s.params.familySize}, ${s.params.people} people`,
};
