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
    /** An administrator's decision on an account (validate, refuse). */
    userValidation: (id: string) => `/api/v1/services/users/${encodeURIComponent(id)}/validation`,
    /** Starts acting as the user (the super admin). */
    impersonate: (id: string) => `/api/v1/services/users/${encodeURIComponent(id)}/impersonate`,
    statsSummary: '/api/v1/services/stats/summary',
    softwareStats: (view: 'events' | 'sessions', format: 'json' | 'csv' = 'json') => `/api/v1/services/software-stats/${view}${format === 'csv' ? '.csv' : ''}`,
    /** A page's draft, made if it has none. */
    pageDraft: (id: string) => `/api/v1/services/app-pages/${encodeURIComponent(id)}/draft`,
    /** Publishes a draft, all of it or some languages. */
    pagePublish: (id: string) => `/api/v1/services/app-pages/${encodeURIComponent(id)}/publish`,
    /** The order and nesting of the whole site menu, saved at once. */
    menuTree: '/api/v1/services/app-menu-items/tree',
    /** Sends a mailing template to the newsletter's subscribers. */
    mailingSend: (id: string) => `/api/v1/services/mailing-templates/${encodeURIComponent(id)}/send`,
    /** Writes the monthly rental invoices of the month just over. */
    rentalInvoicesIssue: '/api/v1/services/rental-invoices/issue',
    /** A project report as a PDF (a download). */
    reportPdf: (id: string) => `/api/v1/services/eqlaat-reports/${encodeURIComponent(id)}/pdf`,
  },
  /** A page's editor (spec: action page-template of app-pages). */
  pageEditor: (id: string) => `/admin/resources/app-pages/page-template/${encodeURIComponent(id)}`,
  /** The organization the user acts for, and the same as a lab (spec §2 admin routes). */
  myOrganization: '/admin/my-organization',
  myLab: '/admin/my-lab',
};
