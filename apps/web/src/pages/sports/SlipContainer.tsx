import {
  isApiError,
  isNetworkError,
  isTimeoutError,
  type BetOrder,
  type BetOrderStatus,
} from '@touchline/api';
import { evaluateSlip, isPositiveAmount } from '@touchline/domain';
import type { BetSlipPlacement, BetSlipReserve } from '@touchline/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell, useShellState } from '../../app/context.tsx';
import { slipLegsOf, type SlipQuote, type SportsSettings } from './model.ts';
import { dataOf, SLIP_REFRESH_MS, sportsKeys, SportsNoticeError, useWallet } from './queries.ts';
import { slipStoreFor, useSlip, type SlipStore } from './state.ts';
import { SlipPanel } from './views/SlipPanel.tsx';

/** How often a held bet's status is asked until it is final. */
export const BET_STATUS_POLL_MS = 1_000;
/** After this many asks a still-pending bet is left to My bets. */
export const BET_STATUS_MAX_POLLS = 30;

const FINAL: readonly BetOrderStatus[] = [
  'accepted',
  'rejected',
  'won',
  'lost',
  'void',
  'cashedOut',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The translation key of why placing failed. */
export function placementErrorKey(error: unknown): string | null {
  if (isApiError(error)) {
    if (error.code === 460) return 'errorInsufficient';
    if (error.code === 461) return 'errorPriceChanged';
    if (error.code === 462) return 'errorMarketUnavailable';
    return null;
  }
  if (isNetworkError(error)) return 'errorNetwork';
  if (isTimeoutError(error)) return 'errorTimeout';
  return null;
}

export function useSlipStore(): SlipStore {
  return slipStoreFor(useShell());
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'placing' }
  | { kind: 'pending' }
  /** `attempt`: the slip the message describes; any later change of the slip drops it. */
  | { kind: 'placed'; attempt: string }
  /** A reserve bet was taken (it waits in my bets' reserve list). */
  | { kind: 'reserved'; attempt: string }
  | { kind: 'failed'; message: string };

/**
 * The bet slip wired to the sports client: prices and limits refreshed while it has picks, the
 * reason a bet can't be placed, placing (one request per press, however many presses), the wait
 * until the order is final, the balance refreshed after a bet, and a failed bet that keeps it all.
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
  const shell = useShell();
  const { t } = useTranslation('sports');
  const { token } = useShellState();
  const queryClient = useQueryClient();
  const store = useSlipStore();
  const slip = useSlip(store);
  const wallet = useWallet();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const busy = useRef(false);

  const picks = slip.picks;
  const ids = picks.map((p) => p.selectionId);
  const quotesQuery = useQuery({
    queryKey: sportsKeys.quotes(ids),
    queryFn: async () =>
      dataOf(
        await shell.sports.quoteBetSlip({
          picks: picks.map(({ matchId, marketId, selectionId }) => ({
            matchId,
            marketId,
            selectionId,
          })),
        }),
      ),
    enabled: picks.length > 0 && !!token,
    refetchInterval: SLIP_REFRESH_MS,
    staleTime: 0,
  });
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
    loggedIn: !!token,
    balance: wallet.data?.memberWallet ?? null,
    policy: settings.oddsChange,
  });

  const waitUntilFinal = async (orders: readonly BetOrder[]): Promise<BetOrderStatus[]> => {
    let statuses = orders.map((o) => o.status);
    for (let i = 0; i < BET_STATUS_MAX_POLLS && statuses.some((s) => !FINAL.includes(s)); i++) {
      await sleep(pollMs);
      const answer = dataOf(
        await shell.sports.getBetStatuses({ orderIds: orders.map((o) => o.id) }),
      );
      const byId = new Map(answer.map((a) => [a.orderId, a.status]));
      statuses = orders.map((o, index) => byId.get(o.id) ?? statuses[index]!);
    }
    return statuses;
  };

  const place = async (placement: BetSlipPlacement) => {
    if (busy.current || reason) return;
    busy.current = true;
    setOutcome({ kind: 'placing' });
    const price = (selectionId: string) =>
      quotes.get(selectionId)?.price ??
      picks.find((p) => p.selectionId === selectionId)!.pickedPrice;
    try {
      let orders: BetOrder[];
      let placed: string[];
      if (placement.mode === 'parlay') {
        placed = picks.map((p) => p.selectionId);
        orders = [
          dataOf(
            await shell.sports.placeMultipleBet({
              legs: picks.map((p) => ({
                matchId: p.matchId,
                marketId: p.marketId,
                selectionId: p.selectionId,
                price: price(p.selectionId),
              })),
              stake: placement.parlayStake,
              idempotencyKey: slip.attempt,
            }),
          ),
        ];
      } else {
        const legs = picks.filter((p) => isPositiveAmount(placement.stakes[p.selectionId]));
        placed = legs.map((p) => p.selectionId);
        orders = dataOf(
          await shell.sports.placeSingleBets({
            bets: legs.map((p) => ({
              matchId: p.matchId,
              marketId: p.marketId,
              selectionId: p.selectionId,
              price: price(p.selectionId),
              stake: placement.stakes[p.selectionId]!,
            })),
            idempotencyKey: slip.attempt,
          }),
        );
      }
      if (orders.some((o) => !FINAL.includes(o.status))) setOutcome({ kind: 'pending' });
      const statuses = await waitUntilFinal(orders);
      void queryClient.invalidateQueries({ queryKey: ['memberWallet'] });
      void queryClient.invalidateQueries({ queryKey: sportsKeys.bets(false) });
      if (statuses.every((s) => s === 'rejected')) {
        setOutcome({ kind: 'failed', message: t('slipRejected') });
      } else if (statuses.some((s) => !FINAL.includes(s))) {
        store.removePlaced(placed);
        setOutcome({ kind: 'pending' });
      } else {
        store.removePlaced(placed);
        setOutcome({ kind: 'placed', attempt: store.get().attempt });
      }
    } catch (error) {
      const key = placementErrorKey(error);
      const message = key
        ? t(key)
        : error instanceof SportsNoticeError || isApiError(error)
          ? error.message || t('errorGeneric')
          : t('errorGeneric');
      // the quote may be what moved: ask again so the slip shows the new price
      void quotesQuery.refetch();
      setOutcome({ kind: 'failed', message });
    } finally {
      busy.current = false;
    }
  };

  /** A reserve bet on the slip's one single: the stake is held until the odds reach the target. */
  const reserve = async (request: BetSlipReserve) => {
    if (busy.current || reason) return;
    const pick = picks.find((p) => p.selectionId === request.selectionId);
    if (!pick) return;
    busy.current = true;
    setOutcome({ kind: 'placing' });
    try {
      dataOf(
        await shell.sports.reserveBet({
          matchId: pick.matchId,
          marketId: pick.marketId,
          selectionId: pick.selectionId,
          targetPrice: Number(request.targetPrice),
          stake: request.stake,
          idempotencyKey: `${slip.attempt}-reserve`,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: ['memberWallet'] });
      void queryClient.invalidateQueries({ queryKey: sportsKeys.reserve() });
      store.removePlaced([pick.selectionId]);
      setOutcome({ kind: 'reserved', attempt: store.get().attempt });
    } catch (error) {
      const key = placementErrorKey(error);
      const message = key
        ? t(key)
        : error instanceof SportsNoticeError || isApiError(error)
          ? error.message || t('errorGeneric')
          : t('errorGeneric');
      void quotesQuery.refetch();
      setOutcome({ kind: 'failed', message });
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
      reason={outcome.kind === 'placing' || outcome.kind === 'pending' ? null : reason}
      placing={outcome.kind === 'placing' || outcome.kind === 'pending'}
      format={settings.oddsFormat}
      currency={wallet.data?.currency}
      success={
        outcome.kind === 'placed'
          ? t('slipPlaced')
          : outcome.kind === 'reserved'
            ? t('slipReserved')
            : outcome.kind === 'pending'
              ? t('slipPending')
              : undefined
      }
      error={outcome.kind === 'failed' ? outcome.message : undefined}
      onPlace={(placement) => void place(placement)}
      onRemove={store.remove}
      onClear={store.clear}
      onAcceptPrices={() =>
        store.acceptPrices(new Map([...quotes].map(([id, q]) => [id, q.price])))
      }
      onLogIn={() => shell.openDialog({ kind: 'login', mode: 'account' })}
      onReserve={(request) => void reserve(request)}
    />
  );
}
