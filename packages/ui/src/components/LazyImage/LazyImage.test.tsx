import { act, fireEvent, screen } from '@testing-library/react';
import { LAZY_IMAGE_CACHE_SIZE } from '@touchline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithUi } from '../../test/index.tsx';
import { renderToString } from 'react-dom/server';
import * as css from './LazyImage.css.ts';
import { LazyImage, lazyImageCache, LAZY_IMAGE_ROOT_MARGIN, LruSet } from './LazyImage.tsx';

/** A controllable IntersectionObserver: tests say when the box comes into reach. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
}

function setInView(isIntersecting: boolean) {
  for (const observer of FakeObserver.instances) {
    const entries = observer.targets.map(
      (target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length) act(() => observer.callback(entries, observer as never));
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  FakeObserver.instances = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  lazyImageCache.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

const img = (container: HTMLElement) => container.querySelector('img');

describe('LazyImage', () => {
  it('shows a placeholder named by alt until it is near the viewport', () => {
    const { container } = renderWithUi(<LazyImage src="/a.png" alt="Derby tonight" />);
    expect(img(container)).toBeNull();
    expect(screen.getByRole('img', { name: 'Derby tonight' }).tagName).toBe('SPAN');
    expect(FakeObserver.instances[0]?.options.rootMargin).toBe(LAZY_IMAGE_ROOT_MARGIN);
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('0px 30% 30% 0px');
  });

  it('loads once in view and shows the image when loaded', () => {
    const onLoad = vi.fn();
    const { container } = renderWithUi(
      <LazyImage src="/a.png" alt="Derby tonight" onLoad={onLoad} />,
    );
    setInView(true);
    const image = img(container)!;
    expect(image.getAttribute('src')).toBe('/a.png');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    fireEvent.load(image);
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Derby tonight' })).toBe(img(container));
    expect(container.firstElementChild?.getAttribute('data-status')).toBe('loaded');
  });

  it('checks visibility at most every 200 ms', () => {
    const { container } = renderWithUi(<LazyImage src="/a.png" alt="x" />);
    setInView(false);
    setInView(true);
    expect(img(container)).toBeNull();
    act(() => void vi.advanceTimersByTime(199));
    expect(img(container)).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(img(container)).not.toBeNull();
  });

  it('retries up to three attempts, then shows FAILED', () => {
    const onError = vi.fn();
    const { container } = renderWithUi(
      <LazyImage src="/broken.png" alt="Banner" onError={onError} />,
    );
    setInView(true);
    fireEvent.error(img(container)!);
    expect(img(container)).toBeNull();
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.error(img(container)!);
    act(() => void vi.advanceTimersByTime(200));
    expect(onError).not.toHaveBeenCalled();
    fireEvent.error(img(container)!);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(img(container)).toBeNull();
    expect(screen.getByRole('img', { name: 'Banner (FAILED)' })).toBeTruthy();
    expect(screen.getByText('FAILED')).toBeTruthy();
  });

  it('says FAILED in the active language', () => {
    const { container } = renderWithUi(<LazyImage src="/broken.png" alt="横幅" />, {
      locale: 'zh-cn',
    });
    setInView(true);
    for (let i = 0; i < 3; i += 1) {
      fireEvent.error(img(container)!);
      act(() => void vi.advanceTimersByTime(200));
    }
    expect(screen.getByRole('img', { name: '横幅 (加载失败)' })).toBeTruthy();
  });

  it('shows a cached image at once, without waiting to be in view', () => {
    const first = renderWithUi(<LazyImage src="/cached.png" alt="first" />);
    setInView(true);
    fireEvent.load(img(first.container)!);
    first.unmount();
    FakeObserver.instances = [];
    const { container } = renderWithUi(<LazyImage src="/cached.png" alt="again" />);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(container.firstElementChild?.getAttribute('data-status')).toBe('loaded');
    expect(screen.getByRole('img', { name: 'again' }).tagName).toBe('IMG');
  });

  it('holds back while deferred', () => {
    const { container, rerender } = renderWithUi(<LazyImage src="/a.png" alt="x" deferred />);
    setInView(true);
    expect(img(container)).toBeNull();
    rerender(<LazyImage src="/a.png" alt="x" />);
    setInView(true);
    expect(img(container)).not.toBeNull();
  });

  it('loads a priority picture at once, fetched with high priority', () => {
    const { container } = renderWithUi(<LazyImage src="/lcp.png" alt="Banner" priority />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/lcp.png');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('puts a priority picture in the first render, shown without a fade while it loads', () => {
    // no effects run in a server render: what it holds is what the first commit paints
    const html = renderToString(<LazyImage src="/lcp.png" alt="Banner" priority />);
    const first = document.createElement('div');
    first.innerHTML = html;
    const picture = first.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/lcp.png');
    expect(first.querySelector('[data-lazy-image]')?.getAttribute('data-status')).toBe('loading');
    expect(picture?.className).toBe(css.image({ fit: 'cover', shown: true, instant: true }));
    // a picture that is not the page's largest fades in once loaded, decoded off the frame
    const other = document.createElement('div');
    other.innerHTML = renderToString(<LazyImage src="/b.png" alt="x" />);
    expect(other.querySelector('img')).toBeNull();
  });

  it('holds a deferred priority picture back like any other', () => {
    const { container } = renderWithUi(<LazyImage src="/lcp.png" alt="x" priority deferred />);
    expect(img(container)).toBeNull();
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    // @ts-expect-error -- an old browser
    delete globalThis.IntersectionObserver;
    const { container } = renderWithUi(<LazyImage src="/a.png" alt="x" />);
    expect(img(container)).not.toBeNull();
  });

  it('starts again for a new source', () => {
    const { container, rerender } = renderWithUi(<LazyImage src="/a.png" alt="x" />);
    setInView(true);
    fireEvent.load(img(container)!);
    rerender(<LazyImage src="/b.png" alt="x" />);
    expect(container.firstElementChild?.getAttribute('data-status')).toBe('idle');
    setInView(true);
    expect(img(container)?.getAttribute('src')).toBe('/b.png');
  });

  it('shows FAILED for an empty source, and hides decorative placeholders', () => {
    renderWithUi(
      <>
        <LazyImage src="" alt="No picture" />
        <LazyImage src="/a.png" alt="" data-testid="decorative" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'No picture (FAILED)' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('keeps the aspect ratio box and forwards ref and class name', () => {
    let node: HTMLDivElement | null = null;
    const { container } = renderWithUi(
      <LazyImage
        src="/a.png"
        alt="x"
        aspectRatio="4 / 3"
        ref={(el) => void (node = el)}
        className="extra"
      />,
    );
    const root = container.firstElementChild as HTMLDivElement;
    expect(node).toBe(root);
    expect(root.className).toContain('extra');
    expect(root.getAttribute('style')).toContain('4 / 3');
    expect(LazyImage.displayName).toBe('LazyImage');
  });

  it('has no axe violations while loading, loaded and failed', async () => {
    vi.useRealTimers();
    lazyImageCache.add('/loaded.png');
    // @ts-expect-error -- no observer: everything starts loading
    delete globalThis.IntersectionObserver;
    const { container } = renderWithUi(
      <div>
        <LazyImage src="/loaded.png" alt="Loaded" />
        <LazyImage src="/loading.png" alt="Loading" />
        <LazyImage src="/deferred.png" alt="Deferred" deferred />
        <LazyImage src="" alt="Failed" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('LruSet', () => {
  it('keeps the most recently used entries up to its limit', () => {
    const cache = new LruSet(3);
    ['a', 'b', 'c'].forEach((k) => cache.add(k));
    expect(cache.has('a')).toBe(true); // a is now the most recent
    cache.add('d');
    expect(cache.has('b')).toBe(false);
    expect(cache.has('a')).toBe(true);
    expect(cache.size).toBe(3);
  });

  it('holds the last 200 loaded sources', () => {
    for (let i = 0; i <= LAZY_IMAGE_CACHE_SIZE; i += 1) lazyImageCache.add(`/img/${i}.png`);
    expect(lazyImageCache.size).toBe(LAZY_IMAGE_CACHE_SIZE);
    expect(lazyImageCache.has('/img/0.png')).toBe(false);
    expect(lazyImageCache.has(`/img/${LAZY_IMAGE_CACHE_SIZE}.png`)).toBe(true);
  });
});
