import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { ErrorScreen } from '../components/error-screen.tsx';

export function UnauthorizedRoute() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.unauthorizedTitle')} description={t('errors.unauthorizedDescription')} />;
}
