import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bootScript from '../../public/boot.js?raw';
import { minifyScript } from '../build/boot-script.ts';

/**
 * The page's first script (`public/boot.js`), second job: a server-rendered page's scripts wait
 * in a template until the page has been painted (issue 16, ADR 039).
 */
/** The script as written, and as the built site serves it (minified: `src/build/boot-script.ts`). */
const VERSIONS = Object.entries({
  'as written': bootScript,
  'as served (minified)': minifyScript('boot.js', bootScript),
});

/** A paint-timing observer the test reports the paint to. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static made: FakePaintObserver[] = [];
  observed: unknown[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakePaintObserver.made.push(this);
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function holdScripts() {
  const template = document.createElement('template');
  template.id = 'touchline-after-paint';
  template.innerHTML =
    '<script type="module" src="/assets/index-A.js"></script><link rel="modulepreload" href="/assets/Home-B.js">';
  document.body.append(template);
}

const started = () => ({
  script: document.head.querySelector('script[type="module"]')?.getAttribute('src') ?? null,
  preload: document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href') ?? null,
  held: document.getElementById('touchline-after-paint') !== null,
});

const NOT_STARTED = { script: null, preload: null, held: true };
const STARTED = { script: '/assets/index-A.js', preload: '/assets/Home-B.js', held: false };

describe.each(VERSIONS)('boot.js %s', (_, code) => {
  const run = new Function(code) as () => void;

  describe("the boot script's start of a server-rendered page after its first paint", () => {
    beforeEach(() => {
      vi.useFakeTimers();
      FakePaintObserver.made = [];
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      document.head.querySelectorAll('script, link').forEach((el) => el.remove());
      document.getElementById('touchline-after-paint')?.remove();
    });

    it('puts the held scripts in the head when the paint is reported, not before', () => {
      vi.stubGlobal('PerformanceObserver', FakePaintObserver);
      holdScripts();
      run();
      const [observer] = FakePaintObserver.made;
      expect(observer?.observed).toEqual([{ type: 'paint', buffered: true }]);
      vi.advanceTimersByTime(2_000);
      expect(started()).toEqual(NOT_STARTED);
      observer?.callback();
      expect(started()).toEqual(STARTED);
      expect(observer?.disconnected).toBe(true);
      // the fallback timer is gone with it: nothing is put in twice
      vi.advanceTimersByTime(5_000);
      expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    });

    it('starts them after 3 s when no paint is reported', () => {
      vi.stubGlobal('PerformanceObserver', FakePaintObserver);
      holdScripts();
      run();
      vi.advanceTimersByTime(2_999);
      expect(started()).toEqual(NOT_STARTED);
      vi.advanceTimersByTime(1);
      expect(started()).toEqual(STARTED);
    });

    it('without paint timing, starts them in a task after the next frame', () => {
      vi.stubGlobal('PerformanceObserver', undefined);
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
        frames.push(callback),
      );
      holdScripts();
      run();
      expect(frames).toHaveLength(1);
      frames[0]?.(0);
      expect(started()).toEqual(NOT_STARTED);
      vi.advanceTimersByTime(0);
      expect(started()).toEqual(STARTED);
    });

    it('starts them at once in a hidden tab, which paints nothing', () => {
      vi.stubGlobal('PerformanceObserver', FakePaintObserver);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      holdScripts();
      run();
      expect(started()).toEqual(STARTED);
      expect(FakePaintObserver.made).toHaveLength(0);
      visibility.mockRestore();
    });

    it('does nothing on a page without held scripts (a member’s page, drawn by its scripts)', () => {
      vi.stubGlobal('PerformanceObserver', FakePaintObserver);
      run();
      FakePaintObserver.made[0]?.callback();
      expect(started()).toEqual({ script: null, preload: null, held: false });
    });
  });

  describe("the boot script's tap on a server-rendered button before the app started", () => {
    afterEach(() => {
      document.body.innerHTML = '';
      delete window.touchlineBoot;
    });

    function page() {
      document.body.innerHTML =
        '<header><button type="button">Log in</button><button type="button" disabled>Off</button></header><a href="#top">Top</a>';
      const [logIn, off] = Array.from(document.querySelectorAll('button'));
      return { logIn: logIn!, off: off!, link: document.querySelector('a')! };
    }

    it('carries out the last tap on a button once the app has started, once', () => {
      const { logIn } = page();
      run();
      logIn.click();
      const clicks: number[] = [];
      // the app's handler, there once it has hydrated the page
      logIn.addEventListener('click', () => clicks.push(1));
      window.touchlineBoot?.started();
      expect(clicks).toEqual([1]);
      // it listens no more, and a second start carries out nothing
      logIn.click();
      window.touchlineBoot?.started();
      expect(clicks).toEqual([1, 1]);
    });

    it('carries it out as a tap: press, focus, release, click (a tab answers the press)', () => {
      const { logIn } = page();
      run();
      logIn.click();
      const events: string[] = [];
      for (const type of ['pointerdown', 'mousedown', 'focus', 'pointerup', 'mouseup', 'click']) {
        logIn.addEventListener(type, (event) => {
          const { button } = event as MouseEvent;
          events.push(type === 'focus' ? type : `${type}:${button}`);
        });
      }
      window.touchlineBoot?.started();
      const pointer = typeof PointerEvent === 'function';
      expect(events).toEqual([
        ...(pointer ? ['pointerdown:0'] : []),
        'mousedown:0',
        'focus',
        ...(pointer ? ['pointerup:0'] : []),
        'mouseup:0',
        'click:0',
      ]);
      expect(document.activeElement).toBe(logIn);
    });

    it('keeps no tap once React listens to the page (handed over): React handles those', () => {
      const { logIn } = page();
      run();
      logIn.click();
      window.touchlineBoot?.handOver();
      const clicks: string[] = [];
      logIn.addEventListener('click', () => clicks.push('log in'));
      // a tap after the hand-over is React's, and replaces nothing
      logIn.click();
      clicks.length = 0;
      window.touchlineBoot?.started();
      // the one before it is carried out, once
      expect(clicks).toEqual(['log in']);

      run();
      window.touchlineBoot?.handOver();
      logIn.click();
      clicks.length = 0;
      window.touchlineBoot?.started();
      expect(clicks).toEqual([]);
    });

    it('carries out a tap React stopped while it hydrated (it never reached the button)', () => {
      const { logIn } = page();
      run();
      window.touchlineBoot?.handOver();
      // React's root, blocked on a part it cannot hydrate yet: it stops the tap there
      const header = document.querySelector('header')!;
      const block = (event: Event) => event.stopPropagation();
      header.addEventListener('click', block, true);
      const clicks: string[] = [];
      logIn.addEventListener('click', () => clicks.push('log in'));
      logIn.click();
      expect(clicks).toEqual([]);
      header.removeEventListener('click', block, true);
      window.touchlineBoot?.started();
      expect(clicks).toEqual(['log in']);
      // once
      window.touchlineBoot?.started();
      expect(clicks).toEqual(['log in']);
    });

    it('leaves links, disabled buttons and buttons no longer on the page alone', () => {
      const { logIn, off, link } = page();
      run();
      const clicks: string[] = [];
      off.addEventListener('click', () => clicks.push('off'));
      link.addEventListener('click', () => clicks.push('link'));
      off.click();
      link.click();
      clicks.length = 0;
      window.touchlineBoot?.started();
      expect(clicks).toEqual([]);

      run();
      logIn.click();
      logIn.addEventListener('click', () => clicks.push('log in'));
      // the app drew the page anew: that button is gone
      logIn.remove();
      window.touchlineBoot?.started();
      expect(clicks).toEqual([]);
    });
  });
});
