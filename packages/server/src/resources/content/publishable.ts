import { fullName, isAnonymousAuthor, organizations, publishableAuthor, users } from '@relais/domain';
import type { articles, blogPosts, calendarEvents } from '@relais/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hasRole } from '../../auth/actor.ts';
import { relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { Actor } from '../../auth/actor.ts';
import { rowsAllowed } from '../../policies/checks.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { tableOf, tablesOf } from '../../services/tables.ts';
import { recordHistory } from '../community/history.ts';
import { besideName } from '../hooks.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * Who may do what with a publishable item (articles, blog posts, calendar events), and what their
 * rows compute. Administrators do everything; contributors write items and change those they
 * authored (created, or signed by the organization they act for), and ask administrators to
 * publish them; everyone else reads published items their access level reaches.
 */

/** A condition every publishable kind understands: only the fields of the publishing base. */
export type PublishableCondition = Condition<typeof articles> & Condition<typeof blogPosts> & Condition<typeof calendarEvents>;

/**
 * The end of the current minute: "published by now" is compared with it, so that a read rule is
 * the same statement for a minute (compiled reads are kept per condition) and an item published
 * this minute shows at once.
 */
export const endOfMinute = (now = Date.now()) => new Date(Math.ceil((now + 1) / 60_000) * 60_000);

/** Published at or before now: what blog posts and calendar events need to be read. */
export const publishedByNow = (): PublishableCondition => ({ publishedAt: { lte: endOfMinute() } });

/** No level, or one whose weight the reader's effective level reaches (a visitor has none). */
export function levelReached(actor: Actor): PublishableCondition {
  const open: PublishableCondition = { accessLevel: { isNull: true } };
  const weight = actor.accessLevelWeight;
  return weight === null ? open : { or: [open, { accessLevel: { where: { weight: { lte: weight } } } }] };
}

/** Items the actor authored: created them, or (a contributor) acts for the organization that signs them. */
export function authoredBy(actor: Actor): PublishableCondition | false {
  if (actor.userId === null) return false;
  const own: PublishableCondition = { createdBy: { equals: actor.userId } };
  if (actor.actingAsOrganizationId === null || !hasRole(actor, 'contributor')) return own;
  return { or: [own, { organization: { equals: actor.actingAsOrganizationId } }] };
}

const isContributor = (actor: Actor) => hasRole(actor, 'contributor');

/** What contributors may change: their own items; administrators: every item. */
const editable = (actor: Actor): boolean | PublishableCondition => actor.isAdmin || (isContributor(actor) && authoredBy(actor));

/** The policy of a publishable kind, given what "published" means for it. */
export function publishablePolicy(published: () => PublishableCondition): ResourcePolicy {
  return {
    see: isContributor,
    index: () => true,
    read(actor) {
      if (actor.isAdmin) return true;
      const open: PublishableCondition = { and: [published(), levelReached(actor)] };
      const own = authoredBy(actor);
      return own ? { or: [open, own] } : open;
    },
    create: isContributor,
    update: editable,
    delete: editable,
    softDelete: editable,
    // Trashed rows are the administrators' alone to see, hence to restore.
    restore: (actor) => actor.isAdmin,
    // A contributor chooses who signs: themself or an organization of theirs (checked in the hooks).
    writePrivileged: (actor, field) => actor.isAdmin || (field === 'organization' && isContributor(actor)),
  };
}

/** Ids of the pending publication request of each item, in one statement. */
async function pendingRequests(db: Parameters<NonNullable<ResourceHooks['computed']>>[0]['db'], type: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const requests = tablesOf('publication-requests').table;
  const rows = await db
    .select({ id: requests.id, publishableId: requests.publishableId })
    .from(requests)
    .where(and(eq(requests.publishableType, type), inArray(requests.publishableId, ids), eq(requests.status, 'pending')));
  return new Map(rows.map((row) => [row.publishableId as string, row.id as string]));
}

type ComputedContext = Parameters<NonNullable<ResourceHooks['computed']>>[0];

/**
 * Each item's `authorName` as the spec's author rule gives it (rules/community
 * `publishableAuthor`): the organization that signs it while the organizations and
 * author-organization features are on, else its creator's public name (null when deleted). One
 * statement per list, from the rows' ids, since a sparse fieldset may have left the authors out.
 */
export async function publishableAuthorNames(context: ComputedContext): Promise<Map<string, string | null>> {
  const authors = await publishableAuthors(context);
  return new Map([...authors].map(([id, author]) => [id, author.name]));
}

/** The author's parts as `publishableAuthorBeside` reads them: the signing organization's name, and the creator's first name, last name, picture and whether deleted. */
type AuthorParts = [organization: string | null, creator: [string | null, string | null, string | null, boolean] | null];
const AUTHOR = besideName('author');

/**
 * The author's parts read beside each row (hooks `besideRow`): a list, a screen's read or an include
 * then sends no statement for its authors.
 */
export const publishableAuthorBeside = (computes: readonly string[]): NonNullable<ResourceHooks['besideRow']> => ({
  for: computes,
  columns(table) {
    const people = tableOf(users);
    const signers = tableOf(organizations);
    return {
      [AUTHOR]: sql`json_build_array(
        (select ${signers.name} from ${signers} where ${signers.id} = ${table.organizationId}),
        (select json_build_array(${people.firstName}, ${people.lastName}, ${people.avatarUrl}, ${people.deletedAt} is not null) from ${people} where ${people.id} = ${table.createdById}))`,
    };
  },
});

/**
 * The same author with a picture: the creator's avatar when the creator is the author; none when an
 * organization signs (its image is a file with its own reading rules) or the creator is deleted.
 * From the parts read beside the rows when they were (`publishableAuthorBeside`), else one statement.
 */
export async function publishableAuthors({ db, resource, rows, features }: ComputedContext): Promise<Map<string, { name: string | null; avatarUrl: string | null }>> {
  if (!rows.length) return new Map();
  const parts = new Map<string, AuthorParts>();
  const unread: string[] = [];
  for (const row of rows) {
    const beside = (row as Record<string, unknown>)[AUTHOR] as AuthorParts | undefined;
    if (beside) parts.set(row.id as string, beside);
    else unread.push(row.id as string);
  }
  if (unread.length) {
    const table = tablesOf(resource.type).table;
    const people = tableOf(users);
    const signers = tableOf(organizations);
    const found = await db
      .select({ id: table.id as AnyPgColumn, organization: signers.name, userId: people.id, firstName: people.firstName, lastName: people.lastName, avatarUrl: people.avatarUrl, deletedAt: people.deletedAt })
      .from(table)
      .leftJoin(signers, eq(signers.id, table.organizationId as AnyPgColumn))
      .leftJoin(people, eq(people.id, table.createdById as AnyPgColumn))
      .where(inArray(table.id as AnyPgColumn, unread));
    for (const row of found) {
      const creator: AuthorParts[1] = row.userId === null ? null : [row.firstName as string | null, row.lastName as string | null, row.avatarUrl as string | null, row.deletedAt !== null];
      parts.set(row.id as string, [(row.organization as string | null) ?? null, creator]);
    }
  }
  const on = { organizations: features?.organizations === true, authorOrganization: features?.authorOrganization === true };
  return new Map(
    [...parts].map(([id, [organization, creator]]) => {
      // A creator with neither name nor deletion reads as none, as the joined statement always read it.
      const person = creator && !(creator[0] === null && creator[1] === null && !creator[3]) ? { firstName: creator[0], lastName: creator[1], deletedAt: creator[3] ? new Date(0) : null } : null;
      const author = publishableAuthor({ organization, createdBy: person && !isAnonymousAuthor(person) ? person : null }, on);
      if (author?.kind === 'organization') return [id, { name: author.organization, avatarUrl: null }];
      return [id, author ? { name: fullName(author.user) || null, avatarUrl: creator?.[2] ?? null } : { name: null, avatarUrl: null }];
    }),
  );
}

/** Hooks every publishable kind shares; `more` adds a kind's own (checks before writing, computed values). */
export function publishableHooks(policy: ResourcePolicy, more: Pick<ResourceHooks, 'beforeWrite'> & { computed?: (row: Row) => Record<string, unknown> } = {}): ResourceHooks {
  return {
    besideRow: publishableAuthorBeside(['authorName']),
    async beforeWrite(context) {
      // The organization an author acts for signs what they create (spec: the author is the
      // organization), unless they chose: themself (null) or another organization of theirs.
      const { actor, values } = context;
      if (context.action === 'create' && values.organizationId === undefined && actor.actingAsOrganizationId) {
        values.organizationId = actor.actingAsOrganizationId;
      }
      const chosen = values.organizationId as string | null | undefined;
      if (!actor.isAdmin && chosen != null && chosen !== context.before?.organizationId && !actor.organizationIds.includes(chosen)) {
        throw validationFailed([{ pointer: relationshipPointer('organization'), rule: 'not_member', detail: 'Sign as yourself or as an organization you belong to.' }]);
      }
      await more.beforeWrite?.(context);
    },
    // Creations and updates are kept as history actions, read by the item's authors and the administrators.
    async afterWrite({ tx, actor, action, resource, after }) {
      if (after) await recordHistory(tx, { actor, action, type: resource.type, id: after.id });
    },
    async computed(context) {
      const { db, actor, resource, rows } = context;
      // Whether a request waits is the authors' and administrators' business (canEdit and canDelete
      // come from the permissions the engine sends).
      const editableIds = await rowsAllowed(db, tablesOf(resource.type), policy.update(actor), rows, tablesOf);
      const [pending, authors] = await Promise.all([pendingRequests(db, resource.type, [...editableIds]), publishableAuthorNames(context)]);
      return new Map(rows.map((row) => [row.id, { pendingPublicationRequest: pending.get(row.id) ?? null, authorName: authors.get(row.id) ?? null, ...more.computed?.(row) }]));
    },
  };
}
