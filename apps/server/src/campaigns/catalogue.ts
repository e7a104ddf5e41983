import { REBATE_CLAIM_GRACE_DAYS } from '@touchline/domain';
import type {
  CampaignAudience,
  CampaignCategory,
  CampaignMechanics,
  CampaignSeed,
  CurrencyAmounts,
  LocalizedText,
  RewardTier,
  SeedPeriod,
} from './definition.ts';

/**
 * The seed catalogue (issue 21): one entry for every campaign route of spec §2 and every activity
 * view, with its copy in the four languages and the numbers its mechanics read. A member's wallet
 * may be in any of the four currencies, so the texts say percentages, multiples, days and what
 * counts, and leave amounts to `amounts`, `minDeposit`, `cap` and the prizes, which the page shows
 * in the member's currency (USDT-only offers name USDT; a festival names its lucky numbers in
 * yuan "or the equivalent").
 */

const t = (en: string, zh: string, vi: string, th: string): LocalizedText =>
  Object.freeze({ en, 'zh-cn': zh, vi, th });

/** A whole amount of a 2-decimal currency as its decimal text (`12` → `'12.00'`), or the text. */
const cents = (amount: number | string): string =>
  typeof amount === 'string' ? amount : `${amount}.00`;

/** An amount in each currency: CNY, VND (whole dong), USD, USDT. */
const m = (
  cny: number | string,
  vnd: number,
  usd: number | string,
  usdt: number | string = usd,
): CurrencyAmounts =>
  Object.freeze({ CNY: cents(cny), VND: String(vnd), USD: cents(usd), USDT: cents(usdt) });

// ---------------------------------------------------------------------------------------------
// Words shared by many entries

type Products = readonly ('sports' | 'games')[];

function productWords(products: Products): LocalizedText {
  if (products.length === 2) {
    return t(
      'sportsbook bets and games',
      '体育投注和游戏',
      'cược thể thao và trò chơi',
      'การเดิมพันกีฬาและเกม',
    );
  }
  return products[0] === 'sports'
    ? t('sportsbook bets', '体育投注', 'cược thể thao', 'การเดิมพันกีฬา')
    : t(
        'games in the Games lobby',
        '游戏大厅中的游戏',
        'trò chơi trong sảnh Trò chơi',
        'เกมในล็อบบี้เกม',
      );
}

const AGE_RULE = t(
  'Open to members aged 18 or over, one account per person. Rewards won through duplicate accounts, shared payment methods or collusion can be withheld after a review, and customer service will tell you why.',
  '仅限年满 18 岁的会员参加，每人限一个账户。通过重复账户、共用支付方式或串通获得的奖励，经审核后可能被扣留，客服会告知原因。',
  'Dành cho hội viên từ 18 tuổi trở lên, mỗi người một tài khoản. Phần thưởng có được từ tài khoản trùng lặp, dùng chung phương thức thanh toán hoặc thông đồng có thể bị giữ lại sau khi xem xét, và bộ phận CSKH sẽ cho bạn biết lý do.',
  'สำหรับสมาชิกอายุ 18 ปีขึ้นไป หนึ่งคนต่อหนึ่งบัญชี รางวัลที่ได้จากบัญชีซ้ำ การใช้ช่องทางชำระเงินร่วมกัน หรือการสมรู้ร่วมคิด อาจถูกระงับหลังการตรวจสอบ และฝ่ายบริการลูกค้าจะแจ้งเหตุผลให้ทราบ',
);

const SAFE_RULE = t(
  'Play responsibly: only bet what you can afford to lose. Set deposit, loss and session limits or take a time-out in Safer gambling at any time. Members in a time-out or self-exclusion cannot take part.',
  '理性娱乐：只用输得起的钱投注。你可以随时在「安全博彩」中设置存款、亏损和时长限额，或暂停账户。处于暂停或自我禁止期间的会员不能参加。',
  'Chơi có trách nhiệm: chỉ cược số tiền bạn có thể chấp nhận mất. Bạn có thể đặt giới hạn nạp, thua và thời gian chơi hoặc tạm nghỉ bất cứ lúc nào trong mục Chơi an toàn. Hội viên đang tạm nghỉ hoặc tự loại trừ không thể tham gia.',
  'เล่นอย่างมีความรับผิดชอบ: เดิมพันเฉพาะเงินที่เสียได้เท่านั้น ตั้งวงเงินฝาก วงเงินเสีย และเวลาเล่น หรือพักบัญชีได้ทุกเมื่อในเมนูการเล่นอย่างปลอดภัย สมาชิกที่อยู่ระหว่างพักบัญชีหรือแยกตัวเองออกไม่สามารถเข้าร่วมได้',
);

const TIME_RULE = t(
  'All times are UTC+8. A day runs from 00:00 to 23:59:59.',
  '所有时间均为 UTC+8，每天从 00:00 到 23:59:59。',
  'Mọi thời gian theo UTC+8. Một ngày tính từ 00:00 đến 23:59:59.',
  'เวลาทั้งหมดเป็น UTC+8 หนึ่งวันนับตั้งแต่ 00:00 ถึง 23:59:59',
);

/** The rules every entry ends with. */
const COMMON_RULES: readonly LocalizedText[] = [TIME_RULE, AGE_RULE, SAFE_RULE];

const NO_WAGERING = t(
  'Prize money goes to your wallet with no wagering requirement: you can withdraw it straight away.',
  '奖金直接存入钱包，无流水要求，可立即提款。',
  'Tiền thưởng được cộng vào ví, không yêu cầu doanh thu cược: bạn có thể rút ngay.',
  'เงินรางวัลเข้ากระเป๋าเงินโดยไม่มีเงื่อนไขทำเทิร์น ถอนได้ทันที',
);

const VALID_TURNOVER = t(
  'Valid turnover is the stake of settled bets and game rounds. Void, cancelled and refunded bets do not count.',
  '有效投注额指已结算注单和游戏局的投注金额，作废、取消和退款的注单不计算在内。',
  'Doanh thu cược hợp lệ là tiền cược của các vé cược và ván chơi đã thanh toán. Vé cược bị hủy, vô hiệu hoặc hoàn tiền không được tính.',
  'ยอดเดิมพันที่มีผลคือเงินเดิมพันของบิลและรอบเกมที่ชำระผลแล้ว บิลที่เป็นโมฆะ ถูกยกเลิก หรือคืนเงินจะไม่นับ',
);

// Calls to action: the label and where it leads.
const CTA = {
  deposit: {
    label: t('Deposit now', '立即存款', 'Nạp tiền ngay', 'ฝากเงินเลย'),
    to: '/personal/me?tab=cashier',
  },
  sports: {
    label: t('Go to the sportsbook', '前往体育投注', 'Đến trang thể thao', 'ไปที่หน้ากีฬา'),
    to: '/sports',
  },
  games: {
    label: t('Open the Games lobby', '打开游戏大厅', 'Mở sảnh Trò chơi', 'เปิดล็อบบี้เกม'),
    to: '/electronic/touchline-slots',
  },
  live: {
    label: t('Watch live hosts', '观看主播直播', 'Xem MC trực tiếp', 'ดูพิธีกรไลฟ์สด'),
    to: '/anchorPlay',
  },
  limits: {
    label: t('Set my limits', '设置我的限额', 'Đặt giới hạn của tôi', 'ตั้งวงเงินของฉัน'),
    to: '/personal/me?tab=safer',
  },
  invite: {
    label: t('Get my invite link', '获取我的邀请链接', 'Lấy link mời của tôi', 'รับลิงก์เชิญของฉัน'),
    to: '/personal/me?tab=invite',
  },
  vip: {
    label: t('See my VIP level', '查看我的 VIP 等级', 'Xem cấp VIP của tôi', 'ดูระดับ VIP ของฉัน'),
    to: '/personal/me?tab=vip',
  },
  help: {
    label: t('Contact customer service', '联系客服', 'Liên hệ CSKH', 'ติดต่อฝ่ายบริการลูกค้า'),
    to: '/HelpCenter',
  },
  ranking: {
    label: t('Start playing', '开始游戏', 'Bắt đầu chơi', 'เริ่มเล่น'),
    to: '/sports',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Builders for the kinds whose rules read the same from one campaign to the next

interface Common {
  slug: string;
  /** Aliases after the first path (the first is `/${slug}` unless `paths` is given). */
  paths?: readonly string[];
  category: CampaignCategory;
  period: SeedPeriod;
  audience?: CampaignAudience;
  sort: number;
  title: LocalizedText;
  subtitle: LocalizedText;
  image: string;
  body: readonly LocalizedText[];
  /** Rules of this campaign before the kind's and the common ones. */
  rules?: readonly LocalizedText[];
  cta?: CampaignSeed['cta'];
}

const MEMBERS: CampaignAudience = Object.freeze({ membersOnly: true });
const EVERYONE: CampaignAudience = Object.freeze({ membersOnly: false });

function entry(
  c: Common,
  kind: {
    mechanics: CampaignMechanics;
    rules: readonly LocalizedText[];
    rewardTiers: readonly RewardTier[];
    cta: CampaignSeed['cta'];
    audience: CampaignAudience;
  },
): CampaignSeed {
  const paths = c.paths ?? [`/${c.slug}`];
  return Object.freeze({
    // the stable id is the first path without its leading slash, any other as '-' (definition.ts)
    slug: paths[0]!.slice(1).replaceAll('/', '-'),
    paths: Object.freeze([...paths]),
    kind: kind.mechanics.kind,
    category: c.category,
    period: Object.freeze({ ...c.period }),
    audience: c.audience ?? kind.audience,
    sort: c.sort,
    hero: Object.freeze({ title: c.title, subtitle: c.subtitle, image: `/promo/${c.image}.svg` }),
    body: Object.freeze([...c.body]),
    rules: Object.freeze([...(c.rules ?? []), ...kind.rules, ...COMMON_RULES]),
    rewardTiers: Object.freeze([...kind.rewardTiers]),
    cta: c.cta ?? kind.cta,
    mechanics: kind.mechanics,
  });
}

const rank = (n: number): LocalizedText => t(`Rank ${n}`, `第 ${n} 名`, `Hạng ${n}`, `อันดับ ${n}`);

function leaderboard(
  c: Common & { products: Products; prizes: readonly CurrencyAmounts[] },
): CampaignSeed {
  const p = productWords(c.products);
  const places = c.prizes.length;
  return entry(c, {
    mechanics: { kind: 'leaderboard', products: c.products, prizes: c.prizes },
    rules: [
      t(
        `Ranked by valid turnover on ${p.en} from the start to the end of the campaign. The top ${places} places win the prizes in the table.`,
        `按活动期间${p['zh-cn']}的有效投注额排名，前 ${places} 名获得表中奖金。`,
        `Xếp hạng theo doanh thu cược hợp lệ từ ${p.vi} từ lúc bắt đầu đến khi kết thúc chương trình. ${places} vị trí dẫn đầu nhận giải thưởng trong bảng.`,
        `จัดอันดับตามยอดเดิมพันที่มีผลจาก${p.th}ตั้งแต่เริ่มจนจบกิจกรรม ${places} อันดับแรกได้รับรางวัลตามตาราง`,
      ),
      VALID_TURNOVER,
      t(
        'The ranking updates live while the campaign runs. Members tied on turnover share the prizes of the places they cover equally.',
        '排名在活动期间实时更新。有效投注额相同的会员平分所占名次的奖金。',
        'Bảng xếp hạng cập nhật trực tiếp trong thời gian chương trình. Hội viên bằng doanh thu chia đều giải thưởng của các vị trí đó.',
        'อันดับอัปเดตสดตลอดกิจกรรม สมาชิกที่มียอดเท่ากันจะแบ่งรางวัลของอันดับที่ครอบคลุมเท่า ๆ กัน',
      ),
      t(
        'When the campaign ends, the final ranking stays on this page and each prize is credited to its winner’s balance automatically, within minutes. A winner in a time-out or self-exclusion is paid when it ends.',
        '活动结束后，最终排名保留在本页面，奖金将在几分钟内自动存入获奖者余额。处于暂停或自我排除期间的获奖者，将在该期间结束后获得奖金。',
        'Khi chương trình kết thúc, bảng xếp hạng cuối cùng vẫn hiển thị trên trang này và giải thưởng được tự động cộng vào số dư của người thắng trong vài phút. Người thắng đang trong thời gian tạm nghỉ hoặc tự loại trừ sẽ được trả khi thời gian đó kết thúc.',
        'เมื่อกิจกรรมจบ อันดับสุดท้ายจะแสดงอยู่ในหน้านี้ และรางวัลจะเข้าสู่ยอดเงินของผู้ชนะโดยอัตโนมัติภายในไม่กี่นาที ผู้ชนะที่อยู่ระหว่างพักการเล่นหรือระงับตนเองจะได้รับรางวัลเมื่อช่วงเวลานั้นสิ้นสุด',
      ),
      NO_WAGERING,
    ],
    rewardTiers: c.prizes.map((amounts, i) => ({ condition: rank(i + 1), amounts })),
    cta: c.products.length === 1 && c.products[0] === 'games' ? CTA.games : CTA.sports,
    audience: MEMBERS,
  });
}

/** A rebate's period: `each` where it is first explained, `the` after that, `per` in a table. */
const PERIOD_WORDS = {
  day: {
    each: t('day', '每日', 'ngày', 'วัน'),
    the: t('day', '当日', 'ngày', 'วัน'),
    per: t('day', '每日', 'ngày', 'วัน'),
  },
  week: {
    each: t(
      'week (Monday to Sunday)',
      '每周（周一至周日）',
      'tuần (thứ Hai đến Chủ nhật)',
      'สัปดาห์ (จันทร์ถึงอาทิตย์)',
    ),
    the: t('week', '当周', 'tuần', 'สัปดาห์'),
    per: t('week', '每周', 'tuần', 'สัปดาห์'),
  },
  month: {
    each: t('calendar month', '每月', 'tháng', 'เดือน'),
    the: t('month', '当月', 'tháng', 'เดือน'),
    per: t('month', '每月', 'tháng', 'เดือน'),
  },
} as const;

/** A decimal written the Vietnamese way (`0.5` → `0,5`). */
const viDecimal = (text: string): string => text.replace('.', ',');

/** A whole number with its thousands grouped by `separator` (`2000n` → `2,000`). */
function grouped(n: bigint, separator: string): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, separator);
}

function rebate(
  c: Common & {
    percent: string;
    products: Products;
    period: SeedPeriod;
    every: 'day' | 'week' | 'month';
    maxPerPeriod: CurrencyAmounts;
  },
): CampaignSeed {
  const p = productWords(c.products);
  const w = PERIOD_WORDS[c.every];
  return entry(c, {
    mechanics: {
      kind: 'rebate',
      percent: c.percent,
      products: c.products,
      period: c.every,
      maxPerPeriod: c.maxPerPeriod,
    },
    rules: [
      t(
        `You get ${c.percent} % of your valid turnover on ${p.en} for each ${w.each.en}, up to the maximum in the table.`,
        `按${w.each['zh-cn']}${p['zh-cn']}有效投注额的 ${c.percent}% 返还，以表中上限为准。`,
        `Bạn nhận ${viDecimal(c.percent)} % doanh thu cược hợp lệ từ ${p.vi} của mỗi ${w.each.vi}, tối đa theo mức trong bảng.`,
        `รับคืน ${c.percent}% ของยอดเดิมพันที่มีผลจาก${p.th}ในแต่ละ${w.each.th} สูงสุดตามตาราง`,
      ),
      VALID_TURNOVER,
      t(
        `Claim it on this page once the ${w.the.en} has closed, before the next one closes. Each ${w.the.en} can be claimed once. The campaign’s last ${w.the.en} can be claimed for ${REBATE_CLAIM_GRACE_DAYS} days after the campaign ends.`,
        `${w.the['zh-cn']}结束后、下一周期结束前在本页面领取，每个周期只能领取一次。活动的最后一个周期可在活动结束后 ${REBATE_CLAIM_GRACE_DAYS} 天内领取。`,
        `Nhận hoàn trả trên trang này sau khi ${w.the.vi} kết thúc và trước khi kỳ tiếp theo kết thúc. Mỗi kỳ chỉ nhận một lần. Kỳ cuối cùng của chương trình có thể nhận trong ${REBATE_CLAIM_GRACE_DAYS} ngày sau khi chương trình kết thúc.`,
        `กดรับในหน้านี้หลังสิ้น${w.the.th} และก่อนรอบถัดไปสิ้นสุด แต่ละรอบรับได้ครั้งเดียว รอบสุดท้ายของกิจกรรมรับได้ภายใน ${REBATE_CLAIM_GRACE_DAYS} วันหลังกิจกรรมสิ้นสุด`,
      ),
      t(
        'Rebates carry no wagering requirement.',
        '返水无流水要求。',
        'Tiền hoàn trả không yêu cầu doanh thu cược.',
        'เงินคืนไม่มีเงื่อนไขทำเทิร์น',
      ),
    ],
    rewardTiers: [
      {
        condition: t(
          `Most you can get per ${w.per.en}`,
          `${w.per['zh-cn']}最高可得`,
          `Tối đa mỗi ${w.per.vi}`,
          `สูงสุดต่อ${w.per.th}`,
        ),
        reward: t(
          `${c.percent} % of valid turnover`,
          `有效投注额的 ${c.percent}%`,
          `${viDecimal(c.percent)} % doanh thu cược hợp lệ`,
          `${c.percent}% ของยอดเดิมพันที่มีผล`,
        ),
        amounts: c.maxPerPeriod,
      },
    ],
    cta: c.products.includes('sports') ? CTA.sports : CTA.games,
    audience: MEMBERS,
  });
}

/** `(100 + percent) × multiple`, for the worked wagering example (whole percents only). */
function exampleTurnover(percent: string, multiple: number): { bonus: string; turnover: bigint } {
  const bonus = BigInt(percent);
  return { bonus: String(bonus), turnover: (100n + bonus) * BigInt(multiple) };
}

