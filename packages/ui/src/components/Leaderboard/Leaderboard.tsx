import { maskName } from '@touchline/domain';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useUiText } from '../../i18n/useUiText.ts';
import { Avatar } from '../Avatar/index.ts';
import { Badge } from '../Badge/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { Icon } from '../Icon/index.ts';
import { MoneyText } from '../MoneyText/index.ts';
import * as css from './Leaderboard.css.ts';

export const LEADERBOARD_SCORE_KINDS = ['money', 'points'] as const;
export type LeaderboardScoreKind = (typeof LEADERBOARD_SCORE_KINDS)[number];

export interface LeaderboardEntry {
  id: string | number;
  rank: number;
  /** The player's name; shown masked (domain `maskName`) unless `maskNames` is off. */
  name: string;
  /** An amount or a number of points, as a number or decimal text. */
  score: number | string;
  avatarId?: number;
  avatarSrc?: string;
}

export interface LeaderboardProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  entries: readonly LeaderboardEntry[];
  /** The viewing player's id: their row is highlighted and says "You". */
  youId?: string | number;
  /** The viewing player's own standing, pinned under the list when they are not in `entries`. */
  you?: LeaderboardEntry;
  scoreKind?: LeaderboardScoreKind;
  currency?: string;
  /** Decimal places of the score: 2 for money and 0 for points unless given. */
  decimals?: number;
  maskNames?: boolean;
  caption?: ReactNode;
  /** Column heading of the score: "Score" by default (e.g. "Turnover", "Winnings"). */
  scoreLabel?: ReactNode;
}

function Rank({ rank }: { rank: number }) {
  const valid = Number.isInteger(rank) && rank > 0;
  if (valid && rank <= 3) {
    return (
      <span className={css.medal} data-medal={rank}>
        <Icon name="medal" className={`${css.medalSvg} ${css.medalFill[rank as 1 | 2 | 3]}`} />
        <span className={css.medalNumber}>{rank}</span>
      </span>
    );
  }
  return <span className={css.rankNumber}>{valid ? rank : '-'}</span>;
}

/**
 * A campaign's ranking: rank (medals for the top three, with the number on them), the masked
 * player name and their score, with the viewing player's row marked "You".
 */
export function Leaderboard({
  entries,
  youId,
  you,
  scoreKind = 'money',
  currency,
  decimals,
  maskNames = true,
  caption,
  scoreLabel,
  className,
  ...rest
}: LeaderboardProps) {
  const t = useUiText();
  const places = decimals ?? (scoreKind === 'money' ? 2 : 0);
  const ownId = you?.id ?? youId;
  const pinned = you && !entries.some((e) => e.id === you.id) ? you : undefined;

  const row = (entry: LeaderboardEntry, extra?: string) => {
    const isYou = ownId !== undefined && entry.id === ownId;
    const shownName = maskNames ? maskName(entry.name) : entry.name;
    return (
      <tr
        key={entry.id}
        data-you={isYou || undefined}
        className={[css.row, extra].filter(Boolean).join(' ')}
      >
        <td className={css.rankCell}>
          <Rank rank={entry.rank} />
        </td>
        <th scope="row" className={css.playerCell}>
          <span className={css.player}>
            <Avatar
              size="sm"
              decorative
              avatarId={entry.avatarId}
              src={entry.avatarSrc}
              name={maskNames ? undefined : entry.name}
            />
            <span className={css.name} translate="no">
              {shownName}
            </span>
            {isYou && (
              <Badge tone="accent" size="sm">
                {t('leaderboardYou')}
              </Badge>
            )}
          </span>
        </th>
        <td className={css.scoreCell}>
          <MoneyText
            amount={entry.score}
            decimals={places}
            currency={scoreKind === 'money' ? currency : undefined}
          />
        </td>
      </tr>
    );
  };

  const empty = entries.length === 0 && !pinned;

  return (
    <div {...rest} className={[css.root, className].filter(Boolean).join(' ')}>
      <table className={css.table}>
        {caption ? <caption className={css.caption}>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col" className={css.headRank}>
              {t('leaderboardRank')}
            </th>
            <th scope="col" className={css.headPlayer}>
              {t('leaderboardPlayer')}
            </th>
            <th scope="col" className={css.headScore}>
              {scoreLabel ?? t('leaderboardScore')}
            </th>
          </tr>
        </thead>
        {!empty && <tbody>{entries.map((entry) => row(entry))}</tbody>}
        {pinned && <tbody data-pinned="">{row(pinned, css.pinned)}</tbody>}
      </table>
      {empty && <EmptyState className={css.empty} size="sm" />}
    </div>
  );
}
Leaderboard.displayName = 'Leaderboard';
