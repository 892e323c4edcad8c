import type { Random } from './seeded-random';

/**
 * Name patterns of the fleets investigators meet: Chinese distant-water hull series with their
 * characters and pinyin, Taiwanese 'NO.' series, Korean names with Hangul, Spanish saints and
 * places, Russian names with their Cyrillic. Every name is made up from these parts.
 */
export type Culture = 'CN' | 'TW' | 'KR' | 'ES' | 'RU';

export interface Named {
  name: string;
  aliases: string[];
}

type Pair = readonly [latin: string, native: string];

const CN_PROVINCES: Pair[] = [['LU', '鲁'], ['ZHE', '浙'], ['MIN', '闽'], ['LIAO', '辽'], ['YUE', '粤'], ['QIONG', '琼'], ['HU', '沪'], ['SU', '苏']];
const CN_WORDS: Pair[] = [
  ['RONG', '荣'], ['PU', '普'], ['FENG', '丰'], ['DA', '达'], ['HAI', '海'], ['XIN', '鑫'], ['HONG', '宏'], ['HUA', '华'],
  ['XING', '兴'], ['YANG', '洋'], ['XIANG', '祥'], ['SHENG', '盛'], ['JIN', '金'], ['LONG', '龙'], ['TAI', '泰'], ['KANG', '康'],
];
const CN_KINDS: Pair[] = [['YUAN YU', '远渔'], ['YU', '渔'], ['YUAN YU LENG', '远渔冷']];

const TW_WORDS = ['FONG', 'CHUN', 'HSING', 'SHIN', 'HSIANG', 'CHIN', 'CHANG', 'HSIN', 'HUNG', 'FA', 'LIEN', 'SHENG', 'TAI', 'KUO', 'JIN', 'YI', 'MAN', 'DER'];

const KR_SYLLABLES: Pair[] = [
  ['DAE', '대'], ['HAN', '한'], ['SEO', '서'], ['NAM', '남'], ['SAM', '삼'], ['KUM', '금'], ['JEONG', '정'], ['IN', '인'],
  ['SUN', '선'], ['HWA', '화'], ['SEONG', '성'], ['YANG', '양'], ['JIN', '진'], ['MYUNG', '명'], ['HAE', '해'], ['IL', '일'],
  ['WON', '원'], ['DONG', '동'], ['BU', '부'], ['KWANG', '광'],
];

const ES_FIRST = ['VIRGEN DE', 'NUESTRA SEÑORA DE', 'SANTA', 'SAN', 'PLAYA DE', 'NUEVO', 'MAR DE', 'PUNTA'];
const ES_SECOND = [
  'LA LUZ', 'LOS ÁNGELES', 'FÁTIMA', 'INÉS', 'TERESA', 'RAFAEL', 'ANDRÉS', 'RODEIRA', 'ALBORÁN', 'CAMARIÑAS',
  'FINISTERRE', 'ARDORA', 'LA ESTRELLA', 'MONTSERRAT', 'MARÍA', 'ARGOS', 'GALICIA', 'LA GUARDIA', 'BARBANZA',
  'LOURDES', 'COVADONGA', 'BEGOÑA', 'ARANZAZU', 'LA PALOMA', 'LOS REMEDIOS', 'SÁLVORA', 'ONS', 'CORRUBEDO', 'BAIONA',
  'LA ROCHA', 'EL CARMEN', 'JOSÉ', 'NICOLÁS', 'TELMO', 'CIBRÁN', 'SOFÍA', 'IRENE',
];
const ROMAN = ['', '', '', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' UNO', ' DOS', ' TRES', ' CUATRO', ' PRIMERO', ' SEGUNDO'];

