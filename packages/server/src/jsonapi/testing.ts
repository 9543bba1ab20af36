import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEFAULT_FEATURES } from '@relais/domain';
import { ANONYMOUS } from '../auth/actor.ts';
import type { Actor } from '../auth/actor.ts';
import type { TestApp } from '../test/app.ts';
import type { EngineContext } from './context.ts';
import { JSON_API } from './media-types.ts';
import { appCatalog } from '../resources/catalog.ts';

/** Test helpers of the JSON:API suites: requests with the right media type, and plain contexts. */

type Method = 'POST' | 'PATCH' | 'DELETE';

export interface Client {
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  send(method: Method, url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Requests as a JSON:API client sends them, with the caller's headers (session, locales). */
export function client(t: { app: FastifyInstance }, base: Record<string, string> = {}): Client {
  return {
    get: (url, headers = {}) => t.app.inject({ method: 'GET', url, headers: { accept: JSON_API, ...base, ...headers } }),
    send(method, url, body, headers = {}) {
      const options: InjectOptions = { method, url, headers: { accept: JSON_API, ...base, ...headers } };
      if (body !== undefined) {
        options.payload = JSON.stringify(body);
        options.headers = { 'content-type': JSON_API, ...options.headers };
      }
      return t.app.inject(options);
    },
  };
}

export const adminActor = (userId: string | null = null): Actor => ({ ...ANONYMOUS, userId, isAdmin: true, isSuperAdmin: true });

/** A context for operations called directly, as a seed would: the test database, an admin by default. */
export const operationContext = (t: TestApp, overrides: Partial<EngineContext> = {}): EngineContext => ({
  db: t.database.db,
  actor: adminActor(),
  locale: 'en',
  editionLocale: 'en',
  features: DEFAULT_FEATURES,
  catalog: appCatalog,
  ...overrides,
});

/** The `code` and pointer of each error of a response, the way assertions read best. */
export const errorsOf = (response: LightMyRequestResponse) =>
  (response.json().errors as { code: string; source?: { pointer?: string; parameter?: string } }[]).map((error) => ({
    code: error.code,
    ...(error.source?.pointer !== undefined ? { pointer: error.source.pointer } : {}),
    ...(error.source?.parameter !== undefined ? { parameter: error.source.parameter } : {}),
  }));

/** A to-one link written as `[type, id]`. */
export type Linkage = readonly [string, string];

/** A resource document to create, its to-one links given as `[type, id]` pairs. */
export const linkedDocument = (type: string, attributes: Record<string, unknown>, relationships: Record<string, Linkage> = {}) => ({
  data: { type, attributes, relationships: Object.fromEntries(Object.entries(relationships).map(([name, [linkType, id]]) => [name, { data: { type: linkType, id } }])) },
});
