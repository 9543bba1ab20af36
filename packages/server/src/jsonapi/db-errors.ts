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

/**
 * PostgreSQL's codes for a connection lost or not made: class 08 (connection exception), a backend
 * ended by an administrator, a crash or a restart (57P01–57P03), too many connections (53300), a
 * statement past `statement_timeout` or cancelled (57014), a transaction idle past its timeout (25P03).
 */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300|57014|25P03)$/;
/** The same seen by the driver: the socket refused, reset or timed out, or the connection closed under a query. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout|Client was closed/;

/**
 * Whether an error means the database is out of reach rather than refusing the request: the
 * request may succeed as it is once the pool has a live connection again (a 503, not a 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 10; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
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
