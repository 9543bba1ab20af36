import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { readBuildInfo } from './build-info.ts';
import { FALLBACK_LOCALE, LOCALES, parseFeatures, ROLES } from '@relais/domain';
import type { FeatureSet, Locale, RoleName } from '@relais/domain';
import type { SiteFacts } from './services/site-facts.ts';

/**
 * Every setting is an environment variable, validated here at start: a wrong value stops the start
 * with a message naming it. The README lists them all; keep the two in step.
 */
const localeList = z
  .string()
  .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(LOCALES)).min(1));

const integerSetting = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: integerSetting(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  APP_NAME: z.string().min(1).default('Relais'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: integerSetting(1, 200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: integerSetting(0, 600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: integerSetting(0, 3_600_000).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: integerSetting(0, 3_600_000).default(30_000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: integerSetting(1, 60 * 24 * 30).default(120),
  SESSION_ABSOLUTE_HOURS: integerSetting(1, 24 * 365).default(24 * 14),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(256).optional(),
  FEATURES: z.string().optional(),
  FEATURES_DISABLED: z.string().optional(),
  DEFAULT_LOCALE: z.enum(LOCALES).default(FALLBACK_LOCALE),
  LOCALES: localeList.default([...LOCALES]),
  CURRENCY: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR').default('EUR'),
  PHONE_COUNTRIES: z.string().regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'must be ISO country codes such as FR,BE').default('FR,BE,CH,LU,IT,ES,DK,RO,GB'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Relais <no-reply@relais.local>'),
  SITE_PUBLISHER: z.string().max(500).optional(),
  SITE_ADDRESS: z.string().max(500).default(''),
  SITE_CONTACT: z.string().max(500).optional(),
  SITE_HOST: z.string().max(500).default(''),
  ACCESSIBILITY_STATUS: z.enum(['fully', 'partially', 'not']).default('partially'),
  ACCESSIBILITY_STATEMENT_DATE: z.iso.date('must be a date such as 2026-01-31').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  REGISTRATION_ROLES: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(ROLES))),
  TWO_FACTOR_ROLES: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(ROLES))),
  JOB_POLL_MS: integerSetting(0, 600_000).default(1000),
  JOB_LOCK_SECONDS: integerSetting(1, 24 * 3600).default(120),
  FORUM_DIGEST_DELAY_MS: integerSetting(0, 7 * 24 * 3600 * 1000).default(10 * 60 * 1000),
  SHUTDOWN_TIMEOUT_MS: integerSetting(100, 600_000).default(10_000),
  HTTP_HEADERS_TIMEOUT_MS: integerSetting(100, 600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: integerSetting(100, 3_600_000).default(300_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: integerSetting(100, 600_000).default(72_000),
  HTTP_IDLE_TIMEOUT_MS: integerSetting(100, 3_600_000).default(120_000),
  FILE_MAX_BYTES: integerSetting(1024, 10 * 1024 ** 3).default(50 * 1024 * 1024),
  IMAGE_MAX_BYTES: integerSetting(1024, 10 * 1024 ** 3).default(20 * 1024 * 1024),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  BENCH_BASELINE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Lets form webhooks call `http:` and this machine's or a private network's addresses (a local receiver in the browser tests); refused in production. */
  FORM_WEBHOOKS_ALLOW_LOCAL: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /**
   * The map tiles of the organizations map (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`); none:
   * the markers stand on a plain background and the map needs no other server.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/, 'must be an https:// address with {z}, {x} and {y}')
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default('© OpenStreetMap contributors'),
});

/** An OAuth 2 / OpenID Connect provider for social sign-in. */
export interface SocialProvider {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const KNOWN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/common/v2.0',
};

/** `OAUTH_PROVIDERS=google,microsoft` and, for each, `OAUTH_<NAME>_CLIENT_ID`, `_CLIENT_SECRET`, `_ISSUER`. */
function socialProviders(env: NodeJS.ProcessEnv): { providers: SocialProvider[]; problems: string[] } {
  const names = (env.OAUTH_PROVIDERS ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const problems: string[] = [];
  const providers = names.map((name) => {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) problems.push(`  OAUTH_PROVIDERS: "${name}" is not a valid provider name`);
    const key = (suffix: string) => `OAUTH_${name.toUpperCase().replace(/-/g, '_')}_${suffix}`;
    const read = (suffix: string, fallback?: string) => {
      const value = env[key(suffix)] || fallback;
      if (!value) problems.push(`  ${key(suffix)}: required for provider ${name}`);
      return value ?? '';
    };
    const issuer = read('ISSUER', KNOWN_ISSUERS[name]);
    if (issuer && !/^https?:\/\//.test(issuer)) problems.push(`  ${key('ISSUER')}: must be an http(s) URL`);
    return { name, issuer, clientId: read('CLIENT_ID'), clientSecret: read('CLIENT_SECRET') };
  });
  return { providers, problems };
}

/** An S3-compatible object store for uploaded files (`S3_*`); without `S3_BUCKET`, files stay on disk. */
export interface S3Settings {
  bucket: string;
  /** Any S3-compatible service (MinIO, Garage, a provider's endpoint); AWS itself when not given. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Buckets in the path (`host/bucket/key`), as most self-hosted stores want. */
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  appName: string;
  dataDir: string;
  /** Where uploaded files are kept when no object store is configured: `DATA_DIR/files`. */
  filesDir: string;
  /** Uploads still in progress (tus), resumable: `DATA_DIR/uploads`. */
  uploadsDir: string;
  /** Largest file accepted, in bytes (`FILE_MAX_BYTES`). */
  fileMaxBytes: number;
  /** Largest image accepted, in bytes (`IMAGE_MAX_BYTES`): images are decoded to be re-encoded. */
  imageMaxBytes: number;
  s3: S3Settings | null;
  webDistDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL timeouts in milliseconds, 0 for none: past them a request answers 503 (db/client.ts). */
  databaseTimeouts: DatabaseTimeouts;
  sessionSecret: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  features: FeatureSet;
  defaultLocale: Locale;
  locales: Locale[];
  currency: string;
  phoneCountries: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The facts the legal notice and the accessibility statement show (`SITE_*`, `ACCESSIBILITY_*`). */
  siteFacts: SiteFacts;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  seedDemo: boolean;
  /** Serves `GET /bench/baseline?bytes=N`, a fixed body for `npm run bench` to compare against. */
  benchBaseline: boolean;
  /** FORM_WEBHOOKS_ALLOW_LOCAL, never in production. */
  formWebhooksAllowLocal: boolean;
  /** The organizations map's tile server (`MAP_TILE_URL`) and what it asks to credit; null: no tiles. */
  mapTiles: { url: string; attribution: string } | null;
  /** How often the background job worker polls its table (mail); 0 runs no worker (tests drive it). */
  jobPollMs: number;
  /** How long a claimed job is held before another process may take it (its holder died). */
  jobLockSeconds: number;
  /** The forum's grouped mails: a follower gets at most one mail per subject in this window, sent at its end. */
  forumDigestDelayMs: number;
  /** On SIGTERM, how long in-flight requests and the job in hand have to finish before the process ends anyway. */
  shutdownTimeoutMs: number;
  /** How long a client has for each part of a request before its connection is dropped (slow clients). */
  http: HttpTimeouts;
  /** Roles a person may choose when registering (none by default). */
  registrationRoles: RoleName[];
  /** Roles whose holders must use two-factor sign-in. */
  twoFactorRoles: RoleName[];
  socialProviders: SocialProvider[];
  /** The product version: the repository's package.json. */
  version: string;
  /** When the served web app was built (ISO 8601), null without a build. */
  buildDate: string | null;
}

/** How long the app waits on PostgreSQL before giving up on a connection, a statement, an idle transaction. */
export interface DatabaseTimeouts {
  /** To open a connection, or to get one from a full pool (`DATABASE_CONNECT_TIMEOUT_MS`). */
  connectMs: number;
  /** For one statement's answer (`DATABASE_STATEMENT_TIMEOUT_MS`). */
  statementMs: number;
  /** For a transaction left open with nothing sent (`DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS`). */
  idleInTransactionMs: number;
}

/** Node's and Fastify's connection limits, in milliseconds. */
export interface HttpTimeouts {
  /** To send a request's headers (`headersTimeout`; slowloris). */
  headersTimeoutMs: number;
  /** To send the whole request, body included (`requestTimeout`). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (`keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /** A connection silent both ways this long is closed (Fastify's `connectionTimeout`). */
  idleTimeoutMs: number;
}

export class ConfigError extends Error {}

/** A secret kept in the data directory so that development restarts keep sessions valid. */
function localSecret(dataDir: string): string {
  const path = join(dataDir, 'session-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const { features, unknown } = parseFeatures(e.FEATURES, e.FEATURES_DISABLED);
  if (unknown.length) throw new ConfigError(`Invalid configuration:\n  FEATURES: unknown feature(s) ${unknown.join(', ')}`);
  if (!e.LOCALES.includes(e.DEFAULT_LOCALE)) {
    throw new ConfigError(`Invalid configuration:\n  DEFAULT_LOCALE: ${e.DEFAULT_LOCALE} is not among LOCALES`);
  }
  const social = socialProviders(env);
  if (social.problems.length) throw new ConfigError(`Invalid configuration:\n${social.problems.join('\n')}`);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 characters)');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when other S3_ settings are given');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  const dataDir = resolve(e.DATA_DIR);
  const webDistDir = overrides.webDistDir ?? resolve(import.meta.dirname, '../../web/dist');
  const build = readBuildInfo(webDistDir);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appName: e.APP_NAME,
    dataDir,
    filesDir: join(dataDir, 'files'),
    uploadsDir: join(dataDir, 'uploads'),
    fileMaxBytes: e.FILE_MAX_BYTES,
    imageMaxBytes: Math.min(e.IMAGE_MAX_BYTES, e.FILE_MAX_BYTES),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
        }
      : null,
    webDistDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS, idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS },
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    features,
    defaultLocale: e.DEFAULT_LOCALE,
    locales: e.LOCALES,
    currency: e.CURRENCY,
    phoneCountries: e.PHONE_COUNTRIES.split(','),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    siteFacts: {
      publisher: e.SITE_PUBLISHER ?? e.APP_NAME,
      address: e.SITE_ADDRESS,
      contact: e.SITE_CONTACT ?? /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM,
      host: e.SITE_HOST,
      accessibilityStatus: e.ACCESSIBILITY_STATUS,
      statementDate: e.ACCESSIBILITY_STATEMENT_DATE ?? null,
    },
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    benchBaseline: e.BENCH_BASELINE,
    formWebhooksAllowLocal: e.FORM_WEBHOOKS_ALLOW_LOCAL && e.NODE_ENV !== 'production',
    mapTiles: e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION } : null,
    jobPollMs: e.JOB_POLL_MS,
    jobLockSeconds: e.JOB_LOCK_SECONDS,
    forumDigestDelayMs: e.FORUM_DIGEST_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    http: { headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS, idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS },
    registrationRoles: e.REGISTRATION_ROLES,
    twoFactorRoles: e.TWO_FACTOR_ROLES,
    socialProviders: social.providers,
    version: build.version,
    buildDate: build.buildDate,
    ...overrides,
  };
}
