import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { recordStat } from '../../../lib/stats.ts';
import type { AppPage } from '../api/get-app-page.ts';

/** Spec §9: the blocks first render. */
export const HASH_SCROLL_DELAY_MS = 50;

/**
 * What a displayed page does around its blocks: title and announcement, anchor, page styles, a
 * recorded view. On a block's sub-route (`isScreenOfPage` false) the block's screen names itself and
 * no page view is recorded; the page's styles still apply.
 */
export function usePageDisplay(page: AppPage | undefined, { shouldRecordView = true, isScreenOfPage = true }: { shouldRecordView?: boolean; isScreenOfPage?: boolean } = {}) {
  const { pathname, hash, key } = useLocation();
  useDocumentTitle(isScreenOfPage ? page?.title : undefined, pathname === '/', page?.description);

  // One view per display of the page (spec §7): each navigation to it counts, a re-render does not.
  const id = page?.id;
  const recordsView = shouldRecordView && isScreenOfPage;
  useEffect(() => {
    if (id && recordsView) recordStat('view', 'app-pages', id);
  }, [id, key, recordsView]);

  const title = page?.title;

  useEffect(() => {
    if (!title || !hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      target.scrollIntoView();
      // Keyboard and screen-reader users continue from the section they asked for.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, hash]);

  const styles = page?.styles;
  useEffect(() => {
    if (!styles) return;
    const element = document.createElement('style');
    element.dataset.pageStyles = '';
    element.textContent = styles;
    document.head.append(element);
    return () => element.remove();
  }, [styles]);
}
