import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../components/error-screen.tsx';

export function UnauthorizedRoute() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.unauthorizedTitle')} description={t('errors.unauthorizedDescription')} />;
}
