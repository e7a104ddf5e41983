import type { GameSession, SlotRound, SlotSpin } from '@touchline/api';
import {
  autoplayAfterRound,
  compareAmounts,
  formatMinor,
  GOLDEN_GOAL,
  parseAmountToMinor,
  SLOT_GAMES,
  slotWindow,
  type AutoplayState,
} from '@touchline/domain';
import {
  SlotMachine,
  type GameDisabledReason,
  type SlotAutoplaySettings,
  type SlotFreeSpins,
  type SlotWin,
} from '@touchline/ui';
import { useEffect, useRef, useState } from 'react';
import { useSpinSlot } from '../../../data/mutations/games.ts';
import { paceOf, useReducedMotion, wait } from './pace.ts';
import type { RoundErrorText } from './PlayRoute.tsx';
import * as css from './play.css.ts';

interface Shown {
  window: readonly (readonly string[])[];
  wins: readonly SlotWin[];
  freeSpins: SlotFreeSpins | null;
  lastWin: string | null;
}

/** The reels before the first spin: every reel at its strip's start. */
function restingWindow(gameCode: string): Shown {
  const config = Object.hasOwn(SLOT_GAMES, gameCode) ? SLOT_GAMES[gameCode]! : GOLDEN_GOAL;
  return {
    window: slotWindow(
      config,
      config.reels.map(() => 0),
    ),
    wins: [],
    freeSpins: null,
    lastWin: null,
  };
}

function shownSpin(spin: SlotSpin, index: number, freeTotal: number): Shown {
  return {
    window: spin.window,
    wins: [
      ...spin.lineWins.map((w) => ({ line: w.line + 1, positions: w.positions, amount: w.win })),
      // scatters pay wherever they land; a count that pays nothing is not a win
      ...(compareAmounts(spin.scatter.win, '0') === 1
        ? [
            {
              line: 'scatter' as const,
              positions: spin.scatter.positions,
              amount: spin.scatter.win,
            },
          ]
        : []),
    ],
    freeSpins: spin.freeSpin
      ? { left: freeTotal - index, total: freeTotal, multiplier: spin.multiplier }
      : null,
    lastWin: spin.win,
  };
}

/** The balance while a stake is out: exact, in minor units. */
function minus(balance: string, stake: string): string {
  const b = parseAmountToMinor(balance);
  const s = parseAmountToMinor(stake);
  return b === null || s === null ? balance : formatMinor(b - s);
}

export interface SlotPlayProps {
  session: GameSession;
  balance: string;
  onRoundDone: (round: SlotRound) => void;
  errorText: RoundErrorText;
}

/**
 * The slot wired to the provider: a spin takes the stake at once, the reels turn until the
 * answer (and a short while), then each spin of the round shows in turn — the base spin, then
 * its free spins one after another — and the round's balance comes in. Autoplay repeats it until
 * a stop condition (domain) holds or the player stops it.
 */
export function SlotPlay({ session, balance, onRoundDone, errorText }: SlotPlayProps) {
  const pace = paceOf(useReducedMotion());
  const spin = useSpinSlot(session.sessionToken);
  const [stake, setStake] = useState(session.stakes[0]!);
  const [shown, setShown] = useState<Shown>(() => restingWindow(session.gameCode));
  const [spinning, setSpinning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shownBalance, setShownBalance] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const [auto, setAuto] = useState<AutoplayState | null>(null);
  const autoRef = useRef<AutoplayState | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      autoRef.current = null;
    };
  }, []);

  const setAutoplay = (next: AutoplayState | null) => {
    autoRef.current = next;
    setAuto(next);
  };

  /** One round, shown to the end; null when it was refused (the stake is kept). */
  async function playRound(): Promise<SlotRound | null> {
    setError(null);
    setBusy(true);
    setSpinning(true);
    setShown((before) => ({ ...before, wins: [], lastWin: null }));
    setShownBalance(minus(balance, stake));
    let round: SlotRound;
    try {
      [round] = await Promise.all([spin.mutateAsync(stake), wait(pace.spinMs)]);
    } catch (failure) {
      if (live.current) {
        setSpinning(false);
        setBusy(false);
        setShownBalance(null);
        setError(errorText(failure));
      }
      return null;
    }
    const freeTotal = round.spins.length - 1;
    for (const [index, each] of round.spins.entries()) {
      if (!live.current) return null;
      if (index > 0) {
        setSpinning(true);
        await wait(pace.spinMs);
      }
      setShown(shownSpin(each, index, freeTotal));
      setSpinning(false);
      // each spin of a round with free spins stays a moment, the last one too (its banner)
      if (freeTotal > 0) await wait(pace.freeSpinMs);
    }
    if (!live.current) return null;
    setShown((before) => ({ ...before, freeSpins: null, lastWin: round.win }));
    setShownBalance(null);
    setBusy(false);
    onRoundDone(round);
    return round;
  }

  async function startAutoplay(settings: SlotAutoplaySettings) {
    setAutoplay({
      left: settings.count,
      stopOnWin: settings.stopOnWin,
      stopBelow: settings.stopBelow,
    });
    while (autoRef.current && live.current) {
      const round = await playRound();
      if (!round || !autoRef.current) {
        setAutoplay(null);
        break;
      }
      const next = autoplayAfterRound(autoRef.current, {
        win: round.win,
        balance: round.balance,
        stake,
      });
      setAutoplay(next);
      if (next) await wait(pace.autoplayMs);
    }
  }

  const current = shownBalance ?? balance;
  const reason: GameDisabledReason | null = busy
    ? 'busy'
    : compareAmounts(balance, stake) === -1
      ? 'insufficient-balance'
      : null;

  return (
    <div className={css.game}>
      <SlotMachine
        title={session.gameName}
        window={shown.window}
        spinning={spinning}
        wins={shown.wins}
        freeSpins={shown.freeSpins}
        stakes={session.stakes}
        stake={stake}
        onStakeChange={setStake}
        balance={current}
        currency={session.currency}
        lastWin={shown.lastWin}
        onSpin={() => void playRound()}
        spinDisabledReason={auto ? null : reason}
        autoplay={auto !== null}
        {...(auto ? { autoplayLeft: auto.left } : {})}
        onAutoplayStart={(settings) => void startAutoplay(settings)}
        onAutoplayStop={() => setAutoplay(null)}
        soundOn={soundOn}
        onSoundChange={setSoundOn}
      />
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
