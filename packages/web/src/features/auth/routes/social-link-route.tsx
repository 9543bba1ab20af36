import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { paths } from '../../../paths.ts';
import { postSocialLink } from '../api/sign-in.ts';
import { AuthScreen } from '../components/auth-screen.tsx';
import { useFollowSignInReply } from '../hooks/use-sign-in-reply.ts';

/**
 * `/auth/social/link?token=` (socialLogin feature): the link mailed to the owner of an address that
 * a provider account gave. Posted once (a mail scanner that only fetches the page links nothing);
 * the provider account then signs in to the account.
 */
export function SocialLinkRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const follow = useFollowSignInReply();
  const [error, setError] = useState<string | null>(null);
  const isStarted = useRef(false);
  const token = search.get('token');

  useEffect(() => {
    if (isStarted.current) return;
    isStarted.current = true;
    if (!token) {
      setError(t('authScreens.socialLinkFailed'));
      return;
    }
    postSocialLink(token)
      .then(async (reply) => {
        if (!(await follow(reply))) setError(t('authScreens.failed'));
      })
      .catch(() => setError(t('authScreens.socialLinkFailed')));
  }, [token, follow, t]);

  return (
    <AuthScreen title={t('authScreens.socialLinkTitle')}>
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
