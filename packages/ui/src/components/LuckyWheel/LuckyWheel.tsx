import { graphemes } from '@touchline/domain';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import * as css from './LuckyWheel.css.ts';

export const LUCKY_WHEEL_TONES = [
  'accent',
  'gold',
  'link',
  'warning',
  'live',
  'blackGold',
  'raised',
] as const;
export const LUCKY_WHEEL_SIZES = ['sm', 'md', 'lg'] as const;
export type LuckyWheelTone = (typeof LUCKY_WHEEL_TONES)[number];
export type LuckyWheelSize = (typeof LUCKY_WHEEL_SIZES)[number];

export interface LuckyWheelSegment {
  id?: string | number;
  /** The prize, e.g. "88 USDT"; long labels are shortened on the wheel, never in the prize list. */
  label: string;
  /** The segment's colour; alternates raised and accent by default. */
  tone?: LuckyWheelTone;
  /** The chance of this prize in percent, as published by the operator (e.g. 12.5 or "0.01"). */
  probability?: number | string;
}

export interface LuckyWheelProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  segments: readonly LuckyWheelSegment[];
  /** Spins left; at zero the spin button is disabled and says why. */
  chances: number;
  /** The server has drawn and the wheel is turning (to `resultIndex`, once that is known). */
  spinning?: boolean;
  /**
   * The prize the server drew. The wheel only shows it: while `spinning` it turns to land on it;
   * at rest it points at it and announces it.
   */
  resultIndex?: number;
  /** Asks the page to draw: the page calls the server, then sets `spinning` and `resultIndex`. */
  onSpin?: () => void;
  /** The wheel came to rest on `resultIndex` (at once under reduced motion). */
  onSpinEnd?: (resultIndex: number) => void;
  /** "Lucky wheel" by default. */
  title?: ReactNode;
  size?: LuckyWheelSize;
  /** Hides the prize list (e.g. when the page shows the prizes elsewhere). */
  hidePrizes?: boolean;
}

const DEFAULT_TONES: readonly LuckyWheelTone[] = ['raised', 'accent'];
const CENTER = 100;
const RADIUS = 88;
const WHEEL_LABEL_LENGTH = 10;
const FULL_TURNS = 5;

const point = (angle: number, r: number) => {
  const rad = (angle * Math.PI) / 180;
  return `${(CENTER + r * Math.sin(rad)).toFixed(3)} ${(CENTER - r * Math.cos(rad)).toFixed(3)}`;
};

/** A pie slice from `from` to `to` degrees, clockwise from the top. */
function slice(from: number, to: number): string {
  const large = to - from > 180 ? 1 : 0;
  return `M${CENTER} ${CENTER}L${point(from, RADIUS)}A${RADIUS} ${RADIUS} 0 ${large} 1 ${point(to, RADIUS)}Z`;
}

/** The wheel's rotation (degrees) that puts segment `index` of `count` under the top pointer. */
export function restingRotation(index: number, count: number): number {
  if (count <= 0) return 0;
  const angle = 360 / count;
  return (360 - (index + 0.5) * angle) % 360;
}

/** The next rotation after `current`: a few full turns forward, coming to rest on `index`. */
export function spinRotation(current: number, index: number, count: number): number {
  const target = restingRotation(index, count);
  const offset = (((target - current) % 360) + 360) % 360;
  return current + FULL_TURNS * 360 + offset;
}

const shorten = (label: string) => {
  const chars = graphemes(label);
  return chars.length > WHEEL_LABEL_LENGTH
    ? `${chars.slice(0, WHEEL_LABEL_LENGTH - 1).join('')}…`
    : label;
};

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A prize wheel that shows the server's draw: it never picks a prize itself. Pressing spin asks the
 * page to draw (`onSpin`); the page then sets `spinning` and `resultIndex`, and the wheel turns to
 * that prize (instantly under reduced motion) and calls `onSpinEnd`. The prize list shows every
 * prize with its published chance, so nothing is hidden from the player.
 */