const RU_VESSEL_FIRST: Pair[] = [['KAPITAN', 'КАПИТАН'], ['MYS', 'МЫС'], ['PROFESSOR', 'ПРОФЕССОР'], ['ADMIRAL', 'АДМИРАЛ']];
const RU_SURNAMES: Pair[] = [
  ['IVANOV', 'ИВАНОВ'], ['SMIRNOV', 'СМИРНОВ'], ['KUZNETSOV', 'КУЗНЕЦОВ'], ['POPOV', 'ПОПОВ'], ['SOKOLOV', 'СОКОЛОВ'],
  ['LEBEDEV', 'ЛЕБЕДЕВ'], ['KOZLOV', 'КОЗЛОВ'], ['NOVIKOV', 'НОВИКОВ'], ['MOROZOV', 'МОРОЗОВ'], ['VOLKOV', 'ВОЛКОВ'],
  ['KHLEBNIKOV', 'ХЛЕБНИКОВ'], ['GORBUNOV', 'ГОРБУНОВ'], ['BELOV', 'БЕЛОВ'], ['ORLOV', 'ОРЛОВ'], ['ZAITSEV', 'ЗАЙЦЕВ'],
  ['PETROV', 'ПЕТРОВ'], ['FEDOROV', 'ФЕДОРОВ'], ['MIKHAILOV', 'МИХАЙЛОВ'], ['ANDREEV', 'АНДРЕЕВ'], ['ALEKSEEV', 'АЛЕКСЕЕВ'],
  ['ROMANOV', 'РОМАНОВ'], ['GRIGORIEV', 'ГРИГОРЬЕВ'], ['STEPANOV', 'СТЕПАНОВ'], ['NIKITIN', 'НИКИТИН'], ['SOLOVYOV', 'СОЛОВЬЕВ'],
  ['VASILIEV', 'ВАСИЛЬЕВ'], ['YAKOVLEV', 'ЯКОВЛЕВ'], ['BARANOV', 'БАРАНОВ'], ['KISELEV', 'КИСЕЛЕВ'], ['TARASOV', 'ТАРАСОВ'],
];
const RU_GIVEN: Pair[] = [
  ['Aleksey', 'Алексей'], ['Sergey', 'Сергей'], ['Dmitriy', 'Дмитрий'], ['Andrey', 'Андрей'], ['Igor', 'Игорь'],
  ['Vladimir', 'Владимир'], ['Nikolay', 'Николай'], ['Oleg', 'Олег'], ['Yuriy', 'Юрий'], ['Pavel', 'Павел'],
  ['Mikhail', 'Михаил'], ['Viktor', 'Виктор'], ['Gennadiy', 'Геннадий'], ['Konstantin', 'Константин'], ['Boris', 'Борис'],
];
const RU_GIVEN_FEMININE: Pair[] = [['Elena', 'Елена'], ['Olga', 'Ольга'], ['Natalya', 'Наталья'], ['Irina', 'Ирина']];

/** Words that many real fleets share: 'OCEAN', 'PACIFIC', 'STAR' make names look alike, as they do in the world. */
const SEA_WORDS = ['OCEAN', 'PACIFIC', 'ATLANTIC', 'SEA', 'BLUE', 'GOLDEN', 'ORIENT', 'SOUTHERN', 'ARCTIC', 'POLAR', 'CORAL', 'SILVER'];
const SEA_NOUNS = ['STAR', 'GLORY', 'PRINCESS', 'FORTUNE', 'PEARL', 'DRAGON', 'BREEZE', 'SPIRIT', 'WIND', 'HARVEST', 'FROST', 'WAVE', 'HORIZON', 'DAWN', 'TIDE'];

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
const titleWords = (words: string) => words.split(' ').map(title).join(' ');

/** A fleet's naming scheme: one stem, numbered hulls or distinct names per vessel. */
export interface VesselSeries {
  vesselName(index: number): Named;
}

export function vesselSeries(random: Random, culture: Culture, isReefer: boolean): VesselSeries {
  const start = random.pick([1, 1, 3, 6, 8, 11, 18, 21, 66, 101, 201, 601, 801]);
  switch (culture) {
    case 'CN': {
      const province = random.pick(CN_PROVINCES);
      const word = random.pick(CN_WORDS);
      const kind = isReefer ? CN_KINDS[2]! : random.pick(CN_KINDS.slice(0, 2));
      const latin = `${province[0]} ${word[0]} ${kind[0]}`;
      const native = `${province[1]}${word[1]}${kind[1]}`;
      // Registers write either form first; search must find both ways round.
      const hanziFirst = random.chance(0.3);
      return {
        vesselName: (index) => {
          const n = start + index;
          return hanziFirst ? { name: `${native}${n}`, aliases: [`${latin} ${n}`] } : { name: `${latin} ${n}`, aliases: [`${native}${n}`] };
        },
      };
    }
    case 'TW': {
      const stem = `${random.pick(TW_WORDS)} ${random.pick(TW_WORDS)}`;
      return { vesselName: (index) => ({ name: `${stem} NO. ${start + index}`, aliases: [`${stem} ${start + index}`] }) };
    }
    case 'KR': {
      const [first, second] = [random.pick(KR_SYLLABLES), random.pick(KR_SYLLABLES)];
      return {
        vesselName: (index) => ({ name: `${first[0]} ${second[0]} ${start + index}`, aliases: [`${first[1]}${second[1]} ${start + index}호`] }),
      };
    }
    case 'ES':
      return {
        vesselName: () => ({ name: `${random.pick(ES_FIRST)} ${random.pick(ES_SECOND)}${random.pick(ROMAN)}`, aliases: [] }),
      };
    case 'RU':
      return {
        vesselName: () => {
          const [first, surname] = [random.pick(RU_VESSEL_FIRST), random.pick(RU_SURNAMES)];
          const number = random.chance(0.3) ? `-${random.int(1, 9)}` : '';
          return { name: `${first[0]} ${surname[0]}${number}`, aliases: [`${first[1]} ${surname[1]}${number}`] };
        },
      };
  }
}

