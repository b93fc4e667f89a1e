/**
 * The names and texts of Tsunami's things in both languages: the family members, every card, skill, status, token,
 * kind of hex and zone. Written for this edition (the rules reference is not quoted). The `satisfies` tables make a
 * card, skill, status or token without its words fail to compile.
 */
import { fill as shellFill } from '../../../i18n/index';
import type { Lang } from '../../../i18n/lang';
import {
  CARDS,
  COLS,
  TUNING,
  type CardId,
  type Skill,
  type UnitId,
  type Zone,
} from '../../../../shared/tsunami/data/numbers';
import type { StatusKind, Tokens } from '../../../../shared/tsunami/types';

export type Tx = Record<Lang, string>;

/** Fills `{name}` placeholders and plurals (`{n, plural, one {…} other {…}}`, by `l`'s rules: the shell's `fill`). */
export const fill = (text: string, p: Record<string, string | number> = {}, l?: Lang): string => shellFill(text, p, l);

export const MEMBER: Record<UnitId, Tx> = {
  father: { ja: 'お父さん', en: 'Father' },
  child1: { ja: '子供1', en: 'Child 1' },
  grandpa: { ja: 'おじいちゃん', en: 'Grandpa' },
  mother: { ja: 'お母さん', en: 'Mother' },
  child2: { ja: '子供2', en: 'Child 2' },
  grandma: { ja: 'おばあちゃん', en: 'Grandma' },
  boyfriend: { ja: '彼氏', en: 'Boyfriend' },
  girlfriend: { ja: '彼女', en: 'Girlfriend' },
};

export const memberName = (id: string, l: Lang): string => MEMBER[id as UnitId]?.[l] ?? id;

/** One line about each member: how fast, and what they bring. */
export const MEMBER_ABOUT: Record<UnitId, Tx> = {
  father: {
    ja: '2マス進む。家族で一人だけ崖や段差に登れ、崖の上で待っていれば隣に来た家族を「引き上げ」られる。',
    en: 'Walks 2. The only one who can climb cliffs and steps; waiting on one, he can pull up whoever comes beside him.',
  },
  child1: {
    ja: '3マス進む。2マス以内の家族の足を1ずつ速める（家族加速）。ただしサイコロの判定には必ず失敗する。',
    en: 'Runs 3. Every other member within 2 hexes moves 1 further. Fails every dice check on a card.',
  },
  child2: {
    ja: '3マス進む。2マス以内の家族の足を1ずつ速める（家族加速）。ただしサイコロの判定には必ず失敗する。',
    en: 'Runs 3. Every other member within 2 hexes moves 1 further. Fails every dice check on a card.',
  },
  grandpa: {
    ja: '1マス進む。「見通し」で伏せたカードや避難所を先に確かめ、「経験知」で危ないカードを入れ替える。',
    en: 'Walks 1. Foresight turns a hidden card or shelter face up; Experience swaps a known card with a hidden one.',
  },
  mother: {
    ja: '2マス進む。「手を引く」で隣の家族を一緒に連れて行き、「身代わり」で隣の家族が受けるカードを引き受ける。',
    en: 'Walks 2. Lead by the Hand takes a member beside her along; Substitute takes a card’s blow for a member beside her.',
  },
  grandma: {
    ja: '1マス進む。「おばあちゃんの知恵」で2マス以内のカードを無効にし、「危険予知」で隣のカードを取り除く。',
    en: 'Walks 1. Her Wisdom cancels a card met within 2 hexes; Danger Sense clears the card of a hex beside her.',
  },
  boyfriend: {
    ja: '2マス進む。崖に登れ、崖の上から隣に来た相手を引き上げられる。',
    en: 'Walks 2. Climbs cliffs, and from one can pull up the one who comes beside him.',
  },
  girlfriend: {
    ja: '2マス進む。「手をつなぐ」で相手を連れて行き、「まもる」で隣の相手が受けるカードを無効にする。',
    en: 'Walks 2. Hold Hands takes him along; Protect cancels a card he meets beside her.',
  },
};

