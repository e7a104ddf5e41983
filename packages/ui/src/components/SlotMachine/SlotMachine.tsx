import { formatMinor, parseAmountToMinor } from '@touchline/domain';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type FormEvent,
} from 'react';
import { useUiLanguage, useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Icon } from '../Icon/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { Input } from '../Input/index.ts';
import { formatMoney, MoneyText } from '../MoneyText/index.ts';
import { fillText, GAME_DISABLED_REASON_KEYS, type GameDisabledReason } from './gameReason.ts';
import * as css from './SlotMachine.css.ts';
import { SlotSymbol, slotSymbolLabel, type SlotSymbolInfo } from './SlotSymbol.tsx';
import { useBlips } from './useBlips.ts';

/** The auto-spin counts a player can choose. */
export const SLOT_AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;
export type SlotAutoplayCount = (typeof SLOT_AUTOPLAY_COUNTS)[number];

/** A reel cell: `[reel, row]`, both from 0. */
export type SlotPosition = readonly [reel: number, row: number];

export interface SlotWin {
  /**
   * The pay line's number as the paytable shows it (from 1), or `'scatter'` for scatters that pay
   * wherever they land.
   */
  line: number | 'scatter';
  /** The cells that make the win (highlighted). */
  positions: readonly SlotPosition[];
  /** The line's win, a decimal amount (`"5.00"`). */
  amount: string;
}

export interface SlotFreeSpins {
  left: number;
  total: number;
  /** The free-spin win multiplier, e.g. 2 or "2.5". */
  multiplier: number | string;
}

/** What the player asked for when starting autoplay. */
export interface SlotAutoplaySettings {
  count: SlotAutoplayCount;
  stopOnWin: boolean;
  /** Stop once the balance is below this decimal amount; null: no such stop. */
  stopBelow: string | null;
}

export interface SlotMachineProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The symbols in view, `[reel][row]` (5 reels of 3 rows for Golden Goal). */
  window: readonly (readonly string[])[];
  /** Names (and optional pictures) for symbol ids; the built-in art covers `SLOT_SYMBOL_IDS`. */
  symbols?: Readonly<Record<string, SlotSymbolInfo | undefined>>;
  /** The server is drawing: the reels turn (no motion under reduced motion). */
  spinning?: boolean;
  /** The wins of the last spin: their cells are highlighted and they are announced. */
  wins?: readonly SlotWin[];
  /** Free spins in progress, or null. */
  freeSpins?: SlotFreeSpins | null;
  /** The stakes offered, decimal amounts in ascending order. */
  stakes: readonly string[];
  stake: string;
  onStakeChange?: (stake: string) => void;
  /** The member's balance, a decimal amount; kept in view. */
  balance: string;
  currency?: string;
  /** The last spin's total win, a decimal amount. */
  lastWin?: string | null;
  onSpin?: () => void;
  /** Why a spin is not possible now; the spin button is then disabled and says why. */
  spinDisabledReason?: GameDisabledReason | null;
  /** Auto spins are running. */
  autoplay?: boolean;
  /** Auto spins still to come. */
  autoplayLeft?: number;
  /** Leave out to hide the autoplay control. */
  onAutoplayStart?: (settings: SlotAutoplaySettings) => void;
  onAutoplayStop?: () => void;
  /** Sound is on (off by default): spins and wins play short tones. */
  soundOn?: boolean;
  /** Leave out to hide the sound toggle. */
  onSoundChange?: (on: boolean) => void;
  /** The game's name; "Golden Goal" by default. */
  title?: string;
}

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
const key = (reel: number, row: number) => `${reel}:${row}`;

const SPIN_TONES = [392, 523];
const WIN_TONES = [523, 659, 784, 1047];

/**
 * "Golden Goal", a 5×3 video slot's face: reels of football symbols, the stake, the spin button
 * (Space or Enter on it), autoplay with stop conditions, free spins and the balance. It only shows:
 * the page asks the server to spin (`onSpin`) and passes the window and wins it answers.
 */
