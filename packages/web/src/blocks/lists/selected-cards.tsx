import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { CARD_GRID_SX } from './card-grid.tsx';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';

/**
 * The layout of a "selected" block (a few records the editor chose): its title when it has one, then
 * the records in the editor's order as cards (one left out when the reader may not read it or it is
 * gone), or what to say when none is left. Each card's heading is one level below the title, or at
 * the block's level without one.
 */
export function SelectedCards<T extends { id: string }>({
  title,
  headingLevel,
  chosen,
  records,
  empty,
  card,
}: {
  title: string | undefined;
  headingLevel: number;
  /** The ids in the editor's order. */
  chosen: readonly string[];
  records: readonly T[];
  /** Said when none of the chosen records is there. */
  empty: string;
  card: (record: T, headingLevel: number) => ReactNode;
}) {
  const byId = new Map(records.map((record) => [record.id, record]));
  const shown = chosen.flatMap((id) => byId.get(id) ?? []);
  const cardLevel = title ? nextLevel(headingLevel) : headingLevel;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {title && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          {title}
        </BlockHeading>
      )}
      {shown.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {shown.map((record) => (
            <li key={record.id}>{card(record, cardLevel)}</li>
          ))}
        </Box>
      )}
    </Container>
  );
}