/** Each card's effect, in this edition's words. */
export const CARD_TEXT = {
  tailwind: { ja: '今の移動力が1増える。', en: '+1 to the move now.' },
  rest: {
    ja: 'この場所で移動を終えると、次のターンの移動力が1増える。',
    en: 'End the move here and next turn’s move is 1 longer.',
  },
  highGround: { ja: '次のターンの移動力が2増える。', en: 'Next turn’s move is 2 longer.' },
  familyCall: {
    ja: '2マス以内の家族（引いた人以外）を1人、1段上のマスへ呼び寄せる。',
    en: 'Call one other member within 2 hexes one row up.',
  },
  waterBottle: {
    ja: '家族に水筒が1つ。使うと疲労を1つ消せる。',
    en: 'The family gets a Water Bottle: use it to shake off Fatigue.',
  },
  routeFound: {
    ja: 'すぐに好きな方向へ1マス進める（移動力は使わない）。',
    en: 'Step 1 hex in any direction at once, free.',
  },
  amulet: {
    ja: 'お守りを得る。カードによる次の死を1度だけ防ぐ。',
    en: 'Gain an Amulet: it saves this member from the next deadly card, once.',
  },
  wisdomBag: {
    ja: '家族に知恵袋が1つ。使うと、カードなしで誰かのスキルを1回使える。',
    en: 'The family gets a Wisdom Bag: use it to play any member’s skill without a card.',
  },
  flashlight: {
    ja: '隣のマスの伏せたカードを3枚まで表にする。',
    en: 'Turn up to 3 hidden cards on the hexes around face up.',
  },
  helper: {
    ja: '家族に助っ人が1人。カードが明らかになった時に使うと、そのカードを無効にできる。',
    en: 'The family gets a Helper: when a card is met, use it to cancel that card.',
  },
  shortcut: {
    ja: '2マス以内の障害物か崖を1つ取り除き、通れるマスにする。',
    en: 'Clear one obstacle or cliff within 2 hexes: it becomes open ground.',
  },
  radio: {
    ja: '3つの避難所候補がすべて表になる。本物がもう分かっていれば、今の移動力が1増える。',
    en: 'All three shelter tiles turn face up. If the real one was known already, +1 to the move now.',
  },
  sprain: { ja: '捻挫：次のターンの移動力が1減る。', en: 'Sprained: next turn’s move is 1 shorter.' },
  mud: {
    ja: '移動はここで終わり。このカードは残り、入った人はみな止まる。',
    en: 'The move ends here. The card stays: it stops everyone who enters.',
  },
  confusion: { ja: '来たマスへ戻され、移動が終わる。', en: 'Back to the hex you came from; the move ends.' },
  exhaustion: {
    ja: '疲労困憊：次のターン、移動力はサイコロで決まる（1〜3、元より速くはならない）。',
    en: 'Exhausted: next turn the move is rolled (1–3, never more than usual).',
  },
  luggage: { ja: 'このターンはダッシュできない。', en: 'No dash this turn.' },
  disoriented: {
    ja: '次のターン、最初の1歩の方向はサイコロで決まる。',
    en: 'Next turn, the first step goes where the die says.',
  },
  watchStep: {
    ja: '足元注意：次のターン、伏せたカードのマスには移動の最後の1歩でしか入れない。',
    en: 'Watch Your Step: next turn, a hidden card’s hex may only be the last step of the move.',
  },
  fall: {
    ja: '移動が終わり、気絶する。サイコロで1が出るとケガもする。',
    en: 'The move ends and this member is Stunned. On a roll of 1, also Injured.',
  },
  liveWire: {
    ja: '移動が終わり、気絶する。このカードは残り、入った人はみな感電する。',
    en: 'The move ends and this member is Stunned. The card stays for everyone who enters.',
  },
  debris: {
    ja: '移動が終わり、閉じ込められる。2人以上の家族がこのマスか隣に集まると片づく。このカードは残る。',
    en: 'The move ends; this member is Trapped until two members stand on or beside this hex. The card stays.',
  },
  collapse: {
    ja: '判定（{pass}以上で成功）。失敗すると流されてしまう。成功なら来たマスへ戻る。どちらでもこのマスは通れなくなる。',
    en: 'Check ({pass} or more passes). Fail: swept away. Pass: back to the hex you came from. Either way the hex is gone.',
  },
  aftershockCard: {
    ja: 'サイコロで1が出ると余震：次のターン、家族全員の移動力が1減る。',
    en: 'Roll: on a 1, an aftershock, and next turn everyone moves 1 less.',
  },
  flooded: {
    ja: '判定（{pass}以上で成功）。失敗すると移動が終わる。',
    en: 'Check ({pass} or more passes). Fail: the move ends.',
  },
  glass: { ja: '判定（{pass}以上で成功）。失敗すると捻挫する。', en: 'Check ({pass} or more passes). Fail: Sprained.' },
  wall: {
    ja: '判定（{pass}以上で成功）。失敗すると移動が終わり、気絶する。',
    en: 'Check ({pass} or more passes). Fail: the move ends and this member is Stunned.',
  },
  clear: { ja: '何もなし。ほっと一息。', en: 'Nothing here. A breath of relief.' },
} satisfies Record<CardId, Tx>;

