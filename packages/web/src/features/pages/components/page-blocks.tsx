import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { findBlock, HEADING_BLOCKS } from '../../../blocks/block-map.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
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

function PageSection({ component, headingLevel }: { component: PageComponent; headingLevel: 1 | 2 }) {
  const Block = findBlock(component.name);
  if (!Block) return <UnknownBlock name={component.name} />;
  return (
    <Box id={sectionId(component)} sx={component.props.inverseBackground ? INVERSE_BACKGROUND : undefined}>
      {/* Lazy blocks keep a minimum height while loading so the page does not jump (spec §9). */}
      <ErrorBoundary label={`Block ${component.name} at position ${component.position}`}>
        <Suspense fallback={<Box sx={{ minHeight: 100 }} />}>
          <Block props={component.props} headingLevel={headingLevel} />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}

/**
 * The page's blocks in position order. A page has exactly one h1: its opening block's title when
 * that block is a heading block, otherwise the page title, hidden, for screen readers.
 */
export function PageBlocks({ page }: { page: AppPage }) {
  const first = page.components[0];
  const opensWithHeading = first !== undefined && HEADING_BLOCKS.has(first.name);
  return (
    <>
      {!opensWithHeading && (
        <Box component="h1" sx={visuallyHidden}>
          {page.title}
        </Box>
      )}
      {page.components.map((component, index) => (
        <PageSection key={component.id} component={component} headingLevel={index === 0 && opensWithHeading ? 1 : 2} />
      ))}
    </>
  );
}
