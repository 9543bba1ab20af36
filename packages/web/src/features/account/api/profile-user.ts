import { useSession } from '../../../lib/session/session.ts';
import type { SessionUser } from '../../../lib/session/session.ts';

/** The signed-in user, whose account the profile shows. */
export type ProfileUser = SessionUser;

/** The profile is behind the sign-in guard: the user is there. */
export function useProfileUser(): ProfileUser {
  const { user } = useSession();
  if (!user) throw new Error('The profile needs a signed-in user.');
  return user;
}
