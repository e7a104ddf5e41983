import {
  CODES,
  type AdminBanner,
  type AdminDashboard,
  type AdminMaintenance,
  type AdminNotice,
  type AdminPopupAd,
  type DashboardFigures,
  type SiteEvent,
} from '@touchline/api/contract';
import {
  DASHBOARD_DAYS,
  DASHBOARD_UTC_OFFSET_HOURS,
  LANGUAGES,
  dashboardDayOf,
  dashboardDayStart,
  type Currency,
} from '@touchline/domain';
import type { Queryable, Row as DbRow } from '../db/database.ts';
import { failure } from '../http/failure.ts';
import type { CallContext, PlatformHandlers } from '../http/routes.ts';
import { adminAction, publishSite, type AuditValues } from './admin-audit.ts';
import { epochMs, money } from './common.ts';

/**
 * The super-admin centre's site and dashboard sections (issue 22, ADR 031). Changes go through
 * `adminAction` (one audit row each, in the change's transaction); once committed, the site's
 * topic tells every open page what changed, and the page takes it again over HTTP.
 */

type Texts = Record<(typeof LANGUAGES)[number], string>;

/** A per-language text as the tables keep it: English apart or inside, the others by language. */
function textsOf(english: string, others: Record<string, string> | null): Texts {
  const out = { en: english } as Texts;
  for (const language of LANGUAGES) {
    if (language !== 'en') out[language] = others?.[language] ?? '';
  }
  return out;
}
const othersOf = (texts: Texts) =>
  Object.fromEntries(
    LANGUAGES.filter((l) => l !== 'en' && texts[l] !== '').map((l) => [l, texts[l]]),
  );
const allOf = (texts: Texts) =>
  Object.fromEntries(
    LANGUAGES.filter((l) => l === 'en' || texts[l] !== '').map((l) => [l, texts[l]]),
  );

/** A text in every language as an audit row's flat fields: `title.en`, `title.vi`… */
function flat(name: string, texts: Texts): AuditValues {
  return Object.fromEntries(LANGUAGES.map((l) => [`${name}.${l}`, texts[l]]));
}

// --- maintenance ---------------------------------------------------------------------------

type MaintenanceRow = {
  id: bigint;
  status: number;
  title: string;
  content: string;
  title_translations: Record<string, string>;
  content_translations: Record<string, string>;
  start_time: Date;
  end_time: Date;
};

/** The site's notice: the newest of point 0, as `getMaintenanceInfo` answers it. */
async function siteMaintenance(db: Queryable, lock = false): Promise<MaintenanceRow | null> {
  const [row] = await db.query<MaintenanceRow>(
    `select id, status, title, content, title_translations, content_translations, start_time,
            end_time
       from maintenance_notices where points @> '[0]'::jsonb
      order by id desc limit 1 ${lock ? 'for update' : ''}`,
  );
  return row ?? null;
}

function maintenanceOut(r: MaintenanceRow): AdminMaintenance {
  return {
    id: Number(r.id),
    status: r.status === 1 ? 1 : 0,
    title: textsOf(r.title, r.title_translations),
    content: textsOf(r.content, r.content_translations),
    startTime: epochMs(r.start_time),
    endTime: epochMs(r.end_time),
  };
}

const maintenanceValues = (m: AdminMaintenance): AuditValues => ({
  status: m.status,
  ...flat('title', m.title),
  ...flat('content', m.content),
  startTime: m.startTime,
  endTime: m.endTime,
});

// --- banners and notices -------------------------------------------------------------------

type BannerRow = {
  id: bigint;
  title: Record<string, string>;
  image: string;
  link: string | null;
  sort: number;
  active_from: Date;
  active_until: Date | null;
};
type NoticeRow = Omit<BannerRow, 'title' | 'image' | 'link'> & { text: Record<string, string> };

