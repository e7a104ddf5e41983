import type { RealtimeClient, RealtimeMessage, RealtimeServerError, Topic } from '@touchline/api';

type Handler = (message: RealtimeMessage<Topic>) => void;

/**
 * A realtime client without a socket, for tests and stories: it records subscriptions (and the
 * signature each was made with) and the chat messages sent, and lets the caller deliver events,
 * resyncs and server errors as the server would.
 */
export function createFakeRealtime({ connected = true }: { connected?: boolean } = {}) {
  const handlers = new Map<string, Set<Handler>>();
  const signatures = new Map<string, string>();
  const errorListeners = new Set<(error: RealtimeServerError) => void>();
  const chats: { roomId: string; text: string; clientMessageId: string }[] = [];
  const client: RealtimeClient & {
    emit(topic: Topic, data: unknown): void;
    resync(topic: Topic, reason: 'subscribed' | 'reconnected'): void;
    subscribed(topic: string): boolean;
    /** The signature a topic was last subscribed with. */
    signatureOf(topic: string): string | undefined;
    /** Delivers a server error to the listeners. */
    serverError(error: RealtimeServerError): void;
    /** The chat messages sent, oldest first. */
    readonly chats: typeof chats;
  } = {
    subscribe(topic, handler, options) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler as Handler);
      if (options?.signature) signatures.set(topic, options.signature);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        set.delete(handler as Handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    onServerError(listener) {
      errorListeners.add(listener);
      return () => void errorListeners.delete(listener);
    },
    sendChat: (message) => {
      if (!connected) return false;
      chats.push(message);
      return true;
    },
    connect: () => undefined,
    reconnect: () => undefined,
    close: () => undefined,
    state: 'open',
    get topics() {
      return new Map([...handlers].map(([topic, set]) => [topic, set.size]));
    },
    emit(topic, data) {
      for (const handler of handlers.get(topic) ?? [])
        handler({ type: 'event', topic, data } as RealtimeMessage<Topic>);
    },
    resync(topic, reason) {
      for (const handler of handlers.get(topic) ?? []) handler({ type: 'resync', topic, reason });
    },
    subscribed: (topic) => handlers.has(topic),
    signatureOf: (topic) => signatures.get(topic),
    serverError(error) {
      for (const listener of [...errorListeners]) listener(error);
    },
    chats,
  };
  return client;
}
