import { CODES, isApiError, isNetworkError, isTimeoutError, type BetOrder } from '@touchline/api';
import { evaluateSlip, isPositiveAmount, selectionLabel } from '@touchline/domain';
import {
  BetReceipt,
  useMatchName,
  type BetReceiptBet,
  type BetSlipPlacement,
  type BetSlipReserve,
} from '@touchline/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs, useSessionState } from '../../app/context.tsx';
import { usePlaceBet, useReserveBet } from '../../data/mutations/bets.ts';
import { useWallet } from '../../data/queries/member.ts';
import {
  BET_STATUS_POLL_MS,
  isFinalBetStatus,
  SportsNoticeError,
  useBetStatuses,
  useSlipQuotes,
} from '../../data/queries/sports.ts';
import {
  reservable,
  slipLegsOf,
  type SlipPick,
  type SlipQuote,
  type SportsSettings,
} from './model.ts';
import { useSlip } from './state.ts';
import { useSlipStore } from './slipPick.ts';
import { SlipPanel } from './views/SlipPanel.tsx';
import { useSlipSheet } from './views/SportsFrame.tsx';

/** The translation key of why placing failed. */
export function placementErrorKey(error: unknown): string | null {
  if (isApiError(error)) {
    if (error.code === 460) return 'errorInsufficient';
    if (error.code === 461) return 'errorPriceChanged';
    if (error.code === 462) return 'errorMarketUnavailable';
    if (error.code === CODES.idempotencyKeyReused) return 'errorKeyReused';
    return null;
  }
  if (isNetworkError(error)) return 'errorNetwork';
  if (isTimeoutError(error)) return 'errorTimeout';
  return null;
}

export { useSlipStore };

/** A placed bet as its receipt shows it: what the server answered, not what the slip held. */
export function receiptBetOf(
  order: BetOrder,
  nameOf: (home: string, away: string) => string,
): BetReceiptBet {
  return {
    id: order.id,
    kind: order.kind === 'multiple' ? 'parlay' : 'single',
    status:
      order.status === 'rejected'
        ? 'rejected'
        : isFinalBetStatus(order.status)
          ? 'accepted'
          : 'pending',
    legs: order.legs.map((leg) => ({
      id: `${order.id}-${leg.selectionId}`,
      match: nameOf(leg.homeTeam, leg.awayTeam),
      market: leg.marketName,
      selection: selectionLabel({ name: leg.selectionName, line: leg.line }),
      price: leg.price,
    })),
    price: order.price,
    stake: order.stake,
    potentialReturn: order.potentialReturn,
  };
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'placing' }
  /** Placed and held (in play): waiting for the orders to be final. */
  | { kind: 'pending' }
  /**
   * The receipt: the orders as answered, and the picks that left the slip (the player may keep
   * them). `attempt`: the slip it describes; any later change of the slip drops it.
   */
  | { kind: 'placed'; attempt: string; orders: BetOrder[]; picks: SlipPick[] }
  /** A reserve bet was taken (it waits in my bets' reserve list). */
  | { kind: 'reserved'; attempt: string }
  | { kind: 'failed'; message: string };

/**
 * The bet slip wired to the sports client: prices and limits refreshed while it has picks, the
 * reason a bet can't be placed, placing (one request per press, however many presses), the wait
 * until the order is final (a polling query), and a failed bet that keeps it all. The balance
 * follows the server's member-balance topic.
 */
