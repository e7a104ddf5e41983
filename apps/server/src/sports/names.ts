import type { Language, SportKey } from '@touchline/domain';
import type { MarketKey } from './settlement.ts';

/** A text in the four languages of the site: English, Simplified Chinese, Vietnamese, Thai. */
export type Localized = Readonly<Record<Language, string>>;

const l = (en: string, zh: string, vi: string, th: string): Localized =>
  Object.freeze({ en, 'zh-cn': zh, vi, th });

/** Clubs of the team sports take their city's name. */
export const CITIES: readonly Localized[] = [
  l('London', '伦敦', 'Luân Đôn', 'ลอนดอน'),
  l('Manchester', '曼彻斯特', 'Manchester', 'แมนเชสเตอร์'),
  l('Madrid', '马德里', 'Madrid', 'มาดริด'),
  l('Barcelona', '巴塞罗那', 'Barcelona', 'บาร์เซโลนา'),
  l('Milan', '米兰', 'Milan', 'มิลาน'),
  l('Turin', '都灵', 'Turin', 'ตูริน'),
  l('Munich', '慕尼黑', 'Munich', 'มิวนิก'),
  l('Dortmund', '多特蒙德', 'Dortmund', 'ดอร์ทมุนด์'),
  l('Paris', '巴黎', 'Paris', 'ปารีส'),
  l('Lyon', '里昂', 'Lyon', 'ลียง'),
  l('Amsterdam', '阿姆斯特丹', 'Amsterdam', 'อัมสเตอร์ดัม'),
  l('Lisbon', '里斯本', 'Lisbon', 'ลิสบอน'),
  l('Hanoi', '河内', 'Hà Nội', 'ฮานอย'),
  l('Ho Chi Minh City', '胡志明市', 'TP. Hồ Chí Minh', 'โฮจิมินห์ซิตี'),
  l('Da Nang', '岘港', 'Đà Nẵng', 'ดานัง'),
  l('Hai Phong', '海防', 'Hải Phòng', 'ไฮฟอง'),
  l('Bangkok', '曼谷', 'Băng Cốc', 'กรุงเทพฯ'),
  l('Chiang Mai', '清迈', 'Chiang Mai', 'เชียงใหม่'),
  l('Buriram', '武里南', 'Buriram', 'บุรีรัมย์'),
  l('Pattaya', '芭提雅', 'Pattaya', 'พัทยา'),
  l('Beijing', '北京', 'Bắc Kinh', 'ปักกิ่ง'),
  l('Shanghai', '上海', 'Thượng Hải', 'เซี่ยงไฮ้'),
  l('Guangzhou', '广州', 'Quảng Châu', 'กว่างโจว'),
  l('Shenzhen', '深圳', 'Thâm Quyến', 'เซินเจิ้น'),
  l('Tokyo', '东京', 'Tokyo', 'โตเกียว'),
  l('Osaka', '大阪', 'Osaka', 'โอซากา'),
  l('Seoul', '首尔', 'Seoul', 'โซล'),
  l('Busan', '釜山', 'Busan', 'ปูซาน'),
  l('Singapore', '新加坡', 'Singapore', 'สิงคโปร์'),
  l('Kuala Lumpur', '吉隆坡', 'Kuala Lumpur', 'กัวลาลัมเปอร์'),
  l('Jakarta', '雅加达', 'Jakarta', 'จาการ์ตา'),
  l('Manila', '马尼拉', 'Manila', 'มะนิลา'),
  l('Sydney', '悉尼', 'Sydney', 'ซิดนีย์'),
  l('Melbourne', '墨尔本', 'Melbourne', 'เมลเบิร์น'),
  l('New York', '纽约', 'New York', 'นิวยอร์ก'),
  l('Los Angeles', '洛杉矶', 'Los Angeles', 'ลอสแอนเจลิส'),
  l('Chicago', '芝加哥', 'Chicago', 'ชิคาโก'),
  l('Boston', '波士顿', 'Boston', 'บอสตัน'),
  l('Toronto', '多伦多', 'Toronto', 'โทรอนโต'),
  l('Vancouver', '温哥华', 'Vancouver', 'แวนคูเวอร์'),
  l('Mumbai', '孟买', 'Mumbai', 'มุมไบ'),
  l('Delhi', '德里', 'Delhi', 'เดลี'),
  l('Chennai', '金奈', 'Chennai', 'เจนไน'),
  l('Kolkata', '加尔各答', 'Kolkata', 'โกลกาตา'),
  l('Auckland', '奥克兰', 'Auckland', 'โอ๊คแลนด์'),
  l('Cape Town', '开普敦', 'Cape Town', 'เคปทาวน์'),
  l('Rio de Janeiro', '里约热内卢', 'Rio de Janeiro', 'ริโอเดจาเนโร'),
  l('Buenos Aires', '布宜诺斯艾利斯', 'Buenos Aires', 'บัวโนสไอเรส'),
];

