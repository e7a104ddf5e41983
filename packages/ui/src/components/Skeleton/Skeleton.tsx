import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { heightVar, lines as linesClass, skeleton, widthVar } from './Skeleton.css.ts';

/** Class for the visually hidden "Loading" status of a busy container (see `Skeleton`). */
export { busyStatus as skeletonBusyStatus } from './Skeleton.css.ts';

export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  shape?: SkeletonShape;
  /** CSS length or px number. Text and rect fill their container by default; circles are 40 px. */
  width?: string | number;
  /** CSS length or px number. Text is one line high, rect 96 px, a circle as tall as it is wide. */
  height?: string | number;
  /** For `text`: how many lines; the last one is shorter, like a paragraph's end. */
  lines?: number;
}

const length = (value: string | number | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

function lineVars(width?: string | number, height?: string | number): CSSProperties {
  const assigned: Record<string, string> = {};
  const w = length(width);
  const h = length(height);
  if (w) assigned[widthVar] = w;
  if (h) assigned[heightVar] = h;
  return assignInlineVars(assigned);
}

/**
 * A placeholder in the shape of content that is still loading. It is hidden from assistive
 * technology: the container that is loading says so instead, with `aria-busy` and one visually
 * hidden status (class `skeletonBusyStatus`) saying "Loading" in the active language:
 *
 * ```tsx
 * <section aria-busy={loading} aria-label="Matches">
 *   {loading ? (
 *     <>
 *       <span className={skeletonBusyStatus} role="status">{t("loading")}</span>
 *       <Skeleton shape="rect" />
 *     </>
 *   ) : (
 *     content
 *   )}
 * </section>
 * ```
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  lines = 1,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, Math.floor(Number.isFinite(lines) ? lines : 1)) : 1;
  if (count > 1) {
    return (
      <span
        {...rest}
        aria-hidden="true"
        className={[linesClass, className].filter(Boolean).join(' ')}
        style={style}
      >
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            data-skeleton-line=""
            className={skeleton({ shape })}
            style={lineVars(i === count - 1 ? '60%' : width, height)}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      {...rest}
      aria-hidden="true"
      className={[skeleton({ shape }), className].filter(Boolean).join(' ')}
      style={{ ...lineVars(width, height), ...style }}
    />
  );
}
Skeleton.displayName = 'Skeleton';
