import { compareAmounts, digitsOnly, formatMinor, parseAmountToMinor } from '@touchline/domain';
import { useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { UiMessageKey } from '../../i18n/messages.ts';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { Icon } from '../Icon/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { Input } from '../Input/index.ts';
import { LazyImage } from '../LazyImage/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './GiftPicker.css.ts';

/** Why a gift can't be sent now, in the order they are checked. */
export const GIFT_PICKER_REASONS = ['logged-out', 'no-gift', 'insufficient-balance'] as const;
export type GiftPickerReason = (typeof GIFT_PICKER_REASONS)[number];

/** The translated text of each reason (live area). */
export const GIFT_PICKER_REASON_KEYS = {
  'logged-out': 'giftLoggedOut',
  'no-gift': 'giftChoose',
  'insufficient-balance': 'giftInsufficient',
} as const satisfies Record<GiftPickerReason, UiMessageKey>;

/** Quick quantities offered next to the stepper. */
export const GIFT_QUANTITY_PRESETS = [1, 10, 66, 99, 520] as const;
export const GIFT_DEFAULT_MAX_QUANTITY = 999;
export const GIFT_PICKER_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type GiftPickerHeadingLevel = (typeof GIFT_PICKER_HEADING_LEVELS)[number];

/** One gift of the room's list. */
export interface GiftOption {
  id: string | number;
  name: string;
  /** The gift's picture (square). */
  icon: string;
  /** Price of one, as decimal text (`"9.90"`) or a number. */
  price: string | number;
}

/**
 * The exact price of `quantity` gifts as decimal text with 8 places, through integer minor units
 * (no float rounding); null when the price is not an amount or the quantity not a whole number.
 */
export function giftTotal(price: string | number, quantity: number): string | null {
  const minor = parseAmountToMinor(price, 8);
  if (minor === null || !Number.isSafeInteger(quantity) || quantity < 0) return null;
  return formatMinor(minor * BigInt(quantity), 8);
}

/** The first reason a gift can't be sent, or null when it can. */
export function giftPickerReason({
  loggedIn,
  gift,
  total,
  balance,
}: {
  loggedIn: boolean;
  gift: GiftOption | null;
  total: string | null;
  balance: string | number | null | undefined;
}): GiftPickerReason | null {
  if (!loggedIn) return 'logged-out';
  if (!gift || total === null) return 'no-gift';
  // A balance equal to the total is enough; an unknown balance is left to the server to check.
  if (balance !== null && balance !== undefined && compareAmounts(total, balance) === 1) {
    return 'insufficient-balance';
  }
  return null;
}

export interface GiftPickerProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'onSubmit' | 'defaultValue'
> {
  gifts: readonly GiftOption[];
  /** The chosen gift's id (controlled, with `onValueChange`). */
  value?: GiftOption['id'] | null;
  defaultValue?: GiftOption['id'] | null;
  onValueChange?: (id: GiftOption['id']) => void;
  /** How many to send (controlled, with `onQuantityChange`). */
  quantity?: number;
  defaultQuantity?: number;
  onQuantityChange?: (quantity: number) => void;
  maxQuantity?: number;
  /** Quick choices next to the stepper; an empty list shows the stepper alone. */
  quantityPresets?: readonly number[];
  /** The member's balance; absent when not known yet (no balance check then). */
  balance?: string | number | null;
  currency?: string;
  /** Logged out: nothing can be sent, and the reason says to log in. */
  loggedIn?: boolean;
  /**
   * Sends the gift. While a returned promise is pending the button is busy and a second press
   * does nothing; when it rejects, a translated "not sent" message shows and the choice stays.
   */
  onSend?: (gift: GiftOption, quantity: number) => Promise<unknown> | void;
  /** The app is sending (when it tracks that itself). */
  sending?: boolean;
  /** Offered with the `logged-out` reason. */
  onLogIn?: () => void;
  /** Offered with the `insufficient-balance` reason. */
  onTopUp?: () => void;
  /** A failure the app wants shown (read out at once); replaces the standard "not sent" text. */
  error?: ReactNode;
  headingLevel?: GiftPickerHeadingLevel;
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

const clamp = (n: number, max: number) => Math.min(Math.max(1, Math.floor(n)), max);

function MinusIcon() {
  return (
    <Icon width="18" height="18">
      <path d="M5 12h14" />
    </Icon>
  );
}

function PlusIcon() {
  return (
    <Icon width="18" height="18">
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

/**
 * The live room's gift picker: a grid of gifts (picture, name, price) chosen like radio buttons
 * (arrow keys move the choice), the quantity with a stepper and quick choices, the total against
 * the balance, and the send button. Whenever a gift can't be sent (logged out, none chosen,
 * balance too low) the button is disabled and the reason is said in words, with a way forward.
 */
export function GiftPicker({
  gifts,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  quantity: quantityProp,
  defaultQuantity = 1,
  onQuantityChange,
  maxQuantity = GIFT_DEFAULT_MAX_QUANTITY,
  quantityPresets = GIFT_QUANTITY_PRESETS,
  balance,
  currency,
  loggedIn = true,
  onSend,
  sending: sendingProp = false,
  onLogIn,
  onTopUp,
  error,
  headingLevel = 'h3',
  className,
  'aria-label': ariaLabel,
  ...rest
}: GiftPickerProps) {
  const t = useUiText();
  const id = useId();
  const max = Math.max(1, Math.floor(maxQuantity));
  const [value, setValue] = useControllable<GiftOption['id'] | null>(
    valueProp,
    defaultValue,
    onValueChange as ((id: GiftOption['id'] | null) => void) | undefined,
  );
  const [quantity, setQuantity] = useControllable(
    quantityProp,
    clamp(defaultQuantity, max),
    onQuantityChange,
  );
  // What is in the quantity box while it is being typed (may be empty for a moment).
  const [typed, setTyped] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const sendingRef = useRef(false);
  const sending = sendingProp || busy;

  const list = gifts ?? [];
  const gift = list.find((g) => String(g.id) === String(value)) ?? null;
  const count = clamp(quantity, max);
  const total = gift ? giftTotal(gift.price, count) : null;
  const reason = giftPickerReason({ loggedIn, gift, total, balance });
  const Heading = headingLevel;
  const titleId = `${id}-title`;
  const reasonId = `${id}-reason`;

  const changeQuantity = (next: number) => {
    setTyped(null);
    setFailed(false);
    setQuantity(clamp(next, max));
  };

  const send = () => {
    if (reason || !gift || sending || sendingRef.current || !onSend) return;
    setFailed(false);
    const result = onSend(gift, count);
    if (!result || typeof (result as Promise<unknown>).then !== 'function') return;
    sendingRef.current = true;
    setBusy(true);
    (result as Promise<unknown>)
      .catch(() => setFailed(true))
      .finally(() => {
        sendingRef.current = false;
        setBusy(false);
      });
  };

  const alert = error ?? (failed ? t('giftSendFailed') : null);

  return (
    <section
      {...rest}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : titleId}
      aria-busy={sending || undefined}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <Heading id={titleId} className={css.title}>
        {t('giftLabel')}
      </Heading>
      {list.length === 0 ? (
        <EmptyState size="sm" />
      ) : (
        <div role="radiogroup" aria-labelledby={titleId} className={css.grid}>
          {list.map((option) => (
            <label key={option.id} className={css.item}>
              <input
                type="radio"
                className={css.radioInput}
                name={`${id}-gift`}
                value={String(option.id)}
                checked={gift !== null && String(option.id) === String(gift.id)}
                onChange={() => {
                  setFailed(false);
                  setValue(option.id);
                }}
              />
              <LazyImage
                className={css.picture}
                src={option.icon}
                alt=""
                aspectRatio={1}
                fit="contain"
              />
              <span className={css.name}>{option.name}</span>
              <MoneyText
                className={css.price}
                amount={option.price}
                currency={currency}
                size="sm"
              />
            </label>
          ))}
        </div>
      )}
      <div className={css.quantityRow}>
        <div className={css.stepper}>
          <IconButton
            label={t('giftDecrease')}
            icon={<MinusIcon />}
            variant="secondary"
            size="md"
            disabled={count <= 1}
            onClick={() => changeQuantity(count - 1)}
          />
          <Input
            className={css.quantityField}
            label={t('giftQuantity')}
            hideLabel
            mode="numeric"
            autoComplete="off"
            value={typed ?? String(count)}
            hint={t('giftQuantityRange').replace('{n}', String(max))}
            onValueChange={(next) => {
              const digits = digitsOnly(next);
              setTyped(digits);
              setFailed(false);
              if (digits !== '') setQuantity(clamp(Number(digits), max));
            }}
            onBlur={() => setTyped(null)}
          />
          <IconButton
            label={t('giftIncrease')}
            icon={<PlusIcon />}
            variant="secondary"
            size="md"
            disabled={count >= max}
            onClick={() => changeQuantity(count + 1)}
          />
        </div>
        {quantityPresets.length > 0 ? (
          <div role="group" aria-label={t('giftQuantity')} className={css.presets}>
            {quantityPresets
              .filter((n) => Number.isInteger(n) && n >= 1 && n <= max)
              .map((n) => (
                <button
                  key={n}
                  type="button"
                  className={css.preset}
                  aria-pressed={count === n}
                  onClick={() => changeQuantity(n)}
                >
                  ×{n}
                </button>
              ))}
          </div>
        ) : null}
      </div>
      <dl className={css.summary}>
        {loggedIn && balance !== null && balance !== undefined ? (
          <div className={css.summaryItem}>
            <dt className={css.summaryTerm}>{t('giftBalance')}</dt>
            <dd className={css.summaryValue}>
              <MoneyText amount={balance} currency={currency} />
            </dd>
          </div>
        ) : null}
        <div className={css.summaryItem}>
          <dt className={css.summaryTerm}>{t('giftTotal')}</dt>
          <dd className={css.total}>
            <MoneyText amount={total ?? 0} currency={currency} />
          </dd>
        </div>
      </dl>
      {reason ? (
        <div className={css.reason} id={reasonId}>
          <p className={css.reasonText}>{t(GIFT_PICKER_REASON_KEYS[reason])}</p>
          {reason === 'logged-out' && onLogIn ? (
            <Button size="sm" variant="solid" tone="neutral" onClick={onLogIn}>
              {t('giftLogIn')}
            </Button>
          ) : null}
          {reason === 'insufficient-balance' && onTopUp ? (
            <Button size="sm" variant="solid" tone="neutral" onClick={onTopUp}>
              {t('giftTopUp')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {alert ? (
        <p role="alert" className={css.alert}>
          {alert}
        </p>
      ) : null}
      <Button
        fullWidth
        disabled={!!reason}
        loading={sending}
        aria-describedby={reason ? reasonId : undefined}
        onClick={send}
      >
        {t('giftSend')}
      </Button>
    </section>
  );
}
GiftPicker.displayName = 'GiftPicker';
