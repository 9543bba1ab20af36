import Box from '@mui/material/Box';
import { Container } from '../../components/container.tsx';
import Typography from '@mui/material/Typography';
import type { BlockProps } from '../block-types.ts';
import { asArray, asRecord, asString } from '../block-types.ts';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { toButton, toImage } from '../shared/block-values.ts';
import { ContentCarousel } from './content-carousel.tsx';
import { ContentItem } from './content-item.tsx';
import type { ContentItemValue } from './content-item.tsx';

const toItem = (value: unknown, index: number): ContentItemValue => {
  const record = asRecord(value);
  return {
    key: asString(record.id) || String(index),
    title: asString(record.title),
    html: asString(record.content) || asString(record.text) || asString(record.description),
    image: toImage(record.image),
    button: toButton(record.button ?? record),
  };
};

/** Items of rich text shown as cards (a responsive grid), a list, or a carousel (spec §2). */
export function PageContent({ props, headingLevel }: BlockProps) {
  const title = asString(props.title);
  const subtitle = asString(props.subtitle);
  const items = asArray<unknown>(props.items).map(toItem);
  const perRow = Math.min(Math.max(Number(props.itemsPerRow) || 3, 1), 4);
  const display = asString(props.display) || asString(props.type) || 'cards';
  // Item titles sit under the block title when there is one, otherwise at the block's own level.
  const itemLevel = title ? nextLevel(headingLevel) : headingLevel;
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      {title && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: subtitle ? 1 : 3 }}>
          {title}
        </BlockHeading>
      )}
      {subtitle && (
        <Typography component="p" sx={{ color: 'text.secondary', mb: 3, fontSize: '1.125rem' }}>
          {subtitle}
        </Typography>
      )}
      {display === 'carousel' && perRow === 1 ? (
        <ContentCarousel items={items} headingLevel={itemLevel} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: display === 'list' ? '1fr' : { xs: '1fr', sm: `repeat(${Math.min(perRow, 2)}, 1fr)`, md: `repeat(${perRow}, 1fr)` },
          }}
        >
          {items.map((item) => (
            <li key={item.key}>
              <ContentItem
                item={item}
                headingLevel={itemLevel}
                sx={display === 'list' ? undefined : { height: '100%', p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
              />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
