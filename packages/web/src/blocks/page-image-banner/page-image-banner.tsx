import Box from '@mui/material/Box';
import type { BlockProps } from '../block-types.ts';
import { asString } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { toImage } from '../shared/block-values.ts';

/**
 * A wide image. Without a title it is decoration (no alternative text); with one, the title is a
 * heading over a dark veil that keeps it readable whatever the picture.
 */
export function PageImageBanner({ props, headingLevel }: BlockProps) {
  const image = toImage(props.image);
  const title = asString(props.title);
  const height = Math.min(Math.max(Number(props.height) || 320, 120), 800);
  if (!image) return null;
  return (
    <Box sx={{ position: 'relative', height, overflow: 'hidden' }}>
      <Box component="img" src={image.src} alt={title ? '' : image.alt} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      {title && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'rgba(0, 0, 0, 0.55)', px: 2 }}>
          <BlockHeading level={headingLevel} variant="h3" sx={{ color: '#fff', fontWeight: 700, textAlign: 'center' }}>
            {title}
          </BlockHeading>
        </Box>
      )}
    </Box>
  );
}
