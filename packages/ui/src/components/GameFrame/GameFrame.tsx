import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactEventHandler } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './GameFrame.css.ts';

export const GAME_FRAME_STATUSES = ['launching', 'ready', 'error'] as const;
export type GameFrameStatus = (typeof GAME_FRAME_STATUSES)[number];

/** What a game inside the frame may do: run its scripts, reach its own origin, send forms. */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export interface GameFrameProps {
  /** Shown while true (a controlled dialog); false closes it. */
  open?: boolean;
  gameName: string;
  /** The launch address of the game; null until the launch call answers. */
  src?: string | null;
  status: GameFrameStatus;
  /** Launch progress in percent while launching, when known. */
  progress?: number | null;
  /** What went wrong (already translated); a general sentence by default. */
  errorText?: string;
  /** Leave out to hide the retry button. */
  onRetry?: () => void;
  /** The member leaves: the button, Escape or the platform's back. */
  onLeave: () => void;
  /** The game's page has loaded in the frame (the page then sets `status` to `ready`). */
  onFrameLoad?: ReactEventHandler<HTMLIFrameElement>;
  /** The member's balance, a decimal amount; kept in view above the game. */
  balance?: string | null;
  currency?: string;
  /** Where to portal; `document.body` by default. */
  container?: HTMLElement | null;
  className?: string;
}

/**
 * The in-site game container: a bar with the game's name, the balance and "leave game" over the
 * game's `<iframe>` (sandboxed), with a launching state and an error with retry. Full screen on
 * phones (above the tab bar, clear of the notch and home bar), a large centred panel on desktop.
 * A modal dialog: focus stays inside, Escape leaves.
 */
export function GameFrame({
  open = true,
  gameName,
  src = null,
  status,
  progress = null,
  errorText,
  onRetry,
  onLeave,
  onFrameLoad,
  balance,
  currency,
  container,
  className,
}: GameFrameProps) {
  const t = useUiText();
  const percent =
    progress === null || !Number.isFinite(progress)
      ? null
      : Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onLeave())}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          data-status={status}
          className={[css.content, className].filter(Boolean).join(' ')}
        >
          <header className={css.bar}>
            <RadixDialog.Title className={css.title}>{gameName}</RadixDialog.Title>
            {balance != null ? (
              <p className={css.balance}>
                <span className={css.balanceLabel}>{t('frameBalance')}</span>{' '}
                <MoneyText amount={balance} currency={currency} className={css.balanceValue} />
              </p>
            ) : null}
            <RadixDialog.Close asChild>
              <Button variant="outline" size="sm" icon={<Icon name="close" size="sm" />}>
                {t('frameLeave')}
              </Button>
            </RadixDialog.Close>
          </header>
          <div className={css.body} aria-busy={status === 'launching' || undefined}>
            {src && status !== 'error' ? (
              <iframe
                className={css.frame}
                data-ready={status === 'ready' || undefined}
                title={gameName}
                src={src}
                sandbox={GAME_FRAME_SANDBOX}
                allow="fullscreen; autoplay"
                onLoad={onFrameLoad}
              />
            ) : null}
            {status === 'launching' ? (
              <div className={css.state}>
                <Icon name="spinner" className={css.spinner} />
                <p role="status" className={css.stateText}>
                  {t('frameLaunching')}
                </p>
                {percent !== null ? (
                  <progress
                    className={css.progress}
                    max={100}
                    value={percent}
                    aria-label={t('frameLaunching')}
                  />
                ) : null}
              </div>
            ) : null}
            {status === 'error' ? (
              <div className={css.state} role="alert">
                <Icon name="alert-triangle" className={css.errorIcon} />
                <p className={css.stateText}>{errorText ?? t('frameError')}</p>
                {onRetry ? <Button onClick={onRetry}>{t('frameRetry')}</Button> : null}
              </div>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
GameFrame.displayName = 'GameFrame';
