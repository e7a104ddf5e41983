import type { RealtimeClient, RealtimeMessage, Topic } from '@touchline/api';

type Handler = (message: RealtimeMessage<Topic>) => void;

/**
 * A realtime client without a socket, for tests and stories: it records subscriptions and lets
 * the caller deliver events and resyncs as the server would.
 */
export function createFakeRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  const client: RealtimeClient & {
    emit(topic: Topic, data: unknown): void;
    resync(topic: Topic, reason: 'subscribed' | 'reconnected'): void;
    subscribed(topic: string): boolean;
  } = {
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler as Handler);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        set.delete(handler as Handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    sendChat: () => false,
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
  };
  return client;
}
