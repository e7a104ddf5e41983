import type { AdminMarketRow, AdminMatchMarkets, AdminMatchRow } from '@touchline/api';
import { ADMIN_MATCH_STATES, formatOdds, SPORTS, type AdminMatchState } from '@touchline/domain';
import { Badge, Button, EmptyState, List, Select, useSportName } from '@touchline/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../app/context.tsx';
import { useMarketHold, useVoidMarket } from '../../data/mutations/adminSportsbook.ts';
import {
  useAdminMatches,
  useAdminMatchMarkets,
  type AdminMatchFilter,
} from '../../data/queries/adminSportsbook.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import { BulletinsPanel } from './BulletinsPanel.tsx';
import { SportsMaintenancePanel } from './SportsMaintenancePanel.tsx';
import { adminTime, ReasonDialog, PagedList } from './parts.tsx';

/** A match row's and a market row's height before they are measured (px). */
const MATCH_ROW_ESTIMATE = 76;
const MARKET_ROW_ESTIMATE = 96;

const STATE_TONES = { upcoming: 'neutral', live: 'live', over: 'neutral' } as const;

/**
 * The sportsbook section (issue 22, ADR 032): the feed's matches by sport and state, and one
 * match's markets, each of which — or the whole match — an operator suspends until they reopen it.
 */
