import type { FastifyInstance, FastifyReply } from 'fastify';
import { LINKED_ACCOUNTS_PATH, registrationRequest as registration, signInReply } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import type { Locale } from '@relais/domain';
import { asciiEmail, isEmailTaken } from '../../accounts/email-addresses.ts';
import { linkIdentity } from '../../accounts/identities.ts';
import { fileValidationRequest } from '../../accounts/validation-requests.ts';
import { findAccountByEmail, findAccountById, usersTable } from '../../accounts/users.ts';
import type { AccountRow } from '../../accounts/users.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { resourceTables } from '../../db/schema.ts';
import { forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { isUniqueViolation } from '../../jsonapi/db-errors.ts';
import { normaliseEmail } from '../../auth/rate-limits.ts';
import { assertAcceptablePassword } from './password.ts';
import { sendVerificationMail } from './email-verification.ts';
import { renderAccountMail } from '../../mail/messages.ts';
import { signInAccount } from './login.ts';
import { clearSocialProfile, mailLinkOffer, readSocialProfile } from './social.ts';


/**
 * `POST /auth/register` (register feature). The answer never says whether the address already has
 * an account: a new account is created unverified and gets its verification link, a taken address's
 * owner gets a notice instead, and both answer 202 `verification_link_sent` without signing in.
 * Only an address the social provider verified (and nobody holds) signs the new account in at once.
 * Only the roles that configuration allows may be chosen. With validation requests on, the new
 * account's request is filed with it.
 */
export async function registerRoutes(app: FastifyInstance) {
  const linkSent = (reply: FastifyReply) => reply.status(202).send({ state: 'verification_link_sent' });

  app.post('/auth/register', { schema: { response: { 200: jsonSchemaOf(signInReply), 202: jsonSchemaOf(signInReply) } } }, async (request, reply) => {
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
    const email = asciiEmail(input.email) ?? input.email.trim().toLowerCase();
    const isProven = social?.emailVerified === true;
    if (social) clearSocialProfile(reply);
    // Hashed whether or not the address is taken: the time of the answer says nothing either.
    const password = input.password ? await hashPassword(input.password) : null;
    if (await isEmailTaken(app.db, email, { exceptUserId: null })) {
      const holder = await findAccountByEmail(app.db, email);
      if (holder && isProven && social) return mailLinkOffer(app, request, holder, social);
      if (holder) await mailRegistrationAttempt(app, holder, request.locale);
      return linkSent(reply);
    }
    const userId = await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(usersTable())
        .values({ email, password, emailVerifiedAt: isProven ? new Date() : null, firstName: input.firstName, lastName: input.lastName, locale: input.locale ?? request.locale })
        .returning({ id: usersTable().id });
      const id = user!.id as string;
      if (roles.length) {
        await tx.insert(resourceTables.get('users')!.joins.roles!.table).values(roles.map((role, position) => ({ ownerId: id, relatedId: role, position })));
      }
      if (social) await linkIdentity(tx, { provider: social.provider, subject: social.subject, userId: id });
      if (app.config.features.validationRequests) await fileValidationRequest(tx, id);
      if (!isProven) await sendVerificationMail(app, { id, email, firstName: input.firstName, locale: input.locale ?? null }, request.locale, tx);
      return id;
    }).catch((error: unknown) => {
      // Another registration of the address committed between the check and this insert: the
      // same answer as for a taken address, so a race tells no more than a plain attempt.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
    if (userId === null) {
      const holder = await findAccountByEmail(app.db, email);
      if (holder) await mailRegistrationAttempt(app, holder, request.locale);
      return linkSent(reply);
    }
    if (!isProven) return linkSent(reply);
    return signInAccount(app, request, reply, (await findAccountById(app.db, userId))!);
  });
}

/** The owner of a taken address learns someone tried to register with it, and how to sign in. */
async function mailRegistrationAttempt(app: FastifyInstance, holder: AccountRow, locale: Locale) {
  const link = `${app.config.appUrl}/auth/password/forgot`;
  const profile = `${app.config.appUrl}${LINKED_ACCOUNTS_PATH}`;
  const mail = renderAccountMail('registrationAttempt', holder.locale ?? locale, { name: holder.firstName, link, minutes: 0, app: app.config.appName, profile });
  await app.mailer.send({ to: holder.email, ...mail });
}
