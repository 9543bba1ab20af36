import { useEffect } from 'react';
import { useRuntimeEnvironment } from './runtime-environment.ts';

/** Site title and page title joined by ' - '; the root path shows the site title only (spec §2). */
export function formatDocumentTitle({ siteTitle, pageTitle, isRoot }: { siteTitle: string; pageTitle?: string | null; isRoot: boolean }) {
  return isRoot || !pageTitle ? siteTitle : `${siteTitle} - ${pageTitle}`;
}

export function useDocumentTitle(pageTitle: string | null | undefined, isRoot = false) {
  const { appName } = useRuntimeEnvironment();
  useEffect(() => {
    if (pageTitle === undefined) return;
    document.title = formatDocumentTitle({ siteTitle: appName, pageTitle, isRoot });
  }, [appName, pageTitle, isRoot]);
}