function depositMatch(
  c: Common & {
    percent: string;
    minDeposit: CurrencyAmounts;
    cap: CurrencyAmounts;
    wageringMultiple: number;
    firstDepositOnly: boolean;
    /** Which deposit qualifies, in words ("Your first deposit"). */
    qualifying: LocalizedText;
  },
): CampaignSeed {
  const ex = exampleTurnover(c.percent, c.wageringMultiple);
  const n = c.wageringMultiple;
  return entry(c, {
    mechanics: {
      kind: 'depositMatch',
      percent: c.percent,
      minDeposit: c.minDeposit,
      cap: c.cap,
      wageringMultiple: n,
      firstDepositOnly: c.firstDepositOnly,
    },
    rules: [
      t(
        `${c.qualifying.en}, if it is at least the minimum in the table, earns a ${c.percent} % bonus, up to the cap in the table. The bonus is credited when the deposit arrives.`,
        `${c.qualifying['zh-cn']}达到表中最低金额，即可获得 ${c.percent}% 奖金，以表中上限为准。存款到账时奖金同步到账。`,
        `${c.qualifying.vi} từ mức tối thiểu trong bảng được thưởng ${c.percent} %, tối đa theo mức trần trong bảng. Tiền thưởng được cộng khi khoản nạp về ví.`,
        `${c.qualifying.th}ขั้นต่ำตามตาราง รับโบนัส ${c.percent}% สูงสุดตามเพดานในตาราง โบนัสเข้าเมื่อยอดฝากเข้าบัญชี`,
      ),
      t(
        `Wagering requirement: before the bonus can be withdrawn, you need valid turnover of ${n} times the deposit plus the bonus. For example, a deposit of 100 with a bonus of ${ex.bonus} needs ${grouped(ex.turnover, ',')} of valid turnover. Your progress is shown on this page.`,
        `流水要求：奖金提款前，需完成（存款 + 奖金）× ${n} 倍的有效投注额。例如存款 100、奖金 ${ex.bonus}，需完成 ${grouped(ex.turnover, ',')} 的有效投注额。进度显示在本页面。`,
        `Yêu cầu doanh thu cược: trước khi rút tiền thưởng, bạn cần doanh thu cược hợp lệ bằng ${n} lần (tiền nạp + tiền thưởng). Ví dụ nạp 100 được thưởng ${ex.bonus} thì cần ${grouped(ex.turnover, '.')} doanh thu cược hợp lệ. Tiến độ hiển thị trên trang này.`,
        `เงื่อนไขทำเทิร์น: ก่อนถอนโบนัสได้ ต้องมียอดเดิมพันที่มีผล ${n} เท่าของ (ยอดฝาก + โบนัส) เช่น ฝาก 100 ได้โบนัส ${ex.bonus} ต้องทำยอด ${grouped(ex.turnover, ',')} ความคืบหน้าแสดงในหน้านี้`,
      ),
      t(
        'One bonus per member for this campaign.',
        '本活动每位会员限领一次奖金。',
        'Mỗi hội viên chỉ nhận thưởng một lần trong chương trình này.',
        'สมาชิกแต่ละคนรับโบนัสได้ครั้งเดียวในกิจกรรมนี้',
      ),
      VALID_TURNOVER,
    ],
    rewardTiers: [
      {
        condition: t(
          'Smallest qualifying deposit',
          '最低参与存款',
          'Khoản nạp tối thiểu',
          'ยอดฝากขั้นต่ำที่ร่วมได้',
        ),
        amounts: c.minDeposit,
      },
      {
        condition: t(
          `Bonus: ${c.percent} % of the deposit, up to`,
          `奖金：存款的 ${c.percent}%，最高`,
          `Thưởng: ${c.percent} % tiền nạp, tối đa`,
          `โบนัส: ${c.percent}% ของยอดฝาก สูงสุด`,
        ),
        amounts: c.cap,
      },
      {
        condition: t('Wagering requirement', '流水要求', 'Yêu cầu doanh thu cược', 'เงื่อนไขทำเทิร์น'),
        reward: t(
          `${n}× (deposit + bonus)`,
          `（存款 + 奖金）× ${n}`,
          `${n} lần (nạp + thưởng)`,
          `${n} เท่าของ (ฝาก + โบนัส)`,
        ),
      },
    ],
    cta: CTA.deposit,
    audience: MEMBERS,
  });
}

const day = (n: number): LocalizedText => t(`Day ${n}`, `第 ${n} 天`, `Ngày ${n}`, `วันที่ ${n}`);

function signIn(c: Common & { dailyRewards: readonly CurrencyAmounts[] }): CampaignSeed {
  const days = c.dailyRewards.length;
  return entry(c, {
    mechanics: { kind: 'signIn', dailyRewards: c.dailyRewards, resetOnMiss: true },
    rules: [
      t(
        'Tap “Sign in” on this page once a day to collect that day’s reward. No deposit or bet is needed.',
        '每天在本页面点击「签到」一次即可领取当天奖励，无需存款或投注。',
        'Bấm “Điểm danh” trên trang này mỗi ngày một lần để nhận thưởng của ngày đó. Không cần nạp tiền hay đặt cược.',
        'กด “เช็กอิน” ในหน้านี้วันละครั้งเพื่อรับรางวัลของวันนั้น ไม่ต้องฝากเงินหรือเดิมพัน',
      ),
      t(
        `Rewards grow with your streak. After day ${days}, the day-${days} reward repeats for every further day in a row.`,
        `连续签到天数越多奖励越高。第 ${days} 天之后，每天连续签到都可领取第 ${days} 天的奖励。`,
        `Điểm danh liên tục càng lâu thưởng càng cao. Sau ngày ${days}, mỗi ngày liên tiếp tiếp theo nhận thưởng bằng ngày ${days}.`,
        `ยิ่งเช็กอินต่อเนื่อง รางวัลยิ่งเพิ่ม หลังวันที่ ${days} จะได้รางวัลเท่าวันที่ ${days} ทุกวันที่ต่อเนื่อง`,
      ),
      t(
        'Miss a day and the streak starts again at day 1.',
        '中断一天，连续天数从第 1 天重新计算。',
        'Bỏ lỡ một ngày, chuỗi điểm danh sẽ bắt đầu lại từ ngày 1.',
        'ถ้าขาดหนึ่งวัน จะเริ่มนับใหม่ที่วันที่ 1',
      ),
      NO_WAGERING,
    ],
    rewardTiers: c.dailyRewards.map((amounts, i) => ({ condition: day(i + 1), amounts })),
    cta: {
      label: t('Sign in today', '今日签到', 'Điểm danh hôm nay', 'เช็กอินวันนี้'),
      to: `/${c.slug}`,
    },
    audience: MEMBERS,
  });
}

function tournament(
  c: Common & { sportId: number; leagues: readonly string[]; leagueWords: LocalizedText },
): CampaignSeed {
  return entry(c, {
    mechanics: { kind: 'tournament', leagues: c.leagues, sportId: c.sportId },
    rules: [
      t(
        `This page lists the fixtures and results of ${c.leagueWords.en} from our sports feed, kick-off times in UTC+8.`,
        `本页面展示来自体育数据源的${c.leagueWords['zh-cn']}赛程和赛果，开赛时间为 UTC+8。`,
        `Trang này hiển thị lịch thi đấu và kết quả của ${c.leagueWords.vi} từ nguồn dữ liệu thể thao, giờ bóng lăn theo UTC+8.`,
        `หน้านี้แสดงโปรแกรมและผลการแข่งขันของ${c.leagueWords.th}จากแหล่งข้อมูลกีฬาของเรา เวลาเริ่มแข่งเป็น UTC+8`,
      ),
      t(
        'No bonus is attached: bets follow the sportsbook’s usual rules, and a price can change until your bet is accepted.',
        '本页面不附带奖金：投注按体育投注的一般规则处理，注单确认前赔率可能变动。',
        'Trang này không kèm tiền thưởng: cược theo quy định thông thường của trang thể thao, tỷ lệ có thể thay đổi cho đến khi vé cược được chấp nhận.',
        'หน้านี้ไม่มีโบนัส การเดิมพันเป็นไปตามกติกาปกติของหน้ากีฬา และราคาอาจเปลี่ยนได้จนกว่าบิลจะได้รับการยืนยัน',
      ),
    ],
    rewardTiers: [],
    cta: {
      label: t('Bet on these matches', '投注这些比赛', 'Cược các trận này', 'เดิมพันคู่เหล่านี้'),
      to: `/sports?sport=${c.sportId}`,
    },
    audience: EVERYONE,
  });
}

function info(c: Common & { tiers?: readonly RewardTier[] }): CampaignSeed {
  return entry(c, {
    mechanics: { kind: 'static' },
    rules: [],
    rewardTiers: c.tiers ?? [],
    cta: CTA.help,
    audience: EVERYONE,
  });
}

// ---------------------------------------------------------------------------------------------
// New members: the activity views of spec §2 and the starter pages

const NEW_MEMBERS = (days: number): CampaignAudience =>
  Object.freeze({ membersOnly: true, newMembersWithinDays: days });

const firstCharge = depositMatch({
  slug: 'firstcharge',
  paths: ['/firstcharge', '/first-charge'],
  category: 'newMembers',
  period: { startDay: -180, endDay: null },
  sort: 10,
  title: t('100% First Deposit Bonus', '首存 100% 奖金', 'Thưởng 100% nạp đầu', 'โบนัสฝากแรก 100%'),
  subtitle: t(
    'Your first deposit matched in full, up to the cap',
    '首次存款全额匹配，以上限为准',
    'Khoản nạp đầu tiên được thưởng bằng 100 %, tối đa theo mức trần',
    'ฝากครั้งแรกรับโบนัสเท่ายอดฝาก สูงสุดตามเพดาน',
  ),
  image: 'first-charge',
  body: [
    t(
      'Make your first deposit and we add the same amount again as a bonus, up to the cap shown for your currency. Use it on the sportsbook or in the Games lobby.',
      '完成首次存款，我们将按相同金额再赠送奖金，最高为你所用币种显示的上限。奖金可用于体育投注或游戏大厅。',
      'Nạp tiền lần đầu và chúng tôi tặng thêm số tiền bằng khoản nạp làm tiền thưởng, tối đa theo mức trần của loại tiền bạn dùng. Dùng cho cược thể thao hoặc sảnh Trò chơi.',
      'ฝากเงินครั้งแรก เราเพิ่มโบนัสให้เท่ากับยอดฝาก สูงสุดตามเพดานของสกุลเงินคุณ ใช้ได้ทั้งหน้ากีฬาและล็อบบี้เกม',
    ),
    t(
      'The bonus comes with a wagering requirement, explained in the rules below: please read it before you deposit.',
      '奖金附带流水要求，详见下方规则，请在存款前仔细阅读。',
      'Tiền thưởng đi kèm yêu cầu doanh thu cược, giải thích trong thể lệ bên dưới: vui lòng đọc kỹ trước khi nạp.',
      'โบนัสมีเงื่อนไขทำเทิร์นตามกติกาด้านล่าง โปรดอ่านก่อนฝากเงิน',
    ),
  ],
  audience: MEMBERS,
  percent: '100',
  minDeposit: m(50, 200_000, 10),
  cap: m(888, 3_000_000, 128),
  wageringMultiple: 10,
  firstDepositOnly: true,
  qualifying: t('Your first deposit', '首次存款', 'Khoản nạp đầu tiên', 'การฝากครั้งแรก'),
});

const newbie = entry(
  {
    slug: 'newbieactivity',
    paths: ['/newbieactivity', '/newbie-activity'],
    category: 'newMembers',
    period: { startDay: -180, endDay: null },
    sort: 20,
    title: t('New Member Tasks', '新手任务', 'Nhiệm vụ tân thủ', 'ภารกิจสมาชิกใหม่'),
    subtitle: t(
      'Four first steps, each rewarded once',
      '四个入门步骤，每步奖励一次',
      'Bốn bước đầu tiên, mỗi bước thưởng một lần',
      'สี่ขั้นตอนแรก รับรางวัลขั้นละครั้ง',
    ),
    image: 'newbie',
    body: [
      t(
        'Get to know the site in four steps: create your account, verify your phone, make a first deposit and place a first bet. Each completed step pays a small reward into your wallet.',
        '四步熟悉网站：注册账户、验证手机、完成首次存款、完成首笔投注。每完成一步，小额奖励即存入钱包。',
        'Làm quen với trang qua bốn bước: tạo tài khoản, xác minh số điện thoại, nạp tiền lần đầu và đặt cược đầu tiên. Mỗi bước hoàn thành được cộng một khoản thưởng nhỏ vào ví.',
        'ทำความรู้จักเว็บไซต์ใน 4 ขั้นตอน: สมัครบัญชี ยืนยันเบอร์โทร ฝากเงินครั้งแรก และวางเดิมพันครั้งแรก ทำสำเร็จแต่ละขั้นรับรางวัลเล็ก ๆ เข้ากระเป๋าเงิน',
      ),
    ],
    rules: [
      t(
        'For members in their first 30 days after registering. Steps can be done in any order; each is rewarded once.',
        '适用于注册后 30 天内的会员。步骤不分先后，每步只奖励一次。',
        'Dành cho hội viên trong 30 ngày đầu sau khi đăng ký. Có thể làm các bước theo thứ tự bất kỳ; mỗi bước thưởng một lần.',
        'สำหรับสมาชิกภายใน 30 วันแรกหลังสมัคร ทำขั้นตอนใดก่อนก็ได้ แต่ละขั้นได้รางวัลครั้งเดียว',
      ),
      t(
        'The first bet step counts your first settled bet on the sportsbook or a game round; a void bet does not count.',
        '首笔投注步骤以你的首笔已结算体育注单或游戏局为准，作废的注单不计算。',
        'Bước cược đầu tiên tính vé cược thể thao hoặc ván chơi đầu tiên đã thanh toán; vé cược bị hủy không được tính.',
        'ขั้นเดิมพันครั้งแรกนับจากบิลกีฬาหรือรอบเกมแรกที่ชำระผลแล้ว บิลที่เป็นโมฆะไม่นับ',
      ),
      NO_WAGERING,
    ],
    cta: {
      label: t('Start the tasks', '开始任务', 'Bắt đầu nhiệm vụ', 'เริ่มภารกิจ'),
      to: '/newbieactivity',
    },
  },
  {
    mechanics: {
      kind: 'newbieTasks',
      steps: [
        { task: 'register', reward: m(3, 10_000, '0.50') },
        { task: 'verifyPhone', reward: m(5, 18_000, '0.80') },
        { task: 'firstDeposit', reward: m(18, 60_000, 3) },
        { task: 'firstBet', reward: m(8, 28_000, '1.20') },
      ],
    },
    rules: [],
    rewardTiers: [
      {
        condition: t('Create your account', '注册账户', 'Tạo tài khoản', 'สมัครบัญชี'),
        amounts: m(3, 10_000, '0.50'),
      },
      {
        condition: t('Verify your phone', '验证手机', 'Xác minh số điện thoại', 'ยืนยันเบอร์โทรศัพท์'),
        amounts: m(5, 18_000, '0.80'),
      },
      {
        condition: t('Make a first deposit', '完成首次存款', 'Nạp tiền lần đầu', 'ฝากเงินครั้งแรก'),
        amounts: m(18, 60_000, 3),
      },
      {
        condition: t('Place a first bet', '完成首笔投注', 'Đặt cược đầu tiên', 'วางเดิมพันครั้งแรก'),
        amounts: m(8, 28_000, '1.20'),
      },
    ],
    cta: CTA.deposit,
    audience: NEW_MEMBERS(30),
  },
);

const welcomeWealth = depositMatch({
  slug: 'ActivityView-WelcomeWealthActivity',
  paths: ['/ActivityView/WelcomeWealthActivity', '/welcomeWealthActivity'],
  category: 'newMembers',
  period: { startDay: -120, endDay: null },
  audience: NEW_MEMBERS(7),
  sort: 30,
  title: t(
    'Welcome Week: 50% Top-up',
    '新手周：50% 加赠',
    'Tuần chào mừng: thưởng 50%',
    'สัปดาห์ต้อนรับ: โบนัส 50%',
  ),
  subtitle: t(
    'An extra boost in your first 7 days',
    '注册 7 天内额外加赠',
    'Thêm thưởng trong 7 ngày đầu',
    'โบนัสเพิ่มใน 7 วันแรก',
  ),
  image: 'gift',
  body: [
    t(
      'Within 7 days of registering, one deposit of at least the minimum earns a 50 % bonus, up to the cap for your currency. It can be combined with the first deposit bonus.',
      '注册后 7 天内，一笔达到最低金额的存款可获得 50% 奖金，最高为你所用币种的上限。可与首存奖金同时参加。',
      'Trong 7 ngày sau khi đăng ký, một khoản nạp từ mức tối thiểu được thưởng 50 %, tối đa theo mức trần của loại tiền bạn dùng. Có thể nhận cùng thưởng nạp đầu.',
      'ภายใน 7 วันหลังสมัคร การฝากหนึ่งครั้งที่ถึงขั้นต่ำรับโบนัส 50% สูงสุดตามเพดานของสกุลเงินคุณ ใช้ร่วมกับโบนัสฝากแรกได้',
    ),
  ],
  percent: '50',
  minDeposit: m(100, 300_000, 15),
  cap: m(588, 2_000_000, 88),
  wageringMultiple: 8,
  firstDepositOnly: false,
  qualifying: t('A deposit', '存款', 'Khoản nạp', 'การฝาก'),
});

