/** The first non-empty item of a comma-separated list of image addresses, or the fallback. */
export function firstImage(csv: string | null | undefined, fallback: string): string {
  if (typeof csv !== 'string') return fallback;
  for (const item of csv.split(',')) {
    const trimmed = item.trim();
    if (trimmed) return trimmed;
  }
  return fallback;
}
