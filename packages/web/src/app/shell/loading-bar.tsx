import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useUiState } from '../../lib/ui-store.ts';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

/**
 * A thin bar at the top of the window while requests are pending or a route is loading (spec §4
 * "Loading"). CSS only; without motion for visitors who ask for less, it stays as a still bar.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const isLoading = useUiState((state) => state.pendingRequests > 0 || state.routeLoading);
  if (!isLoading) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="loading-bar"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 'tooltip', overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite` }} />
    </Box>
  );
}
