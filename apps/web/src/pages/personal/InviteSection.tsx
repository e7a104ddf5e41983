import { isApiError, type INVITE_AWARD_KINDS } from '@touchline/api';
import { compareAmounts, formatMatchTime } from '@touchline/domain';
import {
  BulletinTicker,
  Button,
  EmptyState,
  MoneyText,
  useTimeZone,
  useToast,
  useUiLanguage,
  formatMoney,
} from '@touchline/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawInviteAward } from '../../data/mutations/personal.ts';
import { useWallet } from '../../data/queries/member.ts';
import {
  useInviteBetAwards,
  useInviteDepositAwards,
  useInviteInfo,
  useInviteMarquee,
  useInviteTotals,
} from '../../data/queries/personal.ts';
import * as css from './personal.css.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import { Card, Loading } from './parts.tsx';
import { QrCode } from './QrCode.tsx';
import type { PersonalTabProps } from './tabs.ts';

type AwardKind = (typeof INVITE_AWARD_KINDS)[number];

const KIND_LABELS = {
  deposit: 'invite.kindDeposit',
  bet: 'invite.kindBet',
  vip: 'invite.kindVip',
} as const satisfies Record<AwardKind, string>;

const TOTAL_FIELDS = {
  deposit: 'depositAward',
  bet: 'betAward',
  vip: 'vipAward',
} as const satisfies Record<AwardKind, string>;

/** Deposit first: the order the programme explains itself in. */
const KINDS: readonly AwardKind[] = ['deposit', 'bet', 'vip'];

/** Copies a text and says so. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('personal');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`${t('invite.copy')}: ${label}`}
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
    >
      {copied ? t('invite.copied') : t('invite.copy')}
    </Button>
  );
}

interface AwardRow {
  key: string;
  userName: string;
  /** The deposit or the valid bet the award is for. */
  amount: string;
  award: string;
  /** Set only where an award can wait to be drawn (deposit awards). */
  drawn?: boolean;
  at: Parameters<typeof formatMatchTime>[0];
}

