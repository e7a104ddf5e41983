import type { Game, Lobby } from '@touchline/api';
import { exampleLobby, platformExamples } from '@touchline/api/examples';

const ok = (data: unknown) => ({ code: 200, msg: '', data });
export const down = { code: 500, msg: '' } as const;
export { ok };

const game = (code: string, name: string, extra: Partial<Game> = {}): Game => ({
  gameCode: code,
  gameName: name,
  gameType: 'slot',
  lobbyCode: 'touchline-slots',
  icon: `/static/games/${code}.svg`,
  isHotGame: false,
  startTimestamp: null,
  endTimestamp: null,
  isMaintain: false,
  ...extra,
});

/** The seed's originals, and a few more so the rows fill (pictures the site has). */
export const storyGames: Game[] = [
  game('golden-goal', 'Golden Goal', { isHotGame: true }),
  game('penalty-dice', 'Penalty Dice', { isHotGame: true }),
  game('lucky-striker', 'Lucky Striker', { isHotGame: true }),
  game('corner-kick-cash', 'Corner Kick Cash'),
  game('hat-trick-heroes', 'Hat-trick Heroes'),
  game('penalty-king', 'Penalty King', {
    isHotGame: true,
    // in maintenance whenever the story is shown
    startTimestamp: 0,
    endTimestamp: 4_102_444_800_000,
  }),
];

export const storyLobbies: Lobby[] = [
  { ...exampleLobby, lobbyName: 'Touchline Originals', gameList: storyGames },
  {
    ...exampleLobby,
    lobbyCode: 'reef-hunters',
    lobbyName: 'Reef Hunters',
    gameType: 'fishing',
    gameList: [
      game('reef-hunter', 'Reef Hunter', { gameType: 'fishing', lobbyCode: 'reef-hunters' }),
    ],
  },
];

export const storyGameTypes = [
  { gameType: 'sports', name: 'Sports', icon: '', sort: 1 },
  { gameType: 'slot', name: 'Slots', icon: '', sort: 2 },
  { gameType: 'fishing', name: 'Fishing', icon: '', sort: 3 },
];

export const lobbyAnswers = {
  listHomeLobbies: ok(storyLobbies),
  listGameTypes: ok(storyGameTypes),
  listSlotGames: ok(storyGames),
};

export const LAUNCH = platformExamples.openGameSession.request.launchToken;
