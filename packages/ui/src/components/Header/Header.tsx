import { PRODUCT_NAME } from '@touchline/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Avatar } from '../Avatar/index.ts';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import { VipBadge } from '../VipBadge/index.ts';
import * as css from './Header.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const HEADER_LAYOUTS = ['responsive', 'mobile', 'desktop'] as const;
export type HeaderLayout = (typeof HEADER_LAYOUTS)[number];

export interface HeaderUser {
  name: string;
  /** Portrait 1–10. */
  avatarId?: number;
  /** A custom picture; falls back to the portrait. */
  avatarSrc?: string;
  /** VIP level 0–11; no badge when absent. */
  vipLevel?: number;
}

export interface HeaderBalance {
  amount: number | string;
  currency?: string;
}

export interface HeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  /** Written next to the mark; Touchline by default. */
  productName?: string;
  /** Replaces the default mark and product name. */
  logo?: ReactNode;
  homeHref?: string;
  /** Site navigation links (desktop layout only; the tab bar navigates on mobile). */
  nav?: ReactNode;
  /** The logged-in user; without one, log-in and register buttons show. */
  user?: HeaderUser | null;
  /** Where the user's avatar leads (the personal centre). */
  userHref?: string;
  /**
   * The member's menu (an `AccountMenu`), shown instead of the avatar link: on phones it holds
   * what the desktop header shows (balance, language, theme, log out).
   */
  accountMenu?: ReactNode;
  balance?: HeaderBalance;
  onRefreshBalance?: () => void;
  /** The balance is being fetched again: the refresh button is busy. */
  refreshingBalance?: boolean;
  /** The balance toggle: `••••` instead of the amount. */
  balanceHidden?: boolean;
  /** Shows the show/hide balance button (desktop layout). */
  onBalanceHiddenChange?: (hidden: boolean) => void;
  onLogin?: () => void;
  onRegister?: () => void;
  /** Slot for a `LanguageSwitcher` (use its compact variant on mobile). */
  languageSwitcher?: ReactNode;
  /** Slot for a `ThemeToggle` (desktop layout only). */
  themeToggle?: ReactNode;
  /** `responsive` switches at 768 px; `mobile` and `desktop` force one layout. */
  layout?: HeaderLayout;
  sticky?: boolean;
}

function Mark() {
  return (
    <svg className={css.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={css.markTile} width="32" height="32" rx="8" />
      <g className={css.markLines} strokeLinecap="round">
        <rect x="7" y="9" width="18" height="14" rx="1.5" />
        <path d="M16 9v14" />
        <circle cx="16" cy="16" r="3" />
      </g>
    </svg>
  );
}

function RefreshIcon({ className }: { className: string }) {
  return <Icon name="refresh" className={className} />;
}

function EyeIcon({ className, off }: { className: string; off: boolean }) {
  return <Icon name={off ? 'eye-off' : 'eye'} className={className} />;
}

/**
 * The top bar: brand, site navigation, balance with refresh, language and theme slots, and either
 * the log-in/register buttons or the user. Everything comes in as props or slots.
 */
export function Header({
  productName = PRODUCT_NAME,
  logo,
  homeHref = '/',
  nav,
  user,
  userHref,
  accountMenu,
  balance,
  onRefreshBalance,
  refreshingBalance = false,
  balanceHidden = false,
  onBalanceHiddenChange,
  onLogin,
  onRegister,
  languageSwitcher,
  themeToggle,
  layout = 'responsive',
  sticky = true,
  className,
  ...rest
}: HeaderProps) {
  const t = useUiText();

  // The name comes first so the link reads "name, VIP n"; the avatar is drawn before it.
  const userContent = user && (
    <>
      <span className={[css.userName, css.desktopText[layout]].join(' ')}>{user.name}</span>{' '}
      <Avatar
        decorative
        size="sm"
        className={css.userAvatar}
        avatarId={user.avatarId}
        src={user.avatarSrc}
        name={user.name}
        badge={
          user.vipLevel === undefined ? undefined : <VipBadge level={user.vipLevel} size="sm" />
        }
      />
    </>
  );

  return (
    <header
      {...rest}
      className={[css.root({ sticky }), className].filter(Boolean).join(' ')}
      data-layout={layout}
    >
      <div className={css.inner[layout]}>
        <Link href={homeHref} tone="inherit" underline="none" className={css.brand}>
          {logo ?? (
            <>
              <Mark />
              <span className={css.desktopText[layout]}>{productName}</span>
            </>
          )}
        </Link>
        {nav && (
          <nav aria-label={t('headerNavLabel')} className={`${css.nav} ${css.desktopOnly[layout]}`}>
            {nav}
          </nav>
        )}
        <div className={css.actions}>
          {user && balance && (
            <div className={css.balance}>
              <span className={css.balanceText}>
                <span className={`${css.balanceLabel} ${css.desktopText[layout]}`}>
                  {t('headerBalance')}
                </span>
                <MoneyText
                  className={css.balanceAmount}
                  amount={balance.amount}
                  currency={balance.currency}
                  currencyDisplay="narrowSymbol"
                  hidden={balanceHidden}
                  aria-live="polite"
                />
              </span>
              {onBalanceHiddenChange && (
                <button
                  type="button"
                  className={`${css.iconButton} ${css.desktopOnly[layout]}`}
                  aria-label={balanceHidden ? t('headerShowBalance') : t('headerHideBalance')}
                  onClick={() => onBalanceHiddenChange(!balanceHidden)}
                >
                  <EyeIcon className={css.icon} off={balanceHidden} />
                </button>
              )}
              {onRefreshBalance && (
                <button
                  type="button"
                  className={css.iconButton}
                  aria-label={t('headerRefreshBalance')}
                  aria-busy={refreshingBalance || undefined}
                  aria-disabled={refreshingBalance || undefined}
                  onClick={() => {
                    if (!refreshingBalance) onRefreshBalance();
                  }}
                >
                  <RefreshIcon
                    className={[css.icon, refreshingBalance && css.spinning]
                      .filter(Boolean)
                      .join(' ')}
                  />
                </button>
              )}
            </div>
          )}
          {languageSwitcher}
          {themeToggle && <div className={css.desktopOnly[layout]}>{themeToggle}</div>}
          {user && accountMenu ? (
            accountMenu
          ) : user ? (
            userHref ? (
              <Link
                href={userHref}
                tone="inherit"
                underline="none"
                className={css.user}
                title={t('headerAccount')}
              >
                {userContent}
              </Link>
            ) : (
              <span className={css.user}>{userContent}</span>
            )
          ) : (
            <div className={css.authButtons}>
              <Button variant="solid" tone="neutral" onClick={onLogin}>
                {t('headerLogin')}
              </Button>
              <Button variant="solid" tone="accent" onClick={onRegister}>
                {t('headerRegister')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
Header.displayName = 'Header';
