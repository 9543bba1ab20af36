import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../components/page-loader.tsx';
import { AppRouter } from '../router/app-router.tsx';
import { bootApp } from './boot-app.ts';
import { BOOT_QUERY_KEY } from './boot-first-screen.ts';

/**
 * Nothing but a loader until the app can show itself in the visitor's language: the runtime
 * environment, the signed-in user and the messages are loaded first.
 */
export function Boot() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const boot = useQuery({ queryKey: BOOT_QUERY_KEY, queryFn: () => bootApp(queryClient), staleTime: Infinity, retry: 1 });
  if (boot.isPending) return <PageLoader label={t('boot.loading')} isFullPage />;
  if (boot.isError) {
    return (
      <Box component="main" sx={{ maxWidth: 640, mx: 'auto', px: 3, py: 10 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('boot.failedTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('boot.failedDetail')}</Typography>
        <Button variant="contained" onClick={() => void boot.refetch()}>
          {t('boot.retry')}
        </Button>
      </Box>
    );
  }
  return <AppRouter />;
}