export const cardName = (c: CardId, l: Lang): string => CARDS[c][l];

/** A card's effect, with this edition's numbers (a check's pass mark is data). */
export const cardText = (c: CardId, l: Lang): string => fill(CARD_TEXT[c][l], { pass: TUNING.checkPass }, l);

/** A card's kind, for its colour and its words. */
export const CARD_KIND: Record<'bonus' | 'debuff' | 'dice' | 'blank', Tx> = {
  bonus: { ja: '良いカード', en: 'Good card' },
  debuff: { ja: '悪いカード', en: 'Bad card' },
  dice: { ja: 'サイコロのカード', en: 'Dice card' },
  blank: { ja: '何もなし', en: 'Nothing' },
};

export const PERSISTENT: Tx = { ja: 'このマスに残る', en: 'Stays on its hex' };

export const SKILL = {
  pullUp: {
    ja: '引き上げ',
    en: 'Pull-up',
    text: {
      ja: '崖の上で待つ間、隣に来た家族を自分の隣の通れるマスへ引き上げる。引き上げられた人は移動力を使わない。',
      en: 'While waiting on a cliff, lift a member who comes beside him to an open hex beside him, at no cost to them.',
    },
  },
  lead: {
    ja: '手を引く',
    en: 'Lead by the Hand',
    text: {
      ja: '行動の始めに、隣（同じマスも）のまだ動いていない家族の手を引く。その人は自分では動かず、一緒に進む。',
      en: 'At the start of her move, take the hand of a member beside her (or on her hex) who has not moved: they go along.',
    },
  },
  substitute: {
    ja: '身代わり',
    en: 'Substitute',
    text: {
      ja: '隣（同じマスも）の家族がカードに出会った時、その効果を代わりに受ける。判定もお母さんが振る。',
      en: 'When a member beside her meets a card, she takes its effect instead, and rolls its check herself.',
    },
  },
  foresight: {
    ja: '見通し',
    en: 'Foresight',
    text: {
      ja: '動く前に、どこかの伏せたカードか避難所を1枚表にする。',
      en: 'Before he moves, turn any one hidden card or shelter tile face up.',
    },
  },
  experience: {
    ja: '経験知',
    en: 'Experience',
    text: {
      ja: '動いた後、自分のマスか隣の表向きのカードを、その隣の伏せたカードと入れ替える。',
      en: 'After he moves, swap a face-up card on or beside his hex with a hidden card next to it.',
    },
  },
  wisdom: {
    ja: 'おばあちゃんの知恵',
    en: 'Grandma’s Wisdom',
    text: {
      ja: '2マス以内（自分も）でカードに出会った時、そのカードを何も起こさず捨てる。',
      en: 'When a card is met within 2 hexes of her (herself too), discard it with no effect.',
    },
  },
  dangerSense: {
    ja: '危険予知',
    en: 'Danger Sense',
    text: {
      ja: '動いた後、隣のマスのカードを1枚、見ないで取り除く。',
      en: 'After she moves, remove the card of one hex beside her, unseen.',
    },
  },
  protect: {
    ja: 'まもる',
    en: 'Protect',
    text: {
      ja: '隣（同じマスも）の相手がカードに出会った時、そのカードを無効にする。',
      en: 'When he meets a card beside her (or on her hex), cancel it.',
    },
  },
} satisfies Record<Skill, Tx & { text: Tx }>;

