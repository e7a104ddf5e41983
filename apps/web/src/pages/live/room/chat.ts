import {
  REALTIME_ERROR_CODES,
  topics,
  type ChatMessage,
  type RealtimeClient,
  type TopicPayload,
} from '@touchline/api';
import { slowModeWait } from '@touchline/domain';
import type { ChatLine } from '@touchline/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Lines kept in memory (the panel draws the latest of them); older ones are let go. */
export const CHAT_KEEP = 300;
/** A post neither echoed nor refused after this long counts as not sent (the socket dropped). */
export const CHAT_ECHO_TIMEOUT_MS = 10_000;

export type GiftEvent = TopicPayload<'gifts'>;

/** Why a post failed: the server's own words (in the socket's language), or none. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: number,
    readonly text: string,
  ) {
    super(text);
  }
}

export interface RoomChatOptions {
  realtime: RealtimeClient;
  roomId: string | undefined;
  /** The room's signature: the chat is joined once it is there (members only). */
  signature: string | undefined;
  /** The member's user name (their own lines are marked), null for a visitor. */
  userName: string | null;
  /** The name the room shows for the member (their nickname): their pending lines carry it. */
  displayName?: string | null;
  slowModeSeconds: number;
  /** The room refused the member (a ban, chat closed): its ban info is worth asking again. */
  onForbidden?: () => void;
  /** The socket refused the signature (expired): a new one is needed. */
  onSignatureRefused?: () => void;
  /** A gift was sent in the room (anyone's). */
  onGift?: (gift: GiftEvent) => void;
  now?: () => number;
}

export interface RoomChat {
  lines: readonly ChatLine[];
  /** Sends a message: resolves on its echo, rejects with a ChatRefusal (or when not connected). */
  send: (text: string) => Promise<void>;
  /** Why the last post was refused, as the server said it; cleared by the next post. */
  refusal: string | null;
  /** Seconds until slow mode lets the member post again (0: now). */
  waitSeconds: number;
}

