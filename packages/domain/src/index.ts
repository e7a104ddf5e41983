export * from './constants.ts';
export * from './sports.ts';
export type { KeyValueStorage } from './storage.ts';
export {
  createMemoryStorage,
  LOCAL_STORAGE_KEYS,
  RETIRED_LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
} from './storage.ts';
export * from './odds.ts';
export * from './cash-out.ts';
export * from './bet-slip.ts';
export * from './money.ts';
export * from './admin.ts';
export * from './admin-games.ts';
export * from './admin-live.ts';
export * from './currency.ts';
export * from './input.ts';
export { firstGrapheme, graphemes } from './text.ts';
export * from './mask.ts';
export * from './maintenance.ts';
export * from './popup-ad.ts';
export * from './device-id.ts';
export * from './language.ts';
export * from './time.ts';
export * from './sports-day.ts';
export * from './match.ts';
export * from './chat.ts';
export * from './live.ts';
export * from './push-orders.ts';
export * from './host-earnings.ts';
export * from './auth.ts';
export * from './credentials.ts';
export * from './proof-of-work.ts';
export * from './images.ts';
export * from './navigation.ts';
export * from './vip.ts';
export * from './user-agent.ts';
export * from './settings.ts';
export * from './throttle.ts';
export * from './room-money.ts';
export * from './cashier.ts';
export * from './statement.ts';
export * from './cashier-quick.ts';
export * from './games/fairness.ts';
export * from './games/seeds.ts';
export * from './games/slot.ts';
export * from './games/slot-games.ts';
export * from './games/slot-rtp.ts';
export * from './games/dice.ts';
export * from './games/verify.ts';
export * from './games-lobby.ts';
export * from './age.ts';
export * from './responsible.ts';
export * from './campaigns.ts';
export * from './campaign-wheel.ts';
export * from './partner.ts';
export * from './reward-rules.ts';
export * from './compact-count.ts';
