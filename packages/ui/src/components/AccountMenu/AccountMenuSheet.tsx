import type { ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import type { AccountMenuProps } from './AccountMenu.tsx';
import * as css from './AccountMenu.css.ts';

export interface AccountMenuSheetProps extends Pick<
  AccountMenuProps,
  'balance' | 'languageSwitcher' | 'themeToggle' | 'links' | 'onLogout' | 'loggingOut'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's avatar (large) and name. */
  identity: ReactNode;
}

/**
 * The account menu's sheet (Radix Dialog: focus kept inside, Escape closes, focus goes back to
 * the avatar), a module of its own: `AccountMenu` loads it, with Radix's dialog, when the menu is
 * first about to open, so a member's pages do not load the dialog for a closed menu.
 */
export default function AccountMenuSheet({
  open,
  onOpenChange,
  identity,
  balance,
  languageSwitcher,
  themeToggle,
  links,
  onLogout,
  loggingOut = false,
}: AccountMenuSheetProps) {
  const t = useUiText();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={t('accountMenuOpen')} hideTitle variant="sheet" size="sm">
        <div className={css.identity}>{identity}</div>
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