const signActivity = signIn({
  slug: 'sign-activity',
  category: 'newMembers',
  period: { startDay: -60, endDay: null },
  sort: 40,
  title: t('Daily Sign-in Calendar', '每日签到日历', 'Lịch điểm danh hằng ngày', 'ปฏิทินเช็กอินรายวัน'),
  subtitle: t(
    'Sign in each day, rewards rise over 7 days',
    '每日签到，7 天奖励逐日递增',
    'Điểm danh mỗi ngày, thưởng tăng dần trong 7 ngày',
    'เช็กอินทุกวัน รางวัลเพิ่มขึ้นตลอด 7 วัน',
  ),
  image: 'sign-in',
  body: [
    t(
      'A small thank-you for dropping by. Sign in once a day on this page; the reward grows for seven days in a row and then stays at the day-7 amount as long as you keep the streak.',
      '感谢你每天光临。每天在本页面签到一次，连续 7 天奖励逐日增加，之后只要保持连续签到，每天都按第 7 天的金额发放。',
      'Một lời cảm ơn nhỏ khi bạn ghé thăm. Điểm danh mỗi ngày một lần trên trang này; thưởng tăng trong bảy ngày liên tiếp rồi giữ ở mức ngày 7 khi bạn duy trì chuỗi.',
      'ของขอบคุณเล็ก ๆ ที่แวะมา เช็กอินวันละครั้งในหน้านี้ รางวัลเพิ่มขึ้นเจ็ดวันติดต่อกัน แล้วคงที่ที่ยอดวันที่ 7 ตราบที่ยังเช็กอินต่อเนื่อง',
    ),
  ],
  dailyRewards: [
    m(1, 3_000, '0.15'),
    m(1, 3_000, '0.15'),
    m(2, 7_000, '0.30'),
    m(2, 7_000, '0.30'),
    m(3, 10_000, '0.45'),
    m(5, 18_000, '0.70'),
    m(8, 28_000, '1.20'),
  ],
});

const WHEEL_SEGMENTS = [
  {
    label: t('No prize', '未中奖', 'Trượt giải', 'ไม่ได้รางวัล'),
    prize: null,
    weight: 400,
  },
  { label: t('Coin', '金币', 'Đồng xu', 'เหรียญ'), prize: m(1, 3_000, '0.15'), weight: 250 },
  {
    label: t('Two coins', '双金币', 'Hai đồng xu', 'สองเหรียญ'),
    prize: m(2, 7_000, '0.30'),
    weight: 150,
  },
  {
    label: t('Coin stack', '金币堆', 'Chồng xu', 'กองเหรียญ'),
    prize: m(5, 18_000, '0.70'),
    weight: 100,
  },
  {
    label: t('Coin bag', '金币袋', 'Túi xu', 'ถุงเหรียญ'),
    prize: m(10, 35_000, '1.50'),
    weight: 60,
  },
  { label: t('Silver', '白银奖', 'Giải Bạc', 'รางวัลเงิน'), prize: m(28, 100_000, 4), weight: 30 },
  { label: t('Gold', '黄金奖', 'Giải Vàng', 'รางวัลทอง'), prize: m(88, 300_000, 12), weight: 9 },
  {
    label: t('Grand prize', '大奖', 'Giải lớn', 'รางวัลใหญ่'),
    prize: m(188, 650_000, 26),
    weight: 1,
  },
] as const;

const luckyWheel = entry(
  {
    slug: 'luckyWheel',
    category: 'games',
    period: { startDay: -30, endDay: 30 },
    sort: 50,
    title: t('Lucky Wheel', '幸运转盘', 'Vòng quay may mắn', 'วงล้อนำโชค'),
    subtitle: t(
      'A free spin every day, published odds',
      '每天一次免费转动，概率公开',
      'Mỗi ngày một lượt quay miễn phí, xác suất công khai',
      'หมุนฟรีวันละครั้ง เปิดเผยโอกาสชัดเจน',
    ),
    image: 'lucky-wheel',
    body: [
      t(
        'Every member gets one free spin a day, and one more for each qualifying amount deposited during the campaign. The table shows every segment and the chance of landing on it: most spins win a small prize, and 4 in 10 win nothing.',
        '每位会员每天有一次免费转动机会，活动期间每存入规定金额再得一次。下表列出每个区域及其中奖概率：多数转动赢得小额奖金，十次中约有四次未中奖。',
        'Mỗi hội viên có một lượt quay miễn phí mỗi ngày và thêm một lượt cho mỗi mức nạp quy định trong thời gian chương trình. Bảng dưới liệt kê mọi ô và xác suất trúng: phần lớn lượt quay trúng giải nhỏ, 4 trên 10 lượt không trúng gì.',
        'สมาชิกทุกคนหมุนฟรีวันละครั้ง และได้เพิ่มหนึ่งครั้งทุกยอดฝากที่กำหนดระหว่างกิจกรรม ตารางแสดงทุกช่องและโอกาสที่จะได้ ส่วนใหญ่ได้รางวัลเล็ก และ 4 ใน 10 ครั้งไม่ได้รางวัล',
      ),
      t(
        'Each spin is drawn on our server before the wheel moves and recorded so it can be checked later; the prize the wheel stops on is exactly the prize credited to your wallet.',
        '每次转动的结果在转盘转动前由服务器抽取并记录，可供事后核验；转盘停下的奖品即为存入你钱包的奖品。',
        'Kết quả mỗi lượt quay được máy chủ rút trước khi vòng quay chuyển động và được lưu lại để kiểm tra sau; giải vòng quay dừng lại đúng là giải được cộng vào ví.',
        'ผลแต่ละครั้งถูกสุ่มบนเซิร์ฟเวอร์ก่อนวงล้อหมุนและบันทึกไว้ให้ตรวจสอบภายหลังได้ รางวัลที่วงล้อหยุดคือรางวัลที่เข้ากระเป๋าเงินของคุณจริง',
      ),
    ],
    rules: [
      t(
        'One free spin per day (UTC+8); unused free spins do not carry over. Spins earned by deposits stay until the campaign ends.',
        '每天（UTC+8）一次免费转动，未使用的免费次数不累计。存款获得的转动次数在活动结束前有效。',
        'Mỗi ngày (UTC+8) một lượt miễn phí; lượt miễn phí không dùng sẽ không cộng dồn. Lượt quay có được nhờ nạp tiền giữ đến khi chương trình kết thúc.',
        'หมุนฟรีวันละครั้ง (UTC+8) สิทธิ์ฟรีที่ไม่ได้ใช้ไม่สะสม สิทธิ์ที่ได้จากการฝากใช้ได้จนจบกิจกรรม',
      ),
      t(
        'The chance of each segment is its weight divided by the total of all weights, as published in the table. The chances never change during the campaign.',
        '每个区域的中奖概率为其权重除以全部权重之和，已在表中公布，活动期间不会改变。',
        'Xác suất của mỗi ô bằng trọng số của ô chia cho tổng trọng số, đã công bố trong bảng. Xác suất không thay đổi trong suốt chương trình.',
        'โอกาสของแต่ละช่องคือค่าน้ำหนักหารด้วยผลรวมน้ำหนักทั้งหมด ตามที่เผยแพร่ในตาราง และจะไม่เปลี่ยนตลอดกิจกรรม',
      ),
      NO_WAGERING,
    ],
    cta: { label: t('Spin the wheel', '转动转盘', 'Quay ngay', 'หมุนวงล้อ'), to: '/luckyWheel' },
  },
  {
    mechanics: {
      kind: 'luckyWheel',
      segments: WHEEL_SEGMENTS,
      depositPerSpin: m(100, 350_000, 15),
      dailyFreeSpins: 1,
    },
    rules: [],
    rewardTiers: [
      {
        condition: t('Free spins', '免费次数', 'Lượt quay miễn phí', 'สิทธิ์หมุนฟรี'),
        reward: t('1 per day', '每天 1 次', '1 lượt mỗi ngày', 'วันละ 1 ครั้ง'),
      },
      {
        condition: t(
          'One extra spin for each deposit of',
          '每存入以下金额多得 1 次',
          'Thêm 1 lượt cho mỗi khoản nạp',
          'รับเพิ่ม 1 ครั้งทุกยอดฝาก',
        ),
        amounts: m(100, 350_000, 15),
      },
    ],
    cta: CTA.deposit,
    audience: MEMBERS,
  },
);

// ---------------------------------------------------------------------------------------------
// Rebates

const rebateActivity = rebate({
  slug: 'rebate-activity',
  category: 'sports',
  period: { startDay: -90, endDay: null },
  sort: 60,
  title: t(
    'Weekly Sports Rebate 0.5%',
    '体育每周返水 0.5%',
    'Hoàn trả thể thao 0,5%/tuần',
    'คืนยอดกีฬา 0.5% ทุกสัปดาห์',
  ),
  subtitle: t(
    'A share of every week’s sportsbook turnover back',
    '每周体育投注额按比例返还',
    'Nhận lại một phần doanh thu cược thể thao mỗi tuần',
    'รับคืนส่วนหนึ่งของยอดเดิมพันกีฬาทุกสัปดาห์',
  ),
  image: 'rebate',
  body: [
    t(
      'Win or lose, 0.5 % of the valid turnover of your settled sportsbook bets each week comes back to you. It is worked out on Monday for the week before, and you claim it with one tap.',
      '无论输赢，每周已结算体育注单有效投注额的 0.5% 都会返还给你。每周一计算上周返水，一键即可领取。',
      'Dù thắng hay thua, 0,5 % doanh thu cược hợp lệ của các vé cược thể thao đã thanh toán mỗi tuần được hoàn lại cho bạn. Tiền hoàn được tính vào thứ Hai cho tuần trước, bạn nhận chỉ với một lần bấm.',
      'ไม่ว่าได้หรือเสีย คุณได้รับคืน 0.5% ของยอดเดิมพันที่มีผลจากบิลกีฬาที่ชำระผลแล้วในแต่ละสัปดาห์ คำนวณทุกวันจันทร์สำหรับสัปดาห์ก่อน และกดรับได้ในคลิกเดียว',
    ),
  ],
  percent: '0.5',
  products: ['sports'],
  every: 'week',
  maxPerPeriod: m(888, 3_000_000, 128),
});

const dayActivity = rebate({
  slug: 'day-activity',
  category: 'games',
  period: { startDay: -60, endDay: null },
  sort: 70,
  title: t(
    'Daily Games Rebate 0.3%',
    '游戏每日返水 0.3%',
    'Hoàn trả trò chơi 0,3%/ngày',
    'คืนยอดเกม 0.3% ทุกวัน',
  ),
  subtitle: t(
    'Yesterday’s games turnover, a little back today',
    '昨日游戏投注额，今日按比例返还',
    'Doanh thu trò chơi hôm qua, hoàn lại một phần hôm nay',
    'ยอดเล่นเกมเมื่อวาน รับคืนบางส่วนวันนี้',
  ),
  image: 'rebate',
  body: [
    t(
      'Every day, 0.3 % of the valid turnover of your game rounds in the Games lobby comes back to you. Claim the day before’s rebate from 00:00 (UTC+8) each day.',
      '每天返还你在游戏大厅游戏局有效投注额的 0.3%。每天 00:00（UTC+8）起可领取前一天的返水。',
      'Mỗi ngày, 0,3 % doanh thu cược hợp lệ của các ván chơi trong sảnh Trò chơi được hoàn lại cho bạn. Nhận tiền hoàn của ngày hôm trước từ 00:00 (UTC+8) mỗi ngày.',
      'ทุกวัน คุณได้รับคืน 0.3% ของยอดเดิมพันที่มีผลจากรอบเกมในล็อบบี้เกม กดรับเงินคืนของวันก่อนหน้าได้ตั้งแต่ 00:00 (UTC+8) ทุกวัน',
    ),
  ],
  percent: '0.3',
  products: ['games'],
  every: 'day',
  maxPerPeriod: m(188, 650_000, 26),
});

const electronicActivity = rebate({
  slug: 'electronic-activity',
  category: 'games',
  period: { startDay: -45, endDay: 45 },
  audience: { membersOnly: true, minVipLevel: 3 },
  sort: 80,
  title: t(
    'VIP Games Rebate 0.4%',
    'VIP 游戏返水 0.4%',
    'Hoàn trả trò chơi VIP 0,4%',
    'คืนยอดเกม VIP 0.4%',
  ),
  subtitle: t(
    'For VIP 3 and above, paid weekly',
    'VIP 3 级及以上专享，每周发放',
    'Dành cho VIP 3 trở lên, trả hằng tuần',
    'สำหรับ VIP 3 ขึ้นไป จ่ายทุกสัปดาห์',
  ),
  image: 'games',
  body: [
    t(
      'Members at VIP level 3 or higher get 0.4 % of their weekly games turnover back, on top of the daily games rebate. Your level is checked when you claim.',
      'VIP 3 级及以上会员可获得每周游戏有效投注额 0.4% 的返水，可与每日游戏返水同时享有。领取时按你当时的等级核对。',
      'Hội viên VIP cấp 3 trở lên được hoàn 0,4 % doanh thu trò chơi mỗi tuần, cộng thêm với hoàn trả trò chơi hằng ngày. Cấp VIP được kiểm tra khi bạn nhận.',
      'สมาชิก VIP ระดับ 3 ขึ้นไปรับคืน 0.4% ของยอดเล่นเกมรายสัปดาห์ เพิ่มจากเงินคืนเกมรายวัน ระดับจะถูกตรวจสอบตอนกดรับ',
    ),
  ],
  percent: '0.4',
  products: ['games'],
  every: 'week',
  maxPerPeriod: m(1_288, 4_500_000, 180),
});

// ---------------------------------------------------------------------------------------------
// Leaderboards

/** Prize ladders: place 1, 2, … in CNY, VND and USD (USDT as USD). */
function ladder(cny: readonly number[], vnd: readonly number[], usd: readonly number[]) {
  return cny.map((c, i) => m(c, vnd[i]!, usd[i]!));
}

const LADDER_10 = ladder(
  [3_888, 1_888, 888, 588, 388, 288, 188, 128, 88, 58],
  [
    13_000_000, 6_500_000, 3_000_000, 2_000_000, 1_300_000, 1_000_000, 650_000, 450_000, 300_000,
    200_000,
  ],
  [550, 270, 128, 85, 55, 40, 27, 18, 12, 8],
);
const LADDER_5 = ladder(
  [1_288, 688, 388, 188, 88],
  [4_500_000, 2_400_000, 1_300_000, 650_000, 300_000],
  [180, 98, 55, 27, 12],
);
const LADDER_3 = ladder([588, 288, 128], [2_000_000, 1_000_000, 450_000], [85, 40, 18]);

const gameActivity = leaderboard({
  slug: 'game-activity',
  category: 'games',
  period: { startDay: -5, endDay: 9 },
  sort: 90,
  title: t(
    'Two-Week Games Race',
    '双周游戏排行赛',
    'Đua top trò chơi 2 tuần',
    'แข่งอันดับเกม 2 สัปดาห์',
  ),
  subtitle: t(
    'Top 5 by games turnover share the prizes',
    '游戏投注额前 5 名瓜分奖金',
    'Top 5 doanh thu trò chơi nhận thưởng',
    '5 อันดับแรกตามยอดเล่นเกมรับรางวัล',
  ),
  image: 'leaderboard',
  body: [
    t(
      'For fourteen days, every game round you play in the Games lobby counts towards your place on the board. The five members with the highest valid turnover when it closes win the prizes below.',
      '活动为期十四天，你在游戏大厅玩的每一局都计入排名。活动结束时有效投注额最高的五位会员获得下列奖金。',
      'Trong mười bốn ngày, mỗi ván chơi trong sảnh Trò chơi đều được tính vào thứ hạng của bạn. Năm hội viên có doanh thu cược hợp lệ cao nhất khi kết thúc nhận các giải bên dưới.',
      'ตลอดสิบสี่วัน ทุกรอบเกมที่คุณเล่นในล็อบบี้เกมนับเป็นอันดับของคุณ ห้าสมาชิกที่มียอดเดิมพันที่มีผลสูงสุดเมื่อปิดกิจกรรมได้รับรางวัลด้านล่าง',
    ),
  ],
  products: ['games'],
  prizes: LADDER_5,
});

const gameActivityArgentina = leaderboard({
  slug: 'game-activity-argentina',
  category: 'games',
  period: { startDay: -52, endDay: -38 },
  sort: 400,
  title: t(
    'Buenos Aires Games Nights',
    '布宜诺斯艾利斯游戏夜',
    'Đêm trò chơi Buenos Aires',
    'ค่ำคืนเกมบัวโนสไอเรส',
  ),
  subtitle: t(
    'Ended: the final top 3 by games turnover',
    '已结束：游戏投注额最终前 3 名',
    'Đã kết thúc: top 3 doanh thu trò chơi chung cuộc',
    'จบแล้ว: 3 อันดับสุดท้ายตามยอดเล่นเกม',
  ),
  image: 'games',
  body: [
    t(
      'Our two-week games race in the colours of Argentina has finished. The final ranking is below, and the prizes were paid to the winners’ wallets when it closed.',
      '以阿根廷为主题的两周游戏排行赛已经结束。最终排名如下，奖金已在活动结束时存入获奖者钱包。',
      'Cuộc đua trò chơi hai tuần mang sắc màu Argentina đã kết thúc. Bảng xếp hạng chung cuộc ở bên dưới, giải thưởng đã được cộng vào ví người thắng khi chương trình khép lại.',
      'การแข่งอันดับเกมสองสัปดาห์ในธีมอาร์เจนตินาจบแล้ว อันดับสุดท้ายอยู่ด้านล่าง และรางวัลได้โอนเข้ากระเป๋าเงินของผู้ชนะเมื่อปิดกิจกรรม',
    ),
  ],
  products: ['games'],
  prizes: LADDER_3,
});