export function SportsbookSection() {
  const { t } = useTranslation('admin');
  const sportName = useSportName();
  const id = useId();
  const [sport, setSport] = useState('');
  const [state, setState] = useState('');
  const [filter, setFilter] = useState<AdminMatchFilter>({});
  // the open match is in the address (`?match=`), beside the shell's `?tab=`
  const [params, setParams] = useSearchParams();
  const asked = params.get('match');
  const matchId = asked && /^[1-9]\d{0,14}$/.test(asked) ? Number(asked) : null;
  const setMatchId = (next: number | null) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === null) out.delete('match');
        else out.set('match', String(next));
        return out;
      },
      { replace: true },
    );
  const matches = useAdminMatches(filter);

  const list = (
    <PagedList<AdminMatchRow>
      query={matches}
      aria-labelledby={`${id}-h`}
      getKey={(m) => m.matchId}
      estimateSize={MATCH_ROW_ESTIMATE}
      height="min(560px, 60vh)"
      initialRect={{ width: 375, height: 560 }}
      emptyTitle={t('sports.empty')}
      renderItem={(m) => (
        <button
          type="button"
          className={css.memberRow}
          aria-current={m.matchId === matchId ? 'true' : undefined}
          onClick={() => setMatchId(m.matchId)}
        >
          <span className={css.rowTitle}>{t('sports.versus', { home: m.home, away: m.away })}</span>
          <span className={css.number}>{adminTime(m.startsAt)}</span>
          <span className={css.rowMeta}>
            <span>{sportName(m.sid)}</span>
            <span>{m.league}</span>
            <Badge size="sm" tone={STATE_TONES[m.state]}>
              {t(`sports.state.${m.state}`)}
            </Badge>
            {m.held ? (
              <Badge size="sm" tone="danger">
                {t('sports.matchHeld')}
              </Badge>
            ) : null}
            {m.heldMarkets > 0 ? (
              <Badge size="sm" tone="warning">
                {t('sports.marketsHeld', { count: m.heldMarkets })}
              </Badge>
            ) : null}
          </span>
        </button>
      )}
    />
  );

  return (
    <>
      <div className={css.split}>
        <section className={css.card} aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`} className={css.heading}>
            {t('sports.heading')}
          </h2>
          <form
            role="search"
            className={css.filters}
            onSubmit={(event) => {
              event.preventDefault();
              setFilter({
                ...(sport ? { sid: Number(sport) as AdminMatchFilter['sid'] & number } : {}),
                ...(state ? { state: state as AdminMatchState } : {}),
              });
            }}
          >
            <Select
              label={t('sports.sport')}
              value={sport}
              onValueChange={setSport}
              options={[
                { value: '', label: t('sports.allSports') },
                ...SPORTS.map((s) => ({ value: String(s.id), label: sportName(s.id) })),
              ]}
            />
            <Select
              label={t('sports.stateLabel')}
              value={state}
              onValueChange={setState}
              options={[
                { value: '', label: t('sports.allStates') },
                ...ADMIN_MATCH_STATES.map((s) => ({ value: s, label: t(`sports.state.${s}`) })),
              ]}
            />
            <Button type="submit">{t('sports.search')}</Button>
          </form>
          {list}
        </section>
        {matchId === null ? (
          <section className={css.card} aria-label={t('sports.marketsHeading')}>
            <EmptyState kind="noData" size="sm" title={t('sports.pick')} />
          </section>
        ) : (
          <MatchPanel key={matchId} matchId={matchId} onClose={() => setMatchId(null)} />
        )}
      </div>
      <BulletinsPanel />
      <SportsMaintenancePanel />
    </>
  );
}

function MatchPanel({ matchId, onClose }: { matchId: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const markets = useAdminMatchMarkets(matchId);
  let body;
  if (markets.isPending) body = <p className={css.muted}>{t('loading')}</p>;
  else if (markets.isError) body = <LoadFailed ns="admin" onRetry={() => void markets.refetch()} />;
  else body = <Markets data={markets.data} labelledBy={`${id}-h`} />;
  const m = markets.data?.match;
  return (
    <section className={`${css.card} ${css.profile}`} aria-labelledby={`${id}-h`}>
      <div className={css.row}>
        <h2 id={`${id}-h`} className={css.heading}>
          {m ? t('sports.versus', { home: m.home, away: m.away }) : t('sports.marketsHeading')}
        </h2>
        <Button size="sm" variant="outline" onClick={onClose}>
          {t('sports.close')}
        </Button>
      </div>
      {body}
    </section>
  );
}

function Markets({ data, labelledBy }: { data: AdminMatchMarkets; labelledBy: string }) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const hold = useMarketHold();
  const voidMarket = useVoidMarket();
  const busy = hold.isPending || voidMarket.isPending;
  const m = data.match;
  const over = m.state === 'over';
  const name = t('sports.versus', { home: m.home, away: m.away });
  const change = (held: boolean, reason: string, market?: AdminMarketRow) =>
    hold.mutate(
      { held, matchId: m.matchId, reason, ...(market ? { marketId: market.id } : {}) },
      {
        onSuccess: () =>
          shell.notify({
            tone: 'success',
            key: held ? 'admin:done.marketSuspend' : 'admin:done.marketReopen',
          }),
      },
    );
  return (
    <>
      <p className={css.row}>
        <span>
          {m.league} · {adminTime(m.startsAt)}
        </span>
        <Badge tone={STATE_TONES[m.state]}>{t(`sports.state.${m.state}`)}</Badge>
        {m.held ? <Badge tone="danger">{t('sports.matchHeld')}</Badge> : null}
      </p>
      {over ? (
        <p className={css.muted}>{t('sports.overNote')}</p>
      ) : (
        <div className={css.row}>
          <ReasonDialog
            trigger={
              <Button size="sm" variant="outline" disabled={busy}>
                {t(m.held ? 'sports.reopenMatch' : 'sports.suspendMatch')}
              </Button>
            }
            title={t(m.held ? 'sports.confirmReopenMatch' : 'sports.confirmSuspendMatch', { name })}
            description={t(m.held ? 'sports.reopenMatchText' : 'sports.suspendMatchText')}
            confirmLabel={t(m.held ? 'sports.reopenMatch' : 'sports.suspendMatch')}
            danger={!m.held}
            onConfirm={(reason) => change(!m.held, reason)}
          />
        </div>
      )}
      <MutationFailure mutation={hold} />
      <MutationFailure mutation={voidMarket} />
      <h3 id={`${labelledBy}-markets`} className={css.subheading}>
        {t('sports.marketsHeading')}
      </h3>
      <List<AdminMarketRow>
        aria-labelledby={`${labelledBy}-markets`}
        items={data.markets}
        getKey={(market) => market.id}
        estimateSize={MARKET_ROW_ESTIMATE}
        gap={8}
        height="min(560px, 60vh)"
        initialRect={{ width: 375, height: 560 }}
        emptyState={<EmptyState kind="noData" size="sm" title={t('sports.noMarkets')} />}
        renderItem={(market) => (
          <div className={css.marketRow}>
            <span className={css.rowTitle}>{market.name}</span>
            <span className={css.rowMeta}>
              <Badge
                size="sm"
                tone={
                  market.status === 'open'
                    ? 'success'
                    : market.status === 'suspended'
                      ? 'warning'
                      : 'neutral'
                }
              >
                {t(`sports.status.${market.status}`)}
              </Badge>
              {market.voided ? (
                <Badge size="sm" tone="danger">
                  {t('sports.marketVoided')}
                </Badge>
              ) : market.held ? (
                <Badge size="sm" tone="danger">
                  {t('sports.marketHeld')}
                </Badge>
              ) : null}
            </span>
            <span className={css.entryWide}>
              {market.selections
                .map((s) => `${s.name} ${formatOdds(s.price, 'decimal')}`)
                .join(' · ')}
            </span>
            {over || market.voided ? null : (
              <div className={css.marketAction}>
                {!market.held && market.status === 'closed' ? null : (
                  <ReasonDialog
                    trigger={
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={t(
                          market.held ? 'sports.reopenMarketOf' : 'sports.suspendMarketOf',
                          { market: market.name },
                        )}
                      >
                        {t(market.held ? 'sports.reopen' : 'sports.suspend')}
                      </Button>
                    }
                    title={t(
                      market.held ? 'sports.confirmReopenMarket' : 'sports.confirmSuspendMarket',
                      { market: market.name, name },
                    )}
                    description={t(
                      market.held ? 'sports.reopenMarketText' : 'sports.suspendMarketText',
                    )}
                    confirmLabel={t(market.held ? 'sports.reopen' : 'sports.suspend')}
                    danger={!market.held}
                    onConfirm={(reason) => change(!market.held, reason, market)}
                  />
                )}
                <ReasonDialog
                  trigger={
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={t('sports.voidMarketOf', { market: market.name })}
                    >
                      {t('sports.void')}
                    </Button>
                  }
                  title={t('sports.confirmVoidMarket', { market: market.name, name })}
                  description={t('sports.voidMarketText')}
                  confirmLabel={t('sports.void')}
                  danger
                  onConfirm={(reason) =>
                    voidMarket.mutate(
                      { matchId: m.matchId, marketId: market.id, reason },
                      {
                        onSuccess: (done) =>
                          shell.notify({
                            tone: 'success',
                            text: t('done.marketVoid', {
                              count: done.refunded + done.legsVoided,
                            }),
                          }),
                      },
                    )
                  }
                />
              </div>
            )}
          </div>
        )}
      />
    </>
  );
}
