import {
  createContext,
  useContext,
  type ComponentPropsWithRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Icon } from '../Icon/index.ts';
import { externalIcon, link, srOnly } from './Link.css.ts';

export const LINK_TONES = ['link', 'muted', 'inherit'] as const;
export const LINK_UNDERLINES = ['always', 'hover', 'none'] as const;
export type LinkTone = (typeof LINK_TONES)[number];
export type LinkUnderline = (typeof LINK_UNDERLINES)[number];

/** What the app's router link receives: the props of an `<a>`, with `href` always set. */
export type LinkComponentProps = ComponentPropsWithRef<'a'> & { href: string };
/** The app's router link, adapted to take `href` (e.g. `({ href, ...p }) => <RouterLink to={href} {...p} />`). */
export type LinkComponent = ComponentType<LinkComponentProps>;

const LinkComponentContext = createContext<LinkComponent | null>(null);

export interface LinkProviderProps {
  /** The router link every library link renders for in-app addresses. */
  component: LinkComponent;
  children: ReactNode;
}

/**
 * Supplies the app's router link once, so every library link (header, tab bar, footer, error
 * page…) navigates client-side. The library itself imports no router.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** `https:`, `mailto:`, `tel:`, `//host`: addresses a client-side router can't take. */
const NON_ROUTABLE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  /** Opens in a new tab (`rel="noopener noreferrer"`) and says so to screen readers. */
  external?: boolean;
  tone?: LinkTone;
  underline?: LinkUnderline;
}

/**
 * The library's link: the app's router link (from `LinkProvider`) for in-app addresses, a plain
 * `<a href>` otherwise.
 */
export function Link({
  href,
  external = false,
  tone = 'link',
  underline = 'always',
  className,
  children,
  target,
  rel,
  ...rest
}: LinkProps) {
  const RouterLink = useContext(LinkComponentContext);
  const t = useUiText();
  const classes = [link({ tone, underline }), className].filter(Boolean).join(' ');

  if (external) {
    const relTokens = new Set([
      ...(rel ?? '').split(/\s+/).filter(Boolean),
      'noopener',
      'noreferrer',
    ]);
    return (
      <a {...rest} href={href} target="_blank" rel={[...relTokens].join(' ')} className={classes}>
        {children}
        <Icon name="external" className={externalIcon} />
        <span className={srOnly}> {t('linkOpensInNewTab')}</span>
      </a>
    );
  }
  if (RouterLink && !NON_ROUTABLE.test(href) && target === undefined) {
    return (
      <RouterLink {...rest} href={href} rel={rel} className={classes}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a {...rest} href={href} target={target} rel={rel} className={classes}>
      {children}
    </a>
  );
}
Link.displayName = 'Link';
