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

  it('bounds the waits on PostgreSQL by default, 0 turning a wait off, and names a wrong timeout', () => {
    expect(loadConfig(base).databaseTimeouts).toEqual({ connectMs: 5000, statementMs: 15_000, idleInTransactionMs: 30_000 });
    expect(loadConfig({ ...base, DATABASE_STATEMENT_TIMEOUT_MS: '0' }).databaseTimeouts.statementMs).toBe(0);
    expect(() => loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS/);
  });

  it('keeps files under DATA_DIR/files within 50 MB by default, and in a bucket when S3 is configured', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ filesDir: '/tmp/relais-config-test/files', uploadsDir: '/tmp/relais-config-test/uploads', fileMaxBytes: 50 * 1024 * 1024, imageMaxBytes: 20 * 1024 * 1024, s3: null });
    // An image limit above the file limit is the file limit.
    expect(loadConfig({ ...base, FILE_MAX_BYTES: '1048576' }).imageMaxBytes).toBe(1048576);
    const s3 = loadConfig({ ...base, S3_BUCKET: 'relais-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }).s3;
    expect(s3).toEqual({ bucket: 'relais-files', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'relais-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    expect(() => loadConfig({ ...base, FILE_MAX_BYTES: 'lots' })).toThrow(/FILE_MAX_BYTES/);
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
