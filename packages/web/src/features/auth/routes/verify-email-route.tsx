import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { REDIRECT_PARAM, safeRedirect } from '../../../lib/router/guard.tsx';
import { useAnnounce } from '../../../lib/announcer.tsx';
import { defaultDestination, refreshSession, useSession } from '../../../lib/session/session.ts';
import { postVerificationNotification } from '../api/accounts.ts';
import { AuthScreen } from '../components/auth-screen.tsx';
import { formErrorMessage } from '../hooks/auth-error-message.ts';

/**
 * `/auth/email/verify` and `/auth/email/verify/expired` (signed in): check your mailbox, or the
 * link was no good; either way a new link can be sent. A verified user is sent on.
 */
export function VerifyEmailRoute({ isExpired = false }: { isExpired?: boolean }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const session = useSession();
  const [search] = useSearchParams();
  const [isPending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const email = session.user?.email ?? '';

  if (session.isVerified) return <Navigate replace to={safeRedirect(search.get(REDIRECT_PARAM)) ?? defaultDestination(session)} />;

  const resend = async () => {
    setPending(true);
    setNotice(null);
    try {
      const { state } = await postVerificationNotification();
      // Verified meanwhile (in another tab): the session reload sends the user on.
      if (state === 'email_verified') await refreshSession(queryClient);
      else {
        setNotice({ severity: 'success', text: t('authScreens.linkSent', { email }) });
        announce(t('authScreens.linkSent', { email }));
      }
    } catch (error) {
      setNotice({ severity: 'error', text: formErrorMessage(error, t) });
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthScreen
      title={isExpired ? t('authScreens.verifyExpiredTitle') : t('authScreens.verifyTitle')}
      intro={isExpired ? t('authScreens.verifyExpiredIntro', { email }) : t('authScreens.verifyIntro', { email })}
    >
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : undefined} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <Button variant="contained" onClick={() => void resend()} disabled={isPending}>
        {t('authScreens.resendLink')}
      </Button>
    </AuthScreen>
  );
}
