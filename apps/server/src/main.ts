import { ConfigError } from './config.ts';
import { startLogger } from './http/logging.ts';
import { demoBanner } from './seed.ts';
import { startServer } from './server.ts';

/**
 * `pnpm start`: the server from process.env — the APIs and the built web app on one port —
 * closing cleanly on SIGINT or SIGTERM (a second signal forces the exit).
 */
async function main(): Promise<void> {
  let server;
  try {
    server = await startServer(process.env, { logger: startLogger(process.env) });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${process.env.PORT || 8080} is already in use: stop what uses it, or set PORT to another.`,
      );
      process.exit(1);
    }
    throw error;
  }
  const running = server;
  let closing = false;
  const close = async (signal: string) => {
    if (closing) {
      running.app.log.warn({ signal }, 'forced exit');
      process.exit(1);
    }
    closing = true;
    running.app.log.info({ signal }, 'shutting down');
    try {
      await running.close();
      process.exit(0);
    } catch (error) {
      running.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  if (running.config.demo) console.log(demoBanner());
  console.log(`Touchline is ready at ${running.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
