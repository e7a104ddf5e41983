export { Dialog, DIALOG_SIZES, DIALOG_VARIANTS } from './Dialog.tsx';
export type {
  DialogCloseProps,
  DialogContentProps,
  DialogFooterProps,
  DialogRootProps,
  DialogSize,
  DialogTriggerProps,
  DialogVariant,
} from './Dialog.tsx';
