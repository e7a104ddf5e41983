import { CODES, type BetOrder } from '@touchline/api/contract';
import {
  MAX_PARLAY_LEGS,
  MIN_PARLAY_LEGS,
  acceptsPriceChange,
  oddsChangePolicyForSetting,
  parlayProblem,
  parseAmountToMinor,
  stakeLimits,
  stakeProblem,
  type Language,
} from '@touchline/domain';
import { isUniqueViolation, type Queryable } from '../../db/database.ts';
import { Failure } from '../../http/failure.ts';
import { text } from '../../http/messages.ts';
import { money } from '../../services/common.ts';
import { checkSpend } from '../../services/responsible.ts';
import {
  InsufficientFundsError,
  WalletNotFoundError,
  postMovement,
  type Movement,
} from '../../wallet/ledger.ts';
import type { EngineContext } from './context.ts';
import type { OrderBook } from './orders.ts';
import {
  amountPart,
  checkSameRequest,
  keyReused,
  keyedRequest,
  type KeyedRequest,
} from './request-keys.ts';
import { newId, pickOf, resolvePick, type Bettor, type Pick, type Resolved } from './picks.ts';

/** A stake whose session ended after the sports calls' guard let it through (ADR 037). */
export const signedOut = () => new Failure(CODES.sportsTokenExpired, text('sportsSessionExpired'));

/** A stake as minor units once it lies in the wallet currency's range (domain's rule). */
export function checkStake(stake: string, currency: string): bigint {
  const minor = parseAmountToMinor(stake);
  const limits = stakeLimits(currency);
  switch (stakeProblem(minor, limits)) {
    case 'stake-missing':
      throw new Failure(CODES.invalidRequest, text('enterStake'));
    case 'stake-below-min':
      throw new Failure(
        CODES.invalidRequest,
        text('lowestStake', { amount: money(limits.minMinor) }),
      );
    case 'stake-above-max':
      throw new Failure(
        CODES.invalidRequest,
        text('highestStake', { amount: money(limits.maxMinor) }),
      );
    default:
      return minor!;
  }
}

/** An order's stake as the wallet's debit: once per order key. */
function stakeDebit(
  memberId: bigint,
  order: { id: string; key: string; stakeMinor: bigint },
): Movement {
  return {
    memberId,
    amountMinor: -order.stakeMinor,
    type: 'bet-stake',
    reference: order.id,
    idempotencyKey: `sports-stake:${memberId}:${order.key}`,
  };
}