/** Reefers and flag-of-convenience hulls carry English sea names whatever their owners' country. */
export function seaName(random: Random): Named {
  const former = `${random.pick(SEA_WORDS)} ${random.pick(SEA_NOUNS)}`;
  const name = `${random.pick(SEA_WORDS)} ${random.pick(SEA_NOUNS)}${random.chance(0.4) ? ` ${random.int(1, 9)}` : ''}`;
  return { name, aliases: random.chance(0.3) && former !== name ? [former] : [] };
}

const CN_CITIES: Pair[] = [
  ['Rongcheng', '荣成'], ['Zhoushan', '舟山'], ['Fuzhou', '福州'], ['Dalian', '大连'], ['Shidao', '石岛'], ['Ningbo', '宁波'],
  ['Zhanjiang', '湛江'], ['Weihai', '威海'], ['Yantai', '烟台'], ['Qingdao', '青岛'], ['Xiamen', '厦门'], ['Shanghai', '上海'],
];
const CN_FIRM_WORDS: Pair[] = [
  ['Xinhai', '鑫海'], ['Hongda', '宏达'], ['Huayang', '华洋'], ['Xingsheng', '兴盛'], ['Pingtai', '平泰'], ['Jinrong', '金荣'],
  ['Haifeng', '海丰'], ['Longxiang', '龙祥'], ['Taikang', '泰康'], ['Shengda', '盛达'], ['Yuanhang', '远航'], ['Dongfang', '东方'],
];
const CN_FIRM_KINDS: Pair[] = [
  ['Ocean Fishery Co., Ltd.', '远洋渔业有限公司'], ['Aquatic Products Co., Ltd.', '水产有限公司'],
  ['Marine Fishing Co., Ltd.', '海洋渔业有限公司'], ['Fishery Group Co., Ltd.', '渔业集团有限公司'],
];
const KR_FIRM_KINDS = ['Industries Co., Ltd.', 'Fisheries Co., Ltd.', 'Deep Sea Fishing Co., Ltd.', 'Marine Co., Ltd.'];
const ES_FIRM_KINDS = ['Pesquera {} S.L.', 'Armadora {} S.A.', 'Frigoríficos {} S.A.', 'Pescados {} S.L.', 'Congelados {} S.A.'];
const ES_FIRM_WORDS = ['Atlántico', 'Rodeira', 'Barbanza', 'Ardora', 'Marín', 'Vieirasa', 'Galaica', 'Cantábrico', 'Austral', 'Ibérica'];
const RU_FIRM_WORDS: Pair[] = [
  ['Vostok', 'Восток'], ['Okean', 'Океан'], ['Sever', 'Север'], ['Poseidon', 'Посейдон'], ['Kamchatka', 'Камчатка'],
  ['Primorye', 'Приморье'], ['Murman', 'Мурман'], ['Kuril', 'Курил'], ['Tralflot', 'Тралфлот'], ['Dalryba', 'Дальрыба'],
];

/** An operating company of the group's home country. */
export function homeCompanyName(random: Random, culture: Culture): Named {
  switch (culture) {
    case 'CN': {
      const [city, word, kind] = [random.pick(CN_CITIES), random.pick(CN_FIRM_WORDS), random.pick(CN_FIRM_KINDS)];
      return { name: `${city[0]} ${word[0]} ${kind[0]}`, aliases: [`${city[1]}${word[1]}${kind[1]}`] };
    }
    case 'TW':
      return { name: `${titleWords(`${random.pick(TW_WORDS)} ${random.pick(TW_WORDS)}`)} Fishery Co., Ltd.`, aliases: [] };
    case 'KR': {
      const [first, second] = [random.pick(KR_SYLLABLES), random.pick(KR_SYLLABLES)];
      return { name: `${title(first[0])}${second[0].toLowerCase()} ${random.pick(KR_FIRM_KINDS)}`, aliases: [`${first[1]}${second[1]} 주식회사`] };
    }
    case 'ES':
      return { name: random.pick(ES_FIRM_KINDS).replace('{}', random.pick(ES_FIRM_WORDS)), aliases: [] };
    case 'RU': {
      const word = random.pick(RU_FIRM_WORDS);
      return { name: `OOO ${word[0]}`, aliases: [`ООО «${word[1]}»`, `${word[0]} LLC`] };
    }
  }
}

