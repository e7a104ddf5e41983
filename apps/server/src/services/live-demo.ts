import { randomUUID } from 'node:crypto';
import { STREAM_STATUS, topics } from '@touchline/api/contract';
import type { Language } from '@touchline/domain';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { DEMO_CURRENCY } from '../seed.ts';
import type { FeedMatch, SportsFeed } from '../sports/feed.ts';
import { post } from '../wallet/ledger.ts';
import type { ChatRooms } from './chat.ts';
import { announceStatus, writeStreamEnd } from './live.ts';
import { pushOrder } from './push-orders.ts';
import { sendGift } from './room-money.ts';
import { createMember } from './members.ts';

/**
 * The demo's hosts at work (issue 17 §4): so that at any hour some rooms are live, each demo host
 * presents a match of their sport from the sports feed — going live with an in-play match (or
 * one about to start), ending when it ends, and announcing the next one, which they take live
 * at its time — while fans chat in their rooms and the audience moves. Runs on the feed's leader
 * in a demo (never in production); `step` is one turn, so tests drive it.
 */

/** A demo host's beat: the sports they present, their rooms' language and look. */
interface Beat {
  userName: string;
  sports: readonly number[];
  /** The language their fans mostly chat in. */
  language: Language;
  cover: string;
  tag: string;
}

export const DEMO_BEATS: readonly Beat[] = [
  { userName: 'host_linh', sports: [1], language: 'vi', cover: 'vleague-live', tag: 'Football' },
  {
    userName: 'host_somchai',
    sports: [1, 3],
    language: 'th',
    cover: 'thai-league',
    tag: 'Football',
  },
  {
    userName: 'host_wei',
    sports: [5, 47],
    language: 'zh-cn',
    cover: 'tennis-corner',
    tag: 'Tennis',
  },
];

/** The fans who chat in the demo rooms (members without a password: they cannot log in). */
export const DEMO_FANS: readonly [userName: string, nickName: string, avatarId: number][] = [
  ['fan_minh', 'Minh', 2],
  ['fan_nok', 'Nok', 5],
  ['fan_lihua', 'Li Hua', 7],
  ['fan_sam', 'Sam', 3],
  ['fan_thao', 'Thảo', 8],
  ['fan_wichai', 'Wichai', 10],
];

const TITLES: Readonly<Record<Language, { live: string; preview: string }>> = {
  en: { live: '{home} v {away}: live with {host}', preview: 'Preview: {home} v {away}' },
  'zh-cn': { live: '{home} 对 {away}：{host} 直播', preview: '前瞻：{home} 对 {away}' },
  vi: { live: '{home} gặp {away}: trực tiếp cùng {host}', preview: 'Nhận định: {home} gặp {away}' },
  th: { live: '{home} พบ {away}: ไลฟ์กับ {host}', preview: 'พรีวิว: {home} พบ {away}' },
};

/** What fans say, by language; `{home}` and `{away}` are the teams in that language. */
export const FAN_LINES: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'Come on {home}!',
    '{away} look dangerous on the break',
    'What a save!',
    'That was never a foul',
    'Great call on the last tip, thanks!',
    'Anyone else on the over?',
    'Hello from Manila 👋',
    'This pace is unreal',
  ],
  'zh-cn': [
    '{home} 加油！',
    '{away} 的反击很有威胁',
    '好球！',
    '这不是犯规吧',
    '上一个推荐太准了，谢谢主播',
    '有人买大球吗？',
    '节奏太快了',
    '主播分析得很到位',
  ],
  vi: [
    '{home} cố lên!',
    '{away} phản công nguy hiểm quá',
    'Cứu thua xuất sắc!',
    'Pha đó không phải phạm lỗi',
    'Kèo lúc nãy chuẩn quá, cảm ơn chị!',
    'Có ai theo tài không?',
    'Trận này tốc độ ghê',
    'Chào cả nhà từ Đà Nẵng',
  ],
  th: [
    '{home} สู้ๆ!',
    '{away} สวนกลับอันตรายมาก',
    'เซฟสวยมาก!',
    'จังหวะนั้นไม่น่าฟาวล์นะ',
    'ทีเด็ดเมื่อกี้แม่นมาก ขอบคุณครับ',
    'มีใครเล่นสูงบ้าง',
    'เกมเร็วมาก',
    'สวัสดีจากเชียงใหม่',
  ],
};