const royalActivity = leaderboard({
  slug: 'royal-activity',
  category: 'vip',
  period: { startDay: -10, endDay: 20 },
  audience: { membersOnly: true, minVipLevel: 7 },
  sort: 100,
  title: t('Royal Club Race', '皇家俱乐部排行赛', 'Đua top CLB Hoàng gia', 'ศึกจัดอันดับรอยัลคลับ'),
  subtitle: t(
    'For VIP 7 and above: a month-long ranking',
    'VIP 7 级及以上专享：为期一个月的排行',
    'Dành cho VIP 7 trở lên: xếp hạng kéo dài một tháng',
    'สำหรับ VIP 7 ขึ้นไป: จัดอันดับตลอดหนึ่งเดือน',
  ),
  image: 'vip',
  body: [
    t(
      'A thirty-day ranking for our gold and black-gold members. Sportsbook bets and games both count, and the top five are rewarded when it closes.',
      '为黄金和黑金会员举办的三十天排行赛。体育投注和游戏均计入，结束时前五名获得奖励。',
      'Bảng xếp hạng ba mươi ngày dành cho hội viên hạng vàng và vàng đen. Cả cược thể thao và trò chơi đều được tính, năm người dẫn đầu nhận thưởng khi kết thúc.',
      'การจัดอันดับสามสิบวันสำหรับสมาชิกระดับทองและแบล็กโกลด์ นับทั้งการเดิมพันกีฬาและเกม ห้าอันดับแรกได้รับรางวัลเมื่อปิดกิจกรรม',
    ),
  ],
  rules: [
    t(
      'Only turnover placed while you are at VIP level 7 or higher counts.',
      '仅计算你处于 VIP 7 级及以上期间的投注额。',
      'Chỉ tính doanh thu cược phát sinh khi bạn ở cấp VIP 7 trở lên.',
      'นับเฉพาะยอดเดิมพันขณะที่คุณอยู่ระดับ VIP 7 ขึ้นไป',
    ),
  ],
  products: ['sports', 'games'],
  prizes: ladder(
    [18_888, 8_888, 5_888, 3_888, 1_888],
    [66_000_000, 30_000_000, 20_000_000, 13_000_000, 6_500_000],
    [2_700, 1_280, 840, 550, 270],
  ),
});

const monthlyActivity = leaderboard({
  slug: 'monthly-activity',
  category: 'sports',
  period: { startDay: -12, endDay: 19 },
  sort: 110,
  title: t(
    'Monthly Turnover Race',
    '月度流水排行',
    'Đua top doanh thu tháng',
    'แข่งอันดับยอดเทิร์นรายเดือน',
  ),
  subtitle: t(
    'Sportsbook and games, top 10 rewarded',
    '体育与游戏同计，前 10 名获奖',
    'Thể thao và trò chơi, top 10 nhận thưởng',
    'นับทั้งกีฬาและเกม 10 อันดับแรกได้รางวัล',
  ),
  image: 'leaderboard',
  body: [
    t(
      'This month’s ranking counts every settled sportsbook bet and game round. Check your place any time on this page; the top ten when the month closes share the prizes below.',
      '本月排行计算所有已结算的体育注单和游戏局。你可以随时在本页面查看名次，月底结束时前十名获得下列奖金。',
      'Bảng xếp hạng tháng này tính mọi vé cược thể thao và ván chơi đã thanh toán. Xem thứ hạng bất cứ lúc nào trên trang này; mười người dẫn đầu khi tháng khép lại nhận các giải bên dưới.',
      'อันดับเดือนนี้นับทุกบิลกีฬาและรอบเกมที่ชำระผลแล้ว ดูอันดับได้ทุกเมื่อในหน้านี้ สิบอันดับแรกเมื่อสิ้นเดือนได้รับรางวัลด้านล่าง',
    ),
  ],
  products: ['sports', 'games'],
  prizes: LADDER_10,
});

const flow61Activity = leaderboard({
  slug: '61flow-activity',
  category: 'sports',
  period: { startDay: -70, endDay: -60 },
  sort: 410,
  title: t('6·1 Turnover Sprint', '6·1 流水冲刺', 'Nước rút doanh thu 6·1', 'สปรินต์ยอดเทิร์น 6·1'),
  subtitle: t(
    'Ended: the final top 5',
    '已结束：最终前 5 名',
    'Đã kết thúc: top 5 chung cuộc',
    'จบแล้ว: 5 อันดับสุดท้าย',
  ),
  image: 'leaderboard',
  body: [
    t(
      'A ten-day sprint on sportsbook and games turnover. It has closed: the final ranking is below and the prizes have been paid.',
      '为期十天的体育与游戏流水冲刺赛已经结束，最终排名如下，奖金已派发。',
      'Cuộc đua nước rút mười ngày về doanh thu thể thao và trò chơi đã khép lại: bảng xếp hạng chung cuộc ở bên dưới và giải thưởng đã được trả.',
      'สปรินต์สิบวันสำหรับยอดเดิมพันกีฬาและเกมปิดแล้ว อันดับสุดท้ายอยู่ด้านล่าง และจ่ายรางวัลเรียบร้อยแล้ว',
    ),
  ],
  products: ['sports', 'games'],
  prizes: LADDER_5,
});

const americaActivity = leaderboard({
  slug: 'america-activity',
  category: 'sports',
  period: { startDay: -8, endDay: 30 },
  sort: 120,
  title: t(
    'American Season Race',
    '美洲赛季排行赛',
    'Đua top mùa giải châu Mỹ',
    'ศึกจัดอันดับฤดูกาลอเมริกา',
  ),
  subtitle: t(
    'Sportsbook turnover over the season, top 5 win',
    '赛季期间体育投注额前 5 名获奖',
    'Doanh thu cược thể thao cả mùa, top 5 nhận thưởng',
    'ยอดเดิมพันกีฬาตลอดฤดูกาล 5 อันดับแรกได้รางวัล',
  ),
  image: 'sports',
  body: [
    t(
      'American football, baseball and basketball are all in season. Every settled sportsbook bet counts towards this ranking, whichever sport it is on; see the American football schedule for the fixtures.',
      '美式橄榄球、棒球和篮球赛季同时进行。无论哪个项目，所有已结算的体育注单都计入排名；赛程请见美式橄榄球赛程页面。',
      'Bóng bầu dục Mỹ, bóng chày và bóng rổ đều đang vào mùa. Mọi vé cược thể thao đã thanh toán đều được tính vào bảng xếp hạng, bất kể môn nào; xem lịch thi đấu ở trang lịch bóng bầu dục Mỹ.',
      'อเมริกันฟุตบอล เบสบอล และบาสเกตบอลอยู่ในฤดูกาลพร้อมกัน ทุกบิลกีฬาที่ชำระผลแล้วนับเข้าอันดับไม่ว่ากีฬาใด ดูโปรแกรมได้ที่หน้าตารางอเมริกันฟุตบอล',
    ),
  ],
  products: ['sports'],
  prizes: LADDER_5,
});

const goldMedalActivity = leaderboard({
  slug: 'goldMedal-Activity',
  category: 'sports',
  period: { startDay: -40, endDay: -22 },
  sort: 420,
  title: t('Gold Medal Race', '金牌排行赛', 'Đua huy chương vàng', 'ศึกล่าเหรียญทอง'),
  subtitle: t(
    'Ended: gold, silver and bronze',
    '已结束：金、银、铜三名',
    'Đã kết thúc: vàng, bạc và đồng',
    'จบแล้ว: ทอง เงิน และทองแดง',
  ),
  image: 'leaderboard',
  body: [
    t(
      'During the Summer Games we ranked sportsbook turnover and awarded a gold, silver and bronze prize. The race has ended; the podium is below.',
      '夏季运动会期间，我们按体育投注额排名，颁发金、银、铜三项奖金。比赛已结束，领奖台名单如下。',
      'Trong Đại hội Thể thao Mùa hè, chúng tôi xếp hạng doanh thu cược thể thao và trao giải vàng, bạc, đồng. Cuộc đua đã kết thúc; bục vinh quang ở bên dưới.',
      'ช่วงมหกรรมกีฬาฤดูร้อน เราจัดอันดับยอดเดิมพันกีฬาและมอบรางวัลทอง เงิน ทองแดง การแข่งจบแล้ว ผู้ขึ้นโพเดียมอยู่ด้านล่าง',
    ),
  ],
  products: ['sports'],
  prizes: LADDER_3,
});

const valentineDay = leaderboard({
  slug: 'Valentine-Day',
  category: 'festival',
  period: { startDay: -60, endDay: -53 },
  sort: 430,
  title: t(
    'Valentine’s Week Race',
    '情人节周排行',
    'Đua top tuần Valentine',
    'ศึกจัดอันดับสัปดาห์วาเลนไทน์',
  ),
  subtitle: t(
    'Ended: prizes of 1314, 520 and 214',
    '已结束：1314、520、214 三档奖金',
    'Đã kết thúc: giải 1314, 520 và 214',
    'จบแล้ว: รางวัล 1314, 520 และ 214',
  ),
  image: 'festival',
  body: [
    t(
      'A week-long games ranking for Valentine’s, with prizes of 1314, 520 and 214 in yuan and matching amounts in the other currencies. It has ended; the final ranking is below.',
      '情人节一周游戏排行赛，奖金为 1314、520 和 214 元，其他币种为相应金额。活动已结束，最终排名如下。',
      'Bảng xếp hạng trò chơi một tuần dịp Valentine, giải 1314, 520 và 214 nhân dân tệ cùng mức tương ứng ở các loại tiền khác. Chương trình đã kết thúc; bảng xếp hạng chung cuộc ở bên dưới.',
      'การจัดอันดับเกมหนึ่งสัปดาห์ช่วงวาเลนไทน์ รางวัล 1314, 520 และ 214 หยวน และยอดเทียบเท่าในสกุลเงินอื่น กิจกรรมจบแล้ว อันดับสุดท้ายอยู่ด้านล่าง',
    ),
  ],
  products: ['games'],
  prizes: ladder([1_314, 520, 214], [4_500_000, 1_800_000, 750_000], [188, 75, 30]),
});

const fiveMajorLeagues2 = leaderboard({
  slug: 'Five-Major-Leagues2',
  category: 'sports',
  period: { startDay: -2, endDay: 26 },
  sort: 130,
  title: t(
    'Big Leagues Turnover Race',
    '五大联赛流水榜',
    'Đua doanh thu giải lớn',
    'ศึกยอดเทิร์นลีกใหญ่',
  ),
  subtitle: t(
    'Four weeks of football, top 10 win',
    '四周足球盛宴，前 10 名获奖',
    'Bốn tuần bóng đá, top 10 nhận thưởng',
    'ฟุตบอลสี่สัปดาห์ 10 อันดับแรกได้รางวัล',
  ),
  image: 'sports',
  body: [
    t(
      'The league season is in full swing. For four weeks we rank sportsbook turnover, and the top ten share the prizes when it closes. The fixtures are on the big leagues schedule page.',
      '联赛赛季如火如荼。四周内我们按体育投注额排名，活动结束时前十名瓜分奖金。赛程请见五大联赛赛程页面。',
      'Mùa giải đang vào giai đoạn sôi động. Trong bốn tuần, chúng tôi xếp hạng doanh thu cược thể thao và mười người dẫn đầu chia giải khi kết thúc. Lịch thi đấu ở trang lịch các giải lớn.',
      'ฤดูกาลลีกกำลังเข้มข้น ตลอดสี่สัปดาห์เราจัดอันดับยอดเดิมพันกีฬา และสิบอันดับแรกแบ่งรางวัลเมื่อปิดกิจกรรม ดูโปรแกรมได้ที่หน้าตารางลีกใหญ่',
    ),
  ],
  rules: [
    t(
      'Every settled sportsbook bet counts, on any sport or league.',
      '所有已结算的体育注单均计入，不限项目和联赛。',
      'Mọi vé cược thể thao đã thanh toán đều được tính, ở bất kỳ môn hay giải nào.',
      'นับทุกบิลกีฬาที่ชำระผลแล้ว ทุกกีฬาและทุกลีก',
    ),
  ],
  products: ['sports'],
  prizes: LADDER_10,
});

const chessCardChallenge = leaderboard({
  slug: 'Chess-Card-Challenge',
  category: 'games',
  period: { startDay: -4, endDay: 10 },
  sort: 140,
  title: t('Table Games Challenge', '棋牌挑战赛', 'Thử thách bàn chơi', 'ชาเลนจ์เกมโต๊ะ'),
  subtitle: t(
    'Two weeks, top 3 by games turnover',
    '为期两周，游戏投注额前 3 名获奖',
    'Hai tuần, top 3 doanh thu trò chơi',
    'สองสัปดาห์ 3 อันดับแรกตามยอดเล่นเกม',
  ),
  image: 'games',
  body: [
    t(
      'Dice, cards and every other game in the Games lobby count towards this two-week challenge. The three members with the highest valid turnover when it closes win.',
      '骰子、纸牌以及游戏大厅中的所有游戏都计入这项为期两周的挑战。结束时有效投注额最高的三位会员获胜。',
      'Xúc xắc, bài và mọi trò chơi khác trong sảnh Trò chơi đều được tính cho thử thách hai tuần này. Ba hội viên có doanh thu cược hợp lệ cao nhất khi kết thúc sẽ thắng.',
      'ลูกเต๋า ไพ่ และทุกเกมในล็อบบี้เกมนับเข้าชาเลนจ์สองสัปดาห์นี้ สามสมาชิกที่มียอดเดิมพันที่มีผลสูงสุดเมื่อปิดกิจกรรมเป็นผู้ชนะ',
    ),
  ],
  products: ['games'],
  prizes: LADDER_3,
});

const gloryActivity = leaderboard({
  slug: 'glory-activity',
  category: 'sports',
  period: { startDay: -20, endDay: 70 },
  sort: 150,
  title: t('Season of Glory', '荣耀赛季', 'Mùa giải Vinh quang', 'ฤดูกาลแห่งเกียรติยศ'),
  subtitle: t(
    'A 90-day ranking, top 10 rewarded',
    '为期 90 天的排行，前 10 名获奖',
    'Xếp hạng 90 ngày, top 10 nhận thưởng',
    'จัดอันดับ 90 วัน 10 อันดับแรกได้รางวัล',
  ),
  image: 'leaderboard',
  body: [
    t(
      'Our longest ranking: ninety days of sportsbook bets and games. There is no rush — a steady pace counts as much as a busy week, and the board is here whenever you want to look.',
      '我们持续时间最长的排行：九十天的体育投注和游戏。无需急于一时，稳定参与与某一周的集中投注同样计入，你可以随时查看排名。',
      'Bảng xếp hạng dài nhất của chúng tôi: chín mươi ngày cược thể thao và trò chơi. Không cần vội — chơi đều đặn cũng được tính như một tuần sôi nổi, và bạn có thể xem bảng bất cứ lúc nào.',
      'การจัดอันดับที่ยาวที่สุดของเรา: เก้าสิบวันของการเดิมพันกีฬาและเกม ไม่ต้องรีบ เล่นสม่ำเสมอก็นับเท่ากับสัปดาห์ที่เล่นมาก และดูอันดับได้ทุกเมื่อ',
    ),
  ],
  products: ['sports', 'games'],
  prizes: LADDER_10,
});

const nationalActivity = leaderboard({
  slug: 'national-activity',
  category: 'sports',
  period: { startDay: 4, endDay: 18 },
  sort: 300,
  title: t('Nations Cup Race', '国家杯排行赛', 'Đua top Cúp Quốc gia', 'ศึกจัดอันดับเนชันส์คัพ'),
  subtitle: t(
    'Starts soon: two weeks of sportsbook ranking',
    '即将开始：为期两周的体育投注排行',
    'Sắp bắt đầu: hai tuần xếp hạng cược thể thao',
    'เร็ว ๆ นี้: จัดอันดับเดิมพันกีฬาสองสัปดาห์',
  ),
  image: 'tournament',
  body: [
    t(
      'When the national sides meet, we rank sportsbook turnover for two weeks. The top five win. The countdown shows when it opens; nothing you bet before then counts.',
      '国家队交锋之际，我们将进行为期两周的体育投注额排行，前五名获奖。倒计时显示开始时间，开始前的投注不计入。',
      'Khi các đội tuyển quốc gia gặp nhau, chúng tôi xếp hạng doanh thu cược thể thao trong hai tuần. Top năm nhận thưởng. Đồng hồ đếm ngược cho biết khi nào bắt đầu; cược trước đó không được tính.',
      'เมื่อทีมชาติลงสนาม เราจัดอันดับยอดเดิมพันกีฬาสองสัปดาห์ ห้าอันดับแรกได้รางวัล นับถอยหลังบอกเวลาเริ่ม และการเดิมพันก่อนหน้านั้นไม่นับ',
    ),
  ],
  products: ['sports'],
  prizes: LADDER_5,
});

// ---------------------------------------------------------------------------------------------
// Festivals

const feastActivity = leaderboard({
  slug: 'feast-activity',
  category: 'festival',
  period: { startDay: 45, endDay: 60 },
  sort: 310,
  title: t('Lunar New Year Feast', '新春盛宴', 'Đại tiệc Tết Nguyên đán', 'ฉลองตรุษจีน'),
  subtitle: t(
    'Coming soon: a 15-day ranking, top 8 rewarded',
    '即将开始：15 天排行，前 8 名获奖',
    'Sắp diễn ra: xếp hạng 15 ngày, top 8 nhận thưởng',
    'เร็ว ๆ นี้: จัดอันดับ 15 วัน 8 อันดับแรกได้รางวัล',
  ),
  image: 'festival',
  body: [
    t(
      'We celebrate the new year with a fifteen-day ranking across the sportsbook and games, and eight prizes, the first of 8,888 yuan (or its equivalent in your currency). Enjoy the holiday with family first — the board will still be here.',
      '我们以横跨体育投注和游戏的十五天排行庆祝新年，共设八项奖金，最高 8,888 元（其他币种为等值金额）。节日里先陪伴家人，排行榜一直都在。',
      'Chúng tôi mừng năm mới với bảng xếp hạng mười lăm ngày cho cả cược thể thao và trò chơi, tám giải thưởng cao nhất 8.888 nhân dân tệ (hoặc mức tương đương theo loại tiền của bạn). Hãy dành ngày Tết cho gia đình trước — bảng xếp hạng vẫn ở đây.',
      'เราฉลองปีใหม่ด้วยการจัดอันดับสิบห้าวันทั้งกีฬาและเกม รางวัลแปดรางวัล สูงสุด 8,888 หยวน (หรือเทียบเท่าในสกุลเงินของคุณ) ใช้เวลาช่วงเทศกาลกับครอบครัวก่อน อันดับยังรออยู่ตรงนี้',
    ),
  ],
  products: ['sports', 'games'],
  prizes: ladder(
    [8_888, 3_888, 1_888, 888, 588, 388, 288, 188],
    [30_000_000, 13_000_000, 6_500_000, 3_000_000, 2_000_000, 1_300_000, 1_000_000, 650_000],
    [1_280, 550, 270, 128, 85, 55, 40, 27],
  ),
});

