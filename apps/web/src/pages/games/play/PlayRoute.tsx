import {
  isApiError,
  isNetworkError,
  isTimeoutError,
  type DiceRound,
  type FairnessState,
  type GameSession,
  type SlotRound,
} from '@touchline/api';
import { isClientSeed, type Language } from '@touchline/domain';
import {
  EmptyState,
  FairnessPanel,
  formatMoney,
  Skeleton,
  type FairnessRound,
  type FairnessSeedPair,
} from '@touchline/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../../app/context.tsx';
import { titled, useDocumentTitle } from '../../../app/documentTitle.ts';
import {
  useOpenGameSession,
  useRotateSeed,
  useSetClientSeed,
} from '../../../data/mutations/games.ts';
import { useGameRounds } from '../../../data/queries/games.ts';
import { reportBalance } from '../gameMessages.ts';
import { verifyHref } from '../paths.ts';
import { DicePlay } from './DicePlay.tsx';
import { SlotPlay } from './SlotPlay.tsx';
import * as css from './play.css.ts';

/** Says why a round failed, in the player's language (the provider's own words when it gave some). */
export type RoundErrorText = (error: unknown) => string;

function useRoundErrorText(): RoundErrorText {
  const { t } = useTranslation('games');
  return (error) => {
    if (isApiError(error) && error.msg.trim() !== '') return error.msg;
    if (isTimeoutError(error) || isNetworkError(error)) return t('play.network');
    return t('play.failed');
  };
}

function FairnessSection({
  session,
  fairness,
  onFairness,
}: {
  session: GameSession;
  fairness: FairnessState;
  onFairness: (fairness: FairnessState) => void;
}) {
  const { t, i18n } = useTranslation('games');
  const setSeed = useSetClientSeed(session.sessionToken);
  const rotate = useRotateSeed(session.sessionToken);
  const rounds = useGameRounds(session);
  const [previous, setPrevious] = useState<FairnessSeedPair | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useRoundErrorText();
  const money = (amount: string) =>
    formatMoney(amount, { language: i18n.language as Language, currency: session.currency });

  const listed: FairnessRound[] = (rounds.data ?? []).map((round) => ({
    id: round.roundId,
    nonce: round.nonce,
    resultText: t('play.roundResult', { stake: money(round.stake), win: money(round.win) }),
    ...(round.serverSeed
      ? {
          verifyHref: verifyHref({
            kind: round.kind,
            serverSeed: round.serverSeed,
            serverSeedHash: round.serverSeedHash,
            clientSeed: round.clientSeed,
            nonce: round.nonce,
            gameCode: round.gameCode,
            dice: round.dice,
          }),
        }
      : {}),
  }));

  return (
    <>
      <FairnessPanel
        className={css.fairness}
        serverSeedHash={fairness.serverSeedHash}
        clientSeed={fairness.clientSeed}
        nonce={fairness.nonce}
        onClientSeedSave={(clientSeed) =>
          setSeed.mutate(clientSeed, {
            onSuccess: (next) => {
              setFailure(null);
              onFairness(next);
            },
            onError: (error) => setFailure(errorText(error)),
          })
        }
        clientSeedSaving={setSeed.isPending}
        checkClientSeed={(seed) => (isClientSeed(seed) ? null : 'characters')}
        onRotate={() =>
          rotate.mutate(undefined, {
            onError: (error) => setFailure(errorText(error)),
            onSuccess: ({ revealed, fairness: next }) => {
              setFailure(null);
              setPrevious({
                serverSeed: revealed.serverSeed,
                serverSeedHash: revealed.serverSeedHash,
                clientSeed: revealed.clientSeed,
                nonce: revealed.rounds,
              });
              onFairness(next);
            },
          })
        }
        rotating={rotate.isPending}
        previous={previous}
        rounds={listed}
        renderVerifyLink={(round, content) =>
          round.verifyHref ? (
            <a href={round.verifyHref} target="_blank" rel="noopener noreferrer">
              {content}
            </a>
          ) : null
        }
      />
      {failure ? (
        <p role="alert" className={css.error}>
          {failure}
        </p>
      ) : null}
    </>
  );
}

/**
 * The game client: what a game frame shows (`/play/:gameCode?launch=…`), outside the site's
 * layout. It opens the game session of the launch token once (kept for this tab, so reloading the
 * frame needs no new launch), then runs the slot or the dice with the fairness panel, and tells
 * the page around it each new balance.
 */
export function PlayRoute() {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const launchToken = params.get('launch') ?? '';
  const shell = useShell();
  const errorText = useRoundErrorText();
  const open = useOpenGameSession();
  const [session, setSession] = useState<GameSession | null>(() =>
    launchToken ? shell.store.gameSession.get(launchToken) : null,
  );
  useDocumentTitle(titled(session?.gameName ?? t('play.title')));

  const asked = useRef(false);
  useEffect(() => {
    if (session || launchToken === '' || asked.current) return;
    asked.current = true;
    open.mutate(launchToken, {
      onSuccess: (opened) => {
        shell.store.gameSession.set(launchToken, opened);
        setSession(opened);
      },
    });
  }, [session, launchToken, open, shell]);

  const update = (patch: Partial<GameSession>) =>
    setSession((before) => {
      if (!before) return before;
      const next = { ...before, ...patch };
      shell.store.gameSession.set(launchToken, next);
      return next;
    });
  const onRoundDone = (round: SlotRound | DiceRound) => {
    update({ balance: round.balance, fairness: round.fairness });
    reportBalance(round.balance);
  };

  let body;
  if (launchToken === '') {
    body = <EmptyState kind="error" title={t('play.noLaunch')} />;
  } else if (!session) {
    body = open.isError ? (
      <EmptyState kind="error" title={t('play.openFailed')} description={errorText(open.error)} />
    ) : (
      <div className={css.loading}>
        <p role="status">{t('play.opening')}</p>
        <Skeleton shape="rect" height={360} />
      </div>
    );
  } else {
    body = (
      <>
        {session.kind === 'slot' ? (
          <SlotPlay
            session={session}
            balance={session.balance}
            onRoundDone={onRoundDone}
            errorText={errorText}
          />
        ) : (
          <DicePlay
            session={session}
            balance={session.balance}
            onRoundDone={onRoundDone}
            errorText={errorText}
          />
        )}
        <FairnessSection
          session={session}
          fairness={session.fairness}
          onFairness={(fairness) => update({ fairness })}
        />
      </>
    );
  }

  return (
    <main className={css.page} aria-label={session?.gameName ?? t('play.title')}>
      {body}
    </main>
  );
}
