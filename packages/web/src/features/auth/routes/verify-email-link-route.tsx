import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeRedirect } from '../../../lib/router/guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { defaultDestination, refreshSession, sessionOf } from '../../../lib/session/session.ts';
import { toast } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import { postVerifyEmail } from '../api/accounts.ts';
import { AuthScreen } from '../components/auth-screen.tsx';

/**
 * `/auth/email/verify/:id/:hash?expires&signature` (signed in): the link of the verification mail.
 * Confirms once, reloads the session and goes on; a bad or old link leads to the expired screen.
 */
export function VerifyEmailLinkRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { features } = useRuntimeEnvironment();
  const { id = '', hash = '' } = useParams();
  const [search] = useSearchParams();
  const isStarted = useRef(false);

  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    const link = { id, hash, expires: search.get('expires') ?? '', signature: search.get('signature') ?? '' };
    const goOn = async () => {
      const user = await refreshSession(queryClient);
      toast(t('authScreens.emailVerified'));
      void navigate(safeRedirect(search.get(REDIRECT_PARAM)) ?? defaultDestination(sessionOf(user, features)), { replace: true });
    };
    postVerifyEmail(link).then(goOn, () => void navigate(paths.auth.verifyEmailExpired, { replace: true }));
  }, [id, hash, search, queryClient, navigate, features, t]);

  return (
    <AuthScreen title={t('authScreens.verifyingTitle')}>
      <PageLoader label={t('authScreens.verifying')} />
    </AuthScreen>
  );
}