const singlesDay = leaderboard({
  slug: 'singlesDay-activity',
  category: 'festival',
  period: { startDay: -18, endDay: -13 },
  sort: 440,
  title: t('11.11 Games Race', '双十一游戏排行', 'Đua top trò chơi 11.11', 'ศึกจัดอันดับเกม 11.11'),
  subtitle: t(
    'Ended: the final top 5',
    '已结束：最终前 5 名',
    'Đã kết thúc: top 5 chung cuộc',
    'จบแล้ว: 5 อันดับสุดท้าย',
  ),
  image: 'festival',
  body: [
    t(
      'Five days of games around 11 November, with a first prize of 1,111 yuan or its equivalent. It has ended; the final ranking and the paid prizes are below.',
      '围绕 11 月 11 日举办的五天游戏排行，头奖 1,111 元或等值金额。活动已结束，最终排名和已派发奖金如下。',
      'Năm ngày trò chơi quanh ngày 11 tháng 11, giải nhất 1.111 nhân dân tệ hoặc mức tương đương. Chương trình đã kết thúc; bảng xếp hạng chung cuộc và giải đã trả ở bên dưới.',
      'ห้าวันของเกมช่วงวันที่ 11 พฤศจิกายน รางวัลที่หนึ่ง 1,111 หยวนหรือเทียบเท่า กิจกรรมจบแล้ว อันดับสุดท้ายและรางวัลที่จ่ายแล้วอยู่ด้านล่าง',
    ),
  ],
  products: ['games'],
  prizes: ladder(
    [1_111, 511, 311, 111, 111],
    [3_900_000, 1_800_000, 1_100_000, 390_000, 390_000],
    [159, 73, 44, 16, 16],
  ),
});

const christmas = leaderboard({
  slug: 'christmas-activities',
  category: 'festival',
  period: { startDay: 22, endDay: 33 },
  sort: 320,
  title: t('Christmas Leaderboard', '圣诞排行榜', 'Bảng xếp hạng Giáng sinh', 'ลีดเดอร์บอร์ดคริสต์มาส'),
  subtitle: t(
    'Coming soon: 11 festive days, top 5 rewarded',
    '即将开始：11 天节日排行，前 5 名获奖',
    'Sắp diễn ra: 11 ngày lễ hội, top 5 nhận thưởng',
    'เร็ว ๆ นี้: 11 วันแห่งเทศกาล 5 อันดับแรกได้รางวัล',
  ),
  image: 'festival',
  body: [
    t(
      'From the run-up to Christmas to the new year, sportsbook bets and games count towards a festive ranking with five prizes. The countdown shows when it opens.',
      '从圣诞前夕到新年，体育投注和游戏均计入节日排行，共设五项奖金。倒计时显示开始时间。',
      'Từ những ngày trước Giáng sinh đến năm mới, cược thể thao và trò chơi được tính vào bảng xếp hạng lễ hội với năm giải thưởng. Đồng hồ đếm ngược cho biết khi nào bắt đầu.',
      'ตั้งแต่ก่อนคริสต์มาสจนถึงปีใหม่ การเดิมพันกีฬาและเกมนับเข้าการจัดอันดับเทศกาล มีห้ารางวัล นับถอยหลังบอกเวลาเริ่ม',
    ),
  ],
  products: ['sports', 'games'],
  prizes: ladder(
    [2_512, 1_225, 625, 312, 125],
    [8_800_000, 4_300_000, 2_200_000, 1_100_000, 440_000],
    [360, 175, 89, 45, 18],
  ),
});

const midAutumn = signIn({
  slug: 'Mid-Autumn-Festival',
  category: 'festival',
  period: { startDay: -75, endDay: -70 },
  sort: 450,
  title: t('Mid-Autumn Check-in', '中秋签到', 'Điểm danh Trung thu', 'เช็กอินไหว้พระจันทร์'),
  subtitle: t(
    'Ended: five nights under the full moon',
    '已结束：月圆五夜',
    'Đã kết thúc: năm đêm trăng rằm',
    'จบแล้ว: ห้าคืนใต้จันทร์เต็มดวง',
  ),
  image: 'festival',
  body: [
    t(
      'Over the five days of the festival, members signed in once a day for a small reward that grew each night. The festival has passed; see you at the next full moon.',
      '中秋五天里，会员每天签到一次即可领取逐日增加的小额奖励。节日已过，下个月圆再会。',
      'Trong năm ngày lễ, hội viên điểm danh mỗi ngày một lần để nhận phần thưởng nhỏ tăng dần mỗi đêm. Lễ hội đã qua; hẹn gặp lại vào mùa trăng tới.',
      'ตลอดห้าวันของเทศกาล สมาชิกเช็กอินวันละครั้งรับรางวัลเล็ก ๆ ที่เพิ่มขึ้นทุกคืน เทศกาลผ่านไปแล้ว พบกันใหม่คืนจันทร์เต็มดวงครั้งหน้า',
    ),
  ],
  dailyRewards: [
    m(2, 7_000, '0.30'),
    m(3, 10_000, '0.45'),
    m(5, 18_000, '0.70'),
    m(8, 28_000, '1.20'),
    m(15, 50_000, 2),
  ],
});

const nationalDay = signIn({
  slug: 'national-day-activity',
  category: 'festival',
  period: { startDay: -58, endDay: -51 },
  sort: 460,
  title: t('Golden Week Check-in', '黄金周签到', 'Điểm danh Tuần lễ vàng', 'เช็กอินโกลเด้นวีก'),
  subtitle: t(
    'Ended: seven days of the national holiday',
    '已结束：国庆假期七天',
    'Đã kết thúc: bảy ngày nghỉ lễ Quốc khánh',
    'จบแล้ว: เจ็ดวันของวันหยุดชาติ',
  ),
  image: 'festival',
  body: [
    t(
      'For the seven days of the national holiday, a daily check-in paid a reward that rose through the week. The holiday is over and the calendar is closed.',
      '国庆假期七天，每日签到领取逐日递增的奖励。假期已结束，签到日历已关闭。',
      'Trong bảy ngày nghỉ lễ Quốc khánh, điểm danh mỗi ngày nhận phần thưởng tăng dần trong tuần. Kỳ nghỉ đã kết thúc và lịch điểm danh đã đóng.',
      'ตลอดเจ็ดวันของวันหยุดชาติ การเช็กอินรายวันให้รางวัลที่เพิ่มขึ้นตลอดสัปดาห์ วันหยุดจบแล้วและปฏิทินปิดแล้ว',
    ),
  ],
  dailyRewards: [
    m(1, 3_000, '0.15'),
    m(2, 7_000, '0.30'),
    m(3, 10_000, '0.45'),
    m(5, 18_000, '0.70'),
    m(5, 18_000, '0.70'),
    m(8, 28_000, '1.20'),
    m(10, 35_000, '1.50'),
  ],
});

const olympicCheck = signIn({
  slug: 'olympicCheck-Activity',
  category: 'sports',
  period: { startDay: -40, endDay: -22 },
  sort: 470,
  title: t(
    'Summer Games Check-in',
    '夏季运动会签到',
    'Điểm danh Thế vận hội Hè',
    'เช็กอินมหกรรมกีฬาฤดูร้อน',
  ),
  subtitle: t(
    'Ended: a daily check-in through the Games',
    '已结束：运动会期间每日签到',
    'Đã kết thúc: điểm danh mỗi ngày suốt Đại hội',
    'จบแล้ว: เช็กอินทุกวันตลอดมหกรรม',
  ),
  image: 'sign-in',
  body: [
    t(
      'While the Summer Games ran, members checked in daily for a reward that grew over seven days. The Games have ended; the volleyball results stay on the Summer Games page.',
      '夏季运动会期间，会员每日签到可领取七天逐日递增的奖励。运动会已结束，排球赛果仍可在夏季运动会页面查看。',
      'Trong thời gian Đại hội Thể thao Mùa hè, hội viên điểm danh mỗi ngày nhận phần thưởng tăng dần trong bảy ngày. Đại hội đã kết thúc; kết quả bóng chuyền vẫn có ở trang Đại hội Thể thao Mùa hè.',
      'ระหว่างมหกรรมกีฬาฤดูร้อน สมาชิกเช็กอินทุกวันรับรางวัลที่เพิ่มขึ้นตลอดเจ็ดวัน มหกรรมจบแล้ว ผลวอลเลย์บอลยังดูได้ที่หน้ามหกรรมกีฬาฤดูร้อน',
    ),
  ],
  dailyRewards: [
    m(1, 3_000, '0.15'),
    m(1, 3_000, '0.15'),
    m(2, 7_000, '0.30'),
    m(3, 10_000, '0.45'),
    m(3, 10_000, '0.45'),
    m(5, 18_000, '0.70'),
    m(8, 28_000, '1.20'),
  ],
});

// ---------------------------------------------------------------------------------------------
// Tournament schedules (leagues of the simulated sports feed, apps/server/src/sports/names.ts)

const fiveMajorLeagues = tournament({
  slug: 'Five-Major-Leagues',
  category: 'sports',
  period: { startDay: -30, endDay: 60 },
  sort: 160,
  title: t('Big Leagues Schedule', '五大联赛赛程', 'Lịch các giải lớn', 'ตารางแข่งลีกใหญ่'),
  subtitle: t(
    'Premier Division and Continental Cup fixtures',
    '超级联赛与洲际杯赛程',
    'Lịch Giải Ngoại hạng và Cúp Châu lục',
    'โปรแกรมพรีเมียร์ดิวิชั่นและคอนติเนนตัลคัพ',
  ),
  image: 'tournament',
  body: [
    t(
      'Every fixture and result of the football season’s top competitions in one place. Tap a match to see its markets in the sportsbook.',
      '足球赛季顶级赛事的所有赛程和赛果集中展示。点击比赛即可在体育投注中查看其盘口。',
      'Mọi lịch thi đấu và kết quả của các giải bóng đá hàng đầu mùa này ở cùng một nơi. Bấm vào trận đấu để xem kèo trên trang thể thao.',
      'รวมโปรแกรมและผลการแข่งขันทุกนัดของรายการฟุตบอลชั้นนำในฤดูกาลไว้ที่เดียว แตะที่คู่แข่งขันเพื่อดูตลาดในหน้ากีฬา',
    ),
  ],
  sportId: 1,
  leagues: ['Premier Division', 'Continental Cup'],
  leagueWords: t(
    'the Premier Division and the Continental Cup',
    '超级联赛和洲际杯',
    'Giải Ngoại hạng và Cúp Châu lục',
    'พรีเมียร์ดิวิชั่นและคอนติเนนตัลคัพ',
  ),
});

const scheduleDisplay = tournament({
  slug: 'schedule-display',
  category: 'sports',
  period: { startDay: -15, endDay: 45 },
  sort: 170,
  title: t('Basketball Schedule', '篮球赛程', 'Lịch bóng rổ', 'ตารางแข่งบาสเกตบอล'),
  subtitle: t(
    'Pro League and Asia Cup, fixtures and results',
    '职业联赛与亚洲杯赛程赛果',
    'Giải Nhà nghề và Cúp châu Á: lịch và kết quả',
    'โปรแกรมและผลโปรลีกกับเอเชียคัพ',
  ),
  image: 'tournament',
  body: [
    t(
      'Upcoming tip-offs and final scores of the Pro Basketball League and the Asia Basketball Cup, updated from our sports feed as games finish.',
      '职业篮球联赛和亚洲篮球杯的即将开赛场次与最终比分，比赛结束后由体育数据源更新。',
      'Các trận sắp diễn ra và tỷ số chung cuộc của Giải Bóng rổ Nhà nghề và Cúp Bóng rổ châu Á, cập nhật từ nguồn dữ liệu thể thao khi trận đấu kết thúc.',
      'เกมที่กำลังจะเริ่มและสกอร์สุดท้ายของลีกบาสเกตบอลอาชีพและเอเชียบาสเกตบอลคัพ อัปเดตจากแหล่งข้อมูลกีฬาเมื่อจบเกม',
    ),
  ],
  sportId: 3,
  leagues: ['Pro Basketball League', 'Asia Basketball Cup'],
  leagueWords: t(
    'the Pro Basketball League and the Asia Basketball Cup',
    '职业篮球联赛和亚洲篮球杯',
    'Giải Bóng rổ Nhà nghề và Cúp Bóng rổ châu Á',
    'ลีกบาสเกตบอลอาชีพและเอเชียบาสเกตบอลคัพ',
  ),
});

const americaSchedule = tournament({
  slug: 'america-schedule',
  category: 'sports',
  period: { startDay: -8, endDay: 30 },
  sort: 180,
  title: t(
    'American Football Schedule',
    '美式橄榄球赛程',
    'Lịch bóng bầu dục Mỹ',
    'ตารางอเมริกันฟุตบอล',
  ),
  subtitle: t(
    'Pro Football League and College Bowl',
    '职业联赛与大学碗',
    'Giải Nhà nghề và College Bowl',
    'ลีกอาชีพและคอลเลจโบวล์',
  ),
  image: 'tournament',
  body: [
    t(
      'Game days of the Pro Football League and the College Bowl, with kick-off times in UTC+8 and results as soon as they are final.',
      '职业美式橄榄球联赛和大学碗的比赛日程，开赛时间为 UTC+8，比赛结束后即时公布结果。',
      'Lịch thi đấu của Giải Bóng bầu dục Mỹ Nhà nghề và giải Bowl Đại học, giờ bóng lăn theo UTC+8 và kết quả ngay khi trận đấu kết thúc.',
      'วันแข่งของลีกอเมริกันฟุตบอลอาชีพและคอลเลจโบวล์ เวลาเริ่มแข่งเป็น UTC+8 และแสดงผลทันทีที่จบเกม',
    ),
  ],
  sportId: 6,
  leagues: ['Pro Football League', 'College Bowl'],
  leagueWords: t(
    'the Pro Football League and the College Bowl',
    '职业美式橄榄球联赛和大学碗',
    'Giải Bóng bầu dục Mỹ Nhà nghề và giải Bowl Đại học',
    'ลีกอเมริกันฟุตบอลอาชีพและคอลเลจโบวล์',
  ),
});

const olympicGames = tournament({
  slug: 'olympic-games',
  category: 'sports',
  period: { startDay: -40, endDay: -22 },
  sort: 480,
  title: t(
    'Summer Games Volleyball',
    '夏季运动会排球',
    'Bóng chuyền Đại hội Hè',
    'วอลเลย์บอลมหกรรมฤดูร้อน',
  ),
  subtitle: t(
    'Ended: every result of the national sides',
    '已结束：各国家队全部赛果',
    'Đã kết thúc: mọi kết quả của các đội tuyển',
    'จบแล้ว: ผลการแข่งขันทุกนัดของทีมชาติ',
  ),
  image: 'tournament',
  body: [
    t(
      'The national volleyball sides met in the Volleyball Nations League and the Asian Volleyball Championship during the Summer Games. The results are kept here.',
      '夏季运动会期间，各国家排球队在排球国家联赛和亚洲排球锦标赛中交锋，赛果保留在此。',
      'Các đội tuyển bóng chuyền quốc gia gặp nhau ở Giải Bóng chuyền các Quốc gia và Giải Vô địch Bóng chuyền châu Á trong Đại hội Thể thao Mùa hè. Kết quả được lưu tại đây.',
      'ทีมชาติวอลเลย์บอลพบกันในวอลเลย์บอลเนชันส์ลีกและวอลเลย์บอลชิงแชมป์เอเชียระหว่างมหกรรมกีฬาฤดูร้อน ผลการแข่งขันเก็บไว้ที่นี่',
    ),
  ],
  sportId: 13,
  leagues: ['Volleyball Nations League', 'Asian Volleyball Championship'],
  leagueWords: t(
    'the Volleyball Nations League and the Asian Volleyball Championship',
    '排球国家联赛和亚洲排球锦标赛',
    'Giải Bóng chuyền các Quốc gia và Giải Vô địch Bóng chuyền châu Á',
    'วอลเลย์บอลเนชันส์ลีกและวอลเลย์บอลชิงแชมป์เอเชีย',
  ),
});

const moneyball = tournament({
  slug: 'moneyball-activity',
  category: 'sports',
  period: { startDay: -20, endDay: 40 },
  sort: 190,
  title: t(
    'Moneyball Baseball Schedule',
    '魔球棒球赛程',
    'Lịch bóng chày Moneyball',
    'ตารางเบสบอลมันนี่บอล',
  ),
  subtitle: t(
    'Two baseball leagues, fixtures and results',
    '两大棒球联赛赛程赛果',
    'Hai giải bóng chày: lịch và kết quả',
    'โปรแกรมและผลเบสบอลสองลีก',
  ),
  image: 'tournament',
  body: [
    t(
      'For the numbers people: the Major Baseball League and the Pacific Baseball League, every first pitch and every final score, straight from our sports feed.',
      '献给数据爱好者：职业棒球大联盟和太平洋棒球联赛的每一场开赛与最终比分，直接来自体育数据源。',
      'Dành cho người mê số liệu: Giải Bóng chày Nhà nghề và Giải Bóng chày Thái Bình Dương, mọi cú ném đầu tiên và tỷ số chung cuộc, trực tiếp từ nguồn dữ liệu thể thao.',
      'สำหรับคนรักตัวเลข: เมเจอร์ลีกเบสบอลและลีกเบสบอลแปซิฟิก ทุกการขว้างแรกและสกอร์สุดท้าย จากแหล่งข้อมูลกีฬาของเราโดยตรง',
    ),
  ],
  sportId: 7,
  leagues: ['Major Baseball League', 'Pacific Baseball League'],
  leagueWords: t(
    'the Major Baseball League and the Pacific Baseball League',
    '职业棒球大联盟和太平洋棒球联赛',
    'Giải Bóng chày Nhà nghề và Giải Bóng chày Thái Bình Dương',
    'เมเจอร์ลีกเบสบอลและลีกเบสบอลแปซิฟิก',
  ),
});

