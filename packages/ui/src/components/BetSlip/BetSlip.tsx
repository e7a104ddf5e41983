import {
  formatOddsText,
  ODDS_CHANGE_POLICIES,
  SLIP_LEG_STATUSES,
  SLIP_MODES,
  SLIP_REASONS,
  type OddsChangePolicy,
  type OddsFormat,
} from '@touchline/domain';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import * as css from './BetSlip.css.ts';
import { BetSlipPrice } from './BetSlipPrice.tsx';
import { BetSlipReserve as ReservePart } from './BetSlipReserve.tsx';
import { BetSlipSelection as SelectionPart } from './BetSlipSelection.tsx';
import { BetSlipStake } from './BetSlipStake.tsx';
import { BetSlipSummary } from './BetSlipSummary.tsx';
import type {
  BetSlipMode,
  BetSlipPlacement,
  BetSlipReason,
  BetSlipReserve,
  BetSlipReserveProblem,
  BetSlipSelection,
  BetSlipTotals,
} from './types.ts';

/** Why a bet can't be placed now: domain's `evaluateSlip` decides it, the slip shows it. */
export const BET_SLIP_REASONS = SLIP_REASONS;

export const BET_SLIP_MODES = SLIP_MODES;

export const BET_SLIP_SELECTION_STATUSES = SLIP_LEG_STATUSES;

const NO_TOTALS: BetSlipTotals = { totalStake: '0.00', potentialReturn: '0.00' };

/** The translated text of each reason (sportsbook area). */
export const BET_SLIP_REASON_KEYS = {
  'no-selections': 'slipReasonNoSelections',
  'logged-out': 'slipReasonLoggedOut',
  'market-closed': 'slipReasonMarketClosed',
  'market-suspended': 'slipReasonMarketSuspended',
  'stake-missing': 'slipReasonStakeMissing',
  'stake-below-min': 'slipReasonStakeBelowMin',
  'stake-above-max': 'slipReasonStakeAboveMax',
  'insufficient-balance': 'slipReasonInsufficientBalance',
  'same-match-in-parlay': 'slipReasonSameMatchInParlay',
  'parlay-too-few-legs': 'slipReasonParlayTooFewLegs',
  'parlay-too-many-legs': 'slipReasonParlayTooManyLegs',
  'price-changed': 'slipReasonPriceChanged',
} as const satisfies Record<BetSlipReason, UiMessageKey>;

const MODE_KEYS = { single: 'slipSingles', parlay: 'slipParlay' } as const satisfies Record<
  BetSlipMode,
  UiMessageKey
>;

/**
 * The words of each odds-change policy (and `oddsChangeLabel` for the question): the one set of
 * texts for the slip and for the sportsbook's settings, so the choice reads the same in both.
 */
export const ODDS_CHANGE_POLICY_KEYS = {
  any: 'oddsChangeAny',
  better: 'oddsChangeBetter',
  none: 'oddsChangeNone',
} as const satisfies Record<OddsChangePolicy, UiMessageKey>;

export interface BetSlipProps extends Omit<ComponentPropsWithRef<'section'>, 'onSubmit'> {
  selections: readonly BetSlipSelection[];
  mode?: BetSlipMode;
  defaultMode?: BetSlipMode;
  onModeChange?: (mode: BetSlipMode) => void;
  /** Singles stakes by selection id (controlled, with `onStakesChange`). */
  stakes?: Readonly<Record<string, string>>;
  defaultStakes?: Readonly<Record<string, string>>;
  onStakesChange?: (stakes: Record<string, string>) => void;
  parlayStake?: string;
  defaultParlayStake?: string;
  onParlayStakeChange?: (stake: string) => void;
  minStake?: string | number;
  maxStake?: string | number;
  currency?: string;
  format?: OddsFormat;
  oddsChangePolicy?: OddsChangePolicy;
  defaultOddsChangePolicy?: OddsChangePolicy;
  onOddsChangePolicyChange?: (policy: OddsChangePolicy) => void;
  /** Why the bet can't be placed now; shown translated, and the place button is disabled. */
  reason?: BetSlipReason | null;
  /** The totals to show (domain's `slipTotals`); zero and `-` when absent. */
  totals?: BetSlipTotals;
  /** The bet is being placed: the button is busy and a second press does nothing. */
  placing?: boolean;
  onPlaceBet?: (placement: BetSlipPlacement) => void;
  onRemove?: (id: string) => void;
  onClearAll?: () => void;
  /** Offered with the `price-changed` reason. */
  onAcceptPrices?: () => void;
  /** Offered with the `logged-out` reason. */
  onLogIn?: () => void;
  /**
   * Offers a reserve bet when the slip holds one single: the member asks for better odds and
   * the bet is placed when the market reaches them. Called instead of `onPlaceBet` then.
   */
  onReserveBet?: (reserve: BetSlipReserve) => void;
  /** The reserve choice (controlled, with `onReserveChange`). */
  reserve?: boolean;
  /** The reserve choice is on at first (uncontrolled). */
  defaultReserve?: boolean;
  onReserveChange?: (on: boolean) => void;
  /** The wanted odds typed (controlled, with `onReservePriceChange`). */
  reservePrice?: string;
  /** The wanted odds typed at first (uncontrolled). */
  defaultReservePrice?: string;
  onReservePriceChange?: (typed: string) => void;
  /** What is wrong with the wanted odds (domain's `reservePriceProblem`), shown under the field. */
  reserveProblem?: BetSlipReserveProblem | null;
  /** Shown after a bet was placed (read out politely). */
  success?: ReactNode;
  /** Shown when placing failed (read out at once); everything typed stays. */
  error?: ReactNode;
  /**
   * What was just placed (a `BetReceipt`): shown instead of the picks and the form until the
   * player is done with it; the slip announces it politely.
   */
  receipt?: ReactNode;
  headingLevel?: 2 | 3;
}