export function SlipContainer({
  settings,
  onSettingsChange,
  pollMs = BET_STATUS_POLL_MS,
}: {
  settings: SportsSettings;
  onSettingsChange: (settings: SportsSettings) => void;
  pollMs?: number;
}) {
  const dialogs = useDialogs();
  const { t } = useTranslation('sports');
  const { sessionId } = useSessionState();
  const placeBet = usePlaceBet();
  const reserveBet = useReserveBet();
  const store = useSlipStore();
  const slip = useSlip(store);
  const wallet = useWallet();
  const sheet = useSlipSheet();
  const nameOf = useMatchName();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const busy = useRef(false);
  /** Orders placed and not final when answered: their statuses are asked until they are. */
  const [held, setHeld] = useState<{ orders: BetOrder[]; legs: SlipPick[] } | null>(null);
  const heldStatus = useBetStatuses(held?.orders ?? null, pollMs);

  const picks = slip.picks;
  const quotesQuery = useSlipQuotes(picks, !!sessionId);
  const quotes = useMemo(() => {
    const map = new Map<string, SlipQuote>();
    for (const q of quotesQuery.data ?? []) map.set(q.selectionId, q);
    return map;
  }, [quotesQuery.data]);

  // a changed slip starts over: the last success no longer describes it
  useEffect(() => {
    if (
      (outcome.kind === 'placed' || outcome.kind === 'reserved') &&
      outcome.attempt !== slip.attempt
    )
      setOutcome({ kind: 'idle' });
  }, [slip.attempt, outcome]);

  const { reason } = evaluateSlip({
    legs: slipLegsOf(picks, quotes),
    mode: slip.mode,
    stakes: slip.stakes,
    parlayStake: slip.parlayStake,
    loggedIn: !!sessionId,
    balance: wallet.data?.memberWallet ?? null,
    policy: settings.oddsChange,
  });

  /**
   * Where the bets stand once final (or left to My bets): none taken keeps the slip as it was;
   * otherwise the receipt, and the picks of the bets taken leave the slip (a refused single's
   * pick stays for another try).
   */
  const settle = (orders: readonly BetOrder[], legs: readonly SlipPick[]) => {
    if (orders.every((o) => o.status === 'rejected')) {
      setOutcome({ kind: 'failed', message: t('slipRejected') });
      return;
    }
    const taken = new Set(
      orders
        .filter((o) => o.status !== 'rejected')
        .flatMap((o) => o.legs.map((l) => l.selectionId)),
    );
    const gone = legs.filter((p) => taken.has(p.selectionId));
    store.removePlaced(gone.map((p) => p.selectionId));
    setOutcome({ kind: 'placed', attempt: store.get().attempt, orders: [...orders], picks: gone });
  };

  // the held bets' wait is over (final, or left to My bets after the last ask)
  useEffect(() => {
    if (!held || !heldStatus.done || !heldStatus.statuses) return;
    const statuses = heldStatus.statuses;
    settle(
      held.orders.map((order, i) => ({ ...order, status: statuses[i] ?? order.status })),
      held.legs,
    );
    setHeld(null);
    busy.current = false;
    // settle reads the store and translations of this render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [held, heldStatus.done, heldStatus.statuses]);

  const failed = (error: unknown) => {
    const key = placementErrorKey(error);
    // the slip's key was taken by another request: the slip stays, the next press gets a new key
    if (key === 'errorKeyReused') store.renewAttempt();
    const message = key
      ? t(key)
      : error instanceof SportsNoticeError || isApiError(error)
        ? error.message || t('errorGeneric')
        : t('errorGeneric');
    // the quote may be what moved: ask again so the slip shows the new price
    void quotesQuery.refetch();
    setOutcome({ kind: 'failed', message });
  };

  const place = async (placement: BetSlipPlacement) => {
    if (busy.current || reason) return;
    busy.current = true;
    setOutcome({ kind: 'placing' });
    const price = (selectionId: string) =>
      quotes.get(selectionId)?.price ??
      picks.find((p) => p.selectionId === selectionId)!.pickedPrice;
    const legs =
      placement.mode === 'parlay'
        ? picks
        : picks.filter((p) => isPositiveAmount(placement.stakes[p.selectionId]));
    try {
      const orders = await placeBet.mutateAsync(
        placement.mode === 'parlay'
          ? {
              mode: 'parlay',
              request: {
                legs: legs.map((p) => ({
                  matchId: p.matchId,
                  marketId: p.marketId,
                  selectionId: p.selectionId,
                  price: price(p.selectionId),
                })),
                stake: placement.parlayStake,
                idempotencyKey: slip.attempt,
              },
            }
          : {
              mode: 'singles',
              request: {
                bets: legs.map((p) => ({
                  matchId: p.matchId,
                  marketId: p.marketId,
                  selectionId: p.selectionId,
                  price: price(p.selectionId),
                  stake: placement.stakes[p.selectionId]!,
                })),
                idempotencyKey: slip.attempt,
              },
            },
      );
      if (orders.some((o) => !isFinalBetStatus(o.status))) {
        // held in play: the status query takes it from here
        setOutcome({ kind: 'pending' });
        setHeld({ orders, legs });
        return;
      }
      settle(orders, legs);
    } catch (error) {
      failed(error);
    }
    busy.current = false;
  };

  /** A reserve bet on the slip's one single: the stake is held until the odds reach the target. */
  const reserve = async (request: BetSlipReserve) => {
    if (busy.current || reason) return;
    const pick = picks.find((p) => p.selectionId === request.selectionId);
    if (!pick) return;
    busy.current = true;
    setOutcome({ kind: 'placing' });
    try {
      await reserveBet.mutateAsync({
        matchId: pick.matchId,
        marketId: pick.marketId,
        selectionId: pick.selectionId,
        targetPrice: Number(request.targetPrice),
        stake: request.stake,
        idempotencyKey: `${slip.attempt}-reserve`,
      });
      store.removePlaced([pick.selectionId]);
      setOutcome({ kind: 'reserved', attempt: store.get().attempt });
    } catch (error) {
      failed(error);
    } finally {
      busy.current = false;
    }
  };

  return (
    <SlipPanel
      picks={picks}
      quotes={quotes}
      mode={slip.mode}
      onModeChange={store.setMode}
      stakes={slip.stakes}
      onStakesChange={store.setStakes}
      parlayStake={slip.parlayStake}
      onParlayStakeChange={store.setParlayStake}
      policy={settings.oddsChange}
      onPolicyChange={(oddsChange) => onSettingsChange({ ...settings, oddsChange })}
      reason={
        outcome.kind === 'placing' ||
        outcome.kind === 'pending' ||
        // the reserve just taken emptied the slip: its message, not "add a selection", is the news
        (outcome.kind === 'reserved' && reason === 'no-selections')
          ? null
          : reason
      }
      placing={outcome.kind === 'placing' || outcome.kind === 'pending'}
      format={settings.oddsFormat}
      currency={wallet.data?.currency}
      success={
        outcome.kind === 'reserved'
          ? t('slipReserved')
          : outcome.kind === 'pending'
            ? t('slipPending')
            : undefined
      }
      error={outcome.kind === 'failed' ? outcome.message : undefined}
      receipt={
        outcome.kind === 'placed' ? (
          <BetReceipt
            bets={outcome.orders.map((order) => receiptBetOf(order, nameOf))}
            currency={wallet.data?.currency}
            format={settings.oddsFormat}
            headingLevel={3}
            onKeepSelections={() => {
              store.restore(outcome.picks);
              setOutcome({ kind: 'idle' });
            }}
            onDone={() => {
              setOutcome({ kind: 'idle' });
              sheet?.close();
            }}
          />
        ) : undefined
      }
      onPlace={(placement) => void place(placement)}
      onRemove={store.remove}
      onClear={store.clear}
      onAcceptPrices={() =>
        store.acceptPrices(new Map([...quotes].map(([id, q]) => [id, q.price])))
      }
      onLogIn={() => dialogs.open({ kind: 'login', mode: 'account' })}
      {...(reservable(picks, Date.now())
        ? { onReserve: (request: BetSlipReserve) => void reserve(request) }
        : {})}
    />
  );
}
