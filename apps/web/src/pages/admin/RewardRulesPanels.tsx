import type { AdminRewardRules, AdminVipLevel } from '@touchline/api';
import {
  checkInviteBetTiers,
  checkInviteDepositTiers,
  checkInviteVipRewards,
  checkVipThresholds,
  INVITE_TIERS_MAX,
  INVITE_TIERS_MIN,
  INVITE_VIP_REWARDS_MAX,
  INVITE_VIP_REWARDS_MIN,
  normalizeVipBenefitValue,
  parseRatePpm,
  parseRuleAmount,
  ratePpmPercentText,
  VIP_LEVELS,
  vipBenefitValueKind,
  type RewardRuleVerdict,
} from '@touchline/domain';
import { Button, Input, Select } from '@touchline/ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../app/context.tsx';
import {
  useSetInviteBetTiers,
  useSetInviteDepositTiers,
  useSetInviteVipRewards,
  useSetVipLevel,
} from '../../data/mutations/admin-rewards.ts';
import { useAdminRewardRules } from '../../data/queries/admin-rewards.ts';
import { LoadFailed, MutationFailure } from '../parts.tsx';
import * as css from './admin.css.ts';
import { ReasonDialog } from './parts.tsx';
import * as own from './rewards.css.ts';

/**
 * The campaigns section's reward rules (issue 22 §1 "Campaigns", ADR 036): the VIP levels'
 * thresholds and benefits and the invitation programme's tiers, as stored, each save audited.
 * The forms check with the domain's rules before they send; the server checks again.
 */
export function RewardRulesPanels() {
  const rules = useAdminRewardRules();
  return (
    <div className={own.rules}>
      <VipLevelsPanel rules={rules} />
      <InviteRulesPanel rules={rules} />
    </div>
  );
}

type RulesQuery = ReturnType<typeof useAdminRewardRules>;

/** The panel's body while the rules load or when they could not be. */
function loaded(
  rules: RulesQuery,
  t: (key: string) => string,
  body: (r: AdminRewardRules) => ReactNode,
) {
  if (rules.isPending) return <p className={css.muted}>{t('loading')}</p>;
  if (rules.isError) return <LoadFailed ns="admin" onRetry={() => void rules.refetch()} />;
  return body(rules.data);
}

/** A benefit's name in the operator's language (its stored title for a key we do not know). */
function useBenefitName() {
  const { t } = useTranslation('admin');
  return (key: string, title: string) => t(`rules.benefit.${key}`, { defaultValue: title });
}

/** A benefit's value as shown: yes and no in the operator's language, the rest as stored. */
function useBenefitValue() {
  const { t } = useTranslation('admin');
  return (value: string) => (value === 'yes' ? t('yes') : value === 'no' ? t('no') : value);
}

