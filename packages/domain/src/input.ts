/** Number-only fields keep ASCII digits and nothing else. */
export function digitsOnly(s: string): string {
  return typeof s === 'string' ? s.replace(/[^0-9]/g, '') : '';
}

/** Decimal fields keep digits and the first dot (`12a.5` → `12.5`, `1.2.3` → `1.23`). */
export function decimalOnly(s: string): string {
  if (typeof s !== 'string') return '';
  const kept = s.replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/** Keeps at most `places` digits after the dot of an already decimal-only string. */
export function limitDecimals(s: string, places: number): string {
  const dot = s.indexOf('.');
  if (dot === -1) return s;
  return places <= 0 ? s.slice(0, dot) : s.slice(0, dot + 1 + places);
}