const bannerOut = (r: BannerRow): AdminBanner => ({
  id: Number(r.id),
  title: textsOf(r.title.en ?? '', r.title),
  image: r.image,
  link: r.link,
  sort: Number(r.sort),
  activeFrom: epochMs(r.active_from),
  activeUntil: r.active_until === null ? null : epochMs(r.active_until),
});
const noticeOut = (r: NoticeRow): AdminNotice => ({
  id: Number(r.id),
  text: textsOf(r.text.en ?? '', r.text),
  sort: Number(r.sort),
  activeFrom: epochMs(r.active_from),
  activeUntil: r.active_until === null ? null : epochMs(r.active_until),
});
const windowValues = (w: { sort: number; activeFrom: number; activeUntil: number | null }) => ({
  sort: w.sort,
  activeFrom: w.activeFrom,
  activeUntil: w.activeUntil,
});
const bannerValues = (b: AdminBanner): AuditValues => ({
  ...flat('title', b.title),
  image: b.image,
  link: b.link,
  ...windowValues(b),
});
const noticeValues = (n: AdminNotice): AuditValues => ({
  ...flat('text', n.text),
  ...windowValues(n),
});

type PopupAdRow = Omit<BannerRow, 'image'> & {
  text: Record<string, string>;
  cta: Record<string, string>;
};
const popupAdOut = (r: PopupAdRow): AdminPopupAd => ({
  id: Number(r.id),
  title: textsOf(r.title.en ?? '', r.title),
  text: textsOf(r.text.en ?? '', r.text),
  cta: textsOf(r.cta.en ?? '', r.cta),
  link: r.link,
  sort: Number(r.sort),
  activeFrom: epochMs(r.active_from),
  activeUntil: r.active_until === null ? null : epochMs(r.active_until),
});
const popupAdValues = (a: AdminPopupAd): AuditValues => ({
  ...flat('title', a.title),
  ...flat('text', a.text),
  ...flat('cta', a.cta),
  link: a.link,
  ...windowValues(a),
});
const POPUP_COLUMNS = 'id, title, text, cta, link, sort, active_from, active_until';

const BANNER_COLUMNS = 'id, title, image, link, sort, active_from, active_until';
const NOTICE_COLUMNS = 'id, text, sort, active_from, active_until';

async function pageOf<R extends { id: bigint }>(
  db: Queryable,
  table: string,
  columns: string,
  input: { before?: number; limit?: number },
): Promise<{ rows: R[]; next: number | null }> {
  const limit = input.limit ?? 50;
  const rows = await db.query<R>(
    `select ${columns} from ${table} ${input.before === undefined ? '' : 'where id < $2'}
      order by id desc limit $1`,
    input.before === undefined ? [limit + 1] : [limit + 1, input.before],
  );
  const page = rows.slice(0, limit);
  return { rows: page, next: rows.length > limit ? Number(page[page.length - 1]!.id) : null };
}

/** The next id of a table's sequence (a bigserial's), taken before its row is written. */
async function nextId(
  db: Queryable,
  table: 'home_banners' | 'home_notices' | 'popup_ads',
): Promise<number> {
  const [row] = await db.query<{ id: bigint | number }>(
    `select nextval(pg_get_serial_sequence('${table}', 'id')) as id`,
  );
  return Number(row!.id);
}

const bannerNotFound = () => failure(CODES.notFound, 'adminSiteItemNotFound');

/** What the audit records of a windowed item: its order and window. */
type Windowed = { sort: number; activeFrom: number; activeUntil: number | null };

/** One of the site's windowed items (a banner, a home notice, a popup ad): its table and shape. */
interface WindowedKind<R extends DbRow, Out extends Windowed> {
  table: 'home_banners' | 'home_notices' | 'popup_ads';
  columns: string;
  out: (row: R) => Out;
  action: 'site.endBanner' | 'site.endNotice' | 'site.endPopupAd';
  target: 'banner' | 'notice' | 'popupAd';
  topic: SiteEvent['changed'];
}

/**
 * Ends a windowed item now, audited: one already over is left as it is (no audit row); one not
 * yet begun ends before it starts, so it never shows. Open pages are told once it has ended.
 */
async function endWindowed<R extends DbRow, Out extends Windowed>(
  ctx: CallContext,
  kind: WindowedKind<R, Out>,
  input: { id: number; reason: string },
): Promise<Out> {
  const now = ctx.app.now();
  let ended = false;
  const result = await adminAction(
    ctx,
    { action: kind.action, target: { kind: kind.target, id: input.id }, reason: input.reason },
    async (tx) => {
      const [old] = await tx.query<R>(
        `select ${kind.columns} from ${kind.table} where id = $1 for update`,
        [input.id],
      );
      if (!old) throw bannerNotFound();
      const before = kind.out(old);
      if (before.activeUntil !== null && before.activeUntil <= now) {
        return { result: before, unchanged: true as const };
      }
      const [row] = await tx.query<R>(
        `update ${kind.table} set active_from = least(active_from, $3), active_until = $2
          where id = $1 returning ${kind.columns}`,
        [input.id, new Date(now), new Date(now - 1)],
      );
      ended = true;
      const after = kind.out(row!);
      return { result: after, before: windowValues(before), after: windowValues(after) };
    },
  );
  if (ended) publishSite(ctx, kind.topic);
  return result;
}

