import { isApiError, isNetworkError, isTimeoutError, type Game } from '@touchline/api';
import {
  gameMaintenanceWindow,
  isInMaintenanceWindow,
  LANGUAGES,
  toggleFavouriteGame,
  type Language,
} from '@touchline/domain';
import { GameFrame } from '@touchline/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import { useShell } from '../../../app/context.tsx';
import { useHydrated } from '../../../app/hydration.ts';
import {
  useCollectGameFunds,
  useGameBalanceReport,
  useLaunchGame,
} from '../../../data/mutations/games.ts';
import { useGameTypes, useLobbyGames } from '../../../data/queries/games.ts';
import { useWallet } from '../../../data/queries/member.ts';
import { useHomeLobbies } from '../../../data/queries/site.ts';
import { isGameBalanceMessage } from '../gameMessages.ts';
import { GAME_HISTORY_PATH } from '../paths.ts';
import {
  GamesLobbyView,
  type GameTypeTab,
  type LobbyGameItem,
  type Part,
} from './GamesLobbyView.tsx';

/** Why a launch failed, in the member's language: the server's own words when it gave some. */
export function launchErrorText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.msg.trim() !== '') return error.msg;
  if (isTimeoutError(error)) return t('games:launch.timeout');
  if (isNetworkError(error)) return t('games:launch.network');
  return t('games:launch.failed');
}

const NO_FAVOURITES: ReadonlySet<string> = new Set();
const NO_RECENT: readonly string[] = [];

/** Marks a history entry the lobby pushed to open a game, so leaving goes back over it. */
interface FrameEntryState {
  gameFrame?: boolean;
}

/**
 * The games lobby's container: the lobbies, game types and the lobby's games; favourites and
 * recently played from storage (shown once hydrated: the server's HTML cannot know them, ADR 041);
 * the search and the open game in the address (`?q=`, `?play=`), so the browser's back button
 * closes a game; the launch, the frame and the collect on leaving.
 */