export const skillName = (s: Skill, l: Lang): string => SKILL[s][l];

/** The passive skills, shown on a member's card. */
export const PASSIVE: Record<'cliff' | 'acceleration' | 'immature', Tx & { text: Tx }> = {
  cliff: {
    ja: '崖移動',
    en: 'Cliff Move',
    text: {
      ja: '崖や段差のマスに入れる（他の家族は入れない）。',
      en: 'May enter cliff and step hexes; nobody else may.',
    },
  },
  acceleration: {
    ja: '家族加速',
    en: 'Family Acceleration',
    text: {
      ja: '他の家族が動き始める時、2マス以内にいればその人の移動力が1増える。',
      en: 'Any other member starting a move within 2 hexes gets +1.',
    },
  },
  immature: {
    ja: '未熟',
    en: 'Immature',
    text: { ja: 'カードの判定には必ず失敗する。', en: 'Always fails a card’s dice check.' },
  },
};

export const STATUS = {
  stunned: {
    ja: '気絶',
    en: 'Stunned',
    text: {
      ja: '次のターンの終わりまで動けず、連れて行かれることも、スキルで応じることもできない。',
      en: 'Cannot move, be moved or react until the end of next turn’s family phase.',
    },
  },
  trapped: {
    ja: '閉じ込め',
    en: 'Trapped',
    text: {
      ja: 'がれきが片づくまで動けない。2人以上の家族がそのマスか隣に集まると片づく。',
      en: 'Cannot move until the debris is cleared: two members on or beside its hex clear it.',
    },
  },
  sprained: { ja: '捻挫', en: 'Sprained', text: { ja: 'このターンの移動力−1。', en: '−1 move this turn.' } },
  fatigued: {
    ja: '疲労',
    en: 'Fatigued',
    text: {
      ja: 'このターンの移動力−1（最低1の後に引く）。ダッシュできない。',
      en: '−1 move this turn (taken after the minimum of 1). Cannot dash.',
    },
  },
  injured: {
    ja: 'ケガ',
    en: 'Injured',
    text: { ja: 'この先ずっと移動力−1。', en: '−1 move for the rest of the game.' },
  },
  exhausted: {
    ja: '疲労困憊',
    en: 'Exhausted',
    text: { ja: 'このターンの移動力はサイコロで決まる（1〜3）。', en: 'This turn the move is rolled (1–3).' },
  },
  disoriented: {
    ja: '方向感覚を失う',
    en: 'Disoriented',
    text: { ja: 'このターン最初の1歩はサイコロの方向へ。', en: 'This turn the first step goes where the die says.' },
  },
  watchStep: {
    ja: '足元注意',
    en: 'Watch Your Step',
    text: {
      ja: 'このターン、伏せたカードのマスには最後の1歩でしか入れない。',
      en: 'This turn, a hidden card’s hex may only be the last step.',
    },
  },
  rest: { ja: '休憩', en: 'Rested', text: { ja: 'このターンの移動力+1。', en: '+1 move this turn.' } },
  highGround: { ja: '高台', en: 'High Ground', text: { ja: 'このターンの移動力+2。', en: '+2 move this turn.' } },
  amulet: {
    ja: 'お守り',
    en: 'Amulet',
    text: { ja: 'カードによる次の死を1度だけ防ぐ。', en: 'Saves this member from the next deadly card, once.' },
  },
  luggage: {
    ja: '重い荷物',
    en: 'Heavy Luggage',
    text: { ja: 'このターンはダッシュできない。', en: 'No dash this turn.' },
  },
  boost: {
    ja: '追い風',
    en: 'Boost',
    text: {
      ja: 'このターン、自分の番に移動力が増える。',
      en: 'Extra move for this member’s own move this turn.',
    },
  },
} satisfies Record<StatusKind, Tx & { text: Tx }>;

