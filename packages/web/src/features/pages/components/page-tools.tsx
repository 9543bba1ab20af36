import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { Button } from '../../../components/button.tsx';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { hasRole, useSession } from '../../../lib/session/session.ts';
import type { AppPage, PageComponent } from '../api/get-app-page.ts';
import { sectionId } from './page-blocks.tsx';

const PageNavigationDrawer = lazy(() => import('./page-navigation-drawer.tsx').then((m) => ({ default: m.PageNavigationDrawer })));
const EditPageLink = lazy(() => import('./edit-page-link.tsx').then((m) => ({ default: m.EditPageLink })));

const ArrowUpIcon = createSvgIcon(<path d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" />, 'ArrowUpward');
const TocIcon = createSvgIcon(<path d="M3 9h14V7H3zm0 4h14v-2H3zm0 4h14v-2H3zm16 0h2v-2h-2zm0-10v2h2V7zm0 6h2v-2h-2z" />, 'Toc');

/**
 * On a phone the tools keep their icon only (their name stays, for screen readers and voice control,
 * in `aria-label`): with large text, labelled buttons would cover much of the page.
 */
export function ToolLabel({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
      {children}
    </Box>
  );
}
// The icon's own margins are inline (components/button.tsx): alone, it sits centred.
export const TOOL = { minWidth: 44, minHeight: 44, '& .MuiButton-startIcon': { marginRight: { xs: '-4px !important', sm: '8px !important' } } };

/** Spec §2: the back-to-top button shows once the page has scrolled past this many pixels. */
export const BACK_TO_TOP_AFTER_PX = 300;

export interface PageSectionLink {
  id: string;
  title: string;
}

/** The blocks the in-page navigation lists: those with a title, in page order. */
export function titledSections(components: readonly PageComponent[]): PageSectionLink[] {
  return components
    .map((component) => ({ id: sectionId(component), title: typeof component.props.title === 'string' ? component.props.title.trim() : '' }))
    .filter((section) => section.title !== '');
}

function useScrolledPast(threshold: number) {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > threshold);
    // Read after the browser has drawn, when the layout is already done: read in the effect, it
    // would force the first screen's whole layout inside the script's task.
    const frame = requestAnimationFrame(() => setTimeout(update, 0));
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return isPast;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function BackToTop() {
  const { t } = useTranslation();
  const isShown = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const onClick = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the content, not from the button that has gone.
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  };
  return (
    // Its place is kept while hidden (out of sight, of the Tab order and of screen readers), so that
    // showing it moves nothing.
    <Button variant="contained" size="small" startIcon={<ArrowUpIcon />} onClick={onClick} aria-label={t('shell.backToTop')} style={{ visibility: isShown ? 'visible' : 'hidden' }} sx={TOOL}>
      <ToolLabel>{t('shell.backToTop')}</ToolLabel>
    </Button>
  );
}

function PageNavigation({ sections }: { sections: PageSectionLink[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<TocIcon />}
        aria-label={t('shell.onThisPage')}
        sx={TOOL}
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <ToolLabel>{t('shell.onThisPage')}</ToolLabel>
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <PageNavigationDrawer id={id} isOpen={isOpen} sections={sections} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * What floats over a page's bottom edge (spec §2 "Dynamic page routes"): the in-page navigation when the page
 * navigation feature is on and more than one block has a title, back to top after 300 px, and the
 * edit button for application administrators (its code loads for them only).
 */
export function PageTools({ page }: { page: AppPage }) {
  const { features } = useRuntimeEnvironment();
  const session = useSession();
  const sections = features.pageNavigation ? titledSections(page.components) : [];
  const canEdit = hasRole(session, 'app_admin');
  return (
    // Sticky at the end of the page's content: over the page's bottom edge while it scrolls, then
    // resting below the last block, so the tools never cover the footer.
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 'speedDial',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: 1,
        p: 2,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {canEdit && (
        <Suspense fallback={null}>
          <EditPageLink pageId={page.id} />
        </Suspense>
      )}
      {sections.length > 1 && <PageNavigation sections={sections} />}
      <BackToTop />
    </Box>
  );
}
