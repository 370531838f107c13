import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { PROJECT_ROOT } from '../src/paths';

describe('loadConfig', () => {
  it('fills every default when the environment is empty', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: resolve('data'),
      databaseUrl: null,
      logLevel: 'info',
      staticDir: resolve(PROJECT_ROOT, 'dist', 'app'),
      cookieSecure: 'auto',
      trustProxy: false,
      allowedHosts: [],
      adminEmails: [],
      aiProvider: 'builtin',
      openai: { apiKey: null, baseUrl: null, model: 'gpt-4o-mini', timeoutMs: 60_000 },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', OPENAI_API_KEY: '  ' })).toMatchObject({
      port: 3000,
      aiProvider: 'builtin',
    });
  });

  it('parses lists, flags and numbers and switches AI to openai when a key or URL is set', () => {
    const config = loadConfig({
      PORT: '0',
      ADMIN_EMAILS: ' Ada@Example.com, bob@example.org ,',
      COOKIE_SECURE: 'false',
      TRUST_PROXY: 'true',
      OPENAI_TIMEOUT_MS: '5000',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'relative/dir',
    });
    expect(config).toMatchObject({
      port: 0,
      adminEmails: ['ada@example.com', 'bob@example.org'],
      cookieSecure: false,
      trustProxy: true,
      logLevel: 'silent',
      dataDir: resolve('relative/dir'),
      openai: { timeoutMs: 5000 },
    });
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).aiProvider).toBe('openai');
    expect(loadConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1' }).aiProvider).toBe('openai');
  });

  it('rejects a bad PORT with a readable error naming the variable and its value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'Invalid configuration:\n  PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({
        PORT: '-1',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        COOKIE_SECURE: 'yes',
        ADMIN_EMAILS: 'a@b.co,nope',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'LOG_LEVEL', 'TRUST_PROXY', 'COOKIE_SECURE', 'ADMIN_EMAILS'])
      expect(message).toContain(name);
  });

  it('never echoes the API key in an error', () => {
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk-secret', OPENAI_BASE_URL: 'not a url' })).toThrow(
      /OPENAI_BASE_URL/,
    );
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk-secret', OPENAI_BASE_URL: 'not a url' })).not.toThrow(
      /sk-secret/,
    );
  });
});
