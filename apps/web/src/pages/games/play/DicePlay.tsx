import type { DiceRound, GameSession } from '@touchline/api';
import {
  compareAmounts,
  DICE_MULTIPLIER_SCALE,
  diceChanceBp,
  diceMultiplier,
  diceTargetBounds,
  formatMinor,
  isDiceTarget,
  parseAmountToMinor,
  type DiceDirection,
  type Language,
} from '@touchline/domain';
import { DiceGame, formatMoney, type DiceRollResult, type GameDisabledReason } from '@touchline/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRollDice } from '../../../data/mutations/games.ts';
import type { RoundErrorText } from './PlayRoute.tsx';
import * as css from './play.css.ts';

const MULTIPLIER_DECIMALS = Math.round(Math.log10(DICE_MULTIPLIER_SCALE));
const START_TARGET = 5000;

export interface DicePlayProps {
  session: GameSession;
  balance: string;
  onRoundDone: (round: DiceRound) => void;
  errorText: RoundErrorText;
}

/**
 * Penalty Dice wired to the provider: the chance and the multiplier come from domain as the
 * target and direction change; a stake must be one the session offers; the roll's answer lands
 * on the track and the round's balance comes in.
 */
export function DicePlay({ session, balance, onRoundDone, errorText }: DicePlayProps) {
  const { i18n } = useTranslation();
  const roll = useRollDice(session.sessionToken);
  const [target, setTarget] = useState(START_TARGET);
  const [direction, setDirection] = useState<DiceDirection>('over');
  const [stake, setStake] = useState(session.stakes[0]!);
  const [result, setResult] = useState<DiceRollResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bounds = diceTargetBounds(direction);
  const valid = isDiceTarget(target, direction);

  const stakeMinor = parseAmountToMinor(stake);
  const offered =
    stakeMinor !== null && session.stakes.some((s) => parseAmountToMinor(s) === stakeMinor);
  const reason: GameDisabledReason | null = roll.isPending
    ? 'busy'
    : !offered || !valid
      ? 'invalid-stake'
      : compareAmounts(balance, stake) === -1
        ? 'insufficient-balance'
        : null;

  const money = (amount: string) =>
    formatMoney(amount, { language: i18n.language as Language, currency: session.currency });

  const onRoll = () => {
    if (reason !== null || stakeMinor === null) return;
    setError(null);
    roll.mutate(
      { stake: formatMinor(stakeMinor), target, direction },
      {
        onSuccess: (round) => {
          setResult({
            roll: round.roll,
            win: compareAmounts(round.win, 0) === 1,
            payoutText: money(round.win),
          });
          onRoundDone(round);
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <div className={css.game}>
      <DiceGame
        title={session.gameName}
        target={target}
        min={bounds.min}
        max={bounds.max}
        onTargetChange={setTarget}
        direction={direction}
        onDirectionChange={(next) => {
          const { min, max } = diceTargetBounds(next);
          setDirection(next);
          setTarget((before) => Math.min(max, Math.max(min, before)));
        }}
        chanceText={`${formatMinor(diceChanceBp(target, direction))}%`}
        multiplierText={
          valid ? `×${formatMinor(diceMultiplier(target, direction), MULTIPLIER_DECIMALS)}` : '–'
        }
        stake={stake}
        onStakeChange={setStake}
        onRoll={onRoll}
        rolling={roll.isPending}
        result={result}
        disabledReason={reason}
        balance={balance}
        currency={session.currency}
      />
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
