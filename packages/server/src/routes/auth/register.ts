import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALES } from '@relais/domain';
import { findAccountByEmail, findAccountById, usersTable } from '../../accounts/users.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { resourceTables } from '../../db/schema.ts';
import { forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { isUniqueViolation } from '../../jsonapi/db-errors.ts';
import { normaliseEmail } from '../../auth/rate-limits.ts';
import { assertAcceptablePassword } from './password.ts';
import { sendVerificationMail } from './email-verification.ts';
import { clearSocialProfile, readSocialProfile } from './social.ts';

const registration = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    password: z.string().max(1024).optional(),
    passwordConfirmation: z.string().max(1024).optional(),
    locale: z.enum(LOCALES).optional(),
    roles: z.array(z.string().max(50)).max(10).optional(),
    /** Completes a social sign-in: the provider's profile (kept in a sealed cookie) vouches for the e-mail. */
    fromSocialProvider: z.boolean().optional(),
  })
  .strict();

/**
 * `POST /auth/register` (register feature): creates an unverified, not yet validated account, signs
 * it in and sends the verification link. Only the roles that configuration allows may be chosen.
 */
export async function registerRoutes(app: FastifyInstance) {
  app.post('/auth/register', async (request, reply) => {
    if (!app.config.features.auth || !app.config.features.register) throw notFound();
    await app.rateLimits.consume([['registerByAddress', request.ip]]);
    const input = parseBody(registration, request.body);
    await app.rateLimits.consume([['registerByAccount', normaliseEmail(input.email)]]);
    const social = input.fromSocialProvider ? readSocialProfile(app, request) : null;
    if (input.fromSocialProvider && (!social || social.email !== input.email.trim().toLowerCase())) {
      throw validationFailed([{ pointer: '/email', rule: 'social_mismatch', detail: 'Sign in with the provider again: this address is not the one it confirmed.' }]);
    }
    if (!social || input.password) assertAcceptablePassword(input.password ?? '');
    if ((input.password ?? '') !== (input.passwordConfirmation ?? '')) {
      throw validationFailed([{ pointer: '/passwordConfirmation', rule: 'confirmed', detail: 'The two passwords differ.' }]);
    }
    const roles = input.roles ?? [];
    const refused = roles.findIndex((role) => !(app.config.registrationRoles as string[]).includes(role));
    if (refused >= 0) throw forbidden(`The role "${roles[refused]}" cannot be chosen at registration.`, `/roles/${refused}`);
    const email = input.email.trim().toLowerCase();
    const taken = () => validationFailed([{ pointer: '/email', rule: 'unique', detail: 'An account already uses this e-mail address.' }]);
    if (await findAccountByEmail(app.db, email)) throw taken();
    const password = input.password ? await hashPassword(input.password) : null;
    const emailVerifiedAt = social?.emailVerified ? new Date() : null;
    const userId = await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(usersTable())
        .values({ email, password, emailVerifiedAt, firstName: input.firstName, lastName: input.lastName, locale: input.locale ?? request.locale })
        .returning({ id: usersTable().id });
      if (roles.length) {
        await tx.insert(resourceTables.get('users')!.joins.roles!.table).values(roles.map((role, position) => ({ ownerId: user!.id, relatedId: role, position })));
      }
      return user!.id as string;
    }).catch((error: unknown) => {
      // Another registration of the address committed between the check and this insert.
      throw isUniqueViolation(error) ? taken() : error;
    });
    const account = (await findAccountById(app.db, userId))!;
    if (!emailVerifiedAt) await sendVerificationMail(app, account, request.locale);
    if (social) clearSocialProfile(reply);
    await app.startSession(request, reply, { userId });
    return { state: 'authenticated' };
  });
}
