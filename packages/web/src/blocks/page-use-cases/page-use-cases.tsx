import Box from '@mui/material/Box';
import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { asArray, asRecord, asString } from '../block-types.ts';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { BlockTitle } from '../shared/block-title.tsx';
import { toImage } from '../shared/block-values.ts';
import { RichText } from '../shared/rich-text.tsx';

/** Stories of use, the picture on alternating sides on wide screens, above the text on narrow ones. */
export function PageUseCases({ props, headingLevel }: BlockProps) {
  const title = asString(props.title);
  const itemLevel = title ? nextLevel(headingLevel) : headingLevel;
  const items = asArray<unknown>(props.items).map((value, index) => {
    const record = asRecord(value);
    return { key: String(index), title: asString(record.title), html: asString(record.content), image: toImage(record.image) };
  });
  if (!items.length) return null;
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={title} level={headingLevel} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {items.map((item, index) => (
          <Box
            key={item.key}
            component="article"
            sx={{ display: 'flex', gap: 4, alignItems: 'center', flexDirection: { xs: 'column', md: index % 2 ? 'row-reverse' : 'row' } }}
          >
            {item.image && <Box component="img" src={item.image.src} alt={item.image.alt} sx={{ width: { xs: '100%', md: '45%' }, borderRadius: 2, objectFit: 'cover' }} />}
            <Box sx={{ flex: 1 }}>
              <BlockHeading level={itemLevel} variant="h5" sx={{ fontWeight: 600, mb: 1.5 }}>
                {item.title}
              </BlockHeading>
              {item.html && <RichText html={item.html} sx={{ fontSize: '1.0625rem' }} />}
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
