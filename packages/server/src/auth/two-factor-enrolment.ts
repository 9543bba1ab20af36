import type { RoleName } from '@relais/domain';
import { ApiError } from '../http/errors.ts';

/**
 * A holder of a role that configuration obliges to use two-factor sign-in (TWO_FACTOR_ROLES) who has
 * not enrolled yet is signed in with a restricted session: it reads what the page needs to show the
 * enrolment screen, enrols, verifies the address (the e-mail strategy needs it) or signs out, and
 * every other call answers 403 `auth.two_factor_enrolment_required`. It is decided on each request
 * from the account, so the password and social paths, and a role granted later, are alike.
 */
export function mustEnrolTwoFactor({ roles, hasSecondFactor, obligedRoles }: { roles: ReadonlySet<RoleName>; hasSecondFactor: boolean; obligedRoles: readonly RoleName[] }) {
  return !hasSecondFactor && obligedRoles.some((role) => roles.has(role));
}

const READS = [/^\/api\/v1\/users\/me(\?|$)/, /^\/api\/v1\/services\/(runtime-environment|web-language-lines|app-menu)(\/|\?|$)/];
const CALLS = [/^\/auth\/logout$/, /^\/auth\/two-factor\/(totp|totp\/confirm|email)$/, /^\/auth\/email\/(verify\/[^/]+\/[^/?]+|verification-notification)(\?|$)/];

/** Whether a restricted session may make this call. Pages and files are not calls: they pass. */
export function isAllowedWhileEnrolling(method: string, url: string): boolean {
  if (!url.startsWith('/api/') && !url.startsWith('/auth/')) return true;
  if (method === 'GET' || method === 'HEAD') return READS.some((read) => read.test(url));
  return CALLS.some((call) => call.test(url));
}

export const enrolmentRequired = () =>
  new ApiError(403, [{ code: 'auth.two_factor_enrolment_required', title: 'Two-factor sign-in required', detail: 'Your role requires two-factor sign-in: set it up to continue.' }]);