/** National sides (volleyball, beach volleyball). */
export const COUNTRIES: readonly Localized[] = [
  l('Vietnam', '越南', 'Việt Nam', 'เวียดนาม'),
  l('Thailand', '泰国', 'Thái Lan', 'ไทย'),
  l('China', '中国', 'Trung Quốc', 'จีน'),
  l('Japan', '日本', 'Nhật Bản', 'ญี่ปุ่น'),
  l('South Korea', '韩国', 'Hàn Quốc', 'เกาหลีใต้'),
  l('Brazil', '巴西', 'Brazil', 'บราซิล'),
  l('Italy', '意大利', 'Ý', 'อิตาลี'),
  l('Poland', '波兰', 'Ba Lan', 'โปแลนด์'),
  l('United States', '美国', 'Mỹ', 'สหรัฐอเมริกา'),
  l('France', '法国', 'Pháp', 'ฝรั่งเศส'),
  l('Serbia', '塞尔维亚', 'Serbia', 'เซอร์เบีย'),
  l('Turkey', '土耳其', 'Thổ Nhĩ Kỳ', 'ตุรกี'),
  l('Indonesia', '印度尼西亚', 'Indonesia', 'อินโดนีเซีย'),
  l('Philippines', '菲律宾', 'Philippines', 'ฟิลิปปินส์'),
  l('Germany', '德国', 'Đức', 'เยอรมนี'),
  l('Netherlands', '荷兰', 'Hà Lan', 'เนเธอร์แลนด์'),
];

/** Players of the individual sports (tennis, table tennis, badminton, snooker, boxing). */
export const PLAYERS: readonly Localized[] = [
  l('Nguyen Van An', '阮文安', 'Nguyễn Văn An', 'เหงียน วัน อัน'),
  l('Tran Minh Duc', '陈明德', 'Trần Minh Đức', 'ตรัน มินห์ ดึ๊ก'),
  l('Le Thi Hoa', '黎氏花', 'Lê Thị Hoa', 'เล ถิ ฮวา'),
  l('Pham Quoc Bao', '范国宝', 'Phạm Quốc Bảo', 'ฝ่าม ก๊วก บ๋าว'),
  l('Somchai Srisuk', '颂猜·西苏', 'Somchai Srisuk', 'สมชาย ศรีสุข'),
  l('Anan Chaiyaporn', '阿南·猜亚蓬', 'Anan Chaiyaporn', 'อนันต์ ชัยพร'),
  l('Kanya Boonmee', '甘雅·汶美', 'Kanya Boonmee', 'กันยา บุญมี'),
  l('Zhang Wei', '张伟', 'Trương Vĩ', 'จาง เว่ย'),
  l('Li Na', '李娜', 'Lý Na', 'หลี่ นา'),
  l('Chen Hao', '陈浩', 'Trần Hạo', 'เฉิน ห่าว'),
  l('Wang Fang', '王芳', 'Vương Phương', 'หวัง ฟาง'),
  l('Liu Yang', '刘洋', 'Lưu Dương', 'หลิว หยาง'),
  l('Kenji Sato', '佐藤健二', 'Kenji Sato', 'เคนจิ ซาโต'),
  l('Yuki Tanaka', '田中由纪', 'Yuki Tanaka', 'ยูกิ ทานากะ'),
  l('Kim Min-jun', '金敏俊', 'Kim Min-jun', 'คิม มิน-จุน'),
  l('Park Ji-woo', '朴智宇', 'Park Ji-woo', 'พัค จี-อู'),
  l('James Carter', '詹姆斯·卡特', 'James Carter', 'เจมส์ คาร์เตอร์'),
  l('Oliver Smith', '奥利弗·史密斯', 'Oliver Smith', 'โอลิเวอร์ สมิธ'),
  l('Lucas Silva', '卢卡斯·席尔瓦', 'Lucas Silva', 'ลูคัส ซิลวา'),
  l('Mateo Garcia', '马特奥·加西亚', 'Mateo Garcia', 'มาเตโอ การ์เซีย'),
  l('Luca Rossi', '卢卡·罗西', 'Luca Rossi', 'ลูกา รอสซี'),
  l('Noah Müller', '诺亚·穆勒', 'Noah Müller', 'โนอาห์ มึลเลอร์'),
  l('Hugo Martin', '雨果·马丁', 'Hugo Martin', 'อูโก มาร์แต็ง'),
  l('Arjun Sharma', '阿琼·夏尔马', 'Arjun Sharma', 'อรชุน ชาร์มา'),
];