/** A host's word on a pushed pick, by language. */
const ANALYSES: Readonly<Record<Language, readonly string[]>> = {
  en: ['Form says this one.', 'Value at this price.', 'They press high: goals likely.'],
  'zh-cn': ['近期状态支持这个选择。', '这个赔率有价值。', '高位逼抢，进球可期。'],
  vi: ['Phong độ ủng hộ kèo này.', 'Tỷ lệ này rất đáng.', 'Họ pressing tầm cao, dễ có bàn.'],
  th: ['ฟอร์มช่วงนี้หนุนตัวนี้', 'ราคานี้คุ้มค่า', 'เพรสสูง มีลุ้นประตู'],
};

/** What each fan may spend on gifts a day: 2,000,000.00 in their currency (VND). */
const FAN_DAILY_GRANT_MINOR = 200_000_000n;

/** How soon before its start a host announces a match, and goes on air before kick-off. */
const ANNOUNCE_AHEAD_MS = 6 * 3_600_000;
const ON_AIR_BEFORE_MS = 10 * 60_000;
/** How many messages a room that has none is given, spread over the last ten minutes. */
const HISTORY_BACKFILL = 12;

type HostStream = {
  id: bigint | number;
  status: number;
  game_id: bigint | number | null;
  start_time: Date;
  viewers: number;
  room_id: string;
};

const fill = (template: string, words: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => words[name] ?? whole);

/** A base (English) title within the column's 60 characters. */
const clip = (title: string) =>
  [...title].length <= 60 ? title : `${[...title].slice(0, 59).join('')}…`;

export class LiveDemo {
  private hosts = new Map<string, { id: bigint; nickName: string }>();
  private fans: bigint[] = [];
  private fanNames = new Map<bigint, string>();
  /** The cheaper gifts, which fans send. */
  private gifts: number[] = [];
  private grantDay = '';

  constructor(
    private readonly app: AppContext,
    private readonly feed: SportsFeed,
    private readonly chat: ChatRooms,
    private readonly random: () => number = Math.random,
  ) {}

  /** One turn: each host's streams kept in step with the feed, then the rooms' chat and audience. */
  async step(): Promise<void> {
    await this.meet();
    const now = this.app.now();
    for (const beat of DEMO_BEATS) {
      const host = this.hosts.get(beat.userName);
      if (host) await this.present(beat, host, now);
    }
    await this.liven(now);
  }

