import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import Typography from '@mui/material/Typography';
import type { VideoEmbed as Video, VideoProvider } from '@relais/domain';
import { setConsent, useConsent } from '../../lib/consent.ts';

const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * A video of a provider: its player once the visitor accepted that provider's cookies, before
 * that a placeholder saying so, with a button to accept them (spec §5). The button will open the
 * cookie dialog once it exists; for now it records the decision itself.
 */
export function VideoEmbed({ video, title }: { video: Video; title?: string | null }) {
  const { t } = useTranslation();
  const isAccepted = useConsent(video.provider);
  // Only after a click here: the player replaces the button, so focus follows it instead of being lost.
  const [shouldFocusPlayer, setShouldFocusPlayer] = useState(false);
  const provider = PROVIDER_NAMES[video.provider];

  if (!isAccepted) {
    return (
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5, my: 2, p: 3, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography component="span">{t('blocks.videoConsent', { provider })}</Typography>
        <Button
          variant="contained"
          onClick={() => {
            setShouldFocusPlayer(true);
            setConsent(video.provider, true);
          }}
        >
          {t('blocks.acceptVideoCookies', { provider })}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ display: 'block', position: 'relative', my: 2, aspectRatio: '16 / 9', maxWidth: '100%' }}>
      <Box
        component="iframe"
        ref={(node: HTMLIFrameElement | null) => {
          if (node && shouldFocusPlayer) node.focus();
        }}
        src={video.embedUrl}
        title={title || t('blocks.videoTitle', { provider })}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
