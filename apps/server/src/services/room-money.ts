import {
  balanceEventSchema,
  CODES,
  eventMessage,
  STREAM_STATUS,
  topics,
  type BALANCE_CHANGE_REASONS,
  type CallRequest,
  type PlatformCalls,
} from '@touchline/api/contract';
import {
  GIFT_HOST_SHARE_BPS,
  mayEnterRoom,
  maskAccount,
  pricingCurrency,
  ROOM_FEE_HOST_SHARE_BPS,
  roomCharge,
  feeTierFor,
  type Currency,
  type PricesByCurrency,
  type RoomCharge,
} from '@touchline/domain';
import type { AppContext } from '../context.ts';
import { isUniqueViolation, type Queryable } from '../db/database.ts';
import { Failure } from '../http/failure.ts';
import { text } from '../http/messages.ts';
import type { CallContext, Caller, PlatformHandlers } from '../http/routes.ts';
import { balanceKey } from '../sports/realtime.ts';
import {
  balanceOf,
  InsufficientFundsError,
  postMovement,
  type MovementType,
} from '../wallet/ledger.ts';
import { checkSpend } from './responsible.ts';
import { epochMs, money } from './common.ts';
import { contentLanguage, translated } from './games.ts';
import { registrationCurrency } from './members.ts';

/**
 * Money in a live room (issue 17 §3, ADR 016): the gift catalogue and gift sends, a host's gift
 * income, and paid rooms' fees. Prices are per currency, with no exchange rates; what a viewer
 * pays and what the host gets is domain's `roomCharge`. Every movement goes through the ledger in
 * the transaction of the row it pays for, idempotent by the request's key.
 */

type BalanceReason = (typeof BALANCE_CHANGE_REASONS)[number];

const streamNotFound = () => new Failure(CODES.notFound, text('streamNotFound'));

/** The currency a member's wallet is priced in. */
async function walletCurrency(q: Queryable, memberId: bigint | number): Promise<Currency | null> {
  const [row] = await q.query<{ currency: string }>(
    'select currency from wallets where member_id = $1',
    [memberId],
  );
  return row ? pricingCurrency(row.currency) : null;
}

/** The caller's pricing currency: their wallet's, or a visitor's language's (spec §3). */
async function callerCurrency(ctx: CallContext): Promise<Currency> {
  const own = ctx.caller ? await walletCurrency(ctx.app.db, ctx.caller.memberId) : null;
  return own ?? registrationCurrency(ctx.language);
}

/**
 * Locks the wallets of a transfer in one order (by member id), so that two transfers between the
 * same two members in opposite directions wait for each other instead of deadlocking; answers
 * each wallet's pricing currency.
 */
async function lockWallets(tx: Queryable, ids: readonly bigint[]): Promise<Map<bigint, Currency>> {
  const rows = await tx.query<{ member_id: bigint | number; currency: string }>(
    `select member_id, currency from wallets where member_id = any($1::bigint[])
      order by member_id for update`,
    [ids],
  );
  return new Map(rows.map((r) => [BigInt(r.member_id), pricingCurrency(r.currency)]));
}

function pricesOf(rows: readonly { currency: string; price_minor: bigint | number }[]) {
  const prices: Partial<Record<Currency, bigint>> = {};
  for (const r of rows) prices[pricingCurrency(r.currency)] = BigInt(r.price_minor);
  return prices as PricesByCurrency;
}

const notPriced = (currency: string) =>
  new Failure(CODES.invalidRequest, text('notPricedInCurrency', { currency }));

/**
 * Locks the payer's and the host's wallets and prices `count` of something priced in `prices`
 * for them (domain's `roomCharge`, the host's share in basis points); refused when either
 * currency has no price.
 */
async function chargeFor(
  tx: Queryable,
  payer: bigint,
  host: bigint,
  prices: PricesByCurrency,
  count: number,
  hostShareBps: number,
  now: number,
): Promise<RoomCharge> {
  const wallets = await lockWallets(tx, [payer, host]);
  const payerCurrency = wallets.get(payer) ?? 'USDT';
  const hostCurrency = wallets.get(host) ?? 'USDT';
  const charge = roomCharge(prices, count, payerCurrency, hostCurrency, hostShareBps);
  if (!charge) throw notPriced(prices[payerCurrency] === undefined ? payerCurrency : hostCurrency);
  // a time-out, a self-exclusion or a loss limit refuses a gift or a fee like a stake
  await checkSpend(tx, payer, { kind: 'stake', amountMinor: charge.payerMinor }, now);
  return charge;
}

