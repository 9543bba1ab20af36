import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/relais-config-test', SESSION_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, env: 'development', defaultLocale: 'en', currency: 'EUR', databaseUrl: undefined });
    expect(config.locales).toEqual(['en', 'fr', 'it', 'es', 'ca', 'da', 'ro']);
    expect(config.features.forum).toBe(true);
  });

  it('stops the start with a message naming a wrong value', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ...base, FEATURES: 'forum,fourm' })).toThrow(/FEATURES: unknown feature\(s\) fourm/);
    expect(() => loadConfig({ ...base, LOCALES: 'en,xx' })).toThrow(/LOCALES/);
    expect(() => loadConfig({ ...base, LOCALES: 'en,fr', DEFAULT_LOCALE: 'it' })).toThrow(/DEFAULT_LOCALE/);
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/);
  });

  it('reads feature switches', () => {
    const config = loadConfig({ ...base, FEATURES_DISABLED: 'rental,forum' });
    expect(config.features.rental).toBe(false);
    expect(config.features.forum).toBe(false);
    expect(config.features.blogPosts).toBe(true);
  });
});
