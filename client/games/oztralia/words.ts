/**
 * Oztralia's names on screen, in Japanese and English: the map's terrain, the Old Ones, the boxes, units, resources,
 * farms, personalities and manifestations. Our own words (the engine's ids are ours too). The side panels' words are
 * `panels/words.ts`; the screen's sentences are `ui.ts`.
 */
import type { Lang } from '../../i18n/lang';
import type {
  BoxId,
  FarmKind,
  ManifestId,
  PersonId,
  Resource,
  TileKind,
  UnitKind,
} from '../../../shared/oztralia/data';
import type { Terrain } from '../../../shared/oztralia/data';

export type Tx = Readonly<Record<Lang, string>>;
const t = (ja: string, en: string): Tx => ({ ja, en });

export const TERRAIN: Readonly<Record<Terrain, Tx>> = {
  sea: t('海', 'Sea'),
  outback: t('アウトバック', 'Outback'),
  mountain: t('山地', 'Mountains'),
  S: t('牧羊地', 'Sheep country'),
  C: t('牧牛地', 'Cattle country'),
  M: t('穀倉地', 'Corn country'),
  anchor: t('港の候補地', 'Harbour site'),
  survey: t('調査地', 'Survey site'),
};

export const TILE: Readonly<Record<TileKind, Tx>> = {
  cultists: t('教団員', 'Cultists'),
  zombies: t('歩く死者', 'Walking dead'),
  deepOnes: t('深きもの', 'Deep dwellers'),
  temple: t('祠', 'Shrine'),
  kangaroo: t('カンガルー（空騒ぎ）', 'Kangaroo (false alarm)'),
  miGo: t('菌の飛来者', 'Fungal flyers'),
  ghouls: t('屍食い', 'Ghouls'),
  byakhee: t('星の翼', 'Star wings'),
  temple2: t('神殿', 'Temple'),
  darkYoung: t('黒い仔', 'Dark brood'),
  kangaroo2: t('カンガルー（空騒ぎ）', 'Kangaroo (false alarm)'),
  shoggoth: t('不定形の塊', 'Shapeless mass'),
  starSpawn: t('星の落とし子', 'Star spawn'),
  elderThing: t('古きもの', 'Elder being'),
  greatTemple: t('大神殿', 'Great temple'),
  cthulhu: t('眠れる大いなるもの', 'The Great Sleeper'),
  X: t('目覚めし者', 'The Waking One'),
  XX: t('深淵の王', 'The Abyss King'),
};

/** A short mark for a tile on the map (2 letters at most). */
export const TILE_MARK: Readonly<Record<TileKind, string>> = {
  cultists: 'Cu',
  zombies: 'Zb',
  deepOnes: 'Dp',
  temple: 'Sh',
  kangaroo: 'K',
  miGo: 'Fu',
  ghouls: 'Gh',
  byakhee: 'Sw',
  temple2: 'Te',
  darkYoung: 'Db',
  kangaroo2: 'K',
  shoggoth: 'Ma',
  starSpawn: 'Ss',
  elderThing: 'El',
  greatTemple: 'GT',
  cthulhu: 'GS',
  X: 'X',
  XX: 'XX',
};

export const FAMILY: Readonly<Record<string, Tx>> = {
  H: t('人型', 'Humanoid'),
  U: t('不死', 'Undead'),
  F: t('飛行', 'Flying'),
  B: t('獣', 'Beast'),
  P: t('聖所', 'Sanctum'),
  G: t('大いなる', 'Great'),
};

export const BOX: Readonly<Record<BoxId | 'retrieveWithoutCube', Tx>> = {
  railPlain: t('鉄道敷設（平地）', 'Build rail (plains)'),
  railMountain: t('鉄道敷設（山越え）', 'Build rail (mountains)'),
  mine: t('採掘', 'Mine'),
  recruit: t('雇用', 'Recruit'),
  military: t('軍拡', 'Military'),
  trade: t('輸出入', 'Import/export'),
  farm: t('開拓', 'Farm'),
  attack: t('攻撃', 'Attack'),
  retrieve: t('回収', 'Retrieve cubes'),
  retrieveWithoutCube: t('キューブなしで回収', 'Retrieve (no cube left)'),
};

export const UNIT: Readonly<Record<UnitKind, Tx>> = {
  I: t('歩兵', 'Infantry'),
  A: t('砲兵', 'Artillery'),
  C: t('装甲車', 'Armoured car'),
  T: t('装甲列車', 'Armoured train'),
  Z: t('飛行艇', 'Airship'),
};

