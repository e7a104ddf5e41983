/** The benchmarks' child processes (servers, clients) and their messages. */
import type { ChildProcess } from 'node:child_process';

/** The next message of a child that passes the test; fails if the child ends first. */
export const next = <T>(child: ChildProcess, test: (m: T) => boolean): Promise<T> =>
  new Promise((resolve, reject) => {
    const onMessage = (m: T) => {
      if (!test(m)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`${child.spawnargs.at(-1)} ended (${code}) before its message`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });

/**
 * The child's end: its exit code, or its signal. A child may end before this is asked (a client
 * gone once its figures are out), and then its `exit` event is past: waiting for it would hang.
 */
export const stopped = (child: ChildProcess): Promise<number | NodeJS.Signals | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode ?? child.signalCode);
    } else child.once('exit', (code, signal) => resolve(code ?? signal));
  });
