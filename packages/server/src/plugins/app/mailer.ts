import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Executor } from '../../db/client.ts';
import { enqueueJob, enqueueJobs } from '../../jobs/queue.ts';
import { MailCapture } from '../../mail/capture.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (a mailing's `List-Unsubscribe`). */
  headers?: Record<string, string>;
  /** Files sent with it (an invitation's `.ics`): text kept in the job's payload as it is. */
  attachments?: readonly MailAttachment[];
}

/** A file a mail carries. */
export interface MailAttachment {
  filename: string;
  /** With its parameters (`text/calendar; charset=utf-8; method=REQUEST`). */
  contentType: string;
  content: string;
}

export interface Mailer {
  /**
   * Queues a mail (a `mail` job), in `db` when given (the request's transaction: the mail leaves
   * only if the write commits). The job worker sends it: no answer waits for SMTP.
   */
  send(mail: OutgoingMail, db?: Executor): Promise<void>;
  /** Queues many mails, one `mail` job each, in `db` (a mailing to its recipients). */
  sendAll(mails: readonly OutgoingMail[], db: Executor): Promise<void>;
  /** The local catcher when no SMTP_URL is set; null when mail goes to a real server. */
  capture: MailCapture | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * A send ends well within the job's lock (JOB_LOCK_SECONDS, 120 s): nodemailer's own limits (2 min to
 * connect, 10 of silence) would let a stuck server outlast it, and another process would take the
 * job and send the mail again.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Mail through nodemailer's SMTP transport, from the job queue: to SMTP_URL, or to the local catcher. */
export const mailerPlugin = fp(
  async (app) => {
    let capture: MailCapture | null = null;
    let transport: Transporter;
    if (app.config.smtpUrl) transport = nodemailer.createTransport({ url: app.config.smtpUrl, ...SMTP_TIMEOUTS });
    else {
      capture = new MailCapture(app.config.env === 'test' ? null : join(app.config.dataDir, 'mail'));
      const port = await capture.start();
      transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, ...SMTP_TIMEOUTS });
    }
    const messageDomain = /@([^>\s]+)/.exec(app.config.mailFrom)?.[1] ?? 'relais.local';
    app.jobs.handle('mail', async (mail, job) => {
      // One Message-ID per job, the same on every attempt: a mail sent twice (see docs/decisions.md)
      // is one message to the receiving side, which may drop the copy.
      const { attachments, ...rest } = mail as unknown as OutgoingMail;
      await transport.sendMail({
        from: app.config.mailFrom,
        messageId: `<${job.id}@${messageDomain}>`,
        ...rest,
        ...(attachments?.length ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) } : {}),
      });
    });
    app.decorate('mailer', {
      capture,
      async send(mail: OutgoingMail, db: Executor = app.db) {
        await enqueueJob(db, 'mail', { ...mail });
      },
      async sendAll(mails: readonly OutgoingMail[], db: Executor) {
        await enqueueJobs(db, 'mail', mails.map((mail) => ({ ...mail })));
      },
    });
    // Close hooks run last-registered first, so this one runs before the worker's own: the worker
    // is stopped here first, and the job in hand still has a transport to send through.
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      transport.close();
      await capture?.stop();
    });
  },
  { name: 'mailer', dependencies: ['context', 'jobs'] },
);
