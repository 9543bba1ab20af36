import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import type { BlockName } from '@relais/domain';
import type { BlockProps, UntypedBlockProps } from '../block-types.ts';
import { useBlockData } from './block-data.ts';
import { MissingRecord } from './missing-record.tsx';

/**
 * A block whose screens read data (domain `blocks/screens.ts`) as the page renders it: it makes the
 * screen's reads, shows `Placeholder` (its content's height) while they first load, not-found or
 * unauthorized when the screen's record is missing (MissingRecord), and otherwise the typed
 * component with the answers as `data`. In the block's own chunk: pages without such blocks carry
 * none of it.
 */
export function withScreenData<N extends BlockName>(name: N, Component: ComponentType<BlockProps<N>>, Placeholder: ComponentType<{ props: Record<string, unknown> }>) {
  return function BlockWithScreenData({ props, headingLevel, page = { path: '/', title: '' }, screen = 'main', params = {} }: UntypedBlockProps) {
    const { search } = useLocation();
    const result = useBlockData(name, screen, props, params, search);
    if (result.status === 'missing') return <MissingRecord url={result.url} />;
    if (result.status === 'error') throw result.error;
    if (result.status === 'loading') return <Placeholder props={props} />;
    // The page hands the props its type declares (the server checked them on write), the reads' answers as the screen declares them.
    const Typed = Component as unknown as ComponentType<UntypedBlockProps & { data: Record<string, unknown> }>;
    return (
      <Box aria-busy={result.isFetching || undefined}>
        <Typed props={props} headingLevel={headingLevel} page={page} screen={screen} params={params} data={result.data} />
      </Box>
    );
  };
}
