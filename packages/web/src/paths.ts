/**
 * Every URL the web app knows, API and screens, in one place: a route or a call is renamed here
 * and nowhere else.
 */
export const paths = {
  home: '/',
  errors: { notFound: '/errors/not-found', unauthorized: '/errors/unauthorized' },
  legal: {
    notice: '/legal/notice',
    privacyPolicy: '/legal/privacy-policy',
    cookies: '/legal/cookies',
    terms: '/legal/terms',
    termsOfSale: '/legal/terms-of-sale',
  },
  accessibility: '/accessibility',
  adminPrefix: '/admin',
  api: {
    runtimeEnvironment: '/api/v1/services/runtime-environment',
    appMenu: '/api/v1/services/app-menu',
    webLanguageLines: '/api/v1/services/web-language-lines',
    appPage: (id: string) => `/api/v1/services/app-pages/${encodeURIComponent(id)}`,
  },
} as const;

/** Admin screens send the edition language with their requests (spec, platform §2). */
export const isAdminPath = (pathname: string) => pathname === paths.adminPrefix || pathname.startsWith(`${paths.adminPrefix}/`);
