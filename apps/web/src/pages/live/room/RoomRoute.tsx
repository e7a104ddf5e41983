import { CODES, isApiError, isNetworkError, type Stream } from '@touchline/api';
import { STREAM_STATUS_LIVE } from '@touchline/domain';
import {
  Button,
  ChatPanel,
  Dialog,
  EmptyState,
  GiftPicker,
  Link,
  media,
  Skeleton,
  type ChatBlockReason,
  type ChatLine,
  type GiftOption,
} from '@touchline/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDialogs, useSessionState, useShell } from '../../../app/context.tsx';
import { roomKeys } from '../../../data/keys.ts';
import { useWallet } from '../../../data/queries/member.ts';
import { realtimeFor } from '../../sports/feed.ts';
import { useRoomChat, type GiftEvent } from './chat.ts';
import { useFollowPresenter, useSendGift } from '../../../data/mutations/room.ts';
import {
  isNotFound,
  useBanInfo,
  useChatRoomConfig,
  useChatSignature,
  useGiftCatalogue,
  useMatchStreamId,
  usePresenter,
  useRoomStream,
  useStreamStatusFeed,
  useVideoSources,
} from '../../../data/queries/room.ts';
import * as css from './room.css.ts';
import { RoomMatch } from './RoomMatch.tsx';
import { RoomOrders } from './RoomOrders.tsx';
import { GiftBurst, type GiftBurstItem } from './views/GiftBurst.tsx';
import { HostBar } from './views/HostBar.tsx';
import { RoomVideo } from './views/RoomVideo.tsx';

/** Whether the room's two columns apply (video and match left, chat right). */
export function useRoomWide(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(media.split);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(media.split).matches,
    () => false,
  );
}

