import { useCallback } from 'react';
import { hasRole, useSession } from '../../../lib/session/session.ts';
import { useAdminKinds } from '../api/admin-kinds.ts';
import { adminPaths } from '../admin-paths.ts';

/** What the user may do in the back office: the kinds they may see, and whether they administer. */
export function useAdminAccess() {
  const session = useSession();
  const kinds = useAdminKinds();
  const visible = kinds.data?.data;
  const canSee = useCallback((type: string) => !!visible?.some((kind) => kind.type === type), [visible]);
  // A related record links to its back-office screen when the user may see its kind.
  const hrefOf = useCallback((record: { type: string; id: string }) => (canSee(record.type) ? adminPaths.resource(record.type, 'show', record.id) : undefined), [canSee]);
  return {
    isLoading: kinds.isPending,
    kinds: visible ?? [],
    kindOf: (type: string) => visible?.find((kind) => kind.type === type),
    canSee,
    hrefOf,
    isAdmin: hasRole(session, 'admin'),
    timeZone: session.user?.timezone ?? null,
  };
}
