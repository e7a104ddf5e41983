import { readFileSync } from 'node:fs';
import path from 'node:path';
import { darkPalette, lightPalette } from '@touchline/ui';
import { describe, expect, it, vi } from 'vitest';
import { installOffer, promptInstall, setUpInstallableApp } from './installApp.ts';

const web = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(
  readFileSync(path.join(web, 'public/manifest.webmanifest'), 'utf8'),
) as {
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
};
const indexHtml = readFileSync(path.join(web, 'index.html'), 'utf8');
const worker = readFileSync(path.join(web, 'public/sw.js'), 'utf8');

describe('the installable app (ADR 027)', () => {
  it('has a manifest linked from the page, standalone from /, coloured by the tokens', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(darkPalette.bg);
    expect(manifest.background_color).toBe(darkPalette.bg);
    expect(indexHtml).toContain(`content="${darkPalette.bg}" media="(prefers-color-scheme: dark)"`);
    expect(indexHtml).toContain(
      `content="${lightPalette.bg}" media="(prefers-color-scheme: light)"`,
    );
  });

  it('names icons of 192 and 512 and a maskable one, each a PNG of that size', () => {
    const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = readFileSync(path.join(web, 'public', icon.src));
      // the IHDR chunk: width and height, big-endian, after the 8-byte signature and 8 bytes
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
      expect(size).toBe(icon.sizes);
    }
  });

  it('keeps the API, the sports service, its language host and the socket out of the cache', () => {
    for (const pattern of ['/^\\/api\\//', '/^\\/v1\\//', '/^\\/language\\//', '/^\\/ws(\\/|$)/']) {
      expect(worker).toContain(pattern);
    }
    expect(worker).toContain("request.mode === 'navigate'");
    expect(worker).toContain("url.pathname.startsWith('/assets/')");
    // the page's first script is kept too: it starts the app of a cached page (ADR 039)
    expect(worker).toContain("const BOOT = '/boot.js'");
    expect(worker).toContain('networkFirst(request, BOOT)');
  });

  it('keeps the newest page for the offline copy, but never one drawn for a member (ADR 041)', async () => {
    const listeners: Record<string, (event: unknown) => void> = {};
    const kept = new Map<string, unknown>();
    const cache = {
      put: async (key: string, response: unknown) => void kept.set(key, response),
      match: async (key: string) => kept.get(key),
    };
    const worker$ = {
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        listeners[type] = listener;
      },
      location: { origin: 'https://touchline.test' },
    };
    let cacheControl = '';
    const network = async () => ({
      ok: true,
      type: 'basic',
      headers: new Headers({ 'cache-control': cacheControl }),
      clone() {
        return this;
      },
    });
    new Function('self', 'caches', 'fetch', worker)(worker$, { open: async () => cache }, network);
    const navigate = async (control: string) => {
      cacheControl = control;
      let answer: Promise<unknown> = Promise.resolve();
      listeners.fetch!({
        request: { method: 'GET', url: 'https://touchline.test/sports', mode: 'navigate' },
        respondWith: (promise: Promise<unknown>) => (answer = promise),
      });
      await answer;
    };
    await navigate('private, no-cache');
    expect(kept.has('/')).toBe(false);
    await navigate('no-cache');
    expect(kept.has('/')).toBe(true);
  });

  it('registers the worker only after load, and keeps the browser’s install offer for the page', async () => {
    const register = vi.fn(async () => ({}));
    const target = new EventTarget();
    const win = Object.assign(target, {
      navigator: { serviceWorker: { register } },
      document: { readyState: 'loading' },
    }) as unknown as Window;
    setUpInstallableApp(win, true);
    expect(register).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js');

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(installOffer()).toBe(offer);
    expect(await promptInstall()).toBe('dismissed');
    expect(prompt).toHaveBeenCalledOnce();
    // an offer is used once
    expect(installOffer()).toBeNull();
    expect(await promptInstall()).toBe('unavailable');
  });
});