/** Two competitions per sport. */
export const LEAGUES: Readonly<Record<SportKey, readonly [Localized, Localized]>> = {
  soccer: [
    l('Premier Division', '超级联赛', 'Giải Ngoại hạng', 'พรีเมียร์ดิวิชั่น'),
    l('Continental Cup', '洲际杯', 'Cúp Châu lục', 'คอนติเนนตัลคัพ'),
  ],
  'ice-hockey': [
    l('Northern Hockey League', '北方冰球联赛', 'Giải Khúc côn cầu phương Bắc', 'ลีกฮอกกี้ภาคเหนือ'),
    l('Winter Classic', '冬季经典赛', 'Giải Kinh điển Mùa đông', 'วินเทอร์คลาสสิก'),
  ],
  basketball: [
    l('Pro Basketball League', '职业篮球联赛', 'Giải Bóng rổ Nhà nghề', 'ลีกบาสเกตบอลอาชีพ'),
    l('Asia Basketball Cup', '亚洲篮球杯', 'Cúp Bóng rổ châu Á', 'เอเชียบาสเกตบอลคัพ'),
  ],
  rugby: [
    l('Rugby Championship', '橄榄球锦标赛', 'Giải Vô địch Bóng bầu dục', 'รักบี้แชมเปียนชิป'),
    l('Rugby Super Cup', '橄榄球超级杯', 'Siêu cúp Bóng bầu dục', 'รักบี้ซูเปอร์คัพ'),
  ],
  tennis: [
    l('Open Masters', '公开赛大师赛', 'Giải Masters Mở rộng', 'โอเพ่นมาสเตอร์ส'),
    l('Challenger Tour', '挑战赛巡回赛', 'Giải Challenger', 'ชาเลนเจอร์ทัวร์'),
  ],
  'american-football': [
    l(
      'Pro Football League',
      '职业美式橄榄球联赛',
      'Giải Bóng bầu dục Mỹ Nhà nghề',
      'ลีกอเมริกันฟุตบอลอาชีพ',
    ),
    l('College Bowl', '大学碗', 'Giải Bowl Đại học', 'คอลเลจโบวล์'),
  ],
  baseball: [
    l('Major Baseball League', '职业棒球大联盟', 'Giải Bóng chày Nhà nghề', 'เมเจอร์ลีกเบสบอล'),
    l(
      'Pacific Baseball League',
      '太平洋棒球联赛',
      'Giải Bóng chày Thái Bình Dương',
      'ลีกเบสบอลแปซิฟิก',
    ),
  ],
  handball: [
    l('Handball Super League', '手球超级联赛', 'Giải Bóng ném Siêu cấp', 'แฮนด์บอลซูเปอร์ลีก'),
    l('Handball Champions Cup', '手球冠军杯', 'Cúp Vô địch Bóng ném', 'แฮนด์บอลแชมเปียนส์คัพ'),
  ],
  volleyball: [
    l(
      'Volleyball Nations League',
      '排球国家联赛',
      'Giải Bóng chuyền các Quốc gia',
      'วอลเลย์บอลเนชันส์ลีก',
    ),
    l(
      'Asian Volleyball Championship',
      '亚洲排球锦标赛',
      'Giải Vô địch Bóng chuyền châu Á',
      'วอลเลย์บอลชิงแชมป์เอเชีย',
    ),
  ],
  cricket: [
    l('Premier Cricket League', '板球超级联赛', 'Giải Cricket Ngoại hạng', 'พรีเมียร์คริกเก็ตลีก'),
    l('T20 Cup', 'T20杯', 'Cúp T20', 'ทีทเวนตี้คัพ'),
  ],
  'table-tennis': [
    l('Table Tennis World Tour', '乒乓球世界巡回赛', 'Giải Bóng bàn Thế giới', 'เทเบิลเทนนิสเวิลด์ทัวร์'),
    l('Table Tennis Pro League', '乒乓球职业联赛', 'Giải Bóng bàn Nhà nghề', 'ลีกเทเบิลเทนนิสอาชีพ'),
  ],
  snooker: [
    l('Snooker Masters', '斯诺克大师赛', 'Giải Snooker Masters', 'สนุกเกอร์มาสเตอร์ส'),
    l('Snooker Open', '斯诺克公开赛', 'Giải Snooker Mở rộng', 'สนุกเกอร์โอเพ่น'),
  ],
  boxing: [
    l('World Title Fights', '世界拳王争霸赛', 'Tranh đai Thế giới', 'ศึกชิงแชมป์โลก'),
    l('Fight Night', '拳击之夜', 'Đêm Quyền Anh', 'ไฟต์ไนท์'),
  ],
  badminton: [
    l('Badminton World Tour', '羽毛球世界巡回赛', 'Giải Cầu lông Thế giới', 'แบดมินตันเวิลด์ทัวร์'),
    l('Badminton Open', '羽毛球公开赛', 'Giải Cầu lông Mở rộng', 'แบดมินตันโอเพ่น'),
  ],
  'beach-volleyball': [
    l('Beach Pro Tour', '沙滩排球职业巡回赛', 'Giải Bóng chuyền bãi biển Nhà nghề', 'บีชโปรทัวร์'),
    l('Beach Volleyball Cup', '沙滩排球杯', 'Cúp Bóng chuyền bãi biển', 'บีชวอลเลย์บอลคัพ'),
  ],
  'e-football': [
    l('eFootball League', '电子足球联赛', 'Giải Bóng đá điện tử', 'ลีกอีฟุตบอล'),
    l('eFootball Battle', '电子足球对战', 'Đại chiến Bóng đá điện tử', 'อีฟุตบอลแบทเทิล'),
  ],
  'e-basketball': [
    l('eBasketball League', '电子篮球联赛', 'Giải Bóng rổ điện tử', 'ลีกอีบาสเกตบอล'),
    l('eBasketball Battle', '电子篮球对战', 'Đại chiến Bóng rổ điện tử', 'อีบาสเกตบอลแบทเทิล'),
  ],
};