const eSports = tournament({
  slug: 'eSports-activity',
  category: 'sports',
  period: { startDay: -10, endDay: 50 },
  sort: 200,
  title: t('eFootball Schedule', '电子足球赛程', 'Lịch bóng đá điện tử', 'ตารางอีฟุตบอล'),
  subtitle: t(
    'eFootball League and eFootball Battle',
    '电子足球联赛与电子足球对战',
    'Giải Bóng đá điện tử và Đại chiến',
    'ลีกอีฟุตบอลและอีฟุตบอลแบทเทิล',
  ),
  image: 'esports',
  body: [
    t(
      'Short matches around the clock: the fixtures and results of the eFootball League and eFootball Battle, with a link into each match.',
      '全天候短时比赛：电子足球联赛和电子足球对战的赛程与赛果，每场比赛均可直接进入。',
      'Các trận đấu ngắn suốt ngày đêm: lịch thi đấu và kết quả của Giải Bóng đá điện tử và Đại chiến Bóng đá điện tử, có đường dẫn vào từng trận.',
      'แมตช์สั้นตลอดวัน: โปรแกรมและผลของลีกอีฟุตบอลและอีฟุตบอลแบทเทิล พร้อมลิงก์เข้าแต่ละแมตช์',
    ),
  ],
  sportId: 177,
  leagues: ['eFootball League', 'eFootball Battle'],
  leagueWords: t(
    'the eFootball League and eFootball Battle',
    '电子足球联赛和电子足球对战',
    'Giải Bóng đá điện tử và Đại chiến Bóng đá điện tử',
    'ลีกอีฟุตบอลและอีฟุตบอลแบทเทิล',
  ),
});

// ---------------------------------------------------------------------------------------------
// Deposit offers

const USDT_ONLY: CampaignAudience = Object.freeze({
  membersOnly: true,
  currencies: Object.freeze(['USDT'] as const),
});

const USDT_WALLET_RULE = t(
  'Only deposits to a USDT wallet qualify. Send USDT on the network shown in the cashier; a deposit on another network may be lost and cannot earn the bonus.',
  '仅向 USDT 钱包的存款可参加。请使用收银台显示的网络转入 USDT，通过其他网络转账可能丢失，且不能获得奖金。',
  'Chỉ khoản nạp vào ví USDT được áp dụng. Gửi USDT qua mạng hiển thị trong mục nạp tiền; nạp qua mạng khác có thể bị mất và không được thưởng.',
  'เฉพาะการฝากเข้ากระเป๋า USDT เท่านั้น โอน USDT ผ่านเครือข่ายที่แสดงในหน้าแคชเชียร์ การโอนผ่านเครือข่ายอื่นอาจสูญหายและไม่ได้รับโบนัส',
);

const transactionActivity = depositMatch({
  slug: 'transaction-activity',
  category: 'sports',
  period: { startDay: -6, endDay: 22 },
  sort: 210,
  title: t('20% Reload Bonus', '20% 续存奖金', 'Thưởng nạp lại 20%', 'โบนัสฝากซ้ำ 20%'),
  subtitle: t(
    'One deposit this month, a 20% top-up',
    '本月一笔存款，加赠 20%',
    'Một lần nạp trong tháng, thưởng thêm 20%',
    'ฝากหนึ่งครั้งในเดือนนี้ รับเพิ่ม 20%',
  ),
  image: 'rebate',
  body: [
    t(
      'Already a member? Top up once while this offer runs and get a 20 % bonus on that deposit, up to the cap for your currency. The bonus plays on the sportsbook and in the Games lobby.',
      '已经是会员？活动期间存款一次，即可获得该笔存款 20% 的奖金，最高为你所用币种的上限。奖金可用于体育投注和游戏大厅。',
      'Đã là hội viên? Nạp tiền một lần trong thời gian ưu đãi và nhận thưởng 20 % khoản nạp đó, tối đa theo mức trần của loại tiền bạn dùng. Tiền thưởng dùng được cho cược thể thao và sảnh Trò chơi.',
      'เป็นสมาชิกอยู่แล้ว? ฝากหนึ่งครั้งระหว่างโปรโมชันนี้ รับโบนัส 20% ของยอดฝากนั้น สูงสุดตามเพดานของสกุลเงินคุณ ใช้โบนัสได้ทั้งหน้ากีฬาและล็อบบี้เกม',
    ),
  ],
  percent: '20',
  minDeposit: m(100, 300_000, 15),
  cap: m(388, 1_300_000, 58),
  wageringMultiple: 8,
  firstDepositOnly: false,
  qualifying: t(
    'A deposit made while the offer runs',
    '活动期间的存款',
    'Khoản nạp trong thời gian ưu đãi',
    'การฝากระหว่างโปรโมชัน',
  ),
});

const usdtActivity = depositMatch({
  slug: 'usdt-activity',
  category: 'newMembers',
  period: { startDay: -30, endDay: 60 },
  audience: USDT_ONLY,
  sort: 220,
  title: t(
    'USDT First Deposit 20%',
    'USDT 首存 20%',
    'Nạp USDT lần đầu 20%',
    'ฝาก USDT ครั้งแรก 20%',
  ),
  subtitle: t(
    'For USDT wallets: 20% on your first deposit',
    'USDT 钱包专享：首次存款加赠 20%',
    'Cho ví USDT: thưởng 20% lần nạp đầu',
    'สำหรับกระเป๋า USDT: โบนัส 20% ฝากแรก',
  ),
  image: 'usdt',
  body: [
    t(
      'If your wallet is in USDT, your first deposit earns a 20 % bonus up to 200 USDT. Deposits arrive after the network confirms them, usually within minutes.',
      '如果你的钱包币种为 USDT，首次存款可获得 20% 奖金，最高 200 USDT。存款在网络确认后到账，通常只需几分钟。',
      'Nếu ví của bạn bằng USDT, lần nạp đầu được thưởng 20 %, tối đa 200 USDT. Tiền nạp về ví sau khi mạng xác nhận, thường chỉ trong vài phút.',
      'หากกระเป๋าเงินของคุณเป็น USDT การฝากครั้งแรกรับโบนัส 20% สูงสุด 200 USDT ยอดฝากเข้าหลังเครือข่ายยืนยัน โดยปกติภายในไม่กี่นาที',
    ),
  ],
  rules: [USDT_WALLET_RULE],
  percent: '20',
  minDeposit: m(140, 500_000, 20),
  cap: m(1_400, 5_000_000, 200),
  wageringMultiple: 6,
  firstDepositOnly: true,
  qualifying: t(
    'Your first USDT deposit',
    '首次 USDT 存款',
    'Lần nạp USDT đầu tiên',
    'การฝาก USDT ครั้งแรก',
  ),
});

const usdtActivity2 = depositMatch({
  slug: 'usdt-activity2',
  category: 'vip',
  period: { startDay: -30, endDay: 60 },
  audience: USDT_ONLY,
  sort: 230,
  title: t('USDT Reload 5%', 'USDT 续存 5%', 'Nạp lại USDT 5%', 'ฝาก USDT ซ้ำ 5%'),
  subtitle: t(
    'A 5% bonus on one USDT deposit, low wagering',
    '一笔 USDT 存款加赠 5%，低流水',
    'Thưởng 5% một lần nạp USDT, doanh thu cược thấp',
    'โบนัส 5% ฝาก USDT หนึ่งครั้ง เทิร์นต่ำ',
  ),
  image: 'usdt',
  body: [
    t(
      'For members who already bank in USDT: one deposit while this offer runs earns 5 % extra, up to 100 USDT, with a wagering requirement of only 3 times.',
      '适合已使用 USDT 的会员：活动期间一笔存款可额外获得 5%，最高 100 USDT，流水要求仅 3 倍。',
      'Dành cho hội viên đã dùng USDT: một lần nạp trong thời gian ưu đãi được thêm 5 %, tối đa 100 USDT, yêu cầu doanh thu cược chỉ 3 lần.',
      'สำหรับสมาชิกที่ใช้ USDT อยู่แล้ว: ฝากหนึ่งครั้งระหว่างโปรโมชันรับเพิ่ม 5% สูงสุด 100 USDT เงื่อนไขทำเทิร์นเพียง 3 เท่า',
    ),
  ],
  rules: [USDT_WALLET_RULE],
  percent: '5',
  minDeposit: m(350, 1_200_000, 50),
  cap: m(700, 2_500_000, 100),
  wageringMultiple: 3,
  firstDepositOnly: false,
  qualifying: t('A USDT deposit', 'USDT 存款', 'Khoản nạp USDT', 'การฝาก USDT'),
});

const usdtActivity3 = depositMatch({
  slug: 'usdt-activity3',
  category: 'vip',
  period: { startDay: -100, endDay: -93 },
  audience: USDT_ONLY,
  sort: 490,
  title: t(
    'USDT Launch Week 10%',
    'USDT 上线周 10%',
    'Tuần ra mắt USDT 10%',
    'สัปดาห์เปิดตัว USDT 10%',
  ),
  subtitle: t(
    'Ended: the USDT wallet’s launch offer',
    '已结束：USDT 钱包上线优惠',
    'Đã kết thúc: ưu đãi ra mắt ví USDT',
    'จบแล้ว: โปรเปิดตัวกระเป๋า USDT',
  ),
  image: 'usdt',
  body: [
    t(
      'When USDT wallets opened, one deposit in the first week earned a 10 % bonus up to 150 USDT. The offer has ended; the current USDT offers are on the promotions page.',
      'USDT 钱包上线首周，一笔存款可获得 10% 奖金，最高 150 USDT。本优惠已结束，当前 USDT 优惠请见优惠页面。',
      'Khi ví USDT ra mắt, một lần nạp trong tuần đầu được thưởng 10 %, tối đa 150 USDT. Ưu đãi đã kết thúc; các ưu đãi USDT hiện tại có ở trang khuyến mãi.',
      'เมื่อเปิดกระเป๋า USDT การฝากหนึ่งครั้งในสัปดาห์แรกได้โบนัส 10% สูงสุด 150 USDT โปรนี้จบแล้ว ดูโปร USDT ปัจจุบันได้ที่หน้าโปรโมชัน',
    ),
  ],
  rules: [USDT_WALLET_RULE],
  percent: '10',
  minDeposit: m(210, 750_000, 30),
  cap: m(1_050, 3_800_000, 150),
  wageringMultiple: 5,
  firstDepositOnly: false,
  qualifying: t(
    'A USDT deposit in the launch week',
    '上线周的 USDT 存款',
    'Khoản nạp USDT trong tuần ra mắt',
    'การฝาก USDT ในสัปดาห์เปิดตัว',
  ),
});

const cbPay = depositMatch({
  slug: 'cbPay-activity',
  category: 'sports',
  period: { startDay: 3, endDay: 33 },
  sort: 330,
  title: t('Cashier Bonus 3%', '收银台存款 3% 奖金', 'Thưởng nạp tiền 3%', 'โบนัสฝากเงิน 3%'),
  subtitle: t(
    'Coming soon: 3% on one deposit, 1× wagering',
    '即将开始：一笔存款加赠 3%，1 倍流水',
    'Sắp diễn ra: thưởng 3% một lần nạp, 1 lần doanh thu',
    'เร็ว ๆ นี้: โบนัส 3% ฝากหนึ่งครั้ง ทำเทิร์น 1 เท่า',
  ),
  image: 'gift',
  body: [
    t(
      'A small, simple extra: one deposit through the cashier during the offer earns 3 % on top, with a wagering requirement of just once the deposit plus the bonus.',
      '简单的小额加赠：活动期间通过收银台存款一笔，可额外获得 3%，流水要求仅为（存款 + 奖金）的 1 倍。',
      'Một phần thưởng nhỏ, đơn giản: một lần nạp qua mục nạp tiền trong thời gian ưu đãi được thêm 3 %, yêu cầu doanh thu cược chỉ 1 lần (tiền nạp + tiền thưởng).',
      'ของแถมเล็ก ๆ ที่เรียบง่าย: ฝากผ่านแคชเชียร์หนึ่งครั้งระหว่างโปรโมชัน รับเพิ่ม 3% เงื่อนไขทำเทิร์นเพียง 1 เท่าของ (ยอดฝาก + โบนัส)',
    ),
  ],
  percent: '3',
  minDeposit: m(200, 700_000, 30),
  cap: m(88, 300_000, 12),
  wageringMultiple: 1,
  firstDepositOnly: false,
  qualifying: t(
    'A deposit through the cashier',
    '通过收银台的存款',
    'Khoản nạp qua mục nạp tiền',
    'การฝากผ่านแคชเชียร์',
  ),
});

// ---------------------------------------------------------------------------------------------
// Information pages (static): programmes run elsewhere on the site, guides and services

const inviteActivity = info({
  slug: 'invite-activity',
  category: 'newMembers',
  period: { startDay: -365, endDay: null },
  audience: MEMBERS,
  sort: 240,
  title: t(
    'Invite Friends, Earn Awards',
    '邀请好友赚奖励',
    'Mời bạn, nhận thưởng',
    'ชวนเพื่อน รับรางวัล',
  ),
  subtitle: t(
    'Awards on your friends’ deposits, bets and VIP levels',
    '好友存款、投注和 VIP 升级均可为你带来奖励',
    'Thưởng theo tiền nạp, cược và cấp VIP của bạn bè',
    'รับรางวัลจากยอดฝาก การเดิมพัน และระดับ VIP ของเพื่อน',
  ),
  image: 'gift',
  body: [
    t(
      'Share your invite link or code from the personal centre. Friends who register with it become your invitees, and what they do on the site earns you awards by the tiers shown in your invite tab.',
      '在个人中心分享你的邀请链接或邀请码。好友使用它注册后即成为你的受邀人，他们在网站上的活动会按邀请页面显示的档位为你带来奖励。',
      'Chia sẻ link hoặc mã mời từ trang cá nhân. Bạn bè đăng ký bằng link đó trở thành người được bạn mời, và hoạt động của họ trên trang mang lại phần thưởng cho bạn theo các mức hiển thị trong mục Mời bạn.',
      'แชร์ลิงก์หรือรหัสเชิญจากศูนย์ส่วนตัว เพื่อนที่สมัครด้วยลิงก์นั้นจะเป็นผู้ที่คุณเชิญ และกิจกรรมของพวกเขาบนเว็บไซต์ทำให้คุณได้รับรางวัลตามขั้นที่แสดงในแท็บเชิญเพื่อน',
    ),
    t(
      'Awards collect in your invite tab until you draw them into your wallet. Invite only adults you know, and never pressure anyone to deposit or bet.',
      '奖励会累积在邀请页面，直到你领取到钱包。请只邀请你认识的成年人，绝不要强迫任何人存款或投注。',
      'Phần thưởng được tích lũy trong mục Mời bạn cho đến khi bạn rút vào ví. Chỉ mời người trưởng thành bạn quen biết và đừng bao giờ ép ai nạp tiền hay đặt cược.',
      'รางวัลสะสมอยู่ในแท็บเชิญเพื่อนจนกว่าคุณจะโอนเข้ากระเป๋าเงิน เชิญเฉพาะผู้ใหญ่ที่คุณรู้จัก และอย่ากดดันให้ใครฝากเงินหรือเดิมพัน',
    ),
  ],
  rules: [
    t(
      'Each award is earned once: a deposit award on an invitee’s first deposit that reaches a deposit tier, a bet award on their settled valid bets, and a VIP award for each VIP level with a reward they reach.',
      '每项奖励只发放一次：受邀人首次达到存款档位的存款发放存款奖励，已结算的有效投注发放投注奖励，每升到一个有奖励的 VIP 等级发放一次 VIP 奖励。',
      'Mỗi phần thưởng chỉ nhận một lần: thưởng nạp khi người được mời nạp lần đầu đạt một mức nạp, thưởng cược trên các vé cược hợp lệ đã thanh toán, và thưởng VIP cho mỗi cấp VIP có thưởng mà họ đạt được.',
      'แต่ละรางวัลได้ครั้งเดียว: รางวัลฝากเมื่อผู้ถูกเชิญฝากครั้งแรกถึงขั้นที่กำหนด รางวัลเดิมพันจากบิลที่มีผลซึ่งชำระผลแล้ว และรางวัล VIP ทุกระดับที่มีรางวัลซึ่งพวกเขาไปถึง',
    ),
    t(
      'Inviting yourself, or accounts that share your devices or payment methods, does not earn awards.',
      '邀请自己或与你共用设备、支付方式的账户，不能获得奖励。',
      'Tự mời chính mình, hoặc mời tài khoản dùng chung thiết bị hay phương thức thanh toán với bạn, sẽ không được thưởng.',
      'การเชิญตัวเอง หรือบัญชีที่ใช้อุปกรณ์หรือช่องทางชำระเงินร่วมกับคุณ จะไม่ได้รับรางวัล',
    ),
  ],
  tiers: [
    {
      condition: t(
        'A friend’s first deposit',
        '好友首次存款',
        'Bạn bè nạp lần đầu',
        'เพื่อนฝากครั้งแรก',
      ),
      reward: t(
        'Deposit award, by tier',
        '按档位发放存款奖励',
        'Thưởng nạp theo mức',
        'รางวัลฝากตามขั้น',
      ),
    },
    {
      condition: t(
        'A friend’s settled bets',
        '好友已结算投注',
        'Vé cược đã thanh toán của bạn bè',
        'บิลที่ชำระผลแล้วของเพื่อน',
      ),
      reward: t(
        'Bet award, a share of each bet',
        '投注奖励，按每笔投注比例',
        'Thưởng cược, theo tỷ lệ mỗi vé',
        'รางวัลเดิมพัน ตามสัดส่วนแต่ละบิล',
      ),
    },
    {
      condition: t(
        'A friend reaches a VIP level',
        '好友升级 VIP',
        'Bạn bè lên cấp VIP',
        'เพื่อนขึ้นระดับ VIP',
      ),
      reward: t(
        'VIP award, once per level',
        'VIP 奖励，每级一次',
        'Thưởng VIP, mỗi cấp một lần',
        'รางวัล VIP ระดับละครั้ง',
      ),
    },
  ],
  cta: CTA.invite,
});

