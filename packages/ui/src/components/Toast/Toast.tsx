import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { IconButton } from '../IconButton/index.ts';
import { Link } from '../Link/index.ts';
import * as css from './Toast.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const TOAST_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/**
 * Marks the toast region: pressing a toast is no interaction outside an open dialog (a dialog
 * closing then would lose what was typed in it).
 */
export const TOAST_REGION_ATTRIBUTE = 'data-toast-region';

/** How long a toast stays by default, in ms. */
export const TOAST_DEFAULT_DURATION = 5000;

/**
 * The toast's one action: a button (`onClick`), or a link to `href` (e.g. "Watch" a stream that
 * went live). A link's `onClick` runs first and may `preventDefault()` to route in the app.
 */
export type ToastAction =
  | { label: string; onClick: () => void; href?: undefined }
  | { label: string; href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };

export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** One button in the toast (e.g. "Undo", "View bet"); pressing it also dismisses the toast. */
  action?: ToastAction;
  /**
   * Closes itself after this many ms through `onDismiss`; the time stops while the pointer is
   * over the toast or focus is inside it. `Infinity` (or 0) keeps it until dismissed.
   */
  duration?: number;
  /** Called by the dismiss button, the action, and when the duration has run out. */
  onDismiss?: () => void;
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  const paths: Record<ToastTone, ReactNode> = {
    info: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.5" />
      </>
    ),
    success: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M8 12.5l2.8 2.8L16.5 9" />
      </>
    ),
    warning: (
      <>
        <path d="M12 3.5l9.5 16.5h-19z" />
        <path d="M12 10v4.5M12 17v.5" />
      </>
    ),
    danger: (
      <>
        <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z" />
        <path d="M12 7.5v5.5M12 16v.5" />
      </>
    ),
  };
  return <Icon className={css.icon({ tone })}>{paths[tone]}</Icon>;
}

function CloseIcon() {
  return <Icon name="close" width="100%" height="100%" />;
}

/**
 * One notification: an icon and a bar in the tone's colour, a title, an optional description and
 * action, and a dismiss button. `role="status"` (read politely); a danger toast is an `alert`.
 * Usually shown through `useToast()`; can be rendered on its own.
 */
export function Toast({
  tone = 'info',
  title,
  description,
  action,
  duration = Infinity,
  onDismiss,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...rest
}: ToastProps) {
  const t = useUiText();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(duration);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    const ms = remaining.current;
    if (paused || !Number.isFinite(ms) || ms <= 0 || !Number.isFinite(duration) || duration <= 0) {
      return;
    }
    const started = Date.now();
    const timer = setTimeout(() => dismissRef.current?.(), ms);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, ms - (Date.now() - started));
    };
  }, [paused, duration]);

  return (
    <div
      {...rest}
      role={tone === 'danger' ? 'alert' : 'status'}
      aria-atomic="true"
      data-tone={tone}
      className={[css.toast({ tone }), className].filter(Boolean).join(' ')}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocused(true);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ToneIcon tone={tone} />
      <div className={css.body}>
        <span className={css.title}>{title}</span>
        {description ? <span className={css.description}>{description}</span> : null}
        {action?.href !== undefined ? (
          <Link
            href={action.href}
            tone="inherit"
            underline="none"
            className={css.action}
            onClick={(event) => {
              action.onClick?.(event);
              onDismiss?.();
            }}
          >
            {action.label}
          </Link>
        ) : action ? (
          <button
            type="button"
            className={css.action}
            onClick={() => {
              action.onClick();
              onDismiss?.();
            }}
          >
            {action.label}
          </button>
        ) : null}
      </div>
      {onDismiss ? (
        <IconButton
          className={css.dismiss}
          size="sm"
          label={t('dismiss')}
          icon={<CloseIcon />}
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}
Toast.displayName = 'Toast';

export interface ToastOptions {
  tone?: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  /** ms; the provider's default when left out; `Infinity` stays until dismissed. */
  duration?: number;
  /** Reusing an id replaces that toast instead of adding another. */
  id?: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  dismissAll: () => void;
}

interface ShownToast extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default ms a toast stays. */
  duration?: number;
  /** At most this many toasts at once; the oldest goes first. */
  max?: number;
  /** Names the toast region for screen readers; "Notifications" in the active language. */
  label?: string;
}

/**
 * Holds the toasts of the app and draws them in a stack below the header (full width on phones,
 * top right from 768 px), where they cover none of its controls, newest first. Wrap the app once; call `useToast()` below it.
 */
export function ToastProvider({
  children,
  duration = TOAST_DEFAULT_DURATION,
  max = 4,
  label,
}: ToastProviderProps) {
  const t = useUiText();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const dismissAll = useCallback(() => setToasts([]), []);
  const show = useCallback(
    (options: ToastOptions) => {
      const id = options.id ?? `toast-${++counter.current}`;
      setToasts((list) => {
        const next = [{ ...options, id }, ...list.filter((toast) => toast.id !== id)];
        return next.slice(0, Math.max(1, max));
      });
      return id;
    },
    [max],
  );
  const api = useMemo(() => ({ show, dismiss, dismissAll }), [show, dismiss, dismissAll]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label={label ?? t('toastRegion')} {...{ [TOAST_REGION_ATTRIBUTE]: '' }}>
        <ol className={css.viewport}>
          {toasts.map(({ id, duration: own, ...toast }) => (
            <li key={id} className={css.item}>
              <Toast {...toast} duration={own ?? duration} onDismiss={() => dismiss(id)} />
            </li>
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
ToastProvider.displayName = 'ToastProvider';
