import type { PlatformHandlers } from '../http/routes.ts';

/**
 * The in-house game provider's client calls (the game page the launch URL opens). They carry the
 * game session's token, not the member's: the provider knows players only through the operator.
 */
export const originalsHandlers = {
  openGameSession: {
    access: 'public',
    handle: (input, ctx) => ctx.app.originals.openSession(input.launchToken),
  },
  spinSlot: {
    access: 'public',
    handle: (input, ctx) => ctx.app.originals.spinSlot(input.sessionToken, input.stake),
  },
  rollDice: {
    access: 'public',
    handle: (input, ctx) =>
      ctx.app.originals.rollDice(input.sessionToken, input.stake, {
        target: input.target,
        direction: input.direction,
      }),
  },
  setGameClientSeed: {
    access: 'public',
    handle: (input, ctx) => ctx.app.originals.setClientSeed(input.sessionToken, input.clientSeed),
  },
  rotateGameSeed: {
    access: 'public',
    handle: (input, ctx) => ctx.app.originals.rotateSeed(input.sessionToken),
  },
  listGameRounds: {
    access: 'public',
    handle: (input, ctx) =>
      ctx.app.originals.listRounds(input.sessionToken, input.page, input.pageSize),
  },
} satisfies PlatformHandlers;
