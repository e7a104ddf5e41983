import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { LazyImage } from '../LazyImage/index.ts';
import { Link } from '../Link/index.ts';
import * as css from './PopupAd.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export interface PopupAdImage {
  src: string;
  alt: string;
}

export interface PopupAdProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'title' | 'children' | 'onClick'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: string;
  image?: PopupAdImage;
  /** Width / height of the picture box. */
  imageAspectRatio?: number | string;
  /** The call to action: a link with `ctaHref`, a button otherwise. "Learn more" by default. */
  ctaLabel?: string;
  ctaHref?: string;
  onCtaClick?: () => void;
  /** Where the dialog is portalled; `document.body` by default. */
  container?: HTMLElement | null;
}

/**
 * The popup advertisement: a modal dialog with picture, title, text, call to action and close.
 * Controlled; whether to show it today is the app's rule (domain `createPopupAdGate`).
 */
export function PopupAd({
  open,
  onOpenChange,
  title,
  text,
  image,
  imageAspectRatio = '4 / 3',
  ctaLabel,
  ctaHref,
  onCtaClick,
  container,
  className,
  ...rest
}: PopupAdProps) {
  const t = useUiText();
  const label = ctaLabel ?? t('popupAdCta');
  const showCta = ctaHref !== undefined || onCtaClick !== undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          {...rest}
          className={[css.content, className].filter(Boolean).join(' ')}
          {...(text ? {} : { 'aria-describedby': undefined })}
        >
          <div className={css.media}>
            <Dialog.Close className={css.close} aria-label={t('close')}>
              <Icon name="close" className={css.closeIcon} />
            </Dialog.Close>
            {image && <LazyImage src={image.src} alt={image.alt} aspectRatio={imageAspectRatio} />}
          </div>
          <div className={css.body}>
            <Dialog.Title className={image ? css.title : `${css.title} ${css.titleBesideClose}`}>
              {title}
            </Dialog.Title>
            {text && <Dialog.Description className={css.text}>{text}</Dialog.Description>}
            {showCta &&
              (ctaHref !== undefined ? (
                <Link
                  href={ctaHref}
                  tone="inherit"
                  underline="none"
                  className={css.cta}
                  onClick={onCtaClick}
                >
                  {label}
                </Link>
              ) : (
                <button type="button" className={css.cta} onClick={onCtaClick}>
                  {label}
                </button>
              ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
PopupAd.displayName = 'PopupAd';