const SHELL_ADJECTIVES = [
  'Blue', 'Golden', 'Pacific', 'Silver', 'Eastern', 'Great', 'Royal', 'Bright', 'Ocean', 'Grand', 'Lucky', 'Prime', 'Noble',
  'Evergreen', 'Jade', 'Crystal', 'Northern', 'Sunrise', 'Emerald', 'Coral', 'Western', 'Harmony', 'Unity', 'Victory',
];
const SHELL_NOUNS = [
  'Horizon', 'Tide', 'Harvest', 'Dawn', 'Crest', 'Anchor', 'Harbour', 'Fortune', 'Bay', 'Current', 'Reef', 'Compass',
  'Meridian', 'Trident', 'Wave', 'Star', 'Lighthouse', 'Voyage', 'Pearl', 'Sail', 'Island', 'Cape', 'Gulf', 'Delta',
];
const SHELL_KINDS = ['Holdings Ltd', 'Shipping Inc.', 'Marine S.A.', 'Navigation Co.', 'Maritime Corp.', 'Enterprises Ltd', 'Investments Inc.', 'Ventures S.A.'];

/**
 * Companies in offshore registries: generic English names that say nothing of their owners, or,
 * for one-ship companies, the name of the hull they were set up to own.
 */
export function shellCompanyName(random: Random, vesselName?: string): Named {
  if (vesselName && random.chance(0.5)) {
    return { name: `${titleWords(vesselName.replace(/[^\p{L}\p{N} ]/gu, ''))} ${random.pick(SHELL_KINDS)}`, aliases: [] };
  }
  const number = random.chance(0.25) ? ` ${random.pick(['No. ', ''])}${random.int(1, 30)}` : '';
  return { name: `${random.pick(SHELL_ADJECTIVES)} ${random.pick(SHELL_NOUNS)}${number} ${random.pick(SHELL_KINDS)}`, aliases: [] };
}

export function serviceCompanyName(random: Random, kind: 'ship manager' | 'ISM manager' | 'insurer' | 'association', country: string): Named {
  const stem = `${random.pick(SHELL_ADJECTIVES)} ${random.pick(SHELL_NOUNS)}`;
  switch (kind) {
    case 'ship manager':
      return { name: `${stem} Ship Management ${random.pick(['Ltd', 'Pte. Ltd.', 'S.A.', 'Co., Ltd.'])}`, aliases: [] };
    case 'ISM manager':
      return { name: `${stem} Marine Services ${random.pick(['Ltd', 'Pte. Ltd.', 'Inc.'])}`, aliases: [] };
    case 'insurer':
      return { name: random.chance(0.5) ? `${stem} Mutual P&I Association` : `${stem} Marine Insurance Co.`, aliases: [] };
    case 'association':
      return { name: `${country} Distant Water Fisheries Association`, aliases: [] };
  }
}

