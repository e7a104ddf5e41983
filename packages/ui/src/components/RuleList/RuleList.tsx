import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Link } from '../Link/index.ts';
import * as css from './RuleList.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export const RULE_LIST_HEADING_LEVELS = ['h2', 'h3', 'h4'] as const;
export type RuleListHeadingLevel = (typeof RULE_LIST_HEADING_LEVELS)[number];

export interface RuleListProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'title' | 'children'
> {
  /** The campaign's rules, in order; each is numbered. */
  rules: readonly ReactNode[];
  /** "Rules" by default. */
  title?: ReactNode;
  headingLevel?: RuleListHeadingLevel;
  /** The full terms page; the link shows when given. */
  termsHref?: string;
  /** "Full terms and conditions" by default. */
  termsLabel?: ReactNode;
  /** Opens the terms in a new tab. */
  termsExternal?: boolean;
  /** Shows only the first `collapsedCount` rules until "Show all rules" is pressed. */
  collapsible?: boolean;
  collapsedCount?: number;
  /** Controlled expanded state of a collapsible list. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function Chevron({ className }: { className: string }) {
  return (
    <Icon className={className} width="16" height="16" viewBox="0 0 16 16">
      <path d="M4 6l4 4 4-4" />
    </Icon>
  );
}

/** A campaign's numbered rules with a link to the full terms, optionally collapsed to the first few. */
export function RuleList({
  rules,
  title,
  headingLevel = 'h2',
  termsHref,
  termsLabel,
  termsExternal = false,
  collapsible = false,
  collapsedCount = 3,
  open,
  defaultOpen = false,
  onOpenChange,
  className,
  ...rest
}: RuleListProps) {
  const t = useUiText();
  const headingId = useId();
  const listId = useId();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const expanded = open ?? uncontrolledOpen;
  const keep = Math.max(1, Math.floor(Number.isFinite(collapsedCount) ? collapsedCount : 3));
  const canCollapse = collapsible && rules.length > keep;
  const shown = canCollapse && !expanded ? rules.slice(0, keep) : rules;
  const Heading = headingLevel;

  const toggle = () => {
    const next = !expanded;
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  return (
    <section
      {...rest}
      aria-labelledby={headingId}
      className={[css.root, className].filter(Boolean).join(' ')}
    >
      <Heading id={headingId} className={css.title}>
        {title ?? t('ruleListTitle')}
      </Heading>
      {shown.length > 0 && (
        <ol id={listId} className={css.list}>
          {shown.map((rule, i) => (
            <li key={i} className={css.rule}>
              {rule}
            </li>
          ))}
        </ol>
      )}
      {(canCollapse || termsHref) && (
        <div className={css.footer}>
          {canCollapse && (
            <button
              type="button"
              className={css.toggle}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={toggle}
            >
              {expanded ? t('ruleListShowLess') : t('ruleListShowAll')}
              <Chevron className={css.chevron} />
            </button>
          )}
          {termsHref && (
            <Link href={termsHref} external={termsExternal} className={css.terms}>
              {termsLabel ?? t('ruleListTerms')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
RuleList.displayName = 'RuleList';
