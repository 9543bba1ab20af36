/**
 * The back office's own URLs. They belong with `paths.ts`, but only admin screens use them: kept
 * here, they stay out of the public page's JavaScript (its budget has no room to spare).
 */
export const adminPaths = {
  /** A back-office screen of a kind: `index`, `create`, or an action on one row. */
  resource: (type: string, action = 'index', id?: string) =>
    `/admin/resources/${encodeURIComponent(type)}/${action}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`,
  api: {
    kinds: '/api/v1/services/admin/kinds',
    dashboard: '/api/v1/services/admin/dashboard',
    statsSummary: '/api/v1/services/stats/summary',
  },
};
