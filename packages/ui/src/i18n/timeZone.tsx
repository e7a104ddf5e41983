import { createContext, useContext, type ReactNode } from 'react';

const TimeZoneContext = createContext<string | null>(null);

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface TimeZoneProviderProps {
  /** An IANA zone (`Asia/Bangkok`, `Etc/GMT-8`): every time the components below show is in it. */
  timeZone: string;
  children?: ReactNode;
}

/**
 * The zone the site shows its times in. Without a provider a component shows the browser's
 * zone; a component's own `timeZone` prop wins over both (stories and tests fix it there).
 */
export function TimeZoneProvider({ timeZone, children }: TimeZoneProviderProps) {
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

/** The zone to show times in: `own` when given, else the provider's, else the browser's. */
export function useTimeZone(own?: string): string {
  const provided = useContext(TimeZoneContext);
  return own ?? provided ?? browserTimeZone();
}
