import { htmlLang, utcOffsetName, type Language } from '@touchline/domain';

/**
 * An instant as the member reads it: date and time in the site's zone, with the zone named
 * (`26 Nov 2026, 22:41 (UTC+8)`), so a limit's or a break's time is never ambiguous.
 */
export function whenText(epochMs: number, language: Language, timeZone: string): string {
  const text = new Intl.DateTimeFormat(htmlLang(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(epochMs);
  return `${text} (${utcOffsetName(timeZone, epochMs)})`;
}

/** `YYYY-MM` as the month's name and year in the language (`November 2026`). */
export function monthText(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(htmlLang(language), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year!, number! - 1, 1));
}