  /** The demo hosts and fans, the fans made when missing (a database seeded before they were). */
  private async meet(): Promise<void> {
    const today = new Date(this.app.now()).toISOString().slice(0, 10);
    if (this.hosts.size > 0 && this.fans.length > 0 && this.grantDay === today) return;
    this.grantDay = today;
    const { db } = this.app;
    const hosts = await db.query<{ id: bigint; user_name: string; nick_name: string | null }>(
      `select m.id, m.user_name, m.nick_name from members m join presenters p on p.member_id = m.id
        where m.user_name = any($1::text[])`,
      [DEMO_BEATS.map((b) => b.userName)],
    );
    for (const h of hosts) {
      this.hosts.set(h.user_name, { id: BigInt(h.id), nickName: h.nick_name ?? h.user_name });
    }
    for (const [userName, nickName, avatarId] of DEMO_FANS) {
      try {
        await db.transaction(async (tx) => {
          const [known] = await tx.query('select 1 from members where user_name = $1', [userName]);
          if (known) return;
          await createMember(tx, {
            userName,
            passwordHash: null,
            nickName,
            avatarId,
            countryCode: '84',
            currency: DEMO_CURRENCY,
          });
        });
      } catch (error) {
        // another instance made them first
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const fans = await db.query<{ id: bigint; user_name: string }>(
      'select id, user_name from members where user_name = any($1::text[]) order by id',
      [DEMO_FANS.map((f) => f[0])],
    );
    // a day's pocket money for gifts, once a day (the ledger's key keeps it to one)
    for (const fan of fans) {
      await post(db, {
        memberId: fan.id,
        amountMinor: FAN_DAILY_GRANT_MINOR,
        type: 'demo-grant',
        reference: 'demo fan',
        idempotencyKey: `demo-fan-grant:${fan.user_name}:${today}`,
      });
    }
    this.fans = fans.map((f) => BigInt(f.id));
    this.fanNames = new Map(fans.map((f) => [BigInt(f.id), f.user_name]));
    this.gifts = (
      await db.query<{ id: number }>('select id from gifts where active and tier <= 2 order by id')
    ).map((g) => Number(g.id));
  }

  /** Whether a match is one a host can present now or next: a match of the feed, not over. */
  private presentable(match: FeedMatch | undefined): match is FeedMatch {
    return (
      match !== undefined &&
      match.kind === 'match' &&
      match.progress.phase !== 'finished' &&
      match.progress.phase !== 'cancelled'
    );
  }

  /** The match of the beat's sports a host should take next, not one another stream has. */
  private pick(
    beat: Beat,
    taken: ReadonlySet<number>,
    now: number,
    from: number,
  ): FeedMatch | null {
    const candidates = this.feed
      .matches()
      .filter(
        (m) =>
          this.presentable(m) &&
          beat.sports.includes(m.sid) &&
          !taken.has(m.id) &&
          m.startsAt >= from &&
          (m.progress.phase === 'live' || m.startsAt <= now + ANNOUNCE_AHEAD_MS),
      )
      .sort(
        (a, b) =>
          Number(b.progress.phase === 'live') - Number(a.progress.phase === 'live') ||
          a.startsAt - b.startsAt ||
          a.id - b.id,
      );
    return candidates[0] ?? null;
  }

  private async present(
    beat: Beat,
    host: { id: bigint; nickName: string },
    now: number,
  ): Promise<void> {
    const { db } = this.app;
    const streams = await db.query<HostStream>(
      `select id, status, game_id, start_time, viewers, room_id from streams
        where presenter_id = $1 and status = any($2::int[]) order by start_time, id`,
      [host.id, [STREAM_STATUS.live, STREAM_STATUS.reserved]],
    );
    const taken = await this.takenMatches();
    let live = streams.find((s) => Number(s.status) === STREAM_STATUS.live) ?? null;
    const matchOf = (s: HostStream) =>
      s.game_id === null ? undefined : this.feed.match(Number(s.game_id));

    // a live stream whose match is over ends; one that presents no match takes one
    if (live && live.game_id !== null && !this.presentable(matchOf(live))) {
      await this.end(live, STREAM_STATUS.ended);
      live = null;
    } else if (live && live.game_id === null) {
      const match = this.pick(beat, taken, now, -Infinity);
      if (match) {
        // named after the match it now presents
        const title = this.titleOf(match, host, 'live');
        await db.query(
          `update streams set game_id = $2, sport_id = $3, title = $4, titles = $5::jsonb
            where id = $1`,
          [live.id, match.id, match.sid, title.en, JSON.stringify(title.others)],
        );
        taken.add(match.id);
        this.app.sports.links?.invalidate();
      }
    }

    // an announced stream whose match is gone is called off; one whose time has come goes live
    for (const s of streams.filter((x) => Number(x.status) === STREAM_STATUS.reserved)) {
      if (s.game_id !== null && !this.presentable(matchOf(s))) {
        await this.end(s, STREAM_STATUS.cancelled);
      } else if (!live && s.start_time.getTime() <= now) {
        await db.query('update streams set status = $2, start_time = $3 where id = $1', [
          s.id,
          STREAM_STATUS.live,
          new Date(now),
        ]);
        live = { ...s, status: STREAM_STATUS.live };
        announceStatus(this.app, { id: Number(s.id), status: STREAM_STATUS.live, viewers: 0 });
      }
    }

    // on air with the best match there is, else announce the next
    if (!live) {
      const match = this.pick(beat, taken, now, -Infinity);
      if (match && (match.progress.phase === 'live' || match.startsAt <= now + ON_AIR_BEFORE_MS)) {
        await this.open(beat, host, match, now, STREAM_STATUS.live);
        taken.add(match.id);
      }
    }
    const announced = streams.some(
      (s) => Number(s.status) === STREAM_STATUS.reserved && s.start_time.getTime() > now,
    );
    if (!announced) {
      const next = this.pick(beat, taken, now, now + ON_AIR_BEFORE_MS + 60_000);
      if (next && next.progress.phase === 'upcoming') {
        await this.open(beat, host, next, next.startsAt - ON_AIR_BEFORE_MS, STREAM_STATUS.reserved);
      }
    }
  }

  /** The matches a live or announced stream presents. */
  private async takenMatches(): Promise<Set<number>> {
    const rows = await this.app.db.query<{ game_id: bigint | number }>(
      `select distinct game_id from streams where game_id is not null and status = any($1::int[])`,
      [[STREAM_STATUS.live, STREAM_STATUS.reserved]],
    );
    return new Set(rows.map((r) => Number(r.game_id)));
  }

  private async end(stream: HostStream, status: 3 | 4): Promise<void> {
    const id = Number(stream.id);
    if (await writeStreamEnd(this.app.db, id, status, this.app.now())) {
      announceStatus(this.app, { id, status, viewers: 0 });
    }
  }

  /** A stream's title for a match: the base (English) one, and the others by language. */
  private titleOf(match: FeedMatch, host: { nickName: string }, kind: 'live' | 'preview') {
    const titleIn = (language: Language) =>
      clip(
        fill(TITLES[language][kind], {
          home: match.home.names[language],
          away: match.away.names[language],
          host: host.nickName,
        }),
      );
    return {
      en: titleIn('en'),
      others: { 'zh-cn': titleIn('zh-cn'), vi: titleIn('vi'), th: titleIn('th') },
    };
  }

  /** A host's new stream of a match: live now, or announced for `start`. */
  private async open(
    beat: Beat,
    host: { id: bigint; nickName: string },
    match: FeedMatch,
    start: number,
    status: 1 | 2,
  ): Promise<void> {
    const title = this.titleOf(match, host, status === STREAM_STATUS.live ? 'live' : 'preview');
    const tags = [beat.tag, status === STREAM_STATUS.live ? 'In-play' : 'Preview'];
    try {
      const [row] = await this.app.db.query<{ id: bigint | number }>(
        `insert into streams (presenter_id, title, titles, cover, status, game_id, sport_id,
           room_id, simulated_viewers, tags, start_time)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10::jsonb, $11) returning id`,
        [
          host.id,
          title.en,
          JSON.stringify(title.others),
          `/static/covers/${beat.cover}.svg`,
          status,
          match.id,
          match.sid,
          `room-${randomUUID()}`,
          // a crowd waits for every demo stream, announced ones too (it comes when they start)
          120 + Math.floor(this.random() * 600),
          JSON.stringify(tags),
          new Date(start),
        ],
      );
      if (status === STREAM_STATUS.live) {
        announceStatus(this.app, { id: Number(row!.id), status, viewers: 0 });
      }
    } catch (error) {
      // the host went live on another instance meanwhile (one live stream per host)
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** The live demo rooms: a backfill of chat for a new room, a fan's line, a moving audience. */
  private async liven(now: number): Promise<void> {
    if (this.fans.length === 0) return;
    const { db } = this.app;
    const rooms = await db.query<
      HostStream & { user_name: string; messages: bigint | number; simulated_viewers: number }
    >(
      `select s.id, s.status, s.game_id, s.start_time, s.viewers, s.room_id, m.user_name,
              s.simulated_viewers,
              (select count(*) from chat_messages c where c.room_id = s.room_id) as messages
         from streams s join members m on m.id = s.presenter_id
        where s.status = $1 and m.user_name = any($2::text[])`,
      [STREAM_STATUS.live, DEMO_BEATS.map((b) => b.userName)],
    );
    for (const room of rooms) {
      const beat = DEMO_BEATS.find((b) => b.userName === room.user_name)!;
      const match = room.game_id === null ? undefined : this.feed.match(Number(room.game_id));
      if (Number(room.messages) === 0) {
        for (let i = 0; i < HISTORY_BACKFILL; i++) {
          const fan = this.fans[i % this.fans.length]!;
          await db.query(
            `insert into chat_messages (room_id, member_id, text, hidden, sent_at)
             values ($1, $2, $3, false, $4)`,
            [
              room.room_id,
              fan,
              this.line(beat, match),
              new Date(now - (HISTORY_BACKFILL - i) * 50_000),
            ],
          );
        }
      } else if (this.random() < 0.6) {
        const fan = this.fans[Math.floor(this.random() * this.fans.length)]!;
        const posted = await this.chat.post(
          fan,
          room.room_id,
          this.line(beat, match),
          randomUUID(),
          beat.language,
        );
        if (posted.ok && !posted.hidden) {
          this.app.sports.publish?.(topics.chatRoom(room.room_id), posted.message);
        }
      }
      // now and then a fan sends one of the cheaper gifts
      if (this.gifts.length > 0 && this.random() < 0.08) await this.gift(room);
      // now and then (and in a room that has none) the host pushes a pick of the match
      const [pushes] = await db.query<{ n: bigint | number }>(
        'select count(*) as n from push_orders where stream_id = $1',
        [room.id],
      );
      if (match && (Number(pushes?.n ?? 0) === 0 || this.random() < 0.04)) {
        await this.push(beat, room, match);
      }
      // the crowd drifts by a few per cent either way, never below a hundred (the audience
      // meter adds the real viewers and tells the room)
      const crowd = Number(room.simulated_viewers);
      const drift = Math.round(crowd * (this.random() - 0.48) * 0.06);
      await db.query('update streams set simulated_viewers = $2 where id = $1', [
        room.id,
        Math.max(100, crowd + drift),
      ]);
    }
  }

  /** A fan sends a gift to the room's host, through the same sendGift as the call. */
  private async gift(room: HostStream): Promise<void> {
    const fan = this.fans[Math.floor(this.random() * this.fans.length)]!;
    try {
      await sendGift(
        this.app,
        { memberId: fan, userName: this.fanNames.get(fan) ?? '' },
        {
          streamId: Number(room.id),
          giftId: this.gifts[Math.floor(this.random() * this.gifts.length)]!,
          count: 1 + Math.floor(this.random() * 3),
          idempotencyKey: `demo-gift:${randomUUID()}`,
        },
      );
    } catch (error) {
      // the fan's pocket money ran out for today, or the stream ended meanwhile
      if (!(error instanceof Failure)) throw error;
    }
  }

  /** The host pushes a selection of an open market of the match to the room, at its price. */
  private async push(beat: Beat, room: HostStream, match: FeedMatch): Promise<void> {
    const host = this.hosts.get(beat.userName)!;
    const markets = match.markets.filter((m) => m.status === 'open');
    const market = markets[Math.floor(this.random() * Math.min(3, markets.length))];
    const selections = market?.selections.filter((x) => x.status === 'open') ?? [];
    const selection = selections[Math.floor(this.random() * selections.length)];
    if (!market || !selection) return;
    const analyses = ANALYSES[beat.language];
    try {
      await pushOrder(
        this.app,
        { memberId: host.id, role: 'anchor' },
        {
          streamId: Number(room.id),
          matchId: match.id,
          marketId: market.id,
          selectionId: selection.id,
          price: selection.price,
          analysis: analyses[Math.floor(this.random() * analyses.length)]!,
        },
        beat.language,
      );
    } catch (error) {
      // the market closed or the stream ended meanwhile: no push this turn
      if (!(error instanceof Failure)) throw error;
    }
  }

  /** A fan's line, mostly in the room's language, now and then in English. */
  private line(beat: Beat, match: FeedMatch | undefined): string {
    const language: Language = this.random() < 0.75 ? beat.language : 'en';
    // a line naming the teams only where there is a match
    const lines = FAN_LINES[language].filter((l) => match !== undefined || !l.includes('{'));
    const template = lines[Math.floor(this.random() * lines.length)]!;
    return fill(template, {
      home: match?.home.names[language] ?? '',
      away: match?.away.names[language] ?? '',
    }).trim();
  }
}
