import {
  GOLDEN_GOAL,
  isClientSeed,
  isDiceTarget,
  parseAmountToMinor,
  payUnitsPerStake,
  SLOT_GAMES,
  slotWin,
  verifyRound,
  type DiceDirection,
} from '@touchline/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VerifyView, type VerifyForm, type VerifyResult } from './VerifyView.tsx';

/** The stake a slot round's pay is shown for: 1.00. */
const SHOWN_STAKE_MINOR = 100n;

function formFrom(params: URLSearchParams): VerifyForm {
  const targetParam = Number(params.get('target'));
  return {
    game: params.get('game') === 'dice' ? 'dice' : 'slot',
    serverSeed: params.get('serverSeed') ?? '',
    serverSeedHash: params.get('hash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '',
    target:
      Number.isInteger(targetParam) && params.has('target')
        ? (targetParam / 100).toFixed(2)
        : '50.00',
    direction: params.get('direction') === 'under' ? 'under' : 'over',
  };
}

/** Recomputes a round from the form, in the browser, with the rules the server played it by. */
export function verifyForm(form: VerifyForm, slotCode: string | null): VerifyResult {
  const serverSeed = form.serverSeed.trim();
  if (serverSeed === '') return { status: 'invalid', reason: 'serverSeed' };
  if (!isClientSeed(form.clientSeed)) return { status: 'invalid', reason: 'clientSeed' };
  const nonce = Number(form.nonce);
  if (form.nonce.trim() === '' || !Number.isSafeInteger(nonce) || nonce < 0) {
    return { status: 'invalid', reason: 'nonce' };
  }
  const common = {
    serverSeed,
    clientSeed: form.clientSeed,
    nonce,
    ...(form.serverSeedHash.trim() !== '' ? { serverSeedHash: form.serverSeedHash } : {}),
  };
  if (form.game === 'dice') {
    const target = parseAmountToMinor(form.target);
    const direction: DiceDirection = form.direction;
    if (target === null || !isDiceTarget(Number(target), direction)) {
      return { status: 'invalid', reason: 'target' };
    }
    const round = verifyRound('dice', { ...common, params: { target: Number(target), direction } });
    return { status: 'done', round, stakeMinor: SHOWN_STAKE_MINOR, payMinor: 0n };
  }
  const code = slotCode && Object.hasOwn(SLOT_GAMES, slotCode) ? slotCode : GOLDEN_GOAL.code;
  const round = verifyRound('slot', { ...common, params: { code } });
  const payMinor = slotWin(
    SHOWN_STAKE_MINOR,
    round.outcome.totalPayUnits,
    payUnitsPerStake(SLOT_GAMES[code] ?? GOLDEN_GOAL),
  );
  return { status: 'done', round, stakeMinor: SHOWN_STAKE_MINOR, payMinor };
}

/**
 * The provably fair verifier: prefilled from the address (a round's Verify link), checked at once
 * when it brings a server seed, and again on every submit.
 */
export function VerifyRoute() {
  const [params] = useSearchParams();
  const slotCode = params.get('code');
  const [form, setForm] = useState(() => formFrom(params));
  const [result, setResult] = useState<VerifyResult>(() =>
    form.serverSeed !== '' ? verifyForm(form, slotCode) : { status: 'idle' },
  );
  return (
    <VerifyView
      form={form}
      onChange={setForm}
      onVerify={() => setResult(verifyForm(form, slotCode))}
      result={result}
    />
  );
}