export function LuckyWheel({
  segments,
  chances,
  spinning = false,
  resultIndex,
  onSpin,
  onSpinEnd,
  title,
  size = 'md',
  hidePrizes = false,
  className,
  ...rest
}: LuckyWheelProps) {
  const t = useUiText();
  const titleId = useId();
  const reasonId = useId();
  const count = segments.length;
  const validResult =
    resultIndex !== undefined &&
    Number.isInteger(resultIndex) &&
    resultIndex >= 0 &&
    resultIndex < count
      ? resultIndex
      : undefined;

  const [rotation, setRotation] = useState(() =>
    validResult === undefined ? 0 : restingRotation(validResult, count),
  );
  const [spunTo, setSpunTo] = useState<number | null>(null);
  const spinTarget = spinning && validResult !== undefined ? validResult : null;
  if (spinTarget !== spunTo) {
    setSpunTo(spinTarget);
    if (spinTarget !== null) setRotation((r) => spinRotation(r, spinTarget, count));
  }

  // Report the end of a spin once: on transition end, at once under reduced motion, or after
  // the spin's duration should the transition not run (a hidden tab, frozen animations).
  const latest = useRef({ spunTo, rotation, onSpinEnd, reported: null as number | null });
  useLayoutEffect(() => {
    latest.current = { ...latest.current, spunTo, rotation, onSpinEnd };
  });
  const reportSpinEnd = useCallback(() => {
    const current = latest.current;
    if (current.spunTo === null || current.reported === current.rotation) return;
    current.reported = current.rotation;
    current.onSpinEnd?.(current.spunTo);
  }, []);
  useEffect(() => {
    if (spunTo === null) return;
    if (prefersReducedMotion()) {
      reportSpinEnd();
      return;
    }
    const timer = setTimeout(reportSpinEnd, css.SPIN_DURATION_MS + 500);
    return () => clearTimeout(timer);
  }, [spunTo, rotation, reportSpinEnd]);

  const chancesLeft = Number.isFinite(chances) && chances > 0 ? Math.floor(chances) : 0;
  const waitingForDraw = spinning && validResult === undefined;
  const canSpin = !spinning && chancesLeft > 0 && count > 0;
  const showResult = !spinning && validResult !== undefined;
  const angle = count > 0 ? 360 / count : 360;
  const toneOf = (segment: LuckyWheelSegment, i: number): LuckyWheelTone =>
    segment.tone && LUCKY_WHEEL_TONES.includes(segment.tone)
      ? segment.tone
      : DEFAULT_TONES[i % DEFAULT_TONES.length]!;
  const hasProbabilities = segments.some(
    (s) => s.probability !== undefined && s.probability !== '',
  );

  return (
    <section
      {...rest}
      aria-labelledby={titleId}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <div className={css.stage}>
        <h2 id={titleId} className={css.prizesTitle}>
          {title ?? t('luckyWheelLabel')}
        </h2>
        <div className={css.wheelBox({ size })}>
          <svg className={css.svg} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
            <circle className={css.rim} cx={CENTER} cy={CENTER} r={RADIUS + 5} />
            {Array.from({ length: 16 }, (_, i) => (
              <circle
                key={i}
                className={css.bulb}
                r="1.8"
                cx={CENTER}
                cy={CENTER - RADIUS - 5}
                transform={`rotate(${i * 22.5} ${CENTER} ${CENTER})`}
              />
            ))}
            <g
              className={css.rotor}
              data-rotation={rotation}
              style={{ transform: `rotate(${rotation}deg)` }}
              onTransitionEnd={(e) => {
                if (e.target === e.currentTarget) reportSpinEnd();
              }}
            >
              {segments.map((segment, i) => {
                const tone = toneOf(segment, i);
                const from = i * angle;
                const middle = from + angle / 2;
                return (
                  <g key={segment.id ?? i} data-segment={i}>
                    {count === 1 ? (
                      <circle
                        className={`${css.segmentFill[tone]} ${css.segmentEdge}`}
                        cx={CENTER}
                        cy={CENTER}
                        r={RADIUS}
                      />
                    ) : (
                      <path
                        className={`${css.segmentFill[tone]} ${css.segmentEdge}`}
                        d={slice(from, from + angle)}
                      />
                    )}
                    <text
                      className={`${css.label} ${css.segmentText[tone]}`}
                      x={CENTER + RADIUS - 10}
                      y={CENTER}
                      textAnchor="end"
                      dominantBaseline="central"
                      transform={`rotate(${middle - 90} ${CENTER} ${CENTER})`}
                    >
                      {shorten(segment.label)}
                    </text>
                  </g>
                );
              })}
              {showResult && count > 1 && (
                <path
                  className={css.won}
                  d={slice(validResult * angle, (validResult + 1) * angle)}
                />
              )}
            </g>
            <path className={css.pointer} d={`M${CENTER - 9} 2h18l-9 20Z`} />
          </svg>
          <button
            type="button"
            className={css.hub}
            disabled={!canSpin}
            aria-busy={spinning || undefined}
            aria-describedby={!spinning && chancesLeft === 0 ? reasonId : undefined}
            onClick={() => onSpin?.()}
          >
            {spinning ? t('luckyWheelSpinning') : t('luckyWheelSpin')}
          </button>
        </div>
        <div className={css.meta}>
          <span className={css.chances}>
            {t('luckyWheelChances')}: <span className={css.chancesCount}>{chancesLeft}</span>
          </span>
          {chancesLeft === 0 && !spinning && (
            <span id={reasonId} className={css.reason}>
              {t('luckyWheelNoChances')}
            </span>
          )}
          <p className={css.result} role="status" aria-busy={waitingForDraw || undefined}>
            {showResult ? `${t('luckyWheelResult')}: ${segments[validResult]!.label}` : ''}
          </p>
        </div>
      </div>
      {!hidePrizes && count > 0 && (
        <div className={css.prizes}>
          <h3 className={css.prizesTitle}>{t('luckyWheelPrizes')}</h3>
          <ul className={css.prizeList}>
            {segments.map((segment, i) => {
              const tone = toneOf(segment, i);
              const hasChance = segment.probability !== undefined && segment.probability !== '';
              return (
                <li
                  key={segment.id ?? i}
                  className={css.prize}
                  data-won={(showResult && i === validResult) || undefined}
                >
                  <span className={`${css.swatch} ${css.swatchFill[tone]}`} aria-hidden="true" />
                  <span className={css.prizeLabel}>{segment.label}</span>
                  {hasProbabilities && (
                    <span className={css.probability}>
                      {hasChance
                        ? `${t('luckyWheelProbability')} ${String(segment.probability)}%`
                        : '–'}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
LuckyWheel.displayName = 'LuckyWheel';