export const REGIONS: readonly [Localized, Localized] = [
  l('Asia', '亚洲', 'Châu Á', 'เอเชีย'),
  l('International', '国际', 'Quốc tế', 'นานาชาติ'),
];

/** E-sports sides carry this after their city. */
export const ESPORTS_SUFFIX = l(' Esports', '电竞', ' Esports', ' อีสปอร์ต');

/** The outright of a competition: "Premier Division — Winner". */
export const OUTRIGHT_WINNER = l('Winner', '冠军', 'Nhà vô địch', 'ผู้ชนะเลิศ');
export const OUTRIGHT_FIELD = l('The field', '其他参赛者', 'Các đội còn lại', 'ผู้เข้าแข่งขันอื่น');

const MARKET_NAMES: Record<MarketKey['type'], Localized> = {
  result: l('Match result', '全场赛果', 'Kết quả trận đấu', 'ผลการแข่งขัน'),
  moneyline: l('Winner', '独赢', 'Đội thắng', 'ผู้ชนะ'),
  handicap: l('Handicap', '让球', 'Kèo chấp', 'แฮนดิแคป'),
  total: l('Over/Under', '大小', 'Tài/Xỉu', 'สูง/ต่ำ'),
  correctScore: l('Correct score', '波胆', 'Tỷ số chính xác', 'สกอร์ที่ถูกต้อง'),
  btts: l('Both teams to score', '双方进球', 'Cả hai đội ghi bàn', 'ทั้งสองทีมทำประตู'),
  oddEven: l('Odd/Even', '单双', 'Chẵn/Lẻ', 'คี่/คู่'),
  doubleChance: l('Double chance', '双重机会', 'Cơ hội kép', 'ดับเบิ้ลชานซ์'),
  homeTotal: l('Home total', '主队大小', 'Tài/Xỉu đội nhà', 'สูง/ต่ำ ทีมเหย้า'),
  awayTotal: l('Away total', '客队大小', 'Tài/Xỉu đội khách', 'สูง/ต่ำ ทีมเยือน'),
  outright: l('Winner', '冠军', 'Nhà vô địch', 'ผู้ชนะเลิศ'),
};