// --- the dashboard -------------------------------------------------------------------------

/** The ledger's movement types of each product: what players staked, what they were paid. */
const PRODUCTS = {
  sports: { stakes: ['bet-stake'], payouts: ['bet-payout', 'bet-refund', 'cash-out'] },
  games: { stakes: ['game-stake'], payouts: ['game-win', 'game-rollback'] },
  gifts: { stakes: ['gift-sent'], payouts: ['gift-received'] },
} as const;
const STAKE_TYPES = Object.values(PRODUCTS).flatMap((p) => p.stakes);

const sqlList = (types: readonly string[]) => types.map((t) => `'${t}'`).join(', ');
/** The dashboard's day of a timestamp column, at UTC+8, as text. */
const dayOf = (column: string) =>
  `to_char((${column} at time zone 'UTC') + interval '${DASHBOARD_UTC_OFFSET_HOURS} hours', 'YYYY-MM-DD')`;

type Sums = {
  sports_stakes: bigint;
  sports_payouts: bigint;
  games_stakes: bigint;
  games_payouts: bigint;
  gifts_stakes: bigint;
  gifts_payouts: bigint;
  deposits: bigint;
  withdrawals: bigint;
};
const SUM_COLUMNS = `
  coalesce(-sum(e.amount_minor) filter (where e.type in (${sqlList(PRODUCTS.sports.stakes)})), 0) as sports_stakes,
  coalesce(sum(e.amount_minor) filter (where e.type in (${sqlList(PRODUCTS.sports.payouts)})), 0) as sports_payouts,
  coalesce(-sum(e.amount_minor) filter (where e.type in (${sqlList(PRODUCTS.games.stakes)})), 0) as games_stakes,
  coalesce(sum(e.amount_minor) filter (where e.type in (${sqlList(PRODUCTS.games.payouts)})), 0) as games_payouts,
  coalesce(-sum(e.amount_minor) filter (where e.type in (${sqlList(PRODUCTS.gifts.stakes)})), 0) as gifts_stakes,
  coalesce(sum(e.amount_minor) filter (where e.type in (${sqlList(PRODUCTS.gifts.payouts)})), 0) as gifts_payouts,
  coalesce(sum(e.amount_minor) filter (where e.type = 'deposit' and e.amount_minor > 0), 0) as deposits,
  coalesce(-sum(e.amount_minor) filter (where e.type = 'withdrawal'), 0) as withdrawals`;

const ZERO: Sums = {
  sports_stakes: 0n,
  sports_payouts: 0n,
  games_stakes: 0n,
  games_payouts: 0n,
  gifts_stakes: 0n,
  gifts_payouts: 0n,
  deposits: 0n,
  withdrawals: 0n,
};

function addSums(a: Sums, b: Sums): Sums {
  const out = { ...a };
  for (const key of Object.keys(ZERO) as (keyof Sums)[]) out[key] = a[key] + b[key];
  return out;
}

function figuresOf(currency: Currency, s: Sums): DashboardFigures {
  const product = (stakes: bigint, payouts: bigint) => ({
    stakes: money(stakes),
    payouts: money(payouts),
    ggr: money(stakes - payouts),
  });
  const turnover = s.sports_stakes + s.games_stakes + s.gifts_stakes;
  const payouts = s.sports_payouts + s.games_payouts + s.gifts_payouts;
  return {
    currency,
    turnover: money(turnover),
    ggr: money(turnover - payouts),
    sports: product(s.sports_stakes, s.sports_payouts),
    games: product(s.games_stakes, s.games_payouts),
    gifts: product(s.gifts_stakes, s.gifts_payouts),
    deposits: money(s.deposits),
    withdrawals: money(s.withdrawals),
  };
}

const bigintSums = (row: Record<string, unknown>): Sums => {
  const out = { ...ZERO };
  for (const key of Object.keys(ZERO) as (keyof Sums)[]) out[key] = BigInt(String(row[key] ?? 0));
  return out;
};

