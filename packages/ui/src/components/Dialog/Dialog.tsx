import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { IconButton } from '../IconButton/index.ts';
import { TOAST_REGION_ATTRIBUTE } from '../Toast/Toast.tsx';
import * as css from './Dialog.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const DIALOG_VARIANTS = ['center', 'sheet'] as const;
export const DIALOG_SIZES = ['sm', 'md', 'lg'] as const;
export type DialogVariant = (typeof DIALOG_VARIANTS)[number];
export type DialogSize = (typeof DIALOG_SIZES)[number];

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export type DialogRootProps = RadixDialog.DialogProps;

/** Holds the open state: `open`/`onOpenChange` (controlled) or `defaultOpen`. */
function DialogRoot(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}
DialogRoot.displayName = 'Dialog.Root';

export type DialogTriggerProps = ComponentPropsWithRef<typeof RadixDialog.Trigger>;

/** Opens the dialog; with `asChild` it lends the behaviour to its child (e.g. a Button). */
function DialogTrigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}
DialogTrigger.displayName = 'Dialog.Trigger';

export interface DialogContentProps extends Omit<
  ComponentPropsWithRef<typeof RadixDialog.Content>,
  'title' | 'asChild'
> {
  /** The dialog's name, shown as its heading. Required: every dialog is named. */
  title: ReactNode;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** `center`: a dialog in the middle; `sheet`: a bottom sheet on phones, centred above 768 px. */
  variant?: DialogVariant;
  size?: DialogSize;
  /** Keep the title for screen readers only (e.g. when the content shows its own heading). */
  hideTitle?: boolean;
  /** Leave out the close button in the corner (keep another way out, such as a Cancel button). */
  hideClose?: boolean;
  /** Where to portal; `document.body` by default. */
  container?: HTMLElement | null;
}

/**
 * The dialog itself, over a dimmed page: title, optional description, a close button labelled in
 * the active language, then the content. Focus is trapped inside; Escape and the close button
 * close it; focus returns to what opened it. Pressing a toast does not close it.
 */
function DialogContent({
  title,
  description,
  variant = 'center',
  size = 'md',
  hideTitle = false,
  hideClose = false,
  container,
  className,
  children,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  const t = useUiText();
  // what had the focus when the dialog opened: a Dialog.Trigger, or the control whose press made
  // the app open it (Radix gives focus back to a Dialog.Trigger only, else drops it on the body)
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay className={css.overlay} />
      <RadixDialog.Content
        aria-modal="true"
        {...rest}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          opener.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // a toast is no click outside: dismissing one keeps the dialog and what was typed
          const target = event.target;
          if (target instanceof Element && target.closest(`[${TOAST_REGION_ATTRIBUTE}]`)) {
            event.preventDefault();
          }
        }}
        data-variant={variant}
        className={cx(css.content({ variant, size }), className)}
      >
        {variant === 'sheet' ? <div className={css.handle} aria-hidden="true" /> : null}
        <div className={css.header}>
          <div className={css.headings}>
            <RadixDialog.Title className={hideTitle ? css.hiddenTitle : css.title}>
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={css.description}>
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {hideClose ? null : (
            <RadixDialog.Close asChild>
              <IconButton label={t('close')} icon={<CloseIcon />} />
            </RadixDialog.Close>
          )}
        </div>
        <div className={css.body}>{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
DialogContent.displayName = 'Dialog.Content';

export type DialogCloseProps = ComponentPropsWithRef<typeof RadixDialog.Close>;

/** Closes the dialog; with `asChild` it lends the behaviour to its child (e.g. a Cancel Button). */
function DialogClose(props: DialogCloseProps) {
  return <RadixDialog.Close {...props} />;
}
DialogClose.displayName = 'Dialog.Close';

export type DialogFooterProps = ComponentPropsWithRef<'div'>;

/** The actions row at the bottom, kept in view while the content scrolls. */
function DialogFooter({ className, ...rest }: DialogFooterProps) {
  return <div {...rest} className={cx(css.footer, className)} />;
}
DialogFooter.displayName = 'Dialog.Footer';

function CloseIcon() {
  return <Icon name="close" width="100%" height="100%" />;
}

/** A modal dialog or bottom sheet, built on Radix Dialog. */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Close: DialogClose,
  Footer: DialogFooter,
};
