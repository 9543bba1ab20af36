import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { parseVideoUrl } from '@relais/domain';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ButtonBase from '@mui/material/ButtonBase';
import { Container } from '../../components/container.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { CloseIcon } from '../../lib/drawer-icons.tsx';
import { PlayIcon } from '../../lib/icons.tsx';
import type { BlockProps } from '../block-types.ts';
import { asRecord, asString } from '../block-types.ts';
import { BlockTitle } from '../shared/block-title.tsx';
import { toImage } from '../shared/block-values.ts';
import { VideoEmbed } from '../shared/video-embed.tsx';

/** The picture is 450 px high (spec "image height 450"). */
const IMAGE_HEIGHT = 450;

/**
 * A picture that opens the video in a dialog: an uploaded file plays in the page's own player; a
 * YouTube or Vimeo one waits for that provider's cookies to be accepted (spec "Video").
 */
export function PageVideo({ props, headingLevel }: BlockProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const title = asString(props.title);
  const image = toImage(props.image);
  const file = asRecord(props.file);
  const fileUrl = asString(file.url);
  const embed = parseVideoUrl(asString(props.embedUrl));
  if (!fileUrl && !embed) return null;
  const name = title || t('blocks.watchVideo');
  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <BlockTitle title={title} level={headingLevel} />
      <ButtonBase
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('blocks.playVideo', { title: name })}
        sx={{ position: 'relative', display: 'block', width: '100%', height: IMAGE_HEIGHT, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.900' }}
      >
        {image && <Box component="img" src={image.src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
        <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Box sx={{ width: 72, height: 72, borderRadius: '50%', bgcolor: 'rgba(0, 0, 0, 0.7)', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 40 }}>
            <PlayIcon fontSize="inherit" />
          </Box>
        </Box>
      </ButtonBase>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} maxWidth="md" fullWidth aria-labelledby="page-video-title">
        <DialogTitle id="page-video-title" sx={{ pr: 7 }}>
          {name}
        </DialogTitle>
        <IconButton onClick={() => setIsOpen(false)} aria-label={t('common.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          {fileUrl ? (
            <Box component="video" src={fileUrl} controls autoFocus sx={{ width: '100%', display: 'block' }}>
              {t('blocks.videoUnsupported')}
            </Box>
          ) : (
            embed && <VideoEmbed video={embed} title={title} />
          )}
        </DialogContent>
      </Dialog>
    </Container>
  );
}
