export {
  GIFT_DEFAULT_MAX_QUANTITY,
  GIFT_PICKER_HEADING_LEVELS,
  GIFT_PICKER_REASON_KEYS,
  GIFT_PICKER_REASONS,
  GIFT_QUANTITY_PRESETS,
  GiftPicker,
  giftPickerReason,
  giftTotal,
} from './GiftPicker.tsx';
export type {
  GiftOption,
  GiftPickerHeadingLevel,
  GiftPickerProps,
  GiftPickerReason,
} from './GiftPicker.tsx';
