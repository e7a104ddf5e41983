import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes are transformed on first use under a shared, busy machine: give async queries a
// generous ceiling rather than the default second (a ceiling, not a timing assertion).
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  // the server render's tests run in Node, without a DOM
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.dataset.theme = 'dark';
});

// jsdom has no scrolling: the page-scrolled match list (List height="window") moves the window.
if (typeof window !== 'undefined') {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}
