import { Dialog } from '@touchline/ui';
import type { ReactNode } from 'react';

export interface SlipSheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's name (the slip region's), read by screen readers. */
  title: string;
  children: ReactNode;
}

/**
 * The bet slip's bottom sheet below 1280 px: a module of its own, with Radix's dialog, which
 * `SportsFrame` loads once the slip has picks.
 */
export default function SlipSheetDialog({
  open,
  onOpenChange,
  title,
  children,
}: SlipSheetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content variant="sheet" title={title} hideTitle>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
