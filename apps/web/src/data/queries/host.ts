import { earningsPeriodRange, sortStreamsLiveFirst, type EarningsPeriod } from '@touchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useClients, useShell } from '../../app/context.tsx';
import { hostKeys } from '../keys.ts';
import { useDataLanguage } from '../language.ts';

/** Spec §9: a stream list is read as page 1 of 999. */
const STREAM_PAGE = { page: 1, pageSize: 999 } as const;
/** How many rows a host-centre list shows. */
export const HOST_PAGE_SIZE = 50;

/** The host's own card, as viewers see it (the host's presenter id is their user id). */
export function usePresenter(presenterId: number) {
  const { platform } = useClients();
  return useQuery({
    queryKey: hostKeys.presenter(presenterId),
    queryFn: () => platform.live.getPresenter({ id: presenterId }),
  });
}

export function useCoverTags() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: hostKeys.coverTags(language),
    queryFn: () => platform.live.listCoverTags({}),
    staleTime: 5 * 60_000,
  });
}

export function useRoomFees() {
  const { platform } = useClients();
  return useQuery({
    queryKey: hostKeys.roomFees(),
    queryFn: () => platform.live.listRoomFees({}),
    staleTime: 5 * 60_000,
  });
}

/**
 * The host's streams, every status. The list call swallows failures into an empty list (spec
 * §8), so an empty answer is shown as "no streams yet".
 */
export function useHostStreams(presenterId: number) {
  const { platform } = useClients();
  return useQuery({
    queryKey: hostKeys.streams(presenterId),
    queryFn: () => platform.live.listStreams({ presenterId, ...STREAM_PAGE }),
    // spec §4: a live stream sorts first
    select: sortStreamsLiveFirst,
  });
}

export function useReservationCount(streamId: number, enabled: boolean) {
  const { platform } = useClients();
  return useQuery({
    queryKey: hostKeys.reservations(streamId),
    queryFn: () => platform.live.countStreamReservations({ id: streamId }),
    enabled,
  });
}

export function useVideoSources(streamId: number, enabled: boolean) {
  const { platform } = useClients();
  return useQuery({
    queryKey: hostKeys.sources(streamId),
    queryFn: () => platform.live.listVideoSources({ streamId }),
    enabled,
  });
}

export interface BanFilter {
  userName: string;
  /** Only bans in force. */
  active: boolean;
}

export function useBans(filter: BanFilter) {
  const { platform } = useClients();
  const userName = filter.userName.trim();
  const request = {
    page: 1,
    pageSize: HOST_PAGE_SIZE,
    ...(userName ? { userName } : {}),
    ...(filter.active ? { active: true } : {}),
  };
  return useQuery({
    queryKey: hostKeys.banPage(request),
    queryFn: () => platform.live.listBans(request),
    placeholderData: (previous) => previous,
  });
}

export function useShieldedWords() {
  const { platform } = useClients();
  return useQuery({
    queryKey: hostKeys.shieldedWords(),
    queryFn: () => platform.live.listShieldedWords({}),
  });
}

export function usePushOrders() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: hostKeys.pushOrderPage(language),
    queryFn: () => platform.live.listPushOrders({ page: 1, pageSize: HOST_PAGE_SIZE }),
  });
}

export function useFollowers() {
  const { platform } = useClients();
  const language = useDataLanguage();
  return useQuery({
    queryKey: hostKeys.followers(language),
    queryFn: () =>
      platform.live.listFollowOrders({ page: 1, pageSize: HOST_PAGE_SIZE, view: 'followers' }),
  });
}

/** The device's offset from UTC in minutes east (what "today" means to the host). */
export function deviceOffsetMinutes(now: number): number {
  return -new Date(now).getTimezoneOffset() || 0;
}

/** A period's range, fixed when the period is chosen (a moving "now" would refetch forever). */
export function useEarningsRange(period: EarningsPeriod) {
  // the shell's clock: the real one, or a fixed one in stories (their dates hold still)
  const { clock } = useShell();
  const [at] = useState(clock.now);
  return useMemo(() => earningsPeriodRange(period, at, deviceOffsetMinutes(at)), [period, at]);
}

/** A period's gift profits (up to 999 lines: a chart of the days), sum and statistics. */
export function useEarnings(range: { beginTime: number; endTime: number }) {
  const { platform } = useClients();
  const window = { beginTime: range.beginTime, endTime: range.endTime };
  const profits = useQuery({
    queryKey: hostKeys.giftProfits(window),
    queryFn: () => platform.live.listGiftProfits({ page: 1, pageSize: 999, ...window }),
  });
  const sum = useQuery({
    queryKey: hostKeys.giftSum(window),
    queryFn: () => platform.live.sumGiftProfits(window),
  });
  const statistics = useQuery({
    queryKey: hostKeys.statistics(window),
    queryFn: () => platform.live.sumLiveStatistics(window),
  });
  return { profits, sum, statistics };
}