export function SlotMachine({
  window: reels,
  symbols,
  spinning = false,
  wins = [],
  freeSpins = null,
  stakes,
  stake,
  onStakeChange,
  balance,
  currency,
  lastWin,
  onSpin,
  spinDisabledReason = null,
  autoplay = false,
  autoplayLeft,
  onAutoplayStart,
  onAutoplayStop,
  soundOn = false,
  onSoundChange,
  title,
  className,
  ...rest
}: SlotMachineProps) {
  const t = useUiText();
  const language = useUiLanguage();
  const titleId = useId();
  const reasonId = useId();
  const stakeLabelId = useId();
  const autoplayPanelId = useId();
  const blips = useBlips(soundOn);
  const money = (amount: string) => formatMoney(amount, { language, currency });

  // a spin ended while this face was shown: the reels land one after another, and "no win" is said
  const [landed, setLanded] = useState(0);
  const wasSpinning = useRef(spinning);
  useEffect(() => {
    if (wasSpinning.current && !spinning) {
      setLanded((n) => n + 1);
      if (wins.length > 0) blips(WIN_TONES);
    }
    wasSpinning.current = spinning;
  }, [spinning, wins.length, blips]);

  const winning = new Set(wins.flatMap((win) => win.positions.map(([r, row]) => key(r, row))));
  const status = spinning
    ? t('slotSpinning')
    : wins.length > 0
      ? wins
          .map((win) =>
            win.line === 'scatter'
              ? fillText(t('slotScatterWin'), {
                  count: win.positions.length,
                  amount: money(win.amount),
                })
              : fillText(t('slotLineWin'), { line: win.line, amount: money(win.amount) }),
          )
          .join('. ')
      : landed > 0
        ? t('slotNoWin')
        : '';

  const stakeIndex = stakes.indexOf(stake);
  const busy = spinning || autoplay;
  const spinDisabled = busy || spinDisabledReason !== null;
  const [autoplayOpen, setAutoplayOpen] = useState(false);

  return (
    <section
      {...rest}
      aria-labelledby={titleId}
      data-spinning={spinning || undefined}
      className={cx(css.root, className)}
    >
      <header className={css.bar}>
        <h2 id={titleId} className={css.title}>
          {title ?? t('slotTitle')}
        </h2>
        <dl className={css.meters}>
          <div className={css.meter}>
            <dt className={css.meterLabel}>{t('slotBalance')}</dt>
            <dd className={css.meterValue}>
              <MoneyText amount={balance} currency={currency} />
            </dd>
          </div>
          {lastWin != null ? (
            <div className={css.meter}>
              <dt className={css.meterLabel}>{t('slotLastWin')}</dt>
              <dd className={css.meterValue}>
                <MoneyText amount={lastWin} currency={currency} tone="positive" />
              </dd>
            </div>
          ) : null}
        </dl>
        {onSoundChange ? (
          <IconButton
            label={t('slotSound')}
            pressed={soundOn}
            size="sm"
            icon={
              <Icon name={soundOn ? 'player-sound' : 'player-muted'} width="100%" height="100%" />
            }
            onClick={() => onSoundChange(!soundOn)}
          />
        ) : null}
      </header>

      {freeSpins ? (
        <p className={css.freeSpins}>
          <Icon name="star" className={css.freeSpinsIcon} />
          <strong>{t('slotFreeSpins')}</strong>
          <span className={css.tabular}>
            {fillText(t('slotFreeSpinsLeft'), { n: freeSpins.left, total: freeSpins.total })}
          </span>
          <span>
            {t('slotMultiplier')} <strong className={css.tabular}>×{freeSpins.multiplier}</strong>
          </span>
        </p>
      ) : null}

      <div
        role="group"
        aria-label={t('slotReels')}
        aria-busy={spinning || undefined}
        className={css.reels}
      >
        {reels.map((reel, r) => (
          <ul
            key={r}
            aria-label={fillText(t('slotReel'), { n: r + 1 })}
            className={css.reel}
            style={{ [css.reelIndexVar]: String(r) } as CSSProperties}
          >
            {reel.map((id, row) => {
              const label = slotSymbolLabel(id, t, symbols);
              const win = !spinning && winning.has(key(r, row));
              return (
                <li
                  key={`${row}-${landed}`}
                  className={css.cell}
                  data-win={win || undefined}
                  data-landing={(landed > 0 && !spinning) || undefined}
                >
                  <span className={css.cellArt}>
                    <SlotSymbol id={id} label={label} image={symbols?.[id]?.image} />
                  </span>
                  {win ? <span className={css.srOnly}>{`, ${t('slotWinningCell')}`}</span> : null}
                </li>
              );
            })}
          </ul>
        ))}
      </div>

      <p role="status" className={css.status} data-win={wins.length > 0 || undefined}>
        {status}
      </p>

      <div className={css.controls}>
        <div role="group" aria-labelledby={stakeLabelId} className={css.stake}>
          <span id={stakeLabelId} className={css.meterLabel}>
            {t('slotStake')}
          </span>
          <div className={css.stakeRow}>
            <IconButton
              label={t('slotStakeDown')}
              variant="secondary"
              size="sm"
              disabled={busy || !onStakeChange || stakeIndex <= 0}
              icon={
                <Icon viewBox="0 0 24 24" width="100%" height="100%">
                  <path d="M6 12h12" />
                </Icon>
              }
              onClick={() => onStakeChange?.(stakes[stakeIndex - 1]!)}
            />
            <span className={css.stakeValue} aria-live="polite">
              {money(stake)}
            </span>
            <IconButton
              label={t('slotStakeUp')}
              variant="secondary"
              size="sm"
              disabled={busy || !onStakeChange || stakeIndex < 0 || stakeIndex >= stakes.length - 1}
              icon={
                <Icon viewBox="0 0 24 24" width="100%" height="100%">
                  <path d="M6 12h12M12 6v12" />
                </Icon>
              }
              onClick={() => onStakeChange?.(stakes[stakeIndex + 1]!)}
            />
          </div>
        </div>

        <button
          type="button"
          className={css.spin}
          disabled={spinDisabled}
          aria-describedby={spinDisabledReason ? reasonId : undefined}
          onClick={() => {
            blips(SPIN_TONES);
            onSpin?.();
          }}
        >
          <Icon viewBox="0 0 24 24" className={css.spinIcon}>
            <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5" />
          </Icon>
          <span>{spinning ? t('slotSpinning') : t('slotSpin')}</span>
        </button>

        {onAutoplayStart || autoplay ? (
          <div className={css.autoplay}>
            {autoplay ? (
              <>
                <Button
                  variant="outline"
                  tone="danger"
                  className={css.autoplayButton}
                  onClick={() => onAutoplayStop?.()}
                >
                  {t('slotAutoplayStop')}
                </Button>
                {autoplayLeft !== undefined ? (
                  <span className={css.autoplayLeft}>
                    {fillText(t('slotAutoplayLeft'), { n: autoplayLeft })}
                  </span>
                ) : null}
              </>
            ) : (
              <Button
                variant="outline"
                className={css.autoplayButton}
                aria-expanded={autoplayOpen}
                aria-controls={autoplayPanelId}
                disabled={spinDisabled}
                onClick={() => setAutoplayOpen((open) => !open)}
              >
                {t('slotAutoplay')}
              </Button>
            )}
          </div>
        ) : null}
      </div>

      {spinDisabledReason ? (
        <p id={reasonId} className={css.reason}>
          <Icon name="warning" size="sm" />
          {t(GAME_DISABLED_REASON_KEYS[spinDisabledReason])}
        </p>
      ) : null}

      {onAutoplayStart && !autoplay && autoplayOpen && !spinDisabled ? (
        <AutoplayForm
          id={autoplayPanelId}
          onStart={(settings) => {
            setAutoplayOpen(false);
            onAutoplayStart(settings);
          }}
        />
      ) : null}
    </section>
  );
}
SlotMachine.displayName = 'SlotMachine';