const invitePolitely = info({
  slug: 'invite-politely',
  category: 'newMembers',
  period: { startDay: -365, endDay: null },
  sort: 250,
  title: t('Invite With Care', '文明邀请', 'Mời bạn lịch sự', 'ชวนเพื่อนอย่างสุภาพ'),
  subtitle: t(
    'How to share your link the right way',
    '正确分享邀请链接的方式',
    'Cách chia sẻ link mời đúng mực',
    'วิธีแชร์ลิงก์เชิญอย่างถูกต้อง',
  ),
  image: 'gift',
  body: [
    t(
      'The invitation programme works best between friends. Share your link with adults who already enjoy sport or games and would like to join — one message is enough.',
      '邀请计划最适合在朋友之间进行。请把链接分享给本就喜欢体育或游戏、并愿意加入的成年人，发一次就够了。',
      'Chương trình mời bạn hiệu quả nhất giữa những người bạn. Hãy chia sẻ link với người trưởng thành vốn yêu thích thể thao hay trò chơi và muốn tham gia — một tin nhắn là đủ.',
      'โปรแกรมชวนเพื่อนได้ผลดีที่สุดระหว่างเพื่อนกัน แชร์ลิงก์ให้ผู้ใหญ่ที่ชอบกีฬาหรือเกมอยู่แล้วและอยากเข้าร่วม ส่งข้อความครั้งเดียวก็พอ',
    ),
  ],
  rules: [
    t(
      'No spam: do not post your link in group chats, comment sections or forums where people did not ask for it. Accounts that spam may lose their invitation awards.',
      '禁止滥发：不要在他人未要求的群聊、评论区或论坛发布链接。滥发链接的账户可能失去邀请奖励。',
      'Không spam: đừng đăng link trong nhóm chat, phần bình luận hay diễn đàn khi không ai yêu cầu. Tài khoản spam có thể mất thưởng mời bạn.',
      'ห้ามสแปม: อย่าโพสต์ลิงก์ในแชตกลุ่ม ช่องคอมเมนต์ หรือฟอรัมที่ไม่มีใครขอ บัญชีที่สแปมอาจเสียรางวัลการเชิญ',
    ),
    t(
      'Never invite anyone under 18, and never promise winnings: no bet is a sure thing.',
      '绝不邀请未满 18 岁的人，也绝不承诺盈利：任何投注都没有必胜。',
      'Không bao giờ mời người dưới 18 tuổi và không bao giờ hứa hẹn thắng: không có cược nào chắc chắn thắng.',
      'ห้ามเชิญผู้ที่อายุต่ำกว่า 18 ปี และห้ามสัญญาว่าจะชนะ ไม่มีการเดิมพันใดที่แน่นอน',
    ),
  ],
  cta: CTA.invite,
});

const suggestionActivity = info({
  slug: 'suggestion-activity',
  category: 'vip',
  period: { startDay: -120, endDay: null },
  sort: 260,
  title: t('Tell Us What to Improve', '提出你的建议', 'Góp ý giúp chúng tôi', 'บอกเราว่าควรปรับอะไร'),
  subtitle: t(
    'Your ideas, read by the team that builds the site',
    '你的想法，由网站开发团队亲自阅读',
    'Ý tưởng của bạn, được đội ngũ phát triển đọc trực tiếp',
    'ไอเดียของคุณ ทีมผู้สร้างเว็บไซต์อ่านเองทุกข้อ',
  ),
  image: 'service',
  body: [
    t(
      'Found something confusing, slow or missing? Send it to customer service with “Suggestion” in the first line. Every suggestion is read, and we reply within 3 working days.',
      '遇到让你困惑、缓慢或缺失的功能？请发送给客服，并在第一行注明「建议」。每条建议都会被阅读，我们会在 3 个工作日内回复。',
      'Gặp điều gì khó hiểu, chậm hoặc còn thiếu? Hãy gửi cho CSKH với chữ “Góp ý” ở dòng đầu. Mọi góp ý đều được đọc và chúng tôi trả lời trong 3 ngày làm việc.',
      'เจออะไรที่งง ช้า หรือขาดหายไป? ส่งถึงฝ่ายบริการลูกค้าโดยเขียน “ข้อเสนอแนะ” ในบรรทัดแรก เราอ่านทุกข้อและตอบกลับภายใน 3 วันทำการ',
    ),
    t(
      'This is not a contest and there is no prize: suggestions we build are listed in the release notes with thanks.',
      '这不是比赛，也没有奖金：被采纳的建议会在更新说明中列出并致谢。',
      'Đây không phải cuộc thi và không có giải thưởng: những góp ý được thực hiện sẽ được ghi trong ghi chú phát hành kèm lời cảm ơn.',
      'นี่ไม่ใช่การแข่งขันและไม่มีรางวัล ข้อเสนอแนะที่เรานำไปทำจะอยู่ในบันทึกการอัปเดตพร้อมคำขอบคุณ',
    ),
  ],
  rules: [
    t(
      'Please leave out passwords, codes and card numbers: customer service will never ask for them.',
      '请勿附上密码、验证码和卡号：客服绝不会向你索要这些信息。',
      'Vui lòng không gửi mật khẩu, mã xác minh hay số thẻ: CSKH không bao giờ yêu cầu những thông tin này.',
      'โปรดอย่าใส่รหัสผ่าน รหัสยืนยัน หรือเลขบัตร ฝ่ายบริการลูกค้าจะไม่ขอข้อมูลเหล่านี้',
    ),
  ],
});

const baseActivity = info({
  slug: 'base-activity',
  category: 'newMembers',
  period: { startDay: -365, endDay: null },
  sort: 270,
  title: t('Getting Started', '新手入门', 'Bắt đầu', 'เริ่มต้นใช้งาน'),
  subtitle: t(
    'Account, limits, wallet and first bet in five steps',
    '五步了解账户、限额、钱包和首笔投注',
    'Tài khoản, giới hạn, ví và cược đầu tiên trong năm bước',
    'บัญชี วงเงิน กระเป๋าเงิน และเดิมพันแรกในห้าขั้นตอน',
  ),
  image: 'newbie',
  body: [
    t(
      '1. Register with your date of birth (you must be 18 or over). 2. Verify your phone so you can recover your account. 3. Set a deposit limit in Safer gambling before you deposit. 4. Deposit in the cashier; the minimum for your currency is shown there. 5. Place a bet from the sportsbook or open a game.',
      '1. 使用出生日期注册（须年满 18 岁）。2. 验证手机，以便找回账户。3. 存款前在「安全博彩」中设置存款限额。4. 在收银台存款，你所用币种的最低金额会在那里显示。5. 在体育投注下注或打开一款游戏。',
      '1. Đăng ký với ngày sinh (bạn phải từ 18 tuổi trở lên). 2. Xác minh số điện thoại để có thể khôi phục tài khoản. 3. Đặt giới hạn nạp trong mục Chơi an toàn trước khi nạp. 4. Nạp tiền ở mục nạp tiền; mức tối thiểu theo loại tiền của bạn hiển thị tại đó. 5. Đặt cược ở trang thể thao hoặc mở một trò chơi.',
      '1. สมัครด้วยวันเกิด (ต้องอายุ 18 ปีขึ้นไป) 2. ยืนยันเบอร์โทรเพื่อกู้คืนบัญชีได้ 3. ตั้งวงเงินฝากในเมนูการเล่นอย่างปลอดภัยก่อนฝาก 4. ฝากเงินที่แคชเชียร์ ซึ่งแสดงยอดขั้นต่ำของสกุลเงินคุณ 5. วางเดิมพันในหน้ากีฬาหรือเปิดเกม',
    ),
    t(
      'The new member tasks reward steps 1, 2, 4 and 5 once each during your first 30 days.',
      '新手任务会在注册后 30 天内对第 1、2、4、5 步各奖励一次。',
      'Nhiệm vụ tân thủ thưởng các bước 1, 2, 4 và 5, mỗi bước một lần trong 30 ngày đầu.',
      'ภารกิจสมาชิกใหม่ให้รางวัลขั้นที่ 1, 2, 4 และ 5 ขั้นละครั้งภายใน 30 วันแรก',
    ),
  ],
  cta: {
    label: t('See the new member tasks', '查看新手任务', 'Xem nhiệm vụ tân thủ', 'ดูภารกิจสมาชิกใหม่'),
    to: '/newbieactivity',
  },
});

const negativeActivity = info({
  slug: 'negative-activity',
  category: 'sports',
  period: { startDay: -365, endDay: null },
  sort: 280,
  title: t(
    'When Results Go Against You',
    '当结果不如意时',
    'Khi kết quả không như ý',
    'เมื่อผลไม่เป็นอย่างที่หวัง',
  ),
  subtitle: t(
    'Losing runs happen: tools to stay in control',
    '连输难免：帮你保持掌控的工具',
    'Thua liên tiếp là chuyện có thể xảy ra: công cụ giúp bạn kiểm soát',
    'การเสียต่อเนื่องเกิดขึ้นได้ เครื่องมือช่วยให้ควบคุมได้',
  ),
  image: 'service',
  body: [
    t(
      'Every bettor has losing runs. Chasing losses — betting more to win back what is gone — is the quickest way to lose more. There is no bonus on this page, only the tools that help.',
      '每个投注者都会遇到连输。追损——为了赢回输掉的钱而加大投注——只会输得更快。本页面没有奖金，只有能帮到你的工具。',
      'Ai chơi cũng có lúc thua liên tiếp. Gỡ gạc — cược nhiều hơn để lấy lại số đã mất — là cách nhanh nhất để mất thêm. Trang này không có tiền thưởng, chỉ có những công cụ giúp bạn.',
      'ทุกคนที่เดิมพันย่อมมีช่วงเสียต่อเนื่อง การไล่ตามทุน คือเดิมพันมากขึ้นเพื่อเอาคืน เป็นทางที่เสียมากขึ้นเร็วที่สุด หน้านี้ไม่มีโบนัส มีแต่เครื่องมือที่ช่วยได้',
    ),
    t(
      'Set a loss limit for a day, a week or a month; the site stops bets that would pass it. A reality check reminds you how long you have played. A time-out or self-exclusion closes your account to betting for the period you choose.',
      '你可以设置每日、每周或每月的亏损限额，超出限额的投注将被拦截。现实提醒会告诉你已经玩了多久。暂停或自我禁止会在你选择的期间内关闭账户的投注功能。',
      'Đặt giới hạn thua theo ngày, tuần hoặc tháng; trang sẽ chặn các cược vượt quá giới hạn. Nhắc nhở thực tế cho bạn biết đã chơi bao lâu. Tạm nghỉ hoặc tự loại trừ sẽ khóa việc đặt cược trong khoảng thời gian bạn chọn.',
      'ตั้งวงเงินเสียรายวัน รายสัปดาห์ หรือรายเดือน เว็บไซต์จะหยุดการเดิมพันที่เกินวงเงิน การแจ้งเตือนเวลาเล่นบอกว่าคุณเล่นมานานเท่าไร การพักบัญชีหรือแยกตัวเองออกจะปิดการเดิมพันตามช่วงเวลาที่คุณเลือก',
    ),
  ],
  cta: CTA.limits,
});

const americaDetails = info({
  slug: 'america-details',
  category: 'sports',
  period: { startDay: -8, endDay: 30 },
  sort: 185,
  title: t('American Season Guide', '美洲赛季指南', 'Cẩm nang mùa giải châu Mỹ', 'คู่มือฤดูกาลอเมริกา'),
  subtitle: t(
    'The leagues, the markets and the rules in brief',
    '联赛、盘口与规则简介',
    'Các giải đấu, kèo cược và thể lệ tóm tắt',
    'ลีก ตลาด และกติกาโดยย่อ',
  ),
  image: 'sports',
  body: [
    t(
      'Three sports share the season: American football (Pro Football League, College Bowl), baseball (Major and Pacific Baseball Leagues) and basketball (Pro Basketball League). Overtime and extra innings count for the money line unless a market says otherwise.',
      '三项运动同时进行：美式橄榄球（职业联赛、大学碗）、棒球（职业大联盟、太平洋联赛）和篮球（职业篮球联赛）。除盘口另有说明外，加时和延长局均计入独赢盘。',
      'Ba môn cùng vào mùa: bóng bầu dục Mỹ (Giải Nhà nghề, Bowl Đại học), bóng chày (Giải Nhà nghề và Thái Bình Dương) và bóng rổ (Giải Bóng rổ Nhà nghề). Hiệp phụ được tính cho kèo thắng trận trừ khi kèo ghi khác.',
      'สามกีฬาแข่งในฤดูกาลเดียวกัน: อเมริกันฟุตบอล (ลีกอาชีพ คอลเลจโบวล์) เบสบอล (เมเจอร์ลีกและลีกแปซิฟิก) และบาสเกตบอล (ลีกบาสเกตบอลอาชีพ) ช่วงต่อเวลานับรวมในตลาดผู้ชนะ เว้นแต่ตลาดจะระบุไว้เป็นอื่น',
    ),
    t(
      'The American Season Race ranks sportsbook turnover over the same dates, and the American football schedule lists every game day.',
      '美洲赛季排行赛在同一时段按体育投注额排名，美式橄榄球赛程页面列出每个比赛日。',
      'Đua top mùa giải châu Mỹ xếp hạng doanh thu cược thể thao trong cùng thời gian, và trang lịch bóng bầu dục Mỹ liệt kê mọi ngày thi đấu.',
      'ศึกจัดอันดับฤดูกาลอเมริกาจัดอันดับยอดเดิมพันกีฬาในช่วงเดียวกัน และหน้าตารางอเมริกันฟุตบอลแสดงทุกวันแข่ง',
    ),
  ],
  cta: {
    label: t('See the schedule', '查看赛程', 'Xem lịch thi đấu', 'ดูตารางแข่ง'),
    to: '/america-schedule',
  },
});

const c2cVirtual = info({
  slug: 'c2cVirtual-activity',
  category: 'newMembers',
  period: { startDay: -200, endDay: null },
  sort: 290,
  title: t('Buying USDT Safely', '安全购买 USDT', 'Mua USDT an toàn', 'ซื้อ USDT อย่างปลอดภัย'),
  subtitle: t(
    'A guide to peer-to-peer (C2C) purchases',
    '点对点（C2C）购买指南',
    'Hướng dẫn mua ngang hàng (C2C)',
    'คู่มือการซื้อแบบ P2P (C2C)',
  ),
  image: 'usdt',
  body: [
    t(
      'To deposit in USDT you first need some in a wallet you control. On a licensed exchange’s peer-to-peer (C2C) market, buy only from verified sellers, pay only through the exchange’s own order page and release nothing until the order shows as paid.',
      '用 USDT 存款，你需要先在自己掌控的钱包中持有 USDT。在持牌交易所的点对点（C2C）市场，只向已认证卖家购买，只通过交易所自己的订单页面付款，订单显示已付款前不要放行任何东西。',
      'Để nạp bằng USDT, trước tiên bạn cần có USDT trong ví do bạn kiểm soát. Trên chợ ngang hàng (C2C) của sàn được cấp phép, chỉ mua của người bán đã xác minh, chỉ thanh toán qua trang đơn hàng của sàn và không xác nhận gì cho đến khi đơn hiển thị đã thanh toán.',
      'การฝากด้วย USDT ต้องมี USDT ในกระเป๋าที่คุณควบคุมเองก่อน ในตลาด P2P (C2C) ของกระดานเทรดที่มีใบอนุญาต ซื้อจากผู้ขายที่ยืนยันตัวตนแล้วเท่านั้น ชำระผ่านหน้าคำสั่งซื้อของกระดานเท่านั้น และอย่าปล่อยอะไรจนกว่าคำสั่งจะแสดงว่าชำระแล้ว',
    ),
    t(
      'We never sell USDT ourselves and no staff member will ever offer to exchange it for you. Copy the deposit address from the cashier each time, and check its network before you send.',
      '我们从不出售 USDT，也不会有任何员工主动为你兑换。每次都请从收银台复制存款地址，并在转账前核对网络。',
      'Chúng tôi không bao giờ tự bán USDT và không nhân viên nào đề nghị đổi hộ bạn. Mỗi lần nạp hãy sao chép địa chỉ từ mục nạp tiền và kiểm tra mạng trước khi gửi.',
      'เราไม่ขาย USDT เอง และไม่มีพนักงานคนใดเสนอแลกให้คุณ คัดลอกที่อยู่ฝากจากแคชเชียร์ทุกครั้ง และตรวจสอบเครือข่ายก่อนโอน',
    ),
  ],
  cta: CTA.deposit,
});

