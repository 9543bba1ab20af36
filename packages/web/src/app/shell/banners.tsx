import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { apiRequest } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session.ts';
import { useUiState } from '../../lib/ui-store.ts';
import { paths } from '../../paths.ts';

function Banner({ tone, children }: { tone: 'warning' | 'info'; children: ReactNode }) {
  return (
    <Box
      role="region"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        py: 1,
        // Dark text on a light tint: well above 4.5:1 in both themes' text colour.
        bgcolor: tone === 'warning' ? '#fff4e5' : '#e8f1fb',
        color: '#1c1c1c',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>
  );
}

/** While an admin acts as another user: who, and the way back (spec §2, §6). */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [isStopping, setIsStopping] = useState(false);
  if (!user?.impersonating) return null;
  const stop = async () => {
    setIsStopping(true);
    try {
      await apiRequest(paths.api.stopImpersonating, { method: 'DELETE' });
      // Back as oneself: everything loaded as the other user is dropped with a fresh start.
      window.location.assign(paths.home);
    } catch {
      setIsStopping(false);
    }
  };
  return (
    <Banner tone="warning">
      <span>{t('shell.impersonating', { name: user.fullName })}</span>
      <Button variant="contained" color="warning" size="small" onClick={() => void stop()} disabled={isStopping} sx={{ color: '#1c1c1c' }}>
        {t('shell.stopImpersonating')}
      </Button>
    </Banner>
  );
}

/** A newer environment (pages, redirections, settings) exists: offer to reload (spec §2). */
export function EnvironmentUpdatedBanner() {
  const { t } = useTranslation();
  const isUpdated = useUiState((state) => state.environmentUpdated);
  if (!isUpdated) return null;
  return (
    <Banner tone="info">
      <span>{t('shell.environmentUpdated')}</span>
      <Button variant="contained" size="small" onClick={() => window.location.reload()}>
        {t('shell.refresh')}
      </Button>
    </Banner>
  );
}