function AutoplayForm({
  id,
  onStart,
}: {
  id: string;
  onStart: (settings: SlotAutoplaySettings) => void;
}) {
  const t = useUiText();
  const name = useId();
  const [count, setCount] = useState<SlotAutoplayCount>(SLOT_AUTOPLAY_COUNTS[0]);
  const [stopOnWin, setStopOnWin] = useState(false);
  const [stopBelowOn, setStopBelowOn] = useState(false);
  const [stopBelow, setStopBelow] = useState('');
  const [invalid, setInvalid] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let below: string | null = null;
    if (stopBelowOn) {
      const minor = parseAmountToMinor(stopBelow);
      if (minor === null) {
        setInvalid(true);
        amountRef.current?.focus();
        return;
      }
      below = formatMinor(minor);
    }
    onStart({ count, stopOnWin, stopBelow: below });
  };

  return (
    <form id={id} className={css.autoplayPanel} aria-label={t('slotAutoplay')} onSubmit={submit}>
      <fieldset className={css.counts}>
        <legend className={css.meterLabel}>{t('slotAutoplaySpins')}</legend>
        <div className={css.countRow}>
          {SLOT_AUTOPLAY_COUNTS.map((n) => (
            <label key={n} className={css.countChip}>
              <input
                type="radio"
                name={name}
                value={n}
                checked={count === n}
                className={css.countInput}
                onChange={() => setCount(n)}
              />
              <span className={css.countText}>{n}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Checkbox
        label={t('slotAutoplayStopOnWin')}
        checked={stopOnWin}
        onCheckedChange={setStopOnWin}
      />
      <Checkbox
        label={t('slotAutoplayStopBelow')}
        checked={stopBelowOn}
        onCheckedChange={(checked) => {
          setStopBelowOn(checked);
          setInvalid(false);
        }}
      />
      {stopBelowOn ? (
        <Input
          ref={amountRef}
          label={t('slotAutoplayAmount')}
          mode="decimal"
          maxDecimals={2}
          value={stopBelow}
          error={invalid ? t('slotAutoplayAmountInvalid') : undefined}
          onValueChange={(value) => {
            setStopBelow(value);
            setInvalid(false);
          }}
        />
      ) : null}
      <Button type="submit" fullWidth>
        {t('slotAutoplayStart')}
      </Button>
    </form>
  );
}
