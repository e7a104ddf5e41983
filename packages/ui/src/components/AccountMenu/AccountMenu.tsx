import type { ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Avatar } from '../Avatar/index.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import type { HeaderBalance, HeaderUser } from '../Header/Header.tsx';
import { MoneyText } from '../MoneyText/index.ts';
import { VipBadge } from '../VipBadge/index.ts';
import * as css from './AccountMenu.css.ts';

export interface AccountMenuProps {
  user: HeaderUser;
  balance?: HeaderBalance;
  /** A `LanguageSwitcher` (its full variant reads best here). */
  languageSwitcher?: ReactNode;
  /** A `ThemeToggle` (its switch variant). */
  themeToggle?: ReactNode;
  /**
   * Links to the member's own pages (their account centre…): anchors or router links, shown as
   * full-width rows under the name. A link should close the menu when followed.
   */
  links?: ReactNode;
  onLogout: () => void;
  /** The logout is under way: the button is busy. */
  loggingOut?: boolean;
  /** Controlled open state (uncontrolled when left out). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shows the member's name beside the avatar on the trigger (desktop headers). */
  showName?: boolean;
}

/**
 * The member's menu in the header: the avatar opens a sheet (Radix Dialog: focus kept inside,
 * Escape closes, focus goes back to the avatar) with the member's name and VIP level, the
 * balance, links to their pages, the language, the theme and "Log out" — everything the desktop header holds, so a
 * phone has it too.
 */
export function AccountMenu({
  user,
  balance,
  languageSwitcher,
  themeToggle,
  links,
  onLogout,
  loggingOut = false,
  open,
  onOpenChange,
  showName = false,
}: AccountMenuProps) {
  const t = useUiText();
  const avatar = (size: 'sm' | 'lg') => (
    <Avatar
      decorative
      size={size}
      avatarId={user.avatarId}
      src={user.avatarSrc}
      name={user.name}
      badge={user.vipLevel === undefined ? undefined : <VipBadge level={user.vipLevel} size="sm" />}
    />
  );
  return (
    <Dialog.Root {...(open === undefined ? {} : { open })} onOpenChange={onOpenChange}>
      {/* named by its own text (no aria-label), so what shows is part of the name */}
      <Dialog.Trigger className={css.trigger}>
        <span className={css.srOnly}>{t('accountMenuOpen')}: </span>
        <span aria-hidden="true" className={css.avatar}>
          {avatar('sm')}
        </span>
        <span className={showName ? css.triggerName : css.srOnly}>{user.name}</span>
      </Dialog.Trigger>
      <Dialog.Content title={t('accountMenuOpen')} hideTitle variant="sheet" size="sm">
        <div className={css.identity}>
          {avatar('lg')}
          <span className={css.name}>{user.name}</span>
        </div>
        {links ? (
          <nav aria-label={t('accountMenuLinks')} className={css.links}>
            {links}
          </nav>
        ) : null}
        <dl className={css.rows}>
          {balance ? (
            <div className={css.row}>
              <dt className={css.label}>{t('headerBalance')}</dt>
              <dd className={css.value}>
                <MoneyText
                  className={css.amount}
                  amount={balance.amount}
                  currency={balance.currency}
                  currencyDisplay="narrowSymbol"
                />
              </dd>
            </div>
          ) : null}
          {languageSwitcher ? (
            <div className={css.row}>
              <dt className={css.label}>{t('accountMenuLanguage')}</dt>
              <dd className={css.value}>{languageSwitcher}</dd>
            </div>
          ) : null}
          {themeToggle ? (
            <div className={css.row}>
              <dt className={css.label}>{t('accountMenuTheme')}</dt>
              <dd className={css.value}>{themeToggle}</dd>
            </div>
          ) : null}
        </dl>
        <Button
          variant="outline"
          tone="neutral"
          fullWidth
          loading={loggingOut}
          onClick={onLogout}
          className={css.logout}
        >
          {t('accountMenuLogout')}
        </Button>
      </Dialog.Content>
    </Dialog.Root>
  );
}
AccountMenu.displayName = 'AccountMenu';