export const RES: Readonly<Record<Resource, Tx>> = {
  coal: t('石炭', 'Coal'),
  iron: t('鉄', 'Iron'),
  gold: t('金', 'Gold'),
  phos: t('リン鉱石', 'Phosphate'),
};

export const FARM: Readonly<Record<FarmKind, Tx>> = {
  S: t('羊の牧場', 'Sheep farm'),
  C: t('牛の牧場', 'Cattle farm'),
  M: t('トウモロコシ畑', 'Corn farm'),
};

export const PERSON: Readonly<Record<PersonId, Tx>> = {
  railwayEngineer: t('鉄道技師', 'Railway Engineer'),
  surveyor: t('測量士', 'Surveyor'),
  quartermaster: t('補給係', 'Quartermaster'),
  miningMagnate: t('鉱山王', 'Mining Magnate'),
  drover: t('牛追い', 'Drover'),
  woolBaron: t('羊毛王', 'Wool Baron'),
  agronomist: t('農学者', 'Agronomist'),
  stationOwner: t('牧場主', 'Station Owner'),
  aviator: t('飛行士', 'Aviator'),
  artilleryMajor: t('砲兵少佐', 'Artillery Major'),
  chaplain: t('従軍牧師', 'Chaplain'),
  occultist: t('神秘学者', 'Occultist'),
  tracker: t('追跡者', 'Tracker'),
  banker: t('銀行家', 'Banker'),
  smuggler: t('密輸人', 'Smuggler'),
  governor: t('総督', 'Governor'),
  professor: t('教授', 'Professor'),
  fieldNurse: t('従軍看護師', 'Field Nurse'),
  prospector: t('山師', 'Prospector'),
  sergeantMajor: t('曹長', 'Sergeant Major'),
};

export const MANIFEST: Readonly<Record<ManifestId, Tx>> = {
  restlessScrub: t('ざわめく藪', 'Restless scrub'),
  shamblers: t('さまよう影', 'Shamblers'),
  strangeTracks: t('奇妙な足跡', 'Strange tracks'),
  dustStorm: t('砂嵐', 'Dust storm'),
  cultMeeting: t('教団の集会', 'Cult meeting'),
  lightsInTheSky: t('空の光', 'Lights in the sky'),
  badOmens: t('凶兆', 'Bad omens'),
  theHunt: t('狩り', 'The hunt'),
  blightWind: t('枯らす風', 'Blight wind'),
  respawn: t('再来', 'Respawn'),
  lostHours: t('失われた時間', 'Lost hours'),
  nightMarch: t('夜の行軍', 'Night march'),
  eyesInTheDark: t('闇の目', 'Eyes in the dark'),
  madness: t('狂気', 'Madness'),
  theAvatar: t('化身', 'The avatar'),
  theGreatOne: t('大いなるもの', 'The great one'),
  awakening: t('目覚め', 'Awakening'),
  frenzy: t('狂乱', 'Frenzy'),
  deepStirring: t('深きうごめき', 'Deep stirring'),
  secondWave: t('第二波', 'Second wave'),
  despair: t('絶望', 'Despair'),
};

export const EXCHANGE: Readonly<Record<string, Tx>> = {
  takeCoal: t('石炭を輸入', 'Import coal'),
  takeIron: t('鉄を輸入', 'Import iron'),
  sellCoal: t('石炭を輸出', 'Export coal'),
  sellIron: t('鉄を輸出', 'Export iron'),
};

export const WITHDRAW: Readonly<Record<string, Tx>> = {
  airships: t('飛行艇を撤退', 'Withdraw the airships'),
  ground: t('地上部隊を撤退', 'Withdraw the ground force'),
  all: t('全軍撤退', 'Withdraw everyone'),
};

export const COMBAT_END: Readonly<Record<string, Tx>> = {
  victory: t('勝利', 'Victory'),
  withdrawal: t('撤退', 'Withdrawal'),
  rout: t('潰走', 'Rout'),
  defeat: t('敗北', 'Defeat'),
  empty: t('戦う相手なし', 'Nothing to fight'),
};

export const pick = (x: Tx | undefined, l: Lang, fallback = ''): string => x?.[l] ?? fallback;

/** A seat's colour index (1–4), for the team tones. */
export const seatIndex = (seat: string): number => Number(seat.slice(1)) || 1;