interface Transfer {
  payer: bigint;
  host: bigint;
  charge: RoomCharge;
  types: { paid: MovementType; received: MovementType };
  reference: string;
  /** The request's key, scoped here by the payer and the movement's side. */
  key: string;
  /** What a short balance is answered with. */
  short: Failure;
}

interface Moved {
  payerBalanceMinor: bigint;
  /** The host's balance after the credit; null when the share rounded to nothing. */
  hostBalanceMinor: bigint | null;
}

/** The payer's debit and the host's credit, in the caller's transaction. */
async function transfer(tx: Queryable, t: Transfer): Promise<Moved> {
  let debit;
  try {
    debit = await postMovement(tx, {
      memberId: t.payer,
      amountMinor: -t.charge.payerMinor,
      type: t.types.paid,
      reference: t.reference,
      idempotencyKey: `${t.types.paid}:${t.payer}:${t.key}`,
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw t.short;
    throw error;
  }
  let hostBalanceMinor: bigint | null = null;
  if (t.charge.hostMinor > 0n) {
    const credit = await postMovement(tx, {
      memberId: t.host,
      amountMinor: t.charge.hostMinor,
      type: t.types.received,
      reference: t.reference,
      idempotencyKey: `${t.types.received}:${t.payer}:${t.key}`,
    });
    hostBalanceMinor = credit.balanceAfterMinor;
  }
  return { payerBalanceMinor: debit.balanceAfterMinor, hostBalanceMinor };
}

/** Tells a member's sockets (on every instance) their new balance; nothing before the socket runs. */
function publishBalance(
  app: AppContext,
  memberId: bigint,
  balanceMinor: bigint,
  currency: Currency,
  reason: BalanceReason,
): void {
  const event = balanceEventSchema.parse({
    memberWallet: money(balanceMinor),
    currency,
    reason,
    changedAt: app.now(),
  });
  app.sports.publish?.(balanceKey(memberId), event);
}

function publishTransfer(app: AppContext, t: Transfer, moved: Moved, reason: BalanceReason) {
  publishBalance(app, t.payer, moved.payerBalanceMinor, t.charge.payerCurrency, reason);
  if (moved.hostBalanceMinor !== null) {
    publishBalance(app, t.host, moved.hostBalanceMinor, t.charge.hostCurrency, reason);
  }
}

/**
 * Whether a member (null: a visitor) may see a stream's paid content, its pushed orders: a free
 * room, its host, a super admin, or a member who paid its fee (domain's `mayEnterRoom`). False
 * for a stream that does not exist.
 */
export async function hasRoomAccess(
  q: Queryable,
  streamId: number | bigint,
  memberId: bigint | number | null,
): Promise<boolean> {
  const [row] = await q.query<{
    is_fee: boolean;
    presenter_id: bigint | number;
    role: string | null;
    paid: boolean;
  }>(
    `select s.is_fee, s.presenter_id,
            (select m.role from members m where m.id = $2::bigint) as role,
            exists (select 1 from room_fee_payments p
                     where p.stream_id = s.id and p.member_id = $2::bigint) as paid
       from streams s where s.id = $1`,
    [streamId, memberId],
  );
  if (!row) return false;
  return mayEnterRoom({
    isFee: row.is_fee,
    hostId: row.presenter_id,
    memberId,
    role: row.role,
    paid: row.paid,
  });
}

/** The active fee tiers with their prices, in their order. */
async function feeTiers(q: Queryable) {
  const rows = await q.query<{ id: number; currency: string; price_minor: bigint | number }>(
    `select t.id, p.currency, p.price_minor
       from room_fee_tiers t join room_fee_tier_prices p on p.tier_id = t.id
      where t.active order by t.sort, t.id`,
  );
  const tiers = new Map<number, { id: number; rows: typeof rows }>();
  for (const r of rows) {
    const id = Number(r.id);
    const tier = tiers.get(id) ?? { id, rows: [] };
    tier.rows.push(r);
    tiers.set(id, tier);
  }
  return [...tiers.values()].map((t) => ({ id: t.id, prices: pricesOf(t.rows) }));
}

/**
 * The fee tier a host's fee (in the host's currency) names, for `saveStream`: refused with the
 * fees on offer when it names none.
 */
export async function feeTierOf(
  q: Queryable,
  hostId: bigint,
  feeMinor: bigint,
): Promise<{ id: number; feeMinor: bigint }> {
  const currency = (await walletCurrency(q, hostId)) ?? 'USDT';
  const tiers = await feeTiers(q);
  const tier = feeTierFor(tiers, currency, feeMinor);
  if (!tier) {
    const fees = tiers.flatMap((t) => {
      const price = t.prices[currency];
      return price === undefined ? [] : [money(price)];
    });
    throw new Failure(
      CODES.invalidRequest,
      text('streamFeeNotATier', { fees: fees.join(', '), currency }),
    );
  }
  return { id: tier.id, feeMinor };
}

type GiftSendRow = {
  id: bigint | number;
  stream_id: bigint | number;
  gift_id: number;
  count: number;
  paid_minor: bigint | number;
  paid_currency: string;
};

async function priorGift(q: Queryable, senderId: bigint, key: string) {
  const [row] = await q.query<GiftSendRow>(
    `select id, stream_id, gift_id, count, paid_minor, paid_currency from gift_profits
      where sender_id = $1 and idempotency_key = $2`,
    [senderId, key],
  );
  return row;
}

/**
 * Whose gift income a call reads: the caller's own unless a super admin names another host;
 * answers that member and the currency of their wallet (what their share is credited in).
 */
async function incomeOf(q: Queryable, caller: Caller, presenterId: number | undefined) {
  const target = presenterId === undefined ? caller.memberId : BigInt(presenterId);
  if (target !== caller.memberId && caller.role !== 'superAdmin') {
    throw new Failure(CODES.forbidden, text('notYourGiftIncome'));
  }
  const currency = await walletCurrency(q, target);
  if (!currency) throw new Failure(CODES.notFound, text('presenterNotFound'));
  return { presenterId: target, currency };
}

/** A period's bounds (epoch ms, both ends included) as SQL parameters. */
const periodOf = (input: { beginTime?: number | undefined; endTime?: number | undefined }) => [
  input.beginTime === undefined ? null : new Date(input.beginTime),
  input.endTime === undefined ? null : new Date(input.endTime),
];
const IN_PERIOD = `($2::timestamptz is null or g.created_at >= $2)
               and ($3::timestamptz is null or g.created_at <= $3)`;

/**
 * A member sends a gift to a live stream's host: one transaction debits the member the gift's
 * price in their currency and credits the host their share in the host's; safe to repeat by
 * key. The room and both wallets hear of it once it is in.
 */
export async function sendGift(
  app: AppContext,
  member: { memberId: bigint; userName: string },
  input: CallRequest<PlatformCalls['sendGift']>,
) {
  const { db } = app;
  const answer = async (q: Queryable, row: GiftSendRow) => {
    if (
      Number(row.stream_id) !== input.streamId ||
      Number(row.gift_id) !== input.giftId ||
      Number(row.count) !== input.count
    ) {
      throw new Failure(CODES.idempotencyKeyReused, text('giftKeyReused'), 409);
    }
    const wallet = await balanceOf(q, member.memberId);
    return {
      giftProfitId: Number(row.id),
      amount: money(row.paid_minor),
      currency: pricingCurrency(row.paid_currency),
      memberWallet: money(wallet?.balanceMinor ?? 0n),
    };
  };
  try {
    const sent = await db.transaction(async (tx) => {
      const prior = await priorGift(tx, member.memberId, input.idempotencyKey);
      if (prior) return { answer: await answer(tx, prior), event: null };
      const [stream] = await tx.query<{
        presenter_id: bigint | number;
        status: number;
        room_id: string;
      }>('select presenter_id, status, room_id from streams where id = $1 for share', [
        input.streamId,
      ]);
      if (!stream) throw streamNotFound();
      const host = BigInt(stream.presenter_id);
      if (host === member.memberId) {
        throw new Failure(CODES.invalidRequest, text('cannotGiftOwnStream'));
      }
      if (Number(stream.status) !== STREAM_STATUS.live) {
        throw new Failure(CODES.invalidRequest, text('giftStreamNotLive'));
      }
      const [gift] = await tx.query<{ name: string; animation: string | null }>(
        'select name, animation from gifts where id = $1 and active',
        [input.giftId],
      );
      if (!gift) throw new Failure(CODES.notFound, text('giftNotFound'));
      const prices = pricesOf(
        await tx.query<{ currency: string; price_minor: bigint }>(
          'select currency, price_minor from gift_prices where gift_id = $1',
          [input.giftId],
        ),
      );
      const charge = await chargeFor(
        tx,
        member.memberId,
        host,
        prices,
        input.count,
        GIFT_HOST_SHARE_BPS,
        app.now(),
      );
      const now = new Date(app.now());
      const [row] = await tx.query<{ id: bigint | number }>(
        `insert into gift_profits (stream_id, gift_id, sender_id, presenter_id, count,
           paid_minor, paid_currency, host_minor, host_currency, host_share_bps,
           idempotency_key, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          input.streamId,
          input.giftId,
          member.memberId,
          host,
          input.count,
          charge.payerMinor,
          charge.payerCurrency,
          charge.hostMinor,
          charge.hostCurrency,
          charge.shareBps,
          input.idempotencyKey,
          now,
        ],
      );
      const id = Number(row!.id);
      const t: Transfer = {
        payer: member.memberId,
        host,
        charge,
        types: { paid: 'gift-sent', received: 'gift-received' },
        reference: `gift-profit:${id}`,
        key: input.idempotencyKey,
        short: new Failure(CODES.insufficientFunds, text('giftBalanceTooLow')),
      };
      const moved = await transfer(tx, t);
      const [sender] = await tx.query<{ name: string }>(
        `select coalesce(nullif(nick_name, ''), user_name) as name from members where id = $1`,
        [member.memberId],
      );
      return {
        answer: {
          giftProfitId: id,
          amount: money(charge.payerMinor),
          currency: charge.payerCurrency,
          memberWallet: money(moved.payerBalanceMinor),
        },
        event: {
          transfer: t,
          moved,
          gift: eventMessage(topics.gifts(stream.room_id), {
            roomId: stream.room_id,
            streamId: input.streamId,
            giftId: input.giftId,
            giftName: gift.name,
            count: input.count,
            senderName: sender?.name ?? member.userName,
            animation: gift.animation,
            sentAt: epochMs(now),
          }),
        },
      };
    });
    // after the commit: everyone in the room sees the gift, both wallets their balance
    if (sent.event) {
      const { transfer: t, moved, gift } = sent.event;
      app.sports.publish?.(gift.topic, gift.data);
      publishTransfer(app, t, moved, 'gift');
    }
    return sent.answer;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // the same key raced in: answer with the send that won
    const prior = await priorGift(db, member.memberId, input.idempotencyKey);
    if (!prior) throw error;
    return answer(db, prior);
  }
}

export const roomMoneyHandlers = {
  /** The catalogue in the caller's language, priced in the caller's currency. */
  listGifts: {
    access: 'optional',
    async handle(_input, ctx) {
      const currency = await callerCurrency(ctx);
      const rows = await ctx.app.db.query<{
        id: number;
        name: string;
        icon: string;
        animation: string | null;
        tier: number;
        price_minor: bigint | number;
      }>(
        `select g.id, ${translated('g.names', 'g.name', '$1')} as name, g.icon, g.animation,
                g.tier, p.price_minor
           from gifts g join gift_prices p on p.gift_id = g.id and p.currency = $2
          where g.active order by g.sort, g.id`,
        [contentLanguage(ctx.language), currency],
      );
      return {
        currency,
        list: rows.map((r) => ({
          id: Number(r.id),
          name: r.name,
          icon: r.icon,
          price: money(r.price_minor),
          tier: Number(r.tier),
          animation: r.animation,
        })),
      };
    },
  },

  /**
   * A viewer sends gifts to a live stream's host: debited the price in their currency, the host
   * credited their share in theirs, the send recorded, one transaction; once per key.
   */
  sendGift: {
    access: 'member',
    async handle(input, ctx) {
      return sendGift(ctx.app, ctx.member, input);
    },
  },

  /** A host's gifts received in a period, newest first: their share, senders masked. */
  listGiftProfits: {
    access: 'anchor',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const { page, pageSize } = input;
      const owner = await incomeOf(db, ctx.member, input.presenterId);
      const params = [owner.presenterId, ...periodOf(input)];
      const [count] = await db.query<{ n: bigint | number }>(
        `select count(*) as n from gift_profits g where g.presenter_id = $1 and ${IN_PERIOD}`,
        params,
      );
      const rows = await db.query<{
        id: bigint | number;
        gift_id: number;
        gift_name: string;
        count: number;
        host_minor: bigint | number;
        host_currency: string;
        sender: string;
        presenter_id: bigint | number;
        stream_id: bigint | number;
        created_at: Date;
      }>(
        `select g.id, g.gift_id, ${translated('gi.names', 'gi.name', '$6')} as gift_name,
                g.count, g.host_minor, g.host_currency, m.user_name as sender, g.presenter_id,
                g.stream_id, g.created_at
           from gift_profits g join gifts gi on gi.id = g.gift_id
           join members m on m.id = g.sender_id
          where g.presenter_id = $1 and ${IN_PERIOD}
          order by g.created_at desc, g.id desc limit $4 offset $5`,
        [...params, pageSize, (page - 1) * pageSize, contentLanguage(ctx.language)],
      );
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          giftId: Number(r.gift_id),
          giftName: r.gift_name,
          count: Number(r.count),
          amount: money(r.host_minor),
          currency: pricingCurrency(r.host_currency),
          senderName: maskAccount(r.sender),
          presenterId: Number(r.presenter_id),
          streamId: Number(r.stream_id),
          sentAt: epochMs(r.created_at),
        })),
        total: Number(count?.n ?? 0),
        page,
        pageSize,
      };
    },
  },

  /** How many gifts a host received in a period, and their share, in the host's currency. */
  sumGiftProfits: {
    access: 'anchor',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const owner = await incomeOf(db, ctx.member, input.presenterId);
      const [sum] = await db.query<{ n: bigint | number; amount: bigint | number }>(
        `select coalesce(sum(g.count), 0) as n, coalesce(sum(g.host_minor), 0) as amount
           from gift_profits g where g.presenter_id = $1 and ${IN_PERIOD}`,
        [owner.presenterId, ...periodOf(input)],
      );
      return {
        count: Number(sum?.n ?? 0),
        amount: money(sum?.amount ?? 0),
        currency: owner.currency,
      };
    },
  },

  /** The fee tiers a host picks a paid room's fee from, in the host's currency. */
  listRoomFees: {
    access: 'anchor',
    async handle(_input, ctx) {
      const currency = await callerCurrency(ctx);
      const list = (await feeTiers(ctx.app.db)).flatMap((t) => {
        const price = t.prices[currency];
        return price === undefined ? [] : [{ id: t.id, fee: money(price) }];
      });
      return { currency, list };
    },
  },

  /**
   * Whether a stream is a paid room, its fee in the caller's currency, and whether the caller
   * may see it (paid; or a free room, its host, a super admin).
   */
  getRoomFee: {
    access: 'optional',
    async handle(input, ctx) {
      const { db } = ctx.app;
      const [stream] = await db.query<{ is_fee: boolean; fee_tier_id: number | null }>(
        'select is_fee, fee_tier_id from streams where id = $1',
        [input.streamId],
      );
      if (!stream) throw streamNotFound();
      const currency = await callerCurrency(ctx);
      const paid = await hasRoomAccess(db, input.streamId, ctx.caller?.memberId ?? null);
      if (!stream.is_fee || stream.fee_tier_id === null) {
        return { isFee: false, fee: null, currency, paid };
      }
      const [price] = await db.query<{ price_minor: bigint | number }>(
        'select price_minor from room_fee_tier_prices where tier_id = $1 and currency = $2',
        [stream.fee_tier_id, currency],
      );
      return { isFee: true, fee: price ? money(price.price_minor) : null, currency, paid };
    },
  },

  /**
   * A viewer pays a paid room's fee, once per stream: the tier's price in their currency, the
   * host credited their share in theirs. Paid already (by any key), a free room, the host or a
   * super admin: answered paid, nothing moves.
   */
  payRoomFee: {
    access: 'member',
    async handle(input, ctx) {
      const { app, member } = ctx;
      const { db } = app;
      const paid = async (q: Queryable) => {
        const wallet = await balanceOf(q, member.memberId);
        return { paid: true as const, memberWallet: money(wallet?.balanceMinor ?? 0n) };
      };
      /** The answer to a repeat: paid, unless the key paid for another room. */
      const repeat = async (q: Queryable) => {
        const [byKey] = await q.query<{ stream_id: bigint | number }>(
          'select stream_id from room_fee_payments where member_id = $1 and idempotency_key = $2',
          [member.memberId, input.idempotencyKey],
        );
        if (byKey && Number(byKey.stream_id) !== input.streamId) {
          throw new Failure(CODES.idempotencyKeyReused, text('roomFeeKeyReused'), 409);
        }
        if (byKey) return paid(q);
        const [done] = await q.query(
          'select 1 from room_fee_payments where stream_id = $1 and member_id = $2',
          [input.streamId, member.memberId],
        );
        return done ? paid(q) : null;
      };
      try {
        const result = await db.transaction(async (tx) => {
          const prior = await repeat(tx);
          if (prior) return { answer: prior, event: null };
          const [stream] = await tx.query<{
            presenter_id: bigint | number;
            status: number;
            is_fee: boolean;
            fee_tier_id: number | null;
          }>(
            'select presenter_id, status, is_fee, fee_tier_id from streams where id = $1 for share',
            [input.streamId],
          );
          if (!stream) throw streamNotFound();
          const host = BigInt(stream.presenter_id);
          if (
            !stream.is_fee ||
            stream.fee_tier_id === null ||
            host === member.memberId ||
            member.role === 'superAdmin'
          ) {
            return { answer: await paid(tx), event: null };
          }
          const status = Number(stream.status);
          if (status !== STREAM_STATUS.live && status !== STREAM_STATUS.reserved) {
            throw new Failure(CODES.invalidRequest, text('roomFeeStreamOver'));
          }
          const prices = pricesOf(
            await tx.query<{ currency: string; price_minor: bigint }>(
              'select currency, price_minor from room_fee_tier_prices where tier_id = $1',
              [stream.fee_tier_id],
            ),
          );
          const charge = await chargeFor(
            tx,
            member.memberId,
            host,
            prices,
            1,
            ROOM_FEE_HOST_SHARE_BPS,
            app.now(),
          );
          await tx.query(
            `insert into room_fee_payments (stream_id, member_id, tier_id, paid_minor,
               paid_currency, host_minor, host_currency, host_share_bps, idempotency_key,
               created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [
              input.streamId,
              member.memberId,
              stream.fee_tier_id,
              charge.payerMinor,
              charge.payerCurrency,
              charge.hostMinor,
              charge.hostCurrency,
              charge.shareBps,
              input.idempotencyKey,
              new Date(app.now()),
            ],
          );
          const t: Transfer = {
            payer: member.memberId,
            host,
            charge,
            types: { paid: 'room-fee-paid', received: 'room-fee-received' },
            reference: `room-fee:${input.streamId}:${member.memberId}`,
            key: input.idempotencyKey,
            short: new Failure(CODES.insufficientFunds, text('roomFeeBalanceTooLow')),
          };
          const moved = await transfer(tx, t);
          return {
            answer: { paid: true as const, memberWallet: money(moved.payerBalanceMinor) },
            event: { transfer: t, moved },
          };
        });
        if (result.event)
          publishTransfer(app, result.event.transfer, result.event.moved, 'room-fee');
        return result.answer;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // the same key, or another payment of this room, raced in: answer as a repeat
        const prior = await repeat(db);
        if (!prior) throw error;
        return prior;
      }
    },
  },
} satisfies PlatformHandlers;