const QUANTITY_NAMES = {
  corners: l('Corners', '角球', 'Phạt góc', 'เตะมุม'),
  cards: l('Bookings', '罚牌', 'Thẻ phạt', 'ใบเหลือง/แดง'),
} as const;

/** What the first period is called in each kind of sport. */
export const FIRST_PERIOD_NAMES = {
  half: l('1st half', '上半场', 'Hiệp 1', 'ครึ่งแรก'),
  period: l('1st period', '第一节', 'Hiệp 1', 'ช่วงแรก'),
  quarter: l('1st quarter', '第一节', 'Hiệp 1', 'ควอเตอร์แรก'),
  set: l('1st set', '第一盘', 'Set 1', 'เซตแรก'),
} as const;
export type FirstPeriodName = keyof typeof FIRST_PERIOD_NAMES;

const SELECTION_WORDS = {
  draw: l('Draw', '和局', 'Hòa', 'เสมอ'),
  over: l('Over', '大', 'Tài', 'สูง'),
  under: l('Under', '小', 'Xỉu', 'ต่ำ'),
  yes: l('Yes', '是', 'Có', 'ใช่'),
  no: l('No', '否', 'Không', 'ไม่'),
  odd: l('Odd', '单', 'Lẻ', 'คี่'),
  even: l('Even', '双', 'Chẵn', 'คู่'),
  or: l('or', '或', 'hoặc', 'หรือ'),
  other: l('Any other score', '其他比分', 'Tỷ số khác', 'สกอร์อื่น ๆ'),
} as const;

export function marketName(
  key: MarketKey,
  language: Language,
  firstPeriod: FirstPeriodName,
): string {
  const parts: string[] = [];
  if (key.period === 1) parts.push(FIRST_PERIOD_NAMES[firstPeriod][language]);
  if (key.quantity !== 'score') parts.push(QUANTITY_NAMES[key.quantity][language]);
  parts.push(MARKET_NAMES[key.type][language]);
  return parts.join(language === 'zh-cn' ? '' : ' – ');
}

/** A selection's name: a side's name, "Over 2.5", "Draw", "2-1"… */
export function selectionName(
  key: MarketKey,
  selection: string,
  line: string | null,
  teams: { home: string; away: string },
  language: Language,
): string {
  const w = (word: keyof typeof SELECTION_WORDS) => SELECTION_WORDS[word][language];
  switch (selection) {
    case 'home':
      return teams.home;
    case 'away':
      return teams.away;
    case 'draw':
      return w('draw');
    case 'over':
    case 'under':
      return line === null ? w(selection) : `${w(selection)} ${line}`;
    case 'yes':
    case 'no':
    case 'odd':
    case 'even':
    case 'other':
      return w(selection);
    case 'homeDraw':
      return `${teams.home} ${w('or')} ${w('draw')}`;
    case 'homeAway':
      return `${teams.home} ${w('or')} ${teams.away}`;
    case 'drawAway':
      return `${w('draw')} ${w('or')} ${teams.away}`;
    default: {
      const m = /^(\d+)x(\d+)$/.exec(selection);
      if (key.type === 'correctScore' && m) return `${m[1]}-${m[2]}`;
      return selection;
    }
  }
}

