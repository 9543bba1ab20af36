import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import { IconButton } from '../../components/icon-button.tsx';
import { PauseIcon, PlayIcon } from '../../lib/icons.tsx';
import type { ImageValue } from '../shared/block-values.ts';
import { useCarousel } from './use-carousel.ts';

/** One image, or several in turn with a play/pause toggle (WCAG 2.2.2: moving content can be paused). */
export function HeroImages({ images }: { images: ImageValue[] }) {
  const { t } = useTranslation();
  const { index, isPlaying, toggle } = useCarousel(images.length);
  const image = images[index];
  if (!image) return null;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box component="img" src={image.src} alt={image.alt} sx={{ display: 'block', width: '100%', maxHeight: 480, objectFit: 'cover', borderRadius: 2 }} />
      {images.length > 1 && (
        <IconButton
          onClick={toggle}
          aria-label={isPlaying ? t('blocks.pauseSlideshow') : t('blocks.playSlideshow')}
          sx={{ position: 'absolute', bottom: 8, right: 8, bgcolor: 'rgba(0,0,0,0.7)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,0.85)' } }}
        >
          {isPlaying ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
      )}
    </Box>
  );
}
