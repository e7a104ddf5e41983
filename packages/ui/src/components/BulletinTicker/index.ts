export {
  BulletinTicker,
  BULLETIN_MIN_PASS_SECONDS,
  BULLETIN_SECONDS_PER_CHARACTER,
} from './BulletinTicker.tsx';
export type { Bulletin, BulletinTickerProps } from './BulletinTicker.tsx';
