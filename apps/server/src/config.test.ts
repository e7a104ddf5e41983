import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to an embedded database on 127.0.0.1:8080 in demo mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 8080,
      DATA_DIR: './data',
      demo: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the port and a PostgreSQL address', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(config.PORT).toBe(9090);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8080);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32/],
    [{ PUBLIC_URL: 'touchline.example' }, /PUBLIC_URL must be an http/],
    [{ PUBLIC_URL: 'https://touchline.example/app' }, /PUBLIC_URL/],
    [{ BOT_CHECK_DIFFICULTY: '40' }, /BOT_CHECK_DIFFICULTY/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses production without a database and a session secret, and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL is required.*SESSION_SECRET is required/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/touchline',
      SESSION_SECRET: 'x'.repeat(32),
      GAME_PROVIDER_SECRET: 'g'.repeat(32),
      PUBLIC_URL: 'https://touchline.example',
    });
    expect(config.demo).toBe(false);
  });
});