export const TOKEN = {
  helper: {
    ja: '助っ人',
    en: 'Helper',
    text: {
      ja: '誰かがカードに出会った時に使うと、そのカードを無効にする。誰でも使える。',
      en: 'Anyone may use it when a card is met, to cancel that card.',
    },
  },
  wisdomBag: {
    ja: '知恵袋',
    en: 'Wisdom Bag',
    text: {
      ja: '誰かのスキルを、カードを使わずに1回使える（使える時と条件はいつも通り）。',
      en: 'Play any member’s skill once without spending a card (when and where it could be played anyway).',
    },
  },
  waterBottle: {
    ja: '水筒',
    en: 'Water Bottle',
    text: {
      ja: '動く前に使うと、その人の疲労が消える。',
      en: 'Use it before a move to shake off that member’s Fatigue.',
    },
  },
} satisfies Record<keyof Tokens, Tx & { text: Tx }>;

export const ZONE = {
  G: {
    ja: '海辺（緑）',
    en: 'Coast (green)',
    text: {
      ja: '伏せたカードの多くは「異常なし」。',
      en: 'Most hidden cards here are All Clear.',
    },
  },
  Y: {
    ja: '中腹（黄）',
    en: 'Hillside (yellow)',
    text: {
      ja: '伏せたカードの半分以上に何かが起こる。',
      en: 'More than half of the hidden cards here do something.',
    },
  },
  R: {
    ja: '高台（赤）',
    en: 'High ground (red)',
    text: { ja: '伏せたカードにはすべて何かが起こる。', en: 'Every hidden card here does something.' },
  },
} satisfies Record<Zone, Tx & { text: Tx }>;

export type HexKind = 'open' | 'terrain' | 'cliff' | 'start' | 'shelterHidden' | 'shelter' | 'closed' | 'water';

export const HEX = {
  open: { ja: '道', en: 'Open ground', text: { ja: '誰でも通れる。', en: 'Anyone may walk here.' } },
  terrain: {
    ja: '障害物',
    en: 'Obstacle',
    text: { ja: '建物やがれきで通れない。', en: 'Buildings or rubble: nobody can pass.' },
  },
  cliff: {
    ja: '崖・段差',
    en: 'Cliff',
    text: {
      ja: 'お父さんだけが登れる。崖の上のお父さんは、隣に来た家族を引き上げられる。',
      en: 'Only Father can climb it. Waiting on it, he can pull up a member who comes beside him.',
    },
  },
  start: { ja: '出発地点', en: 'Start', text: { ja: '家族はここから逃げ始めた。', en: 'Where the family set off.' } },
  shelterHidden: {
    ja: '避難所の候補',
    en: 'Shelter?',
    text: {
      ja: '3つの候補のうち本物は1つだけ。入るか、見通しや無線で確かめられる。',
      en: 'One of the three candidates is the real shelter. Enter it, or learn which by Foresight or the Radio.',
    },
  },
  shelter: {
    ja: '避難所',
    en: 'Shelter',
    text: { ja: 'ここに入った家族は助かる。', en: 'Whoever enters here is safe.' },
  },
  closed: {
    ja: '閉鎖',
    en: 'Closed',
    text: {
      ja: 'この避難所は閉まっていた。ふつうの道として通れる。',
      en: 'This one was closed: it is ordinary ground now.',
    },
  },
  water: {
    ja: '水没',
    en: 'Under water',
    text: { ja: '津波に飲まれた。もう入れない。', en: 'Swallowed by the water: nobody can enter again.' },
  },
} satisfies Record<HexKind, Tx & { text: Tx }>;

/** A hex's name as the map labels it: column letter and row number ("D4"). */
export const hexName = (h: number): string => `${String.fromCharCode(65 + (h % COLS))}${Math.floor(h / COLS) + 1}`;

export const TIER: Record<string, Tx> = {
  completeVictory: { ja: '完全勝利！', en: 'Complete Victory!' },
  goodEscape: { ja: '上々の避難', en: 'A Good Escape' },
  partialSuccess: { ja: 'なんとか避難', en: 'Partial Success' },
  tragedy: { ja: '悲劇', en: 'A Tragedy' },
};
