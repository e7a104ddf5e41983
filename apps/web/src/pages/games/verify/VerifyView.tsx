import {
  DICE_MULTIPLIER_SCALE,
  formatMinor,
  type DiceDirection,
  type VerifiedRound,
} from '@touchline/domain';
import { Button, Input, RadioGroup, SlotSymbol, slotSymbolLabel, useUiText } from '@touchline/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as css from '../games.css.ts';
import * as own from './Verify.css.ts';

export interface VerifyForm {
  game: 'slot' | 'dice';
  serverSeed: string;
  /** The hash shown before play (optional). */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** Dice: the target as typed, 0.00–100.00. */
  target: string;
  direction: DiceDirection;
}

/** The outcome of the last check, or why the inputs can't be checked. */
export type VerifyResult =
  | { status: 'idle' }
  | { status: 'invalid'; reason: 'serverSeed' | 'clientSeed' | 'nonce' | 'target' }
  | { status: 'done'; round: VerifiedRound; stakeMinor: bigint; payMinor: bigint };

export interface VerifyViewProps {
  form: VerifyForm;
  onChange: (form: VerifyForm) => void;
  onVerify: () => void;
  result: VerifyResult;
}

/** Decimal places of a dice multiplier (its scale is a power of ten). */
const MULTIPLIER_DECIMALS = Math.round(Math.log10(DICE_MULTIPLIER_SCALE));

