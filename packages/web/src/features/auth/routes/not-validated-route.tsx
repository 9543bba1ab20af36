import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Navigate } from 'react-router';
import { defaultDestination, useSession } from '../../../lib/session/session.ts';
import { AuthScreen } from '../components/auth-screen.tsx';

/** `/auth/not-validated` (signed in): the account waits for the platform's validation. */
export function NotValidatedRoute() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isValidated) return <Navigate replace to={defaultDestination(session)} />;
  return <AuthScreen title={t('authScreens.notValidatedTitle')} intro={t('authScreens.notValidatedIntro')} />;
}
