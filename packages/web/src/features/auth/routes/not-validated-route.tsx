import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { defaultDestination, useSession } from '../../../lib/session/session.ts';
import { AuthScreen } from '../components/auth-screen.tsx';

/** `/auth/not-validated` (signed in): the account waits for the platform's validation. */
export function NotValidatedRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const { features } = useRuntimeEnvironment();
  if (session.isValidated) return <Navigate replace to={defaultDestination(session, features)} />;
  return <AuthScreen title={t('authScreens.notValidatedTitle')} intro={t('authScreens.notValidatedIntro')} />;
}
