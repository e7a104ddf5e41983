import type { CampaignSeed, CurrencyAmounts, LocalizedText } from './definition.ts';

/**
 * The seed catalogue (issue 21): the campaigns a fresh install starts with. This short version
 * (one of each kind the mechanics were first built for) is replaced by the full catalogue of
 * every campaign route.
 */

const t = (en: string, zhCn: string, vi: string, th: string): LocalizedText => ({
  en,
  'zh-cn': zhCn,
  vi,
  th,
});

/** Amounts in CNY, VND, USD and USDT. */
const amounts = (cny: string, vnd: string, usd: string, usdt: string): CurrencyAmounts => ({
  CNY: cny,
  VND: vnd,
  USD: usd,
  USDT: usdt,
});

export const CAMPAIGN_CATALOGUE: readonly CampaignSeed[] = [
  {
    slug: 'sign-activity',
    paths: ['/sign-activity'],
    kind: 'signIn',
    category: 'festival',
    period: { startDay: -3, endDay: 28 },
    audience: { membersOnly: true },
    sort: 10,
    hero: {
      title: t('Daily check-in', '每日签到', 'Điểm danh mỗi ngày', 'เช็กอินรายวัน'),
      subtitle: t(
        'Check in every day for seven days and the rewards grow.',
        '连续签到七天，奖励逐日递增。',
        'Điểm danh liên tục bảy ngày, phần thưởng tăng dần.',
        'เช็กอินต่อเนื่องเจ็ดวัน รางวัลเพิ่มขึ้นทุกวัน',
      ),
      image: '/promo/sign-in.svg',
    },
    body: [
      t(
        'Open this page once a day and tap Check in. Day seven pays the most, and every day after it pays the same until you miss one.',
        '每天打开本页点击“签到”。第七天奖励最高，之后每天保持同样奖励，直到某天漏签。',
        'Mỗi ngày mở trang này và bấm Điểm danh. Ngày thứ bảy thưởng cao nhất, các ngày sau giữ nguyên mức đó cho đến khi bạn bỏ lỡ một ngày.',
        'เปิดหน้านี้วันละครั้งแล้วกดเช็กอิน วันที่เจ็ดได้รางวัลสูงสุด และวันต่อ ๆ ไปได้เท่าเดิมจนกว่าจะขาดไปหนึ่งวัน',
      ),
    ],
    rules: [
      t(
        'One check-in per day; days run from 00:00 to 24:00 UTC+8.',
        '每天限签到一次，以北京时间（UTC+8）00:00 至 24:00 为一天。',
        'Mỗi ngày điểm danh một lần; một ngày tính từ 00:00 đến 24:00 giờ UTC+8.',
        'เช็กอินได้วันละครั้ง นับวันตั้งแต่ 00:00 ถึง 24:00 ตามเวลา UTC+8',
      ),
      t(
        'Missing a day starts your streak again from day one.',
        '漏签一天，连续天数将从第一天重新计算。',
        'Bỏ lỡ một ngày, chuỗi điểm danh sẽ bắt đầu lại từ ngày thứ nhất.',
        'หากขาดหนึ่งวัน จำนวนวันต่อเนื่องจะเริ่มนับใหม่จากวันแรก',
      ),
      t(
        'Rewards are paid to your wallet at once and may be used without turnover.',
        '奖励即时发放至钱包，无需流水即可使用。',
        'Phần thưởng được cộng ngay vào ví và dùng được mà không cần doanh thu cược.',
        'รางวัลเข้ากระเป๋าเงินทันที ใช้ได้โดยไม่ต้องทำยอดเทิร์นโอเวอร์',
      ),
    ],
    rewardTiers: [
      {
        condition: t('Days 1–6', '第 1–6 天', 'Ngày 1–6', 'วันที่ 1–6'),
        reward: t(
          'Rising daily reward',
          '逐日递增奖励',
          'Thưởng tăng dần mỗi ngày',
          'รางวัลเพิ่มขึ้นทุกวัน',
        ),
      },
      {
        condition: t('Day 7 onwards', '第 7 天起', 'Từ ngày 7', 'ตั้งแต่วันที่ 7'),
        amounts: amounts('18.00', '60000', '2.50', '2.50'),
      },
    ],
    cta: { label: t('Check in', '立即签到', 'Điểm danh', 'เช็กอิน'), to: '/sign-activity' },
    mechanics: {
      kind: 'signIn',
      resetOnMiss: true,
      dailyRewards: [
        amounts('1.00', '3000', '0.10', '0.10'),
        amounts('2.00', '6000', '0.20', '0.20'),
        amounts('3.00', '10000', '0.40', '0.40'),
        amounts('5.00', '15000', '0.60', '0.60'),
        amounts('8.00', '25000', '1.00', '1.00'),
        amounts('12.00', '40000', '1.50', '1.50'),
        amounts('18.00', '60000', '2.50', '2.50'),
      ],
    },
  },
  {
    slug: 'luckyWheel',
    paths: ['/luckyWheel'],
    kind: 'luckyWheel',
    category: 'games',
    period: { startDay: -7, endDay: 60 },
    audience: { membersOnly: true },
    sort: 20,
    hero: {
      title: t('Lucky wheel', '幸运大转盘', 'Vòng quay may mắn', 'วงล้อนำโชค'),
      subtitle: t(
        'A free spin every day, and one more for every deposit.',
        '每天免费转一次，每笔存款再送一次。',
        'Mỗi ngày một lượt quay miễn phí, thêm lượt cho mỗi lần nạp.',
        'หมุนฟรีทุกวัน และได้เพิ่มทุกครั้งที่ฝากเงิน',
      ),
      image: '/promo/lucky-wheel.svg',
    },
    body: [
      t(
        'Every segment shows its prize and its chance. The prize the wheel stops on is the prize paid, and each spin can be checked afterwards with its seeds.',
        '每个扇区都标明奖品与概率。转盘停在哪个奖品就发放哪个奖品，每次转动之后都可用种子自行验证。',
        'Mỗi ô đều ghi rõ giải thưởng và xác suất. Vòng quay dừng ở giải nào thì bạn nhận đúng giải đó, và mỗi lượt quay có thể được kiểm chứng bằng mã hạt giống.',
        'ทุกช่องแสดงรางวัลและโอกาสที่จะได้ วงล้อหยุดที่รางวัลใด จะได้รับรางวัลนั้น และตรวจสอบการหมุนแต่ละครั้งได้ด้วยค่าซีด',
      ),
    ],
    rules: [
      t(
        'One free spin per day (UTC+8); one extra spin for every 100 deposited in the period.',
        '每天（UTC+8）免费一次；活动期间每存款 100 额外获得一次。',
        'Mỗi ngày (UTC+8) một lượt miễn phí; mỗi 100 nạp trong thời gian khuyến mãi thêm một lượt.',
        'หมุนฟรีวันละครั้ง (UTC+8) และได้เพิ่มหนึ่งครั้งต่อยอดฝากทุก 100 ในช่วงกิจกรรม',
      ),
      t(
        'Prizes are paid to your wallet the moment the wheel stops.',
        '转盘停止时奖金即时到账。',
        'Tiền thưởng được cộng vào ví ngay khi vòng quay dừng.',
        'รางวัลเข้ากระเป๋าเงินทันทีที่วงล้อหยุด',
      ),
    ],
    rewardTiers: [],
    cta: { label: t('Spin now', '立即转动', 'Quay ngay', 'หมุนเลย'), to: '/luckyWheel' },
    mechanics: {
      kind: 'luckyWheel',
      dailyFreeSpins: 1,
      depositPerSpin: amounts('100.00', '300000', '15.00', '15.00'),
      segments: [
        {
          label: t('Thanks', '谢谢参与', 'Chúc may mắn lần sau', 'ขอบคุณที่ร่วมสนุก'),
          prize: null,
          weight: 400,
        },
        {
          label: t('1', '1', '1', '1'),
          prize: amounts('1.00', '3000', '0.10', '0.10'),
          weight: 300,
        },
        {
          label: t('5', '5', '5', '5'),
          prize: amounts('5.00', '15000', '0.60', '0.60'),
          weight: 180,
        },
        {
          label: t('18', '18', '18', '18'),
          prize: amounts('18.00', '60000', '2.50', '2.50'),
          weight: 80,
        },
        {
          label: t('88', '88', '88', '88'),
          prize: amounts('88.00', '300000', '12.00', '12.00'),
          weight: 35,
        },
        {
          label: t('888', '888', '888', '888'),
          prize: amounts('888.00', '3000000', '120.00', '120.00'),
          weight: 5,
        },
      ],
    },
  },
  {
    slug: 'newbieactivity',
    paths: ['/newbieactivity', '/newbie-activity'],
    kind: 'newbieTasks',
    category: 'newMembers',
    period: { startDay: -30, endDay: null },
    audience: { membersOnly: true, newMembersWithinDays: 30 },
    sort: 5,
    hero: {
      title: t('New member tasks', '新手任务', 'Nhiệm vụ tân thủ', 'ภารกิจสมาชิกใหม่'),
      subtitle: t(
        'Four first steps, four rewards.',
        '完成四个新手步骤，领取四份奖励。',
        'Bốn bước đầu tiên, bốn phần thưởng.',
        'สี่ขั้นตอนแรก สี่รางวัล',
      ),
      image: '/promo/newbie.svg',
    },
    body: [
      t(
        'Welcome aboard. Each step below pays once when you have done it: claim it here.',
        '欢迎加入。以下每个步骤完成后可领取一次奖励，请在本页领取。',
        'Chào mừng bạn. Mỗi bước dưới đây được thưởng một lần khi bạn hoàn thành: hãy nhận thưởng tại đây.',
        'ยินดีต้อนรับ ทุกขั้นตอนด้านล่างรับรางวัลได้หนึ่งครั้งเมื่อทำสำเร็จ กดรับได้ที่หน้านี้',
      ),
    ],
    rules: [
      t(
        'Open to members in their first 30 days.',
        '仅限注册 30 天内的会员参加。',
        'Dành cho thành viên trong 30 ngày đầu kể từ khi đăng ký.',
        'สำหรับสมาชิกที่สมัครมาไม่เกิน 30 วัน',
      ),
      t(
        'Each step is rewarded once per member.',
        '每个步骤每位会员仅奖励一次。',
        'Mỗi bước chỉ được thưởng một lần cho mỗi thành viên.',
        'แต่ละขั้นตอนได้รับรางวัลครั้งเดียวต่อสมาชิก',
      ),
    ],
    rewardTiers: [
      {
        condition: t('Register', '注册账号', 'Đăng ký', 'สมัครสมาชิก'),
        amounts: amounts('2.00', '6000', '0.20', '0.20'),
      },
      {
        condition: t('Verify your phone', '验证手机', 'Xác minh số điện thoại', 'ยืนยันเบอร์โทรศัพท์'),
        amounts: amounts('3.00', '10000', '0.40', '0.40'),
      },
      {
        condition: t('First deposit', '首次存款', 'Nạp tiền lần đầu', 'ฝากเงินครั้งแรก'),
        amounts: amounts('8.00', '25000', '1.00', '1.00'),
      },
      {
        condition: t('First bet', '首次投注', 'Đặt cược lần đầu', 'วางเดิมพันครั้งแรก'),
        amounts: amounts('5.00', '15000', '0.60', '0.60'),
      },
    ],
    cta: { label: t('Start now', '立即开始', 'Bắt đầu ngay', 'เริ่มเลย'), to: '/newbieactivity' },
    mechanics: {
      kind: 'newbieTasks',
      steps: [
        { task: 'register', reward: amounts('2.00', '6000', '0.20', '0.20') },
        { task: 'verifyPhone', reward: amounts('3.00', '10000', '0.40', '0.40') },
        { task: 'firstDeposit', reward: amounts('8.00', '25000', '1.00', '1.00') },
        { task: 'firstBet', reward: amounts('5.00', '15000', '0.60', '0.60') },
      ],
    },
  },
  {
    slug: 'Valentine-Day',
    paths: ['/Valentine-Day'],
    kind: 'static',
    category: 'festival',
    period: { startDay: -40, endDay: -30 },
    audience: { membersOnly: false },
    sort: 90,
    hero: {
      title: t('Valentine’s Day doubles', '情人节双倍乐', 'Valentine nhân đôi', 'วาเลนไทน์ดับเบิล'),
      subtitle: t(
        'Two of you, twice the fun: doubles and parlays for couples.',
        '两个人，双倍乐趣：情侣串关同享好礼。',
        'Hai người, gấp đôi niềm vui: cược xiên dành cho các cặp đôi.',
        'สองคน สนุกเป็นสองเท่า กับบิลสเต็ปสำหรับคู่รัก',
      ),
      image: '/promo/valentine.svg',
    },
    body: [
      t(
        'Our Valentine’s week of paired picks is over. Thank you to everyone who played along; the winning couples have been paid.',
        '情人节串关周已经结束。感谢各位参与，获奖情侣的奖金均已发放。',
        'Tuần lễ cược đôi Valentine đã kết thúc. Cảm ơn mọi người đã tham gia; các cặp đôi thắng giải đã được trả thưởng.',
        'สัปดาห์เดิมพันคู่วาเลนไทน์จบลงแล้ว ขอบคุณทุกคนที่ร่วมสนุก คู่ที่ชนะได้รับรางวัลเรียบร้อยแล้ว',
      ),
    ],
    rules: [
      t(
        'Ran for seven days; every parlay of two or more legs counted.',
        '活动为期七天，两关及以上串关均计入。',
        'Diễn ra trong bảy ngày; mọi vé cược xiên từ hai trận trở lên đều được tính.',
        'จัดขึ้นเจ็ดวัน บิลสเต็ปตั้งแต่สองคู่ขึ้นไปนับทั้งหมด',
      ),
    ],
    rewardTiers: [],
    cta: {
      label: t('See current offers', '查看最新优惠', 'Xem ưu đãi hiện có', 'ดูโปรโมชันปัจจุบัน'),
      to: '/sponsor',
    },
    mechanics: { kind: 'static' },
  },
];
