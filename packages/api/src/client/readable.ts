/** A value given once, or read afresh at every call. */
export type Readable<T> = T | (() => T);

export function read<T>(value: Readable<T>): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}
