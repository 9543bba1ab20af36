import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { ErrorScreen } from '../components/error-screen.tsx';

/** What a screen that failed to render shows instead: words, and the way home. */
export function UnexpectedErrorRoute() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.unexpectedErrorTitle')} description={t('errors.unexpectedErrorDescription')} />;
}
