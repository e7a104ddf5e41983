export { Toast, TOAST_DEFAULT_DURATION, TOAST_TONES, ToastProvider, useToast } from './Toast.tsx';
export type {
  ToastAction,
  ToastApi,
  ToastOptions,
  ToastProps,
  ToastProviderProps,
  ToastTone,
} from './Toast.tsx';