const CN_SURNAMES: Pair[] = [
  ['Wang', '王'], ['Li', '李'], ['Zhang', '张'], ['Liu', '刘'], ['Chen', '陈'], ['Yang', '杨'], ['Zhao', '赵'], ['Huang', '黄'],
  ['Zhou', '周'], ['Wu', '吴'], ['Xu', '徐'], ['Sun', '孙'], ['Ma', '马'], ['Zhu', '朱'], ['Hu', '胡'], ['Guo', '郭'], ['Lin', '林'], ['Gao', '高'],
];
const CN_GIVEN: Pair[] = [
  ['Wei', '伟'], ['Jun', '军'], ['Yong', '勇'], ['Jie', '杰'], ['Tao', '涛'], ['Ming', '明'], ['Chao', '超'], ['Hua', '华'], ['Jian', '建'],
  ['Ping', '平'], ['Gang', '刚'], ['Hui', '辉'], ['Lei', '磊'], ['Qiang', '强'], ['Bin', '斌'], ['Dong', '东'], ['Feng', '峰'], ['Hai', '海'],
];
const TW_SURNAMES = ['Chen', 'Lin', 'Huang', 'Chang', 'Lee', 'Wang', 'Wu', 'Liu', 'Tsai', 'Yang', 'Hsu', 'Cheng', 'Hsieh', 'Kuo', 'Hung', 'Tseng', 'Chiu', 'Liao'];
const TW_GIVEN = [
  'Chih-Hung', 'Wen-Chieh', 'Kuo-Hua', 'Ming-Te', 'Shu-Fen', 'Chun-Hsien', 'Yu-Ting', 'Chia-Hao', 'Tsung-Han', 'Mei-Ling',
  'Chien-Kuo', 'Hsiu-Ying', 'Jung-Fa', 'Tien-Lai', 'Cheng-Yi', 'Shih-Chieh', 'Ya-Wen', 'Po-Yuan', 'Kun-Lin', 'Wei-Ming',
];
const KR_SURNAMES: Pair[] = [
  ['Kim', '김'], ['Lee', '이'], ['Park', '박'], ['Choi', '최'], ['Jung', '정'], ['Kang', '강'], ['Cho', '조'], ['Yoon', '윤'],
  ['Jang', '장'], ['Lim', '임'], ['Han', '한'], ['Oh', '오'], ['Seo', '서'], ['Shin', '신'], ['Kwon', '권'], ['Hwang', '황'],
];
const KR_GIVEN: Pair[] = [
  ['Min-jun', '민준'], ['Seo-yeon', '서연'], ['Ji-hoon', '지훈'], ['Hyun-woo', '현우'], ['Sung-ho', '성호'], ['Young-soo', '영수'],
  ['Dong-hyun', '동현'], ['Jae-won', '재원'], ['Eun-ji', '은지'], ['Sang-chul', '상철'], ['Kyung-soo', '경수'], ['Jong-hoon', '종훈'],
  ['Seung-ho', '승호'], ['Tae-yang', '태양'], ['Byung-chul', '병철'], ['Hee-jin', '희진'], ['Sung-min', '성민'], ['Ki-young', '기영'],
  ['Yong-jun', '용준'], ['Chang-ho', '창호'],
];
const ES_GIVEN = ['José', 'Manuel', 'Antonio', 'Francisco', 'Juan', 'Carlos', 'Javier', 'Jesús', 'María', 'Carmen', 'Ana', 'Isabel', 'Pilar', 'Ramón', 'Alfonso'];
const ES_SURNAMES = ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Pérez', 'Otero', 'Vázquez', 'Castro', 'Romero', 'Iglesias', 'Domínguez', 'Lago', 'Freire'];
const NOMINEE_GIVEN = ['John', 'Mary', 'David', 'Susan', 'Peter', 'Grace', 'Michael', 'Ruth', 'James', 'Helen', 'Daniel', 'Joyce'];
const NOMINEE_SURNAMES = ['Lowe', 'Archer', 'Bennett', 'Moreau', 'Pinto', 'Osei', 'Tan', 'Reyes', 'Fontaine', 'Dacosta', 'Hughes', 'Alvarez'];

export function personName(random: Random, culture: Culture | 'nominee'): Named {
  switch (culture) {
    case 'CN': {
      const surname = random.pick(CN_SURNAMES);
      const given = random.chance(0.6) ? [random.pick(CN_GIVEN), random.pick(CN_GIVEN)] : [random.pick(CN_GIVEN)];
      const latinGiven = given.map(([latin]) => latin.toLowerCase()).join('');
      return { name: `${surname[0]} ${title(latinGiven)}`, aliases: [`${surname[1]}${given.map(([, hanzi]) => hanzi).join('')}`] };
    }
    case 'TW':
      return { name: `${random.pick(TW_SURNAMES)} ${random.pick(TW_GIVEN)}`, aliases: [] };
    case 'KR': {
      const [surname, given] = [random.pick(KR_SURNAMES), random.pick(KR_GIVEN)];
      return { name: `${surname[0]} ${given[0]}`, aliases: [`${surname[1]}${given[1]}`] };
    }
    case 'ES':
      return { name: `${random.pick(ES_GIVEN)} ${random.pick(ES_SURNAMES)} ${random.pick(ES_SURNAMES)}`, aliases: [] };
    case 'RU': {
      const isFeminine = random.chance(0.2);
      const given = random.pick(isFeminine ? RU_GIVEN_FEMININE : RU_GIVEN);
      const surname = random.pick(RU_SURNAMES);
      const ending = isFeminine ? ['A', 'А'] : ['', ''];
      return {
        name: `${given[0]} ${title(surname[0] + ending[0])}`,
        aliases: [`${given[1]} ${title(surname[1] + ending[1])}`],
      };
    }
    case 'nominee':
      return { name: `${random.pick(NOMINEE_GIVEN)} ${random.pick(NOMINEE_SURNAMES)}`, aliases: [] };
  }
}
