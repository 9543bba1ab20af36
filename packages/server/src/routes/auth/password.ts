import type { FastifyInstance } from 'fastify';
import { isLocale, passwordForgotReply, passwordForgotRequest as forgot, passwordResetReply, passwordResetRequest as reset } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { unlinkIdentities } from '../../accounts/identities.ts';
import { findAccountByEmail } from '../../accounts/users.ts';
import { replacePasswordIfUnchanged } from '../../auth/single-use.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { PASSWORD_MESSAGES, passwordProblem } from '../../auth/password-policy.ts';
import { normaliseEmail } from '../../auth/rate-limits.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import { isValidPasswordResetToken, PASSWORD_RESET_MINUTES, passwordResetToken } from '../../auth/signed-tokens.ts';
import { validationFailed } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { renderAccountMail } from '../../mail/messages.ts';


/** Checks a new password against the policy, as a field error on `pointer`. */
export function assertAcceptablePassword(password: string, pointer = '/password') {
  const problem = passwordProblem(password);
  if (problem) throw validationFailed([{ pointer, rule: problem === 'common' ? 'password_common' : problem, detail: PASSWORD_MESSAGES[problem] }]);
}

/**
 * Forgotten password and reset (spec, platform §2 auth routes and §7). The answer to a request
 * never tells whether the address has an account.
 */
export async function passwordRoutes(app: FastifyInstance) {
  /**
   * The answer does the same work whether or not the address has an account (rate limits, one job
   * queued): the job looks the account up and mails the link, after the answer.
   */
  app.jobs.handle('password-reset-link', async ({ email, locale }) => {
    const account = await findAccountByEmail(app.db, String(email));
    if (!account || account.deletedAt) return;
    const token = passwordResetToken(app.config.sessionSecret, account);
    const link = `${app.config.appUrl}/auth/password/reset/${encodeURIComponent(token)}/${encodeURIComponent(account.email)}`;
    const mail = renderAccountMail('passwordReset', account.locale ?? (isLocale(locale) ? locale : app.config.defaultLocale), { name: account.firstName, link, minutes: PASSWORD_RESET_MINUTES, app: app.config.appName });
    await app.mailer.send({ to: account.email, ...mail });
  });

  app.post('/auth/password/forgot', { schema: { response: { 202: jsonSchemaOf(passwordForgotReply) } } }, async (request, reply) => {
    const { email } = parseBody(forgot, request.body);
    const normalised = normaliseEmail(email);
    await app.rateLimits.consume([['resetByAddress', request.ip], ['forgotByAccount', normalised]]);
    await enqueueJob(app.db, 'password-reset-link', { email: normalised, locale: request.locale });
    reply.status(202).send({ state: 'reset_link_sent' });
  });

  app.post('/auth/password/reset', { schema: { response: { 200: jsonSchemaOf(passwordResetReply) } } }, async (request) => {
    const input = parseBody(reset, request.body);
    const email = normaliseEmail(input.email);
    await app.rateLimits.consume([['resetByAddress', request.ip], ['resetByAccount', email]]);
    const account = await findAccountByEmail(app.db, email);
    const tokenInvalid = () => validationFailed([{ pointer: '/token', rule: 'token_invalid', detail: 'This reset link is invalid, used or expired; ask for a new one.' }]);
    if (!account || !isValidPasswordResetToken(app.config.sessionSecret, account, input.token)) throw tokenInvalid();
    assertAcceptablePassword(input.password);
    if (input.password !== input.passwordConfirmation) {
      throw validationFailed([{ pointer: '/passwordConfirmation', rule: 'confirmed', detail: 'The two passwords differ.' }]);
    }
    const newHash = await hashPassword(input.password);
    await app.db.transaction(async (tx) => {
      // Changing the hash spends the token, which signs the old hash: only if nobody changed it first.
      if (!(await replacePasswordIfUnchanged(tx, account.id, account.password, newHash))) throw tokenInvalid();
      await deleteUserSessions(tx, account.id);
      // Whoever reset the password may be recovering the account from someone who linked their own provider account.
      if (!input.keepLinkedAccounts) await unlinkIdentities(tx, account.id);
    });
    return { state: 'password_reset' };
  });
}