/** The dashboard at `now`: today (UTC+8) and the 29 days before it. */
export async function dashboardAt(db: Queryable, now: number): Promise<AdminDashboard> {
  const today = dashboardDayOf(now);
  const fromMs = dashboardDayStart(today) - (DASHBOARD_DAYS - 1) * 86_400_000;
  const from = dashboardDayOf(fromMs);
  const todayStart = new Date(dashboardDayStart(today));
  const start = new Date(fromMs);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    dashboardDayOf(fromMs + i * 86_400_000),
  );
  // money: one row per day and currency (the wallet's: a member has one)
  const moneyRows = await db.query<Record<string, unknown> & { day: string; currency: Currency }>(
    `select ${dayOf('e.created_at')} as day, w.currency, ${SUM_COLUMNS}
       from ledger_entries e join wallets w on w.member_id = e.member_id
      where e.created_at >= $1
      group by 1, 2`,
    [start],
  );
  const byCurrency = new Map<Currency, Map<string, Sums>>();
  for (const row of moneyRows) {
    let perDay = byCurrency.get(row.currency);
    if (!perDay) byCurrency.set(row.currency, (perDay = new Map()));
    perDay.set(row.day, bigintSums(row));
  }
  const moneyOut = [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, perDay]) => {
      const dayFigures = days.map((day) => ({
        ...figuresOf(currency, perDay.get(day) ?? ZERO),
        day,
      }));
      const total = days.reduce((acc, day) => addSums(acc, perDay.get(day) ?? ZERO), ZERO);
      return {
        currency,
        today: figuresOf(currency, perDay.get(today) ?? ZERO),
        last30: figuresOf(currency, total),
        days: dayFigures,
      };
    });
  // players: who staked on each day (and in the whole period, each once), who joined
  const activeRows = await db.query<{ day: string; n: number | bigint }>(
    `select ${dayOf('created_at')} as day, count(distinct member_id) as n
       from ledger_entries where created_at >= $1 and type in (${sqlList(STAKE_TYPES)})
      group by 1`,
    [start],
  );
  const [activeTotals] = await db.query<{ period: number | bigint; today: number | bigint }>(
    `select count(distinct member_id) as period,
            count(distinct member_id) filter (where created_at >= $2) as today
       from ledger_entries where created_at >= $1 and type in (${sqlList(STAKE_TYPES)})`,
    [start, todayStart],
  );
  const newRows = await db.query<{ day: string; n: number | bigint }>(
    `select ${dayOf('created_at')} as day, count(*) as n from members
      where created_at >= $1 and role <> 'superAdmin' group by 1`,
    [start],
  );
  const active = new Map(activeRows.map((r) => [r.day, Number(r.n)]));
  const joined = new Map(newRows.map((r) => [r.day, Number(r.n)]));
  const playerDays = days.map((day) => ({
    day,
    active: active.get(day) ?? 0,
    new: joined.get(day) ?? 0,
  }));
  // the sportsbook's open bets now: the house pays their potential return should all win
  const openRows = await db.query<{
    currency: Currency;
    n: number | bigint;
    stakes: bigint | string;
    liability: bigint | string;
  }>(
    `select currency, count(*) as n, coalesce(sum(stake_minor), 0) as stakes,
            coalesce(sum(potential_return_minor), 0) as liability
       from sports_orders where status in ('pending', 'accepted')
      group by currency order by currency`,
  );
  return {
    today,
    from,
    asOf: now,
    money: moneyOut,
    players: {
      today: { active: Number(activeTotals?.today ?? 0), new: joined.get(today) ?? 0 },
      last30: {
        active: Number(activeTotals?.period ?? 0),
        new: playerDays.reduce((n, d) => n + d.new, 0),
      },
      days: playerDays,
    },
    openBets: openRows.map((r) => ({
      currency: r.currency,
      count: Number(r.n),
      stakes: money(BigInt(r.stakes)),
      liability: money(BigInt(r.liability)),
    })),
  };
}

