import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Container } from '../../../components/container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { safeRedirect } from '../../../lib/router/guard.tsx';
import { PRINTABLES, printableOf } from '../printables.ts';

/**
 * `/services/internals/print?component=&componentProps=&previousRoute=` (spec, platform §2): one
 * printable (features/print/printables.ts) drawn alone, without menu, footer or accessibility
 * drawer, with a button that opens the browser's print dialog and a way back to the screen it was
 * asked from. The dialog is never opened by itself: a screen reader user first hears what will print.
 * The buttons do not print.
 */
export function PrintRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const printable = printableOf(searchParams.get('component'), searchParams.get('componentProps'));
  const back = safeRedirect(searchParams.get('previousRoute')) ?? '/';
  const Component = printable ? (PRINTABLES[printable.name].Component as React.ComponentType<unknown>) : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3, '@media print': { display: 'none' } }}>
        <Button component={SmartLink} href={back}>
          {t('print.back')}
        </Button>
        {Component && (
          <Button variant="contained" onClick={() => window.print()}>
            {t('print.print')}
          </Button>
        )}
      </Box>
      {Component ? (
        <Suspense fallback={<PageLoader label={t('common.loading')} minHeight={300} />}>
          <Component {...(printable!.props as object)} />
        </Suspense>
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {t('print.title')}
          </Typography>
          <Typography>{t('print.nothingToPrint')}</Typography>
        </>
      )}
    </Container>
  );
}