/** A table of the awards a friend's deposits or bets earned. */
function AwardsCard({
  title,
  id,
  emptyTitle,
  amountLabel,
  query,
  rows,
  money,
}: {
  title: string;
  id: string;
  emptyTitle: string;
  amountLabel: string;
  query: { isError: boolean; refetch: () => unknown };
  rows: AwardRow[] | undefined;
  money: { currency?: string };
}) {
  const { t } = useTranslation('personal');
  const zone = useTimeZone();
  return (
    <Card title={title} id={id}>
      {query.isError ? (
        <LoadFailed ns="personal" onRetry={() => void query.refetch()} />
      ) : !rows ? (
        <Loading />
      ) : rows.length === 0 ? (
        <EmptyState size="sm" title={emptyTitle} />
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('invite.friend')}</th>
                <th scope="col" className={css.number}>
                  {amountLabel}
                </th>
                <th scope="col" className={css.number}>
                  {t('invite.award')}
                </th>
                <th scope="col">{t('invite.when')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${row.key}-${i}`}>
                  <td>{row.userName}</td>
                  <td className={css.number}>
                    <MoneyText amount={row.amount} {...money} />
                  </td>
                  <td className={css.number}>
                    <MoneyText amount={row.award} {...money} />
                    {row.drawn === false ? (
                      <span className={css.muted}> {t('invite.notDrawn')}</span>
                    ) : null}
                  </td>
                  <td>{formatMatchTime(row.at, zone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** Invitations: the code and link (with a QR code), the friends, the awards and the ticker. */
export default function InviteSection(_props: PersonalTabProps) {
  const { t } = useTranslation('personal');
  const zone = useTimeZone();
  const toast = useToast();
  const language = useUiLanguage();
  const info = useInviteInfo();
  const totals = useInviteTotals();
  const marquee = useInviteMarquee();
  const deposits = useInviteDepositAwards();
  const bets = useInviteBetAwards();
  const draw = useDrawInviteAward();
  const currency = useWallet().data?.currency;
  const money = currency ? { currency } : {};
  const canDraw = !!info.data && compareAmounts(info.data.pendingAward, '0') === 1;

  // one key a draw until the server answers: a retry after a lost answer cannot pay twice
  const keys = useRef(new Map<AwardKind, string>());
  const drawKind = (kind: AwardKind) => {
    const idempotencyKey = keys.current.get(kind) ?? `draw-${kind}-${crypto.randomUUID()}`;
    keys.current.set(kind, idempotencyKey);
    draw.mutate(
      { kind, idempotencyKey },
      {
        onSuccess: (result) => {
          keys.current.delete(kind);
          toast.show({
            tone: 'success',
            title: t('invite.drawn', {
              amount: formatMoney(result.amount, { language, ...money }),
            }),
          });
        },
        // a refusal is an answer: the next draw is a new one
        onError: (error) => {
          if (isApiError(error)) keys.current.delete(kind);
        },
      },
    );
  };

  return (
    <>
      {marquee.data && marquee.data.length > 0 ? (
        <BulletinTicker
          label={t('invite.ticker')}
          timeZone={zone}
          items={marquee.data.map((m, i) => ({
            id: `${m.awardedAt}-${i}`,
            title: t('invite.tickerItem', {
              name: m.userName,
              amount: formatMoney(m.amount, { language, ...money }),
            }),
            date: m.awardedAt,
          }))}
        />
      ) : null}
      <div className={css.columns}>
        <Card title={t('invite.yourCode')} id="invite-code">
          {info.isError ? (
            <LoadFailed ns="personal" onRetry={() => void info.refetch()} />
          ) : !info.data ? (
            <Loading height={200} />
          ) : (
            <>
              <div className={css.spread}>
                <p className={css.code}>{info.data.referCode}</p>
                <CopyButton text={info.data.referCode} label={t('invite.code')} />
              </div>
              <p className={css.link}>{info.data.inviteUrl}</p>
              <div className={css.row}>
                <CopyButton text={info.data.inviteUrl} label={t('invite.link')} />
                {typeof navigator.share === 'function' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void navigator
                        .share({ title: t('invite.shareTitle'), url: info.data.inviteUrl })
                        .catch(() => undefined)
                    }
                  >
                    {t('invite.share')}
                  </Button>
                ) : null}
              </div>
              <QrCode value={info.data.inviteUrl} label={t('invite.qr')} />
            </>
          )}
        </Card>

        <Card title={t('invite.friends')} id="invite-friends">
          {info.isError ? (
            <LoadFailed ns="personal" onRetry={() => void info.refetch()} />
          ) : !info.data ? (
            <Loading />
          ) : (
            <dl className={css.facts}>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('invite.invited')}</dt>
                <dd className={css.factValue}>{info.data.invitedCount}</dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('invite.validInvited')}</dt>
                <dd className={css.factValue}>{info.data.validInvitedCount}</dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('invite.pending')}</dt>
                <dd className={css.factValue}>
                  <MoneyText amount={info.data.pendingAward} {...money} />
                </dd>
              </div>
              <div className={css.fact}>
                <dt className={css.factLabel}>{t('invite.total')}</dt>
                <dd className={css.factValue}>
                  <MoneyText amount={info.data.totalAward} {...money} />
                </dd>
              </div>
            </dl>
          )}
        </Card>

        <Card title={t('invite.awards')} id="invite-awards">
          {totals.isError ? (
            <LoadFailed ns="personal" onRetry={() => void totals.refetch()} />
          ) : !totals.data ? (
            <Loading />
          ) : (
            <ul className={css.list}>
              {KINDS.map((kind) => (
                <li key={kind} className={css.item}>
                  <span className={css.itemText}>
                    <span>{t(KIND_LABELS[kind])}</span>
                    <MoneyText amount={totals.data[TOTAL_FIELDS[kind]]} {...money} />
                  </span>
                  {canDraw ? (
                    <Button
                      size="sm"
                      loading={draw.isPending && draw.variables?.kind === kind}
                      disabled={draw.isPending}
                      onClick={() => drawKind(kind)}
                      aria-label={`${t('invite.draw')}: ${t(KIND_LABELS[kind])}`}
                    >
                      {t('invite.draw')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {!canDraw && info.data ? <p className={css.muted}>{t('invite.nothingToDraw')}</p> : null}
          <MutationFailure mutation={draw} />
        </Card>

        <AwardsCard
          title={t('invite.depositAwards')}
          id="invite-deposits"
          emptyTitle={t('invite.noFriendsYet')}
          amountLabel={t('invite.deposit')}
          query={deposits}
          rows={deposits.data?.list.map((row) => ({
            key: `${row.userName}-${row.depositedAt}`,
            userName: row.userName,
            amount: row.depositAmount,
            award: row.award,
            drawn: row.drawn,
            at: row.depositedAt,
          }))}
          money={money}
        />

        <AwardsCard
          title={t('invite.betAwards')}
          id="invite-bets"
          emptyTitle={t('invite.noBetAwards')}
          amountLabel={t('invite.validBet')}
          query={bets}
          rows={bets.data?.list.map((row) => ({
            key: `${row.userName}-${row.settledAt}`,
            userName: row.userName,
            amount: row.validBet,
            award: row.award,
            at: row.settledAt,
          }))}
          money={money}
        />
      </div>
    </>
  );
}