const newKey = () => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return `gift-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

/**
 * The live room: `/anchorPlay/:streamId`, and a match's room inside the sportsbook,
 * `/sports/live/:id` (a match id: the room of the match's most-watched live stream).
 */
export function RoomRoute() {
  const { streamId, id } = useParams();
  if (id !== undefined) return <MatchRoom matchId={Number(id)} />;
  return <StreamRoom streamId={Number(streamId)} />;
}

function MatchRoom({ matchId }: { matchId: number }) {
  const found = useMatchStreamId(matchId);
  const valid = Number.isSafeInteger(matchId) && matchId > 0;
  if (!valid || found.data === null) return <RoomMissing matchId={valid ? matchId : null} />;
  if (found.status === 'error') return <RoomFailed onRetry={() => void found.refetch()} />;
  if (found.data === undefined) return <RoomLoading />;
  return <StreamRoom streamId={found.data} />;
}

function StreamRoom({ streamId }: { streamId: number }) {
  const stream = useRoomStream(streamId);
  const valid = Number.isSafeInteger(streamId) && streamId > 0;
  if (!valid || isNotFound(stream.error)) return <RoomMissing matchId={null} />;
  if (stream.data) return <Room stream={stream.data} />;
  if (stream.status === 'error') return <RoomFailed onRetry={() => void stream.refetch()} />;
  return <RoomLoading />;
}

function RoomLoading() {
  const { t } = useTranslation('live');
  return (
    <div className={css.page} aria-busy="true">
      <p role="status" className={css.note}>
        {t('room.loading')}
      </p>
      <Skeleton shape="rect" height={220} />
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="rect" height={320} />
    </div>
  );
}

function RoomFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('live');
  return (
    <div className={css.centred}>
      <EmptyState
        kind="error"
        title={t('room.loadError')}
        action={
          <Button variant="solid" tone="neutral" onClick={onRetry}>
            {t('room.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** No such stream, or (inside the sportsbook) no live stream of the match: ways on. */
function RoomMissing({ matchId }: { matchId: number | null }) {
  const { t } = useTranslation('live');
  return (
    <div className={css.centred}>
      <h1 className={css.heading}>{matchId ? t('room.noStreamTitle') : t('room.notFoundTitle')}</h1>
      <EmptyState
        kind="noData"
        title={matchId ? t('room.noStreamText') : t('room.notFoundText')}
        action={
          <span className={css.links}>
            {matchId ? (
              <Link href={`/sports/sportsdetail/${matchId}`}>{t('room.toMatch')}</Link>
            ) : null}
            <Link href="/anchorPlay">{t('room.toLobby')}</Link>
          </span>
        }
      />
    </div>
  );
}

/** The translated reason a gift was not sent: the server's words, or what went wrong. */
function useGiftErrorText() {
  const { t } = useTranslation('live');
  return (error: unknown): string => {
    if (isApiError(error) && error.code !== CODES.idempotencyKeyReused && error.msg)
      return error.msg;
    if (isNetworkError(error)) return t('room.giftNetwork');
    return t('room.giftFailed');
  };
}

function Room({ stream }: { stream: Stream }) {
  const { t } = useTranslation('live');
  const shell = useShell();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { sessionId, user } = useSessionState();
  const loggedIn = !!sessionId;
  const wide = useRoomWide();
  const realtime = realtimeFor(shell);
  const logIn = useCallback(() => dialogs.open({ kind: 'login', mode: 'account' }), [dialogs]);

  useStreamStatusFeed(realtime, stream.id);
  const sources = useVideoSources(stream);
  const presenter = usePresenter(stream.presenterId);
  const config = useChatRoomConfig(stream.id, stream.roomId);
  const signature = useChatSignature(stream.id, stream.roomId);
  const ban = useBanInfo(stream.id, stream.roomId);
  const catalogue = useGiftCatalogue();
  const wallet = useWallet();
  const follow = useFollowPresenter(stream.presenterId);
  const sendGift = useSendGift();
  const giftErrorText = useGiftErrorText();

  // a gift's moment over the picture: the member's own at once, everyone's as the room tells
  const [burst, setBurst] = useState<GiftBurstItem | null>(null);
  const ownGiftsShown = useRef<number[]>([]);
  const clearBurst = useCallback(() => setBurst(null), []);
  const onGift = useCallback((gift: GiftEvent) => {
    const own = ownGiftsShown.current.indexOf(gift.giftId);
    if (own >= 0) {
      ownGiftsShown.current.splice(own, 1);
      return;
    }
    setBurst({
      key: gift.sentAt + gift.giftId,
      senderName: gift.senderName,
      giftName: gift.giftName,
      count: gift.count,
    });
  }, []);

  const chat = useRoomChat({
    realtime,
    roomId: stream.roomId,
    signature: signature.data?.signature,
    userName: user?.userName ?? null,
    displayName: user?.nickName ?? null,
    slowModeSeconds: config.data?.slowModeSeconds ?? 0,
    onForbidden: () =>
      void queryClient.invalidateQueries({
        queryKey: roomKeys.ban(stream.id, stream.roomId, sessionId),
      }),
    onSignatureRefused: () =>
      void queryClient.invalidateQueries({
        queryKey: roomKeys.signature(stream.id, stream.roomId, sessionId),
      }),
    onGift,
  });

  const blocked: ChatBlockReason | null = !loggedIn
    ? 'logged-out'
    : config.data && !config.data.enabled
      ? 'closed'
      : ban.data?.banned
        ? 'muted'
        : null;
  const lines = useMemo<ChatLine[]>(
    () =>
      config.data?.welcomeText
        ? [{ id: 'welcome', kind: 'system', text: config.data.welcomeText }, ...chat.lines]
        : [...chat.lines],
    [config.data?.welcomeText, chat.lines],
  );

  // the gift picker: the choice is kept across a refusal and the sheet closing
  const [giftsOpen, setGiftsOpen] = useState(false);
  const [ordersOpen, setOrdersOpen] = useState(false);
  const [giftId, setGiftId] = useState<GiftOption['id'] | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [giftError, setGiftError] = useState<string | null>(null);
  const attempt = useRef<{ choice: string; key: string } | null>(null);
  const send = async (gift: GiftOption, count: number) => {
    const choice = `${gift.id}x${count}`;
    if (attempt.current?.choice !== choice) attempt.current = { choice, key: newKey() };
    setGiftError(null);
    try {
      await sendGift.mutateAsync({
        streamId: stream.id,
        giftId: Number(gift.id),
        count,
        idempotencyKey: attempt.current.key,
      });
    } catch (error) {
      if (isApiError(error) && error.code === CODES.idempotencyKeyReused) attempt.current = null;
      setGiftError(giftErrorText(error));
      throw error;
    }
    attempt.current = null;
    ownGiftsShown.current.push(Number(gift.id));
    setBurst({
      key: Date.now(),
      senderName: user?.nickName || user?.userName || '',
      giftName: gift.name,
      count,
    });
    setGiftsOpen(false);
  };

  const live = stream.status === STREAM_STATUS_LIVE;
  const ownRoom =
    !!user &&
    !!presenter.data &&
    user.userName.toLowerCase() === presenter.data.userName.toLowerCase();

  const video = (
    <RoomVideo
      stream={stream}
      sources={sources.data}
      sourcesFailed={sources.status === 'error'}
      onRetrySources={() => void sources.refetch()}
      overlay={<GiftBurst item={burst} onDone={clearBurst} />}
    />
  );
  const hostBar = (
    <HostBar
      stream={stream}
      presenter={presenter.data ?? null}
      live={live}
      follow={ownRoom ? 'hidden' : follow.isPending ? 'busy' : 'idle'}
      onFollowChange={(followed) => (loggedIn ? follow.mutate(followed) : logIn())}
    />
  );
  const chatPanel = (
    <ChatPanel
      className={css.chat}
      messages={lines}
      onSend={chat.send}
      maxLength={config.data?.maxMessageLength}
      blocked={blocked}
      mutedReason={ban.data?.reason || undefined}
      mutedUntil={ban.data?.bannedUntil ?? null}
      onLogIn={logIn}
      error={chat.refusal ?? undefined}
      waitSeconds={chat.waitSeconds}
    />
  );
  const slowMode =
    loggedIn && config.data && config.data.slowModeSeconds > 0 ? (
      <p className={css.note}>{t('room.slowMode', { n: config.data.slowModeSeconds })}</p>
    ) : null;
  // gifts go to a host on air: none before the stream starts or after it ends
  const giftsButton = live ? (
    <Button variant="solid" tone="accent" onClick={() => setGiftsOpen(true)}>
      {t('room.gifts')}
    </Button>
  ) : null;
  const giftDialog = (
    <Dialog.Root open={giftsOpen} onOpenChange={setGiftsOpen}>
      <Dialog.Content variant="sheet" title={t('room.gifts')} hideTitle>
        <GiftPicker
          gifts={(catalogue.data?.list ?? []).map((g) => ({
            id: g.id,
            name: g.name,
            icon: g.icon,
            price: g.price,
          }))}
          currency={catalogue.data?.currency ?? wallet.data?.currency}
          balance={wallet.data?.memberWallet ?? null}
          loggedIn={loggedIn}
          onLogIn={() => {
            setGiftsOpen(false);
            logIn();
          }}
          value={giftId}
          onValueChange={(next) => {
            setGiftError(null);
            setGiftId(next);
          }}
          quantity={quantity}
          onQuantityChange={(next) => {
            setGiftError(null);
            setQuantity(next);
          }}
          onSend={send}
          error={giftError ?? undefined}
          headingLevel="h2"
        />
      </Dialog.Content>
    </Dialog.Root>
  );

  if (wide) {
    return (
      <div className={css.page}>
        <div className={css.columns}>
          <div className={css.column}>
            <h1 className={css.heading}>{stream.title}</h1>
            {video}
            {hostBar}
            <RoomMatch stream={stream} />
            <RoomOrders stream={stream} />
          </div>
          <aside className={css.side} aria-label={t('room.chatColumn')}>
            {giftsButton}
            {slowMode}
            {chatPanel}
          </aside>
        </div>
        {giftDialog}
      </div>
    );
  }
  return (
    <div className={css.page}>
      {video}
      <h1 className={css.heading}>{stream.title}</h1>
      {hostBar}
      <div className={css.actions}>
        {giftsButton}
        <Button variant="outline" tone="neutral" onClick={() => setOrdersOpen(true)}>
          {t('room.orders')}
        </Button>
      </div>
      {slowMode}
      {chatPanel}
      <RoomMatch stream={stream} />
      {giftDialog}
      <Dialog.Root open={ordersOpen} onOpenChange={setOrdersOpen}>
        <Dialog.Content variant="sheet" title={t('room.orders')}>
          <RoomOrders stream={stream} />
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
