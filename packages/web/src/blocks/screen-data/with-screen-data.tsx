import { Suspense } from 'react';
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import type { BlockName, BlockScreen } from '@relais/domain';
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
export function withScreenData<N extends BlockName>(
  _name: N,
  /** The block's screens (its declaration's `screens`): each block's own, so no page carries every block's. */
  screens: Readonly<Record<string, BlockScreen<never, never> | undefined>>,
  Component: ComponentType<BlockProps<N>>,
  Placeholder: ComponentType<{ props: Record<string, unknown> }>,
  /** The screens in chunks of their own (lazy-screen.tsx): sub-route pattern → its preload. */
  screenChunks: Readonly<Record<string, () => Promise<void>>> = {},
) {
  function BlockWithScreenData({ props, headingLevel, page = { path: '/', title: '' }, screen = 'main', params = {} }: UntypedBlockProps) {
    const { search } = useLocation();
    // The screen's code comes while its data does (an idempotent download).
    void screenChunks[screen]?.().catch(() => undefined);
    const result = useBlockData(Object.hasOwn(screens, screen) ? screens[screen] : undefined, props, params, search);
    if (result.status === 'missing') return <MissingRecord url={result.url} />;
    if (result.status === 'error') throw result.error;
    if (result.status === 'loading') return <Placeholder props={props} />;
    // The page hands the props its type declares (the server checked them on write), the reads' answers as the screen declares them.
    const Typed = Component as unknown as ComponentType<UntypedBlockProps & { data: Record<string, unknown> }>;
    return (
      <Box aria-busy={result.isFetching || undefined}>
        <Suspense fallback={<Placeholder props={props} />}>
          <Typed props={props} headingLevel={headingLevel} page={page} screen={screen} params={params} data={result.data} />
        </Suspense>
      </Box>
    );
  }
  /** Fetches the code of the block's screen at `screen` when it has a chunk of its own (block-map `preloadBlockScreen`). */
  BlockWithScreenData.preloadScreen = (screen: string): Promise<void> => screenChunks[screen]?.() ?? Promise.resolve();
  return BlockWithScreenData;
}
