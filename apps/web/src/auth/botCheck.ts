import type { PlatformClient } from '@touchline/api';
import { BOT_CHECK_TIMEOUT_MS, isBotCheckPassed } from '@touchline/domain';

/** Solves in a Web Worker when the browser has one; otherwise in slices on this thread. */
export async function solveChallenge(
  salt: string,
  difficulty: number,
  signal: AbortSignal,
): Promise<string | null> {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    try {
      return await new Promise<string | null>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<string | null>) => resolve(event.data);
        worker.onerror = (event) => reject(new Error(event.message));
        signal.addEventListener('abort', () => resolve(null), { once: true });
        worker.postMessage({ salt, difficulty });
      });
    } finally {
      worker.terminate();
    }
  }
  // no worker: the hash function is fetched only now (it is not on the page's critical path)
  const { searchNonce } = await import('./pow.ts');
  const slice = 2_000;
  for (let from = 0; !signal.aborted; from += slice) {
    const nonce = searchNonce(salt, difficulty, from, slice);
    if (nonce !== null) return nonce;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

export interface BotCheck {
  /**
   * A one-time bot-check token, or null when the check failed or took longer than the 6 s limit
   * (the server then decides whether it needs one). Each token serves one call.
   */
  token(): Promise<string | null>;
  /** Starts solving in the background, so the next `token()` is ready sooner. */
  prefetch(): void;
}

export function createBotCheck(
  platform: Pick<PlatformClient, 'auth'>,
  timeoutMs: number = BOT_CHECK_TIMEOUT_MS,
): BotCheck {
  let ahead: Promise<string | null> | null = null;
  const run = async (signal: AbortSignal): Promise<string | null> => {
    const challenge = await platform.auth.getBotChallenge(undefined, {
      noNeedResponseMsg: true,
      signal,
    });
    const nonce = await solveChallenge(challenge.salt, challenge.difficulty, signal);
    if (nonce === null) return null;
    const verdict = await platform.auth.verifyBotCheck(
      { challengeId: challenge.challengeId, nonce },
      { noNeedResponseMsg: true, signal },
    );
    return isBotCheckPassed(verdict.status) ? verdict.token : null;
  };
  const limited = async (): Promise<string | null> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await run(controller.signal);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    token() {
      const ready = ahead;
      ahead = null;
      return ready ?? limited();
    },
    prefetch() {
      ahead ??= limited();
    },
  };
}
