import { formatMatchTime, type OddsFormat } from '@touchline/domain';
import { Fragment, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/index.ts';
import type { MatchRowOdd, MatchRowPriceSlot } from '../MatchRow/index.ts';
import { OddsCell, type OddsCellProps } from '../OddsCell/index.ts';
import * as css from './OutrightRow.css.ts';
import { useTimeZone } from '../../i18n/timeZone.tsx';

/** One selection of an outright: a side of the field and its price. */
export type OutrightSelection = MatchRowOdd;

export interface OutrightRowProps extends Omit<ComponentPropsWithRef<'article'>, 'onSelect'> {
  /** The competition (`Premier Division`). */
  league: string;
  /** The market's title (`Winner`). */
  title: string;
  /** When the outright is decided, epoch ms; shown in `timeZone`. */
  decidedAt?: number | null;
  /** IANA zone of the time; the browser's when not given. */
  timeZone?: string;
  /** The field: one line each, the side's name and its price. */
  selections: readonly OutrightSelection[];
  selectedIds?: readonly string[];
  onSelect?: (selection: OutrightSelection) => void;
  format?: OddsFormat;
  followed?: boolean;
  /** Shows the follow star (a toggle button). */
  onFollowChange?: (followed: boolean) => void;
  /** The title's heading level in the page (3 under a page's h1 and a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** Renders one price instead of the row (a slot, as MatchRow's): a live cell per price. */
  renderPrice?: (selection: OutrightSelection, slot: MatchRowPriceSlot) => ReactNode;
}

/**
 * An outright in a list (domain `isOutright`): the competition and the market's title, when it
 * is decided, and its field as lines of side and price — one column on a phone, two from a
 * wider container — so that every name and price reads whole, however many sides there are.
 */
export function OutrightRow({
  league,
  title,
  decidedAt,
  timeZone,
  selections,
  selectedIds,
  onSelect,
  format = 'decimal',
  followed = false,
  onFollowChange,
  headingLevel = 3,
  renderPrice,
  className,
  ...rest
}: OutrightRowProps) {
  const zone = useTimeZone(timeZone);
  const text = useUiText();
  const id = useId();
  const name = `${league} — ${title}`;
  const selected = new Set(selectedIds ?? []);
  const Heading = `h${headingLevel}` as const;
  const when =
    typeof decidedAt === 'number' && Number.isFinite(decidedAt)
      ? formatMatchTime(decidedAt, zone)
      : null;

  return (
    <article
      {...rest}
      aria-labelledby={`${id}-title`}
      className={[css.container, className].filter(Boolean).join(' ')}
    >
      <div className={css.root}>
        <div className={css.head}>
          <span className={css.league}>{league}</span>
          <Heading id={`${id}-title`} className={css.title}>
            <span className={css.srOnly}>{`${league} —`}</span> {title}
          </Heading>
          {when ? (
            <span className={css.when}>
              {text('outrightDecided').replace('{time}', () => when)}
            </span>
          ) : null}
        </div>
        {onFollowChange ? (
          <IconButton
            label={`${text('matchRowFollow')}: ${name}`}
            icon={
              <Icon name="star" className={css.icon} fill={followed ? 'currentColor' : 'none'} />
            }
            pressed={followed}
            className={css.follow}
            onClick={() => onFollowChange(!followed)}
          />
        ) : null}
        <div className={css.prices} role="group" aria-label={title}>
          {selections.map((selection) => {
            const props: OddsCellProps = {
              label: selection.label,
              line: selection.line,
              price: selection.price,
              previousPrice: selection.previousPrice,
              suspended: selection.suspended,
              selected: selected.has(selection.id),
              format,
              layout: 'inline',
              context: name,
              onClick: () => onSelect?.(selection),
            };
            const cell = <OddsCell {...props} />;
            return (
              <Fragment key={selection.id}>
                {renderPrice ? renderPrice(selection, { cell, props }) : cell}
              </Fragment>
            );
          })}
        </div>
      </div>
    </article>
  );
}
OutrightRow.displayName = 'OutrightRow';
