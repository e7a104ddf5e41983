import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// jsdom lacks layout and media APIs that components feature-detect; give them inert stand-ins.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;

Object.defineProperty(HTMLMediaElement.prototype, 'play', {
  configurable: true,
  value: () => Promise.resolve(),
});
Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => {} });
Object.defineProperty(HTMLMediaElement.prototype, 'load', { configurable: true, value: () => {} });

// jsdom has no `CSS.escape`; user-event needs it to walk radio groups with the arrow keys.
// This is the CSSOM "serialize an identifier" algorithm.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string): string => {
    const s = String(value);
    let out = '';
    for (let i = 0; i < s.length; i += 1) {
      const code = s.charCodeAt(i);
      if (code === 0) out += '\uFFFD';
      else if (
        (code >= 0x1 && code <= 0x1f) ||
        code === 0x7f ||
        (i === 0 && code >= 0x30 && code <= 0x39) ||
        (i === 1 && code >= 0x30 && code <= 0x39 && s.charCodeAt(0) === 0x2d)
      ) {
        out += `\\${code.toString(16)} `;
      } else if (i === 0 && s.length === 1 && code === 0x2d) out += `\\${s[i]}`;
      else if (
        code >= 0x80 ||
        code === 0x2d ||
        code === 0x5f ||
        (code >= 0x30 && code <= 0x39) ||
        (code >= 0x41 && code <= 0x5a) ||
        (code >= 0x61 && code <= 0x7a)
      ) {
        out += s[i];
      } else out += `\\${s[i]}`;
    }
    return out;
  };
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { ...(globalThis.CSS ?? {}), escape },
  });
}

// jsdom has no scrolling: a page-scrolled list (List height="window") moves the window by hand.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
