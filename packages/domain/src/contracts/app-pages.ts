import { z } from 'zod';

/**
 * `GET /api/v1/services/app-pages/{id}` (and the publish call's answer): one page, localized, with
 * its components in order as `included`; and `GET /api/v1/services/page-access?path=…`. The server
 * derives its response schemas from these, the web takes its types.
 */
const identifier = <T extends string>(type: T) => z.object({ type: z.literal(type), id: z.string() });
const toOne = <T extends string>(type: T) => z.object({ data: identifier(type).nullable() });
const jsonapi = z.object({ version: z.literal('1.1') });

export const appPageComponentObject = z.object({
  type: z.literal('app-page-components'),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    position: z.number().int(),
    viewId: z.string().nullable(),
    /** In the reader's language: the block's props as its declaration describes them. */
    props: z.record(z.string(), z.unknown()),
    /** The language the props are in: the reader's, or the one they fell back to (null: none stored). */
    locale: z.string().nullable(),
  }),
  relationships: z.object({ page: toOne('app-pages') }),
});

export const appPageObject = z.object({
  type: z.literal('app-pages'),
  id: z.string(),
  attributes: z.object({
    isDraft: z.boolean(),
    isDefault: z.boolean(),
    path: z.string(),
    title: z.string().nullable(),
    /** The language the title is in: the reader's, or the one it fell back to. */
    locale: z.string().nullable(),
    description: z.string().nullable(),
    styles: z.string().nullable(),
    requiresAuth: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  relationships: z.object({
    accessLevel: toOne('access-levels'),
    roles: z.object({ data: z.array(identifier('roles')) }),
    draftOfPage: toOne('app-pages'),
    components: z.object({ data: z.array(identifier('app-page-components')) }),
  }),
  links: z.object({ self: z.string() }),
});

export const appPageDocument = z.object({ data: appPageObject, included: z.array(appPageComponentObject), jsonapi });

/** `data: null` when no page is at the path: an answer, not a failure (a 404 would be an error in the visitor's console). */
export const pageAccessAnswer = z.object({ data: identifier('app-pages').nullable(), jsonapi });

/**
 * `POST /api/v1/services/app-pages/{id}/draft` (empty body): the page's draft, a new copy (201) or
 * the one it already had (200); the editor opens it by its id.
 */
export const appPageDraftAnswer = z.object({
  data: z.object({ type: z.literal('app-pages'), id: z.string(), relationships: z.object({ draftOfPage: toOne('app-pages') }) }),
  /** False when the page already had this draft. */
  meta: z.object({ isNew: z.boolean() }),
  jsonapi,
});

export type AppPageDocument = z.infer<typeof appPageDocument>;
export type AppPageComponentObject = z.infer<typeof appPageComponentObject>;
/**
 * `POST /api/v1/services/app-pages/{id}/publish`: an empty body publishes the whole draft (and
 * removes it); `locales` publishes only those languages' texts and keeps the draft for the others.
 */
export const appPagePublishRequest = z.strictObject({
  locales: z.array(z.string().min(2).max(12)).min(1).max(20).optional(),
});

export type PageAccessAnswer = z.infer<typeof pageAccessAnswer>;
export type AppPageDraftAnswer = z.infer<typeof appPageDraftAnswer>;
export type AppPagePublishRequest = z.infer<typeof appPagePublishRequest>;
