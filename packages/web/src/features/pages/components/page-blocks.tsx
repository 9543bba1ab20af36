import { startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { Navigate } from 'react-router';
import { BLOCK_TYPES, blockOfSubRoute, isBlockName, MAIN_SCREEN } from '@relais/domain';
import type { SubRouteMatch } from '@relais/domain';
import { findBlock, HEADING_BLOCKS } from '../../../blocks/block-map.ts';
import type { BlockPage } from '../../../blocks/block-types.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { InLanguage } from '../../../components/in-language.tsx';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import { forgetServerRenderedPage, isServerRenderedPage } from '../../../lib/server-rendered.ts';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { paths } from '../../../paths.ts';
import type { AppPage, PageComponent } from '../api/get-app-page.ts';

export const sectionId = (component: PageComponent) => component.viewId ?? `page-section-${component.position}`;

function UnknownBlock({ name }: { name: string }) {
  useEffect(() => {
    console.warn(`Unknown page block type "${name}": nothing rendered.`);
  }, [name]);
  return null;
}

// The other background of the theme's mode (a light grey, or a lighter dark), so text keeps its contrast in both.
const INVERSE_BACKGROUND = { bgcolor: (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100]) };

function PageSection({ component, headingLevel, page, screen = MAIN_SCREEN, params = {} }: { component: PageComponent; headingLevel: 1 | 2; page: BlockPage; screen?: string; params?: Record<string, string> }) {
  const Block = findBlock(component.name);
  if (!Block) return <UnknownBlock name={component.name} />;
  return (
    <Box id={sectionId(component)} sx={component.props.inverseBackground ? INVERSE_BACKGROUND : undefined}>
      {/* Lazy blocks keep a minimum height while loading so the page does not jump (spec §9). */}
      <ErrorBoundary label={`Block ${component.name} at position ${component.position}`}>
        <InLanguage locale={component.locale}>
          <Suspense fallback={<Box sx={{ minHeight: 100 }} />}>
            <Block props={component.props} headingLevel={headingLevel} page={page} screen={screen} params={params} />
          </Suspense>
        </InLanguage>
      </ErrorBoundary>
    </Box>
  );
}

/** A short block's height on a phone: the first pass renders enough of them to fill the screen. */
const SHORT_BLOCK_PX = 300;

/**
 * How many blocks the first render draws: enough to fill the window (the rest is below the fold),
 * or all of them when the address names a section (the page scrolls to it) or outside a browser.
 */
function firstPassCount(total: number): number {
  if (typeof window === 'undefined' || window.location.hash) return total;
  return Math.min(total, Math.max(2, Math.ceil(window.innerHeight / SHORT_BLOCK_PX)));
}

/**
 * The number of blocks drawn so far: the first screen's blocks at once, then one more per task, so
 * that no single task draws the whole page (the first paint comes sooner and the page keeps
 * answering input while the rest is drawn below the fold).
 */
function useProgressiveCount(pageId: string, total: number): number {
  // A page the server drew is drawn whole: the browser's first render must match it.
  const [state, setState] = useState(() => ({ pageId, count: isServerRenderedPage(pageId) ? total : firstPassCount(total) }));
  useEffect(forgetServerRenderedPage, []);
  const count = state.pageId === pageId ? state.count : firstPassCount(total);
  if (state.pageId !== pageId) setState({ pageId, count });
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setState((current) => (current.pageId === pageId ? { pageId, count: current.count + 1 } : current))), 0);
    return () => clearTimeout(timer);
  }, [pageId, count, total]);
  return count;
}

/** The page's components whose block type's feature is on (a block of a feature turned off is not shown). */
function useShownComponents(page: AppPage): PageComponent[] {
  const { features } = useRuntimeEnvironment();
  return page.components.filter(({ name }) => {
    const feature = isBlockName(name) ? BLOCK_TYPES[name].feature : null;
    return !feature || features[feature];
  });
}

/**
 * A sub-route of the page (`/blog/:id`): the screen of the first block that adds it, alone, opening
 * the page with the h1; the page's other blocks are not shown (decisions.md). Not found when no
 * block of the page adds it with its feature on.
 */
function SubRouteScreen({ page, subRoute }: { page: AppPage; subRoute: SubRouteMatch }) {
  const { features } = useRuntimeEnvironment();
  const name = blockOfSubRoute(
    page.components.map((component) => component.name),
    subRoute.pattern,
    features,
  );
  const component = page.components.find((candidate) => candidate.name === name);
  useEffect(forgetServerRenderedPage, []);
  if (!component) return <Navigate to={paths.errors.notFound} replace state={{ from: page.path }} />;
  return <PageSection key={`${component.id} ${subRoute.pattern}`} component={component} headingLevel={1} page={{ path: page.path, title: page.title }} screen={subRoute.pattern} params={subRoute.params} />;
}

/**
 * The page's blocks in position order, or on a sub-route the screen of the block that adds it. A
 * page has exactly one h1: its opening block's title when that block is a heading block, otherwise
 * the page title, hidden, for screen readers.
 */
export function PageBlocks({ page, subRoute = null }: { page: AppPage; subRoute?: SubRouteMatch | null }) {
  if (subRoute) return <SubRouteScreen page={page} subRoute={subRoute} />;
  return <MainScreen page={page} />;
}

function MainScreen({ page }: { page: AppPage }) {
  const components = useShownComponents(page);
  const first = components[0];
  const opensWithHeading = first !== undefined && HEADING_BLOCKS.has(first.name);
  const shown = useProgressiveCount(page.id, components.length);
  const locale = useLocale();
  const blockPage = useMemo(() => ({ path: page.path, title: page.title }), [page.path, page.title]);
  return (
    <>
      {!opensWithHeading && (
        <Box component="h1" sx={visuallyHidden} lang={page.locale && page.locale !== locale ? page.locale : undefined}>
          {page.title}
        </Box>
      )}
      {components.slice(0, shown).map((component, index) => (
        <PageSection key={component.id} component={component} headingLevel={index === 0 && opensWithHeading ? 1 : 2} page={blockPage} />
      ))}
      {/* Keeps what follows the page (the footer) out of the window until every block is drawn. */}
      {shown < components.length && <Box aria-hidden sx={{ minHeight: '100vh' }} />}
    </>
  );
}
