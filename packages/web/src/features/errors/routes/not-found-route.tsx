import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../components/error-screen.tsx';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.notFoundTitle')} description={t('errors.notFoundDescription')} />;
}
