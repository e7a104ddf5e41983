import { isApiError, isNetworkError, isTimeoutError, type Stream } from '@touchline/api';
import type { PushOrder } from '@touchline/api';
import {
  followStakeProblem,
  formatMinor,
  oddsChangeSettingForPolicy,
  parseAmountToMinor,
  pendingPushOrder,
  resumablePushOrder,
  stakeLimits,
  type FollowStakeProblem,
} from '@touchline/domain';
import { formatMoney, useUiLanguage } from '@touchline/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useDialogs, useSessionState, useShell } from '../../../app/context.tsx';
import { useFollowPushOrder, usePayRoomFee } from '../../../data/mutations/roomOrders.ts';
import { useWallet } from '../../../data/queries/member.ts';
import {
  useHostRecord,
  usePushOrdersFeed,
  useRoomFee,
  useStreamPushOrders,
} from '../../../data/queries/roomOrders.ts';
import { rememberReturnTarget } from '../../../routes/returnTo.ts';
import { realtimeFor } from '../../sports/feed.ts';
import { useSportsSettings } from '../../sports/state.ts';
import { RoomOrdersFollowDialog, RoomOrdersPayDialog } from './RoomOrdersDialogs.tsx';
import { RoomOrdersView, type RoomOrdersLock } from './RoomOrdersView.tsx';

export interface RoomOrdersProps {
  stream: Stream;
  /** The level of the section's heading (2 by default). */
  headingLevel?: 2 | 3;
}

