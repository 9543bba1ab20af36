/**
 * What a block reads from a list answer's `meta`: its page count, its total and whether the reader
 * may create a record of the kind (`meta.permissions.create`, from the kind's policy).
 */
export type ListDocument = { meta?: Record<string, unknown> } | undefined;

/** The list's last page number, at least 1. */
export function pageCountOf(document: ListDocument): number {
  const page = (document?.meta?.page ?? {}) as { lastPage?: unknown };
  return typeof page.lastPage === 'number' && page.lastPage > 0 ? page.lastPage : 1;
}

/** The number of records the list holds across its pages, when the answer says. */
export function totalOf(document: ListDocument): number | null {
  const page = (document?.meta?.page ?? {}) as { total?: unknown };
  return typeof page.total === 'number' ? page.total : null;
}

/** Whether the reader may create a record of the listed kind. */
export function canCreateOf(document: ListDocument): boolean {
  return ((document?.meta?.permissions ?? {}) as { create?: unknown }).create === true;
}
