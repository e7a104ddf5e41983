import { CODES } from '@touchline/api/contract';
import { cashOutOffer, parseAmountToMinor, type CashOutLeg } from '@touchline/domain';
import { isUniqueViolation } from '../../db/database.ts';
import { Failure } from '../../http/failure.ts';
import { text } from '../../http/messages.ts';
import { money } from '../../services/common.ts';
import type { EngineContext } from './context.ts';
import { pickOf, resolvePick } from './picks.ts';
import { cashOutQuoteKey, signQuote, verifyQuote } from './quote-token.ts';
import type { LegRow, OrderRow, RequestKeyRow } from './repository.ts';
import { amountPart, checkSameRequest, keyedRequest, type KeyedRequest } from './request-keys.ts';

/**
 * Cash-out: offers (the domain's exact `cashOutOffer` over each leg's state in the feed), quotes
 * that last `quoteTtlMs` — signed tokens (`quote-token.ts`), so quoting writes nothing — and
 * their execution, paid once, however often it is sent.
 */
export class CashOutDesk {
  private readonly quoteKey: Buffer;

  constructor(
    private readonly ctx: EngineContext,
    readonly quoteTtlMs: number,
    /** The house's cut of the fair value, in basis points. */
    readonly marginBps: number,
    /** The server's secret; quotes are signed with a key derived from it. */
    secret: string,
  ) {
    this.quoteKey = cashOutQuoteKey(secret);
  }

  /**
   * The offer for an open order now, in minor units; null when there is none (the order is not
   * accepted, a leg's market is not open, a leg lost).
   */
  value(order: OrderRow, legs: readonly LegRow[]): bigint | null {
    if (order.status !== 'accepted') return null;
    return cashOutOffer({
      stakeMinor: BigInt(order.stake_minor),
      marginBps: this.marginBps,
      legs: legs.map((leg): CashOutLeg => {
        if (leg.result !== null) return { takenPrice: leg.price, status: leg.result };
        const r = resolvePick(this.ctx.feed, pickOf(leg), 'en');
        if (!r || r.status !== 'open' || r.q === null || r.q <= 0) {
          return { takenPrice: leg.price, status: 'suspended' };
        }
        // the fair price now: 1 over the selection's fair chance, without the margin
        return { takenPrice: leg.price, status: 'open', currentPrice: 1 / r.q };
      }),
    });
  }

  /** A quote for each of the member's orders: its offer, good for `quoteTtlMs`; writes nothing. */
  async quotes(memberId: bigint, orderIds: readonly string[]) {
    const { repo } = this.ctx;
    const now = this.ctx.now();
    const rows = await repo.ordersOf(memberId, orderIds);
    const legs = await repo.legsOf(rows.map((r) => r.id));
    const quotes = [];
    for (const order of rows) {
      const amount = this.value(order, legs.get(order.id) ?? []);
      const expiresAt = now + this.quoteTtlMs;
      quotes.push({
        orderId: order.id,
        available: amount !== null,
        cashOutAmount: money(amount ?? 0n),
        // no offer signs an amount of 0, which cashOut never accepts
        quoteId: signQuote(this.quoteKey, {
          orderId: order.id,
          memberId,
          amountMinor: amount ?? 0n,
          expiresAt,
        }),
        expiresAt,
      });
    }
    return quotes;
  }

  /**
   * Executes a cash-out quote: refused when its signature does not hold for this order and
   * member, when the amount differs from the quote, when it expired or when the value fell below
   * it since; paid once, however often it is sent (the order's status guards the payment, the
   * ledger's idempotency key the money). Its answer is kept under the request's idempotency key:
   * a repeat gets the first answer, however many race and on either database; the key sent with
   * another request is refused (code 409) and does nothing.
   */
  async cashOut(
    memberId: bigint,
    input: { orderId: string; quoteId: string; cashOutAmount: string; idempotencyKey: string },
  ): Promise<CashOutResult> {
    const { repo } = this.ctx;
    const request = keyedRequest(input.idempotencyKey, 'cashOut', [
      input.orderId,
      input.quoteId,
      amountPart(input.cashOutAmount),
    ]);
    const prior = await repo.requestKey(repo.db, memberId, request.key);
    if (prior) return answerOf(prior, request);
    const now = this.ctx.now();
    const quote = verifyQuote(this.quoteKey, input.quoteId, input.orderId, memberId);
    if (!quote || quote.amountMinor <= 0n) {
      throw new Failure(CODES.notFound, text('cashOutOfferMissing'));
    }
    const amount = quote.amountMinor;
    if (parseAmountToMinor(input.cashOutAmount) !== amount) {
      throw new Failure(CODES.invalidRequest, text('cashOutAmountMismatch'));
    }
    const order = await repo.orderOf(memberId, input.orderId);
    if (!order) throw new Failure(CODES.notFound, text('betMissing'));
    const paid: CashOutResult = {
      orderId: order.id,
      status: 'accepted',
      cashOutAmount: money(amount),
    };
    const remember = async (result: CashOutResult) =>
      answerOf(await repo.rememberRequest(memberId, request, result), request);
    if (paidAt(order, amount)) {
      // the same offer sent again under another key: it was paid once, answer as then
      return remember(paid);
    }
    const current = this.value(order, await repo.legs(order.id));
    if (quote.expiresAt <= now || current === null || current < amount) {
      return remember({
        orderId: order.id,
        status: 'rejected',
        cashOutAmount: money(current ?? 0n),
      });
    }
    try {
      if (await repo.payCashOut(memberId, order.id, amount, now, request, paid)) {
        this.ctx.balanceMoved(memberId, 'cash-out');
        return paid;
      }
    } catch (error) {
      // the key was taken meanwhile (by another request: refused; by this one: its answer)
      if (!isUniqueViolation(error)) throw error;
      const raced = await repo.requestKey(repo.db, memberId, request.key);
      if (!raced) throw error;
      return answerOf(raced, request);
    }
    // not paid: a racing repeat paid it first (its key holds the answer), or it was paid under
    // another key at this amount, or it settled meanwhile
    const raced = await repo.requestKey(repo.db, memberId, request.key);
    if (raced) return answerOf(raced, request);
    const after = await repo.orderOf(memberId, order.id);
    if (after && paidAt(after, amount)) return remember(paid);
    throw new Failure(CODES.marketUnavailable, text('betSettled'));
  }
}

export type CashOutResult = {
  orderId: string;
  status: 'accepted' | 'rejected' | 'pending';
  cashOutAmount: string;
};

/** Whether the order was cashed out at this amount. */
function paidAt(order: OrderRow, amountMinor: bigint): boolean {
  return order.status === 'cashedOut' && BigInt(order.payout_minor ?? -1) === amountMinor;
}

/** The answer kept under a key, when the key was sent with this request; else the refusal. */
function answerOf(row: RequestKeyRow, request: KeyedRequest): CashOutResult {
  checkSameRequest(row, request);
  return row.result as CashOutResult;
}
