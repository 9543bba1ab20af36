import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../lib/announcer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import type { AppPage } from '../api/get-app-page.ts';

/** Delays of spec §9: screen readers first finish reading the click, the blocks first render. */
export const ANNOUNCE_DELAY_MS = 500;
export const HASH_SCROLL_DELAY_MS = 50;

/** What a displayed page does around its blocks: title, announcement, anchor, page styles. */
export function usePageDisplay(page: AppPage | undefined) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const { pathname, hash } = useLocation();
  useDocumentTitle(page?.title, pathname === '/');

  const title = page?.title;
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => announce(t('shell.pageLoaded', { title })), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, announce, t]);

  useEffect(() => {
    if (!title || !hash) return;
    const timer = setTimeout(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(), HASH_SCROLL_DELAY_MS);
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
