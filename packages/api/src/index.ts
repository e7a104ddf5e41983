/**
 * @touchline/api: the call contract, the platform and sports clients with the spec's headers,
 * timeouts and error policy, and the realtime client. The server imports only
 * `@touchline/api/contract`.
 */
export * from './contract/index.ts';
export * from './errors.ts';
export type { CallOptions, FetchFunction } from './client/transport.ts';
export type { Readable } from './client/readable.ts';
export {
  createPlatformClient,
  type CallFunction,
  type PlatformClient,
  type PlatformClientOptions,
} from './client/platform.ts';
export { createAdminClient, type AdminClient } from './client/admin.ts';
export { deferClient } from './client/deferred.ts';
export {
  createSportsClient,
  type SportsClient,
  type SportsClientOptions,
  type SportsFunction,
  type SportsServiceConfig,
} from './client/sports.ts';
export { isSportsNotice, type SportsNotice } from './client/sports-notice.ts';
export {
  REALTIME_DEFAULTS,
  backoffDelay,
  createRealtimeClient,
  type ConnectionState,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeMessage,
  type RealtimeServerError,
  type SubscribeOptions,
  type TopicHandler,
  type WebSocketConstructor,
  type WebSocketLike,
} from './realtime/client.ts';
