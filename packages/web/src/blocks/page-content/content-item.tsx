import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { BlockHeading } from '../shared/block-heading.tsx';
import { BlockButtons } from '../shared/block-buttons.tsx';
import { RichText } from '../shared/rich-text.tsx';
import type { ButtonValue, ImageValue } from '../shared/block-values.ts';

export interface ContentItemValue {
  key: string;
  title: string;
  html: string;
  image: ImageValue | null;
  button: ButtonValue | null;
}

/** One item of a content block, as a card or a list entry. */
export function ContentItem({ item, headingLevel, sx }: { item: ContentItemValue; headingLevel: number; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {item.image && <Box component="img" src={item.image.src} alt={item.image.alt} sx={{ width: '100%', height: 'auto', borderRadius: 1 }} />}
      {item.title && (
        <BlockHeading level={headingLevel} variant="h5" sx={{ fontWeight: 600 }}>
          {item.title}
        </BlockHeading>
      )}
      {item.html && <RichText html={item.html} sx={{ fontSize: '1.0625rem' }} />}
      {item.button && <BlockButtons buttons={[item.button]} />}
    </Box>
  );
}
