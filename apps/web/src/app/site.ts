import { defaultCurrency, type Currency } from '@touchline/domain';

/**
 * What one build of the site is for: its market, the platform name the server knows it by, the
 * currency shown before the member's own is known, the dial code a phone form starts on. The one
 * place the web app reads these; nothing else writes a market or a currency literally.
 */
export interface SiteConfig {
  /** The build's market (`VITE_MARKET`: `cn`, `vietnam`…), for the start-up language; null when unset. */
  market: string | null;
  /** The `platform` header of every platform call (`VITE_PLATFORM`). */
  platform: string;
  /** The currency of a session whose member has no registration currency (domain's rule). */
  fallbackCurrency: Currency;
  /** The dial code a phone form starts on, and the translation key of its country's name. */
  dialCode: { code: string; nameKey: string };
}

/** The platform the reference server and the demo data are set up for. */
const DEFAULT_PLATFORM = 'vietnam';

/** The site configuration of a build, from its environment (`import.meta.env`). */
export function siteConfigFrom(env: {
  VITE_MARKET?: string | undefined;
  VITE_PLATFORM?: string | undefined;
}): SiteConfig {
  const market = env.VITE_MARKET?.trim() || null;
  return {
    market,
    platform: env.VITE_PLATFORM?.trim() || DEFAULT_PLATFORM,
    fallbackCurrency: defaultCurrency(market ?? ''),
    dialCode: { code: '84', nameKey: 'auth:vietnam' },
  };
}

/** This build's configuration. */
export const SITE: SiteConfig = siteConfigFrom(
  import.meta.env as Record<string, string | undefined>,
);