/** A value that is controlled when its prop is given, and kept here otherwise. */
function useControllable<T>(value: T | undefined, initial: T, onChange?: (next: T) => void) {
  const [state, setState] = useState(initial);
  const current = value === undefined ? state : value;
  const set = (next: T) => {
    if (value === undefined) setState(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

function WarningIcon() {
  return <Icon name="warning-solid" className={css.reasonIcon} />;
}

/**
 * The bet slip: singles or a parlay, the picks (with moved prices), stakes (decimal, two places
 * at most), limits, potential return, the odds-change choice, and the place button. Whenever
 * `reason` is set the slip says why in words and the button stays disabled. An error leaves
 * everything typed in place. Fits a bottom sheet on phones and the right column on desktop.
 */
export function BetSlip({
  selections,
  mode: modeProp,
  defaultMode = 'single',
  onModeChange,
  stakes: stakesProp,
  defaultStakes = {},
  onStakesChange,
  parlayStake: parlayStakeProp,
  defaultParlayStake = '',
  onParlayStakeChange,
  minStake,
  maxStake,
  currency,
  format = 'decimal',
  oddsChangePolicy: policyProp,
  defaultOddsChangePolicy = 'any',
  onOddsChangePolicyChange,
  reason = null,
  totals = NO_TOTALS,
  placing = false,
  onPlaceBet,
  onRemove,
  onClearAll,
  onAcceptPrices,
  onLogIn,
  onReserveBet,
  reserve: reserveProp,
  defaultReserve = false,
  onReserveChange,
  reservePrice: reservePriceProp,
  defaultReservePrice = '',
  onReservePriceChange,
  reserveProblem: reserveProblemProp = null,
  success,
  error,
  receipt,
  headingLevel = 2,
  className,
  ...rest
}: BetSlipProps) {
  const text = useUiText();
  const id = useId();
  const [mode, setMode] = useControllable(modeProp, defaultMode, onModeChange);
  const [stakes, setStakes] = useControllable<Readonly<Record<string, string>>>(
    stakesProp,
    defaultStakes,
    onStakesChange as ((s: Readonly<Record<string, string>>) => void) | undefined,
  );
  const [parlayStake, setParlayStake] = useControllable(
    parlayStakeProp,
    defaultParlayStake,
    onParlayStakeChange,
  );
  const [policy, setPolicy] = useControllable(
    policyProp,
    defaultOddsChangePolicy,
    onOddsChangePolicyChange,
  );
  const [reserveOn, setReserveOn] = useControllable(reserveProp, defaultReserve, onReserveChange);
  const [reservePrice, setReservePrice] = useControllable(
    reservePriceProp,
    defaultReservePrice,
    onReservePriceChange,
  );
  // A press that arrives before `placing` is rendered must not submit twice.
  const submitting = useRef(false);
  useEffect(() => {
    submitting.current = false;
  });

  const picks = selections ?? [];
  const count = picks.length;
  const Heading = `h${headingLevel}` as const;
  const reasonId = `${id}-reason`;
  // a reserve bet: one single, at the odds the member asks for
  const reserveOffered = !!onReserveBet && mode === 'single' && count === 1;
  const reserving = reserveOffered && reserveOn;
  const reserveProblem = reserving ? reserveProblemProp : null;
  const parlayPrice = totals.parlayPrice ?? null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing || reason || count === 0 || submitting.current) return;
    if (reserving) {
      const pick = picks[0]!;
      if (reserveProblem) return;
      submitting.current = true;
      onReserveBet?.({
        selectionId: pick.id,
        stake: stakes[pick.id] ?? '',
        targetPrice: reservePrice.trim(),
      });
      return;
    }
    submitting.current = true;
    const singles: Record<string, string> = {};
    for (const pick of picks) singles[pick.id] = stakes[pick.id] ?? '';
    onPlaceBet?.({
      mode,
      stakes: mode === 'single' ? singles : {},
      parlayStake: mode === 'parlay' ? parlayStake : '',
      oddsChangePolicy: policy,
    });
  };

  return (
    <section
      {...rest}
      aria-labelledby={`${id}-title`}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <header className={css.header}>
        <Heading id={`${id}-title`} className={css.title}>
          {text('slipTitle')}
          {count > 0 ? (
            <>
              {' '}
              <span className={css.countPill}>{count}</span>
            </>
          ) : null}
        </Heading>
        {count > 0 && onClearAll && !receipt ? (
          <button type="button" className={css.textButton} onClick={onClearAll}>
            {text('slipClearAll')}
          </button>
        ) : null}
      </header>
      {receipt ? (
        <>
          {receipt}
          <p role="status" className={css.srOnly}>
            {success ?? text('receiptAnnounce')}
          </p>
        </>
      ) : (
        <form className={css.body} noValidate onSubmit={submit} aria-busy={placing || undefined}>
          {count > 0 ? (
            <fieldset className={css.fieldset}>
              <legend className={css.srOnly}>{text('slipModeLabel')}</legend>
              <div className={css.segmented}>
                {BET_SLIP_MODES.map((option) => (
                  <label key={option} className={css.segment}>
                    <input
                      type="radio"
                      className={css.radioInput}
                      name={`${id}-mode`}
                      value={option}
                      checked={mode === option}
                      onChange={() => setMode(option)}
                    />
                    {text(MODE_KEYS[option])}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {count > 0 ? (
            <ul className={css.list}>
              {picks.map((pick) => (
                <SelectionPart key={pick.id} selection={pick} format={format} onRemove={onRemove}>
                  {mode === 'single' ? (
                    <BetSlipStake
                      stakeKey={pick.id}
                      label={
                        <>
                          {text('slipStake')}
                          <span className={css.srOnly}>{`: ${pick.label}`}</span>
                        </>
                      }
                      value={stakes[pick.id] ?? ''}
                      onValueChange={(value) => setStakes({ ...stakes, [pick.id]: value })}
                      minStake={minStake}
                      maxStake={maxStake}
                      currency={currency}
                      potentialReturn={totals.returns?.[pick.id] ?? '0.00'}
                    />
                  ) : null}
                  {reserveOffered ? (
                    <ReservePart
                      on={reserveOn}
                      onChange={setReserveOn}
                      price={reservePrice}
                      onPriceChange={setReservePrice}
                      currentPrice={pick.price}
                      problem={reserveProblem}
                    />
                  ) : null}
                </SelectionPart>
              ))}
            </ul>
          ) : null}

          {count > 0 && mode === 'parlay' ? (
            <div className={css.parlay}>
              <p className={css.row}>
                <span className={css.rowTerm}>{text('slipParlayOdds')}</span>
                <span className={css.rowValue}>{formatOddsText(parlayPrice, format)}</span>
              </p>
              <BetSlipStake
                stakeKey="parlay"
                label={text('slipStake')}
                value={parlayStake}
                onValueChange={setParlayStake}
                minStake={minStake}
                maxStake={maxStake}
                currency={currency}
              />
            </div>
          ) : null}

          {count > 0 ? (
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{text('oddsChangeLabel')}</legend>
              <div className={css.policy}>
                {ODDS_CHANGE_POLICIES.map((option) => (
                  <label key={option} className={css.policyOption}>
                    <input
                      type="radio"
                      className={css.policyRadio}
                      name={`${id}-policy`}
                      value={option}
                      checked={policy === option}
                      onChange={() => setPolicy(option)}
                    />
                    {text(ODDS_CHANGE_POLICY_KEYS[option])}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {count > 0 ? (
            <BetSlipSummary
              totalStake={totals.totalStake}
              potentialReturn={totals.potentialReturn}
              currency={currency}
            />
          ) : null}

          <div aria-live="polite">
            {reason ? (
              <p id={reasonId} className={css.reason} data-reason={reason}>
                <WarningIcon />
                {text(BET_SLIP_REASON_KEYS[reason] ?? 'slipReasonNoSelections')}
              </p>
            ) : null}
          </div>
          <p role="alert" className={css.message.error}>
            {error}
          </p>
          <p role="status" className={css.message.success}>
            {success}
          </p>

          <div className={css.actions}>
            {reason === 'price-changed' && onAcceptPrices ? (
              <Button variant="solid" tone="neutral" fullWidth onClick={onAcceptPrices}>
                {text('slipAcceptNewPrices')}
              </Button>
            ) : null}
            {reason === 'logged-out' && onLogIn ? (
              <Button variant="solid" tone="neutral" fullWidth onClick={onLogIn}>
                {text('slipLogIn')}
              </Button>
            ) : null}
            <Button
              type="submit"
              fullWidth
              size="lg"
              loading={placing}
              className={css.placeButton}
              disabled={!!reason || count === 0 || !!reserveProblem}
              aria-describedby={reason ? reasonId : undefined}
            >
              {text(reserving ? 'slipReserveBet' : 'slipPlaceBet')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
BetSlip.displayName = 'BetSlip';

/** The slip's parts, for a slip composed differently (each renders what it is given). */
BetSlip.Selection = SelectionPart;
BetSlip.Price = BetSlipPrice;
BetSlip.Stake = BetSlipStake;
BetSlip.Summary = BetSlipSummary;
BetSlip.Reserve = ReservePart;
