export {
  formatMoney,
  MoneyText,
  MONEY_CURRENCY_DISPLAYS,
  MONEY_MASK,
  MONEY_SIGNS,
  MONEY_SIZES,
  MONEY_TONES,
} from './MoneyText.tsx';
export type {
  FormatMoneyOptions,
  MoneyCurrencyDisplay,
  MoneySign,
  MoneySize,
  MoneyTextProps,
  MoneyTone,
} from './MoneyText.tsx';
