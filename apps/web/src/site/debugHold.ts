import { DEBUG_CONSOLE_LONG_PRESS_MS } from '@touchline/domain';
import { useEffect, useState } from 'react';

/**
 * Opens the hidden debug console after a press held for 6 s anywhere on the page; releasing,
 * moving away or a plain tap cancels the timer. Returns whether it has been asked for.
 */
export function watchDebugHold(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onHold: () => void,
  holdMs: number = DEBUG_CONSOLE_LONG_PRESS_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const start = () => {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      onHold();
    }, holdMs);
  };
  target.addEventListener('pointerdown', start);
  for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) {
    target.addEventListener(type, cancel);
  }
  return () => {
    cancel();
    target.removeEventListener('pointerdown', start);
    for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) {
      target.removeEventListener(type, cancel);
    }
  };
}

export function useDebugHold(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => watchDebugHold(document, () => setOpen(true)), []);
  return [open, setOpen];
}