export const adminSiteHandlers = {
  adminGetSiteMaintenance: {
    access: 'superAdmin',
    async handle(_input, ctx) {
      const row = await siteMaintenance(ctx.app.db);
      return row ? maintenanceOut(row) : null;
    },
  },

  adminSetSiteMaintenance: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const texts = { title: input.title as Texts, content: input.content as Texts };
      const result = await adminAction(
        ctx,
        {
          action: 'site.setMaintenance',
          target: { kind: 'maintenance', id: 0 },
          reason: input.reason,
        },
        async (tx) => {
          const current = await siteMaintenance(tx, true);
          const values = [
            input.status,
            texts.title.en,
            texts.content.en,
            JSON.stringify(othersOf(texts.title)),
            JSON.stringify(othersOf(texts.content)),
            new Date(input.startTime),
            new Date(input.endTime),
          ];
          // the site's notice is edited in place (its other points and sports part kept)
          const [row] = current
            ? await tx.query<MaintenanceRow>(
                `update maintenance_notices
                    set status = $2, title = $3, content = $4, title_translations = $5::jsonb,
                        content_translations = $6::jsonb, start_time = $7, end_time = $8
                  where id = $1
                  returning id, status, title, content, title_translations, content_translations,
                            start_time, end_time`,
                [current.id, ...values],
              )
            : await tx.query<MaintenanceRow>(
                `insert into maintenance_notices
                   (status, title, content, title_translations, content_translations, start_time,
                    end_time, points)
                 values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, '[0]')
                 returning id, status, title, content, title_translations, content_translations,
                           start_time, end_time`,
                values,
              );
          const after = maintenanceOut(row!);
          return {
            result: after,
            before: current ? maintenanceValues(maintenanceOut(current)) : null,
            after: maintenanceValues(after),
          };
        },
      );
      publishSite(ctx, 'maintenance');
      return result;
    },
  },

  adminListBanners: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const page = await pageOf<BannerRow>(ctx.app.db, 'home_banners', BANNER_COLUMNS, input);
      return { list: page.rows.map(bannerOut), next: page.next };
    },
  },

  adminSaveBanner: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const title = JSON.stringify(allOf(input.title as Texts));
      const values = [
        title,
        input.image,
        input.link,
        input.sort,
        new Date(input.activeFrom),
        input.activeUntil === null ? null : new Date(input.activeUntil),
      ];
      // a new banner's id is taken first, so its audit row names it
      const id = input.id ?? (await nextId(ctx.app.db, 'home_banners'));
      const result = await adminAction(
        ctx,
        {
          action: input.id === undefined ? 'site.createBanner' : 'site.updateBanner',
          target: { kind: 'banner', id },
          reason: input.reason,
        },
        async (tx) => {
          let before: AdminBanner | null = null;
          let row: BannerRow | undefined;
          if (input.id === undefined) {
            [row] = await tx.query<BannerRow>(
              `insert into home_banners (id, title, image, link, sort, active_from, active_until)
               values ($1, $2::jsonb, $3, $4, $5, $6, $7) returning ${BANNER_COLUMNS}`,
              [id, ...values],
            );
          } else {
            const [old] = await tx.query<BannerRow>(
              `select ${BANNER_COLUMNS} from home_banners where id = $1 for update`,
              [input.id],
            );
            if (!old) throw bannerNotFound();
            before = bannerOut(old);
            [row] = await tx.query<BannerRow>(
              `update home_banners set title = $2::jsonb, image = $3, link = $4, sort = $5,
                      active_from = $6, active_until = $7
                where id = $1 returning ${BANNER_COLUMNS}`,
              [input.id, ...values],
            );
          }
          const after = bannerOut(row!);
          return {
            result: after,
            before: before ? bannerValues(before) : null,
            after: { id: after.id, ...bannerValues(after) },
          };
        },
      );
      publishSite(ctx, 'banners');
      return result;
    },
  },

  adminEndBanner: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      endWindowed(
        ctx,
        {
          table: 'home_banners',
          columns: BANNER_COLUMNS,
          out: bannerOut,
          action: 'site.endBanner',
          target: 'banner',
          topic: 'banners',
        },
        input,
      ),
  },

  adminListNotices: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const page = await pageOf<NoticeRow>(ctx.app.db, 'home_notices', NOTICE_COLUMNS, input);
      return { list: page.rows.map(noticeOut), next: page.next };
    },
  },

  adminSaveNotice: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const values = [
        JSON.stringify(allOf(input.text as Texts)),
        input.sort,
        new Date(input.activeFrom),
        input.activeUntil === null ? null : new Date(input.activeUntil),
      ];
      const id = input.id ?? (await nextId(ctx.app.db, 'home_notices'));
      const result = await adminAction(
        ctx,
        {
          action: input.id === undefined ? 'site.createNotice' : 'site.updateNotice',
          target: { kind: 'notice', id },
          reason: input.reason,
        },
        async (tx) => {
          let before: AdminNotice | null = null;
          let row: NoticeRow | undefined;
          if (input.id === undefined) {
            [row] = await tx.query<NoticeRow>(
              `insert into home_notices (id, text, sort, active_from, active_until)
               values ($1, $2::jsonb, $3, $4, $5) returning ${NOTICE_COLUMNS}`,
              [id, ...values],
            );
          } else {
            const [old] = await tx.query<NoticeRow>(
              `select ${NOTICE_COLUMNS} from home_notices where id = $1 for update`,
              [input.id],
            );
            if (!old) throw bannerNotFound();
            before = noticeOut(old);
            [row] = await tx.query<NoticeRow>(
              `update home_notices set text = $2::jsonb, sort = $3, active_from = $4,
                      active_until = $5
                where id = $1 returning ${NOTICE_COLUMNS}`,
              [input.id, ...values],
            );
          }
          const after = noticeOut(row!);
          return {
            result: after,
            before: before ? noticeValues(before) : null,
            after: { id: after.id, ...noticeValues(after) },
          };
        },
      );
      publishSite(ctx, 'notices');
      return result;
    },
  },

  adminEndNotice: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      endWindowed(
        ctx,
        {
          table: 'home_notices',
          columns: NOTICE_COLUMNS,
          out: noticeOut,
          action: 'site.endNotice',
          target: 'notice',
          topic: 'notices',
        },
        input,
      ),
  },

  adminListPopupAds: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const page = await pageOf<PopupAdRow>(ctx.app.db, 'popup_ads', POPUP_COLUMNS, input);
      return { list: page.rows.map(popupAdOut), next: page.next };
    },
  },

  adminSavePopupAd: {
    access: 'superAdmin',
    async handle(input, ctx) {
      const values = [
        JSON.stringify(allOf(input.title as Texts)),
        JSON.stringify(allOf(input.text as Texts)),
        JSON.stringify(allOf(input.cta as Texts)),
        input.link,
        input.sort,
        new Date(input.activeFrom),
        input.activeUntil === null ? null : new Date(input.activeUntil),
      ];
      const id = input.id ?? (await nextId(ctx.app.db, 'popup_ads'));
      const result = await adminAction(
        ctx,
        {
          action: input.id === undefined ? 'site.createPopupAd' : 'site.updatePopupAd',
          target: { kind: 'popupAd', id },
          reason: input.reason,
        },
        async (tx) => {
          let before: AdminPopupAd | null = null;
          let row: PopupAdRow | undefined;
          if (input.id === undefined) {
            [row] = await tx.query<PopupAdRow>(
              `insert into popup_ads (id, title, text, cta, link, sort, active_from, active_until)
               values ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5, $6, $7, $8)
               returning ${POPUP_COLUMNS}`,
              [id, ...values],
            );
          } else {
            const [old] = await tx.query<PopupAdRow>(
              `select ${POPUP_COLUMNS} from popup_ads where id = $1 for update`,
              [input.id],
            );
            if (!old) throw bannerNotFound();
            before = popupAdOut(old);
            [row] = await tx.query<PopupAdRow>(
              `update popup_ads set title = $2::jsonb, text = $3::jsonb, cta = $4::jsonb,
                      link = $5, sort = $6, active_from = $7, active_until = $8
                where id = $1 returning ${POPUP_COLUMNS}`,
              [input.id, ...values],
            );
          }
          const after = popupAdOut(row!);
          return {
            result: after,
            before: before ? popupAdValues(before) : null,
            after: { id: after.id, ...popupAdValues(after) },
          };
        },
      );
      publishSite(ctx, 'popup-ads');
      return result;
    },
  },

  adminEndPopupAd: {
    access: 'superAdmin',
    handle: (input, ctx) =>
      endWindowed(
        ctx,
        {
          table: 'popup_ads',
          columns: POPUP_COLUMNS,
          out: popupAdOut,
          action: 'site.endPopupAd',
          target: 'popupAd',
          topic: 'popup-ads',
        },
        input,
      ),
  },

  adminGetDashboard: {
    access: 'superAdmin',
    async handle(_input, ctx) {
      return dashboardAt(ctx.app.db, ctx.app.now());
    },
  },
} satisfies PlatformHandlers;