/** A slot window as a table: rows across, reels down; winning cells marked in words too. */
function SlotWindowTable({
  window,
  winning,
  caption,
}: {
  window: readonly (readonly string[])[];
  winning: ReadonlySet<string>;
  caption: string;
}) {
  const { t } = useTranslation('games');
  const uiText = useUiText();
  const rows = window[0]?.length ?? 0;
  return (
    <table className={own.window}>
      <caption className={css.srOnly}>{caption}</caption>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {window.map((reel, r) => {
              const won = winning.has(`${r}:${row}`);
              return (
                <td key={r} className={won ? own.won : own.cell}>
                  <span className={own.symbol}>
                    <SlotSymbol id={reel[row]!} label={slotSymbolLabel(reel[row]!, uiText)} />
                  </span>
                  {won ? <span className={css.srOnly}> ({t('verify.winningCell')})</span> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Outcome({ result }: { result: Extract<VerifyResult, { status: 'done' }> }) {
  const { t } = useTranslation('games');
  const uiText = useUiText();
  const { round } = result;
  return (
    <section className={css.section} aria-labelledby="verify-outcome" aria-live="polite">
      <h2 id="verify-outcome" className={css.heading}>
        {t('verify.outcome')}
      </h2>
      <dl className={own.facts}>
        <dt>{t('verify.computedHash')}</dt>
        <dd className={css.mono}>{round.serverSeedHash}</dd>
        {round.hashMatches !== null ? (
          <>
            <dt>{t('verify.hashCheck')}</dt>
            <dd className={round.hashMatches ? own.good : own.bad}>
              {round.hashMatches ? t('verify.hashMatches') : t('verify.hashDiffers')}
            </dd>
          </>
        ) : null}
        {round.game === 'dice' ? (
          <>
            <dt>{t('verify.roll')}</dt>
            <dd className={own.big}>{formatMinor(round.outcome.roll)}</dd>
            <dt>{t('verify.result')}</dt>
            <dd className={round.outcome.win ? own.good : undefined}>
              {round.outcome.win
                ? t('verify.diceWin', {
                    multiplier: formatMinor(round.outcome.multiplier, MULTIPLIER_DECIMALS),
                  })
                : t('verify.diceLose')}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('verify.spins')}</dt>
            <dd>{round.outcome.spins.length}</dd>
            <dt>{t('verify.pays')}</dt>
            <dd>
              {t('verify.slotPays', {
                stake: formatMinor(result.stakeMinor),
                win: formatMinor(result.payMinor),
              })}
            </dd>
          </>
        )}
      </dl>
      {round.game === 'slot' ? (
        <ol className={own.spins}>
          {round.outcome.spins.map((spin, i) => {
            const ev = spin.evaluation;
            // scatters count as won only when they paid or gave free spins
            const scattersWon = ev.scatter.pay > 0 || ev.freeSpinsAwarded > 0;
            const winning = new Set(
              [
                ...ev.lineWins.flatMap((w) => w.positions),
                ...(scattersWon ? ev.scatter.positions : []),
              ].map(([reel, row]) => `${reel}:${row}`),
            );
            const title = spin.freeSpin
              ? t('verify.freeSpin', { number: i, multiplier: spin.multiplier })
              : t('verify.baseSpin');
            return (
              <li key={i} className={own.spin}>
                <h3 className={own.spinTitle}>{title}</h3>
                <SlotWindowTable window={ev.window} winning={winning} caption={title} />
                {ev.lineWins.length === 0 && ev.scatter.pay === 0 ? (
                  <p className={own.muted}>{t('verify.noWin')}</p>
                ) : (
                  <ul className={own.wins}>
                    {ev.lineWins.map((w) => (
                      <li key={w.line}>
                        {t('verify.lineWin', {
                          line: w.line + 1,
                          n: w.count,
                          symbol: slotSymbolLabel(w.symbol, uiText),
                          pay: w.pay * spin.multiplier,
                        })}
                      </li>
                    ))}
                    {ev.scatter.pay > 0 ? (
                      <li>
                        {t('verify.scatterWin', {
                          n: ev.scatter.count,
                          pay: ev.scatter.pay * spin.multiplier,
                        })}
                      </li>
                    ) : null}
                  </ul>
                )}
                {ev.freeSpinsAwarded > 0 ? (
                  <p className={own.good}>
                    {t('verify.freeSpinsAwarded', { n: ev.freeSpinsAwarded })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

/**
 * The provably fair verifier as a pure view: the scheme in a paragraph, the round's inputs, and
 * the outcome recomputed in the browser.
 */
export function VerifyView({ form, onChange, onVerify, result }: VerifyViewProps) {
  const { t } = useTranslation('games');
  const set = <K extends keyof VerifyForm>(key: K, value: VerifyForm[K]) =>
    onChange({ ...form, [key]: value });
  const invalid = result.status === 'invalid' ? result.reason : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify();
  };
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('verify.title')}</h1>
      <p className={own.explain}>{t('verify.scheme')}</p>
      <form className={own.form} onSubmit={submit} noValidate>
        <RadioGroup
          legend={t('verify.game')}
          value={form.game}
          onChange={(value) => set('game', value)}
          options={[
            { value: 'slot' as const, label: t('verify.gameSlot') },
            { value: 'dice' as const, label: t('verify.gameDice') },
          ]}
        />
        <Input
          label={t('verify.serverSeed')}
          value={form.serverSeed}
          onValueChange={(v) => set('serverSeed', v)}
          error={invalid === 'serverSeed' ? t('verify.serverSeedInvalid') : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <Input
          label={t('verify.serverSeedHash')}
          optional
          value={form.serverSeedHash}
          onValueChange={(v) => set('serverSeedHash', v)}
          autoComplete="off"
          spellCheck={false}
        />
        <Input
          label={t('verify.clientSeed')}
          value={form.clientSeed}
          onValueChange={(v) => set('clientSeed', v)}
          error={invalid === 'clientSeed' ? t('verify.clientSeedInvalid') : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <Input
          label={t('verify.nonce')}
          mode="numeric"
          value={form.nonce}
          onValueChange={(v) => set('nonce', v)}
          error={invalid === 'nonce' ? t('verify.nonceInvalid') : undefined}
        />
        {form.game === 'dice' ? (
          <>
            <Input
              label={t('verify.target')}
              mode="decimal"
              maxDecimals={2}
              value={form.target}
              onValueChange={(v) => set('target', v)}
              error={invalid === 'target' ? t('verify.targetInvalid') : undefined}
            />
            <RadioGroup
              legend={t('verify.direction')}
              value={form.direction}
              onChange={(value) => set('direction', value)}
              options={[
                { value: 'over' as const, label: t('verify.over') },
                { value: 'under' as const, label: t('verify.under') },
              ]}
            />
          </>
        ) : null}
        <Button type="submit">{t('verify.submit')}</Button>
      </form>
      {result.status === 'done' ? <Outcome result={result} /> : null}
    </div>
  );
}