/** Sport names, by sport key. */
export const SPORT_NAMES: Readonly<Record<SportKey, Localized>> = {
  soccer: l('Soccer', '足球', 'Bóng đá', 'ฟุตบอล'),
  'ice-hockey': l('Ice hockey', '冰球', 'Khúc côn cầu trên băng', 'ไอซ์ฮอกกี้'),
  basketball: l('Basketball', '篮球', 'Bóng rổ', 'บาสเกตบอล'),
  rugby: l('Rugby', '橄榄球', 'Bóng bầu dục', 'รักบี้'),
  tennis: l('Tennis', '网球', 'Quần vợt', 'เทนนิส'),
  'american-football': l('American football', '美式足球', 'Bóng bầu dục Mỹ', 'อเมริกันฟุตบอล'),
  baseball: l('Baseball', '棒球', 'Bóng chày', 'เบสบอล'),
  handball: l('Handball', '手球', 'Bóng ném', 'แฮนด์บอล'),
  volleyball: l('Volleyball', '排球', 'Bóng chuyền', 'วอลเลย์บอล'),
  cricket: l('Cricket', '板球', 'Cricket', 'คริกเก็ต'),
  'table-tennis': l('Table tennis', '乒乓球', 'Bóng bàn', 'เทเบิลเทนนิส'),
  snooker: l('Snooker', '斯诺克', 'Bi-a snooker', 'สนุกเกอร์'),
  boxing: l('Boxing', '拳击', 'Quyền Anh', 'มวยสากล'),
  badminton: l('Badminton', '羽毛球', 'Cầu lông', 'แบดมินตัน'),
  'beach-volleyball': l('Beach volleyball', '沙滩排球', 'Bóng chuyền bãi biển', 'วอลเลย์บอลชายหาด'),
  'e-football': l('eFootball', '电子足球', 'Bóng đá điện tử', 'อีฟุตบอล'),
  'e-basketball': l('eBasketball', '电子篮球', 'Bóng rổ điện tử', 'อีบาสเกตบอล'),
};

/** The sportsbook's fixed words (the static-language list), by key. */
export const STATIC_WORDS: Readonly<Record<string, Localized>> = {
  'tab.live': l('Live', '滚球', 'Trực tiếp', 'สด'),
  'tab.today': l('Today', '今日', 'Hôm nay', 'วันนี้'),
  'tab.early': l('Early', '早盘', 'Sớm', 'ล่วงหน้า'),
  'tab.champions': l('Champions', '冠军', 'Vô địch', 'แชมเปียน'),
  'category.p': l('Popular', '热门', 'Phổ biến', 'ยอดนิยม'),
  'category.h': l('Others', '其他', 'Khác', 'อื่น ๆ'),
  'category.c': l('Corners', '角球', 'Phạt góc', 'เตะมุม'),
  'category.cs': l('Correct score', '波胆', 'Tỷ số', 'สกอร์ที่ถูกต้อง'),
  'category.s': l('Goals', '进球', 'Bàn thắng', 'ประตู'),
  'category.f': l('Half-time', '半场', 'Hiệp 1', 'ครึ่งเวลา'),
  'category.b': l('Bookings', '罚牌', 'Thẻ phạt', 'ใบเหลือง/แดง'),
  'category.set': l('Sets', '盘', 'Set', 'เซต'),
  'category.1st': l('1st period', '第一节', 'Hiệp 1', 'ช่วงแรก'),
  'category.o': l('Outrights', '冠军盘', 'Cược dài hạn', 'เดิมพันระยะยาว'),
  'status.suspended': l('Suspended', '暂停', 'Tạm ngưng', 'ระงับชั่วคราว'),
  'status.closed': l('Closed', '已关闭', 'Đã đóng', 'ปิดแล้ว'),
  ...Object.fromEntries(Object.entries(SPORT_NAMES).map(([key, names]) => [`sport.${key}`, names])),
};
