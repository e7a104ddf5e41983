import { PRODUCT_NAME } from '@touchline/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Link } from '../Link/index.ts';
import * as css from './Footer.css.ts';

export interface FooterLink {
  label: string;
  href: string;
  /** Opens in a new tab. */
  external?: boolean;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterProps extends Omit<ComponentPropsWithRef<'footer'>, 'children'> {
  groups?: readonly FooterLinkGroup[];
  /** The responsible-gambling note; a translated default. */
  responsibleGamblingText?: string;
  /** Where "Get help and advice" leads; no link without it. */
  responsibleGamblingHref?: string;
  responsibleGamblingLinkLabel?: string;
  /** The operator's licence statement (operator-specific, so no default). */
  licence?: ReactNode;
  productName?: string;
  /** The copyright year; left out when not given (stories and tests stay stable). */
  year?: number;
  /** Replaces the whole copyright line. */
  copyright?: string;
}

/** The page footer: link groups, the 18+ mark, the responsible-gambling note, licence and copyright. */
export function Footer({
  groups = [],
  responsibleGamblingText,
  responsibleGamblingHref,
  responsibleGamblingLinkLabel,
  licence,
  productName = PRODUCT_NAME,
  year,
  copyright,
  className,
  ...rest
}: FooterProps) {
  const t = useUiText();
  const visibleGroups = groups.filter((g) => g.links.length > 0);
  const copyrightLine =
    copyright ?? `© ${year === undefined ? '' : `${year} `}${productName}. ${t('footerRights')}`;
  return (
    <footer {...rest} className={[css.root, className].filter(Boolean).join(' ')}>
      <div className={css.inner}>
        {visibleGroups.length > 0 && (
          <nav aria-label={t('footerLinksLabel')} className={css.groups}>
            {visibleGroups.map((group) => (
              <section key={group.title}>
                <h2 className={css.groupTitle}>{group.title}</h2>
                <ul className={css.list}>
                  {group.links.map((link) => (
                    <li key={`${link.href}-${link.label}`}>
                      <Link
                        href={link.href}
                        external={link.external}
                        tone="muted"
                        underline="hover"
                        className={css.link}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
        <div className={css.notice}>
          <span className={css.adultBadge} role="img" aria-label={t('footerAdultsOnly')}>
            18+
          </span>
          <p className={css.noticeText}>
            {responsibleGamblingText ?? t('footerResponsibleGambling')}
            {responsibleGamblingHref && (
              <>
                {' '}
                <Link href={responsibleGamblingHref}>
                  {responsibleGamblingLinkLabel ?? t('footerResponsibleGamblingLink')}
                </Link>
              </>
            )}
          </p>
        </div>
        {licence && <p className={css.small}>{licence}</p>}
        <p className={css.small}>{copyrightLine}</p>
      </div>
    </footer>
  );
}
Footer.displayName = 'Footer';
