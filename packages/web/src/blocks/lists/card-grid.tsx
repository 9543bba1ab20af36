import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { Container } from '../../components/container.tsx';

/** A list card's least height: its placeholder holds the same, so nothing moves when the records arrive. */
const CARD_MIN_HEIGHT = 360;

/** A card of an area's list (an article, a post…): picture above, text below, in a bordered box. */
export const CARD_SX = { display: 'flex', flexDirection: 'column', minHeight: CARD_MIN_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' } as const;

/** A card without a picture (a training): its text alone, so its least height is less. */
export const COMPACT_CARD_MIN_HEIGHT = 180;

/** Cards in a responsive grid: one column on a phone, up to three. */
export const CARD_GRID_SX = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, listStyle: 'none', p: 0, m: 0 } as const;

/** A card's place while the list loads: the same size, so nothing moves when the records arrive. */
export function CardPlaceholder({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Box aria-hidden sx={isCompact ? { ...CARD_SX, minHeight: COMPACT_CARD_MIN_HEIGHT } : CARD_SX}>
      {!isCompact && <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ height: 20, width: '80%', bgcolor: 'action.hover', borderRadius: 0.5 }} />
        <Box sx={{ height: 14, width: '40%', bgcolor: 'action.hover', borderRadius: 0.5 }} />
        <Box sx={{ height: 14, width: '95%', bgcolor: 'action.hover', borderRadius: 0.5 }} />
      </Box>
    </Box>
  );
}

/**
 * A card list's place while its records first load: the heights of what stands above the cards
 * (a heading, a search, a status line…), then `count` card placeholders in the grid (compact: cards
 * without a picture).
 */
export function CardListPlaceholder({ above, count, isCompact = false }: { above: readonly { height: number; mb: number }[]; count: number; isCompact?: boolean }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {above.map((room, index) => (
        <Box key={index} sx={room} />
      ))}
      <Box component="ul" aria-hidden sx={CARD_GRID_SX}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <CardPlaceholder isCompact={isCompact} />
          </li>
        ))}
      </Box>
    </Container>
  );
}

/** Above a list's cards: its heading, its search and its status line. */
export const LIST_HEAD = [
  { height: 48, mb: 1 },
  { height: 40, mb: 3 },
  { height: 24, mb: 2 },
] as const;

/** Above a few chosen cards: the block's title. */
export const SELECTION_HEAD = [{ height: 40, mb: 3 }] as const;

/**
 * A card's picture, 16:9, decorative (the title says what the card is); without one, a soft panel of
 * the theme's main colour keeps the grid even rather than an empty grey box.
 */
export function CardPicture({ url }: { url: string | null | undefined }) {
  return (
    <Box
      sx={
        url
          ? { aspectRatio: '16 / 9', bgcolor: 'action.hover' }
          : (theme) => ({ aspectRatio: '16 / 9', background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.22)}, ${alpha(theme.palette.primary.main, 0.05)})` })
      }
    >
      {url && <Box component="img" src={url} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
    </Box>
  );
}
