import { snakeCase } from '@relais/domain';
import { ApiError, attributePointer, conflict, relationshipPointer, validationFailed } from '../http/errors.ts';
import { columnKeys } from '../db/resource-tables.ts';
import type { Kind } from './catalog.ts';

interface DatabaseError {
  code: string;
  constraint?: string;
  column?: string;
}

/** The PostgreSQL error under drizzle's wrapper, from either driver. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseError;
  }
  return undefined;
}

/** A duplicate refused by a unique index: a request that raced another one, the client's to hear. */
export const isUniqueViolation = (error: unknown) => databaseErrorOf(error)?.code === '23505';

/** The pointer of the field a constraint or column of the kind's table is about. */
function pointerOf(kind: Kind, name: string | undefined): string {
  if (!name) return '/data';
  const { resource } = kind;
  for (const field of Object.keys(resource.attributes)) {
    const column = snakeCase(field);
    if (name === column || name === `${resource.table}_${column}_unique`) return attributePointer(field);
  }
  for (const field of Object.keys(resource.relationships)) {
    // A polymorphic to-one's CHECK and index are named after the relationship, its columns after both.
    const columns = [...columnKeys(resource, field).map(snakeCase), snakeCase(field)];
    if (columns.some((column) => name === column || name.startsWith(`${resource.table}_${column}_`))) return relationshipPointer(field);
  }
  for (const fields of resource.uniqueTogether) {
    const keys = fields.flatMap((field) => columnKeys(resource, field)).map(snakeCase);
    if (name === `${resource.table}_${keys.join('_')}_unique`) return pointerOf(kind, keys[0]);
  }
  return '/data';
}

/**
 * A database refusal caused by the request (a duplicate that slipped past the checks, a row
 * removed meanwhile, a value out of range) becomes the client error it is; anything else is
 * rethrown as a server error.
 */
export function clientErrorOf(error: unknown, kind: Kind, action: 'write' | 'delete'): unknown {
  if (error instanceof ApiError) return error;
  const found = databaseErrorOf(error);
  if (!found) return error;
  const pointer = pointerOf(kind, found.constraint ?? found.column);
  switch (found.code) {
    case '23505':
      if (found.constraint === `${kind.resource.table}_pkey`) return conflict(`A ${kind.type} with this id already exists.`);
      return validationFailed([{ pointer, rule: 'unique', detail: 'This value is already taken.' }]);
    // A foreign key refusing the delete: NO ACTION says 23503, RESTRICT 23001.
    case '23001':
    case '23503':
      return action === 'delete'
        ? conflict(`This ${kind.type} is still used elsewhere; remove those links first.`, '/data')
        : validationFailed([{ pointer, rule: 'exists', detail: 'The linked resource does not exist.' }]);
    case '23502':
      return validationFailed([{ pointer, rule: 'required', detail: 'This field is required.' }]);
    case '22001':
    case '22003':
      return validationFailed([{ pointer, rule: 'max', detail: 'This value is too large.' }]);
    case '22P02':
    case '22007':
    case '22008':
    case '23514':
      return validationFailed([{ pointer, rule: 'invalid', detail: 'This value is not valid.' }]);
    default:
      return error;
  }
}
