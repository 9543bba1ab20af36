import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { ErrorScreen } from '../components/error-screen.tsx';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.notFoundTitle')} description={t('errors.notFoundDescription')} />;
}
