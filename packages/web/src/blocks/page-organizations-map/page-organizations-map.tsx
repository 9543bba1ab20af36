import Box from '@mui/material/Box';
import { organizationsMapScreens } from '@relais/domain';
import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { mapHeights } from './map-heights.ts';

type Props = BlockProps<'pageOrganizationsMap'>;

const map = lazyScreen(() => import('./page-organizations-map.main.tsx').then((m) => m.OrganizationsMap));

/** The organizations map block's one screen with its data. */
export function OrganizationsMapBlock(blockProps: Props) {
  return <map.Screen {...blockProps} />;
}

/** While the map's data first loads: its heading's room, the map's box and the list's line. */
function OrganizationsMapPlaceholder({ props }: { props: Record<string, unknown> }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ height: 48, mb: 1 }} />
      <Box aria-hidden sx={{ height: mapHeights(props.height), bgcolor: 'action.hover', borderRadius: 1 }} />
      <Box sx={{ height: 56, mt: 2 }} />
    </Container>
  );
}

/** The organizations map as the page renders it: it reads its screen's data first. */
export const PageOrganizationsMap = withScreenData('pageOrganizationsMap', organizationsMapScreens, OrganizationsMapBlock, OrganizationsMapPlaceholder, { main: map.preload });
