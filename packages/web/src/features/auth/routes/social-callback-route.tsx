import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';
import { postSocialLogin } from '../api/sign-in.ts';
import { AuthScreen } from '../components/auth-screen.tsx';
import { providerLabel } from '../components/social-buttons.tsx';
import { formErrorMessage } from '../hooks/auth-error-message.ts';
import { useFollowSignInReply } from '../hooks/use-sign-in-reply.ts';

/**
 * `/auth/social/:provider/callback` (socialLogin feature): where the provider sends the browser
 * back, after a sign-in or after linking from the profile. The code goes to the server once; its
 * reply is followed as a sign-in's.
 */
export function SocialCallbackRoute() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const follow = useFollowSignInReply();
  const [error, setError] = useState<string | null>(null);
  const isStarted = useRef(false);
  const code = search.get('code');
  const state = search.get('state');

  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    if (!code || !state) {
      setError(t('authScreens.socialRefused'));
      return;
    }
    postSocialLogin(provider, { code, state })
      .then(async (reply) => {
        if (!(await follow(reply))) setError(t('authScreens.failed'));
      })
      .catch((failure: unknown) => setError(failure instanceof ApiError && failure.status === 422 ? t('authScreens.socialRefused') : formErrorMessage(failure, t)));
  }, [code, state, provider, follow, t]);

  return (
    <AuthScreen title={t('authScreens.socialTitle', { provider: providerLabel(provider) })}>
      {error ? (
        <Alert severity="error" role="alert">
          {error} <SmartLink href={paths.auth.signIn}>{t('authScreens.backToSignIn')}</SmartLink>
        </Alert>
      ) : (
        <PageLoader label={t('authScreens.socialWorking')} />
      )}
    </AuthScreen>
  );
}
