import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import { ContentItem } from './content-item.tsx';
import type { ContentItemValue } from './content-item.tsx';

/** One item at a time, moved only by the visitor (no automatic rotation to pause). */
export function ContentCarousel({ items, headingLevel }: { items: ContentItemValue[]; headingLevel: number }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const item = items[index];
  if (!item) return null;
  const move = (step: number) => setIndex((i) => (i + step + items.length) % items.length);
  return (
    <Box sx={{ minHeight: 200 }}>
      <ContentItem item={item} headingLevel={headingLevel} />
      {items.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button variant="outlined" onClick={() => move(-1)}>
            {t('blocks.previous')}
          </Button>
          <Box component="span" aria-live="polite">
            {t('blocks.itemOf', { current: index + 1, total: items.length })}
          </Box>
          <Button variant="outlined" onClick={() => move(1)}>
            {t('blocks.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
