import {
  LAZY_IMAGE_ATTEMPTS,
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_PRELOAD_FACTOR,
  LAZY_IMAGE_THROTTLE_MS,
} from '@touchline/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './LazyImage.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const LAZY_IMAGE_FITS = ['cover', 'contain'] as const;
export const LAZY_IMAGE_RADII = ['none', 'cell', 'card'] as const;
export type LazyImageFit = (typeof LAZY_IMAGE_FITS)[number];
export type LazyImageRadius = (typeof LAZY_IMAGE_RADII)[number];

/** The last `limit` loaded addresses; reading one makes it the most recent. */
export class LruSet {
  readonly #items = new Map<string, true>();
  constructor(readonly limit: number) {}
  has(key: string): boolean {
    if (!this.#items.has(key)) return false;
    this.#items.delete(key);
    this.#items.set(key, true);
    return true;
  }
  add(key: string): void {
    this.#items.delete(key);
    this.#items.set(key, true);
    while (this.#items.size > this.limit) {
      this.#items.delete(this.#items.keys().next().value as string);
    }
  }
  clear(): void {
    this.#items.clear();
  }
  get size(): number {
    return this.#items.size;
  }
}

/** Sources loaded in this page, shared by every LazyImage: a cached image shows at once. */
export const lazyImageCache = new LruSet(LAZY_IMAGE_CACHE_SIZE);

/** An image loads once it is within 1.3 × the viewport: the viewport grown by 30 % below and right. */
const extra = `${Math.round((LAZY_IMAGE_PRELOAD_FACTOR - 1) * 100)}%`;
export const LAZY_IMAGE_ROOT_MARGIN = `0px ${extra} ${extra} 0px`;

type Status = 'idle' | 'loading' | 'waiting' | 'loaded' | 'failed';
interface LoadState {
  src: string;
  status: Status;
  attempt: number;
  instant: boolean;
}

/**
 * A cached source shows at once. A priority picture (the page's largest paint) is in the first
 * render, drawn as its bytes come, without a fade: waiting for an effect, the load event and a
 * fade put the home page's banner 380 ms after the first paint (issue 16).
 */
const initialState = (src: string, priority = false): LoadState =>
  src && lazyImageCache.has(src)
    ? { src, status: 'loaded', attempt: 0, instant: true }
    : src && priority
      ? { src, status: 'loading', attempt: 0, instant: true }
      : { src, status: 'idle', attempt: 0, instant: false };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export interface LazyImageProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'onLoad' | 'onError'
> {
  src: string;
  /** Required: describes the picture, or `""` for a decorative one. */
  alt: string;
  /** Width / height (`16 / 9` or `"16 / 9"`): the box keeps this shape so nothing shifts on load. */
  aspectRatio?: number | string;
  fit?: LazyImageFit;
  radius?: LazyImageRadius;
  /** Holds loading back even in view (e.g. a carousel slide that is not shown yet). */
  deferred?: boolean;
  /**
   * The page's main picture (its largest contentful paint, e.g. the first banner): loads at once,
   * without waiting to be in view, and is fetched ahead of other images (`fetchpriority="high"`).
   */
  priority?: boolean;
  /** Shown while the image is not loaded yet; a quiet picture glyph by default. */
  placeholder?: ReactNode;
  onLoad?: () => void;
  /** Called once, after the last attempt failed. */
  onError?: () => void;
}

function PictureGlyph({ broken = false }: { broken?: boolean }) {
  return (
    <Icon className={css.glyph}>
      {broken ? (
        <>
          <path d="M4 4h16v9l-3-2-3 3M4 4v16h7M20 17v3h-5" />
          <path d="m13 21 2-4-2-3" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </>
      )}
    </Icon>
  );
}

/**
 * A picture that loads when near the viewport (1.3 ×, checked at most every 200 ms), retries up
 * to three times, and keeps a fixed aspect ratio so nothing shifts. After the third failure it
 * shows the FAILED placeholder.
 */
export function LazyImage({
  src,
  alt,
  aspectRatio = 16 / 9,
  fit = 'cover',
  radius = 'none',
  deferred = false,
  priority = false,
  placeholder,
  onLoad,
  onError,
  ref,
  className,
  style,
  ...rest
}: LazyImageProps) {
  const t = useUiText();
  // a ref, not state: a state set from the ref callback is an update React renders at once,
  // inside the commit (a hydrating page's: its effects and a second render joined that task)
  const node = useRef<HTMLDivElement | null>(null);
  // the page's main picture, not held back: in the first render, shown as it loads
  const eager = priority && !deferred;
  const [state, setState] = useState<LoadState>(() => initialState(src, eager));
  const current = state.src === src ? state : initialState(src, eager);
  if (current !== state) setState(current);
  const { status, attempt } = current;

  const setRootRef = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  // Start loading once the box is within reach of the viewport, checking at most every 200 ms.
  useEffect(() => {
    const element = node.current;
    if (status !== 'idle' || deferred || !element || !src) return;
    const start = () =>
      setState((s) => (s.src === src && s.status === 'idle' ? { ...s, status: 'loading' } : s));
    if (priority || typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    let inView = false;
    let coolingDown = false;
    let pending = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (coolingDown) {
        pending = true;
        return;
      }
      if (inView) start();
      coolingDown = true;
      timer = setTimeout(() => {
        coolingDown = false;
        if (pending) {
          pending = false;
          check();
        }
      }, LAZY_IMAGE_THROTTLE_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inView = entries.some((entry) => entry.isIntersecting);
        check();
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [status, deferred, priority, src]);

  // A failed attempt is tried again after a pause.
  useEffect(() => {
    if (status !== 'waiting') return;
    const timer = setTimeout(
      () =>
        setState((s) =>
          s.src === src && s.status === 'waiting' ? { ...s, status: 'loading' } : s,
        ),
      LAZY_IMAGE_THROTTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [status, src]);

  const handleLoad = () => {
    lazyImageCache.add(src);
    setState((s) => ({ ...s, status: 'loaded' }));
    onLoad?.();
  };
  const handleError = () => {
    const next = attempt + 1;
    if (next < LAZY_IMAGE_ATTEMPTS) {
      setState((s) => ({ ...s, status: 'waiting', attempt: next }));
    } else {
      setState((s) => ({ ...s, status: 'failed', attempt: next }));
      onError?.();
    }
  };

  const decorative = alt === '';
  const showImage = status === 'loading' || status === 'loaded';
  const failed = status === 'failed' || !src;
  const failedLabel = decorative ? undefined : `${alt} (${t('failed')})`;

  return (
    <div
      {...rest}
      ref={setRootRef}
      data-lazy-image=""
      data-status={src ? status : 'failed'}
      aria-busy={status === 'loading' || status === 'waiting' ? true : undefined}
      className={[css.root({ radius }), className].filter(Boolean).join(' ')}
      style={{ ...style, ...assignInlineVars({ [css.ratio]: String(aspectRatio) }) }}
    >
      {status !== 'loaded' &&
        (failed ? (
          <span
            className={css.placeholder}
            {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': failedLabel })}
          >
            <PictureGlyph broken />
            <span className={css.failedText}>{t('failed')}</span>
          </span>
        ) : (
          <span
            className={css.placeholder}
            {...(decorative || showImage
              ? { 'aria-hidden': true }
              : { role: 'img', 'aria-label': alt })}
          >
            {placeholder ?? <PictureGlyph />}
          </span>
        ))}
      {showImage && src && (
        <img
          key={attempt}
          className={css.image({
            fit,
            shown: status === 'loaded' || eager,
            instant: current.instant,
          })}
          src={src}
          alt={alt}
          // the largest paint is decoded with the frame that shows it, not a frame later
          {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
          onLoad={handleLoad}
          onError={handleError}
        />
      )}
    </div>
  );
}
LazyImage.displayName = 'LazyImage';
