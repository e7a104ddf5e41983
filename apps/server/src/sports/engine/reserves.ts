import { CODES } from '@touchline/api/contract';
import type { Language } from '@touchline/domain';
import { isUniqueViolation } from '../../db/database.ts';
import { Failure } from '../../http/failure.ts';
import { text } from '../../http/messages.ts';
import { money } from '../../services/common.ts';
import type { EngineContext } from './context.ts';
import { namesIn, newId, pickOf, resolvePick, type Bettor, type Pick } from './picks.ts';
import { checkSpend } from '../../services/responsible.ts';
import { checkStake, debitStake, signedOut } from './placement.ts';
import type { ReserveRow } from './repository.ts';
import { amountPart, keyReused } from './request-keys.ts';

/**
 * Reserve bets: the stake is held when a bet is reserved; it is placed at the current price once
 * that reaches the target before the start, else it expires (or is cancelled) with the stake
 * returned.
 */
export class ReserveBook {
  constructor(private readonly ctx: EngineContext) {}

  async reserve(
    bettor: Bettor,
    input: Pick & {
      targetPrice: number;
      stake: string;
      expiresAt?: number;
      idempotencyKey: string;
    },
    /** The sports token the call came with (its hash): its session must be signed in. */
    sportsTokenHash?: string,
  ) {
    const { repo } = this.ctx;
    const prior = await repo.reserveByKey(bettor.memberId, input.idempotencyKey);
    if (prior) return reserveView(sameReserve(prior, input), bettor.language);
    const r = resolvePick(this.ctx.feed, input, bettor.language);
    if (!r || r.status === 'closed' || r.match.kind !== 'match') {
      throw new Failure(CODES.marketUnavailable, text('marketUnavailable'));
    }
    if (r.match.progress.phase !== 'upcoming') {
      throw new Failure(CODES.marketUnavailable, text('reserveBeforeStart'));
    }
    const stakeMinor = checkStake(input.stake, bettor.currency);
    const now = this.ctx.now();
    const expiresAt = Math.min(input.expiresAt ?? r.match.startsAt, r.match.startsAt);
    if (expiresAt <= now) {
      throw new Failure(CODES.invalidRequest, text('reserveExpiresAtOnce'));
    }
    const id = newId('R');
    const lang = bettor.language;
    try {
      await repo.db.transaction(async (tx) => {
        // a session revoked anywhere holds no stake from the revocation's commit on (ADR 037)
        if (sportsTokenHash !== undefined && !(await repo.signedIn(tx, sportsTokenHash)))
          throw signedOut();
        await checkSpend(tx, bettor.memberId, { kind: 'stake', amountMinor: stakeMinor }, now);
        await repo.insertReserve(tx, {
          id,
          bettor,
          matchId: input.matchId,
          marketId: input.marketId,
          selectionId: input.selectionId,
          matchName: matchName(r.match.home.names[lang], r.match.away.names[lang]),
          selectionName: r.selectionName,
          names: r.allNames(),
          targetPrice: input.targetPrice,
          stakeMinor,
          key: input.idempotencyKey,
          createdAt: now,
          expiresAt,
        });
        // the stake is held from the start, so the bet can be placed the moment the price comes
        await debitStake(
          tx,
          bettor.memberId,
          stakeMinor,
          id,
          `sports-reserve:${bettor.memberId}:${input.idempotencyKey}`,
        );
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    this.ctx.balanceMoved(bettor.memberId, 'bet');
    // a racing request with this key reserved first: it must have been this same reserve bet
    const row = sameReserve(
      (await repo.reserveByKey(bettor.memberId, input.idempotencyKey))!,
      input,
    );
    // the price may already be there
    await this.trigger(row.match_id);
    return reserveView((await repo.reserve(row.id))!, bettor.language);
  }

  async list(
    memberId: bigint,
    options: { current: number; size: number; status?: string; language: Language },
  ) {
    const { rows, total } = await this.ctx.repo.pageReserves(memberId, options);
    return {
      records: rows.map((row) => reserveView(row, options.language)),
      total,
      current: options.current,
      size: options.size,
    };
  }

  async cancel(memberId: bigint, id: string): Promise<void> {
    const row = await this.ctx.repo.reserve(id, memberId);
    if (!row) throw new Failure(CODES.notFound, text('reserveMissing'));
    if (row.status === 'cancelled') return;
    if (row.status !== 'waiting') {
      throw new Failure(CODES.invalidRequest, text('reserveNotWaiting'));
    }
    await this.end(row, 'cancelled');
  }

  private async end(row: ReserveRow, status: 'cancelled' | 'expired'): Promise<void> {
    if (await this.ctx.repo.endReserve(row, status)) {
      this.ctx.balanceMoved(BigInt(row.member_id), 'payout');
    }
  }

  /** Places the waiting reserve bets of a match whose price reached their target. */
  async trigger(matchId: bigint | number): Promise<number> {
    const { repo } = this.ctx;
    let placed = 0;
    for (const row of await repo.waitingReserves(matchId)) {
      const language = row.language as Language;
      const r = resolvePick(this.ctx.feed, pickOf(row), language);
      if (!r || r.status !== 'open' || r.match.progress.phase !== 'upcoming') continue;
      if (r.price < Number(row.target_price)) continue;
      const orderId = newId('S');
      const bettor: Bettor = {
        memberId: BigInt(row.member_id),
        currency: row.currency,
        language,
        oddsChange: row.odds_change as 1 | 2 | 3,
      };
      const done = await repo.db.transaction(async (tx) => {
        if (!(await repo.claimReserve(tx, row.id))) return false;
        await repo.insertOrders(tx, [
          {
            order: {
              id: orderId,
              bettor,
              kind: 'single',
              status: 'accepted',
              stakeMinor: BigInt(row.stake_minor),
              prices: [r.price],
              key: `reserve:${row.id}`,
              acceptAt: null,
              placedAt: this.ctx.now(),
              reserveId: row.id,
            },
            legs: [r],
          },
        ]);
        await repo.linkReserve(tx, row.id, orderId);
        return true;
      });
      if (done) placed += 1;
    }
    return placed;
  }

  /** Reserve bets whose time ran out (or whose match started) expire and return their stake. */
  async expire(): Promise<number> {
    const now = this.ctx.now();
    let expired = 0;
    for (const row of await this.ctx.repo.waitingReserves()) {
      const match = this.ctx.feed.match(Number(row.match_id));
      const started = !match || match.progress.phase !== 'upcoming';
      if (new Date(row.expires_at).getTime() <= now || started) {
        await this.end(row, 'expired');
        expired += 1;
      }
    }
    return expired;
  }
}

/**
 * The reserve bet a key holds, when it was reserved with this request (selection, target price,
 * stake); else the refusal of a key reused for another request (code 409).
 */
function sameReserve(
  row: ReserveRow,
  input: Pick & { targetPrice: number; stake: string },
): ReserveRow {
  const same =
    Number(row.match_id) === input.matchId &&
    row.market_id === input.marketId &&
    row.selection_id === input.selectionId &&
    Number(row.target_price).toFixed(2) === input.targetPrice.toFixed(2) &&
    amountPart(input.stake) === BigInt(row.stake_minor).toString();
  if (!same) throw keyReused();
  return row;
}

/** A reserve bet as the contract shows it, named in `language` where the row has its names. */
function reserveView(row: ReserveRow, language: Language) {
  const names = namesIn(row.names, language);
  return {
    id: row.id,
    matchId: Number(row.match_id),
    marketId: row.market_id,
    selectionId: row.selection_id,
    matchName: names ? matchName(names.home, names.away) : row.match_name,
    selectionName: names?.selection ?? row.selection_name,
    targetPrice: Number(row.target_price),
    stake: money(row.stake_minor),
    status: row.status,
    betOrderId: row.order_id,
    createdAt: new Date(row.created_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
  };
}

/** A reserve's match as its view names it: "Home – Away". */
function matchName(home: string, away: string): string {
  return `${home} – ${away}`;
}