const newClientId = () => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return `c${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

function messageLine(message: ChatMessage, userName: string | null): ChatLine {
  if (message.kind === 'notice') return { id: message.id, kind: 'system', text: message.text };
  return {
    id: message.id,
    kind: 'message',
    userName: message.nickName || message.userName,
    vipLevel: message.vipLevel,
    text: message.text,
    own: userName !== null && message.userName.toLowerCase() === userName.toLowerCase(),
  };
}

const keep = (lines: ChatLine[]) => (lines.length > CHAT_KEEP ? lines.slice(-CHAT_KEEP) : lines);

interface Pending {
  clientMessageId: string;
  resolve: () => void;
  reject: (error: ChatRefusal) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A room's chat on the socket: joins `chat-room:<roomId>` with the room's signature (history
 * comes as events after the acknowledgement; a resync's history again is not drawn twice), draws
 * new messages, drops deleted ones, shows the member's own post pending until its echo replaces
 * it, and reads the room's refusals (a ban, slow mode) from the socket's errors. Gifts of the room
 * (`gifts:<roomId>`, open to visitors too) come in as gift lines.
 */
export function useRoomChat({
  realtime,
  roomId,
  signature,
  userName,
  displayName = null,
  slowModeSeconds,
  onForbidden,
  onSignatureRefused,
  onGift,
  now = Date.now,
}: RoomChatOptions): RoomChat {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const [clock, setClock] = useState(() => now());
  const pending = useRef<Pending[]>([]);
  const callbacks = useRef({ onForbidden, onSignatureRefused, onGift, userName, displayName, now });
  useEffect(() => {
    callbacks.current = { onForbidden, onSignatureRefused, onGift, userName, displayName, now };
  });

  const settle = useCallback((clientMessageId: string | null, error?: ChatRefusal) => {
    const index =
      clientMessageId === null
        ? 0
        : pending.current.findIndex((p) => p.clientMessageId === clientMessageId);
    const entry = index >= 0 ? pending.current[index] : undefined;
    if (!entry) return;
    pending.current.splice(index, 1);
    clearTimeout(entry.timer);
    if (error) {
      setLines((all) => all.filter((line) => line.id !== `pending-${entry.clientMessageId}`));
      entry.reject(error);
    } else entry.resolve();
  }, []);

  // the room's messages
  useEffect(() => {
    if (!roomId || !signature) return;
    const topic = topics.chatRoom(roomId);
    const stop = realtime.subscribe(
      topic,
      (message) => {
        if (message.type === 'resync') return;
        const event = message.data;
        if (event.kind === 'deleted') {
          setLines((all) => all.filter((line) => line.id !== event.id));
          return;
        }
        const line = messageLine(event, callbacks.current.userName);
        setLines((all) => {
          const rest = event.clientMessageId
            ? all.filter((l) => l.id !== `pending-${event.clientMessageId}`)
            : all;
          return rest.some((l) => l.id === line.id) ? rest : keep([...rest, line]);
        });
        if (line.own && event.clientMessageId) {
          if (pending.current.some((p) => p.clientMessageId === event.clientMessageId))
            setLastSentAt(callbacks.current.now());
          settle(event.clientMessageId);
        }
      },
      { signature },
    );
    const stopErrors = realtime.onServerError((error) => {
      if (error.topic !== topic) return;
      if (error.code === REALTIME_ERROR_CODES.unauthorized && pending.current.length === 0) {
        callbacks.current.onSignatureRefused?.();
        return;
      }
      if (error.code === REALTIME_ERROR_CODES.forbidden) callbacks.current.onForbidden?.();
      setRefusal(error.msg || null);
      settle(null, new ChatRefusal(error.code, error.msg));
    });
    return () => {
      stop();
      stopErrors();
    };
  }, [realtime, roomId, signature, settle]);

  // the room's gifts, as lines
  useEffect(() => {
    if (!roomId) return;
    let serial = 0;
    return realtime.subscribe(topics.gifts(roomId), (message) => {
      if (message.type === 'resync') return;
      const gift = message.data;
      serial += 1;
      setLines((all) =>
        keep([
          ...all,
          {
            id: `gift-${gift.sentAt}-${gift.giftId}-${serial}`,
            kind: 'gift',
            userName: gift.senderName,
            text: gift.giftName,
            giftCount: gift.count,
          },
        ]),
      );
      callbacks.current.onGift?.(gift);
    });
  }, [realtime, roomId]);

  // forget what is still waiting when the room changes or closes
  useEffect(
    () => () => {
      for (const entry of pending.current.splice(0)) clearTimeout(entry.timer);
    },
    [roomId],
  );

  const wait = slowModeWait(lastSentAt, slowModeSeconds, clock);
  const waitSeconds = Math.ceil(wait / 1000);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setInterval(() => setClock(callbacks.current.now()), 250);
    return () => clearInterval(timer);
  }, [wait]);
  useEffect(() => {
    // a new post starts the countdown from the present
    if (lastSentAt !== null) setClock(callbacks.current.now());
  }, [lastSentAt]);

  const send = useCallback(
    (text: string) => {
      if (!roomId) return Promise.reject(new ChatRefusal(0, ''));
      const clientMessageId = newClientId();
      setRefusal(null);
      if (!realtime.sendChat({ roomId, text, clientMessageId })) {
        return Promise.reject(new ChatRefusal(0, ''));
      }
      setLines((all) =>
        keep([
          ...all,
          {
            id: `pending-${clientMessageId}`,
            kind: 'message',
            userName: callbacks.current.displayName || callbacks.current.userName || '',
            text,
            own: true,
            pending: true,
          },
        ]),
      );
      return new Promise<void>((resolve, reject) => {
        pending.current.push({
          clientMessageId,
          resolve,
          reject,
          timer: setTimeout(
            () => settle(clientMessageId, new ChatRefusal(0, '')),
            CHAT_ECHO_TIMEOUT_MS,
          ),
        });
      });
    },
    [realtime, roomId, settle],
  );

  return { lines, send, refusal, waitSeconds };
}