export function GamesLobbyRoute() {
  const { id: lobbyCode = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const shell = useShell();
  const { t, i18n } = useTranslation('games');

  const lobbies = useHomeLobbies();
  const types = useGameTypes();
  const games = useLobbyGames(lobbyCode);
  const wallet = useWallet();
  const launch = useLaunchGame();
  const collect = useCollectGameFunds();
  const reportBalance = useGameBalanceReport();

  const [favourites, setFavourites] = useState(() => new Set(shell.store.collectedIds.get()));
  const [recent, setRecent] = useState(() => shell.store.recentGames.get());
  const hydrated = useHydrated();
  // typed into the box first, then written to the address (it would lag a fast typist)
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  // the address's search comes back into the box on every navigation but the box's own writes
  // (replacements): back and forward, or a link to another lobby, show the search they had
  const urlSearch = params.get('q') ?? '';
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'REPLACE') setSearch(urlSearch);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation, not per keystroke
  }, [location.key]);
  const playCode = params.get('play');
  const lobby = lobbies.data?.find((l) => l.lobbyCode === lobbyCode);
  const now = Date.now();

  const setParam = (name: string, value: string | null) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const tabs = useMemo((): GameTypeTab[] => {
    const withGames = (lobbies.data ?? []).filter(
      (l) => l.gameType !== 'sports' && l.gameList.length > 0,
    );
    return (types.data ?? []).flatMap((type) => {
      const first = withGames.find((l) => l.gameType === type.gameType);
      return first
        ? [
            {
              gameType: type.gameType,
              name: type.name,
              href: `/electronic/${encodeURIComponent(first.lobbyCode)}`,
            },
          ]
        : [];
    });
  }, [lobbies.data, types.data]);

  const items: Part<readonly LobbyGameItem[]> =
    games.status === 'error'
      ? { status: 'error' }
      : games.data
        ? {
            status: 'ready',
            data: games.data.map((game) => ({
              game,
              maintenance: gameMaintenanceWindow(game, lobby, now),
            })),
          }
        : { status: 'loading' };

  const playing = games.data?.find((g) => g.gameCode === playCode) ?? null;

  // the launch: once per opening of a game (a retry asks again)
  const launched = useRef<string | null>(null);
  const startLaunch = (game: Game) => {
    launched.current = game.gameCode;
    const language = (LANGUAGES as readonly string[]).includes(i18n.language)
      ? (i18n.language as Language)
      : 'en';
    launch.mutate(
      { lobbyCode: game.lobbyCode, gameCode: game.gameCode, language },
      {
        onSuccess: (answer) => {
          setRecent(shell.store.recentGames.get());
          if (answer.openMode === 'window') {
            window.open(answer.url, '_blank', 'noopener');
            closeFrame();
          }
        },
      },
    );
  };
  useEffect(() => {
    if (!playCode) {
      launched.current = null;
      return;
    }
    if (!playing || launched.current === playCode) return;
    if (isInMaintenanceWindow(gameMaintenanceWindow(playing, lobby, Date.now()), Date.now())) {
      shell.notify({ tone: 'warning', key: 'games:launch.maintenance' });
      setParam('play', null);
      return;
    }
    startLaunch(playing);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a launch follows the address only
  }, [playCode, playing]);

  // leaving a game (the button, Escape, back, or another page) collects the game wallet back
  const collectRef = useRef(collect.mutate);
  collectRef.current = collect.mutate;
  const gameType = playing?.gameType ?? lobby?.gameType;
  useEffect(() => {
    if (!playCode) return;
    return () => collectRef.current(gameType);
  }, [playCode, gameType]);

  // a round in the game moved the balance: the header shows it at once (only a game frame of
  // this page, on this origin, is believed)
  useEffect(() => {
    if (!playCode) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source === null) return;
      const fromFrame = [...document.querySelectorAll('iframe')].some(
        (frame) => frame.contentWindow === event.source,
      );
      if (fromFrame && isGameBalanceMessage(event.data)) reportBalance(event.data.balance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playCode, reportBalance]);

  function openFrame(game: Game) {
    const next = new URLSearchParams(params);
    next.set('play', game.gameCode);
    void navigate(
      { search: `?${next.toString()}` },
      { state: { gameFrame: true } satisfies FrameEntryState },
    );
  }

  function closeFrame() {
    launch.reset();
    if ((location.state as FrameEntryState | null)?.gameFrame) void navigate(-1);
    else setParam('play', null);
  }

  // the frame's page loaded: the progress gives way to the game
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const src = launch.data?.openMode === 'iframe' ? launch.data.url : null;
  const frameStatus = launch.isError ? 'error' : src && loadedUrl === src ? 'ready' : 'launching';

  return (
    <>
      <GamesLobbyView
        now={now}
        lobbyName={lobby?.lobbyName ?? null}
        tabs={tabs}
        activeType={lobby?.gameType ?? games.data?.[0]?.gameType ?? null}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setParam('q', value);
        }}
        games={items}
        onRetry={() => void games.refetch()}
        favourites={hydrated ? favourites : NO_FAVOURITES}
        onFavouriteChange={(code, on) => {
          const next = toggleFavouriteGame(shell.store.collectedIds.get(), code, on);
          shell.store.collectedIds.set(next);
          setFavourites(new Set(next));
        }}
        recent={hydrated ? recent : NO_RECENT}
        launching={launch.isPending ? (launch.variables?.gameCode ?? null) : null}
        onLaunch={openFrame}
        historyHref={GAME_HISTORY_PATH}
      />
      {playCode && playing ? (
        <GameFrame
          gameName={playing.gameName}
          src={src}
          status={frameStatus}
          {...(launch.isError ? { errorText: launchErrorText(launch.error, t) } : {})}
          onFrameLoad={() => setLoadedUrl(src)}
          balance={wallet.data?.memberWallet ?? null}
          {...(wallet.data ? { currency: wallet.data.currency } : {})}
          onRetry={() => startLaunch(playing)}
          onLeave={closeFrame}
        />
      ) : null}
    </>
  );
}
