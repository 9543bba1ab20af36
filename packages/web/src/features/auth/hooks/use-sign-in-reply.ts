import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeRedirect } from '../../../lib/router/guard.tsx';
import { completeSignIn } from '../../../lib/session/actions.ts';
import { useSession } from '../../../lib/session/session.ts';
import { requireTwoFactorEnrolment, toast } from '../../../lib/ui-store.ts';
import { paths } from '../../../paths.ts';
import type { SignInReply } from '../api/sign-in.ts';
import { providerLabel } from '../components/social-buttons.tsx';

/** Set on the register screen's query when a social provider vouched for the person. */
export const FROM_SOCIAL_PARAM = 'fromSocialProvider';

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return search ? `${path}?${search}` : path;
};

/**
 * Where a reply that does not sign in yet leads (spec, platform §4 "Sign-in reply state"): the
 * second factor, or registration prefilled with what the provider told. Null for `authenticated`
 * (the session decides) and for any state this app does not know.
 */
export function nextScreenOf(reply: SignInReply, redirectUrl: string | null): string | null {
  if (reply.state === 'two_factor_required') return withQuery(paths.auth.twoFactor(reply.strategy), { [REDIRECT_PARAM]: redirectUrl });
  if (reply.state === 'registration_required') {
    return withQuery(paths.auth.register, {
      [FROM_SOCIAL_PARAM]: '1',
      provider: reply.provider,
      email: reply.data.email,
      firstName: reply.data.firstName,
      lastName: reply.data.lastName,
      [REDIRECT_PARAM]: redirectUrl,
    });
  }
  return null;
}

/**
 * Acts on a sign-in reply. On `authenticated` it loads the user and tells the other tabs; the
 * guest-only guard of the screen then sends the user on, to the redirect URL or the default
 * destination, exactly as it does for any signed-in user (and the destination's own guard asks for
 * the e-mail verification if needed). When the user's role obliges two-factor sign-in and none is
 * set up, a lasting message says so and the shell shows the set-up screen (as it does for any call
 * the server refuses for that reason). A
 * registration, or a provider account that must first be linked, says to check the mailbox and goes
 * to sign-in; a linked provider says so. The other states go to their screen.
 * Answers false for a state this app does not know, which the screen reports as a failure.
 */
export function useFollowSignInReply() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const redirectUrl = safeRedirect(search.get(REDIRECT_PARAM));
  const { isAuth } = useSession();
  return useCallback(
    async (reply: SignInReply): Promise<boolean> => {
      if (reply.state === 'authenticated') {
        if (reply.twoFactorEnrolmentRequired) {
          toast(t('authScreens.twoFactorEnrolmentRequired'), { severity: 'warning', length: 'long' });
          requireTwoFactorEnrolment();
        }
        await completeSignIn(queryClient);
        return true;
      }
      if (reply.state === 'verification_link_sent') {
        toast(t('authScreens.registeredCheckMail'), { length: 'long' });
        void navigate(paths.auth.signIn);
        return true;
      }
      if (reply.state === 'link_mail_sent') {
        toast(t('authScreens.socialLinkMailSent', { provider: providerLabel(reply.provider) }), { severity: 'info', length: 'long' });
        void navigate(paths.auth.signIn);
        return true;
      }
      if (reply.state === 'linked') {
        toast(t('authScreens.socialLinked', { provider: providerLabel(reply.provider) }), { length: 'long' });
        void navigate(isAuth ? paths.account.profile : paths.auth.signIn);
        return true;
      }
      const next = nextScreenOf(reply, redirectUrl);
      if (!next) return false;
      void navigate(next);
      return true;
    },
    [queryClient, navigate, t, redirectUrl, isAuth],
  );
}