const k2vActivity = info({
  slug: 'k2v-activity',
  category: 'live',
  period: { startDay: -30, endDay: null },
  sort: 340,
  title: t(
    'Kick-off to Victory Live',
    '开球到胜利直播',
    'Từ giao bóng đến chiến thắng',
    'ไลฟ์ จากคิกออฟสู่ชัยชนะ',
  ),
  subtitle: t(
    'Our hosts’ match-day shows, free to watch',
    '主播比赛日节目，免费观看',
    'Chương trình ngày thi đấu của các MC, xem miễn phí',
    'รายการวันแข่งของพิธีกร ดูฟรี',
  ),
  image: 'live',
  body: [
    t(
      'From the pre-match talk to the final whistle, our hosts go live on match days with team news, line-ups and chat. Watching is free; following a host tells you when they are next on air.',
      '从赛前分析到终场哨响，主播们在比赛日直播球队消息、首发阵容并与观众聊天。观看免费；关注主播即可知道他们下一次开播的时间。',
      'Từ phần bình luận trước trận đến tiếng còi mãn cuộc, các MC phát trực tiếp vào ngày thi đấu với tin đội bóng, đội hình và trò chuyện. Xem miễn phí; theo dõi MC để biết khi nào họ lên sóng tiếp.',
      'ตั้งแต่วิเคราะห์ก่อนเกมจนนกหวีดยาว พิธีกรไลฟ์ในวันแข่งพร้อมข่าวทีม รายชื่อตัวจริง และแชต ดูฟรี กดติดตามพิธีกรเพื่อรู้ว่าไลฟ์ครั้งต่อไปเมื่อไร',
    ),
    t(
      'A host’s pick is an opinion, not advice: decide your own bets, within your own limits.',
      '主播的推荐只是观点，并非建议：请在自己的限额内自行决定投注。',
      'Nhận định của MC chỉ là ý kiến, không phải lời khuyên: hãy tự quyết định cược của mình trong giới hạn của bạn.',
      'ทีเด็ดของพิธีกรเป็นความเห็น ไม่ใช่คำแนะนำ ตัดสินใจเดิมพันเองภายในวงเงินของคุณ',
    ),
  ],
  cta: CTA.live,
});

const peersActivity = info({
  slug: 'peers-activity',
  category: 'live',
  period: { startDay: -30, endDay: null },
  sort: 350,
  title: t('Watch With Friends', '和朋友一起看', 'Xem cùng bạn bè', 'ดูไปกับเพื่อน'),
  subtitle: t(
    'Live rooms, chat and good manners',
    '直播间、聊天与礼仪',
    'Phòng trực tiếp, trò chuyện và phép lịch sự',
    'ห้องไลฟ์ แชต และมารยาท',
  ),
  image: 'live',
  body: [
    t(
      'Pick a live room, share its link with friends and watch the match together, chatting as it happens. Gifts to hosts are optional and always shown at their price before you send.',
      '选择一个直播间，把链接分享给朋友，一起看比赛、实时聊天。给主播送礼完全自愿，发送前都会显示价格。',
      'Chọn một phòng trực tiếp, chia sẻ link với bạn bè và cùng xem trận đấu, trò chuyện ngay khi diễn ra. Tặng quà cho MC là tùy ý và giá luôn hiển thị trước khi gửi.',
      'เลือกห้องไลฟ์ แชร์ลิงก์ให้เพื่อน แล้วดูการแข่งขันไปพร้อมกัน แชตกันสด ๆ การส่งของขวัญให้พิธีกรเป็นทางเลือก และแสดงราคาก่อนส่งทุกครั้ง',
    ),
  ],
  rules: [
    t(
      'Be kind in chat: no insults, no spam and no selling. Moderators can mute accounts that break the room rules.',
      '聊天请友善：禁止辱骂、刷屏和推销。违反直播间规则的账户可能被管理员禁言。',
      'Hãy lịch sự khi trò chuyện: không xúc phạm, không spam và không rao bán. Người kiểm duyệt có thể tắt tiếng tài khoản vi phạm quy định phòng.',
      'แชตอย่างสุภาพ ห้ามด่าทอ ห้ามสแปม และห้ามขายของ ผู้ดูแลอาจปิดเสียงบัญชีที่ผิดกติกาห้อง',
    ),
  ],
  cta: CTA.live,
});

const dedicatedService = info({
  slug: 'dedicated-customer-service',
  category: 'vip',
  period: { startDay: -365, endDay: null },
  sort: 360,
  title: t('Dedicated Customer Service', '专属客服', 'CSKH riêng', 'บริการลูกค้าส่วนตัว'),
  subtitle: t(
    'Help around the clock, a personal manager for VIPs',
    '全天候服务，VIP 享专属经理',
    'Hỗ trợ suốt ngày đêm, quản lý riêng cho VIP',
    'ช่วยเหลือตลอด 24 ชม. ผู้จัดการส่วนตัวสำหรับ VIP',
  ),
  image: 'service',
  body: [
    t(
      'Customer service answers 24 hours a day in English, Chinese, Vietnamese and Thai, from the Help Center. Members at VIP level 5 and above can also ask for a dedicated manager who calls back at a time that suits them.',
      '客服通过帮助中心提供 24 小时英文、中文、越南语和泰语服务。VIP 5 级及以上会员还可申请专属经理，在方便的时间回电。',
      'CSKH trả lời 24 giờ mỗi ngày bằng tiếng Anh, Trung, Việt và Thái từ Trung tâm trợ giúp. Hội viên VIP cấp 5 trở lên có thể yêu cầu một quản lý riêng gọi lại vào thời gian thuận tiện.',
      'ฝ่ายบริการลูกค้าตอบตลอด 24 ชั่วโมงเป็นภาษาอังกฤษ จีน เวียดนาม และไทย ผ่านศูนย์ช่วยเหลือ สมาชิก VIP ระดับ 5 ขึ้นไปขอผู้จัดการส่วนตัวที่โทรกลับในเวลาที่สะดวกได้',
    ),
    t(
      'Our staff will never ask for your password or a login code, and never suggest you bet more.',
      '我们的员工绝不会索要你的密码或登录验证码，也绝不会劝你加大投注。',
      'Nhân viên của chúng tôi không bao giờ hỏi mật khẩu hay mã đăng nhập của bạn, và không bao giờ khuyên bạn cược nhiều hơn.',
      'พนักงานของเราจะไม่ขอรหัสผ่านหรือรหัสเข้าสู่ระบบของคุณ และจะไม่แนะนำให้เดิมพันมากขึ้น',
    ),
  ],
  tiers: [
    {
      condition: t('Every member', '所有会员', 'Mọi hội viên', 'สมาชิกทุกคน'),
      reward: t('24-hour help desk', '24 小时客服', 'Hỗ trợ 24 giờ', 'ศูนย์ช่วยเหลือ 24 ชม.'),
    },
    {
      condition: t('VIP 5 and above', 'VIP 5 级及以上', 'VIP 5 trở lên', 'VIP 5 ขึ้นไป'),
      reward: t('A dedicated manager', '专属经理', 'Quản lý riêng', 'ผู้จัดการส่วนตัว'),
    },
  ],
  cta: {
    label: t('Request a call back', '申请回电', 'Yêu cầu gọi lại', 'ขอให้โทรกลับ'),
    to: '/vipDedicatedManager',
  },
});

const businessYoungModel = info({
  slug: 'businessYoungModel',
  category: 'vip',
  period: { startDay: -60, endDay: null },
  audience: { membersOnly: true, minVipLevel: 6 },
  sort: 370,
  title: t(
    'VIP Business Hospitality',
    'VIP 商务接待',
    'Tiếp đón doanh nhân VIP',
    'การต้อนรับธุรกิจ VIP',
  ),
  subtitle: t(
    'Hosted events and our brand ambassadors',
    '商务活动与品牌大使',
    'Sự kiện và đại sứ thương hiệu',
    'งานอีเวนต์และแบรนด์แอมบาสเดอร์',
  ),
  image: 'vip',
  body: [
    t(
      'For members at VIP level 6 and above: invitations to hosted match screenings and business dinners, arranged by our hospitality team and introduced by our brand ambassadors — professionals who present Touchline at events and look after our guests.',
      '面向 VIP 6 级及以上会员：受邀参加由我们接待团队安排的观赛活动和商务晚宴，由品牌大使主持介绍——他们是在活动中代表 Touchline、照顾嘉宾的专业人士。',
      'Dành cho hội viên VIP cấp 6 trở lên: lời mời tham dự các buổi xem bóng và tiệc doanh nhân do đội ngũ tiếp đón tổ chức, được giới thiệu bởi các đại sứ thương hiệu — những người chuyên nghiệp đại diện Touchline tại sự kiện và chăm sóc khách mời.',
      'สำหรับสมาชิก VIP ระดับ 6 ขึ้นไป: คำเชิญร่วมงานชมการแข่งขันและดินเนอร์ธุรกิจที่ทีมต้อนรับจัดขึ้น โดยมีแบรนด์แอมบาสเดอร์เป็นผู้ดำเนินงาน ซึ่งเป็นมืออาชีพที่เป็นตัวแทน Touchline ในงานและดูแลแขก',
    ),
    t(
      'Events are by invitation and depend on your region. Ask through the VIP hospitality page and a manager will call you back.',
      '活动采用邀请制，视你所在地区而定。请通过 VIP 商务接待页面申请，经理会回电联系你。',
      'Sự kiện theo thư mời và tùy theo khu vực của bạn. Hãy đăng ký qua trang tiếp đón VIP và quản lý sẽ gọi lại cho bạn.',
      'งานเป็นแบบได้รับเชิญและขึ้นอยู่กับภูมิภาคของคุณ สอบถามผ่านหน้าการต้อนรับ VIP แล้วผู้จัดการจะโทรกลับ',
    ),
  ],
  rules: [
    t(
      'Our ambassadors and staff are treated with respect at every event; guests who do not are asked to leave.',
      '所有活动中，我们的品牌大使和员工都应受到尊重；不尊重他人的嘉宾将被请离。',
      'Đại sứ và nhân viên của chúng tôi được đối xử tôn trọng tại mọi sự kiện; khách không tôn trọng sẽ được mời rời đi.',
      'แบรนด์แอมบาสเดอร์และพนักงานของเราต้องได้รับความเคารพในทุกงาน แขกที่ไม่ให้เกียรติจะถูกเชิญออก',
    ),
    t(
      'Hospitality is never tied to how much you deposit or bet from now on.',
      '商务接待与你今后的存款或投注金额无关。',
      'Việc tiếp đón không bao giờ gắn với số tiền bạn nạp hay cược từ nay về sau.',
      'การต้อนรับไม่ผูกกับยอดฝากหรือเดิมพันของคุณนับจากนี้',
    ),
  ],
  cta: {
    label: t('Ask about an event', '咨询活动', 'Hỏi về sự kiện', 'สอบถามเกี่ยวกับงาน'),
    to: '/vipBusinessGirl',
  },
});

const staticActivity = info({
  slug: 'ActivityView-StaticActivity',
  paths: ['/ActivityView/StaticActivity', '/static-activity'],
  category: 'newMembers',
  period: { startDay: -365, endDay: null },
  sort: 380,
  title: t(
    'How Our Promotions Work',
    '优惠活动说明',
    'Cách khuyến mãi vận hành',
    'โปรโมชันทำงานอย่างไร',
  ),
  subtitle: t(
    'The terms every promotion shares',
    '所有优惠共同适用的条款',
    'Điều khoản chung của mọi khuyến mãi',
    'ข้อกำหนดที่ใช้กับทุกโปรโมชัน',
  ),
  image: 'gift',
  body: [
    t(
      'Each promotion page states its dates, who can take part, what counts and what it pays. Where a bonus has a wagering requirement, the page says how much turnover is needed before it can be withdrawn, with a worked example.',
      '每个优惠页面都会写明日期、参与资格、计算范围和奖励内容。如奖金附带流水要求，页面会说明提款前需要完成多少投注额，并附计算示例。',
      'Mỗi trang khuyến mãi ghi rõ thời gian, ai được tham gia, điều gì được tính và phần thưởng. Nếu tiền thưởng có yêu cầu doanh thu cược, trang sẽ cho biết cần bao nhiêu doanh thu trước khi rút, kèm ví dụ tính.',
      'ทุกหน้าโปรโมชันระบุวันที่ ผู้มีสิทธิ์ สิ่งที่นับ และสิ่งที่จ่าย หากโบนัสมีเงื่อนไขทำเทิร์น หน้านั้นจะบอกว่าต้องทำยอดเท่าไรก่อนถอนได้ พร้อมตัวอย่างการคำนวณ',
    ),
    t(
      'Promotions are a thank-you, not a reason to bet. You never need to deposit more than you planned to take part, and any promotion can be skipped.',
      '优惠只是一份谢意，而不是投注的理由。参加任何优惠都无需超出计划存款，任何优惠都可以不参加。',
      'Khuyến mãi là lời cảm ơn, không phải lý do để cược. Bạn không bao giờ cần nạp nhiều hơn dự định để tham gia, và có thể bỏ qua bất kỳ khuyến mãi nào.',
      'โปรโมชันเป็นคำขอบคุณ ไม่ใช่เหตุผลให้เดิมพัน คุณไม่จำเป็นต้องฝากเกินกว่าที่ตั้งใจเพื่อเข้าร่วม และข้ามโปรโมชันใดก็ได้',
    ),
  ],
  rules: [
    t(
      'Prizes and bonuses are paid in your wallet’s currency, at the amounts shown for it.',
      '奖金和奖励以你钱包的币种发放，金额以该币种显示的为准。',
      'Giải thưởng và tiền thưởng được trả bằng loại tiền của ví bạn, theo mức hiển thị cho loại tiền đó.',
      'รางวัลและโบนัสจ่ายเป็นสกุลเงินของกระเป๋าเงินคุณ ตามยอดที่แสดงสำหรับสกุลนั้น',
    ),
    t(
      'A campaign that has ended keeps its page, with its final results, for reference.',
      '已结束的活动会保留页面和最终结果，以供查阅。',
      'Chương trình đã kết thúc vẫn giữ trang cùng kết quả chung cuộc để tham khảo.',
      'กิจกรรมที่จบแล้วยังคงหน้าและผลสุดท้ายไว้ให้ดูย้อนหลัง',
    ),
  ],
  cta: {
    label: t('See all promotions', '查看全部优惠', 'Xem tất cả khuyến mãi', 'ดูโปรโมชันทั้งหมด'),
    to: '/activity',
  },
});

const electronicView = info({
  slug: 'ActivityView-ElectronicActivity',
  paths: ['/ActivityView/ElectronicActivity', '/ElectronicActivity'],
  category: 'games',
  period: { startDay: -365, endDay: null },
  sort: 390,
  title: t(
    'Provably Fair Originals',
    '可验证公平原创游戏',
    'Trò chơi Nguyên bản minh bạch',
    'เกมออริจินัลที่ตรวจสอบได้',
  ),
  subtitle: t(
    'Golden Goal and Penalty Dice, every round checkable',
    '黄金进球与点球骰子，每局可验证',
    'Bàn thắng vàng và Xúc xắc phạt đền, mọi ván đều kiểm chứng được',
    'โกลเดนโกลและลูกเต๋าจุดโทษ ตรวจสอบได้ทุกรอบ',
  ),
  image: 'games',
  body: [
    t(
      'Our own games publish the fingerprint of each round’s server seed before you play and reveal the seed afterwards, so you can check in the fairness verifier that the result was fixed before your bet and not changed after it.',
      '我们的原创游戏会在你游戏前公布每局服务器种子的指纹，并在之后公开种子，你可以在公平验证器中核实结果在你投注前已确定，之后也没有被更改。',
      'Các trò chơi của chúng tôi công bố dấu vân tay của hạt giống máy chủ mỗi ván trước khi bạn chơi và tiết lộ hạt giống sau đó, để bạn kiểm tra bằng công cụ xác minh rằng kết quả đã cố định trước khi cược và không bị thay đổi sau đó.',
      'เกมของเราเผยลายนิ้วมือของซีดเซิร์ฟเวอร์แต่ละรอบก่อนคุณเล่น และเปิดเผยซีดหลังจากนั้น คุณจึงตรวจสอบในเครื่องมือพิสูจน์ความยุติธรรมได้ว่าผลถูกกำหนดก่อนเดิมพันและไม่ถูกเปลี่ยนภายหลัง',
    ),
    t(
      'Fair does not mean favourable: every game keeps a house edge, so over time it pays back less than is staked. Play for fun, with money you can afford to lose.',
      '公平不代表有利：每款游戏都有庄家优势，长期来看返还少于投注。请以娱乐为目的，只用输得起的钱游戏。',
      'Minh bạch không có nghĩa là có lợi cho bạn: mọi trò chơi đều có lợi thế nhà cái, nên về lâu dài số tiền trả lại ít hơn số tiền cược. Hãy chơi để giải trí, bằng số tiền bạn có thể chấp nhận mất.',
      'ยุติธรรมไม่ได้แปลว่าได้เปรียบ ทุกเกมมีความได้เปรียบของเจ้ามือ ในระยะยาวจึงจ่ายคืนน้อยกว่ายอดเดิมพัน เล่นเพื่อความสนุกด้วยเงินที่เสียได้',
    ),
  ],
  cta: CTA.games,
});

// ---------------------------------------------------------------------------------------------

/** Every campaign of the seed, in the order of spec §2 (activity views first). */
export const CAMPAIGN_CATALOGUE: readonly CampaignSeed[] = Object.freeze([
  firstCharge,
  newbie,
  staticActivity,
  welcomeWealth,
  electronicView,
  luckyWheel,
  rebateActivity,
  gameActivity,
  gameActivityArgentina,
  inviteActivity,
  royalActivity,
  transactionActivity,
  suggestionActivity,
  signActivity,
  monthlyActivity,
  dayActivity,
  feastActivity,
  moneyball,
  flow61Activity,
  baseActivity,
  negativeActivity,
  scheduleDisplay,
  americaActivity,
  americaDetails,
  americaSchedule,
  olympicGames,
  c2cVirtual,
  goldMedalActivity,
  olympicCheck,
  k2vActivity,
  dedicatedService,
  valentineDay,
  fiveMajorLeagues,
  fiveMajorLeagues2,
  midAutumn,
  chessCardChallenge,
  gloryActivity,
  electronicActivity,
  nationalActivity,
  invitePolitely,
  nationalDay,
  peersActivity,
  eSports,
  usdtActivity,
  usdtActivity2,
  usdtActivity3,
  businessYoungModel,
  singlesDay,
  cbPay,
  christmas,
]);