/** A new request key: one per follow (or payment) asked for, kept while it is retried. */
export const newRequestKey = (kind: string) =>
  `${kind}-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;

/** The translation key of why a follow or a payment was refused; null: the server's own words. */
export function roomRefusalKey(error: unknown, what: 'follow' | 'pay'): string | null {
  if (isApiError(error)) {
    if (error.code === 460)
      return what === 'follow' ? 'orders.refusedBalance' : 'orders.payRefusedBalance';
    if (error.code === 461) return 'orders.refusedPrice';
    if (error.code === 462) return 'orders.refusedClosed';
    if (error.code === 403 && what === 'follow') return 'orders.refusedLocked';
    if (error.code === 409) return 'orders.refusedKey';
    return error.msg.trim() ? null : 'orders.refusedGeneric';
  }
  if (isNetworkError(error) || isTimeoutError(error)) return 'orders.refusedNetwork';
  return 'orders.refusedGeneric';
}

const STAKE_PROBLEM_KEYS = {
  'stake-missing': 'orders.stakeMissing',
  'stake-invalid': 'orders.stakeInvalid',
  'stake-below-min': 'orders.stakeBelowMin',
  'stake-above-max': 'orders.stakeAboveMax',
  'stake-above-balance': 'orders.stakeAboveBalance',
} as const satisfies Record<FollowStakeProblem, string>;

interface Following {
  order: PushOrder;
  stake: string;
  /** The request key of this stake; a changed stake is another request. */
  key: string;
  /** A confirm was pressed: a missing stake is said from now on. */
  tried: boolean;
  refusal: string | null;
  done: boolean;
}

interface Paying {
  key: string;
  refusal: string | null;
}

/**
 * The room's pushed orders, wired: the list (fetched again on the room's push-orders topic), the
 * host's record, the paid room's lock and its payment, and following an order — with a visitor's
 * follow kept (storage `pendingPushOrder`) through the login and resumed when they are back here.
 */
export function RoomOrders({ stream, headingLevel = 2 }: RoomOrdersProps) {
  const shell = useShell();
  const dialogs = useDialogs();
  const { sessionId, user } = useSessionState();
  const location = useLocation();
  const { t } = useTranslation('live');
  const language = useUiLanguage();
  const [settings] = useSportsSettings(shell.store);
  usePushOrdersFeed(realtimeFor(shell), stream.id, stream.roomId);
  const orders = useStreamPushOrders(stream.id);
  const record = useHostRecord(stream.id, stream.presenterId);
  const fee = useRoomFee(stream.id, stream.isFee);
  const wallet = useWallet();
  const follow = useFollowPushOrder(stream.id);
  const pay = usePayRoomFee(stream.id);
  const [following, setFollowing] = useState<Following | null>(null);
  const [paying, setPaying] = useState<Paying | null>(null);
  const visitor = !sessionId;
  const balance = wallet.data?.memberWallet ?? null;
  const currency = wallet.data?.currency;
  const limits = stakeLimits(currency ?? '');

  const lock: RoomOrdersLock | null =
    fee.data && fee.data.isFee && !fee.data.paid && fee.data.fee !== null
      ? { fee: fee.data.fee, currency: fee.data.currency }
      : null;

  const askToLogIn = () => {
    rememberReturnTarget(shell, location.pathname + location.search + location.hash);
    dialogs.open({ kind: 'login', mode: 'account' });
  };

  const openFollow = useCallback((order: PushOrder) => {
    setFollowing({
      order,
      stake: order.stake ?? '',
      key: newRequestKey('follow'),
      tried: false,
      refusal: null,
      done: false,
    });
  }, []);

  const openPay = useCallback(() => setPaying({ key: newRequestKey('fee'), refusal: null }), []);

  // a visitor's follow waits for the login; a login dialog closed without one drops it
  const awaitingLogin = useRef(false);
  useEffect(
    () =>
      dialogs.subscribe(() => {
        if (!awaitingLogin.current || dialogs.get() !== null) return;
        awaitingLogin.current = false;
        if (!shell.isLoggedIn()) shell.store.pendingPushOrder.set(null);
      }),
    [dialogs, shell],
  );

  const onFollow = (order: PushOrder) => {
    if (visitor) {
      shell.store.pendingPushOrder.set({ ...pendingPushOrder(stream.id, order.id, Date.now()) });
      awaitingLogin.current = true;
      askToLogIn();
      return;
    }
    openFollow(order);
  };

  // back in the room, logged in: the follow a visitor asked for opens (once)
  const list = orders.data;
  useEffect(() => {
    if (!sessionId || !list) return;
    const stored = shell.store.pendingPushOrder.get();
    if (stored === null) return;
    const resume = resumablePushOrder(stored, stream.id, Date.now());
    if (resume && 'keep' in resume) return;
    shell.store.pendingPushOrder.set(null);
    if (!resume) return;
    const order = list.find((o) => o.id === resume.pushOrderId);
    if (!order || order.status !== 'open') return;
    if (order.locked) openPay();
    else openFollow(order);
  }, [sessionId, list, shell, stream.id, openFollow, openPay]);

  const problem = following ? followStakeProblem(following.stake, limits, balance) : null;
  const stakeError =
    following && problem && (following.tried || problem !== 'stake-missing')
      ? t(STAKE_PROBLEM_KEYS[problem], {
          min: formatMoney(formatMinor(limits.minMinor), { language, currency }),
          max: formatMoney(formatMinor(limits.maxMinor), { language, currency }),
        })
      : null;

  const confirmFollow = () => {
    if (!following || follow.isPending) return;
    const minor = parseAmountToMinor(following.stake);
    if (problem || minor === null) {
      setFollowing({ ...following, tried: true });
      return;
    }
    const sent = following;
    setFollowing({ ...sent, tried: true, refusal: null });
    follow.mutate(
      {
        pushOrderId: sent.order.id,
        stake: formatMinor(minor),
        ...(sent.order.price !== null ? { price: sent.order.price } : {}),
        oddsChange: oddsChangeSettingForPolicy(settings.oddsChange),
        idempotencyKey: sent.key,
      },
      {
        onSuccess: () =>
          setFollowing((now) => (now?.key === sent.key ? { ...now, done: true } : now)),
        onError: (error) => {
          const key = roomRefusalKey(error, 'follow');
          const refusal = key ? t(key) : isApiError(error) ? error.msg : t('orders.refusedGeneric');
          setFollowing((now) =>
            now?.key === sent.key
              ? {
                  ...now,
                  refusal,
                  // the key was spent on another request: the next press sends a new one
                  key: key === 'orders.refusedKey' ? newRequestKey('follow') : now.key,
                }
              : now,
          );
          // a price or a market may be what moved: the cards show it
          void orders.refetch();
        },
      },
    );
  };

  const confirmPay = () => {
    if (!paying || pay.isPending) return;
    const sent = paying;
    setPaying({ ...sent, refusal: null });
    pay.mutate(sent.key, {
      onSuccess: () => setPaying(null),
      onError: (error) => {
        const key = roomRefusalKey(error, 'pay');
        const refusal = key
          ? t(key === 'orders.refusedGeneric' ? 'orders.payRefusedGeneric' : key)
          : isApiError(error)
            ? error.msg
            : t('orders.refusedGeneric');
        setPaying((now) =>
          now?.key === sent.key
            ? {
                ...now,
                refusal,
                key: key === 'orders.refusedKey' ? newRequestKey('fee') : now.key,
              }
            : now,
        );
      },
    });
  };

  return (
    <>
      <RoomOrdersView
        orders={
          orders.data
            ? { status: 'ready', data: orders.data }
            : orders.isError
              ? { status: 'error' }
              : { status: 'loading' }
        }
        record={record.data ?? null}
        format={settings.oddsFormat}
        lock={lock}
        visitor={visitor}
        own={user?.userId === stream.presenterId}
        onUnlock={() => (visitor ? askToLogIn() : openPay())}
        onFollow={onFollow}
        onRetry={() => void orders.refetch()}
        headingLevel={headingLevel}
      />
      <RoomOrdersFollowDialog
        order={following?.order ?? null}
        stake={following?.stake ?? ''}
        onStakeChange={(stake) =>
          setFollowing((now) =>
            now && now.stake !== stake
              ? { ...now, stake, key: newRequestKey('follow'), refusal: null }
              : now,
          )
        }
        stakeError={stakeError}
        limits={limits}
        balance={balance}
        currency={currency}
        format={settings.oddsFormat}
        policy={settings.oddsChange}
        submitting={follow.isPending}
        refusal={following?.refusal ?? null}
        done={following?.done ?? false}
        onConfirm={confirmFollow}
        onClose={() => setFollowing(null)}
      />
      {lock ? (
        <RoomOrdersPayDialog
          open={paying !== null}
          fee={lock.fee}
          currency={lock.currency}
          balance={balance}
          submitting={pay.isPending}
          refusal={paying?.refusal ?? null}
          onConfirm={confirmPay}
          onClose={() => setPaying(null)}
        />
      ) : null}
    </>
  );
}
