import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { paths } from '../../paths.ts';

/** Footer links in the spec's order, each with its message key (spec, platform §2 "Public routes"). */
const LEGAL_LINKS = [
  { path: paths.legal.notice, labelKey: 'footer.legalNotice' },
  { path: paths.legal.privacyPolicy, labelKey: 'footer.privacyPolicy' },
  { path: paths.legal.cookies, labelKey: 'footer.cookiesPolicy' },
  { path: paths.legal.terms, labelKey: 'footer.terms' },
  { path: paths.legal.termsOfSale, labelKey: 'footer.termsOfSale', feature: 'rental' },
  { path: paths.accessibility, labelKey: 'footer.accessibility' },
] as const;

/** The footer's links whose page exists (and whose feature is on): never a link to nowhere. */
export function useLegalLinks() {
  const { pages, features } = useRuntimeEnvironment();
  const existing = new Set(pages.map((page) => page.path));
  return LEGAL_LINKS.filter((link) => existing.has(link.path) && (!('feature' in link) || features[link.feature]));
}
