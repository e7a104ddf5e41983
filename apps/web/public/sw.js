/*
 * Touchline's service worker (ADR 027): the app shell offline, nothing else.
 * - /assets/* (content-hashed by the build: a name never changes meaning) cache-first;
 * - pages (navigations) network-first, the cached shell ("/") when the network fails; a page
 *   drawn for a member (`Cache-Control: private`) is never the one kept;
 * - the page's first script (/boot.js, which starts the app on a server-rendered page: ADR 039)
 *   network-first, the cached one when the network fails;
 * - never the API, the sports service, its language host or the realtime socket;
 * - everything else (icons, promo images, the manifest) straight to the network.
 * A new version of this file empties the caches of older versions when it activates.
 */
const VERSION = 'v1';
const SHELL_CACHE = `touchline-shell-${VERSION}`;
const ASSET_CACHE = `touchline-assets-${VERSION}`;
/** Hashed files kept at most; the oldest go first (a few releases' worth). */
const MAX_ASSETS = 300;
const NEVER = [/^\/api\//, /^\/v1\//, /^\/language\//, /^\/ws(\/|$)/];
/** Not hashed, and the shell needs it: without it a cached page would never start its app. */
const BOOT = '/boot.js';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) =>
        cache.addAll([
          new Request('/', { cache: 'reload' }),
          new Request(BOOT, { cache: 'reload' }),
        ]),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('touchline-') && !key.endsWith(`-${VERSION}`))
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) {
    await cache.delete(request);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

/** A page drawn for one member (ADR 041): their data, never kept for the offline copy. */
function isPrivate(response) {
  return /(^|,)\s*private\b/i.test(response.headers.get('Cache-Control') ?? '');
}

/** The network's answer, kept under `key` (unless private); the kept one when the network fails. */
async function networkFirst(request, key) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && !isPrivate(response)) {
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await cache.match(key);
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    // every page is the same shell: the newest one is kept for the offline fallback
    event.respondWith(networkFirst(request, '/'));
  } else if (url.pathname === BOOT) {
    event.respondWith(networkFirst(request, BOOT));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
});
