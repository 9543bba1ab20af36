import { useLocation } from 'react-router';
import { paths } from '../../paths.ts';
import { REDIRECT_PARAM } from '../../lib/router/guard.tsx';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { useSession } from '../../lib/session/session.ts';

/**
 * Who may act: a member is signed in with a validated account (the server's `isMember`), a visitor
 * is invited to sign in and come back here.
 */
export function useMember() {
  const session = useSession();
  const { features } = useRuntimeEnvironment();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return {
    userId: session.user?.id ?? null,
    isMember: session.isAuth && session.isValidated,
    isVisitor: !session.isAuth,
    /** Signing in is switched on: only then is a visitor invited to. */
    canSignIn: features.auth === true,
    signInHref: `${paths.auth.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: here }).toString()}`,
  };
}