/** Takes a stake from the wallet in the order's transaction; a short balance is code 3. */
export async function debitStake(
  tx: Queryable,
  memberId: bigint,
  amountMinor: bigint,
  reference: string,
  key: string,
) {
  try {
    return await postMovement(tx, {
      memberId,
      amountMinor: -amountMinor,
      type: 'bet-stake',
      reference,
      idempotencyKey: key,
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw new Failure(CODES.insufficientFunds, text('balanceTooLow'));
    }
    throw error;
  }
}

/**
 * Placement and in-play acceptance: quotes a slip, places singles and multiples against the
 * feed's prices (the stake debited in the order's transaction, once per idempotency key), and
 * accepts or rejects in-play bets once their delay is over.
 */
export class Placement {
  constructor(
    private readonly ctx: EngineContext,
    readonly acceptDelayMs: number,
    /** The orders' views: read back (a repeated request's), or of the rows just written. */
    private readonly orders: OrderBook,
  ) {}

  /** The slip's legs as they stand: price, line, status and stake limits. */
  quote(picks: readonly Pick[], bettor: { currency: string; language: Language }) {
    const limits = stakeLimits(bettor.currency);
    return picks.map((pick) => {
      const r = resolvePick(this.ctx.feed, pick, bettor.language);
      return {
        ...pick,
        price: r?.price ?? 1.01,
        line: r?.line ?? null,
        status: r?.status ?? ('closed' as const),
        minStake: money(limits.minMinor),
        maxStake: money(limits.maxMinor),
      };
    });
  }

  /**
   * Checks a leg against the feed: open, and its price acceptable under the bettor's setting.
   * A refusal carries the latest quotes of the whole slip, so it can show them.
   */
  private checkLeg(
    pick: Pick & { price: number },
    bettor: Bettor,
    slip: readonly Pick[],
  ): Resolved {
    const r = resolvePick(this.ctx.feed, pick, bettor.language);
    const latest = () => this.quote(slip, bettor);
    if (!r || r.status !== 'open') {
      throw new Failure(CODES.marketUnavailable, text('marketUnavailable'), undefined, latest());
    }
    if (!acceptsPriceChange(pick.price, r.price, oddsChangePolicyForSetting(bettor.oddsChange))) {
      throw new Failure(
        CODES.priceChanged,
        text('priceChanged', { price: r.price }),
        undefined,
        latest(),
      );
    }
    return r;
  }

  /**
   * The orders a keyed request placed before: null when its key is new; the refusal when the key
   * was sent with another request (another slip, or a single's key for a multiple).
   */
  private async prior(
    bettor: Bettor,
    request: KeyedRequest,
    orderKeys: readonly string[],
  ): Promise<BetOrder[] | null> {
    const { memberId } = bettor;
    const row = await this.ctx.repo.requestKey(this.ctx.repo.db, memberId, request.key);
    if (!row) return null;
    checkSameRequest(row, request);
    const ids = await this.ctx.repo.orderIdsByKeys(memberId, orderKeys);
    return this.orders.byIds(memberId, ids, bettor.language);
  }

  /**
   * The orders this request's key placed before, when the slip is refused now (a market closed
   * or a price moved since): a repeat answers what it placed, whatever the slip's state; a new
   * key gets the refusal.
   */
  private async checkedOrPrior<T>(
    bettor: Bettor,
    request: KeyedRequest,
    orderKeys: readonly string[],
    check: () => T,
  ): Promise<{ checked: T } | { prior: BetOrder[] }> {
    try {
      return { checked: check() };
    } catch (error) {
      const prior = await this.prior(bettor, request, orderKeys);
      if (prior) return { prior };
      throw error;
    }
  }

  /**
   * Takes the request's key, inserts orders and debits their stakes, all in one statement (one
   * round trip, one transaction: all written or nothing); a key already taken (a unique
   * violation: a repeat, or a racing request, which waits for the first one's outcome) answers
   * what that one placed, or is refused when it was another request. The answer is built from
   * the rows the statement wrote.
   */
  private async place(
    bettor: Bettor,
    request: KeyedRequest,
    orders: { id: string; key: string; stakeMinor: bigint; legs: Resolved[] }[],
    kind: 'single' | 'multiple',
    sportsTokenHash: string | undefined,
  ): Promise<BetOrder[]> {
    const now = this.ctx.now();
    const keys = orders.map((o) => o.key);
    const insert = (guardAt?: number) =>
      this.ctx.repo.insertOrders(
        this.ctx.repo.db,
        orders.map((order) => {
          const live = order.legs.some((l) => l.match.progress.phase === 'live');
          return {
            order: {
              id: order.id,
              bettor,
              kind,
              status: live ? 'pending' : 'accepted',
              stakeMinor: order.stakeMinor,
              prices: order.legs.map((l) => l.price),
              key: order.key,
              acceptAt: live ? now + this.acceptDelayMs : null,
              placedAt: now,
            },
            legs: order.legs,
          };
        }),
        {
          requestKey: { memberId: bettor.memberId, ...request },
          debits: orders.map((order) => stakeDebit(bettor.memberId, order)),
          ...(guardAt === undefined ? {} : { guardAt }),
          ...(sportsTokenHash === undefined ? {} : { sportsTokenHash }),
        },
      );
    let placed;
    try {
      // a member with no break and no loss limit is placed in one statement; any other is checked
      // in full first (responsible gambling, ADR 021), then placed
      placed = await insert(now);
      if (placed.debited === 'signed-out') throw signedOut();
      if (placed.debited === 'restricted') {
        const amountMinor = orders.reduce((sum, o) => sum + o.stakeMinor, 0n);
        await checkSpend(this.ctx.repo.db, bettor.memberId, { kind: 'stake', amountMinor }, now);
        placed = await insert();
      }
    } catch (error) {
      if (error instanceof Failure && error.code === CODES.playerProtection) {
        // a repeat of a slip placed before the restriction answers what it placed
        const prior = await this.prior(bettor, request, keys);
        if (prior) return prior;
        throw error;
      }
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.prior(bettor, request, keys);
      if (raced) return raced;
      // an order key taken without this request's key: a slip placed before keys were kept
      // (migration 032), or another call's order under this key
      throw keyReused();
    }
    if (placed.debited === 'signed-out') throw signedOut();
    if (placed.debited === 'short')
      throw new Failure(CODES.insufficientFunds, text('balanceTooLow'));
    if (placed.debited === 'no-wallet') throw new WalletNotFoundError(bettor.memberId);
    this.ctx.balanceMoved(bettor.memberId, 'bet', {
      balanceMinor: placed.balanceMinor!,
      currency: bettor.currency,
    });
    return this.orders.placedViews(placed.placed, bettor.language);
  }

  /** Singles: one order per leg, each with its own stake; all placed or none. */
  async placeSingles(
    bettor: Bettor,
    bets: readonly (Pick & { price: number; stake: string })[],
    idempotencyKey: string,
    /** The sports token the call came with (its hash): its session must be signed in. */
    sportsTokenHash?: string,
  ): Promise<BetOrder[]> {
    const request = keyedRequest(
      idempotencyKey,
      'placeSingleBets',
      bets.map((b) => [b.matchId, b.marketId, b.selectionId, amountPart(b.stake)]),
    );
    const keys = bets.map((_, i) => `${idempotencyKey}#${i + 1}`);
    const outcome = await this.checkedOrPrior(bettor, request, keys, () =>
      bets.map((bet, i) => ({
        id: newId('S'),
        key: keys[i]!,
        stakeMinor: checkStake(bet.stake, bettor.currency),
        legs: [this.checkLeg(bet, bettor, bets)],
      })),
    );
    if ('prior' in outcome) return outcome.prior;
    return this.place(bettor, request, outcome.checked, 'single', sportsTokenHash);
  }

  /** A multiple: 2 to 10 legs from different matches, one stake on the product of the prices. */
  async placeMultiple(
    bettor: Bettor,
    legs: readonly (Pick & { price: number })[],
    stake: string,
    idempotencyKey: string,
    /** The sports token the call came with (its hash): its session must be signed in. */
    sportsTokenHash?: string,
  ): Promise<BetOrder> {
    const request = keyedRequest(idempotencyKey, 'placeMultipleBet', [
      legs.map((l) => [l.matchId, l.marketId, l.selectionId]),
      amountPart(stake),
    ]);
    const outcome = await this.checkedOrPrior(bettor, request, [idempotencyKey], () => {
      const problem = parlayProblem(legs.map((l) => l.matchId));
      if (problem === 'same-match-in-parlay') {
        throw new Failure(CODES.invalidRequest, text('multipleOnePerMatch'));
      }
      if (problem) {
        throw new Failure(
          CODES.invalidRequest,
          text('multipleLegs', { min: MIN_PARLAY_LEGS, max: MAX_PARLAY_LEGS }),
        );
      }
      const stakeMinor = checkStake(stake, bettor.currency);
      const resolved = legs.map((leg) => this.checkLeg(leg, bettor, legs));
      if (resolved.some((r) => r.match.kind === 'outright')) {
        // outrights settle weeks later: they are bet as singles
        throw new Failure(CODES.invalidRequest, text('multipleNoOutrights'));
      }
      return [{ id: newId('M'), key: idempotencyKey, stakeMinor, legs: resolved }];
    });
    const [order] =
      'prior' in outcome
        ? outcome.prior
        : await this.place(bettor, request, outcome.checked, 'multiple', sportsTokenHash);
    return order!;
  }

  /** In-play acceptance: accepts or rejects the bets whose delay is over. */
  async processPending(): Promise<number> {
    const { repo, feed } = this.ctx;
    const due = await repo.pendingDue(this.ctx.now());
    for (const order of due) {
      const legs = await repo.legs(order.id);
      const policy = oddsChangePolicyForSetting(order.odds_change);
      const refusal = legs.find((leg) => {
        const r = resolvePick(feed, pickOf(leg), 'en');
        return !r || r.status !== 'open' || !acceptsPriceChange(Number(leg.price), r.price, policy);
      });
      if (refusal) {
        if (
          await repo.refund(
            order,
            'rejected',
            'The price moved or the market closed.',
            this.ctx.now(),
          )
        ) {
          this.ctx.balanceMoved(BigInt(order.member_id), 'payout');
        }
      } else {
        await repo.accept(order.id);
      }
    }
    return due.length;
  }
}
