import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('applies the defaults when the environment is empty', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      APP_ORIGINS: ['http://localhost:4200', 'http://localhost:4300', 'http://localhost:4400'],
      REFRESH_REUSE_GRACE_SECONDS: 20,
      RATE_LIMIT_LOGIN_PER_ADDRESS: 20,
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: 5,
      PASSWORD_HASH_LOG_N: 17,
      DEMO_DATA: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('normalises app origins to scheme://host:port and treats empty values as unset', () => {
    const config = loadConfig({
      APP_ORIGINS: 'https://jobs.example/ , https://employer.jobs.example:8443',
      DATABASE_URL: '',
    });
    expect(config.APP_ORIGINS).toEqual(['https://jobs.example', 'https://employer.jobs.example:8443']);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('throws one readable ConfigError naming every bad variable', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', APP_ORIGINS: 'ftp://x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(message).toContain('APP_ORIGINS');
  });

  it('has bounded HTTP timeouts by default and refuses a headers timeout above the request timeout', () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 60_000,
      HTTP_IDLE_TIMEOUT_MS: 30_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  it('takes OneSignal’s app id and REST API key together, or neither', () => {
    expect(loadConfig({}).ONESIGNAL_APP_ID).toBeUndefined();
    expect(loadConfig({}).ONESIGNAL_API_URL).toBe('https://api.onesignal.com');
    expect(() => loadConfig({ ONESIGNAL_APP_ID: 'app' })).toThrow(/ONESIGNAL_API_KEY: .*set both, or neither/);
    expect(() => loadConfig({ ONESIGNAL_API_KEY: 'key' })).toThrow(/ONESIGNAL_APP_ID: .*set both, or neither/);
    const both = loadConfig({ ONESIGNAL_APP_ID: 'app', ONESIGNAL_API_KEY: 'key', ONESIGNAL_API_URL: 'http://stub/' });
    expect(both).toMatchObject({ ONESIGNAL_APP_ID: 'app', ONESIGNAL_API_KEY: 'key', ONESIGNAL_API_URL: 'http://stub' });
  });

  it('requires JWT_SECRET and a full password hash cost in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PASSWORD_HASH_LOG_N: '12' })).toThrow(
      /PASSWORD_HASH_LOG_N: must be at least 17/,
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe('production');
  });

  it('reads booleans and rate limits from strings', () => {
    const config = loadConfig({ TRUST_PROXY: 'yes', DEMO_DATA: '0', RATE_LIMIT_LOGIN_PER_ADDRESS: '3' });
    expect(config).toMatchObject({ TRUST_PROXY: true, DEMO_DATA: false, RATE_LIMIT_LOGIN_PER_ADDRESS: 3 });
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_ADDRESS: '0' })).toThrow(/RATE_LIMIT_LOGIN_PER_ADDRESS/);
  });
});
