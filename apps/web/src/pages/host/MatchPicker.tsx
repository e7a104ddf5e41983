import type { Match } from '@touchline/api';
import { formatMatchTime, sportByKey, type SportId } from '@touchline/domain';
import { Button, Input, SportTabs, useMatchName, useTimeZone } from '@touchline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchList } from '../../data/queries/sports.ts';
import { matchesSearch } from '../sports/model.ts';
import * as css from './host.css.ts';

export interface PickedMatch {
  id: number;
  sportId: SportId;
  name: string;
}

/**
 * A searchable list of the sportsbook's matches (live, then today, then early, as the sportsbook
 * lists them) to link a stream to.
 */
export function MatchPicker({
  value,
  onChange,
}: {
  value: PickedMatch | null;
  onChange: (match: PickedMatch | null) => void;
}) {
  const { t } = useTranslation('host');
  const zone = useTimeZone();
  const nameOf = useMatchName();
  const [sportId, setSportId] = useState<SportId>(1);
  const [query, setQuery] = useState('');
  const list = useMatchList({ tab: 'all', sportId, leagueIds: [], format: 'decimal' });
  const shown = (list.matches ?? []).filter((m) => matchesSearch(m, query));
  const pick = (m: Match) =>
    onChange({ id: m.id, sportId: m.sid, name: nameOf(m.home.na, m.away.na) });

  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t('streams.match')}</legend>
      {value ? (
        <div className={css.row}>
          <span>{t('streams.linked', { name: value.name })}</span>
          <Button size="sm" variant="outline" onClick={() => onChange(null)}>
            {t('streams.unlink')}
          </Button>
        </div>
      ) : (
        <p className={css.muted}>{t('streams.noMatch')}</p>
      )}
      <SportTabs
        aria-label={t('streams.sport')}
        value={sportId}
        onValueChange={(key) => {
          const sport = sportByKey(key);
          if (sport) setSportId(sport.id);
        }}
      />
      <Input
        label={t('streams.searchMatch')}
        type="search"
        value={query}
        onValueChange={setQuery}
      />
      {list.status === 'pending' ? (
        <p className={css.muted}>{t('loading')}</p>
      ) : list.status === 'error' ? (
        <p className={css.alert}>{t('loadFailed')}</p>
      ) : shown.length === 0 ? (
        <p className={css.muted}>{t('streams.noMatches')}</p>
      ) : (
        <ul className={css.pickerList} aria-label={t('streams.matches')}>
          {shown.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className={css.pickerItem}
                aria-pressed={value?.id === m.id}
                onClick={() => pick(m)}
              >
                <span>{nameOf(m.home.na, m.away.na)}</span>
                <span className={css.muted}>
                  {m.lg.na} · {formatMatchTime(m.bt, zone)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className={css.row}>
          <Button
            size="sm"
            variant="outline"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('streams.moreMatches')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
