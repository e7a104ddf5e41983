import { formatMinor, parseAmountToMinor } from '@touchline/domain';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { Input } from '../Input/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import {
  fillText,
  GAME_DISABLED_REASON_KEYS,
  type GameDisabledReason,
} from '../SlotMachine/gameReason.ts';
import * as css from './DiceGame.css.ts';

export const DICE_DIRECTIONS = ['over', 'under'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

export interface DiceRollResult {
  /** The roll in hundredths, 0 to 10000 (`7321` is 73.21). */
  roll: number;
  win: boolean;
  /** What the roll paid, as money text formatted by the page (`"$19.60"`). */
  payoutText: string;
}

export interface DiceGameProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The target in hundredths (`5000` is 50.00). */
  target: number;
  /** The lowest and highest target allowed, in hundredths (from the game's rules). */
  min: number;
  max: number;
  onTargetChange?: (target: number) => void;
  direction: DiceDirection;
  onDirectionChange?: (direction: DiceDirection) => void;
  /** The win chance for this target and direction, computed by domain (`"49.50%"`). */
  chanceText: string;
  /** The payout multiplier, computed by domain (`"2.0000×"`). */
  multiplierText: string;
  /** The stake as typed, a decimal amount. */
  stake: string;
  onStakeChange?: (stake: string) => void;
  onRoll?: () => void;
  /** The server is rolling. */
  rolling?: boolean;
  /** The last roll, or null before the first. */
  result?: DiceRollResult | null;
  /** Why a roll is not possible now; the roll button is then disabled and says why. */
  disabledReason?: GameDisabledReason | null;
  /** The member's balance, a decimal amount. */
  balance: string;
  currency?: string;
  /** The game's name; "Penalty Dice" by default. */
  title?: string;
}

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
/** Hundredths as text with two places (`5050` → `50.50`). */
const hundredths = (n: number) => formatMinor(Math.round(n));
/** Hundredths as a percentage of the 0–100 track. */
const percent = (n: number) => `${Math.min(100, Math.max(0, n / 100))}%`;

/**
 * "Penalty Dice": pick a target from 0 to 100 (hundredths), roll over or under it. The chance and
 * multiplier come from domain as text; the page asks the server to roll (`onRoll`) and passes
 * the result, which lands on the track (at once under reduced motion).
 */
