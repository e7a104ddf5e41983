import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Link } from '../Link/index.ts';
import * as css from './NoticeBar.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const NOTICE_BAR_SPEEDS = ['slow', 'normal', 'fast'] as const;
export type NoticeBarSpeed = (typeof NOTICE_BAR_SPEEDS)[number];
const PIXELS_PER_SECOND: Record<NoticeBarSpeed, number> = { slow: 30, normal: 50, fast: 80 };

export interface Notice {
  id: string | number;
  text: string;
  /** Where the notice leads; otherwise it is a button when `onNoticeClick` is set. */
  href?: string;
  external?: boolean;
}

export interface NoticeBarProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  notices: readonly Notice[];
  onNoticeClick?: (notice: Notice) => void;
  /** Shows a close button. */
  onClose?: () => void;
  /** How fast the notices scroll when they don't fit. */
  speed?: NoticeBarSpeed;
}

function NoticeItems({
  notices,
  onNoticeClick,
  hidden = false,
}: {
  notices: readonly Notice[];
  onNoticeClick?: (notice: Notice) => void;
  hidden?: boolean;
}) {
  const tabIndex = hidden ? -1 : undefined;
  return notices.map((notice) => {
    let content: ReactNode = notice.text;
    if (notice.href) {
      content = (
        <Link
          href={notice.href}
          external={notice.external}
          tone="inherit"
          underline="hover"
          className={css.action}
          tabIndex={tabIndex}
          onClick={onNoticeClick ? () => onNoticeClick(notice) : undefined}
        >
          {notice.text}
        </Link>
      );
    } else if (onNoticeClick) {
      content = (
        <button
          type="button"
          className={css.action}
          tabIndex={tabIndex}
          onClick={() => onNoticeClick(notice)}
        >
          {notice.text}
        </button>
      );
    }
    return (
      <li key={notice.id} className={css.item}>
        {content}
      </li>
    );
  });
}

/**
 * A row of site notices. When they don't fit they scroll as a marquee that pauses on hover, on
 * focus and with its pause button; under reduced motion they stand still and scroll by hand.
 */
export function NoticeBar({
  notices,
  onNoticeClick,
  onClose,
  speed = 'normal',
  className,
  ...rest
}: NoticeBarProps) {
  const t = useUiText();
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const groupRef = useRef<HTMLUListElement | null>(null);
  const [overflow, setOverflow] = useState(0);
  const [paused, setPaused] = useState(false);

  const measure = useCallback(() => {
    const viewport = viewportRef.current;
    const group = groupRef.current;
    if (!viewport || !group) return;
    const groupWidth = group.getBoundingClientRect().width;
    setOverflow(groupWidth > viewport.getBoundingClientRect().width ? groupWidth : 0);
  }, []);

  const key = notices.map((n) => `${n.id}:${n.text}`).join('|');
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    if (!viewportRef.current) return;
    // measured when the observer reports (at once on observe, after the browser's own layout):
    // a measure here, in the commit, forced a layout of the whole page before its first paint
    // (issue 16: ~50 ms on a phone-class CPU, the home page's largest script cost)
    const observer = new ResizeObserver(measure);
    observer.observe(viewportRef.current);
    if (groupRef.current) observer.observe(groupRef.current);
    return () => observer.disconnect();
  }, [measure, key]);

  if (notices.length === 0) return null;
  const animate = overflow > 0;

  return (
    <section
      aria-label={t('noticeBarLabel')}
      {...rest}
      data-paused={paused}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <Icon className={css.icon}>
        <path d="M4 10v4a1 1 0 0 0 1 1h3l7 4V5L8 9H5a1 1 0 0 0-1 1Z" />
        <path d="M18.5 9a4 4 0 0 1 0 6" />
      </Icon>
      {/* Notices that don't fit scroll: the viewport takes focus then, so a keyboard can pause the
          marquee (focus pauses it) or, under reduced motion, scroll it with the arrow keys. */}
      <div
        ref={viewportRef}
        className={css.viewport}
        data-animate={animate}
        {...(animate ? { tabIndex: 0, role: 'group', 'aria-label': t('noticeBarLabel') } : {})}
      >
        <div
          className={css.track}
          style={
            animate
              ? assignInlineVars({
                  [css.duration]: `${Math.max(8, Math.round(overflow / PIXELS_PER_SECOND[speed]))}s`,
                })
              : undefined
          }
        >
          <ul ref={groupRef} className={css.group}>
            <NoticeItems notices={notices} onNoticeClick={onNoticeClick} />
          </ul>
          {animate && (
            <ul className={`${css.group} ${css.copy}`} aria-hidden="true" inert>
              <NoticeItems notices={notices} onNoticeClick={onNoticeClick} hidden />
            </ul>
          )}
        </div>
      </div>
      {animate && (
        <button
          type="button"
          className={`${css.control} ${css.pauseControl}`}
          aria-label={paused ? t('noticeBarPlay') : t('noticeBarPause')}
          onClick={() => setPaused((p) => !p)}
        >
          <Icon name={paused ? 'play' : 'pause'} className={css.controlIcon} />
        </button>
      )}
      {onClose && (
        <button type="button" className={css.control} aria-label={t('close')} onClick={onClose}>
          <Icon name="close" className={css.controlIcon} />
        </button>
      )}
    </section>
  );
}
NoticeBar.displayName = 'NoticeBar';
