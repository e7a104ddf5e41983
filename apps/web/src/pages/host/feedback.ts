import { useShell } from '../../app/context.tsx';

/** A success toast, its text a key of the host namespace. */
export function useSuccessToast(): (key: string) => void {
  const shell = useShell();
  return (key) => shell.notify({ tone: 'success', key: `host:${key}` });
}
