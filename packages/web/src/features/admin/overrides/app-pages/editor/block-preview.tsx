import { memo, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { findBlock } from '../../../../../blocks/block-map.ts';
import { ErrorBoundary } from '../../../../../components/error-boundary.tsx';
import type { EditorBlock } from './editor-state.ts';

const INVERSE_BACKGROUND = { bgcolor: (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100]) };

/**
 * One block drawn by the component visitors get. Memoised on the block object, which the editor
 * replaces only when that block changes: a keystroke draws one block again, not the page.
 */
export const PreviewBlock = memo(function PreviewBlock({ block, position }: { block: EditorBlock; position: number }) {
  const Block = findBlock(block.name);
  if (!Block) return null;
  return (
    <Box data-preview-key={block.key} sx={block.props.inverseBackground ? INVERSE_BACKGROUND : undefined}>
      <ErrorBoundary label={`Block ${block.name} at position ${position}`}>
        <Suspense fallback={<Box sx={{ minHeight: 100 }} />}>
          <Block props={block.props} headingLevel={2} />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
});
