import type { LightMyRequestResponse } from 'fastify';
import { client } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';
import type { TestApp } from './app.ts';
import { signIn, visitorHeaders } from './auth.ts';

/** A relationship of a written document: the target's type and id. */
export type Linkage = readonly [type: string, id: string];
type Attributes = Record<string, unknown>;
type Relationships = Record<string, Linkage>;

/** A JSON:API document of one resource, its to-ones given as `[type, id]`. */
export const resourceDocument = (type: string, attributes: Attributes, relationships: Relationships = {}) => ({
  data: { type, attributes, relationships: Object.fromEntries(Object.entries(relationships).map(([name, [target, id]]) => [name, { data: { type: target, id } }])) },
});

/**
 * The people of the community suites, each with a client: an administrator, a member who writes
 * (`author`), another member and a visitor (their writes reach the policy, with a session and an
 * anti-forgery token).
 */
export interface Cast {
  admin: Client;
  author: Client;
  other: Client;
  visitor: Client;
  authorId: string;
  otherId: string;
}

export async function signInCast(t: TestApp): Promise<Cast> {
  const admin = client(t, (await signIn(t, { isAdmin: true })).headers);
  const author = await signIn(t);
  const other = await signIn(t);
  return { admin, author: client(t, author.headers), other: client(t, other.headers), visitor: client(t, await visitorHeaders(t)), authorId: author.userId, otherId: other.userId };
}

/** Creates a resource as `as`; the response as it comes. */
export const createAs = (as: Client, type: string, attributes: Attributes, relationships: Relationships = {}) =>
  as.send('POST', `/api/v1/${type}`, resourceDocument(type, attributes, relationships));

/** The id of a created resource; anything but a 201 fails the test with the response's body. */
export function createdId(response: LightMyRequestResponse): string {
  if (response.statusCode !== 201) throw new Error(`Expected 201, got ${response.statusCode}: ${response.body}`);
  return response.json().data.id as string;
}

/** Creates a resource as `as` and answers its id. */
export const createdAs = async (as: Client, type: string, attributes: Attributes, relationships: Relationships = {}) =>
  createdId(await createAs(as, type, attributes, relationships));

/** Changes attributes of a resource as `as`. */
export const patchAs = (as: Client, type: string, id: string, attributes: Attributes) => as.send('PATCH', `/api/v1/${type}/${id}`, { data: { type, id, attributes } });

/** The attributes of a resource as `as` reads them. */
export const attributesAs = async (as: Client, type: string, id: string) => (await as.get(`/api/v1/${type}/${id}`)).json().data.attributes as Attributes;
