import Box from '@mui/material/Box';
import { organizationsTableScreens } from '@relais/domain';
import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';

type Props = BlockProps<'pageOrganizationsTable'>;

const table = lazyScreen(() => import('./page-organizations-table.main.tsx').then((m) => m.OrganizationsTable));

/** The organizations table block's one screen with its data. */
export function OrganizationsTableBlock(blockProps: Props) {
  return <table.Screen {...blockProps} />;
}

/** A table row's height: the placeholder holds a page of them, so nothing moves when they arrive. */
export const ORGANIZATION_ROW_HEIGHT = 57;

/** While the table first loads: its heading's, search's and status's room, then a page of rows. */
function OrganizationsTablePlaceholder({ props }: { props: Record<string, unknown> }) {
  const rows = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), 100) : 25;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ height: 48, mb: 1 }} />
      <Box sx={{ height: 56, mb: 3 }} />
      <Box sx={{ height: 24, mb: 2 }} />
      <Box aria-hidden sx={{ height: (rows + 1) * ORGANIZATION_ROW_HEIGHT, bgcolor: 'action.hover', borderRadius: 1 }} />
    </Container>
  );
}

/** The organizations table as the page renders it: it reads its screen's data first. */
export const PageOrganizationsTable = withScreenData('pageOrganizationsTable', organizationsTableScreens, OrganizationsTableBlock, OrganizationsTablePlaceholder, { main: table.preload });
