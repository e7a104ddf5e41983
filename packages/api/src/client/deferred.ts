import { NetworkError } from '../errors.ts';

/**
 * A client (the platform's, the sportsbook's) whose code is loaded by its first call, standing in
 * for it meanwhile: `client.area.name(input)` and `client.name(input)` are the loaded client's
 * own, called with the same arguments once it is there, in the order they were made.
 *
 * The clients carry ky and the contract's call registry with every call's schemas; zod with them
 * (issue 16). A page rendered by the server makes no call while it starts — its data came with
 * it — so a visitor's first screen downloads none of that until something asks the server.
 *
 * - Before the client is loaded, every function returns a promise: a call's answer, or (for a
 *   function of no answer, such as `resetConfig`) undefined once it has run. Once loaded, a
 *   function runs at once and returns what the client's returns.
 * - A client that cannot be loaded (the network dropped) fails the call with a `NetworkError`,
 *   as a request that never got an answer does; the next call tries the load again.
 * - The same path gives the same function every time (a stable dependency for React's hooks).
 * - The stand-in is never a promise (`then` is undefined), so it may be passed through `await`.
 */
export function deferClient<Client extends object>(load: () => Promise<Client>): Client {
  let loaded: Client | undefined;
  let loading: Promise<Client> | undefined;
  const client = (path: string): Promise<Client> =>
    (loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        const message = error instanceof Error ? error.message : String(error);
        throw new NetworkError(message, { call: path }, { cause: error });
      },
    ));

  const standIns = new Map<string, unknown>();
  const standIn = (path: readonly string[]): unknown => {
    const key = path.join('.');
    const known = standIns.get(key);
    if (known) return known;
    const invoke = (value: Client, args: unknown[]): unknown => {
      let owner: unknown = value;
      for (const part of path.slice(0, -1)) owner = (owner as Record<string, unknown>)[part];
      const fn = (owner as Record<string, unknown>)[path[path.length - 1]!];
      if (typeof fn !== 'function') throw new TypeError(`${key} is not a function of the client`);
      return (fn as (...a: unknown[]) => unknown).apply(owner, args);
    };
    const made = new Proxy(function deferred() {}, {
      get: (_, part) =>
        typeof part === 'string' && part !== 'then' ? standIn([...path, part]) : undefined,
      apply: (_, __, args: unknown[]) =>
        loaded ? invoke(loaded, args) : client(key).then((value) => invoke(value, args)),
    });
    standIns.set(key, made);
    return made;
  };
  return standIn([]) as Client;
}