export function DiceGame({
  target,
  min,
  max,
  onTargetChange,
  direction,
  onDirectionChange,
  chanceText,
  multiplierText,
  stake,
  onStakeChange,
  onRoll,
  rolling = false,
  result = null,
  disabledReason = null,
  balance,
  currency,
  title,
  className,
  ...rest
}: DiceGameProps) {
  const t = useUiText();
  const titleId = useId();
  const reasonId = useId();
  const directionName = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [draftInvalid, setDraftInvalid] = useState(false);
  const range = { min: hundredths(min), max: hundredths(max) };

  // each new result replays the landing, even on the same number
  const [rollCount, setRollCount] = useState(0);
  const lastResult = useRef(result);
  useEffect(() => {
    if (result && result !== lastResult.current) setRollCount((n) => n + 1);
    lastResult.current = result;
  }, [result]);

  const commitDraft = () => {
    if (draft === null) return;
    const minor = parseAmountToMinor(draft);
    const value = minor === null ? null : Number(minor);
    if (value === null || value < min || value > max) {
      setDraftInvalid(true);
      return;
    }
    setDraft(null);
    setDraftInvalid(false);
    if (value !== target) onTargetChange?.(value);
  };

  const locked = rolling || !onTargetChange;
  const rollDisabled = rolling || disabledReason !== null;
  const from = direction === 'over' ? target : 0;
  const to = direction === 'over' ? 10000 : target;
  const status = rolling
    ? t('diceRolling')
    : result
      ? `${fillText(t('diceResult'), { n: hundredths(result.roll) })}. ${
          result.win ? fillText(t('diceWin'), { amount: result.payoutText }) : t('diceLose')
        }`
      : '';

  return (
    <section
      {...rest}
      aria-labelledby={titleId}
      data-rolling={rolling || undefined}
      className={cx(css.root, className)}
    >
      <header className={css.bar}>
        <h2 id={titleId} className={css.title}>
          {title ?? t('diceTitle')}
        </h2>
        <p className={css.balance}>
          <span className={css.label}>{t('diceBalance')}</span>{' '}
          <MoneyText amount={balance} currency={currency} className={css.balanceValue} />
        </p>
      </header>

      <div className={css.stage}>
        <div
          className={css.outcome}
          data-outcome={!rolling && result ? (result.win ? 'win' : 'lose') : undefined}
          aria-hidden="true"
        >
          {rolling ? '—' : result ? hundredths(result.roll) : hundredths(target)}
        </div>
        <div className={css.track} aria-hidden="true">
          <div
            className={css.zone}
            style={{
              insetInlineStart: percent(from),
              insetInlineEnd: `calc(100% - ${percent(to)})`,
            }}
          />
          <div className={css.targetMark} style={{ insetInlineStart: percent(target) }} />
          {result && !rolling ? (
            <div
              key={rollCount}
              className={css.rollMark}
              data-win={result.win || undefined}
              style={{ insetInlineStart: percent(result.roll) } as CSSProperties}
            >
              <Icon viewBox="0 0 24 24" className={css.ball}>
                <circle cx="12" cy="12" r="9" />
                <path d="m12 8 3.3 2.4-1.3 3.9h-4l-1.3-3.9Z" />
              </Icon>
            </div>
          ) : null}
        </div>
        <div className={css.scale} aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
        <p role="status" className={css.status} data-win={(!rolling && result?.win) || undefined}>
          {status}
        </p>
      </div>

      <div className={css.controls}>
        <div className={css.targetField}>
          <label className={css.label} htmlFor={`${titleId}-slider`}>
            {t('diceTarget')}
          </label>
          <input
            id={`${titleId}-slider`}
            type="range"
            className={css.slider}
            min={min}
            max={max}
            step={1}
            value={target}
            disabled={locked}
            aria-valuetext={hundredths(target)}
            aria-describedby={`${titleId}-range`}
            onChange={(event) => {
              setDraft(null);
              setDraftInvalid(false);
              onTargetChange?.(Number(event.target.value));
            }}
          />
          <span id={`${titleId}-range`} className={css.hint}>
            {fillText(t('diceTargetRange'), range)}
          </span>
          <Input
            label={t('diceTarget')}
            hideLabel
            mode="decimal"
            maxDecimals={2}
            value={draft ?? hundredths(target)}
            disabled={locked}
            error={draftInvalid ? fillText(t('diceTargetInvalid'), range) : undefined}
            onValueChange={(value) => {
              setDraft(value);
              setDraftInvalid(false);
            }}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDraft();
            }}
          />
        </div>

        <fieldset className={css.direction} disabled={rolling || !onDirectionChange}>
          <legend className={css.label}>{t('diceDirection')}</legend>
          <div className={css.segments}>
            {DICE_DIRECTIONS.map((d) => (
              <label key={d} className={css.segment}>
                <input
                  type="radio"
                  className={css.segmentInput}
                  name={directionName}
                  value={d}
                  checked={direction === d}
                  onChange={() => onDirectionChange?.(d)}
                />
                <span className={css.segmentText}>
                  {d === 'over' ? t('diceOver') : t('diceUnder')}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <dl className={css.stats}>
          <div className={css.stat}>
            <dt className={css.label}>{t('diceChance')}</dt>
            <dd className={css.statValue}>{chanceText}</dd>
          </div>
          <div className={css.stat}>
            <dt className={css.label}>{t('diceMultiplier')}</dt>
            <dd className={css.statValue}>{multiplierText}</dd>
          </div>
        </dl>

        <Input
          label={t('diceStake')}
          mode="decimal"
          maxDecimals={2}
          value={stake}
          readOnly={rolling || !onStakeChange}
          suffix={currency}
          onValueChange={(value) => onStakeChange?.(value)}
        />

        <Button
          className={css.rollButton}
          size="lg"
          fullWidth
          disabled={rollDisabled}
          aria-describedby={disabledReason ? reasonId : undefined}
          onClick={() => onRoll?.()}
        >
          {rolling ? t('diceRolling') : t('diceRoll')}
        </Button>
      </div>

      {disabledReason ? (
        <p id={reasonId} className={css.reason}>
          <Icon name="warning" size="sm" />
          {t(GAME_DISABLED_REASON_KEYS[disabledReason])}
        </p>
      ) : null}
    </section>
  );
}
DiceGame.displayName = 'DiceGame';