export function VipLevelsPanel({ rules }: { rules: RulesQuery }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const name = useBenefitName();
  const shown = useBenefitValue();
  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('rules.vip.heading')}
      </h2>
      <p className={own.note}>{t('rules.vip.note')}</p>
      {loaded(rules, t, (data) => (
        <ul className={css.plainList} aria-labelledby={`${id}-h`}>
          {data.vipLevels.map((level) => (
            <li key={level.level} className={own.level}>
              <div className={own.levelText}>
                <span className={css.rowTitle}>{t('rules.vip.level', { level: level.level })}</span>
                <span>{t('rules.vip.threshold', { amount: level.minTurnover })}</span>
                <span className={css.rowMeta}>
                  {level.benefits.map((b) => (
                    <span key={b.key}>
                      {name(b.key, b.title)}: {shown(b.value)}
                    </span>
                  ))}
                </span>
              </div>
              {open === level.level ? null : (
                <Button size="sm" variant="outline" onClick={() => setOpen(level.level)}>
                  {t('rules.vip.edit', { level: level.level })}
                </Button>
              )}
              {open === level.level && (
                <div className={own.levelForm}>
                  <VipLevelForm
                    level={level}
                    levels={data.vipLevels}
                    onClose={() => setOpen(null)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}

/** A level's threshold and benefits, typed; saved with a reason once the rules allow it. */
export function VipLevelForm({
  level,
  levels,
  onClose,
  initialThreshold,
}: {
  level: AdminVipLevel;
  levels: readonly AdminVipLevel[];
  onClose: () => void;
  /** What the threshold field starts with (its stored value; a story shows a refused one). */
  initialThreshold?: string;
}) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const save = useSetVipLevel();
  const name = useBenefitName();
  const [threshold, setThreshold] = useState(initialThreshold ?? level.minTurnover);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(level.benefits.map((b) => [b.key, b.value])),
  );
  const minor = parseRuleAmount(threshold);
  const verdict: RewardRuleVerdict =
    minor === null
      ? { ok: false, fault: 'amount', entry: level.level + 1 }
      : checkVipThresholds(
          levels.map((l) => ({
            level: l.level,
            minTurnover: l.level === level.level ? threshold : l.minTurnover,
          })),
        );
  const thresholdError = verdict.ok
    ? undefined
    : verdict.fault === 'base'
      ? t('rules.vip.base')
      : verdict.fault === 'order'
        ? t('rules.vip.order', { level: level.level })
        : t('rules.vip.amount');
  const benefitErrors = Object.fromEntries(
    level.benefits.map((b) => [
      b.key,
      normalizeVipBenefitValue(vipBenefitValueKind(b.value), values[b.key] ?? '') === null,
    ]),
  );
  const valid = verdict.ok && !Object.values(benefitErrors).some(Boolean);
  const dirty =
    threshold !== level.minTurnover || level.benefits.some((b) => values[b.key] !== b.value);

  return (
    <form
      className={css.fieldGroup}
      aria-label={t('rules.vip.formLabel', { level: level.level })}
      onSubmit={(event) => event.preventDefault()}
    >
      <Input
        label={t('rules.vip.minTurnover')}
        hint={t('rules.amountHint')}
        mode="decimal"
        maxDecimals={2}
        maxLength={20}
        value={threshold}
        error={thresholdError}
        onValueChange={setThreshold}
      />
      {level.benefits.map((b) => {
        const kind = vipBenefitValueKind(b.value);
        const value = values[b.key] ?? '';
        const set = (next: string) => setValues((v) => ({ ...v, [b.key]: next }));
        if (b.value === 'yes' || b.value === 'no') {
          return (
            <Select
              key={b.key}
              label={name(b.key, b.title)}
              value={value}
              onValueChange={set}
              options={[
                { value: 'yes', label: t('yes') },
                { value: 'no', label: t('no') },
              ]}
            />
          );
        }
        return (
          <Input
            key={b.key}
            label={name(b.key, b.title)}
            {...(kind === 'amount'
              ? { mode: 'decimal' as const, maxDecimals: 2 }
              : kind === 'count'
                ? { mode: 'numeric' as const }
                : {})}
            maxLength={kind === 'text' ? 40 : 20}
            value={value}
            error={benefitErrors[b.key] ? t(`rules.vip.benefitKind.${kind}`) : undefined}
            onValueChange={set}
          />
        );
      })}
      <div className={own.buttons}>
        <ReasonDialog
          trigger={<Button disabled={!valid || !dirty}>{t('rules.save')}</Button>}
          title={t('rules.vip.saveTitle', { level: level.level })}
          description={t('rules.vip.saveText')}
          confirmLabel={t('rules.save')}
          onConfirm={(reason) =>
            save.mutate(
              {
                level: level.level,
                minTurnover: threshold.trim(),
                benefits: level.benefits
                  .filter((b) => values[b.key] !== b.value)
                  .map((b) => ({ key: b.key, value: (values[b.key] ?? '').trim() })),
                reason,
              },
              {
                onSuccess: () => {
                  shell.notify({ tone: 'success', text: t('rules.saved') });
                  onClose();
                },
              },
            )
          }
        />
        <Button variant="outline" onClick={onClose}>
          {t('rules.cancel')}
        </Button>
      </div>
      <MutationFailure mutation={save} />
    </form>
  );
}

export function InviteRulesPanel({ rules }: { rules: RulesQuery }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <section className={css.card} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={css.heading}>
        {t('rules.invite.heading')}
      </h2>
      <p className={own.note}>{t('rules.invite.note')}</p>
      {loaded(rules, t, (data) => (
        // a save answers the stored rules: that list starts again from them
        <div className={css.form}>
          <BetTiers key={JSON.stringify(data.betTiers)} stored={data.betTiers} />
          <DepositTiers key={JSON.stringify(data.depositTiers)} stored={data.depositTiers} />
          <VipRewards key={JSON.stringify(data.vipRewards)} stored={data.vipRewards} />
        </div>
      ))}
    </section>
  );
}

/** The words of a refused list, naming the entry at fault. */
function useFaultText() {
  const { t } = useTranslation('admin');
  return (verdict: RewardRuleVerdict, bounds: { min: number; max: number }) =>
    verdict.ok ? null : t(`rules.fault.${verdict.fault}`, { n: verdict.entry, ...bounds });
}

interface TierListProps<T> {
  legend: string;
  note: string;
  rows: T[];
  stored: T[];
  onRows: (rows: T[]) => void;
  blank: (rows: T[]) => T | null;
  verdict: RewardRuleVerdict;
  bounds: { min: number; max: number };
  renderRow: (row: T, set: (next: T) => void, n: number) => ReactNode;
  addLabel: string;
  /** Sends the rows with the reason; the list says when they are saved (its failure shows below). */
  save: (rows: T[], reason: string) => Promise<unknown>;
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  saveTitle: string;
}

/** A list of tiers: each row's fields and remove button, add, save with a reason, discard. */
function TierList<T>(props: TierListProps<T>) {
  const { t } = useTranslation('admin');
  const shell = useShell();
  const faultText = useFaultText();
  const { rows, onRows, bounds } = props;
  const dirty = JSON.stringify(rows) !== JSON.stringify(props.stored);
  const fault = faultText(props.verdict, bounds);
  const next = rows.length < bounds.max ? props.blank(rows) : null;
  return (
    <fieldset className={css.fieldGroup}>
      <legend className={css.subheading}>{props.legend}</legend>
      <p className={own.note}>{props.note}</p>
      {rows.map((row, i) => (
        <div key={i} className={own.tier}>
          {props.renderRow(
            row,
            (changed) => onRows(rows.map((r, j) => (j === i ? changed : r))),
            i + 1,
          )}
          {rows.length > bounds.min && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onRows(rows.filter((_, j) => j !== i))}
            >
              {t('rules.remove', { n: i + 1 })}
            </Button>
          )}
        </div>
      ))}
      {dirty && fault && (
        <p role="alert" className={own.note}>
          {fault}
        </p>
      )}
      <div className={own.buttons}>
        {next !== null && (
          <Button size="sm" variant="outline" onClick={() => onRows([...rows, next])}>
            {props.addLabel}
          </Button>
        )}
        <ReasonDialog
          trigger={
            <Button size="sm" disabled={!dirty || !props.verdict.ok || props.mutation.isPending}>
              {t('rules.save')}
            </Button>
          }
          title={props.saveTitle}
          description={t('rules.invite.saveText')}
          confirmLabel={t('rules.save')}
          onConfirm={(reason) =>
            props.save(rows, reason).then(
              () => shell.notify({ tone: 'success', text: t('rules.saved') }),
              // shown by MutationFailure below
              () => undefined,
            )
          }
        />
        {dirty && (
          <Button size="sm" variant="outline" onClick={() => onRows(props.stored)}>
            {t('rules.discard')}
          </Button>
        )}
      </div>
      <MutationFailure mutation={props.mutation} />
    </fieldset>
  );
}

const amountInput = { mode: 'decimal' as const, maxDecimals: 2, maxLength: 20 };

/** The stored list, edited; `initial` is what the rows start as (a story's typed rows). */
export function BetTiers({
  stored,
  initial,
}: {
  stored: AdminRewardRules['betTiers'];
  initial?: AdminRewardRules['betTiers'];
}) {
  const { t } = useTranslation('admin');
  const save = useSetInviteBetTiers();
  const [rows, setRows] = useState(initial ?? stored);
  /** The typed rate as the percent of a bet it takes; the example while it is not a rate. */
  const rateHint = (rate: string) => {
    const ppm = parseRatePpm(rate);
    return ppm === null
      ? t('rules.invite.rateHint')
      : t('rules.invite.ratePercent', { percent: ratePpmPercentText(ppm) });
  };
  return (
    <TierList
      legend={t('rules.invite.bet')}
      note={t('rules.invite.betNote')}
      rows={rows}
      stored={stored}
      onRows={setRows}
      blank={() => ({ minValidBet: '', rate: '' })}
      verdict={checkInviteBetTiers(rows)}
      bounds={{ min: INVITE_TIERS_MIN, max: INVITE_TIERS_MAX }}
      addLabel={t('rules.invite.addTier')}
      saveTitle={t('rules.invite.betSave')}
      mutation={save}
      renderRow={(row, set, n) => (
        <>
          <Input
            label={t('rules.invite.minValidBet', { n })}
            {...amountInput}
            value={row.minValidBet}
            onValueChange={(v) => set({ ...row, minValidBet: v })}
          />
          <Input
            label={t('rules.invite.rate', { n })}
            hint={rateHint(row.rate)}
            mode="decimal"
            maxDecimals={6}
            maxLength={10}
            value={row.rate}
            onValueChange={(v) => set({ ...row, rate: v })}
          />
        </>
      )}
      save={(tiers, reason) => save.mutateAsync({ tiers, reason })}
    />
  );
}

/** The stored list, edited; `initial` is what the rows start as (a story's typed rows). */
export function DepositTiers({
  stored,
  initial,
}: {
  stored: AdminRewardRules['depositTiers'];
  initial?: AdminRewardRules['depositTiers'];
}) {
  const { t } = useTranslation('admin');
  const save = useSetInviteDepositTiers();
  const [rows, setRows] = useState(initial ?? stored);
  return (
    <TierList
      legend={t('rules.invite.deposit')}
      note={t('rules.invite.depositNote')}
      rows={rows}
      stored={stored}
      onRows={setRows}
      blank={() => ({ minDeposit: '', reward: '' })}
      verdict={checkInviteDepositTiers(rows)}
      bounds={{ min: INVITE_TIERS_MIN, max: INVITE_TIERS_MAX }}
      addLabel={t('rules.invite.addTier')}
      saveTitle={t('rules.invite.depositSave')}
      mutation={save}
      renderRow={(row, set, n) => (
        <>
          <Input
            label={t('rules.invite.minDeposit', { n })}
            {...amountInput}
            value={row.minDeposit}
            onValueChange={(v) => set({ ...row, minDeposit: v })}
          />
          <Input
            label={t('rules.invite.reward', { n })}
            {...amountInput}
            value={row.reward}
            onValueChange={(v) => set({ ...row, reward: v })}
          />
        </>
      )}
      save={(tiers, reason) => save.mutateAsync({ tiers, reason })}
    />
  );
}

/** The stored list, edited; `initial` is what the rows start as (a story's typed rows). */
export function VipRewards({
  stored,
  initial,
}: {
  stored: AdminRewardRules['vipRewards'];
  initial?: AdminRewardRules['vipRewards'];
}) {
  const { t } = useTranslation('admin');
  const save = useSetInviteVipRewards();
  const [rows, setRows] = useState(initial ?? stored);
  return (
    <TierList
      legend={t('rules.invite.vip')}
      note={t('rules.invite.vipNote')}
      rows={rows}
      stored={stored}
      onRows={setRows}
      // the next level after the last (none past the top level)
      blank={(current) => {
        const last = current.at(-1)?.vipLevel ?? 0;
        const level = VIP_LEVELS.find((l) => l > last && !current.some((r) => r.vipLevel === l));
        return level === undefined ? null : { vipLevel: level, reward: '' };
      }}
      verdict={checkInviteVipRewards(rows)}
      bounds={{ min: INVITE_VIP_REWARDS_MIN, max: INVITE_VIP_REWARDS_MAX }}
      addLabel={t('rules.invite.addReward')}
      saveTitle={t('rules.invite.vipSave')}
      mutation={save}
      renderRow={(row, set, n) => (
        <>
          <Select
            label={t('rules.invite.vipLevel', { n })}
            value={String(row.vipLevel)}
            onValueChange={(v) => set({ ...row, vipLevel: Number(v) })}
            options={VIP_LEVELS.map((l) => ({
              value: String(l),
              label: t('rules.vip.level', { level: l }),
            }))}
          />
          <Input
            label={t('rules.invite.reward', { n })}
            {...amountInput}
            value={row.reward}
            onValueChange={(v) => set({ ...row, reward: v })}
          />
        </>
      )}
      save={(rewards, reason) => save.mutateAsync({ rewards, reason })}
    />
  );
}
