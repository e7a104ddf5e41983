import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Avatar } from '../Avatar/index.ts';
import type { HeaderBalance, HeaderUser } from '../Header/Header.tsx';
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

const loadSheet = () => import('./AccountMenuSheet.tsx');
const AccountMenuSheet = lazy(loadSheet);

/**
 * The member's menu in the header: the avatar opens a sheet (Radix Dialog: focus kept inside,
 * Escape closes, focus goes back to the avatar) with the member's name and VIP level, the
 * balance, links to their pages, the language, the theme and "Log out" — everything the desktop
 * header holds, so a phone has it too.
 *
 * The sheet and Radix's dialog are a module of their own, loaded when the menu is first about to
 * open (the pointer over the avatar, the avatar focused or pressed) and kept from then on: a
 * member's every page shows the avatar, few open the menu (issue 16).
 */
export function AccountMenu({
  user,
  open,
  onOpenChange,
  showName = false,
  // the sheet's own: balance, language, theme, links, log out
  ...sheet
}: AccountMenuProps) {
  const t = useUiText();
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  // the sheet is drawn from its first opening on (it animates its closing, and opens at once after)
  const [wanted, setWanted] = useState(isOpen);
  if (isOpen && !wanted) setWanted(true);
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
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
  const preload = () => void loadSheet();
  return (
    <>
      {/* named by its own text (no aria-label), so what shows is part of the name */}
      <button
        type="button"
        className={css.trigger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-state={isOpen ? 'open' : 'closed'}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(!isOpen)}
      >
        <span className={css.srOnly}>{t('accountMenuOpen')}: </span>
        <span aria-hidden="true" className={css.avatar}>
          {avatar('sm')}
        </span>
        <span className={showName ? css.triggerName : css.srOnly}>{user.name}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <AccountMenuSheet
            open={isOpen}
            onOpenChange={setOpen}
            identity={
              <>
                {avatar('lg')}
                <span className={css.name}>{user.name}</span>
              </>
            }
            {...sheet}
          />
        </Suspense>
      ) : null}
    </>
  );
}
AccountMenu.displayName = 'AccountMenu';
