import { describe, expect, it, vi } from 'vitest';
import { isNetworkError } from '../errors.ts';
import { deferClient } from './deferred.ts';

interface Client {
  auth: { login(input: { userName: string }): Promise<string> };
  call(name: string): Promise<string>;
  resetConfig(): void;
  log: string[];
}

function realClient(): Client {
  const log: string[] = [];
  return {
    log,
    auth: {
      async login(input) {
        log.push(`login ${input.userName}`);
        return `token of ${input.userName}`;
      },
    },
    async call(name) {
      log.push(`call ${name}`);
      return name;
    },
    resetConfig() {
      log.push('reset');
    },
  };
}

/** A load the test lets finish when it chooses. */
function gatedLoad(client: Client) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const load = vi.fn(async () => {
    await gate;
    return client;
  });
  return { load, open };
}

describe('deferClient', () => {
  it('loads nothing until the first call', () => {
    const load = vi.fn(async () => realClient());
    const client = deferClient(load);
    void client.auth;
    void client.auth.login;
    expect(load).not.toHaveBeenCalled();
  });

  it("calls the loaded client's functions, nested or not, with their arguments and answers", async () => {
    const real = realClient();
    const client = deferClient(async () => real);
    await expect(client.auth.login({ userName: 'demo' })).resolves.toBe('token of demo');
    await expect(client.call('x')).resolves.toBe('x');
    expect(real.log).toEqual(['login demo', 'call x']);
  });

  it('loads once for calls made together, and runs them in the order they were made', async () => {
    const real = realClient();
    const { load, open } = gatedLoad(real);
    const client = deferClient(load);
    const first = client.call('a');
    client.resetConfig();
    const second = client.auth.login({ userName: 'b' });
    expect(real.log).toEqual([]);
    open();
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.log).toEqual(['call a', 'reset', 'login b']);
  });

  it('runs a function at once when the client is loaded (a function of no answer, synchronously)', async () => {
    const real = realClient();
    const client = deferClient(async () => real);
    await client.call('load');
    client.resetConfig();
    expect(real.log).toEqual(['call load', 'reset']);
  });

  it('gives the same function for the same path every time', () => {
    const client = deferClient(async () => realClient());
    expect(client.auth.login).toBe(client.auth.login);
    expect(client.auth).toBe(client.auth);
    expect(client.call).not.toBe(client.resetConfig);
  });

  it('is not taken for a promise', async () => {
    const load = vi.fn(async () => realClient());
    const client = deferClient(load);
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(client)).resolves.toBe(client);
    expect(load).not.toHaveBeenCalled();
  });

  it('fails a call with a NetworkError when the client cannot be loaded, and loads again on the next', async () => {
    const real = realClient();
    const load = vi
      .fn<() => Promise<Client>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const client = deferClient(load);
    const error = await client.call('a').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({
      call: 'call',
      message: 'Failed to fetch dynamically imported module',
    });
    await expect(client.call('b')).resolves.toBe('b');
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.log).toEqual(['call b']);
  });

  it('says which function the client lacks', async () => {
    const client = deferClient(async () => realClient()) as unknown as {
      auth: { nothing(): Promise<void> };
    };
    await expect(client.auth.nothing()).rejects.toThrow('auth.nothing is not a function');
  });
});
