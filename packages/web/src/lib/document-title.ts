import { useTranslation } from './i18n/i18n.ts';
import { useEffect } from 'react';
import { pageMetaDescription } from '@relais/domain';
import { useAnnounce } from './announcer.tsx';
import { useRuntimeEnvironment } from './runtime-environment.ts';

/** Spec §9: screen readers first finish reading the click that led here, the screen first renders. */
export const ANNOUNCE_DELAY_MS = 500;

/** Site title and page title joined by ' - '; the root path shows the site title only (spec §2). */
export function formatDocumentTitle({ siteTitle, pageTitle, isRoot }: { siteTitle: string; pageTitle?: string | null; isRoot: boolean }) {
  return isRoot || !pageTitle ? siteTitle : `${siteTitle} - ${pageTitle}`;
}

/** Sets the document's `<meta name="description">` (the server drew the first one), or takes it away when there is none. */
export function setMetaDescription(description: string | null) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * What every screen does once it knows its title: the document title, its meta description (the
 * page's own rich-text `description` when it has one, else the site's), and the polite "{title} has
 * loaded" (spec §2). One hook for all screens, so that the announcement always names the screen
 * shown rather than the last one that made one. Undefined: the title is not known yet.
 */
export function useDocumentTitle(pageTitle: string | null | undefined, isRoot = false, description: string | null = null) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const { appName, description: siteDescription } = useRuntimeEnvironment();
  useEffect(() => {
    if (pageTitle === undefined) return;
    document.title = formatDocumentTitle({ siteTitle: appName, pageTitle, isRoot });
    setMetaDescription(pageMetaDescription(description, siteDescription));
  }, [appName, pageTitle, isRoot, description, siteDescription]);
  useEffect(() => {
    if (!pageTitle) return;
    const timer = setTimeout(() => announce(t('shell.pageLoaded', { title: pageTitle })), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pageTitle, announce, t]);
}
